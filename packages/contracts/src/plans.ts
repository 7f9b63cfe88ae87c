import { z } from 'zod';
import { PRACTICE_LIMITED_SETS_PER_DAY } from './practice.ts';
import type { Locale } from './locale.ts';

/** The feature rows of the plan comparison (see shared/spec/plans.md), in display order. */
export const PLAN_FEATURE_KEYS = [
  'educator_sub_accounts',
  'exam_generator',
  'question_formats',
  'questions_per_exam',
  'exams_per_month',
  'attempts_per_exam',
  'exam_setup',
  'question_editing',
  'certifications',
  'share_exam',
  'group_exams',
  'educator_download',
  'reports_level',
  'grade_scale',
  'statistics_kept',
  'learning_features',
  'progress_tracking',
  'question_bank',
  'support',
  'api_access',
] as const;
export type PlanFeatureKey = (typeof PLAN_FEATURE_KEYS)[number];

/** The named levels of the specification, plus `amount` (a number with a unit) and `list`. */
export const PLAN_VALUE_KINDS = ['unlimited', 'limited', 'basic', 'customized', 'scale', 'one_month', 'unavailable', 'partial', 'full', 'amount', 'list'] as const;
export type PlanValueKind = (typeof PLAN_VALUE_KINDS)[number];
export const PLAN_UNITS = ['count', 'months', 'years'] as const;
export type PlanUnit = (typeof PLAN_UNITS)[number];
export const SUPPORT_LEVELS = ['email', 'priority', 'dedicated'] as const;
export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

export type PlanValue = { kind: Exclude<PlanValueKind, 'amount' | 'list'> } | { kind: 'amount'; amount: number; unit: PlanUnit } | { kind: 'list'; items: string[] };

export const planFeatureLabels: Record<Locale, Record<PlanFeatureKey, string>> = {
  en: {
    educator_sub_accounts: 'Educator sub-accounts',
    exam_generator: 'Exam generator',
    question_formats: 'Question formats',
    questions_per_exam: 'Questions per exam',
    exams_per_month: 'Exams per month',
    attempts_per_exam: 'Attempts per exam',
    exam_setup: 'Exam setup',
    question_editing: 'Question editing',
    certifications: 'Certifications',
    share_exam: 'Share exam',
    group_exams: 'Group exams',
    educator_download: 'Educator download (PDF)',
    reports_level: 'Reports level',
    grade_scale: 'Grade scale',
    statistics_kept: 'Statistics kept',
    learning_features: 'Learning features',
    progress_tracking: 'Progress tracking',
    question_bank: 'Question bank',
    support: 'Support',
    api_access: 'API keys and webhooks',
  },
  ar: {
    educator_sub_accounts: 'حسابات فرعية للمعلّمين',
    exam_generator: 'مولّد الاختبارات',
    question_formats: 'صيغ الأسئلة',
    questions_per_exam: 'عدد الأسئلة في الاختبار',
    exams_per_month: 'عدد الاختبارات في الشهر',
    attempts_per_exam: 'عدد المحاولات لكل اختبار',
    exam_setup: 'إعداد الاختبار',
    question_editing: 'تعديل الأسئلة',
    certifications: 'الشهادات',
    share_exam: 'مشاركة الاختبار',
    group_exams: 'الاختبارات الجماعية',
    educator_download: 'التنزيل للمعلّم (PDF)',
    reports_level: 'مستوى التقارير',
    grade_scale: 'سُلّم الدرجات',
    statistics_kept: 'مدة حفظ الإحصاءات',
    learning_features: 'ميزات التعلّم',
    progress_tracking: 'تتبّع التقدّم',
    question_bank: 'بنك الأسئلة',
    support: 'الدعم',
    api_access: 'مفاتيح الواجهة البرمجية وخطافات الويب',
  },
};

