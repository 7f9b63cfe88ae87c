import { describe, expect, it } from 'vitest';
import { discrimination, distribution, featureReport, groupSize, mean, median, type FeatureAnswer } from './statistics.ts';
import { featureLabel, featuresOf } from './features.ts';

describe('the figures of a report, against hand-worked values', () => {
  it('mean and median (odd and even counts), none for no scores', () => {
    expect(mean([80, 60, 60, 40, 20])).toBe(52);
    expect(median([80, 20, 60, 40, 60])).toBe(60);
    expect(median([10, 40, 20, 30])).toBe(25);
    expect(mean([])).toBeNull();
    expect(median([])).toBeNull();
  });

  it('distribution: ten bands of ten points, 100 in the last one', () => {
    const d = distribution([0, 9.99, 10, 55, 90, 100]);
    expect(d.map((b) => b.count)).toEqual([2, 1, 0, 0, 0, 1, 0, 0, 0, 2]);
    expect(d[0]).toEqual({ from: 0, to: 10, count: 2 });
    expect(d[9]).toEqual({ from: 90, to: 100, count: 2 });
  });

  it('discrimination: upper 27 % minus lower 27 % (10 attempts: groups of 3)', () => {
    expect(groupSize(10)).toBe(3);
    expect(groupSize(5)).toBe(1);
    expect(groupSize(2)).toBe(1);
    const scores = [90, 80, 70, 60, 50, 40, 30, 20, 10, 0];
    const credits = [1, 1, 0, 1, 0, 1, 0, 0, 1, 0];
    // upper 90, 80, 70 → 2/3; lower 20, 10, 0 → 1/3
    expect(discrimination(scores.map((score, i) => ({ score, credit: credits[i]! })).reverse())).toBeCloseTo(1 / 3, 10);
    expect(discrimination([{ score: 50, credit: 1 }])).toBeNull();
    // a question the weak get right and the strong wrong discriminates negatively
    expect(
      discrimination([
        { score: 100, credit: 0 },
        { score: 0, credit: 1 },
      ]),
    ).toBe(-1);
  });

  it('features: singles and pairs with their percentage, pairs that repeat a single left out, under the minimum left out', () => {
    const rows = (n: number, right: number, features: FeatureAnswer['features']): FeatureAnswer[] => Array.from({ length: n }, (_, i) => ({ credit: i < right ? 1 : 0, features }));
    const answers = [
      ...rows(17, 7, { type: ['conjugate'], tense: ['present_jussive'], root_type: ['hollow'] }),
      ...rows(10, 9, { type: ['conjugate'], tense: ['present_jussive'], root_type: ['sound'] }),
      ...rows(10, 8, { type: ['conjugate'], tense: ['past'], root_type: ['hollow'] }),
      ...rows(3, 3, { type: ['conjugate'], tense: ['past'], root_type: ['sound'] }),
    ];
    const r = featureReport(answers, (d, v) => featureLabel('en', d, v));
    expect(r.min_answers).toBe(5);
    expect(r.weakest.map((g) => [g.label, g.answers, g.credit, g.percent])).toEqual([
      ['Present jussive · Hollow', 17, 7, 41.2],
      ['Hollow', 27, 15, 55.6],
      ['Present jussive', 27, 16, 59.3],
      ['Conjugate', 40, 27, 67.5],
      ['Past · Hollow', 10, 8, 80],
      ['Past', 13, 11, 84.6],
      ['Present jussive · Sound', 10, 9, 90],
      ['Sound', 13, 12, 92.3],
    ]);
    expect(r.by_dimension.tense.map((g) => g.label)).toEqual(['Present jussive', 'Past']);
    expect(r.by_dimension.person).toEqual([]);
    const ar = featureReport(answers, (d, v) => featureLabel('ar', d, v), 5, ' مع ');
    expect(ar.weakest[0]!.label).toBe('المضارع المجزوم مع الأجوف');
  });

  it('reads tense and person from the slot, and the root types by the generator’s rule', () => {
    const q = {
      type: 'conjugate' as const,
      source: { verb_id: 'qwl-I1', root: 'قول', pattern: 'I', past_vowel: 'a', present_vowel: 'u', slot: 'present_jussive.active.3mp', noun: null },
    };
    expect(featuresOf(q)).toEqual({ type: ['conjugate'], tense: ['present_jussive'], person: ['3mp'], pattern: ['I'], root_type: ['hollow'] });
    expect(featuresOf({ ...q, type: 'masdar', source: { ...q.source, root: 'ءتي', slot: null } })).toEqual({
      type: ['masdar'],
      pattern: ['I'],
      root_type: ['hamzated', 'defective'],
    });
    expect(featureLabel('en', 'person', '3mp')).toBe('they (m. pl.) (هُمْ)');
    expect(featureLabel('ar', 'pattern', 'X')).toBe('الوزن X (اِسْتَفْعَلَ)');
  });
});
