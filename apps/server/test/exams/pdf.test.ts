import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '@tasreef/contracts';
import { attemptSchema, type Attempt } from '@tasreef/contracts/attempts';
import { type ExamDetails, type Question } from '@tasreef/contracts/exams';
import { renderExamPdf } from '../../src/exams/pdf/exam-document.ts';
import { caller, createAccountsTestApp, errorOf, signUp, type AccountsTestApp } from '../auth/harness.ts';
import { buildWorld, type World } from '../management/world.ts';
import { publishedExam } from './published.ts';

/**
 * PDFs of exams and results (ADR 0031), read back as a person's tools read them: poppler's
 * pdftotext for the text (Arabic in the order written, with every diacritic), pdftoppm for where
 * the ink is on the page (Arabic pages right-aligned, numbers on the right). PDF_PNG_DIR=dir keeps
 * the first page of each as a PNG to look at.
 */
let t: AccountsTestApp;
let w: World;
let call: ReturnType<typeof caller>;
let dir: string;
let exam: ExamDetails;

/** Bidi embedding marks pdftotext puts around right-to-left lines, and the isolates of our own stems. */
const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const clean = (s: string) => s.normalize('NFC').replace(BIDI_CONTROLS, '');
/** Arabic words (letters with their marks) in the order they are read. */
const arabicWords = (s: string) => clean(s).match(/[\u0621-\u065F\u0670]+/g) ?? [];

/**
 * The words without each page's running footer («تصريف · title · صفحة n من m»), which the
 * extracted text puts in the middle of a paragraph that runs over a page break.
 */
function withoutFooters(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const end = i + 2 + FOOTER_TITLE.length;
    if (words[i] === 'تصريف' && FOOTER_TITLE.every((w, k) => words[i + 1 + k] === w) && words[end - 1] === 'صفحة' && words[end] === 'من') {
      i = end;
      continue;
    }
    out.push(words[i]!);
  }
  return out;
}
const FOOTER_TITLE = arabicWords('اختبار الأفعال: الفصل الأول');
/** English words in the order they are read. */
const latinWords = (s: string) => clean(s).match(/[A-Za-z]+/g) ?? [];

let n = 0;
function pdfFile(bytes: Buffer): string {
  const file = path.join(dir, `f${++n}.pdf`);
  writeFileSync(file, bytes);
  return file;
}

/** The text poppler reads from the PDF (pdftotext's default reading order, or -layout / -raw). */
function pdfText(bytes: Buffer, mode: string[] = []): string {
  return clean(execFileSync('pdftotext', [...mode, '-enc', 'UTF-8', pdfFile(bytes), '-'], { encoding: 'utf8' }));
}

/**
 * Whether Arabic text reads in order in the extracted words. On an English page poppler's own
 * reordering (not the Unicode algorithm) takes ASCII punctuation for left-to-right and so swaps
 * the Arabic on either side of a colon or bracket in a line it reverses: there each stretch between
 * such marks is checked on its own. On an Arabic page the whole text must read in order.
 */
