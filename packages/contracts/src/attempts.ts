/**
 * Attempts (shared/spec/exams.md): a student starts or resumes an attempt, saves each answer as it
 * is given, and submits; the server keeps the time. A question reaches the student without its key,
 * its explanation, its source and its tags (any of them could give the answer away); they come back
 * only in a result whose review the exam allows.
 */
import { z } from 'zod';
import { plainText } from './fields.ts';
import { bilingualSchema, claimSchema, examSummarySchema, optionSchema, questionSchema, QUESTION_FORMATS, QUESTION_TYPES } from './exams.ts';

/** Seconds after the deadline in which the last answer in flight is still taken. */
export const ATTEMPT_GRACE_SECONDS = 5;
/** The longest typed answer taken. */
export const TYPED_ANSWER_MAX = 100;

export const ATTEMPT_STATUSES = ['in_progress', 'submitted'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];
/** A result: `in_review` while the attempt is not graded (in progress). */
export const RESULT_STATUSES = ['in_review', 'passed', 'failed'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];
export const VERDICTS = ['correct', 'marks', 'marks_missing', 'wrong', 'unanswered'] as const;

/** A question as a student sees it while answering. */
export const attemptQuestionSchema = z.object({
  id: z.string(),
  type: z.enum(QUESTION_TYPES),
  format: z.enum(QUESTION_FORMATS),
  stem: bilingualSchema,
  prompt_form: z.string().nullable(),
  options: z.array(optionSchema.pick({ id: true, text: true, label: true })),
  claim: claimSchema.pick({ form: true }).optional(),
});
export type AttemptQuestion = z.infer<typeof attemptQuestionSchema>;

export const givenAnswerSchema = z.union([z.object({ option_id: z.string() }), z.object({ text: z.string() })]);
export type GivenAnswerBody = z.infer<typeof givenAnswerSchema>;

/** `PUT /attempts/{id}/answers/{question_id}`: one of the two shapes, nothing else. */
export const saveAnswerRequestSchema = z.union(
  [
    z.strictObject({ option_id: z.string().regex(/^[a-z]{1,2}$/, 'attempt_option_unknown') }),
    z.strictObject({
      // Stricter than the one rule: an answer is compared with the key, so no format character
      // either (bidi marks included), only ZWNJ and ZWJ, which change how Arabic letters join.
      text: plainText(
        z
          .string()
          .max(TYPED_ANSWER_MAX, 'text_max')
          .refine((s) => !/[\p{Cc}\p{Cf}]/u.test(s.replace(/[\u200c\u200d]/gu, '')), 'text_characters'),
      ),
    }),
  ],
  { error: 'attempt_answer_shape' },
);
export type SaveAnswerRequest = z.infer<typeof saveAnswerRequestSchema>;

export const attemptSchema = z.object({
  id: z.string(),
  exam_id: z.string(),
  exam_title: z.string(),
  number: z.number().int(),
  status: z.enum(ATTEMPT_STATUSES),
  started_at: z.string(),
  /** null: untimed and without expiry. */
  deadline: z.string().nullable(),
  seconds_left: z.number().int().nullable(),
  /** The server's clock when this was written, so a page can count down by it. */
  server_time: z.string(),
  grace_seconds: z.number().int(),
  submitted_at: z.string().nullable(),
  /** student, or deadline when the server closed the attempt itself. */
  closed_by: z.enum(['student', 'deadline']).nullable(),
  time_factor: z.number(),
  /** Whether the questions and options come in this attempt's own order (ADR 0087): the same on every read. */
  shuffled: z.boolean(),
  /** The exam shows one question at a time, with previous and next. */
  one_per_page: z.boolean(),
  /** The questions its student flagged for review (ids). */
  flagged: z.array(z.string()),
  questions: z.array(attemptQuestionSchema),
  answers: z.record(z.string(), givenAnswerSchema),
});
export type Attempt = z.infer<typeof attemptSchema>;

export const attemptResultSchema = z.object({
  status: z.enum(RESULT_STATUSES),
  score: z.number().nullable(),
  passed: z.boolean().nullable(),
  passing_score: z.number().int(),
  /** The band of the exam's grade scale the score falls in (ADR 0039); null without a scale or a score. */
  grade: z.string().nullable(),
  earned: z.number().nullable(),
  possible: z.number().int(),
});
export type AttemptResult = z.infer<typeof attemptResultSchema>;

/** A question of a result: its verdict, and the key with the explanation where review allows. */
/** The most points one question gives: every question counts one, partial credit is a share of it. */
export const QUESTION_POINTS_MAX = 1;
export const REVIEW_COMMENT_MAX = 2000;
export const REVIEW_REASON_MAX = 500;

/**
 * A teacher's marking of one question of a submitted attempt (ADR 0090): a comment its student
 * reads, and `points` given instead of the machine's credit (null: the machine's stands).
 */
export const questionMarkingSchema = z.object({
  comment: z.string().nullable(),
  points: z.number().nullable(),
  /** The machine's credit, which the teacher's points replace. */
  auto_credit: z.number().nullable(),
});
export type QuestionMarking = z.infer<typeof questionMarkingSchema>;

