import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ExamAccess, ExamReview, GenerateInput, GradingMethod, Question } from '@tasreef/contracts/exams';
import type { ExamGradeScale } from '@tasreef/contracts/grades';
import { users } from './accounts.ts';
import { organizations } from './management.ts';
import { ts } from './columns.ts';

/**
 * Exams, their questions and who they are assigned to (docs/decisions/0027-exams.md). An exam
 * belongs to its educator and to the organisation they work in (a school, or an independent
 * educator's own roster): every query is scoped by both.
 */

export type ExamStatus = 'draft_setup' | 'draft' | 'published';

export const exams = pgTable(
  'exams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    objective: text('objective'),
    /** The generation request the questions came from (objectives, formats, count, criteria, seed). */
    request: jsonb('request').$type<GenerateInput>().notNull(),
    status: text('status').$type<ExamStatus>().notNull(),
    /** The wizard step to resume at (1–5). */
    setupStep: integer('setup_step').notNull().default(1),
    publishAt: ts('publish_at'),
    expiresAt: ts('expires_at'),
    access: text('access').$type<ExamAccess>(),
    durationMinutes: integer('duration_minutes'),
    passingScore: integer('passing_score'),
    /** null: as many attempts as the plan allows without limit. */
    attemptsAllowed: integer('attempts_allowed'),
    review: text('review').$type<ExamReview>(),
    /** How a student's attempts make their one grade (ADR 0072); never stored as a figure, read wherever a grade is shown. */
    gradingMethod: text('grading_method').$type<GradingMethod>().notNull().default('best'),
    /** The grade scale the exam uses, copied when set (ADR 0039); null: scores only. */
    gradeScale: jsonb('grade_scale').$type<ExamGradeScale>(),
    /** Passing attempts get a certificate (ADR 0039). */
    certificates: boolean('certificates').notNull().default(false),
    /** Questions and options in an order of each attempt's own (ADR 0087); on unless the educator turns it off. */
    shuffle: boolean('shuffle').notNull().default(true),
    /** The student sees one question at a time, with previous and next (ADR 0087). */
    onePerPage: boolean('one_per_page').notNull().default(false),
    clonedFrom: uuid('cloned_from'),
    /** Raised whenever the questions change; attempts keep the version they were taken on. */
    version: integer('version').notNull().default(1),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    publishedAt: ts('published_at'),
  },
  (t) => [index('exams_org_idx').on(t.organizationId, t.createdAt), index('exams_owner_idx').on(t.ownerId, t.createdAt)],
);

/** A question of an exam, whole (key and explanation included), in its place. */
export const examQuestions = pgTable(
  'exam_questions',
  {
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    position: integer('position').notNull(),
    question: jsonb('question').$type<Question>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.examId, t.questionId] })],
);

export type AssignmentTarget = 'class' | 'student' | 'teacher';

/** Who an exam is assigned to: classes, students, teachers (each a record of the exam's organisation). */
export const examAssignments = pgTable(
  'exam_assignments',
  {
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    target: text('target').$type<AssignmentTarget>().notNull(),
    targetId: uuid('target_id').notNull(),
  },
  (t) => [uniqueIndex('exam_assignments_key').on(t.examId, t.target, t.targetId), index('exam_assignments_target_idx').on(t.target, t.targetId)],
);

/**
 * The question bank: questions saved from exams, reused across exams. An edit makes a new version
 * (`replaces` the old one, which is retired and kept); deleting retires. Exams hold copies, so no
 * change here alters an exam or an attempt.
 */
