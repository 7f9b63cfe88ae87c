import { foreignKey, index, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { exams } from './exams.ts';
import { organizations } from './management.ts';
import { ts } from './columns.ts';

/**
 * The LTI 1.3 tool (docs/decisions/0084-lti-tool.md): a school's connections to LMS platforms, the
 * tool's own signing keys, launches under way, the LMS users linked to the school's accounts, the
 * course links that open an exam, and the outbox of scores sent back to the platforms' gradebooks.
 * Every row hangs from one connection, and a connection from one school: nothing crosses schools.
 */

/**
 * One platform registration of one school. `pending` (issuer null) until the LMS has used the
 * registration URL (only the token's SHA-256 is kept) or the owner has registered it by hand.
 * Several schools may share an issuer and client id (one Canvas developer key for every customer):
 * a connection is told apart by its deployments (`lti_deployments`, ADR 0095).
 */
export const ltiConnections = pgTable(
  'lti_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull().default(''),
    registrationTokenHash: text('registration_token_hash'),
    registrationExpiresAt: ts('registration_expires_at'),
    issuer: text('issuer'),
    clientId: text('client_id'),
    authUrl: text('auth_url'),
    tokenUrl: text('token_url'),
    jwksUrl: text('jwks_url'),
    /** The platform's product (`product_family_code`), shown in the dashboard. */
    platform: text('platform'),
    createdAt: ts('created_at').notNull(),
    registeredAt: ts('registered_at'),
  },
  (t) => [
    index('lti_connections_org_idx').on(t.organizationId, t.createdAt),
    index('lti_connections_client_idx').on(t.issuer, t.clientId),
    // what a deployment's foreign key names: its issuer and client id are its connection's
    uniqueIndex('lti_connections_platform_key').on(t.id, t.issuer, t.clientId),
    uniqueIndex('lti_connections_registration_key').on(t.registrationTokenHash),
  ],
);

/**
 * A deployment of the tool in a platform (LTI 1.3 `deployment_id`) and the one connection it
 * belongs to: (issuer, client id, deployment id) is one connection's at most, whichever school
 * registered first (ADR 0095). The issuer and client id are the connection's (composite key).
 */
export const ltiDeployments = pgTable(
  'lti_deployments',
  {
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    deploymentId: text('deployment_id').notNull(),
    connectionId: uuid('connection_id').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.issuer, t.clientId, t.deploymentId] }),
    index('lti_deployments_connection_idx').on(t.connectionId),
    foreignKey({
      name: 'lti_deployments_connection_fk',
      columns: [t.connectionId, t.issuer, t.clientId],
      foreignColumns: [ltiConnections.id, ltiConnections.issuer, ltiConnections.clientId],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
  ],
);

/** The tool's RSA keys (RS256): the newest signs, all are published at /lti/jwks. */
export const ltiToolKeys = pgTable('lti_tool_keys', {
  kid: text('kid').primaryKey(),
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: ts('created_at').notNull(),
});

/**
 * A login under way (OIDC third-party initiated login): the `state` sent to the platform, the
 * `nonce` the id_token must carry, and the hash of the browser cookie that binds it. The row is
 * deleted by the launch that uses it (nonce and state once) or when it expires. The connection is
 * null when the platform's client is shared by several and the login named no deployment: the
 * launch settles it by the id_token's deployment id, among the connections of (issuer, client id).
 */
export const ltiLogins = pgTable(
  'lti_logins',
  {
    state: text('state').primaryKey(),
    connectionId: uuid('connection_id').references(() => ltiConnections.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    nonce: text('nonce').notNull(),
    browserHash: text('browser_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('lti_logins_expires_idx').on(t.expiresAt)],
);

/** An LMS user (`sub` of a connection) and the account of the connection's school it is. */
export const ltiAccounts = pgTable(
  'lti_accounts',
  {
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => ltiConnections.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.connectionId, t.subject] }), index('lti_accounts_user_idx').on(t.userId)],
);

/** A course link (resource link) of a platform and the exam it opens, with its gradebook column. */
export const ltiResourceLinks = pgTable(
  'lti_resource_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => ltiConnections.id, { onDelete: 'cascade' }),
    resourceLinkId: text('resource_link_id').notNull(),
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    contextId: text('context_id'),
    /** The AGS line item the scores go to (null: the launch offered no gradebook column). */
    lineItemUrl: text('line_item_url'),
    /** The NRPS memberships URL of the course (null: not offered). */
    membershipsUrl: text('memberships_url'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('lti_resource_links_key').on(t.connectionId, t.resourceLinkId), index('lti_resource_links_exam_idx').on(t.examId)],
);

/** Where a student's scores at an exam go: the line item of the link they launched, as their `sub`. */
export const ltiGradeTargets = pgTable(
  'lti_grade_targets',
  {
    linkId: uuid('link_id')
      .notNull()
      .references(() => ltiResourceLinks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.userId] }), index('lti_grade_targets_user_idx').on(t.userId)],
);

export const LTI_SCORE_STATUSES = ['pending', 'sent', 'failed', 'superseded'] as const;

/**
 * The scores' outbox: written in the transaction that graded the attempt, sent by the jobs with the
 * webhooks' backoff. A newer score for the same person and column supersedes one not sent yet.
 */
export const ltiScoreSends = pgTable(
  'lti_score_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => ltiResourceLinks.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    attemptId: uuid('attempt_id').notNull(),
    score: jsonb('score').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: LTI_SCORE_STATUSES }).notNull().default('pending'),
    tries: smallint('tries').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at'),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('lti_score_sends_due_idx').on(t.status, t.nextAttemptAt), index('lti_score_sends_link_idx').on(t.linkId, t.subject)],
);