export const reviewedQuestionSchema = attemptQuestionSchema.extend({
  given: givenAnswerSchema.nullable(),
  verdict: z.enum(VERDICTS).nullable(),
  credit: z.number().nullable(),
  /** For a typed form with marks wrong: the 1-based letters to look at. */
  letters: z.array(z.number().int()).optional(),
  answer: questionSchema.shape.answer,
  explanation: bilingualSchema.optional(),
  /** The student flagged it for review while answering. */
  flagged: z.boolean(),
  /** The teacher's comment and points, where the reader may see them (a student: where review shows verdicts). */
  marking: questionMarkingSchema.nullable(),
});
export type ReviewedQuestion = z.infer<typeof reviewedQuestionSchema>;

export const reviewAuditEntrySchema = z.object({
  question_id: z.string(),
  actor: z.string(),
  at: z.string(),
  old_points: z.number(),
  new_points: z.number(),
  reason: z.string(),
});
export type ReviewAuditEntry = z.infer<typeof reviewAuditEntrySchema>;

export const attemptWithResultSchema = z.object({
  attempt: attemptSchema.omit({ questions: true, answers: true }),
  result: attemptResultSchema,
  /** Whether the key is shown; `review_at`: when it will be (after expiry), or null. */
  review: z.object({ shown: z.boolean(), review_at: z.string().nullable() }),
  questions: z.array(reviewedQuestionSchema),
  attempts_left: z.number().int().nullable(),
  student: z.object({ id: z.string(), full_name: z.string() }),
  /** The certificate this attempt earned, if any (ADR 0039). */
  certificate: z.object({ id: z.string(), code: z.string(), status: z.enum(['valid', 'revoked']) }).nullable(),
  /** The exam's educators only: every change of points, oldest first (who, when, before and after, why). */
  audit: z.array(reviewAuditEntrySchema).optional(),
});
export type AttemptWithResult = z.infer<typeof attemptWithResultSchema>;

/**
 * `PUT /attempts/{id}/questions/{question_id}/review`: the comment (null or blank: none), the
 * points (0 to the question's most, in hundredths; null: the machine's credit again) with the
 * reason for them; at least one of comment and points. Only for a submitted attempt.
 */
export const questionReviewRequestSchema = z
  .strictObject({
    comment: plainText(z.string({ error: 'value_invalid' }).trim().max(REVIEW_COMMENT_MAX, 'text_max'), 'multi')
      .nullable()
      .optional(),
    points: z
      .number({ error: 'number_invalid' })
      .min(0, 'number_min')
      .max(QUESTION_POINTS_MAX, 'number_max')
      .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'review_points_step')
      .nullable()
      .optional(),
    reason: plainText(z.string({ error: 'value_invalid' }).trim().max(REVIEW_REASON_MAX, 'text_max'), 'multi').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.points !== undefined && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'review_reason_required' });
    if (v.points === undefined && v.comment === undefined) ctx.addIssue({ code: 'custom', path: ['comment'], message: 'required' });
  });
export type QuestionReviewRequest = z.infer<typeof questionReviewRequestSchema>;

/** `PUT /attempts/{id}/flags/{question_id}`: a question flagged for review, or no longer. */
export const flagRequestSchema = z.strictObject({ flagged: z.boolean({ error: 'value_invalid' }) });
export type FlagRequest = z.infer<typeof flagRequestSchema>;
export const flagSavedSchema = z.object({ question_id: z.string(), flagged: z.boolean() });

export const answerSavedSchema = z.object({ question_id: z.string(), saved_at: z.string(), seconds_left: z.number().int().nullable() });

/** A student's attempts at one exam, newest first (the exam list and details). */
export const attemptSummarySchema = z.object({
  id: z.string(),
  number: z.number().int(),
  status: z.enum(ATTEMPT_STATUSES),
  result: z.enum(RESULT_STATUSES),
  score: z.number().nullable(),
  /** The score's band of the exam's grade scale, if it has one. */
  grade: z.string().nullable(),
  started_at: z.string(),
  submitted_at: z.string().nullable(),
  seconds_left: z.number().int().nullable(),
  student: z.object({ id: z.string(), full_name: z.string() }),
});
export type AttemptSummary = z.infer<typeof attemptSummarySchema>;

/** Why a new attempt cannot start now (the API's 409 codes, with their localized message). */
export const START_REFUSALS = ['exam_not_open', 'exam_expired', 'attempts_used'] as const;
export type StartRefusal = (typeof START_REFUSALS)[number];

/**
 * `GET /exams/{id}/summary`: an assigned exam as its student sees it before taking it: what it is,
 * their attempts, and whether an attempt can start (or resume) now, or why not.
 */
export const studentExamSchema = z.object({
  exam: examSummarySchema.pick({
    id: true,
    title: true,
    objective: true,
    time_status: true,
    question_count: true,
    publish_at: true,
    expires_at: true,
    access: true,
    duration_minutes: true,
    passing_score: true,
    attempts_allowed: true,
    review: true,
    owner: true,
  }),
  /** The student's own attempts, newest first. */
  attempts: z.array(attemptSummarySchema),
  attempts_used: z.number().int(),
  /** null: unlimited. 0 once the exam has expired. */
  attempts_left: z.number().int().nullable(),
  /** The attempt in progress, to resume. */
  open_attempt: z.object({ id: z.string(), seconds_left: z.number().int().nullable() }).nullable(),
  /** Whether a new attempt can start now (the first, or another while attempts remain). */
  can_start: z.boolean(),
  /** Why not (when there is no attempt to resume either), in the caller's language. */
  refusal: z.object({ code: z.enum(START_REFUSALS), message: z.string() }).nullable(),
  /** The student's time accommodation: a timed attempt lasts duration × this. */
  time_factor: z.number(),
});
export type StudentExam = z.infer<typeof studentExamSchema>;
