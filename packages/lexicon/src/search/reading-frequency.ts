/**
 * How often a reading (one verb of the lexicon) is met, estimated from how often its spelling is.
 *
 * The frequency list counts spellings: every verb written the same (قَالَ يَقُولُ "say" and قَالَ
 * يَقِيلُ "take a midday nap") carries the whole count (the lexicon's `freq_shared`). Ranking by it
 * puts a rare homograph level with the common one. Here the spelling's count is shared out among
 * its readings by weight, so that the reading learners meet comes first and its homographs fall
 * back to a small share:
 *
 * - a reading ElixirFM lists (a curated dictionary of the language in use, with English senses)
 *   weighs {@link CURATED}, plus one per sense (at most {@link MAX_SENSES});
 * - a reading only the classical lists give (Arramooz, Sarf: every bab any dictionary records)
 *   weighs 1, plus 1 when Sarf lists it.
 *
 * Readings sharing a count are the entries with the same lemma and the same count. An entry whose
 * spelling no other entry shares keeps its count unchanged.
 */
import type { LexiconEntry } from '../types.ts';

export const CURATED = 100;
export const MAX_SENSES = 5;

/** The weight of a reading among the homographs that share its spelling's count. */
export function readingWeight(e: Pick<LexiconEntry, 'glosses' | 'sources'>): number {
  const curated = e.sources.entry.includes('elixir') || e.sources.glosses.includes('elixir');
  const base = curated ? CURATED + Math.min(e.glosses.length, MAX_SENSES) : 1;
  return base + (e.sources.entry.includes('sarf') ? 1 : 0);
}

/** Per entry, its reading's estimated count (null when the spelling is not in the frequency list). */
export function readingFrequencies(entries: readonly Pick<LexiconEntry, 'lemma' | 'freq' | 'glosses' | 'sources'>[]): Array<number | null> {
  const groups = new Map<string, number[]>();
  entries.forEach((e, i) => {
    if (e.freq === null) return;
    const key = `${e.lemma}\u0000${e.freq}`;
    const g = groups.get(key);
    if (g) g.push(i);
    else groups.set(key, [i]);
  });
  const out: Array<number | null> = entries.map((e) => e.freq);
  for (const g of groups.values()) {
    if (g.length < 2) continue;
    const weights = g.map((i) => readingWeight(entries[i]!));
    const total = weights.reduce((a, b) => a + b, 0);
    g.forEach((i, k) => {
      out[i] = (entries[i]!.freq! * weights[k]!) / total;
    });
  }
  return out;
}
