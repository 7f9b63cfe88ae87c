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

/** `GET /practice/progress`: the signed-in learner's practice answers, by feature, weakest first; the days practised. */
export const practiceProgressSchema = z.object({
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
