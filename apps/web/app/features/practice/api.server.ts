/**
 * The practice page's calls to the API, for its loader and for its form posts, which work without
 * script: start a set, answer its current question, retry what was wrong. The keys stay on the
 * server: a question's answer reaches the page only once it is answered.
 */
import type { ServerLoadContext } from '@tasreef/contracts';
import { PRACTICE_SET_ID, type ExamResultItem, type ExamResults, type PracticeProgress, type PracticeSet } from '@tasreef/contracts/practice';
import type { VerbPage } from '@tasreef/contracts/search';
import { redirect } from 'react-router';
import { callApi, errorBodyOf, failure, load, readPublicApi } from '../../lib/api.server.ts';
import { loadAccount, requireSignedIn } from '../../lib/session.server.ts';
import type { FormResult } from '../../lib/form.ts';
import { translate, type Locale } from '../../i18n/index.ts';

export const CRITERIA_FIELDS = ['verb', 'root', 'pattern', 'type', 'root_type', 'tense', 'answers'] as const;
export type CriteriaField = (typeof CRITERIA_FIELDS)[number];
export type Prefill = Partial<Record<CriteriaField, string>>;

/** A verb named by its lexicon id: its lemma with its present, for the page to show. */
export interface VerbName {
  id: string;
  lemma: string;
  present: string | null;
}

export type PracticeData =
  | { view: 'choose'; signedIn: boolean; prefill: Prefill; verb: VerbName | null; notice: string | null }
  | { view: 'set'; signedIn: boolean; set: PracticeSet; answered: string | null; verb: VerbName | null };

const VERB_ID = /^[A-Za-z0-9]{1,12}-[A-Z0-9]{1,5}(-[0-9]+)?$/;

const pagePath = (locale: Locale, setId?: string, answered?: string) =>
  `/${locale}/practice${setId ? `?set=${setId}${answered ? `&answered=${encodeURIComponent(answered)}` : ''}` : ''}`;

async function verbName(context: ServerLoadContext, locale: Locale, id: string | null | undefined): Promise<VerbName | null> {
  if (!id || !VERB_ID.test(id)) return null;
  const res = await readPublicApi<{ data: VerbPage }>(context, `/${locale}/verbs/${encodeURIComponent(id)}`);
  if (!res || res.status !== 200) return null;
  return { id, lemma: res.body.data.verb.lemma, present: res.body.data.verb.present ?? null };
}

export async function loadPractice(context: ServerLoadContext, request: Request, locale: Locale): Promise<PracticeData> {
  const url = new URL(request.url);
  const signedIn = (await loadAccount(context, locale)) !== null;
  const setId = url.searchParams.get('set');
  if (setId) {
    const res = PRACTICE_SET_ID.test(setId) ? await callApi<{ data: PracticeSet }>(context, request, `/${locale}/practice/sets/${setId}`) : null;
    if (res?.status === 200) {
      const set = res.body.data;
      const answered = url.searchParams.get('answered');
      return {
        view: 'set',
        signedIn,
        set,
        answered: set.questions.some((q) => q.id === answered && q.outcome) ? answered : null,
        verb: await verbName(context, locale, set.criteria.verb),
      };
    }
    return { view: 'choose', signedIn, prefill: {}, verb: null, notice: translate(locale, 'practice.expired') };
  }
  const prefill: Prefill = {};
  for (const f of CRITERIA_FIELDS) {
    const v = url.searchParams.get(f);
    if (v) prefill[f] = v.slice(0, 40);
  }
  return { view: 'choose', signedIn, prefill, verb: await verbName(context, locale, prefill.verb), notice: null };
}

export interface PracticeResult extends FormResult {
  /** The question a refused answer was for. */
  question?: string;
  /** Refused by the plan (403 plan_limit): the page offers the plans. */
  planLimit?: boolean;
}

const planLimited = (res: { status: number; body: unknown }) => res.status === 403 && errorBodyOf(res.body).error?.code === 'plan_limit';

