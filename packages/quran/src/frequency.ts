/**
 * The frequency of each reading in the Quran as a tie-breaker (issue 36, ADR 0077): a spelling the
 * analyzer reads as a rare verb first (أُوتُوا as the imperative of أَتَا) while another of its
 * readings is a word the text uses far more (the passive of آتَى: آتَيْنَا، يُؤْتِي، أُوتِيَ …) gets
 * that reading first. A word's frequency is counted from the text itself: each occurrence gives
 * its weight to the words its readings stand for, shared evenly among them, so a word read one way
 * only counts whole and one read many ways a little for each.
 */
import type { Reading, WordRef } from './analysis.ts';

/** How many times more frequent a word must be than the first reading's to go before it. */
export const RATIO = 4;
/** The least count a word must have to go before another (a handful of occurrences decides nothing). */
export const LEAST = 5;

/** The word a reading stands for: a verb (its forms apart from the nouns derived from it), a noun of the list, a particle with its clitics. */
export function lexemeOf(r: Reading): string {
  if (r.of === 'particle') return `p:${r.proclitics.join('+')}:${r.type}:${r.lemma}`;
  if (r.of === 'noun') return `n:${r.lemma}:${r.root}`;
  return `v:${r.verb_id || r.lemma}:${r.kind === 'verb' ? 'verb' : 'noun'}`;
}

/** Each word's count over the text: every occurrence shared evenly among the words its readings stand for. */
export function lexemeCounts(words: readonly WordRef[], readings: ReadonlyMap<string, readonly Reading[]>): Map<string, number> {
  const share = new Map<string, string[]>();
  for (const [s, rs] of readings) share.set(s, [...new Set(rs.map(lexemeOf))]);
  const out = new Map<string, number>();
  for (const w of words) {
    const keys = share.get(w.standard) ?? [];
    for (const k of keys) out.set(k, (out.get(k) ?? 0) + 1 / keys.length);
  }
  return out;
}

/**
 * A spelling's readings with the readings of its most frequent word first, when that word is at
 * least RATIO times as frequent as the first reading's (and counts LEAST) and is segmented as it
 * is; the order unchanged otherwise. The closed classes' readings keep their place (a particle is never put behind a verb
 * by this count: its own rules are context.ts's).
 */
export function byFrequency(readings: readonly Reading[], counts: ReadonlyMap<string, number>): Reading[] {
  const first = readings[0];
  if (!first || first.of === 'particle') return [...readings];
  const f0 = counts.get(lexemeOf(first)) ?? 0;
  let best: string | undefined;
  let most = 0;
  const clitics = (r: Reading): string => `${r.proclitics.join('+')}|${r.enclitic ?? ''}`;
  for (const r of readings) {
    // another word of the same segmentation only: the count says nothing of a pronoun (مَالِكِ is not مَال + كِ)
    if (r.of === 'particle' || clitics(r) !== clitics(first)) continue;
    const c = counts.get(lexemeOf(r)) ?? 0;
    if (c > most) [best, most] = [lexemeOf(r), c];
  }
  if (!best || best === lexemeOf(first) || most < LEAST || most < RATIO * f0) return [...readings];
  const front = readings.filter((r) => lexemeOf(r) === best && clitics(r) === clitics(first));
  return [...front, ...readings.filter((r) => !front.includes(r))];
}
