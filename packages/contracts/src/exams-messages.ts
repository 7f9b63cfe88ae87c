import type { MessageCatalog } from './messages.ts';

/** The messages of exams: generation, plan limits on exams; `messages.ts` joins them into the one lookup. */
const en = {
  exam_criteria_short: 'These criteria cannot give this exam. {reason}',
  plan_limit_questions: 'Your plan allows {number} questions an exam; the {plan} plan lifts this limit',
  plan_limit_formats: 'Your plan does not include {format} questions; the {plan} plan does',
  plan_limit_exams_month: 'Your plan allows {number} exams a month; the {plan} plan lifts this limit',
  plan_limit_attempts: 'Attempts an exam allowed by your plan: {number}; the {plan} plan lifts this limit',
  exam_expiry_before_publish: 'The expiry date must be after the publish date',
  exam_review_needs_expiry: 'Showing the answers after expiry needs an expiry date',
  exam_assign_someone: 'Assign the exam to at least one class, student or teacher',
  exam_deleted: 'The exam has been deleted',
  exam_cloned: 'The exam has been cloned as a new draft',
  exam_question_unknown: 'This question is not one of the generated questions; generate again',
  exam_published_locked: 'This exam is published: only its title and objective can change here',
  exam_assignee_unknown: 'This class or person is not in your organization',
  exam_owner_only: 'Only the educator who made this exam can change it',
  exam_question_wrong: 'The engine refuses this edit: {reason}',
  exam_question_no_replacement: 'These criteria give no other question of this type',
  exam_question_not_found: 'This question is not in the exam',
  exam_question_options_forms: 'Only options that are forms can be rewritten; choose the right option instead',
  plan_limit_editing: 'Your plan does not include question editing; the {plan} plan does',
  plan_limit_editing_partial: 'Your plan lets you change a question’s wording only; the {plan} plan lets you change its options and answer',
  exam_published_wording_only: 'This exam is published: only the wording of its questions can change',
  activity_exam_created: '{actor} created the exam {name}',
  activity_exam_updated: '{actor} changed the exam {name}',
  activity_exam_published: '{actor} published the exam {name}',
  activity_exam_deleted: '{actor} deleted the exam {name}',
  activity_exam_cloned: '{actor} cloned an exam as {name}',
};

export type ExamsMessageKey = keyof typeof en;

const ar: Record<ExamsMessageKey, string> = {
  exam_criteria_short: 'لا تعطي هذه المعايير هذا الاختبار. {reason}',
  plan_limit_questions: 'تسمح خطتك بأسئلة عددها {number} في الاختبار الواحد؛ وخطة {plan} ترفع هذا الحد',
  plan_limit_formats: 'لا تشمل خطتك أسئلة {format}؛ وخطة {plan} تشملها',
  plan_limit_exams_month: 'تسمح خطتك باختبارات عددها {number} في الشهر؛ وخطة {plan} ترفع هذا الحد',
  plan_limit_attempts: 'المحاولات المسموح بها للاختبار الواحد في خطتك: {number}؛ وخطة {plan} ترفع هذا الحد',
  exam_expiry_before_publish: 'يجب أن يكون تاريخ الانتهاء بعد تاريخ النشر',
  exam_review_needs_expiry: 'عرض الإجابات بعد الانتهاء يحتاج إلى تاريخ انتهاء',
  exam_assign_someone: 'أسند الاختبار إلى فصل أو طالب أو معلّم واحد على الأقل',
  exam_deleted: 'تم حذف الاختبار',
  exam_cloned: 'نُسخ الاختبار مسودةً جديدة',
  exam_question_unknown: 'هذا السؤال ليس من الأسئلة المولَّدة؛ ولِّد الأسئلة من جديد',
  exam_published_locked: 'هذا الاختبار منشور: لا يتغيّر هنا إلا عنوانه وهدفه',
  exam_assignee_unknown: 'هذا الفصل أو الشخص ليس في مؤسستك',
  exam_owner_only: 'لا يغيّر هذا الاختبار إلا المعلّم الذي أنشأه',
  exam_question_wrong: 'يرفض المحرّك هذا التعديل: {reason}',
  exam_question_no_replacement: 'لا تعطي هذه المعايير سؤالًا آخر من هذا النوع',
  exam_question_not_found: 'هذا السؤال ليس في الاختبار',
  exam_question_options_forms: 'لا تُعاد كتابة إلا الخيارات التي هي صيغ؛ اختر الخيار الصحيح بدلًا من ذلك',
  plan_limit_editing: 'لا تشمل خطتك تعديل الأسئلة؛ وخطة {plan} تشمله',
  plan_limit_editing_partial: 'تتيح لك خطتك تغيير صياغة السؤال فقط؛ وخطة {plan} تتيح تغيير خياراته وإجابته',
  exam_published_wording_only: 'هذا الاختبار منشور: لا تتغيّر من أسئلته إلا صياغتها',
  activity_exam_created: 'أنشأ {actor} الاختبار {name}',
  activity_exam_updated: 'عدّل {actor} الاختبار {name}',
  activity_exam_published: 'نشر {actor} الاختبار {name}',
  activity_exam_deleted: 'حذف {actor} الاختبار {name}',
  activity_exam_cloned: 'نسخ {actor} اختبارًا باسم {name}',
};

export const examsMessages: MessageCatalog<ExamsMessageKey> = { en, ar };
