/**
 * Grading an answer against a question's key (docs/typed-answers.md). A choice is right or wrong.
 * A typed form is compared letter by letter and mark by mark after the same normalization on both
 * sides: full credit for a form the engine accepts, half credit when every letter is right and only
 * vowel marks differ (saying on which letters, or that the answer has no marks at all), none
 * otherwise. What spelling leaves free is forgiven: the letter of hamzat al-wasl and its unwritten
 * vowel, a noun's tanwīn left off.
 */
import type { Question } from '@tasreef/contracts/exams';

export type Verdict = 'correct' | 'marks' | 'marks_missing' | 'wrong' | 'unanswered';

export interface Grade {
  verdict: Verdict;
  /** 1, PARTIAL_CREDIT or 0. */
  credit: number;
  /** For `marks`: the 1-based letters whose vowel marks differ from the nearest accepted form (`marks_missing`: the answer has none at all). */
  letters?: number[];
}

export type GivenAnswer = { option_id: string } | { text: string };

/** What a typed form with every letter right but a vowel mark wrong, or none written, earns. */
export const PARTIAL_CREDIT = 0.5;

const MARK = /[\u064B-\u0652\u0670]/u;
const TANWIN = /[\u064B-\u064D]/u;
/** The letters a learner writes for a word-initial hamzat al-wasl: the bare alif, or a hamza on or under it. */
const WASL_WRITTEN = new Set(['\u0627', '\u0623', '\u0625']);
const TATWEEL = /\u0640/gu;
const ALEF_WASLA = /\u0671/gu;

/** NFC, no tatweel, alif wasla written as alif, spaces trimmed and single. */
export function normalizeTyped(text: string): string {
  return text.normalize('NFC').replace(TATWEEL, '').replace(ALEF_WASLA, '\u0627').trim().replace(/\s+/gu, ' ');
}

interface Cluster {
  letter: string;
  marks: string;
}

/** A form as letters, each with its marks in canonical order (NFC orders combining marks). */
function clusters(form: string): Cluster[] {
  const out: Cluster[] = [];
  for (const ch of form) {
    const last = out[out.length - 1];
    if (MARK.test(ch) && last) last.marks += ch;
    else out.push({ letter: ch, marks: '' });
  }
  for (const c of out) c.marks = [...c.marks].sort().join('');
  return out;
}

/**
 * Whether the given letter and marks at `i` match the key's: a key's word-initial bare alif is
 * hamzat al-wasl (a hamzat al-qaṭʿ is always written أ or إ), which a learner may write ا، أ or إ and
 * whose vowel is often left unwritten; a key's tanwīn may be left off (the form cited bare).
 */
function sameLetter(k: Cluster, g: Cluster, i: number): boolean {
  return k.letter === g.letter || (i === 0 && k.letter === '\u0627' && WASL_WRITTEN.has(g.letter));
}
function sameMarks(k: Cluster, g: Cluster, i: number): boolean {
  if (k.marks === g.marks) return true;
  if (g.marks !== '') return false;
  return (i === 0 && k.letter === '\u0627') || TANWIN.test(k.marks);
}

/** Grades one typed form against the accepted forms of a key. */
export function gradeTyped(given: string, accepted: readonly string[]): Grade {
  const g = normalizeTyped(given);
  if (g === '') return { verdict: 'unanswered', credit: 0 };
  const keys = accepted.map(normalizeTyped);
  const gc = clusters(g);
  const unmarked = gc.every((c) => c.marks === '');
  let best: number[] | null = null;
  for (const key of keys) {
    const kc = clusters(key);
    if (kc.length !== gc.length || !kc.every((c, i) => sameLetter(c, gc[i]!, i))) continue;
    const differ = kc.flatMap((c, i) => (sameMarks(c, gc[i]!, i) ? [] : [i + 1]));
    if (differ.length === 0) return { verdict: 'correct', credit: 1 };
    if (!best || differ.length < best.length) best = differ;
  }
  if (best && unmarked) return { verdict: 'marks_missing', credit: PARTIAL_CREDIT };
  if (best) return { verdict: 'marks', credit: PARTIAL_CREDIT, letters: best };
  return { verdict: 'wrong', credit: 0 };
}

/** Grades a given answer (or none) against a question with its key. */
export function gradeAnswer(question: Question, given: GivenAnswer | undefined): Grade {
  const key = question.answer;
  if (!key) throw new Error(`question ${question.id} has no key to grade against`);
  if (!given) return { verdict: 'unanswered', credit: 0 };
  if ('text' in key) return 'text' in given ? gradeTyped(given.text, key.accepted.length ? key.accepted : [key.text]) : { verdict: 'wrong', credit: 0 };
  if (!('option_id' in given)) return { verdict: 'wrong', credit: 0 };
  return given.option_id === key.option_id ? { verdict: 'correct', credit: 1 } : { verdict: 'wrong', credit: 0 };
}

/** An attempt's score in percent (two decimals) from its grades; an exam without questions scores 0. */
export function scoreOf(grades: readonly Grade[]): { earned: number; possible: number; score: number } {
  const earned = grades.reduce((s, g) => s + g.credit, 0);
  const possible = grades.length;
  return { earned, possible, score: possible === 0 ? 0 : Math.round((10_000 * earned) / possible) / 100 };
}
