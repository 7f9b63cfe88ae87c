/**
 * The shape cache never changes a form: over every verb of the lexicon, and every verb of the
 * engine's lexical tables named by its past (نِعْمَ beside نَعِمَ), the paradigm through the cache
 * equals the paradigm conjugated directly, slot for slot, with its notes. One cache serves the whole
 * run, in lexicon order, so a key that lets two verbs with different paradigms share one (a part of
 * the key left out: the root of a lexical verb, its name, a vowel, the pattern, a radical's class)
 * serves the second verb the first one's forms, and this test fails. The grid of letters in
 * shapes.test.ts and the exhaustive shapes.check.ts cover roots the lexicon does not have.
 */
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { IRREGULAR_VERBS } from '../../src/data/irregular.ts';
import { conjugatePlan, planVerb } from '../../src/conjugate/engine.ts';
import { clearShapeCache, conjugateVerb, shapeCacheStats } from '../../src/conjugate/shape-cache.ts';
import { validateVerb, type ValidVerb } from '../../src/conjugate/validate.ts';
import type { VerbInput } from '../../src/types.ts';
import { lexiconVerbInputs } from '../lexicon-verbs.ts';

/** The verbs named by their past in the irregular table, and the regular verb of the same root, pattern and vowels. */
function namedVerbs(): VerbInput[] {
  return Object.keys(IRREGULAR_VERBS)
    .filter((k) => k.includes('|='))
    .flatMap((k) => {
      const [root, pattern, named] = k.split('|') as [string, string, string];
      const regular = { root, pattern, past_vowel: 'i', present_vowel: 'a' };
      return [{ ...regular, verb: named.slice(1) }, regular];
    });
}

const label = (v: ValidVerb): string => `${v.root} ${v.pattern} ${v.pastVowel ?? ''}${v.presentVowel ?? ''}${v.named ? ` ${v.named}` : ''}${v.transitive ? '' : ' intr.'}`;

describe('the shape cache over the whole lexicon', () => {
  it('gives every verb the paradigm and notes it has when conjugated directly', () => {
    const inputs = [...lexiconVerbInputs(), ...namedVerbs()];
    expect(inputs.length).toBeGreaterThan(15000);
    clearShapeCache();
    const bad: string[] = [];
    for (const input of inputs) {
      const valid = validateVerb(input);
      const direct = conjugatePlan(planVerb(valid), false);
      const cached = conjugateVerb(valid, false);
      if (!isDeepStrictEqual(cached.slots, direct.slots) || !isDeepStrictEqual(cached.notes, direct.notes)) bad.push(label(valid));
    }
    expect(bad.slice(0, 20)).toEqual([]);
    expect(bad.length).toBe(0);
    // the cache is shared: far fewer paradigms than verbs
    expect(shapeCacheStats().shapes).toBeLessThan(inputs.length / 10);
  }, 300_000);
});
