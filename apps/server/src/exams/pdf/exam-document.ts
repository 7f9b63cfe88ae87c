/**
 * An exam on paper: title, what it is, lines for the student's name, instructions, then every
 * question numbered with its stem in the page's language, the form it asks about, its options (a
 * letter to circle) or a line to write on. With the key (for the exam's educators), a section after
 * the questions gives each right answer and its explanation.
 */
import type { Locale } from '@tasreef/contracts';
import { optionText, type Question } from '@tasreef/contracts/exams';
import { label, optionLetter } from '../../lib/pdf/labels.ts';
import { ACCENT, MUTED, PdfWriter } from '../../lib/pdf/writer.ts';

export interface ExamSheet {
  title: string;
  objective: string | null;
  duration_minutes: number | null;
  passing_score: number | null;
  questions: readonly Question[];
}

export interface SheetOptions {
  locale: Locale;
  /** Add the answer key. */
  key: boolean;
  /** The document's date (fixed in tests: the same input gives the same bytes). */
  date: Date;
}

const NUMBER_WIDTH = 28;
const FORM_SIZE = 20;

export { optionText };

/** Heading lines shared by the exam and its key: the title, then what the exam is. */
export function titleBlock(w: PdfWriter, title: string, facts: readonly string[]): void {
  w.text(title, { size: 20, weight: 'bold', color: ACCENT, after: 2 });
  if (facts.length) w.text(facts.join(' · '), { size: 10, color: MUTED, after: 4 });
  w.rule(ACCENT, 1.2);
}

function question(w: PdfWriter, q: Question, n: number, locale: Locale): void {
  w.numbered(
    `${n}.`,
    () => {
      w.text(q.stem[locale], { indent: NUMBER_WIDTH, size: 11.5, after: 2 });
      if (q.prompt_form && q.format !== 'true_false') w.text(q.prompt_form, { indent: NUMBER_WIDTH, size: FORM_SIZE, direction: 'rtl', align: 'center', after: 2 });
      if (q.format === 'typed') {
        w.writingLine(label(locale, 'write_here'), { indent: NUMBER_WIDTH + 12, size: 11 });
      } else {
        for (const o of q.options) w.text(`(${optionLetter(locale, o.id)})  ${optionText(o, locale)}`, { indent: NUMBER_WIDTH + 12, size: 11.5 });
      }
    },
    { size: 11.5 },
  );
  w.gap(10);
}

/** The right answer of a question as printed in a key: the option's letter and text, or the form. */
export function keyText(q: Pick<Question, 'answer' | 'options'>, locale: Locale): { answer: string; others: string[] } | null {
  const a = q.answer;
  if (!a) return null;
  if ('option_id' in a) {
    const o = q.options.find((x) => x.id === a.option_id);
    return { answer: o ? `(${optionLetter(locale, o.id)}) ${optionText(o, locale)}` : a.option_id, others: [] };
  }
  return { answer: a.text, others: (a.accepted ?? []).filter((f) => f !== a.text) };
}

function keyEntry(w: PdfWriter, q: Question, n: number, locale: Locale): void {
  const key = keyText(q, locale);
  w.numbered(
    `${n}.`,
    () => {
      if (key) {
        w.text(label(locale, 'answer', { answer: key.answer }), { indent: NUMBER_WIDTH, weight: 'bold', size: 11.5 });
        if (key.others.length) w.text(label(locale, 'also_accepted', { forms: key.others.join(locale === 'ar' ? '، ' : ', ') }), { indent: NUMBER_WIDTH, size: 11 });
      }
      if (q.explanation[locale]) w.text(q.explanation[locale], { indent: NUMBER_WIDTH, size: 10.5, color: MUTED });
    },
    { size: 11.5 },
  );
  w.gap(8);
}

export function examFacts(exam: Pick<ExamSheet, 'questions' | 'duration_minutes' | 'passing_score'>, locale: Locale): string[] {
  return [
    label(locale, 'questions', { n: exam.questions.length }),
    exam.duration_minutes ? label(locale, 'duration', { n: exam.duration_minutes }) : label(locale, 'untimed'),
    ...(exam.passing_score !== null ? [label(locale, 'passing', { n: exam.passing_score })] : []),
  ];
}

export async function renderExamPdf(exam: ExamSheet, opts: SheetOptions): Promise<Buffer> {
  const { locale } = opts;
  const w = new PdfWriter({
    locale,
    title: exam.title,
    subject: opts.key ? `${label(locale, 'exam')} · ${label(locale, 'answer_key')}` : label(locale, 'exam'),
    date: opts.date,
    footer: (page, pages) => label(locale, 'footer', { brand: label(locale, 'brand'), title: exam.title, page, pages }),
  });
  titleBlock(w, exam.title, [label(locale, 'exam'), ...examFacts(exam, locale)]);
  for (const field of ['name', 'class', 'date'] as const) w.writingLine(`${label(locale, field)}:`, { size: 11 });
  w.gap(6);
  if (exam.objective) w.text(`${label(locale, 'objective')}: ${exam.objective}`, { size: 11, after: 4 });
  w.text(label(locale, 'instructions'), { size: 12, weight: 'bold' });
  w.text(label(locale, 'instructions_text'), { size: 11, after: 10 });
  exam.questions.forEach((q, i) => question(w, q, i + 1, locale));
  if (opts.key) {
    w.newPage();
    titleBlock(w, `${label(locale, 'answer_key')} · ${exam.title}`, [label(locale, 'key_lead')]);
    exam.questions.forEach((q, i) => keyEntry(w, q, i + 1, locale));
  }
  return w.finish();
}
