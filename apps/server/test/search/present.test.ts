import { describe, expect, it } from 'vitest';
import type { VerbSummary } from '@tasreef/lexicon';
import { detailsJson, detailsOf, verbOf, verbsJson } from '../../src/search/present.ts';

const verb = (id: string, meaning: string | null): VerbSummary =>
  Object.freeze({
    id,
    lemma: 'كَتَبَ',
    present: 'يَكْتُبُ',
    masdar: null,
    root: 'كتب',
    pattern: 'I',
    past_vowel: 'a',
    present_vowel: 'u',
    bab: 1,
    type: 'sound',
    type_name: 'sound',
    meaning_en: meaning,
    transitive: true,
    freq: 12,
    url: `/en/conjugations/sound/${id}`,
  });

describe('answers assembled from kept JSON fragments', () => {
  it('are the JSON of the objects, escapes included, whatever the order or count', () => {
    const a = verb('ktb-I1', 'write; "inscribe" \\ mark');
    const b = verb('qwl-I1', null);
    for (const list of [[], [a], [a, b], [b, a]]) {
      expect(verbsJson(list)).toBe(JSON.stringify(list.map(verbOf)));
      expect(JSON.parse(detailsJson(list))).toEqual(detailsOf(list));
      expect(detailsJson(list)).toBe(JSON.stringify(detailsOf(list)));
    }
  });
});
