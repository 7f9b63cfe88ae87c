import type { MessageCatalog } from './messages.ts';

/** The messages of practice sets (ADR 0036); `messages.ts` joins them into the one lookup. */
const en = {
  practice_set_not_found: 'This practice set does not exist or has expired; start a new one',
  practice_question_not_found: 'This question is not in this practice set',
  practice_answered: 'This question has already been answered; go on to the next one',
  practice_verb_unknown: 'This verb is not in the lexicon',
  practice_root_invalid: 'A root is three or four Arabic letters',
  practice_criteria_empty: 'These choices give no questions. {reason}',
  practice_retry_nothing: 'Every question of that set was answered right: there is nothing to retry',
  practice_retry_unfinished: 'Answer every question of that set before retrying what was wrong',
  practice_typed_type: 'This question type is answered by choosing; typed answers are for conjugation, the masdar, the participles and the derived nouns',
  practice_queue_empty: 'No form of your review queue is due today',
  plan_limit_practice_day: 'Your plan allows {number} practice sets a day and today’s are used; the {plan} plan has no daily limit. Come back tomorrow',
  plan_limit_progress: 'Your plan does not include progress tracking; the {plan} plan does',
  plan_limit_progress_full:
    'Your plan tracks your share right per feature and your days; the {plan} plan adds your progress week by week and the review queue of the forms you missed',
};

export type PracticeMessageKey = keyof typeof en;

const ar: Record<PracticeMessageKey, string> = {
  practice_set_not_found: 'مجموعة التدريب هذه غير موجودة أو انتهت مدتها؛ ابدأ مجموعة جديدة',
  practice_question_not_found: 'هذا السؤال ليس من مجموعة التدريب هذه',
  practice_answered: 'أُجيب عن هذا السؤال من قبل؛ انتقل إلى السؤال التالي',
  practice_verb_unknown: 'هذا الفعل غير موجود في المعجم',
  practice_root_invalid: 'الجذر ثلاثة أحرف عربية أو أربعة',
  practice_criteria_empty: 'لا تعطي هذه الاختيارات أسئلة. {reason}',
  practice_retry_nothing: 'كانت إجابات تلك المجموعة كلها صحيحة: لا شيء تعيد التدرب عليه',
  practice_retry_unfinished: 'أجب عن أسئلة تلك المجموعة كلها قبل إعادة ما أخطأت فيه',
  practice_typed_type: 'يُجاب عن هذا النوع من الأسئلة بالاختيار؛ وكتابة الإجابة لتصريف الفعل والمصدر واسمي الفاعل والمفعول والمشتقات',
  practice_queue_empty: 'لا صيغة في قائمة المراجعة يحين موعدها اليوم',
  plan_limit_practice_day: 'تسمح خطتك بمجموعات تدريب عددها {number} في اليوم وقد استُنفدت مجموعات اليوم؛ وخطة {plan} بلا حدّ يومي. عُد غدًا',
  plan_limit_progress: 'لا تشمل خطتك تتبّع التقدّم؛ وخطة {plan} تشمله',
  plan_limit_progress_full: 'تتبّع خطتك نسبة الصحيح في كل ظاهرة وأيام تدرّبك؛ وخطة {plan} تضيف تقدّمك أسبوعًا بأسبوع وقائمة مراجعة الصيغ التي أخطأت فيها',
};

export const practiceMessages: MessageCatalog<PracticeMessageKey> = { en, ar };
