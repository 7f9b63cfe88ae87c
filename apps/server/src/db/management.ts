import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { MemberRole, OrganizationKind } from '@tasreef/contracts/management';
import { users } from './accounts.ts';
import { ts } from './columns.ts';

/**
 * Organisations, their members, invitations, classes and roster imports
 * (docs/decisions/0024-organisations-members-and-classes.md). Every row that belongs to a tenant
 * carries its `organization_id`; the management service scopes every query by it.
 */

/** A school, university or organization (owned by its school account), or an independent educator's own roster. */
export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<OrganizationKind>().notNull(),
    name: text('name').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('organizations_owner_key').on(t.ownerId)],
);

export type MembershipStatus = 'invited' | 'active' | 'removed';

/**
 * A person in an organisation, as teacher or student. Removing sets `removed` (the row and
 * everything that points at the person stay: past attempts are never deleted), which ends access.
 */
export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<MemberRole>().notNull(),
    status: text('status').$type<MembershipStatus>().notNull(),
    /** Students: every timed exam's duration is multiplied by this (1.00–3.00). */
    timeAccommodation: numeric('time_accommodation', { precision: 3, scale: 2, mode: 'number' }).notNull().default(1),
    /** Who added the person (the owner or a teacher): a teacher sees the students they added. */
    addedBy: uuid('added_by'),
    /** The enrolled date of the specification's profile. */
    enrolledAt: ts('enrolled_at').notNull(),
    invitedAt: ts('invited_at'),
    joinedAt: ts('joined_at'),
    removedAt: ts('removed_at'),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('memberships_org_user_key').on(t.organizationId, t.userId),
    index('memberships_user_idx').on(t.userId),
    index('memberships_org_role_idx').on(t.organizationId, t.role, t.status),
    // A teacher works in one organisation at a time.
    uniqueIndex('memberships_one_teacher_org_key')
      .on(t.userId)
      .where(sql`role = 'teacher' and status <> 'removed'`),
  ],
);

/** An invitation link mailed to a new account's address: a set-your-password-and-join link. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    /** The address it was mailed to: the link proves this address only. */
    email: text('email').notNull(),
    /** SHA-256 of the link's token, hex; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    closedAt: ts('closed_at'),
    closedReason: text('closed_reason').$type<'used' | 'replaced' | 'revoked'>(),
  },
  (t) => [uniqueIndex('invitations_token_hash_key').on(t.tokenHash), index('invitations_membership_idx').on(t.membershipId)],
);

export const classes = pgTable(
  'classes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    subject: text('subject'),
    level: text('level'),
    createdBy: uuid('created_by'),
    archivedAt: ts('archived_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [uniqueIndex('classes_org_name_key').on(t.organizationId, sql`lower(${t.name})`), index('classes_org_idx').on(t.organizationId)],
);

export const classTeachers = pgTable(
  'class_teachers',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: ts('added_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.userId] }), index('class_teachers_user_idx').on(t.userId)],
);

export const classStudents = pgTable(
  'class_students',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: ts('added_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.userId] }), index('class_students_user_idx').on(t.userId)],
);

/**
 * A roster file read and checked (the dry run), kept until it is confirmed: confirming writes the
 * rows checked here, checked again against the database of that moment, in one transaction.
 */
export const rosterImports = pgTable(
  'roster_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').notNull(),
    format: text('format').$type<'csv' | 'oneroster'>().notNull(),
    fileName: text('file_name').notNull(),
    status: text('status').$type<'mapping' | 'checked' | 'committed'>().notNull(),
    /** The normalized records the dry run read (the input of the commit). */
    records: jsonb('records').$type<unknown>().notNull(),
    /** The dry run's summary and row-level outcome. */
    report: jsonb('report').$type<unknown>().notNull(),
    rowCount: integer('row_count').notNull(),
    createdAt: ts('created_at').notNull(),
    committedAt: ts('committed_at'),
    /**
     * The one-time passwords of the accounts the import made, for the importer's one download
     * (ADR 0071): AES-256-GCM under a key only the commit's answer held (never stored), so this
     * column alone tells nothing. Cleared once both files were taken or the time ran out.
     */
    sheetSealed: text('sheet_sealed'),
    sheetExpiresAt: ts('sheet_expires_at'),
    sheetPdfAt: ts('sheet_pdf_at'),
    sheetCsvAt: ts('sheet_csv_at'),
  },
  (t) => [index('roster_imports_org_idx').on(t.organizationId, t.createdAt)],
);

/**
 * A roster importer's OneRoster 1.2 REST service (ADR 0093): where to pull from and as whom. One an
 * importer in an organisation (a teacher's never reaches the owner's pulls, nor theirs the
 * teacher's). The secret is sealed (lib/sealer.ts) to the row's owner and importer, and kept only
 * once a pull with it succeeded.
 */
export const oneRosterSources = pgTable(
  'oneroster_sources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    baseUrl: text('base_url').notNull(),
    tokenUrl: text('token_url').notNull(),
    clientId: text('client_id').notNull(),
    secretSealed: text('secret_sealed').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [uniqueIndex('oneroster_sources_org_actor_idx').on(t.organizationId, t.actorId)],
);
