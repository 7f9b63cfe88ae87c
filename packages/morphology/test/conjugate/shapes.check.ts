/**
 * Exhaustive check of the root shapes (src/data/shapes.ts), too long for the test run (about ten
 * minutes): every root over all 28 radical letters (triliteral patterns) or over the letters that
 * matter anywhere plus three plain consonants (quadriliteral), for every pattern and bab, is
 * conjugated through the shape cache and directly; forms, notes and explanations must be equal.
 * Run: npx tsx packages/morphology/test/conjugate/shapes.check.ts [--quick]
 * (--quick: the triliterals over the same letters as the quadriliterals, about a minute and a half).
 */
import { isDeepStrictEqual } from 'node:util';
import { conjugatePlan, planVerb } from '../../src/conjugate/engine.ts';
import { conjugateVerb } from '../../src/conjugate/shape-cache.ts';
import { validateVerb } from '../../src/conjugate/validate.ts';
import { MorphError } from '../../src/errors.ts';
import { RADICAL_LETTERS } from '../../src/letters.ts';
import { BABS, PATTERN_IDS, type VerbInput } from '../../src/types.ts';

const PLAIN = ['ك', 'ب', 'ر'];
const KEPT = ['و', 'ي', 'ء', 'ت', 'ث', 'د', 'ذ', 'ز', 'ص', 'ض', 'ط', 'ظ', 'ن'];
const QUAD_LETTERS = [...KEPT, ...PLAIN];
const TRI_LETTERS = process.argv.includes('--quick') ? QUAD_LETTERS : [...RADICAL_LETTERS];

function* roots(letters: readonly string[], n: number, prefix = ''): Generator<string> {
  if (n === 0) {
    yield prefix;
    return;
  }
  for (const l of letters) yield* roots(letters, n - 1, prefix + l);
}

let checked = 0;
let failures = 0;
const started = Date.now();
for (const pattern of PATTERN_IDS) {
  const quad = pattern.startsWith('Q');
  const babs = pattern === 'I' ? BABS.map((b) => [b.past, b.present] as const) : [[undefined, undefined] as const];
  for (const [past, present] of babs) {
    for (const root of roots(quad ? QUAD_LETTERS : TRI_LETTERS, quad ? 4 : 3)) {
      const input: VerbInput = { root, pattern, past_vowel: past, present_vowel: present };
      let valid;
      try {
        valid = validateVerb(input);
      } catch (e) {
        if (e instanceof MorphError && e.code === 'impossible_root') continue;
        throw e;
      }
      const direct = conjugatePlan(planVerb(valid), true);
      const cached = conjugateVerb(valid, false);
      const explained = conjugateVerb(valid, true);
      checked++;
      const same =
        isDeepStrictEqual(cached.slots, direct.slots) &&
        isDeepStrictEqual(cached.notes, direct.notes) &&
        isDeepStrictEqual(explained.slots, direct.slots) &&
        isDeepStrictEqual(explained.traces, direct.traces);
      if (!same) {
        failures++;
        if (failures <= 20) console.log(`differs: ${pattern} ${past ?? ''}${present ?? ''} ${root}`);
      }
    }
  }
  console.log(`${pattern}: ${checked} verbs checked, ${failures} differ (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
if (failures > 0) process.exitCode = 1;
