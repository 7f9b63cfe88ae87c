import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The one place where the database's tables are declared; migrations are generated from it. */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const contactMessages = pgTable('contact_messages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  inquiryType: text('inquiry_type').notNull(),
  businessType: text('business_type').notNull(),
  numberOfUsers: integer('number_of_users'),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  locale: text('locale').notNull(),
  createdAt: createdAt(),
});

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Lower-cased. */
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    subscribed: boolean('subscribed').notNull().default(true),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** When the reader chose "keep" on the unsubscribe page. */
    keptAt: timestamp('kept_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_subscriptions_email_key').on(t.email)],
);

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'outbox', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** Every mail, queued or sent: the durable outbox the mail worker drains. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(6),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

export const plans = pgTable(
  'plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    position: integer('position').notNull(),
    currency: text('currency').notNull().default('USD'),
    /** In currency units (dollars), exact decimal. Yearly is derived: 10 × monthly. */
    priceMonthly: numeric('price_monthly', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    /** The price is negotiated above this many users (School: 200); null when it never is. */
    customAboveUsers: integer('custom_above_users'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('plans_code_key').on(t.code)],
);

export const planFeatures = pgTable(
  'plan_features',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    featureKey: text('feature_key').notNull(),
    position: integer('position').notNull(),
    kind: text('kind').notNull(),
    amount: integer('amount'),
    unit: text('unit'),
    items: jsonb('items').$type<string[]>(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [uniqueIndex('plan_features_plan_feature_key').on(t.planId, t.featureKey)],
);

/** One row, rewritten by `/readyz` (a few times a minute at most) to prove the database takes writes. */
export const healthProbe = pgTable('health_probe', {
  id: smallint('id').primaryKey(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
});

/**
 * Request counts of the rate limits (@fastify/rate-limit's store, `http/rate-limit-store.ts`), one
 * row per limited key: shared by every app server on the database. UNLOGGED in the migration: a
 * count need not survive a crash, and skipping the write-ahead log makes the write on every
 * request cheaper. No index beyond the key, so a count update stays a heap-only update.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