function readsInOrder(hay: readonly string[], text: string, locale: Locale): boolean {
  const stretches = locale === 'ar' ? [text] : clean(text).split(/[!-/:-@[-`{-~]+/);
  return stretches.every((s) => inSequence(hay, arabicWords(s)));
}

/** Whether `needle`'s words appear in `hay`'s, in order and next to each other. */
function inSequence(hay: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0) return true;
  for (let i = 0; i + needle.length <= hay.length; i++) if (needle.every((x, j) => hay[i + j] === x)) return true;
  return false;
}

/** Where the ink is on the first page: per text row, the leftmost and rightmost dark pixel (a grey PGM from pdftoppm). */
function inkRows(bytes: Buffer, label: string): { width: number; rows: { left: number; right: number }[] } {
  const file = pdfFile(bytes);
  const base = path.join(dir, `page-${label}`);
  execFileSync('pdftoppm', ['-gray', '-r', '50', '-f', '1', '-l', '1', '-singlefile', file, base]);
  if (process.env.PDF_PNG_DIR) execFileSync('pdftoppm', ['-png', '-r', '100', '-f', '1', '-l', '1', '-singlefile', file, path.join(process.env.PDF_PNG_DIR, label)]);
  const pgm = readFileSync(`${base}.pgm`);
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 40).toString('latin1'))!;
  const [width, height] = [Number(header[1]), Number(header[2])];
  const pixels = pgm.subarray(header[0].length);
  const rows: { left: number; right: number }[] = [];
  for (let y = 0; y < height; y++) {
    let left = -1;
    let right = -1;
    for (let x = 0; x < width; x++)
      if (pixels[y * width + x]! < 128) {
        if (left < 0) left = x;
        right = x;
      }
    if (left >= 0) rows.push({ left, right });
  }
  return { width, rows };
}

const published = (settings: Record<string, unknown> = {}): Promise<ExamDetails> =>
  publishedExam(t, w, {
    title: 'اختبار الأفعال: الفصل الأول',
    request: {
      objectives: [{ type: 'conjugate', weight: 2 }, { type: 'identify_root' }, { type: 'identify_tense' }],
      formats: ['multiple_choice', 'true_false', 'typed'],
      question_count: 8,
      criteria: { verbs: ['ktb-I1', 'qwl-I1', 'drs-I1'] },
      seed: 29,
    },
    settings: { attempts_allowed: 3, ...settings },
  });

const keyForms = (q: Question): string[] => (q.answer && 'accepted' in q.answer ? q.answer.accepted : []);
/** The questions whose explanation tells more than the exam's stems and options say (a true statement's explanation repeats it). */
const telling = (e: ExamDetails, locale: Locale) => {
  const shown = e.questions.flatMap((q) => [q.stem[locale], ...q.options.map((o) => optionLabel(q, o.id, locale))]).map(arabicWords);
  return e.questions.filter((q) => !shown.some((words) => inSequence(words, arabicWords(q.explanation[locale]))));
};
const optionLabel = (q: Question, id: string, locale: Locale) => {
  const o = q.options.find((x) => x.id === id)!;
  return o.label[locale] || o.text;
};

/** A submitted attempt of student A: every choice wrong, every typed question left blank. */
async function wrongAttempt(e: ExamDetails): Promise<Attempt> {
  const res = await call('POST', `/exams/${e.id}/attempts`, { token: w.studentA.token });
  if (res.statusCode >= 300) throw new Error(res.body);
  const a = attemptSchema.parse(res.json().data.attempt);
  for (const q of e.questions) {
    if (q.format === 'typed' || !q.answer || !('option_id' in q.answer)) continue;
    const right = q.answer.option_id;
    const wrong = q.options.find((o) => o.id !== right)!.id;
    const saved = await call('PUT', `/attempts/${a.id}/answers/${q.id}`, { token: w.studentA.token, body: { option_id: wrong } });
    if (saved.statusCode !== 200) throw new Error(saved.body);
  }
  const done = await call('POST', `/attempts/${a.id}/submit`, { token: w.studentA.token });
  if (done.statusCode !== 200) throw new Error(done.body);
  return a;
}

beforeAll(async () => {
  t = await createAccountsTestApp();
  call = caller(t.app);
  w = await buildWorld(t);
  dir = mkdtempSync(path.join(tmpdir(), 'tasreef-pdf-'));
  exam = await published();
}, 300_000);
afterAll(async () => {
  await t?.cleanup();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the exam as a PDF', () => {
  it('has typed, multiple-choice and true/false questions to test with', () => {
    const formats = new Set(exam.questions.map((q) => q.format));
    expect([...formats].sort()).toEqual(['multiple_choice', 'true_false', 'typed']);
    expect(exam.questions.some((q) => q.prompt_form && q.format === 'multiple_choice')).toBe(true);
  });

  for (const locale of ['ar', 'en'] as const) {
    it(`${locale}: every stem, form and option as written, with its diacritics; the key only when asked for`, async () => {
      const res = await call('GET', `/exams/${exam.id}/pdf`, { token: w.teacherA1.token, locale });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="exam.pdf"; filename*=UTF-8''${encodeURIComponent('اختبار الأفعال الفصل الأول.pdf')}`);
      const pdf = res.rawPayload;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(pdf);
      const words = withoutFooters(arabicWords(text));
      expect(readsInOrder(words, 'اختبار الأفعال: الفصل الأول', locale)).toBe(true);
      for (const q of exam.questions) {
        const stem = clean(q.stem[locale]);
        // Arabic, in the order written, each word with all its marks
        expect(readsInOrder(words, stem, locale), stem).toBe(true);
        // the English around it, as written
        expect(inSequence(latinWords(text), latinWords(stem)), stem).toBe(true);
        if (q.prompt_form) expect(words).toContain(clean(q.prompt_form));
        for (const o of q.options) expect(readsInOrder(words, optionLabel(q, o.id, locale), locale), o.text).toBe(true);
      }
      // no key: no explanation (but those that only repeat a true statement of the stem) and no typed form
      for (const q of telling(exam, locale)) expect(inSequence(words, arabicWords(q.explanation[locale])), q.explanation[locale]).toBe(false);
      for (const q of exam.questions) for (const form of keyForms(q)) expect(words).not.toContain(clean(form));
      expect(text).toContain(locale === 'ar' ? 'التعليمات' : 'Instructions');
      expect(text).not.toContain(locale === 'ar' ? 'مفتاح الإجابات' : 'Answer key');

      const keyed = await call('GET', `/exams/${exam.id}/pdf?key=1`, { token: w.teacherA1.token, locale });
      expect(keyed.statusCode).toBe(200);
      expect(keyed.headers['content-disposition']).toContain('filename="exam-answer-key.pdf"');
      const keyText = pdfText(keyed.rawPayload);
      const keyWords = withoutFooters(arabicWords(keyText));
      expect(keyText).toContain(locale === 'ar' ? 'مفتاح الإجابات' : 'Answer key');
      for (const q of exam.questions) {
        expect(readsInOrder(keyWords, q.explanation[locale], locale), q.explanation[locale]).toBe(true);
        for (const form of keyForms(q)) expect(keyWords).toContain(clean(form));
        if (q.answer && 'option_id' in q.answer) expect(readsInOrder(keyWords, optionLabel(q, q.answer.option_id, locale), locale)).toBe(true);
      }
    });
  }

  it('lays Arabic pages out right to left and English ones left to right (ink against the right or the left margin)', async () => {
    const pages = await Promise.all(
      (['ar', 'en'] as const).map(async (locale) => {
        const res = await call('GET', `/exams/${exam.id}/pdf`, { token: w.teacherA1.token, locale });
        return inkRows(res.rawPayload, `exam-${locale}`);
      }),
    );
    for (const [i, { width, rows }] of pages.entries()) {
      // within 50 pt of a margin (numbers, stems and indented options)
      const margin = Math.round((56 / 595.28) * width);
      const band = Math.round((50 / 595.28) * width);
      const right = rows.filter((r) => r.right >= width - margin - band).length / rows.length;
      const left = rows.filter((r) => r.left <= margin + band).length / rows.length;
      // the Arabic page's lines end near the right margin; the English page's start near the left one
      if (i === 0) expect({ right: right > 0.7, left: left < 0.2 }, `right ${right}, left ${left}`).toEqual({ right: true, left: true });
      else expect({ left: left > 0.7, right: right < 0.2 }, `right ${right}, left ${left}`).toEqual({ left: true, right: true });
    }
  });

  it('gives the same bytes for the same exam (fixed dates, no randomness)', async () => {
    const a = await call('GET', `/exams/${exam.id}/pdf?key=1`, { token: w.teacherA1.token, locale: 'ar' });
    const b = await call('GET', `/exams/${exam.id}/pdf?key=1`, { token: w.schoolA.token, locale: 'ar' });
    expect(Buffer.compare(a.rawPayload, b.rawPayload)).toBe(0);
    const date = new Date('2026-01-01T00:00:00Z');
    const one = await renderExamPdf(exam, { locale: 'en', key: true, date });
    const two = await renderExamPdf(exam, { locale: 'en', key: true, date });
    expect(Buffer.compare(one, two)).toBe(0);
  });

  it('is for the exam’s educators: its teacher and school; another teacher or school does not find it, a student may not', async () => {
    const path = `/exams/${exam.id}/pdf`;
    expect((await call('GET', path, { token: w.schoolA.token })).statusCode).toBe(200);
    expect((await call('GET', path, { token: w.teacherA2.token })).statusCode).toBe(404);
    expect((await call('GET', path, { token: w.schoolB.token })).statusCode).toBe(404);
    expect((await call('GET', path, { token: w.studentA.token })).statusCode).toBe(403);
    expect((await call('GET', path)).statusCode).toBe(401);
    expect((await call('GET', `${path}?key=yes`, { token: w.teacherA1.token })).statusCode).toBe(422);
  });

  it('is not in the Free plan: 403 plan_limit naming the plan that has it', async () => {
    const free = await signUp(t, { role: 'educator', educator_type: 'teacher' });
    const made = await call('POST', '/exams', {
      token: free.token,
      body: { title: 'Free exam', request: { objectives: [{ type: 'conjugate' }], question_count: 3, criteria: { verbs: ['ktb-I1'] }, seed: 1 } },
    });
    expect(made.statusCode).toBe(201);
    const id = made.json().data.exam.id as string;
    const en = await call('GET', `/exams/${id}/pdf`, { token: free.token });
    expect(en.statusCode).toBe(403);
    expect(errorOf(en).error.code).toBe('plan_limit');
    expect(errorOf(en).message).toBe('Your plan does not include downloading exams and results as PDF; the Basic plan does');
    const ar = await call('GET', `/exams/${id}/pdf`, { token: free.token, locale: 'ar' });
    expect(errorOf(ar).message).toContain('الأساسية');
    // The exam itself says so, so that the pages offer the plans instead of links that end in a 403.
    expect(made.json().data.exam.pdf_download).toEqual({ allowed: false, message: errorOf(en).message });
    const arExam = await call('GET', `/exams/${id}`, { token: free.token, locale: 'ar' });
    expect(arExam.json().data.pdf_download).toEqual({ allowed: false, message: errorOf(ar).message });
    const paid = await call('GET', `/exams/${exam.id}`, { token: w.teacherA1.token });
    expect(paid.json().data.pdf_download).toEqual({ allowed: true, message: null });
  });
});

