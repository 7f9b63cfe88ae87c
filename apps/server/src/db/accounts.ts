import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AccountType, EducatorType, NotificationSettings, OrganizationType } from '@tasreef/contracts/auth';
import { ts } from './columns.ts';

/** Accounts, sessions, email codes, linked providers, the audit log and the sign-in throttle. */

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased and trimmed. */
    email: text('email').notNull(),
    emailVerifiedAt: ts('email_verified_at'),
    /**
     * A registration claim (docs/decisions/0022-…): the address typed at a registration that found
     * it taken. The row then has a placeholder `email`, is never verified, shows this address to its
     * own session only, and is dropped a day later. null for every real account.
     */
    claimedEmail: text('claimed_email'),
    /**
     * How the current address was proven: `code` (a code we mailed to it), `provider` (Google or
     * Facebook vouched for it). Only `code` counts for ADMIN_EMAILS. null while unverified, and for
     * addresses verified before this was recorded.
     */
    emailVerifiedVia: text('email_verified_via').$type<'code' | 'provider' | 'invitation'>(),
    /** argon2id PHC string; null for accounts made through Google or Facebook until a password is set. */
    passwordHash: text('password_hash'),
    fullName: text('full_name').notNull(),
    /** null until the profile is complete (an account made through a provider). */
    type: text('type').$type<AccountType>(),
    educatorType: text('educator_type').$type<EducatorType>(),
    organizationType: text('organization_type').$type<OrganizationType>(),
    country: text('country'),
    city: text('city'),
    area: text('area'),
    timeZone: text('time_zone'),
    phone: text('phone'),
    whatsapp: text('whatsapp'),
    birthDate: text('birth_date'),
    educationLevel: text('education_level'),
    comment: text('comment'),
    profilePic: text('profile_pic'),
    locale: text('locale').$type<'ar' | 'en'>().notNull().default('ar'),
    notifications: jsonb('notifications').$type<NotificationSettings>(),
    /**
     * Students added by username sign in with it (their `email` is a placeholder under `.invalid`
     * that no mail is sent to). Lower-cased.
     */
    username: text('username'),
    /** Set for a one-time password: the account must choose its own before anything else. */
    passwordMustChange: boolean('password_must_change').notNull().default(false),
    /**
     * The organisation that made this account and may edit its profile, until its owner takes it
     * over by accepting the invitation (docs/decisions/0024-…). null for every self-made account.
     */
    managedBy: uuid('managed_by'),
    /**
     * The plan this account is on (`plans.code`): Free until a subscription or an administrator
     * says otherwise. An organisation's limits are its owner's plan.
     */
    planCode: text('plan_code').notNull().default('free'),
    termsAcceptedAt: ts('terms_accepted_at'),
    disabledAt: ts('disabled_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_key').on(t.username),
    index('users_created_idx').on(t.createdAt),
    index('users_claimed_email_idx').on(t.claimedEmail),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token, hex; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    remember: boolean('remember').notNull().default(false),
    createdAt: ts('created_at').notNull(),
    lastUsedAt: ts('last_used_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const CODE_PURPOSES = ['verify_email', 'reset_password'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

export const emailCodes = pgTable(
  'email_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<CodePurpose>().notNull(),
    /** The address the code was sent to (a changed email is verified at its new address). */
    email: text('email').notNull(),
    /** HMAC-SHA-256(SECRET_KEY, purpose:user:code), hex. */
    codeHash: text('code_hash').notNull(),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    /** Set when used, replaced by a newer code, or killed by too many wrong tries. */
    closedAt: ts('closed_at'),
    closedReason: text('closed_reason').$type<'used' | 'replaced' | 'locked' | 'email_changed'>(),
  },
  (t) => [index('email_codes_user_purpose_idx').on(t.userId, t.purpose, t.createdAt)],
);

export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<'google' | 'facebook'>().notNull(),
    /** The provider's stable subject (`sub`, or Facebook's user id). */
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('oauth_accounts_provider_subject_key').on(t.provider, t.subject), uniqueIndex('oauth_accounts_user_provider_key').on(t.userId, t.provider)],
);

export const AUDIT_EVENTS = [
  'register',
  'login',
  'login_failed',
  'logout',
  'email_verified',
  'email_changed',
  'password_changed',
  'password_reset',
  'code_locked',
  'oauth_login',
  'oauth_linked',
  'oauth_unlinked',
  'account_deleted',
  'user_disabled',
  'user_enabled',
  'admin_granted',
  'admin_revoked',
  'login_locked',
  'registration_claimed',
  'plan_granted',
  // A subscription's state changed the account's plan (payments, ADR 0035).
  'plan_billing',
  // An administrator changed a plan of the catalogue (price, feature values).
  'plan_catalogue_changed',
  'member_invited',
  'member_added',
  'member_updated',
  'member_removed',
  'member_joined',
  'invitation_declined',
  'invitation_resent',
  'one_time_password_made',
  'class_created',
  'class_updated',
  'class_archived',
  'class_members',
  'roster_imported',
  'exam_created',
  'exam_updated',
  'exam_published',
  'exam_deleted',
  'exam_cloned',
  // An exam's per-student overrides set, changed or removed (ADR 0089): who, for whom, what before and after.
  'exam_override_set',
  'exam_override_removed',
  // Sharing (ADR 0043).
  'exam_shared',
  'exam_share_received',
  'exam_share_link_created',
  'exam_share_link_revoked',
  'exam_link_joined',
] as const;
export type AuditEvent = (typeof AUDIT_EVENTS)[number];

export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Kept (not a foreign key) so the trail outlives a deleted account. */
    userId: uuid('user_id'),
    /** Who did it, when not the user (an administrator). */
    actorId: uuid('actor_id'),
    /** The organisation the event happened in (its dashboard's latest activity). */
    organizationId: uuid('organization_id'),
    event: text('event').$type<AuditEvent>().notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    meta: jsonb('meta').$type<Record<string, unknown>>(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('audit_log_user_idx').on(t.userId, t.createdAt),
    index('audit_log_event_idx').on(t.event, t.createdAt),
    index('audit_log_org_idx').on(t.organizationId, t.createdAt),
  ],
);

/** Fixed-window counters of the accounts rate limits (shared by every app server through the database). */
export const authThrottle = pgTable(
  'auth_throttle',
  {
    key: text('key').notNull(),
    windowStart: ts('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('auth_throttle_window_idx').on(t.windowStart)],
);

/**
 * Failed sign-ins, by (account, address) and by account (docs/decisions/0022-codes-bound-to-addresses-and-sign-in-lockout.md):
 * past a free number of failures each new one locks the key for a growing delay. Shared by every
 * app server through the database.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    lastFailureAt: ts('last_failure_at').notNull(),
    lockedUntil: ts('locked_until'),
  },
  (t) => [index('login_failures_last_idx').on(t.lastFailureAt)],
);

/** A row of `users` as read: every feature that reads accounts types them with this one name. */
export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type OAuthRow = typeof oauthAccounts.$inferSelect;
