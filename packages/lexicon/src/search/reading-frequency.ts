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
 * Readings sharing a count are the entries with the same lemma and the same count, and the nouns and
 * adjectives (ElixirFM's, curated) spelt as that lemma is without its marks (a last ا or ى alike):
 * the list counts a spelling, and كرا is the noun كَرًى "sleep" as well as كَرَا يَكْرُو "excavate",
 * so the verb gets its share, not the count of the noun as well. A noun weighs as a curated reading
 * ({@link CURATED} plus one per sense). An entry whose spelling no other word shares keeps its count
 * unchanged.
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

/** A noun or adjective of the lexicon, as far as the count of its spelling goes. */
export interface OtherWord {
  lemma: string;
  glosses: readonly string[];
}

/** A word's spelling as the frequency list counts it: no short vowels, no shadda, a last ا or ى alike. */
export const bareSpelling = (lemma: string): string => lemma.replace(/[\u064B-\u0652\u0670]/gu, '').replace(/\u0627$/u, '\u0649');

/** The weight of a noun or adjective spelt as a verb: a curated reading. */
export const otherWeight = (w: OtherWord): number => CURATED + Math.min(w.glosses.length, MAX_SENSES);

/**
 * Per entry, its reading's estimated count (null when the spelling is not in the frequency list).
 * `others`: the nouns and adjectives, which share the count of their spelling with the verbs.
 */
export function readingFrequencies(entries: readonly Pick<LexiconEntry, 'lemma' | 'freq' | 'glosses' | 'sources'>[], others: readonly OtherWord[] = []): Array<number | null> {
  const otherWeights = new Map<string, number>();
  for (const w of others) otherWeights.set(bareSpelling(w.lemma), (otherWeights.get(bareSpelling(w.lemma)) ?? 0) + otherWeight(w));
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
    const nouns = otherWeights.get(bareSpelling(entries[g[0]!]!.lemma)) ?? 0;
    if (g.length < 2 && nouns === 0) continue;
    const weights = g.map((i) => readingWeight(entries[i]!));
    const total = weights.reduce((a, b) => a + b, nouns);
    g.forEach((i, k) => {
      out[i] = (entries[i]!.freq! * weights[k]!) / total;
    });
  }
  return out;
}