describe('a result as a PDF', () => {
  it('review never: the student’s PDF has their answers, score and result, and no verdict, key or explanation', async () => {
    const never = await published({ review: 'never' });
    const a = await wrongAttempt(never);
    for (const locale of ['ar', 'en'] as const) {
      const res = await call('GET', `/attempts/${a.id}/pdf`, { token: w.studentA.token, locale });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[A-Za-z0-9._-]+\.pdf"; filename\*=UTF-8''/);
      const text = pdfText(res.rawPayload);
      const words = withoutFooters(arabicWords(text));
      expect(readsInOrder(words, never.title, locale)).toBe(true);
      expect(text).toContain(locale === 'ar' ? 'راسب' : 'Failed');
      expect(text).toContain(locale === 'ar' ? 'لا يعرض هذا الاختبار إجاباته' : 'This exam does not show its answers.');
      for (const q of never.questions) {
        expect(readsInOrder(words, q.stem[locale], locale)).toBe(true);
        for (const form of keyForms(q)) expect(words, `key of ${q.id}`).not.toContain(clean(form));
      }
      for (const q of telling(never, locale)) expect(inSequence(words, arabicWords(q.explanation[locale])), `explanation of ${q.id}`).toBe(false);
      for (const leak of locale === 'ar' ? ['الإجابة الصحيحة', 'صحيحة', 'خاطئة'] : ['Right answer', 'Correct', 'Wrong']) expect(text).not.toContain(leak);
    }
    // the exam's educator sees the verdicts, the key and the explanations of the same attempt
    const educator = pdfText((await call('GET', `/attempts/${a.id}/pdf`, { token: w.teacherA1.token, locale: 'ar' })).rawPayload);
    const educatorWords = withoutFooters(arabicWords(educator));
    expect(educator).toContain('خاطئة');
    for (const q of never.questions) {
      expect(readsInOrder(educatorWords, q.explanation.ar, 'ar'), q.explanation.ar).toBe(true);
      for (const form of keyForms(q)) expect(educatorWords).toContain(clean(form));
    }
  });

  it('review after submit: the student’s PDF has the verdicts and the key; both locales read right', async () => {
    const a = await wrongAttempt(exam);
    for (const locale of ['ar', 'en'] as const) {
      const res = await call('GET', `/attempts/${a.id}/pdf`, { token: w.studentA.token, locale });
      const text = pdfText(res.rawPayload);
      const words = withoutFooters(arabicWords(text));
      expect(text).toContain(locale === 'ar' ? 'الإجابة الصحيحة' : 'Right answer');
      for (const q of exam.questions) {
        expect(readsInOrder(words, q.explanation[locale], locale), q.explanation[locale]).toBe(true);
        for (const form of keyForms(q)) expect(words).toContain(clean(form));
      }
      inkRows(res.rawPayload, `result-${locale}`);
    }
  });

  it('is for its student and the exam’s educators: another student, teacher or school does not find it', async () => {
    const res = await call('POST', `/exams/${exam.id}/attempts`, { token: w.studentA.token });
    const id = res.json().data.attempt.id as string;
    const path = `/attempts/${id}/pdf`;
    expect((await call('GET', path, { token: w.studentA.token })).statusCode).toBe(200);
    expect((await call('GET', path, { token: w.teacherA1.token })).statusCode).toBe(200);
    expect((await call('GET', path, { token: w.schoolA.token })).statusCode).toBe(200);
    expect((await call('GET', path, { token: w.studentB.token })).statusCode).toBe(404);
    expect((await call('GET', path, { token: w.teacherA2.token })).statusCode).toBe(404);
    expect((await call('GET', path, { token: w.schoolB.token })).statusCode).toBe(404);
    expect((await call('GET', path)).statusCode).toBe(401);
  });
});

afterAll(() => {
  if (process.env.PDF_PNG_DIR) console.log(`pages in ${process.env.PDF_PNG_DIR}: ${readdirSync(process.env.PDF_PNG_DIR).join(', ')}`);
});
