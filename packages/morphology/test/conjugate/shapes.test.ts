import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { clearShapeCache, conjugate, limitShapeCache, shapeCacheStats } from '../../src/conjugate.ts';
import { conjugatePlan, planVerb } from '../../src/conjugate/engine.ts';
import { conjugateVerb } from '../../src/conjugate/shape-cache.ts';
import { validateVerb } from '../../src/conjugate/validate.ts';
import { BABS, PATTERN_IDS, SLOT_KEYS, type VerbInput } from '../../src/types.ts';

/** Every pattern and bab: form I once per bab. */
const PATTERNS: Array<Omit<VerbInput, 'root'>> = PATTERN_IDS.flatMap<Omit<VerbInput, 'root'>>((pattern) =>
  pattern === 'I' ? BABS.map((b) => ({ pattern, past_vowel: b.past, present_vowel: b.present })) : [{ pattern }],
);

/** Letters kept in a shape somewhere (weak, hamza, ت ن) and two plain consonants. */
const LETTERS = ['و', 'ء', 'ت', 'ن', 'ك', 'ب'];

function* roots(n: number, prefix = ''): Generator<string> {
  if (n === 0) yield prefix;
  else for (const l of LETTERS) yield* roots(n - 1, prefix + l);
}

describe('root shapes (the full check is test/conjugate/shapes.check.ts)', () => {
  it('the cached paradigm equals the direct one, forms, notes and explanations, over a grid of letters', () => {
    clearShapeCache();
    let n = 0;
    const bad: string[] = [];
    for (const p of PATTERNS) {
      if (p.pattern.startsWith('Q')) continue;
      for (const root of roots(3)) {
        let valid;
        try {
          valid = validateVerb({ ...p, root });
        } catch {
          continue; // IX and XI refuse some roots
        }
        const direct = conjugatePlan(planVerb(valid), true);
        const cached = conjugateVerb(valid, true);
        n++;
        if (!isDeepStrictEqual(cached, direct)) bad.push(`${p.pattern} ${p.past_vowel ?? ''}${p.present_vowel ?? ''} ${root}`);
      }
    }
    expect(bad).toEqual([]);
    expect(n).toBeGreaterThan(3000);
    // Fewer shapes than verbs even on a grid made mostly of kept letters.
    expect(shapeCacheStats().shapes).toBeLessThan(n / 2);
  }, 120_000);

  it('an intransitive verb through the cache equals its direct conjugation (a transitive shape minus its personal passive)', () => {
    for (const root of ['كتب', 'قول', 'رمي', 'مدد', 'سءل']) {
      const verb = { root, pattern: 'I', past_vowel: 'a', present_vowel: 'u' };
      conjugate({ ...verb, transitive: true }); // the shape is compiled from a transitive verb first
      const valid = validateVerb({ ...verb, transitive: false });
      expect(conjugate({ ...verb, transitive: false }).slots).toEqual(conjugatePlan(planVerb(valid), false).slots);
    }
  });

  it('writes NFC without normalizing: every form of every pattern is already in NFC', () => {
    for (const p of PATTERNS) {
      for (const root of p.pattern.startsWith('Q') ? ['زلزل', 'طمءن', 'دحرج'] : ['مدد', 'سءل', 'وقي', 'ردد', 'ءنن']) {
        let r;
        try {
          r = conjugate({ ...p, root });
        } catch {
          continue;
        }
        for (const key of SLOT_KEYS) {
          const v = r.slots[key];
          for (const f of v === null || v === undefined ? [] : Array.isArray(v) ? v : [v]) expect(f, `${root} ${key}`).toBe(f.normalize('NFC'));
        }
      }
    }
  });

  it('counts its shapes and memory, and empties on request', () => {
    clearShapeCache();
    expect(shapeCacheStats().shapes).toBe(0);
    conjugate({ root: 'كتب', pattern: 'I', past_vowel: 'a', present_vowel: 'u' });
    conjugate({ root: 'نصر', pattern: 'I', past_vowel: 'a', present_vowel: 'u' }); // same shape
    conjugate({ root: 'نصر', pattern: 'I', past_vowel: 'a', present_vowel: 'u', transitive: false }); // same shape
    const s = shapeCacheStats();
    expect(s.shapes).toBe(1);
    expect(s.bytes).toBeGreaterThan(1000);
  });

  it('keeps at most the shapes it is allowed, dropping the older half, and still conjugates right', () => {
    clearShapeCache();
    const verbs = ['كتب', 'قول', 'رمي', 'مدد', 'سءل', 'وعد', 'ءخذ'].map((root) => ({ root, pattern: 'I', past_vowel: 'a', present_vowel: 'u' }));
    const expected = verbs.map((v) => conjugatePlan(planVerb(validateVerb(v)), false).slots);
    try {
      limitShapeCache(4);
      verbs.forEach((v, i) => {
        expect(conjugate(v).slots).toEqual(expected[i]);
        expect(shapeCacheStats().shapes).toBeLessThanOrEqual(4);
      });
      expect(conjugate(verbs[0]!).slots).toEqual(expected[0]); // dropped, compiled again
      limitShapeCache(2);
      expect(shapeCacheStats().shapes).toBeLessThanOrEqual(2);
      expect(() => limitShapeCache(0)).toThrow(RangeError);
    } finally {
      limitShapeCache(4096);
    }
  });
});
