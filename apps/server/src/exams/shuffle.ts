/**
 * An attempt's own order of questions and options (ADR 0087). The order is derived from the
 * attempt's id (random, fixed when it starts), so it is the same on every read: after a reload, on
 * the result and in its PDF; nothing stores it. Only what is shown moves: answers, grading, reports
 * and exports go by question and option ids, never by position. True/false keeps its two options
 * in place (a "False, True" pair only confuses), as does a typed question, which has none.
 */
import { createHash } from 'node:crypto';

/** A generator of numbers in [0, 1) from a seed text (sha256 of it, then mulberry32). */
function seeded(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A copy of `items` in the order the seed gives (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], seed: string): T[] {
  const out = [...items];
  const next = seeded(seed);
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

interface Shufflable {
  id: string;
  format: string;
  options: readonly unknown[];
}

/** The questions as the attempt shows them: in its order, each multiple-choice question's options in theirs. */
export function inAttemptOrder<Q extends Shufflable>(questions: readonly Q[], attempt: { id: string; shuffled: boolean }): Q[] {
  if (!attempt.shuffled) return [...questions];
  return shuffled(questions, `${attempt.id}:questions`).map((q) => (q.format === 'multiple_choice' ? { ...q, options: shuffled(q.options, `${attempt.id}:options:${q.id}`) } : q));
}
