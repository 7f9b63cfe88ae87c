/**
 * A student's result on paper: the exam's title, the student, the date, the score and whether they
 * passed, then each question with the answer given, and its verdict, right answer and explanation
 * only where the result carries them, and the teacher's points and comment where they marked it. The result comes from `attemptResult`, which has already
 * applied the exam's review policy: what it leaves out is never printed.
 */
import type { Locale } from '@tasreef/contracts';
import { formatDateTime } from '@tasreef/contracts/format';
import type { AttemptWithResult, ReviewedQuestion } from '@tasreef/contracts/attempts';
import { keyText, optionText, titleBlock } from './exam-document.ts';
import { label, optionLetter, type PdfLabel } from '../../lib/pdf/labels.ts';
import { ACCENT, MUTED, PdfWriter } from '../../lib/pdf/writer.ts';

export interface ResultOptions {
  locale: Locale;
  /** The reader's time zone for the dates (IANA), or UTC. */
  timeZone: string | null;
  date: Date;
}

const NUMBER_WIDTH = 28;
const VERDICT_COLOR: Record<string, string> = { correct: '#1e7b34', marks: '#8a5a00', marks_missing: '#8a5a00', wrong: '#b3261e', unanswered: MUTED };

function givenText(q: ReviewedQuestion, locale: Locale): string {
  const g = q.given;
  if (!g) return label(locale, 'no_answer');
  if ('text' in g) return g.text || label(locale, 'no_answer');
  const o = q.options.find((x) => x.id === g.option_id);
  return o ? `(${optionLetter(locale, o.id)}) ${optionText(o, locale)}` : g.option_id;
}

function reviewNote(r: AttemptWithResult, locale: Locale, timeZone: string | null): string | null {
  if (r.review.shown) return null;
  if (r.attempt.status !== 'submitted') return label(locale, 'review_not_yet');
  if (r.review.review_at) return label(locale, 'review_later', { date: formatDateTime(r.review.review_at, locale, timeZone) });
  return label(locale, 'review_never');
}

export async function renderResultPdf(r: AttemptWithResult, opts: ResultOptions): Promise<Buffer> {
  const { locale, timeZone } = opts;
  const title = r.attempt.exam_title;
  const w = new PdfWriter({
    locale,
    title: `${label(locale, 'result')} · ${title}`,
    subject: label(locale, 'result'),
    date: opts.date,
    footer: (page, pages) => label(locale, 'footer', { brand: label(locale, 'brand'), title, page, pages }),
  });
  titleBlock(w, title, [label(locale, 'result')]);
  const when = r.attempt.submitted_at ?? r.attempt.started_at;
  const status: PdfLabel = r.result.status;
  const facts: [PdfLabel, string][] = [
    ['student', r.student.full_name],
    ['attempt', String(r.attempt.number)],
    [r.attempt.submitted_at ? 'submitted' : 'started', formatDateTime(when, locale, timeZone)],
    ['score', r.result.score === null ? '—' : `${r.result.score}% (${r.result.earned ?? 0}/${r.result.possible})`],
    ['status', `${label(locale, status)} · ${label(locale, 'passing', { n: r.result.passing_score })}`],
  ];
  for (const [key, value] of facts)
    w.text(`${label(locale, key)}: ${value}`, { size: 12, weight: key === 'status' ? 'bold' : 'regular', color: key === 'status' ? ACCENT : undefined });
  const note = reviewNote(r, locale, timeZone);
  if (note) w.text(note, { size: 11, color: MUTED });
  w.gap(6);
  w.rule();
  r.questions.forEach((q, i) => {
    w.numbered(
      `${i + 1}.`,
      () => {
        w.text(q.stem[locale], { indent: NUMBER_WIDTH, size: 11.5 });
        if (q.prompt_form && q.format !== 'true_false') w.text(q.prompt_form, { indent: NUMBER_WIDTH, size: 18, direction: 'rtl', align: 'center' });
        w.text(label(locale, 'given', { answer: givenText(q, locale) }), { indent: NUMBER_WIDTH + 12, size: 11.5 });
        if (q.verdict) {
          w.text(label(locale, q.verdict), { indent: NUMBER_WIDTH + 12, size: 11, weight: 'bold', color: VERDICT_COLOR[q.verdict] });
          if (q.letters?.length) w.text(label(locale, 'letters', { letters: q.letters.join(locale === 'ar' ? '، ' : ', ') }), { indent: NUMBER_WIDTH + 12, size: 10.5 });
        }
        const key = q.answer ? keyText({ answer: q.answer, options: q.options.map((o) => ({ ...o, value: '' })) }, locale) : null;
        if (key && q.verdict !== 'correct') w.text(label(locale, 'right_answer', { answer: key.answer }), { indent: NUMBER_WIDTH + 12, size: 11.5 });
        if (q.explanation?.[locale]) w.text(q.explanation[locale], { indent: NUMBER_WIDTH + 12, size: 10.5, color: MUTED });
        // the teacher's marking (ADR 0090), where the result carries it: as the result page shows it
        const m = q.marking;
        if (m?.points != null)
          w.text(label(locale, 'teacher_points', { points: String(m.points), max: '1', auto: String(m.auto_credit ?? 0) }), {
            indent: NUMBER_WIDTH + 12,
            size: 11,
            weight: 'bold',
          });
        if (m?.comment) w.text(label(locale, 'teacher_comment', { comment: m.comment }), { indent: NUMBER_WIDTH + 12, size: 11 });
      },
      { size: 11.5 },
    );
    w.gap(8);
  });
  return w.finish();
}
