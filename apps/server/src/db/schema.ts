import { sql } from 'drizzle-orm';
import { createdAt, ts } from './columns.ts';
import { bigint, boolean, index, integer, jsonb, numeric, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The tables no one feature owns (contact messages, the newsletter, the health probe, rate limits).
 * Each feature's tables are in its own file beside this one (accounts.ts, exams.ts, …); the
 * column blocks they share are in columns.ts, and drizzle.config.ts lists every file migrations
 * are generated from.
 */

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
    subscribedAt: ts('subscribed_at'),
    unsubscribedAt: ts('unsubscribed_at'),
    /** When the reader chose "keep" on the unsubscribe page. */
    keptAt: ts('kept_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
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
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lockedAt: ts('locked_at'),
    sentAt: ts('sent_at'),
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
    updatedAt: ts('updated_at').notNull().defaultNow(),
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
    updatedAt: ts('updated_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [uniqueIndex('plan_features_plan_feature_key').on(t.planId, t.featureKey)],
);

/**
 * One row: a counter that triggers of migration 0023 move with every change to `plans` or
 * `plan_features`; each app instance keeps the catalogue in memory by its value (ADR 0086).
 */
export const planCatalogVersion = pgTable('plan_catalog_version', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** One row, rewritten by `/readyz` (a few times a minute at most) to prove the database takes writes. */
export const healthProbe = pgTable('health_probe', {
  id: smallint('id').primaryKey(),
  checkedAt: ts('checked_at').notNull(),
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
  resetAt: ts('reset_at').notNull(),
});