/** `create` (from the choices, or the same choices again), `answer` one question, `retry` what was wrong. */
export async function practiceAction(context: ServerLoadContext, request: Request, locale: Locale, form: FormData): Promise<PracticeResult | Response> {
  const intent = String(form.get('intent') ?? '');
  if (intent === 'create') {
    const body: Record<string, string> = {};
    const values: Record<string, string> = {};
    for (const f of CRITERIA_FIELDS) {
      const v = String(form.get(f) ?? '').trim();
      values[f] = v;
      if (v) body[f] = v;
    }
    const res = await callApi<{ data: PracticeSet }>(context, request, `/${locale}/practice/sets`, 'POST', body);
    if (res.status === 201) return redirect(pagePath(locale, res.body.data.id));
    return { ...failure(res, intent, values), planLimit: planLimited(res) };
  }
  if (intent === 'queue') {
    // from the progress page: the review queue's due forms
    const res = await callApi<{ data: PracticeSet }>(context, request, `/${locale}/practice/sets`, 'POST', { queue: true });
    if (res.status === 201) return redirect(pagePath(locale, res.body.data.id));
    return { ...failure(res, intent), planLimit: planLimited(res) };
  }
  const setId = String(form.get('set') ?? '');
  if (!PRACTICE_SET_ID.test(setId)) return redirect(pagePath(locale, setId || 'x'));
  if (intent === 'retry') {
    const res = await callApi<{ data: PracticeSet }>(context, request, `/${locale}/practice/sets`, 'POST', { retry_of: setId });
    if (res.status === 201) return redirect(pagePath(locale, res.body.data.id));
    if (res.status === 404) return redirect(pagePath(locale, setId));
    return failure(res, intent);
  }
  if (intent === 'answer') {
    const question = String(form.get('question') ?? '');
    const option = form.get('answer');
    const text = form.get('text');
    let body: { option_id: string } | { text: string };
    if (typeof text === 'string') {
      if (text.trim() === '') return { ok: false, intent, question, errors: { answer: translate(locale, 'practice.typeOne') } };
      body = { text };
    } else {
      if (typeof option !== 'string' || option === '') return { ok: false, intent, question, errors: { answer: translate(locale, 'practice.chooseOne') } };
      body = { option_id: option };
    }
    const res = await callApi(context, request, `/${locale}/practice/sets/${setId}/answers/${encodeURIComponent(question)}`, 'POST', body);
    // answered already (a second tab, a double post): the page shows the answer that stands
    if (res.status === 200 || res.status === 409) return redirect(pagePath(locale, setId, question));
    if (res.status === 404) return redirect(pagePath(locale, setId));
    const f = failure(res, intent);
    return { ...f, question, errors: { answer: Object.values(f.errors)[0] ?? f.message ?? translate(locale, 'practice.chooseOne') } };
  }
  return { ok: false, errors: {}, message: translate(locale, 'profile.unknownAction') };
}

export interface ProgressPageData {
  /** null: the plan has no progress tracking (`refused` says so and names the plan that has). */
  progress: PracticeProgress | null;
  refused: string | null;
  /** A student's results at their assigned exams. */
  results: ExamResultItem[];
  student: boolean;
  timeZone: string;
}

/** The progress page: signed in (else off to sign-in and back), the learner's practice progress as their plan allows, and a student's exam results. */
export async function loadProgress(context: ServerLoadContext, request: Request, locale: Locale): Promise<ProgressPageData> {
  const account = await requireSignedIn(context, request, locale);
  const res = await callApi<{ data: PracticeProgress }>(context, request, `/${locale}/practice/progress`);
  let progress: PracticeProgress | null = null;
  let refused: string | null = null;
  if (res.status === 200) progress = res.body.data;
  else if (planLimited(res)) refused = errorBodyOf(res.body).error?.message ?? null;
  else progress = await load<PracticeProgress>(context, request, locale, '/practice/progress');
  const student = account.type === 'student';
  const results = student ? (await load<ExamResults>(context, request, locale, '/practice/exam-results')).results : [];
  return { progress, refused, results, student, timeZone: account.profile?.time_zone || 'UTC' };
}
