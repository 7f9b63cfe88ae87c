/**
 * What each wizard step's form does on the server: build the API body, call, and either move on
 * (a redirect to the next step) or hand the page its errors. Every step saves the draft.
 */
import type { ServerLoadContext } from '@tasreef/contracts';
import { DEFAULT_GRADING_METHOD, type ExamDetails, type GenerateInput } from '@tasreef/contracts/exams';
import { redirect } from 'react-router';
import type { FormResult } from '../../lib/form.ts';
import type { Locale } from '../../i18n/index.ts';
import { send } from '../../lib/api.server.ts';
import { criteriaFrom, newSeed, numberField, objectivesFrom } from './form.server.ts';
import { localToInstant } from '../../lib/time.ts';

export interface StepResult {
  result: FormResult;
  status: number;
  /** Step 2's check: how many questions the criteria give. */
  available?: { count: number; exact: boolean };
}

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};

const setupUrl = (locale: Locale, id: string, step: number, done?: string) => `/${locale}/dashboard/exam-setup/${id}?step=${step}${done ? `&done=${done}` : ''}`;

/** Step 1 of a new exam: title, objective, types, count, formats → a draft at step 2. */
export async function createFromStep1(context: ServerLoadContext, request: Request, locale: Locale, form: FormData): Promise<StepResult> {
  const body = {
    title: text(form, 'title'),
    objective: text(form, 'objective').trim() || null,
    request: { ...objectivesFrom(form, null), criteria: {}, seed: newSeed() },
    setup_step: 2,
  };
  const { result, status, data } = await send<{ exam: ExamDetails; message: string }>(context, request, locale, '/exams', 'POST', body, 'step1');
  if (result.ok && data) throw redirect(setupUrl(locale, data.exam.id, 2));
  return { result, status };
}

/** Steps 1–3 of a draft: the request changes (a new set of questions), or the questions kept and their order. */
export async function saveStep(context: ServerLoadContext, request: Request, locale: Locale, exam: ExamDetails, form: FormData): Promise<StepResult> {
  const intent = text(form, 'intent');
  const step = Number(text(form, 'step')) || exam.setup_step;
  const stay = intent === 'draft';
  const ids = exam.questions.map((q) => q.id);
  let body: Record<string, unknown>;
  if (step === 1) {
    body = { title: text(form, 'title'), objective: text(form, 'objective').trim() || null, request: { ...exam.request, ...objectivesFrom(form, exam.request) } };
  } else if (step === 2) {
    const next: GenerateInput = { ...exam.request, criteria: criteriaFrom(form) };
    if (intent === 'check') return check(context, request, locale, next);
    body = { request: next };
  } else if (intent === 'regenerate' || intent === 'edit' || intent === 'bank') {
    return questionStep(context, request, locale, exam, form, intent);
  } else if (intent === 'reseed') {
    body = { request: { ...exam.request, seed: newSeed() } };
  } else if (intent === 'remove' || intent === 'up' || intent === 'down') {
    const q = text(form, 'question');
    const i = ids.indexOf(q);
    if (i >= 0 && intent === 'remove' && ids.length > 1) ids.splice(i, 1);
    if (i > 0 && intent === 'up') [ids[i - 1], ids[i]] = [ids[i]!, ids[i - 1]!];
    if (i >= 0 && i < ids.length - 1 && intent === 'down') [ids[i + 1], ids[i]] = [ids[i]!, ids[i + 1]!];
    body = { question_ids: ids };
  } else {
    body = {};
  }
  const moving = intent === 'next';
  const nextStep = moving ? Math.min(5, step + 1) : step;
  if (moving || stay) body.setup_step = Math.max(exam.setup_step, nextStep);
  const { result, status } = await send(context, request, locale, `/exams/${exam.id}`, 'PATCH', body, intent || 'save');
  if (result.ok) throw redirect(setupUrl(locale, exam.id, nextStep, stay ? 'saved' : undefined));
  return { result, status };
}

/** How many questions the criteria give, asked of the generator (nothing stored). */
async function check(context: ServerLoadContext, request: Request, locale: Locale, next: GenerateInput): Promise<StepResult> {
  const { result, status, data } = await send<{ available: number; available_exact: boolean; message?: string }>(
    context,
    request,
    locale,
    '/exams/generate',
    'POST',
    next,
    'check',
  );
  if (result.ok && data) return { result: { ...result, message: undefined }, status: 200, available: { count: data.available, exact: data.available_exact } };
  return { result, status };
}

/**
 * Step 4: the settings and the people chosen. A draft keeps them and goes to step 5, the review,
 * still a draft; a published exam takes them at once (publishing again is how it changes them).
 */
