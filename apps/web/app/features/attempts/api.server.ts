/**
 * The answer-exam page's calls to the API, for its loader and for the form posts that work without
 * script: start (or resume, or re-attempt), and the questions' one form, whose post saves every
 * answer given and, with the submit button, submits.
 */
import type { ServerLoadContext } from '@tasreef/contracts';
import type { Account } from '@tasreef/contracts/auth';
import type { AttemptWithResult, GivenAnswerBody, StudentExam } from '@tasreef/contracts/attempts';
import { data, redirect } from 'react-router';
import { callApi, failure, load, pageError } from '../../lib/api.server.ts';
import { requireSignedIn } from '../../lib/session.server.ts';
import type { FormResult } from '../../lib/form.ts';
import { translate, type Locale } from '../../i18n/index.ts';
import { answerField, sameAnswer } from './answers.ts';
import { isUuid } from '../../lib/uuid.ts';

export type AnswerExamData = { view: 'overview'; summary: StudentExam } | { view: 'take' | 'result'; attempt: AttemptWithResult };

/** Signed in (auth-access) and a student: anyone else gets the 403 page. */
export async function requireStudent(context: ServerLoadContext, request: Request, locale: Locale): Promise<Account> {
  const account = await requireSignedIn(context, request, locale);
  if (account.type !== 'student') throw data(null, { status: 403, statusText: 'Forbidden' });
  return account;
}

const pagePath = (locale: Locale, examId: string, attemptId?: string, done?: string) =>
  `/${locale}/dashboard/answer-exam/${examId}${attemptId ? `?attempt=${attemptId}${done ? `&done=${done}` : ''}` : ''}`;

/** An attempt of this exam (the caller's own: the API answers 404 otherwise). */
async function loadAttempt(context: ServerLoadContext, request: Request, locale: Locale, examId: string, attemptId: string): Promise<AttemptWithResult> {
  if (!isUuid(attemptId)) throw data(null, { status: 404 });
  const attempt = await load<AttemptWithResult>(context, request, locale, `/attempts/${attemptId}`);
  if (attempt.attempt.exam_id !== examId) throw data(null, { status: 404 });
  return attempt;
}

/** The exam's summary (before starting), or one attempt: in progress to answer, submitted to read. */
export async function loadAnswerExam(context: ServerLoadContext, request: Request, locale: Locale, examId: string): Promise<AnswerExamData> {
  if (!isUuid(examId)) throw data(null, { status: 404 });
  const attemptId = new URL(request.url).searchParams.get('attempt');
  if (attemptId) {
    const attempt = await loadAttempt(context, request, locale, examId, attemptId);
    return { view: attempt.attempt.status === 'in_progress' ? 'take' : 'result', attempt };
  }
  return { view: 'overview', summary: await load<StudentExam>(context, request, locale, `/exams/${examId}/summary`) };
}

export interface AnswerExamResult extends FormResult {
  /** Answers the server refused, by question. */
  answerErrors?: Record<string, string>;
}

/** The page's posts: `start`, or `save` / `submit` of the questions' form. */
export async function answerExamAction(context: ServerLoadContext, request: Request, locale: Locale, examId: string, form: FormData): Promise<AnswerExamResult | Response> {
  if (!isUuid(examId)) throw data(null, { status: 404 });
  const intent = String(form.get('intent') ?? '');
  if (intent === 'start') {
    const res = await callApi<{ data: { attempt: { id: string } } }>(context, request, `/${locale}/exams/${examId}/attempts`, 'POST');
    if (res.status === 200 || res.status === 201) return redirect(pagePath(locale, examId, res.body.data.attempt.id));
    if (res.status === 404 || res.status === 401 || res.status === 403) pageError(locale, res);
    return failure(res, intent);
  }
  if (intent !== 'save' && intent !== 'submit') return { ok: false, errors: {}, message: translate(locale, 'profile.unknownAction') };
  const attemptId = String(form.get('attempt') ?? '');
  const attempt = await loadAttempt(context, request, locale, examId, attemptId);
  if (attempt.attempt.status !== 'in_progress') return redirect(pagePath(locale, examId, attemptId));

  const answerErrors: Record<string, string> = {};
  for (const q of attempt.questions) {
    const raw = form.get(answerField(q.id));
    if (typeof raw !== 'string' || raw.trim() === '') continue;
    const body: GivenAnswerBody = q.format === 'typed' ? { text: raw.trim() } : { option_id: raw };
    if (sameAnswer(body, q.given)) continue;
    const res = await callApi(context, request, `/${locale}/attempts/${attemptId}/answers/${q.id}`, 'PUT', body);
    if (res.status === 409) return redirect(pagePath(locale, examId, attemptId)); // the time is over: the result says so
    if (res.status !== 200) {
      const f = failure(res);
      answerErrors[q.id] = Object.values(f.errors)[0] ?? f.message ?? translate(locale, 'answer.answer.error');
    }
  }
  if (Object.keys(answerErrors).length > 0) return { ok: false, intent, errors: {}, answerErrors, message: translate(locale, 'answer.answer.someRefused') };
  if (intent === 'submit') {
    const res = await callApi(context, request, `/${locale}/attempts/${attemptId}/submit`, 'POST');
    if (res.status !== 200) return failure(res, intent);
    return redirect(pagePath(locale, examId, attemptId, 'submitted'));
  }
  return { ok: true, intent, errors: {}, message: translate(locale, 'answer.state.saved') };
}
