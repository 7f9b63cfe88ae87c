import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, real, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Question } from '@tasreef/contracts/exams';
import type { LiveStatus } from '@tasreef/contracts/live';
import { users } from './accounts.ts';
import { exams } from './exams.ts';
import { organizations } from './management.ts';
import { ts } from './columns.ts';

/**
 * Live classroom sessions (docs/decisions/0091-live-classroom.md). Everything a screen shows is
 * here, so a reload, a reconnection or a restart of the server resumes where the session was; the
 * join code is kept sealed (its host reads it back) and looked up by a keyed hash.
 */
export const liveSessions = pgTable(
  'live_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    examId: uuid('exam_id').references(() => exams.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    /** The exam's questions when the session started: an edit of the exam does not move a question under the class. */
    questions: jsonb('questions').$type<Question[]>().notNull(),
    /** HMAC-SHA256 of the code under a key derived from SECRET_KEY, hex: a database copy alone does not give codes to try. */
    codeHash: text('code_hash').notNull(),
    codeSealed: text('code_sealed').notNull(),
    codeExpiresAt: ts('code_expires_at').notNull(),
    status: text('status').$type<LiveStatus>().notNull(),
    step: integer('step').notNull().default(0),
    currentIndex: integer('current_index').notNull().default(-1),
    openedAt: ts('opened_at'),
    createdAt: ts('created_at').notNull(),
    endedAt: ts('ended_at'),
  },
  (t) => [
    uniqueIndex('live_sessions_code_key')
      .on(t.codeHash)
      .where(sql`status <> 'ended'`),
    index('live_sessions_host_idx').on(t.hostId, t.createdAt),
  ],
);

export const liveParticipants = pgTable(
  'live_participants',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => liveSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: ts('joined_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.userId] })],
);

/** One answer of a participant to one question: the primary key is what makes it once. */
export const liveAnswers = pgTable(
  'live_answers',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => liveSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionIndex: integer('question_index').notNull(),
    answer: jsonb('answer').$type<{ option_id: string } | { text: string }>().notNull(),
    verdict: text('verdict').notNull(),
    credit: real('credit').notNull(),
    points: integer('points').notNull(),
    answeredAt: ts('answered_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.userId, t.questionIndex] })],
);
