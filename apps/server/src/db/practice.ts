import { sql } from 'drizzle-orm';
import { index, jsonb, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { Question } from '@tasreef/contracts/exams';
import type { PracticeCriteria, PracticeOutcome } from '@tasreef/contracts/practice';
import { users } from './accounts.ts';
import { ts } from './columns.ts';

/**
 * Practice sets and the answers that count toward a learner's progress (ADR 0036). A set keeps its
 * questions whole (keys and explanations) on the server; its id is the unguessable capability of an
 * anonymous learner, and a signed-in learner's set is theirs alone.
 */

export const practiceSets = pgTable(
  'practice_sets',
  {
    /** 144 random bits, base64url. */
    id: text('id').primaryKey(),
    /** null: an anonymous learner's set. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    criteria: jsonb('criteria').$type<PracticeCriteria>().notNull(),
    retryOf: text('retry_of'),
    questions: jsonb('questions').$type<Question[]>().notNull(),
    /** By question id: written once, by one atomic update that refuses a second answer. */
    outcomes: jsonb('outcomes')
      .$type<Record<string, PracticeOutcome>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('practice_sets_expires_idx').on(t.expiresAt), index('practice_sets_user_idx').on(t.userId, t.createdAt)],
);

/** One answer of a signed-in learner, with its question's grammatical features (progress). */
export const practiceAnswers = pgTable(
  'practice_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    setId: text('set_id').notNull(),
    questionId: text('question_id').notNull(),
    questionType: text('question_type').notNull(),
    verbId: text('verb_id'),
    pattern: text('pattern'),
    /** The broad root types (a root may be several: hamzated and hollow). */
    rootTypes: text('root_types').array().notNull(),
    tense: text('tense'),
    person: text('person'),
    /**
     * The form asked: the question's slot (tense.voice.person) or noun, null when it names neither.
     * With the verb and the question type it is an item of the review queue (ADR 0044).
     */
    form: text('form'),
    verdict: text('verdict').notNull(),
    credit: numeric('credit', { precision: 3, scale: 2, mode: 'number' }).notNull(),
    answeredAt: ts('answered_at').notNull(),
  },
  (t) => [index('practice_answers_user_idx').on(t.userId, t.answeredAt)],
);