export async function saveStep4(context: ServerLoadContext, request: Request, locale: Locale, exam: ExamDetails, form: FormData, timeZone: string): Promise<StepResult> {
  const publishAt = localToInstant(text(form, 'publish_at'), timeZone);
  const expiresAt = localToInstant(text(form, 'expires_at'), timeZone);
  const ids = (name: string) => form.getAll(name).filter((v): v is string => typeof v === 'string' && v !== '');
  const body = {
    publish_at: publishAt ?? '',
    expires_at: expiresAt,
    access: expiresAt ? 'expirable' : 'open',
    duration_minutes: numberField(form, 'duration_minutes'),
    passing_score: numberField(form, 'passing_score') ?? Number.NaN,
    attempts_allowed: numberField(form, 'attempts_allowed'),
    review: text(form, 'review') || 'after_submit',
    grading_method: text(form, 'grading_method') || DEFAULT_GRADING_METHOD,
    assignments: { classes: ids('class'), students: ids('student'), teachers: ids('teacher') },
    grade_scale_id: text(form, 'grade_scale_id') || null,
    certificates: form.get('certificates') === 'on',
    shuffle: form.get('shuffle') === 'on',
    one_per_page: form.get('one_per_page') === 'on',
  };
  const published = exam.status === 'published' || exam.status === 'upcoming';
  const { result, status } = published
    ? await send(context, request, locale, `/exams/${exam.id}/publish`, 'POST', body, 'publish')
    : await send(context, request, locale, `/exams/${exam.id}/settings`, 'PUT', body, 'settings');
  if (result.ok) throw redirect(setupUrl(locale, exam.id, 5, published ? 'published' : undefined));
  return { result, status };
}

/** Step 5 of a draft: publish what step 4 kept (the API checks it again). */
export async function publishFromReview(context: ServerLoadContext, request: Request, locale: Locale, exam: ExamDetails): Promise<StepResult> {
  const { result, status } = await send(context, request, locale, `/exams/${exam.id}/publish`, 'POST', undefined, 'publish');
  if (result.ok) throw redirect(setupUrl(locale, exam.id, 5, 'published'));
  return { result, status };
}

/** Step 3, one question: a new one in its place, or the teacher's edit (only what changed is sent). */
async function questionStep(
  context: ServerLoadContext,
  request: Request,
  locale: Locale,
  exam: ExamDetails,
  form: FormData,
  intent: 'regenerate' | 'edit' | 'bank',
): Promise<StepResult> {
  const id = text(form, 'question');
  if (intent === 'bank') {
    const { result, status } = await send(context, request, locale, '/bank/questions', 'POST', { exam_id: exam.id, question_ids: [id] }, `bank:${id}`);
    if (result.ok) throw redirect(setupUrl(locale, exam.id, 3, 'banked'));
    return { result, status };
  }
  const q = exam.questions.find((x) => x.id === id);
  const path = `/exams/${exam.id}/questions/${encodeURIComponent(id)}`;
  if (intent === 'regenerate') {
    const { result, status } = await send(context, request, locale, `${path}/regenerate`, 'POST', undefined, `regenerate:${id}`);
    if (result.ok) throw redirect(setupUrl(locale, exam.id, 3));
    return { result, status };
  }
  const body: Record<string, unknown> = {};
  const stem = { ar: text(form, 'stem_ar').trim(), en: text(form, 'stem_en').trim() };
  if (!q || stem.ar !== q.stem.ar || stem.en !== q.stem.en) body.stem = stem;
  if (q && q.format === 'multiple_choice') {
    const options = q.options.map((o) => ({ id: o.id, value: form.has(`option_${o.id}`) ? text(form, `option_${o.id}`).trim() : o.value }));
    if (options.some((o, i) => o.value !== q.options[i]!.value)) body.options = options;
    const key = text(form, 'key');
    if (key && q.answer && 'option_id' in q.answer && key !== q.answer.option_id) body.answer = { option_id: key };
  }
  if (q && q.format === 'typed' && form.has('accepted')) {
    const accepted = text(form, 'accepted')
      .split(/\n+/)
      .map((a) => a.trim())
      .filter(Boolean);
    if (q.answer && 'accepted' in q.answer && accepted.join('\n') !== q.answer.accepted.join('\n')) body.answer = { accepted };
  }
  if (Object.keys(body).length === 0) throw redirect(setupUrl(locale, exam.id, 3));
  const { result, status } = await send(context, request, locale, path, 'PATCH', body, `edit:${id}`);
  if (result.ok) throw redirect(setupUrl(locale, exam.id, 3, 'edited'));
  return { result, status };
}
