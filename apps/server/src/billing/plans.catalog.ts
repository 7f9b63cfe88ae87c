import type { PlanFeatureKey, PlanValue } from '@tasreef/contracts';

/**
 * The first plan catalogue (shared/spec/plans.md), the one source the database is seeded from.
 * Seeding inserts what is missing and never overwrites a row that exists, so an administrator's
 * later changes in the database win (docs/decisions/0002-database-layer.md).
 * Prices are US dollars per month; yearly is always 10 × monthly.
 */

export const PLAN_CODES = ['free', 'basic', 'pro', 'school'] as const;
export type PlanCode = (typeof PLAN_CODES)[number];

export interface CatalogPlan {
  code: PlanCode;
  nameEn: string;
  nameAr: string;
  priceMonthly: number;
  customAboveUsers: number | null;
}

export const catalogPlans: readonly CatalogPlan[] = [
  { code: 'free', nameEn: 'Free', nameAr: 'المجانية', priceMonthly: 0, customAboveUsers: null },
  { code: 'basic', nameEn: 'Basic', nameAr: 'الأساسية', priceMonthly: 1, customAboveUsers: null },
  { code: 'pro', nameEn: 'Pro', nameAr: 'الاحترافية', priceMonthly: 9, customAboveUsers: null },
  { code: 'school', nameEn: 'School', nameAr: 'المدارس', priceMonthly: 49, customAboveUsers: 200 },
];

const U: PlanValue = { kind: 'unavailable' };
const UNLIMITED: PlanValue = { kind: 'unlimited' };
const FULL: PlanValue = { kind: 'full' };
const PARTIAL: PlanValue = { kind: 'partial' };
const BASIC: PlanValue = { kind: 'basic' };
const LIMITED: PlanValue = { kind: 'limited' };
const CUSTOMIZED: PlanValue = { kind: 'customized' };
const n = (amount: number): PlanValue => ({ kind: 'amount', amount, unit: 'count' });
const months = (amount: number): PlanValue => ({ kind: 'amount', amount, unit: 'months' });
const years = (amount: number): PlanValue => ({ kind: 'amount', amount, unit: 'years' });
const list = (...items: string[]): PlanValue => ({ kind: 'list', items });
const MC = list('multiple_choice');
const MC_TF = list('multiple_choice', 'true_false');
/** Typed answers (the student writes the form) came with the exam generator (issue 12): Pro and School. */
const MC_TF_TYPED = list('multiple_choice', 'true_false', 'typed');

/** Row by row as in plans.md; the tuple is Free, Basic, Pro, School. */
export const catalogFeatures: ReadonlyArray<readonly [PlanFeatureKey, readonly [PlanValue, PlanValue, PlanValue, PlanValue]]> = [
  ['educator_sub_accounts', [U, U, n(5), UNLIMITED]],
  ['exam_generator', [LIMITED, FULL, FULL, FULL]],
  ['question_formats', [MC, MC_TF, MC_TF_TYPED, MC_TF_TYPED]],
  ['questions_per_exam', [n(10), n(30), n(100), n(100)]],
  ['exams_per_month', [n(3), n(20), UNLIMITED, UNLIMITED]],
  ['attempts_per_exam', [n(1), n(3), UNLIMITED, UNLIMITED]],
  ['exam_setup', [BASIC, FULL, FULL, CUSTOMIZED]],
  ['question_editing', [U, PARTIAL, FULL, FULL]],
  ['certifications', [U, U, FULL, FULL]],
  ['share_exam', [U, FULL, FULL, FULL]],
  ['group_exams', [U, U, FULL, FULL]],
  ['educator_download', [U, FULL, FULL, FULL]],
  ['reports_level', [BASIC, PARTIAL, FULL, FULL]],
  ['grade_scale', [U, BASIC, { kind: 'scale' }, CUSTOMIZED]],
  ['statistics_kept', [{ kind: 'one_month' }, months(3), years(1), UNLIMITED]],
  ['learning_features', [LIMITED, FULL, FULL, FULL]],
  ['progress_tracking', [U, PARTIAL, FULL, FULL]],
  ['question_bank', [n(50), n(500), n(5000), UNLIMITED]],
  ['support', [list('email'), list('email'), list('priority'), list('dedicated')]],
  // issue 34 (ADR 0083): the outside doors (API keys, webhooks) for the plans that run exams for others
  ['api_access', [U, U, FULL, FULL]],
];

/** Yearly billing: 10 months' price for 12. */
export const YEARLY_MONTHS_CHARGED = 10;
