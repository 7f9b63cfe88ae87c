import type { MessageCatalog } from './messages.ts';

/** The messages of live classroom sessions (ADR 0091); `messages.ts` joins them into the one lookup. */
const en = {
  live_exam_required: 'Choose an exam to run live',
  live_exam_empty: 'This exam has no questions yet: add some before running it live',
  live_code_invalid: 'Enter the six-character code shown on your teacher’s screen',
  live_code_unknown: 'No live session has this code. Check it on your teacher’s screen; codes expire when the session ends',
  live_students_only: 'Live sessions are for students: sign in with a student account to join',
  live_not_your_class: 'This session is for the students of its teacher’s classes',
  live_join_limited: 'Too many codes tried: wait {number} seconds and try again',
  live_session_ended: 'This live session has ended',
  live_step_moved: 'The session has moved on since your screen was updated: it now shows where it is',
  live_question_not_open: 'This question is closed: answers are taken while the teacher has it open',
  live_answered_already: 'You have answered this question already: one answer a question',
  live_option_unknown: 'This choice is not one of the question’s options',
  live_verdict_correct: 'Correct',
  live_verdict_marks: 'Marks wrong',
  live_verdict_marks_missing: 'Marks missing',
  live_verdict_wrong: 'Wrong',
};

export type LiveMessageKey = keyof typeof en;

const ar: Record<LiveMessageKey, string> = {
  live_exam_required: 'اختر اختبارًا لتشغيله مباشرةً',
  live_exam_empty: 'لا أسئلة في هذا الاختبار بعد: أضف أسئلة قبل تشغيله مباشرةً',
  live_code_invalid: 'أدخل الرمز المكوّن من ستة محارف الظاهر على شاشة معلّمك',
  live_code_unknown: 'لا جلسة مباشرة بهذا الرمز. تحقّق منه على شاشة معلّمك؛ تنتهي صلاحية الرمز بانتهاء الجلسة',
  live_students_only: 'الجلسات المباشرة للطلاب: ادخل بحساب طالب لتنضم',
  live_not_your_class: 'هذه الجلسة لطلاب صفوف معلّمها',
  live_join_limited: 'جُرّبت رموز كثيرة: حاول من جديد بعد مهلة عدد ثوانيها {number}',
  live_session_ended: 'انتهت هذه الجلسة المباشرة',
  live_step_moved: 'تقدّمت الجلسة منذ آخر تحديث لشاشتك: وهي تعرض الآن موضعها الحالي',
  live_question_not_open: 'أُغلق هذا السؤال: تُقبل الإجابات ما دام المعلّم يعرضه',
  live_answered_already: 'أجبت عن هذا السؤال من قبل: إجابة واحدة لكل سؤال',
  live_option_unknown: 'هذا الاختيار ليس من خيارات السؤال',
  live_verdict_correct: 'صحيحة',
  live_verdict_marks: 'الحركات خاطئة',
  live_verdict_marks_missing: 'الحركات ناقصة',
  live_verdict_wrong: 'خاطئة',
};

export const liveMessages: MessageCatalog<LiveMessageKey> = { en, ar };
