import type { MessageCatalog } from './messages.ts';

/** The messages of exams: generation, plan limits on exams; `messages.ts` joins them into the one lookup. */
const en = {
  exam_criteria_short: 'These criteria cannot give this exam. {reason}',
  plan_limit_questions: 'Your plan allows {number} questions an exam; the {plan} plan lifts this limit',
  plan_limit_formats: 'Your plan does not include {format} questions; the {plan} plan does',
};

export type ExamsMessageKey = keyof typeof en;

const ar: Record<ExamsMessageKey, string> = {
  exam_criteria_short: 'لا تعطي هذه المعايير هذا الاختبار. {reason}',
  plan_limit_questions: 'تسمح خطتك بأسئلة عددها {number} في الاختبار الواحد؛ وخطة {plan} ترفع هذا الحد',
  plan_limit_formats: 'لا تشمل خطتك أسئلة {format}؛ وخطة {plan} تشملها',
};

export const examsMessages: MessageCatalog<ExamsMessageKey> = { en, ar };
