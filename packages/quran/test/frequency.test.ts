/**
 * The frequency of each reading in the Quran as a tie-breaker (frequency.ts): a word's count is
 * shared evenly among the readings of each occurrence, and a spelling's readings change order only
 * for a word far more frequent than its first reading's; particles keep their place.
 */
import { describe, expect, it } from 'vitest';
import type { Reading, WordRef } from '../src/analysis.ts';
import { byFrequency, lexemeCounts, lexemeOf, RATIO } from '../src/frequency.ts';

const verb = (verb_id: string, lemma: string): Reading =>
  ({ of: 'verb', kind: 'verb', verb_id, lemma, root: 'x', pattern: 'I', proclitics: [], enclitic: null, enclitics: [], in_lexicon: true }) as unknown as Reading;
const particle = (lemma: string): Reading => ({ of: 'particle', kind: 'particle', type: 'interrogative', lemma, root: null, proclitics: [], enclitic: null }) as Reading;
const at = (standard: string, n: number): WordRef[] => Array.from({ length: n }, (_, i) => ({ sura: 1, verse: 1, word: i + 1, uthmani: standard, standard }));

describe('the frequency tie-breaker', () => {
  const rare = verb('rare-I', 'أَتَا');
  const common = verb('common-IV', 'آتَى');

  it('shares each occurrence evenly among the words its readings stand for', () => {
    const readings = new Map([
      ['both', [rare, common]],
      ['only', [common]],
    ]);
    const counts = lexemeCounts([...at('both', 4), ...at('only', 10)], readings);
    expect(counts.get(lexemeOf(rare))).toBe(2);
    expect(counts.get(lexemeOf(common))).toBe(12);
  });

  it('puts first the word the text uses far more, and leaves a close call and a particle alone', () => {
    const far = new Map([
      [lexemeOf(rare), 2],
      [lexemeOf(common), 2 * RATIO],
    ]);
    expect(byFrequency([rare, common], far)[0]).toBe(common);
    const close = new Map([
      [lexemeOf(rare), 10],
      [lexemeOf(common), 10 * RATIO - 1],
    ]);
    expect(byFrequency([rare, common], close)[0]).toBe(rare);
    const withPronoun = { ...common, enclitic: 'كِ' } as Reading;
    expect(byFrequency([rare, withPronoun], new Map([[lexemeOf(withPronoun), 1000]]))[0]).toBe(rare);
    const q = particle('مَنْ');
    expect(byFrequency([q, common], new Map([[lexemeOf(common), 1000]]))[0]).toBe(q);
  });
});