const levelLabels: Record<Locale, Record<Exclude<PlanValueKind, 'amount' | 'list'>, string>> = {
  en: {
    unlimited: 'Unlimited',
    limited: 'Limited',
    basic: 'Basic',
    customized: 'Customized',
    scale: 'Scale',
    one_month: 'One month',
    unavailable: 'Unavailable',
    partial: 'Partial',
    full: 'Full',
  },
  ar: {
    unlimited: 'غير محدود',
    limited: 'محدود',
    basic: 'أساسي',
    customized: 'مخصّص',
    scale: 'سُلّم تقديرات',
    one_month: 'شهر واحد',
    unavailable: 'غير متاح',
    partial: 'جزئي',
    full: 'كامل',
  },
};

const itemLabels: Record<Locale, Record<string, string>> = {
  en: { multiple_choice: 'Multiple choice', true_false: 'True/false', typed: 'Typed answer', email: 'Email', priority: 'Priority', dedicated: 'Dedicated' },
  ar: { multiple_choice: 'اختيار من متعدد', true_false: 'صواب أو خطأ', typed: 'كتابة الإجابة', email: 'البريد الإلكتروني', priority: 'أولوية', dedicated: 'دعم مخصّص' },
};

/** Arabic counted nouns: 1 شهر واحد, 2 شهران, 3–10 أشهر, 11+ شهرًا (and the same for years). */
function arabicDuration(n: number, unit: 'months' | 'years'): string {
  const forms = unit === 'months' ? ['شهر واحد', 'شهران', 'أشهر', 'شهرًا'] : ['سنة واحدة', 'سنتان', 'سنوات', 'سنة'];
  if (n === 1) return forms[0]!;
  if (n === 2) return forms[1]!;
  const mod = n % 100;
  if (mod >= 3 && mod <= 10) return `${n} ${forms[2]}`;
  return `${n} ${forms[3]}`;
}

/** "Learning features: limited" in numbers (ADR 0044): new practice sets a day, counted by the server (3–10: the Arabic plural). */
const LIMITED_PRACTICE: Record<Locale, string> = {
  en: `Limited: ${PRACTICE_LIMITED_SETS_PER_DAY} practice sets a day`,
  ar: `محدود: ${PRACTICE_LIMITED_SETS_PER_DAY} مجموعات تدريب في اليوم`,
};

/** The text of a plan value in `locale` (e.g. `Unlimited`, `3 months`, `Multiple choice, True/false`); `key` names the row where a level has numbers. */
export function planValueLabel(value: PlanValue, locale: Locale, key?: PlanFeatureKey): string {
  if (key === 'learning_features' && value.kind === 'limited') return LIMITED_PRACTICE[locale];
  switch (value.kind) {
    case 'amount': {
      if (value.unit === 'count') return String(value.amount);
      if (locale === 'ar') return arabicDuration(value.amount, value.unit);
      const noun = value.unit === 'months' ? 'month' : 'year';
      return `${value.amount} ${noun}${value.amount === 1 ? '' : 's'}`;
    }
    case 'list':
      return value.items.map((item) => itemLabels[locale][item] ?? item).join(locale === 'ar' ? '، ' : ', ');
    default:
      return levelLabels[locale][value.kind];
  }
}

export function priceNote(customAboveUsers: number | null, locale: Locale): string | null {
  if (customAboveUsers === null) return null;
  return locale === 'ar' ? `سعر مخصّص لأكثر من ${customAboveUsers} مستخدم` : `customized above ${customAboveUsers} users`;
}

export const planFeatureSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(PLAN_VALUE_KINDS),
  amount: z.number().nullable(),
  unit: z.enum(PLAN_UNITS).nullable(),
  items: z.array(z.string()).nullable(),
  value_label: z.string(),
});
export type PlanFeature = z.infer<typeof planFeatureSchema>;

export const planSchema = z.object({
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  price_monthly: z.number(),
  price_yearly: z.number(),
  yearly_discount_percent: z.number(),
  price_note: z.string().nullable(),
  features: z.array(planFeatureSchema),
});
export type Plan = z.infer<typeof planSchema>;
