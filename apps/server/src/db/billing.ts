import { index, pgTable, text, uniqueIndex, uuid, boolean } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { ts } from './columns.ts';

/**
 * Payments through Stripe (docs/decisions/0035-payments-with-stripe.md). Stripe holds the truth of
 * a subscription; these rows are what the app last read of it, and what it granted for it.
 */

/** The Stripe customer of an account (one each, made at its first checkout). */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    stripeCustomerId: text('stripe_customer_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('billing_customers_stripe_key').on(t.stripeCustomerId)],
);

/** A Stripe subscription as last read from Stripe. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stripeSubscriptionId: text('stripe_subscription_id').notNull(),
    stripeCustomerId: text('stripe_customer_id').notNull(),
    /** The plan of the subscription's price (`plans.code`). */
    planCode: text('plan_code').notNull(),
    period: text('period').$type<'monthly' | 'yearly'>().notNull(),
    /** Stripe's status: trialing, active, past_due, canceled, unpaid, incomplete, incomplete_expired, paused. */
    status: text('status').notNull(),
    currentPeriodEnd: ts('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** When the subscription turned past_due (the grace period counts from here); null otherwise. */
    pastDueSince: ts('past_due_since'),
    /** A downgrade keeps the higher plan, already paid for, until the period ends. */
    keptPlanCode: text('kept_plan_code'),
    keptUntil: ts('kept_until'),
    /** A change Stripe's subscription schedule makes at the end of the period (yearly → monthly). */
    scheduledPlanCode: text('scheduled_plan_code'),
    scheduledPeriod: text('scheduled_period').$type<'monthly' | 'yearly'>(),
    scheduledFrom: ts('scheduled_from'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('subscriptions_stripe_key').on(t.stripeSubscriptionId), index('subscriptions_user_idx').on(t.userId)],
);

/** Webhook events already processed: each is applied once. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: ts('received_at').notNull().defaultNow(),
});
