import { describe, expect, it } from 'vitest';
import { compile, verbStem } from '../../src/data/notation.ts';
import { PATTERN_TEMPLATES } from '../../src/data/templates.ts';
import { ALEF, SEEN, TEH } from '../../src/letters.ts';

describe('one notation for verb stems and noun templates (data/notation.ts)', () => {
  it('compiles a verb stem to the conjugator’s tokens: radicals F A L, letters of the pattern, a doubled last radical D', () => {
    expect(verbStem('+i1oTa2a3', 3)).toEqual([
      ['+', 'i'],
      ['F', '0'],
      ['T', 'a'],
      ['A', 'a'],
      ['L', ''],
    ]);
    expect(verbStem('1aA2P3', 3)).toEqual([
      ['F', 'a'],
      [ALEF, '-'],
      ['A', 'P'],
      ['L', ''],
    ]);
    expect(verbStem('1o2a3o4a4', 4)).toEqual([
      ['1', '0'],
      ['2', 'a'],
      ['3', '0'],
      ['D', 'a'],
      ['L', ''],
    ]);
    expect(verbStem('sota1o2R3', 3).slice(0, 3)).toEqual([
      [SEEN, '0'],
      [TEH, 'a'],
      ['F', '0'],
    ]);
  });

  it('refuses a symbol it does not know, in a verb stem as in a noun template', () => {
    expect(() => verbStem('1a2x3', 3)).toThrow(/unknown symbol "x"/);
    expect(() => compile('mu1a2X3N')).toThrow(/unknown symbol "X"/);
  });

  it('every pattern ends its stems on the last radical, its mark left to the suffix', () => {
    for (const t of Object.values(PATTERN_TEMPLATES)) {
      for (const stem of [t.pastActive, t.pastPassive, t.presentActive, t.presentPassive]) expect(stem.at(-1)).toEqual(['L', '']);
    }
  });
});
