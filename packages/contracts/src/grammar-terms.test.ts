import { describe, expect, it } from 'vitest';
import * as engine from '@tasreef/morphology/terms';
import { ENGINE_PATTERN_WEIGHTS, IMPERATIVE_PERSONS, PERSONS, PRONOUNS } from './grammar-terms.ts';
import { PATTERN_IDS, PATTERN_PRESENT_WEIGHTS, PATTERN_WEIGHTS, patternCitation } from './search.ts';

describe('the grammar terms are the engine’s, not a copy', () => {
  it('pronouns, persons and pattern weights are the very objects the engine exports', () => {
    expect(PRONOUNS).toBe(engine.PRONOUNS);
    expect(PERSONS).toBe(engine.PERSONS);
    expect(IMPERATIVE_PERSONS).toBe(engine.IMPERATIVE_PERSONS);
    expect(ENGINE_PATTERN_WEIGHTS).toBe(engine.PATTERN_WEIGHTS);
  });

  it('the search ids take their weights from the engine: the babs of form I, then the other patterns', () => {
    expect(PATTERN_WEIGHTS.I4).toBe(`${engine.BAB_WEIGHTS[4].past} ${engine.BAB_WEIGHTS[4].present}`);
    expect(PATTERN_PRESENT_WEIGHTS.I4).toBe(engine.BAB_WEIGHTS[4].present);
    for (const id of PATTERN_IDS.filter((p) => !/^I\d$/.test(p))) {
      const w = engine.PATTERN_WEIGHTS[id as Exclude<typeof id, `I${number}`>];
      expect([PATTERN_WEIGHTS[id], PATTERN_PRESENT_WEIGHTS[id]]).toEqual([w.past, w.present]);
    }
    expect(patternCitation('X')).toBe('اِسْتَفْعَلَ يَسْتَفْعِلُ');
    expect(patternCitation('I1')).toBe('فَعَلَ يَفْعُلُ');
    // two letters and starting with I, yet not a bab: cited with their present too
    expect(patternCitation('II')).toBe('فَعَّلَ يُفَعِّلُ');
    expect(patternCitation('IV')).toBe('أَفْعَلَ يُفْعِلُ');
  });
});
