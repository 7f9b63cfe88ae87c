/**
 * Practice (issue 17): a learner, signed in or not, answers a set of generated questions one by
 * one; the server keeps the key and checks each answer, then shows the engine's explanation. A
 * question reaches the browser without its key, its explanation and its source until it is
 * answered (ADR 0036).
 */
import { z } from 'zod';
import { givenAnswerSchema, saveAnswerRequestSchema, VERDICTS } from './attempts.ts';
import { bilingualSchema, EXAM_PATTERN_IDS, EXAM_TENSES, optionSchema, QUESTION_FORMATS, QUESTION_TYPES, ROOT_TYPES } from './exams.ts';

/** The questions of a practice set. */
export const PRACTICE_QUESTION_COUNT = 10;
/** How long a practice set can be answered and read (anonymous or not). */
export const PRACTICE_SET_TTL_HOURS = 24;

/** How a set's questions are answered: choose among options, or write the form. */
export const PRACTICE_ANSWER_MODES = ['choices', 'typed'] as const;
export type PracticeAnswerMode = (typeof PRACTICE_ANSWER_MODES)[number];

/**
 * "Learning features: limited" (the Free plan, and anonymous learners): this many new practice sets
 * a day (a retry of a set's wrong answers is not a new set). Counted on the server (ADR 0044).
 */
export const PRACTICE_LIMITED_SETS_PER_DAY = 5;

/** The spaced-repetition queue (ADR 0044): days to the next review after a miss, then after each right review. */
export const QUEUE_INTERVALS_DAYS = [1, 3, 7, 16] as const;
/** A queue set holds at most this many due forms. */
export const QUEUE_SET_MAX = 10;
/** Weeks of the share right over time. */
export const PROGRESS_WEEKS = 12;

/** An opaque, unguessable practice set id: 24 base64url characters (144 random bits). */
export const PRACTICE_SET_ID = /^[A-Za-z0-9_-]{24}$/;
export const practiceSetIdSchema = z.string().regex(PRACTICE_SET_ID, 'practice_set_not_found');

/** `POST /practice/sets`: what to practise (every field optional), or the wrong answers of a set to retry. */
export const createPracticeSetRequestSchema = z.strictObject({
  verb: z
    .string()
    .regex(/^[A-Za-z0-9]{1,12}-[A-Z0-9]{1,5}(-[0-9]+)?$/, 'practice_verb_unknown')
    .optional(),
  root: z
    .string()
    .regex(/^[\u0621-\u064A]{3,4}$/u, 'practice_root_invalid')
    .optional(),
  pattern: z.enum(EXAM_PATTERN_IDS, { error: 'choice_invalid' }).optional(),
  type: z.enum(QUESTION_TYPES, { error: 'choice_invalid' }).optional(),
  root_type: z.enum(ROOT_TYPES, { error: 'choice_invalid' }).optional(),
  tense: z.enum(EXAM_TENSES, { error: 'choice_invalid' }).optional(),
  retry_of: practiceSetIdSchema.optional(),
  /** `typed`: the learner writes the form (the types whose answer is one form); else choices. */
  answers: z.enum(PRACTICE_ANSWER_MODES, { error: 'choice_invalid' }).optional(),
  /** The forms of the spaced-repetition queue that are due (progress tracking "full"). */
  queue: z.boolean({ error: 'choice_invalid' }).optional(),
});
export type CreatePracticeSetRequest = z.infer<typeof createPracticeSetRequestSchema>;

/** `POST /practice/sets/{id}/answers/{question_id}`: a choice or a typed form, once. */
export const practiceAnswerRequestSchema = saveAnswerRequestSchema;

/** What the learner chose to practise, as it was asked (echoed to show it and to practise again). */
export const practiceCriteriaSchema = z.object({
  verb: z.string().nullable(),
  root: z.string().nullable(),
  pattern: z.string().nullable(),
  type: z.enum(QUESTION_TYPES).nullable(),
  /** From progress's "practise this" (absent in sets made before). */
  root_type: z.enum(ROOT_TYPES).nullish(),
  tense: z.enum(EXAM_TENSES).nullish(),
  answers: z.enum(PRACTICE_ANSWER_MODES).nullish(),
  /** A set of the queue's due forms. */
  queue: z.boolean().nullish(),
});
export type PracticeCriteria = z.infer<typeof practiceCriteriaSchema>;

/** The outcome of an answered question: the verdict, the key and the engine's explanation. */
export const practiceOutcomeSchema = z.object({
  given: givenAnswerSchema,
  verdict: z.enum(VERDICTS),
  credit: z.number(),
  /** For a typed form with only marks wrong: the 1-based letters to look at. */
  letters: z.array(z.number().int()).optional(),
  /** The right option's id (a choice) or the preferred accepted form (typed). */
  key: z.union([z.object({ option_id: z.string() }), z.object({ text: z.string(), accepted: z.array(z.string()) })]),
  explanation: bilingualSchema,
});
export type PracticeOutcome = z.infer<typeof practiceOutcomeSchema>;

/** A question as the learner sees it: no key, explanation, source or option values before it is answered. */
export const practiceQuestionSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  type: z.enum(QUESTION_TYPES),
  format: z.enum(QUESTION_FORMATS),
  stem: bilingualSchema,
  prompt_form: z.string().nullable(),
  options: z.array(optionSchema.pick({ id: true, text: true, label: true })),
  claim: z.object({ form: z.string() }).optional(),
  /** null until answered. */
  outcome: practiceOutcomeSchema.nullable(),
});
export type PracticeQuestion = z.infer<typeof practiceQuestionSchema>;

