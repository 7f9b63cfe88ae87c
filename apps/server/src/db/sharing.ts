import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { exams } from './exams.ts';
import { ts } from './columns.ts';

/**
 * Sharing exams (docs/decisions/0043-sharing-exams.md): a copy given to another educator, and
 * links that let students join an exam's takers.
 */

/**
 * One share: who gave which exam to whom, when, and the copy it made. Kept when either exam is
 * deleted (the ids go null, the title stays), so both sides keep the record.
 */
export const examShares = pgTable(
  'exam_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    examId: uuid('exam_id').references(() => exams.id, { onDelete: 'set null' }),
    copyId: uuid('copy_id').references(() => exams.id, { onDelete: 'set null' }),
    fromUserId: uuid('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: uuid('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The original's title when it was shared. */
    title: text('title').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('exam_shares_exam_idx').on(t.examId, t.createdAt), uniqueIndex('exam_shares_copy_key').on(t.copyId), index('exam_shares_to_idx').on(t.toUserId, t.createdAt)],
);

/**
 * A link to join an exam's takers. The token is never stored: only its SHA-256 (looked up), and
 * the random seed the server's secret key turns into it again for its educator to copy.
 * At most one link of an exam is active (not revoked).
 */
export const examShareLinks = pgTable(
  'exam_share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** 32 random bytes (base64url); the token is HMAC-SHA256(secret key, seed). */
    seed: text('seed').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [
    uniqueIndex('exam_share_links_token_key').on(t.tokenHash),
    uniqueIndex('exam_share_links_active_key')
      .on(t.examId)
      .where(sql`revoked_at is null`),
  ],
);

/** A student who joined an exam by a link: one of its takers, whatever the exam's assignments say. */
export const examLinkTakers = pgTable(
  'exam_link_takers',
  {
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    linkId: uuid('link_id')
      .notNull()
      .references(() => examShareLinks.id, { onDelete: 'cascade' }),
    joinedAt: ts('joined_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.examId, t.studentId] }), index('exam_link_takers_student_idx').on(t.studentId), index('exam_link_takers_link_idx').on(t.linkId)],
);
