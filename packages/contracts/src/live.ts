/**
 * Live classroom sessions (docs/decisions/0091-live-classroom.md): an educator runs one of their
 * exams as a live quiz; signed-in students of their classes join with a short code, answer the
 * question the educator has open, once each; the educator's screen shows who answered, how the
 * answers spread over the options and a leaderboard. The key of a question is in no payload before
 * the question closes.
 */
import { z } from 'zod';
import { attemptQuestionSchema, saveAnswerRequestSchema, VERDICTS } from './attempts.ts';
import { questionSchema } from './exams.ts';
import { plainText } from './fields.ts';

/** The code's letters: no 0/O, 1/I/L, 2/Z, 5/S, 8/B, U/V (read aloud or off a projector, none is taken for another). */
export const LIVE_CODE_ALPHABET = 'ACDEFGHJKMNPQRTWXY34679';
export const LIVE_CODE_LENGTH = 6;
/** A code lets students join for this long after the session starts (a lesson), never after it ends. */
export const LIVE_CODE_TTL_MINUTES = 180;
/** Points of a correct answer: half for being right, the other half shrinking over this many seconds. */
export const LIVE_SPEED_SECONDS = 30;
export const LIVE_LEADERBOARD_SIZE = 10;

export const LIVE_STATUSES = ['lobby', 'open', 'closed', 'ended'] as const;
export type LiveStatus = (typeof LIVE_STATUSES)[number];

/** `POST /live-sessions`: the exam to run. */
export const startLiveRequestSchema = z.strictObject({ exam_id: z.uuid('live_exam_required') });
export type StartLiveRequest = z.input<typeof startLiveRequestSchema>;

/** Typed codes are forgiving: spaces and dashes dropped, lower case raised; only then must it be a code. */
export const liveCodeField = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/[\s-]/g, '').toUpperCase() : v),
  plainText(z.string('live_code_invalid').regex(new RegExp(`^[${LIVE_CODE_ALPHABET}]{${LIVE_CODE_LENGTH}}$`), 'live_code_invalid')),
);
/** `POST /live-sessions/join`. */
export const joinLiveRequestSchema = z.strictObject({ code: liveCodeField });
export type JoinLiveRequest = z.input<typeof joinLiveRequestSchema>;

/** `POST /live-sessions/{id}/advance`: the step the educator saw, so a double click moves once. */
export const advanceLiveRequestSchema = z.strictObject({ step: z.number('number_invalid').int('number_integer').min(0, 'number_min') });
export type AdvanceLiveRequest = z.input<typeof advanceLiveRequestSchema>;

/** `POST /live-sessions/{id}/answers`: the open question's id and the answer, in the attempts' two shapes. */
export const liveAnswerRequestSchema = z.strictObject({ question_id: z.string().regex(/^q_[a-z0-9]{1,12}$/, 'live_question_not_open'), answer: saveAnswerRequestSchema });
export type LiveAnswerRequest = z.input<typeof liveAnswerRequestSchema>;

const liveHead = {
  id: z.string(),
  title: z.string(),
  status: z.enum(LIVE_STATUSES),
  /** Raised by every move of the educator: lobby 0, then open and closed for each question. */
  step: z.number().int(),
  /** The question shown (0-based), -1 in the lobby. */
  index: z.number().int(),
  question_count: z.number().int(),
};

/** One bar of the distribution: an option (choice questions) or a verdict (typed ones). */
export const liveBarSchema = z.object({ key: z.string(), label: z.object({ ar: z.string(), en: z.string() }), count: z.number().int(), correct: z.boolean() });
export const liveRankSchema = z.object({ rank: z.number().int(), name: z.string(), score: z.number().int(), correct: z.number().int() });

/** What the educator's screen shows; the key is there once the question closed, never before. */
export const liveHostViewSchema = z.object({
  ...liveHead,
  role: z.literal('host'),
  participants: z.number().int(),
  /** Answers to the question shown. */
  answered: z.number().int(),
  /** The join code while students may join (until it expires or the session ends); else null. */
  code: z.string().nullable(),
  code_expires_at: z.string().nullable(),
  question: attemptQuestionSchema.nullable(),
  /** Once the question closed: its key and explanation. */
  answer: questionSchema.shape.answer.nullable(),
  /** Once the question closed: how the answers spread. */
  distribution: z.array(liveBarSchema).nullable(),
  /** By the points of the closed questions. */
  leaderboard: z.array(liveRankSchema),
});
export type LiveHostView = z.infer<typeof liveHostViewSchema>;

/** What a student's phone shows: their own answer, and the key and their verdict once it closed. */
export const liveStudentViewSchema = z.object({
  ...liveHead,
  role: z.literal('student'),
  question: attemptQuestionSchema.nullable(),
  given: z.union([z.object({ option_id: z.string() }), z.object({ text: z.string() })]).nullable(),
  answer: questionSchema.shape.answer.nullable(),
  verdict: z.enum(VERDICTS).nullable(),
  points: z.number().int().nullable(),
  me: z.object({ score: z.number().int(), rank: z.number().int().nullable() }),
});
export type LiveStudentView = z.infer<typeof liveStudentViewSchema>;

export const liveViewSchema = z.discriminatedUnion('role', [liveHostViewSchema, liveStudentViewSchema]);
export type LiveView = z.infer<typeof liveViewSchema>;

export const liveJoinedSchema = z.object({ session_id: z.string() });
export const liveAnsweredSchema = z.object({ question_id: z.string(), answered_at: z.string() });
