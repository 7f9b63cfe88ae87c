/**
 * Grading an answer against a question's key (docs/typed-answers.md). A choice is right or wrong.
 * A typed form is compared letter by letter and mark by mark after the same normalization on both
 * sides: full credit for a form the engine accepts, half credit when every letter is right and only
 * vowel marks differ (saying on which letters), none otherwise.
 */
import type { Question } from '@tasreef/contracts/exams';

export type Verdict = 'correct' | 'marks' | 'wrong' | 'unanswered';

export interface Grade {
  verdict: Verdict;
  /** 1, PARTIAL_CREDIT or 0. */
  credit: number;
  /** For `marks`: the 1-based letters whose vowel marks differ from the nearest accepted form. */
  letters?: number[];
}

export type GivenAnswer = { option_id: string } | { text: string };

/** What a typed form with every letter right but a vowel mark wrong earns. */
export const PARTIAL_CREDIT = 0.5;

const MARK = /[\u064B-\u0652\u0670]/u;
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

const letters = (cs: Cluster[]) => cs.map((c) => c.letter).join('');

/** Grades one typed form against the accepted forms of a key. */
export function gradeTyped(given: string, accepted: readonly string[]): Grade {
  const g = normalizeTyped(given);
  if (g === '') return { verdict: 'unanswered', credit: 0 };
  const keys = accepted.map(normalizeTyped);
  const gc = clusters(g);
  let best: number[] | null = null;
  for (const key of keys) {
    const kc = clusters(key);
    if (letters(kc) !== letters(gc)) continue;
    const differ = kc.flatMap((c, i) => (c.marks === gc[i]!.marks ? [] : [i + 1]));
    if (differ.length === 0) return { verdict: 'correct', credit: 1 };
    if (!best || differ.length < best.length) best = differ;
  }
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