export const practiceSetSchema = z.object({
  id: z.string(),
  criteria: practiceCriteriaSchema,
  /** The set whose wrong answers this one retries. */
  retry_of: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  /** Answers count toward the learner's progress (signed in). */
  recorded: z.boolean(),
  questions: z.array(practiceQuestionSchema),
  answered: z.number().int(),
  /** Sum of the credits of the answered questions. */
  earned: z.number(),
  /** Every question answered. */
  finished: z.boolean(),
  /** Percent with two decimals once finished, else null. */
  score: z.number().nullable(),
  /** Questions answered not fully right (what "retry" gives again). */
  wrong: z.number().int(),
});
export type PracticeSet = z.infer<typeof practiceSetSchema>;

export const practiceAnswerResultSchema = z.object({ question: practiceQuestionSchema, set: practiceSetSchema });
export type PracticeAnswerResult = z.infer<typeof practiceAnswerResultSchema>;

/** A grammatical feature of the learner's answers: how many, and the share right. */
export const progressFeatureSchema = z.object({
  dimension: z.enum(['type', 'tense', 'person', 'pattern', 'root_type']),
  value: z.string(),
  label: z.string(),
  answers: z.number().int(),
  /** Sum of credits over answers, in percent with no decimals. */
  share: z.number(),
  /** The practice page's query that practises this feature. */
  practice: z.string(),
});
export type ProgressFeature = z.infer<typeof progressFeatureSchema>;

/** A feature is ranked among the weakest only with at least this many answers. */
export const PROGRESS_MIN_ANSWERS = 3;
export const PROGRESS_WEAKEST_MAX = 5;
export const PROGRESS_DAYS = 28;

/** One week of a feature: its answers and the share right (null: no answer that week). */
export const weekCellSchema = z.object({ answers: z.number().int(), share: z.number().nullable() });
export type WeekCell = z.infer<typeof weekCellSchema>;

/** The share right per week, oldest week first (weeks from Sunday, in the learner's time zone). */
export const progressOverTimeSchema = z.object({
  /** The first day (YYYY-MM-DD) of each of the last PROGRESS_WEEKS weeks, oldest first. */
  weeks: z.array(z.string()),
  /** Every answer, week by week. */
  all: z.array(weekCellSchema),
  /** The features answered in these weeks, weakest first (over the weeks), each week by week. */
  features: z.array(progressFeatureSchema.extend({ cells: z.array(weekCellSchema) })),
});
export type ProgressOverTime = z.infer<typeof progressOverTimeSchema>;

/** A form in the spaced-repetition queue. */
export const queueItemSchema = z.object({
  verb_id: z.string(),
  type: z.enum(QUESTION_TYPES),
  /** The slot (tense.voice.person) or the noun asked; null when the question names neither. */
  form: z.string().nullable(),
  /** 1–4: the interval it waits (QUEUE_INTERVALS_DAYS[box - 1]) after its last answer. */
  box: z.number().int(),
  /** The day it is due (YYYY-MM-DD, the learner's time zone). */
  due: z.string(),
  label: z.string(),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

export const progressQueueSchema = z.object({
  /** Forms due today (or before). */
  due: z.number().int(),
  /** Every form in the queue, due or not. */
  waiting: z.number().int(),
  /** The nearest day a form not due yet becomes due. */
  next_due: z.string().nullable(),
  /** The due forms, the longest due first (at most QUEUE_SET_MAX). */
  items: z.array(queueItemSchema),
});
export type ProgressQueue = z.infer<typeof progressQueueSchema>;

export const PROGRESS_LEVELS = ['partial', 'full'] as const;

/** `GET /practice/progress`: the signed-in learner's practice answers, by feature, weakest first; the days practised. */
export const practiceProgressSchema = z.object({
  /** What the plan that covers the learner tracks: partial (shares, days, streak) or full (also over time and the queue). */
  level: z.enum(PROGRESS_LEVELS),
  /** What a plan above adds, and its name; null at full. */
  upgrade: z.object({ plan: z.string(), message: z.string() }).nullable(),
  /** null below full. */
  over_time: progressOverTimeSchema.nullable(),
  /** null below full. */
  queue: progressQueueSchema.nullable(),
  answers: z.number().int(),
  share: z.number().nullable(),
  /** Days in a row with an answer, up to today (or yesterday, while today is still open), in the learner's time zone. */
  streak: z.number().int(),
  /** The last PROGRESS_DAYS days, oldest first: the date (YYYY-MM-DD) and the answers given that day. */
  days: z.array(z.object({ date: z.string(), answers: z.number().int() })),
  weakest: z.array(progressFeatureSchema),
  /** Every feature, by dimension, weakest first. */
  features: z.array(progressFeatureSchema),
});
export type PracticeProgress = z.infer<typeof practiceProgressSchema>;

/** A submitted attempt at an exam assigned to the student, for their progress page. */
export const examResultItemSchema = z.object({
  attempt_id: z.string(),
  exam_id: z.string(),
  exam_title: z.string(),
  submitted_at: z.string(),
  score: z.number(),
  passed: z.boolean().nullable(),
  /** The exam's grade scale's grade for the score; null without a scale. */
  grade: z.string().nullable(),
});
export type ExamResultItem = z.infer<typeof examResultItemSchema>;

/** `GET /practice/exam-results`: the signed-in student's submitted attempts at assigned exams, newest first. */
export const examResultsSchema = z.object({ results: z.array(examResultItemSchema) });
export type ExamResults = z.infer<typeof examResultsSchema>;
