import { beforeAll, describe, expect, it } from 'vitest';
import { loadAnalyzer } from '../src/analyze/load.ts';
import type { Analyzer } from '../src/analyze/analyzer.ts';
import { generateForms } from '../src/analyze/forms.ts';
import { roundTrips, seeded } from '../src/analyze/roundtrip.ts';

let analyzer: Analyzer;
beforeAll(() => {
  analyzer = loadAnalyzer().analyzer;
}, 180_000);

describe('round trip over the whole lexicon (seeded sample of 100,000 forms)', () => {
  it('analyzing a generated form gives back its verb and slot or noun', () => {
    const rnd = seeded(20261122);
    const n = analyzer.entries.length;
    const failures: string[] = [];
    let checked = 0;
    // 2,000 random verbs × 50 random forms each (with replacement over slots and declined nouns)
    for (let v = 0; v < 2000; v++) {
      const verb = Math.floor(rnd() * n);
      const forms = generateForms(analyzer.entries[verb]!).filter((f) => f.form !== '');
      for (let k = 0; k < 50; k++) {
        const f = forms[Math.floor(rnd() * forms.length)]!;
        checked++;
        if (!roundTrips(analyzer, verb, f.code, f.form)) failures.push(`${analyzer.entries[verb]!.id} ${f.code} ${f.form}`);
      }
    }
    expect(checked).toBe(100_000);
    expect(failures.slice(0, 10)).toEqual([]);
  }, 120_000);

  it('exact mode finds a sample of fully vocalized forms too', () => {
    const rnd = seeded(7);
    const failures: string[] = [];
    for (let v = 0; v < 100; v++) {
      const verb = Math.floor(rnd() * analyzer.entries.length);
      const forms = generateForms(analyzer.entries[verb]!);
      for (let k = 0; k < 20; k++) {
        const f = forms[Math.floor(rnd() * forms.length)]!;
        if (!roundTrips(analyzer, verb, f.code, f.form, 'exact')) failures.push(`${analyzer.entries[verb]!.id} ${f.code} ${f.form}`);
      }
    }
    expect(failures.slice(0, 10)).toEqual([]);
  }, 120_000);
});
