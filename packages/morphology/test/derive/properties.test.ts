import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decline } from '../../src/declension/index.ts';
import { derive } from '../../src/derive/index.ts';
import { RADICAL_LETTERS, TATWEEL } from '../../src/letters.ts';
import { isFullyVocalized } from '../../src/spelling/vocalization.ts';
import { BABS, PATTERN_IDS, type VerbInput } from '../../src/types.ts';

const letter = fc.constantFrom(...RADICAL_LETTERS);
const verb: fc.Arbitrary<VerbInput> = fc
  .record({
    r: fc.array(letter, { minLength: 4, maxLength: 4 }),
    pattern: fc.constantFrom(...PATTERN_IDS),
    bab: fc.constantFrom(...BABS),
    transitive: fc.boolean(),
  })
  .map(({ r, pattern, bab, transitive }) => ({
    root: (pattern.startsWith('Q') ? r : r.slice(0, 3)).join(''),
    pattern,
    ...(pattern === 'I' ? { past_vowel: bab.past, present_vowel: bab.present } : {}),
    transitive,
  }));

function forms(v: unknown): string[] {
  if (v === null) return [];
  return Array.isArray(v) ? v : [v as string];
}

function wellFormed(s: string): void {
  expect(s).toBe(s.normalize('NFC'));
  expect(s.includes(TATWEEL)).toBe(false);
  expect(isFullyVocalized(s), s).toBe(true);
}

describe('derive and decline: properties over random roots', () => {
  it('every derived noun is NFC, without tatweel, fully vocalized', () => {
    fc.assert(
      fc.property(verb, (v) => {
        const d = derive(v);
        for (const value of Object.values(d.nouns)) for (const s of forms(value)) wellFormed(s);
      }),
      { numRuns: 1500, seed: 20261122 },
    );
  });

  it('every cell of a participle, elative and masdar declension is NFC, without tatweel, fully vocalized', () => {
    fc.assert(
      fc.property(verb, (v) => {
        const d = derive(v);
        for (const key of ['active_participle', 'passive_participle'] as const) {
          const p = d.nouns[key];
          if (typeof p !== 'string') continue;
          for (const cell of Object.values(decline(p, { kind: 'participle' }))) if (cell !== null) wellFormed(cell);
        }
        if (typeof d.nouns.elative === 'string') {
          for (const cell of Object.values(decline(d.nouns.elative, { kind: 'elative' }))) if (cell !== null) wellFormed(cell);
        }
        for (const m of d.nouns.masdar ?? []) {
          for (const cell of Object.values(decline(m.split(' ')[0]!, { kind: 'noun' }))) if (cell !== null) wellFormed(cell);
        }
      }),
      { numRuns: 800, seed: 7 },
    );
  });
});
