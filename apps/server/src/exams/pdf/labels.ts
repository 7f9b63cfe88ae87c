/**
 * The words of the PDFs, in both languages (the shape of the message catalogs, ADR 0019). They are
 * the document's own text, not API messages, so they live beside the documents and never reach the
 * browser.
 */
import type { Locale, MessageCatalog } from '@tasreef/contracts';

const en = {
  brand: 'Tasreef',
  exam: 'Exam',
  answer_key: 'Answer key',
  result: 'Exam result',
  questions: 'Questions: {n}',
  duration: 'Time: {n} minutes',
  untimed: 'Untimed',
  passing: 'Passing score: {n}%',
  objective: 'Objective',
  name: 'Name',
  class: 'Class',
  date: 'Date',
  instructions: 'Instructions',
  instructions_text: 'Answer every question. Where there are options, circle the letter of the one right answer; where there is a line, write the form on it, fully vocalized.',
  write_here: 'Your answer:',
  key_lead: 'The right answer to each question, and why.',
  answer: 'Answer: {answer}',
  also_accepted: 'Also accepted: {forms}',
  student: 'Student',
  attempt: 'Attempt',
  submitted: 'Submitted',
  started: 'Started',
  score: 'Score',
  status: 'Result',
  passed: 'Passed',
  failed: 'Failed',
  in_review: 'In progress',
  given: 'Answer given: {answer}',
  no_answer: 'No answer',
  right_answer: 'Right answer: {answer}',
  correct: 'Correct',
  marks: 'Right letters, marks to check',
  wrong: 'Wrong',
  unanswered: 'Unanswered',
  letters: 'Letters to check: {letters}',
  review_never: 'This exam does not show its answers.',
  review_later: 'The right answers will be shown after {date}.',
  review_not_yet: 'The right answers are shown once the attempt is submitted.',
  footer: '{brand} · {title} · page {page} of {pages}',
  receipt: 'Payment receipt',
  receipt_number: 'Receipt number',
  paid_on: 'Paid on',
  billed_to: 'Billed to',
  plan: 'Plan',
  period: 'Service period',
  amount_paid: 'Amount paid',
  payment_status: 'Payment',
  paid: 'Paid',
  monthly: 'monthly',
  yearly: 'yearly',
  receipt_note: 'This receipt confirms a payment received for a Tasreef subscription, through Stripe.',
} as const;

export type PdfLabel = keyof typeof en;

export const PDF_LABELS: MessageCatalog<PdfLabel> = {
  en,
  ar: {
    brand: 'تصريف',
    exam: 'اختبار',
    answer_key: 'مفتاح الإجابات',
    result: 'نتيجة الاختبار',
    questions: 'عدد الأسئلة: {n}',
    duration: 'المدة: {n} دقيقة',
    untimed: 'غير محدَّد بوقت',
    passing: 'درجة النجاح: {n}%',
    objective: 'الهدف',
    name: 'الاسم',
    class: 'الصف',
    date: 'التاريخ',
    instructions: 'التعليمات',
    instructions_text: 'أجب عن الأسئلة كلها. حيث توجد خيارات ضع دائرة حول حرف الإجابة الصحيحة الوحيدة، وحيث يوجد سطر اكتب عليه الصيغة مشكولةً شكلًا تامًّا.',
    write_here: 'إجابتك:',
    key_lead: 'الإجابة الصحيحة عن كل سؤال، وسببها.',
    answer: 'الإجابة: {answer}',
    also_accepted: 'ويُقبل أيضًا: {forms}',
    student: 'الطالب',
    attempt: 'المحاولة',
    submitted: 'التسليم',
    started: 'البدء',
    score: 'الدرجة',
    status: 'النتيجة',
    passed: 'ناجح',
    failed: 'راسب',
    in_review: 'قيد الإجراء',
    given: 'الإجابة المقدَّمة: {answer}',
    no_answer: 'لا إجابة',
    right_answer: 'الإجابة الصحيحة: {answer}',
    correct: 'صحيحة',
    marks: 'الحروف صحيحة، والحركات تحتاج إلى مراجعة',
    wrong: 'خاطئة',
    unanswered: 'بلا إجابة',
    letters: 'الحروف التي تحتاج إلى مراجعة: {letters}',
    review_never: 'لا يعرض هذا الاختبار إجاباته.',
    review_later: 'تُعرض الإجابات الصحيحة بعد {date}.',
    review_not_yet: 'تُعرض الإجابات الصحيحة بعد تسليم المحاولة.',
    footer: '{brand} · {title} · صفحة {page} من {pages}',
    receipt: 'إيصال دفع',
    receipt_number: 'رقم الإيصال',
    paid_on: 'تاريخ الدفع',
    billed_to: 'صادر باسم',
    plan: 'الخطة',
    period: 'مدة الخدمة',
    amount_paid: 'المبلغ المدفوع',
    payment_status: 'الدفع',
    paid: 'مدفوع',
    monthly: 'شهري',
    yearly: 'سنوي',
    receipt_note: 'يثبت هذا الإيصال دفعةً مستلَمة لاشتراك في تصريف، عن طريق Stripe.',
  },
};

export function label(locale: Locale, key: PdfLabel, params: Record<string, string | number> = {}): string {
  return PDF_LABELS[locale][key].replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

/** Option letters as a printed exam uses them: a b c d in English, أ ب ج د هـ in Arabic. */
const LETTERS: Record<Locale, readonly string[]> = { en: ['a', 'b', 'c', 'd', 'e', 'f'], ar: ['أ', 'ب', 'ج', 'د', 'هـ', 'و'] };

export function optionLetter(locale: Locale, optionId: string): string {
  const i = optionId.charCodeAt(0) - 97;
  return LETTERS[locale][i] ?? optionId;
}
