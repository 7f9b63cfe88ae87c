import type { MessageCatalog } from './messages.ts';

/** The messages of exam reports; `messages.ts` joins them into the one lookup. */
const en = {
  report_upgrade_partial: 'The {plan} plan adds each question’s facility, discrimination and most chosen wrong answer',
  report_upgrade_full: 'The {plan} plan shows the full report: weak grammatical features, each student, the CSV file and the retest',
  report_upgrade_student: 'The {plan} plan shows each student’s progress over time and weak features',
  plan_limit_report_csv: 'Your plan’s reports do not include the CSV file; the {plan} plan does',
  plan_limit_report_retest: 'Your plan’s reports do not include the retest; the {plan} plan does',
  report_retest_nothing: 'Nothing was answered wrong in these attempts: there is nothing to retest',
  report_retest_one_target: 'Choose a student or a class, not both',
  report_retest_made: 'A retest draft has been made from what was answered wrong',
  report_retest_title: 'Retest: {title}',
  report_retest_title_for: 'Retest for {name}: {title}',
  report_retest_objective: 'Practise what was answered wrong in “{title}”: {features}',
  report_kept_unlimited: 'all attempts',
  report_kept_since: 'attempts of the last {period}',
  report_csv_student: 'Student',
  report_csv_student_id: 'Student id',
  report_csv_attempt: 'Attempt',
  report_csv_first: 'First attempt',
  report_csv_started: 'Started at',
  report_csv_submitted: 'Submitted at',
  report_csv_seconds: 'Time (seconds)',
  report_csv_score: 'Score (%)',
  report_csv_passed: 'Passed',
  report_csv_question: 'Q{number} {type}',
  report_csv_yes: 'yes',
  report_csv_no: 'no',
};

export type ReportsMessageKey = keyof typeof en;

const ar: Record<ReportsMessageKey, string> = {
  report_upgrade_partial: 'تضيف خطة {plan} سهولة كل سؤال وقدرته على التمييز والإجابة الخاطئة الأكثر اختيارًا',
  report_upgrade_full: 'تعرض خطة {plan} التقرير الكامل: مواطن الضعف النحوية والصرفية، وكل طالب، وملف CSV، وإعادة الاختبار',
  report_upgrade_student: 'تعرض خطة {plan} تقدّم كل طالب عبر الزمن ومواطن ضعفه',
  plan_limit_report_csv: 'لا تشمل تقارير خطتك ملف CSV؛ وخطة {plan} تشمله',
  plan_limit_report_retest: 'لا تشمل تقارير خطتك إعادة الاختبار؛ وخطة {plan} تشملها',
  report_retest_nothing: 'لم تُخطأ أي إجابة في هذه المحاولات: لا شيء يُعاد اختباره',
  report_retest_one_target: 'اختر طالبًا أو فصلًا، لا كليهما',
  report_retest_made: 'أُنشئت مسودة إعادة اختبار مما أُخطئ فيه',
  report_retest_title: 'إعادة اختبار: {title}',
  report_retest_title_for: 'إعادة اختبار لـ{name}: {title}',
  report_retest_objective: 'تدريب على ما أُخطئ فيه في «{title}»: {features}',
  report_kept_unlimited: 'كل المحاولات',
  report_kept_since: 'محاولات آخر {period}',
  report_csv_student: 'الطالب',
  report_csv_student_id: 'معرّف الطالب',
  report_csv_attempt: 'المحاولة',
  report_csv_first: 'المحاولة الأولى',
  report_csv_started: 'بدأت في',
  report_csv_submitted: 'سُلّمت في',
  report_csv_seconds: 'المدة (بالثواني)',
  report_csv_score: 'الدرجة (%)',
  report_csv_passed: 'ناجح',
  report_csv_question: 'س{number} {type}',
  report_csv_yes: 'نعم',
  report_csv_no: 'لا',
};

export const reportsMessages: MessageCatalog<ReportsMessageKey> = { en, ar };
