import { z } from 'zod';
import { LOCALES, errorBodySchema, type MessageKey } from '@tasreef/contracts';

/**
 * The path parameters and error answers that every API route file declared for itself (14 copies,
 * and one missing question answered with two different messages). One definition here, so the same
 * malformed id reads the same in every route and the OpenAPI document describes it once.
 */

/** `/api/v1/:locale/…` */
export const localeParams = z.object({ locale: z.enum(LOCALES) });

/** `…/:id` of a stored record: an id that is not a UUID is a record that does not exist. */
export const withId = localeParams.extend({ id: z.uuid({ error: 'not_found' }) });

/** What `q_…` question ids look like (contracts' exam schemas use the same pattern). */
const QUESTION_ID = /^q_[a-z0-9]{1,12}$/;

/**
 * A question of an exam (`exam_question_not_found`) or of a practice set (`practice_question_not_found`):
 * a malformed id names the same message as a well-formed one that is not there (exams/questions.ts,
 * exams/attempts.ts, practice/sets.ts).
 */
export const questionId = (key: Extract<MessageKey, 'exam_question_not_found' | 'practice_question_not_found'>) => z.string().regex(QUESTION_ID, key);

/** `…/exams/:id/questions/:question_id` and the attempt's answer to one question. */
export const withExamQuestion = withId.extend({ question_id: questionId('exam_question_not_found') });

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/** The error answers a route documents, each the one error body of http/errors.ts: `errorResponses(401, 404)`. */
export function errorResponses<const S extends ErrorStatus>(...statuses: S[]): Record<S, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((s) => [s, errorBodySchema])) as Record<S, typeof errorBodySchema>;
}
