/**
 * What an educator's plan allows for exams (shared/spec/plans.md): questions per exam and question
 * formats, read from the plan catalogue in the database (an administrator may change it). A
 * school's teacher works under the school's plan; an independent educator under their own.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Locale, PlanFeatureKey } from '@tasreef/contracts';
import { QUESTION_FORMAT_NAMES, type QuestionFormat } from '@tasreef/contracts/exams';
import type { Db } from '../db/client.ts';
import { users } from '../db/accounts.ts';
import { planFeatures, plans } from '../db/schema.ts';
import { AppError } from '../http/errors.ts';

export interface FeatureRow {
  plan: string;
  nameEn: string;
  nameAr: string;
  position: number;
  featureKey: string;
  kind: string;
  amount: number | null;
  items: string[] | null;
}

const KEYS: PlanFeatureKey[] = ['questions_per_exam', 'question_formats', 'exams_per_month', 'attempts_per_exam', 'question_editing', 'question_bank'];

const rows = (db: Pick<Db, 'select'>) =>
  db
    .select({
      plan: plans.code,
      nameEn: plans.nameEn,
      nameAr: plans.nameAr,
      position: plans.position,
      featureKey: planFeatures.featureKey,
      kind: planFeatures.kind,
      amount: planFeatures.amount,
      items: planFeatures.items,
    })
    .from(planFeatures)
    .innerJoin(plans, eq(plans.id, planFeatures.planId));

/** null = unlimited. */
function amountOf(r: FeatureRow | undefined): number | null {
  if (!r) return 0;
  if (r.kind === 'unlimited') return null;
  return r.kind === 'amount' && r.amount !== null ? r.amount : 0;
}

function formatsOf(r: FeatureRow | undefined): QuestionFormat[] {
  return r?.kind === 'list' && r.items ? (r.items as QuestionFormat[]) : [];
}

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

export async function examAllowance(db: Pick<Db, 'select'>, ownerId: string): Promise<ExamAllowance> {
  const [owner] = await db.select({ plan: users.planCode }).from(users).where(eq(users.id, ownerId));
  const plan = owner?.plan ?? 'free';
  const found = await rows(db).where(and(eq(plans.code, plan), inArray(planFeatures.featureKey, KEYS)));
  const by = (k: PlanFeatureKey) => found.find((r) => r.featureKey === k);
  return {
    plan,
    questionsPerExam: amountOf(by('questions_per_exam')),
    formats: formatsOf(by('question_formats')),
    examsPerMonth: amountOf(by('exams_per_month')),
    attemptsPerExam: amountOf(by('attempts_per_exam')),
    bank: amountOf(by('question_bank')),
    editing: by('question_editing')?.kind === 'full' ? 'full' : by('question_editing')?.kind === 'partial' ? 'partial' : 'unavailable',
  };
}

/** The first active plan (by position) that satisfies `ok`, by name in the locale. */
export async function lifting(db: Pick<Db, 'select'>, key: PlanFeatureKey, ok: (r: FeatureRow) => boolean, locale: Locale): Promise<string> {
  const all = await rows(db)
    .where(and(eq(planFeatures.featureKey, key), eq(plans.active, true)))
    .orderBy(asc(plans.position));
  const r = all.find(ok);
  return r ? (locale === 'ar' ? r.nameAr : r.nameEn) : locale === 'ar' ? 'المدارس' : 'School';
}

/** Refuses a request over the plan: more questions than it allows, or a format it lacks (403 plan_limit). */
export async function assertExamAllowed(
  db: Pick<Db, 'select'>,
  allowance: ExamAllowance,
  request: { count: number | null; formats: readonly QuestionFormat[] },
  locale: Locale,
): Promise<void> {
  const limit = allowance.questionsPerExam;
  if (limit !== null && request.count !== null && request.count > limit) {
    const plan = await lifting(db, 'questions_per_exam', (r) => amountOf(r) === null || amountOf(r)! >= request.count!, locale);
    throw new AppError('plan_limit', 403, 'plan_limit_questions', { number: limit, plan });
  }
  const missing = request.formats.find((f) => !allowance.formats.includes(f));
  if (missing) {
    const plan = await lifting(db, 'question_formats', (r) => formatsOf(r).includes(missing), locale);
    throw new AppError('plan_limit', 403, 'plan_limit_formats', { format: QUESTION_FORMAT_NAMES[missing][locale], plan });
  }
}

/** Refuses one more exam this month over the plan (count the organisation's exams made since the month began, UTC). */
export async function assertExamRoom(db: Pick<Db, 'select'>, allowance: ExamAllowance, madeThisMonth: number, locale: Locale): Promise<void> {
  const limit = allowance.examsPerMonth;
  if (limit === null || madeThisMonth < limit) return;
  const plan = await lifting(db, 'exams_per_month', (r) => amountOf(r) === null || amountOf(r)! > madeThisMonth, locale);
  throw new AppError('plan_limit', 403, 'plan_limit_exams_month', { number: limit, plan });
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
  const limit = allowance.bank;
  if (limit === null || held + adding <= limit) return;
  const plan = await lifting(db, 'question_bank', (r) => amountOf(r) === null || amountOf(r)! >= held + adding, locale);
  throw new AppError('plan_limit', 403, 'plan_limit_bank', { number: limit, plan });
}

/** Whether the organisation's plan includes the educator's PDF downloads; if not, the plan that does, in a sentence (plan feature "educator download"). */
export async function downloadAllowance(db: Pick<Db, 'select'>, ownerId: string, locale: Locale): Promise<{ allowed: true } | { allowed: false; plan: string }> {
  const [owner] = await db.select({ plan: users.planCode }).from(users).where(eq(users.id, ownerId));
  const [row] = await rows(db).where(and(eq(plans.code, owner?.plan ?? 'free'), eq(planFeatures.featureKey, 'educator_download')));
  if (row && row.kind !== 'unavailable') return { allowed: true };
  return { allowed: false, plan: await lifting(db, 'educator_download', (r) => r.kind !== 'unavailable', locale) };
}

/** Refuses an educator's PDF download on a plan without it (plan feature "educator download"). */
export async function assertDownloadAllowed(db: Pick<Db, 'select'>, ownerId: string, locale: Locale): Promise<void> {
  const allowance = await downloadAllowance(db, ownerId, locale);
  if (!allowance.allowed) throw new AppError('plan_limit', 403, 'plan_limit_download', { plan: allowance.plan });
}
