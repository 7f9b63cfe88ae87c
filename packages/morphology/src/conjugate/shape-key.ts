/**
 * Which verbs share one paradigm (the key of the shape cache, ./shape-cache.ts).
 *
 * A form depends on the radicals only through their class: a weak letter, hamza, a letter that
 * form VIII assimilates or that merges with an affix at that place of the root (../data/shapes.ts),
 * or "another consonant" — and on which radicals are equal. Two verbs of one pattern and bab whose
 * radicals fall in the same classes, in the same places, are conjugated alike: one paradigm with
 * placeholder letters serves both. A verb named in a lexical table (irregular, kept weak, …) is the
 * exception: it has a paradigm of its own, keyed by its own letters. Every part of a key is defended
 * by test/conjugate/shape-cache.test.ts, which conjugates the whole lexicon both ways.
 */
import { SHAPE_LETTERS } from '../data/shapes.ts';
import { DOUBLED_KEPT_APART, SOUND_HOLLOW, VIII_HAMZA_AS_TA, WAW_DROPS_WITH_FATHA } from '../data/weak.ts';
import { IRREGULAR_VERBS, irregularFor } from '../data/irregular.ts';
import { KEPT_WEAK_MIDDLE, keptWeakFor } from '../data/kept-weak.ts';
import type { ValidVerb } from './validate.ts';

/** Stand-ins for the radicals in a shape's forms (private-use code points, never in Arabic text). */
export const PLACEHOLDERS = ['\uE001', '\uE002', '\uE003', '\uE004'] as const;
export const FIRST_PLACEHOLDER = 0xe001;

/** Does the verb appear in any lexical table (then its paradigm is not shared with its shape)? */
export function isLexical(verb: ValidVerb): boolean {
  const key = `${verb.root}|${verb.pastVowel}-${verb.presentVowel}`;
  return (
    irregularFor(verb.root, verb.pattern, verb.pastVowel ?? undefined, verb.presentVowel ?? undefined, verb.named) !== undefined ||
    SOUND_HOLLOW.has(key) ||
    DOUBLED_KEPT_APART.has(key) ||
    WAW_DROPS_WITH_FATHA.has(key) ||
    VIII_HAMZA_AS_TA.has(verb.root) ||
    keptWeakFor(verb.root, verb.pattern) !== undefined
  );
}

/** Roots named in a lexical table: only these can have a paradigm of their own (a cheap test before `isLexical`). */
const LEXICAL_ROOTS: ReadonlySet<string> = new Set([
  ...Object.keys(IRREGULAR_VERBS).map((k) => k.split('|')[0]!),
  ...[...SOUND_HOLLOW, ...DOUBLED_KEPT_APART, ...WAW_DROPS_WITH_FATHA].map((k) => k.split('|')[0]!),
  ...VIII_HAMZA_AS_TA,
  ...Object.keys(KEPT_WEAK_MIDDLE).map((k) => k.split('|')[0]!),
]);

function keptAnywhere(letter: string, r: readonly string[], kept: ReadonlyArray<ReadonlySet<string>>): boolean {
  for (let j = 0; j < r.length; j++) if (r[j] === letter && kept[j]!.has(letter)) return true;
  return false;
}

/** The key of a verb of no lexical table; fills `placeholders` with the letters its shape is conjugated with. */
function shapeKey(verb: ValidVerb, placeholders: string[]): string {
  let key = `${verb.pattern}|${verb.pastVowel ?? ''}${verb.presentVowel ?? ''}|`;
  const r = verb.radicals;
  const kept = SHAPE_LETTERS[verb.pattern];
  for (let i = 0; i < r.length; i++) {
    const letter = r[i]!;
    // A letter kept at one place is kept at all its places, so that equal radicals stay equal.
    if (keptAnywhere(letter, r, kept)) {
      placeholders.push(letter);
      key += letter;
    } else {
      const first = r.indexOf(letter);
      placeholders.push(PLACEHOLDERS[first]!);
      key += String(first);
    }
  }
  return key;
}

/**
 * The verb's paradigm key, and the radicals its paradigm is conjugated with: placeholders where the
 * letter does not matter, the verb's own letters for a verb of a lexical table. Transitivity is not
 * part of it: an intransitive verb is the transitive paradigm without its personal passive.
 */
export function paradigmKey(verb: ValidVerb): { key: string; radicals: string[] } {
  if (LEXICAL_ROOTS.has(verb.root) && isLexical(verb)) {
    // The root, and the name of a verb named by its past (نِعْمَ beside نَعِمَ), tell lexical verbs apart.
    const key = `${verb.pattern}|${verb.pastVowel}${verb.presentVowel}|=${verb.root}${verb.named ? `|${verb.named}` : ''}`;
    return { key, radicals: [...verb.radicals] };
  }
  const radicals: string[] = [];
  return { key: shapeKey(verb, radicals), radicals };
}
