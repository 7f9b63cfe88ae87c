import { index, integer, jsonb, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { ts } from './columns.ts';

/**
 * The outside doors of issue 34 (docs/decisions/0083-api-keys-and-webhooks.md): API keys and
 * webhook endpoints with their outbox of deliveries.
 */

/**
 * An API key: `tsk_<prefix>_<secret>`. The prefix is its public id (shown in the dashboard, looked
 * up); the secret is never stored, only its SHA-256 (a 256-bit random secret needs no slow hash).
 * The key acts as `user_id`, within `scopes`.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull(),
    scopes: text('scopes').array().notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at'),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [uniqueIndex('api_keys_prefix_key').on(t.prefix), index('api_keys_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A webhook endpoint of an account (a school's owner, or an educator for their own exams). Its
 * signing secrets are kept (the receiver needs the same bytes); a rotation keeps the old one
 * signing beside the new until `previous_secret_until` (overlap).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().notNull(),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretUntil: ts('previous_secret_until'),
    /** Failed tries in a row (a success resets it); at the limit the endpoint is disabled. */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    disabledAt: ts('disabled_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('webhook_endpoints_user_idx').on(t.userId, t.createdAt)],
);

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

/**
 * The outbox: one message to one endpoint, written in the transaction of the event it tells, sent
 * by the jobs (jobs/plugin.ts) until delivered or its day of retries is over. `attempts` is the
 * delivery log (status and a short piece of the answer per try).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The `webhook-id` header: the same on every try and on a replay, so receivers drop repeats. */
    messageId: text('message_id').notNull(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    tries: smallint('tries').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at'),
    attempts: jsonb('attempts').$type<DeliveryTry[]>().notNull().default([]),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt), index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt)],
);

export interface DeliveryTry {
  at: string;
  /** The receiver's HTTP status, or null when no answer came (refused address, timeout, network). */
  status: number | null;
  /** The first 500 characters of the answer's body, or why there was none. */
  response: string;
  ms: number;
}
