import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decline } from '../../src/declension/index.ts';
import { derive } from '../../src/derive/index.ts';
import { RADICAL_LETTERS } from '../../src/letters.ts';
import { transliterate } from '../../src/translit/index.ts';
import { BABS, PATTERN_IDS, type VerbInput } from '../../src/types.ts';

const verb: fc.Arbitrary<VerbInput> = fc
  .record({
    r: fc.array(fc.constantFrom(...RADICAL_LETTERS), { minLength: 4, maxLength: 4 }),
    pattern: fc.constantFrom(...PATTERN_IDS),
    bab: fc.constantFrom(...BABS),
  })
  .map(({ r, pattern, bab }) => ({
    root: (pattern.startsWith('Q') ? r : r.slice(0, 3)).join(''),
    pattern,
    ...(pattern === 'I' ? { past_vowel: bab.past, present_vowel: bab.present } : {}),
  }));

const ARABIC = /[\u0600-\u06FF]/;

describe('transliterate every derived and declined form', () => {
  it('leaves no Arabic letter or mark, in both schemes', () => {
    fc.assert(
      fc.property(verb, fc.constantFrom('ala-lc' as const, 'din' as const), (v, scheme) => {
        const d = derive(v);
        const forms: string[] = [];
        for (const value of Object.values(d.nouns)) if (value !== null) forms.push(...(Array.isArray(value) ? value : [value]));
        const ap = d.nouns.active_participle;
        if (typeof ap === 'string') for (const cell of Object.values(decline(ap, { kind: 'participle' }))) if (cell) forms.push(cell);
        for (const f of forms) {
          const latin = transliterate(f, { scheme });
          expect(ARABIC.test(latin), `${f} → ${latin}`).toBe(false);
          expect(latin.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 400, seed: 31635 },
    );
  });
});