export const bankQuestions = pgTable(
  'bank_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question: jsonb('question').$type<Question>().notNull(),
    type: text('type').notNull(),
    verbId: text('verb_id').notNull(),
    root: text('root').notNull(),
    pattern: text('pattern').notNull(),
    cefr: text('cefr').notNull(),
    /** The teacher's own tags (the question's tags are in `question`). */
    labels: jsonb('labels').$type<string[]>().notNull().default([]),
    version: integer('version').notNull().default(1),
    replaces: uuid('replaces'),
    retiredAt: ts('retired_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('bank_questions_org_idx').on(t.organizationId, t.createdAt), index('bank_questions_owner_idx').on(t.ownerId, t.createdAt)],
);

export type AttemptStatus = 'in_progress' | 'submitted';

/**
 * A student's attempt at an exam (docs/decisions/0028-attempts.md). The deadline is fixed when the
 * attempt starts (duration × the student's time accommodation, never past the exam's expiry); the
 * grade is written once, when the student submits or the server closes the attempt at its deadline.
 * At most one attempt of a student at an exam is in progress.
 */
export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    examVersion: integer('exam_version').notNull(),
    status: text('status').$type<AttemptStatus>().notNull(),
    startedAt: ts('started_at').notNull(),
    deadline: ts('deadline'),
    timeFactor: numeric('time_factor', { precision: 3, scale: 2 }).notNull(),
    submittedAt: ts('submitted_at'),
    closedBy: text('closed_by').$type<'student' | 'deadline'>(),
    earned: numeric('earned', { precision: 6, scale: 2 }),
    possible: integer('possible'),
    score: numeric('score', { precision: 5, scale: 2 }),
    passed: boolean('passed'),
    /**
     * Per question id: verdict, credit and, for typed marks, the letters (the grade as written);
     * `auto`: the machine's credit where a teacher's points (ADR 0090) are the credit.
     */
    grading: jsonb('grading').$type<Record<string, { verdict: string; credit: number; letters?: number[]; auto?: number }>>(),
    /** The exam's `shuffle` when the attempt started: its order, derived from its id, never changes under it (ADR 0087). */
    shuffled: boolean('shuffled').notNull().default(false),
    /** The questions its student flagged for review, kept with the answers (ADR 0087). */
    flagged: text('flagged')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('exam_attempts_number').on(t.examId, t.studentId, t.number),
    uniqueIndex('exam_attempts_open')
      .on(t.examId, t.studentId)
      .where(sql`status = 'in_progress'`),
    index('exam_attempts_due')
      .on(t.deadline)
      .where(sql`status = 'in_progress'`),
    index('exam_attempts_student').on(t.studentId, t.startedAt),
  ],
);

/** An answer as last saved: one row per question of an attempt, rewritten on every change. */
export const attemptAnswers = pgTable(
  'attempt_answers',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => examAttempts.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    answer: jsonb('answer').$type<{ option_id: string } | { text: string }>().notNull(),
    savedAt: ts('saved_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);

/**
 * How many times what an exam's report reads has changed (ADR 0058): its submitted attempts, its
 * questions, its takers' names. Written only by the triggers of migration 0016, in the transaction
 * of the change; a report computed at one value stays right while the value is the same. No row: 0.
 */
export const examReportVersions = pgTable('exam_report_versions', {
  examId: uuid('exam_id')
    .primaryKey()
    .references(() => exams.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

export type OverrideTarget = 'student' | 'class';

/**
 * An exam's settings for one student or for a class of its assignment (ADR 0089): extra time,
 * extra attempts, other open and close dates; null is "as the exam says". One per exam and target.
 */
export const examOverrides = pgTable(
  'exam_overrides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    target: text('target').$type<OverrideTarget>().notNull(),
    targetId: uuid('target_id').notNull(),
    extraMinutes: integer('extra_minutes'),
    timeFactor: numeric('time_factor', { precision: 3, scale: 2, mode: 'number' }),
    extraAttempts: integer('extra_attempts'),
    publishAt: ts('publish_at'),
    expiresAt: ts('expires_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [uniqueIndex('exam_overrides_key').on(t.examId, t.target, t.targetId)],
);

/**
 * A teacher's review of one question of a submitted attempt (ADR 0090): a comment for its student,
 * and the points given instead of the machine's credit (null: the machine's stands). The attempt's
 * `grading` carries the points in force; a regrade keeps them.
 */
export const attemptQuestionReviews = pgTable(
  'attempt_question_reviews',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => examAttempts.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    comment: text('comment'),
    points: numeric('points', { precision: 3, scale: 2 }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [primaryKey({ name: 'attempt_question_reviews_pk', columns: [t.attemptId, t.questionId] })],
);

/** Every change of a question's points by a teacher: who, when, before and after, why (ADR 0090). */
export const attemptReviewAudit = pgTable(
  'attempt_review_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => examAttempts.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Copied: the trail outlives the account. */
    actorName: text('actor_name').notNull(),
    at: ts('at').notNull(),
    oldPoints: numeric('old_points', { precision: 3, scale: 2 }).notNull(),
    newPoints: numeric('new_points', { precision: 3, scale: 2 }).notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [index('attempt_review_audit_attempt').on(t.attemptId, t.at)],
);
