/** Property tests over random roots × patterns × babs (fast-check, fixed seed). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conjugate } from '../../src/conjugate.ts';
import { conjugatePlan, planVerb } from '../../src/conjugate/engine.ts';
import { validateVerb } from '../../src/conjugate/validate.ts';
import { MorphError } from '../../src/errors.ts';
import { ALEF, ALEF_MADDA, ALEF_MAKSURA, DAMMA, KASRA, MARKS, RADICAL_LETTERS, SUKUN, TATWEEL, WAW, YEH } from '../../src/letters.ts';
import { BABS, PATTERN_IDS, SLOT_KEYS, type VerbInput } from '../../src/types.ts';

const LETTERS = [...RADICAL_LETTERS];
const letter = fc.constantFrom(...LETTERS);
const triPatterns = PATTERN_IDS.filter((p) => !p.startsWith('Q'));
const quadPatterns = PATTERN_IDS.filter((p) => p.startsWith('Q'));

const verbArb: fc.Arbitrary<VerbInput> = fc.oneof(
  fc
    .record({
      r: fc.array(letter, { minLength: 3, maxLength: 3 }),
      pattern: fc.constantFrom(...triPatterns),
      bab: fc.constantFrom(...BABS),
      transitive: fc.boolean(),
    })
    .map(({ r, pattern, bab, transitive }) => ({
      root: r.join(''),
      pattern,
      past_vowel: bab.past,
      present_vowel: bab.present,
      transitive,
    })),
  fc
    .record({
      r: fc.array(letter, { minLength: 4, maxLength: 4 }),
      pattern: fc.constantFrom(...quadPatterns),
      transitive: fc.boolean(),
    })
    .map(({ r, pattern, transitive }) => ({ root: r.join(''), pattern, transitive })),
);

function forms(v: unknown): string[] {
  if (v === null || v === undefined) return [];
  return Array.isArray(v) ? (v as string[]) : [v as string];
}

/** Letters with their marks. */
function clusters(word: string): Array<{ ch: string; marks: string }> {
  const out: Array<{ ch: string; marks: string }> = [];
  for (const ch of word) {
    const last = out[out.length - 1];
    if (MARKS.has(ch) && last) last.marks += ch;
    else out.push({ ch, marks: '' });
  }
  return out;
}

/** Every consonant carries a vowel, sukun or shadda; only long-vowel letters may go bare. */
function fullyVocalized(word: string): boolean {
  const cl = clusters(word);
  return cl.every((c, i) => {
    if (c.marks !== '') return true;
    const prev = cl[i - 1]?.marks ?? '';
    if (c.ch === ALEF || c.ch === ALEF_MADDA || c.ch === ALEF_MAKSURA) return true;
    if (c.ch === WAW) return prev.includes(DAMMA);
    if (c.ch === YEH) return prev.includes(KASRA);
    return false;
  });
}

function tryConjugate(v: VerbInput) {
  try {
    return conjugate(v);
  } catch (e) {
    expect(e).toBeInstanceOf(MorphError);
    expect((e as MorphError).code).toBe('impossible_root');
    expect(['IX', 'XI']).toContain(v.pattern);
    return null;
  }
}

const SOUND_EXCLUDED = new Set(['و', 'ي']);

describe('properties of every conjugation', () => {
  it('all slots present, non-empty, NFC, no tatweel, fully vocalized, no two sukuns in a row', () => {
    fc.assert(
      fc.property(verbArb, (v) => {
        const r = tryConjugate(v);
        if (!r) return;
        expect(Object.keys(r.slots)).toHaveLength(SLOT_KEYS.length);
        for (const key of SLOT_KEYS) {
          const val = r.slots[key];
          expect(val === null || typeof val === 'string' || Array.isArray(val)).toBe(true);
          if (Array.isArray(val)) expect(val.length).toBeGreaterThan(1);
          for (const f of forms(val)) {
            expect(f.length).toBeGreaterThan(0);
            expect(f).toBe(f.normalize('NFC'));
            expect(f.includes(TATWEEL)).toBe(false);
            if (!fullyVocalized(f)) throw new Error(`not fully vocalized: ${key} ${f} (${v.root} ${v.pattern})`);
            const cl = clusters(f);
            for (let i = 1; i < cl.length; i++) {
              if (cl[i]!.marks === SUKUN && cl[i - 1]!.marks === SUKUN) throw new Error(`two sukuns: ${key} ${f}`);
            }
            if (key.startsWith('present_indicative')) expect(f.endsWith(SUKUN)).toBe(false);
          }
        }
      }),
      { numRuns: 400, seed: 20261122 },
    );
  }, 60_000);

  it('the jussive (3ms, 2ms, 1s) of a sound verb ends in sukun', () => {
    fc.assert(
      fc.property(verbArb, (v) => {
        const radicals = [...v.root];
        if (radicals.some((x) => SOUND_EXCLUDED.has(x))) return;
        if (['IX', 'XI', 'QIV'].includes(v.pattern)) return;
        if (radicals[radicals.length - 1] === radicals[radicals.length - 2]) return;
        const r = tryConjugate(v);
        if (!r) return;
        for (const p of ['3ms', '2ms', '1s'] as const) {
          const f = forms(r.slots[`present_jussive.active.${p}`]);
          expect(f[0]!.endsWith(SUKUN)).toBe(true);
        }
      }),
      { numRuns: 300, seed: 7 },
    );
  }, 60_000);

  it('the paradigm by root shape equals the paradigm computed for the verb itself', () => {
    fc.assert(
      fc.property(verbArb, (v) => {
        let valid;
        try {
          valid = validateVerb(v);
        } catch {
          return;
        }
        const direct = conjugatePlan(planVerb(valid), false).slots;
        expect(conjugate(v).slots).toEqual(direct);
      }),
      { numRuns: 200, seed: 99 },
    );
  }, 60_000);

  it('an intransitive verb keeps only the impersonal passive 3ms', () => {
    fc.assert(
      fc.property(verbArb, (v) => {
        const r = tryConjugate({ ...v, transitive: false });
        if (!r) return;
        for (const key of SLOT_KEYS) {
          if (!key.includes('.passive.')) continue;
          if (key.endsWith('.3ms')) expect(r.slots[key]).not.toBeNull();
          else expect(r.slots[key]).toBeNull();
        }
      }),
      { numRuns: 100, seed: 3 },
    );
  }, 60_000);
});
