/**
 * What an educator's plan allows for exams (shared/spec/plans.md): questions per exam and question
 * formats, read from the plan catalogue in the database (an administrator may change it). A
 * school's teacher works under the school's plan; an independent educator under their own.
 */
import type { Locale } from '@tasreef/contracts';
import { QUESTION_FORMAT_NAMES, type QuestionFormat } from '@tasreef/contracts/exams';
import type { Db } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { amountOf, assertWithin, entitlementsOf, itemsOf, kindOf, lifting, limitOf, type FeatureRow } from '../entitlements/service.ts';

export { lifting, type FeatureRow };

const formatsOf = (r: FeatureRow | undefined): QuestionFormat[] => (r?.kind === 'list' && r.items ? (r.items as QuestionFormat[]) : []);

export interface ExamAllowance {
  plan: string;
  questionsPerExam: number | null;
  formats: QuestionFormat[];
  examsPerMonth: number | null;
  attemptsPerExam: number | null;
  /** Question editing: none, wording only (partial), or everything the engine accepts (full). */
  editing: 'unavailable' | 'partial' | 'full';
  /** Questions the bank holds (null: unlimited). */
  bank: number | null;
}

/** The exam limits of the organisation's plan (the entitlements service, for the owner). */
export async function examAllowance(db: Pick<Db, 'select'>, ownerId: string): Promise<ExamAllowance> {
  const e = await entitlementsOf(db, ownerId);
  const editing = kindOf(e, 'question_editing');
  return {
    plan: e.plan,
    questionsPerExam: limitOf(e, 'questions_per_exam'),
    formats: itemsOf(e, 'question_formats') as QuestionFormat[],
    examsPerMonth: limitOf(e, 'exams_per_month'),
    attemptsPerExam: limitOf(e, 'attempts_per_exam'),
    bank: limitOf(e, 'question_bank'),
    editing: editing === 'full' ? 'full' : editing === 'partial' ? 'partial' : 'unavailable',
  };
}

/** Refuses a request over the plan: more questions than it allows, or a format it lacks (403 plan_limit). */
export async function assertExamAllowed(
  db: Pick<Db, 'select'>,
  allowance: ExamAllowance,
  request: { count: number | null; formats: readonly QuestionFormat[] },
  locale: Locale,
): Promise<void> {
  if (request.count !== null) await assertWithin(db, 'questions_per_exam', allowance.questionsPerExam, request.count, locale, 'plan_limit_questions');
  const missing = request.formats.find((f) => !allowance.formats.includes(f));
  if (missing) {
    const plan = await lifting(db, 'question_formats', (r) => formatsOf(r).includes(missing), locale);
    throw new AppError('plan_limit', 403, 'plan_limit_formats', { format: QUESTION_FORMAT_NAMES[missing][locale], plan });
  }
}

/** Refuses one more exam this month over the plan (count the organisation's exams made since the month began, UTC). */
export async function assertExamRoom(db: Pick<Db, 'select'>, allowance: ExamAllowance, madeThisMonth: number, locale: Locale): Promise<void> {
  await assertWithin(db, 'exams_per_month', allowance.examsPerMonth, madeThisMonth + 1, locale, 'plan_limit_exams_month');
}

/** Refuses more attempts an exam than the plan allows (null: unlimited). */
export async function assertAttemptsAllowed(db: Pick<Db, 'select'>, allowance: ExamAllowance, attempts: number | null, locale: Locale): Promise<void> {
  const limit = allowance.attemptsPerExam;
  if (limit === null || (attempts !== null && attempts <= limit)) return;
  const plan = await lifting(db, 'attempts_per_exam', (r) => amountOf(r) === null || (attempts !== null && amountOf(r)! >= attempts), locale);
  throw new AppError('plan_limit', 403, 'plan_limit_attempts', { number: limit, plan });
}

/** Refuses an edit the plan does not include: any edit without editing, more than wording with partial. */
export async function assertEditAllowed(db: Pick<Db, 'select'>, allowance: ExamAllowance, beyondWording: boolean, locale: Locale): Promise<void> {
  if (allowance.editing === 'full' || (allowance.editing === 'partial' && !beyondWording)) return;
  const wanted = beyondWording ? ['full'] : ['full', 'partial'];
  const plan = await lifting(db, 'question_editing', (r) => wanted.includes(r.kind), locale);
  throw new AppError('plan_limit', 403, allowance.editing === 'partial' ? 'plan_limit_editing_partial' : 'plan_limit_editing', { plan });
}

/** Refuses more questions in the bank than the plan holds. */
export async function assertBankRoom(db: Pick<Db, 'select'>, allowance: ExamAllowance, held: number, adding: number, locale: Locale): Promise<void> {
  await assertWithin(db, 'question_bank', allowance.bank, held + adding, locale, 'plan_limit_bank');
}

/** Whether the organisation's plan includes the educator's PDF downloads; if not, the plan that does, in a sentence (plan feature "educator download"). */
export async function downloadAllowance(db: Pick<Db, 'select'>, ownerId: string, locale: Locale): Promise<{ allowed: true } | { allowed: false; plan: string }> {
  if (kindOf(await entitlementsOf(db, ownerId), 'educator_download') !== 'unavailable') return { allowed: true };
  return { allowed: false, plan: await lifting(db, 'educator_download', (r) => r.kind !== 'unavailable', locale) };
}

/** Refuses an educator's PDF download on a plan without it (plan feature "educator download"). */
export async function assertDownloadAllowed(db: Pick<Db, 'select'>, ownerId: string, locale: Locale): Promise<void> {
  const allowance = await downloadAllowance(db, ownerId, locale);
  if (!allowance.allowed) throw new AppError('plan_limit', 403, 'plan_limit_download', { plan: allowance.plan });
}
