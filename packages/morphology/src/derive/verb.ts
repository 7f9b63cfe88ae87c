/** Checks a verb description against the engine's vocabulary before any work is done. */
import { MorphError } from '../errors.ts';
import { parseRoot } from '../root.ts';
import { isNamedIrregular } from '../data/irregular.ts';
import { BABS, PATTERN_IDS, VOWELS, type PatternId, type VerbInput, type Vowel } from '../types.ts';

export interface CheckedVerb {
  radicals: string[];
  pattern: PatternId;
  past: Vowel | null;
  present: Vowel | null;
  bab: number | null;
  transitive: boolean;
}

function vowel(v: unknown, field: string): Vowel {
  if (typeof v !== 'string' || !(VOWELS as readonly string[]).includes(v)) {
    throw new MorphError('invalid_vowel', `${field} = ${JSON.stringify(v)}`);
  }
  return v as Vowel;
}

export function checkVerb(input: VerbInput): CheckedVerb {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new MorphError('invalid_input', 'expected an object {root, pattern, …}');
  }
  if (typeof input.root !== 'string') throw new MorphError('invalid_input', 'root must be a string');
  const radicals = parseRoot(input.root);
  if (typeof input.pattern !== 'string' || !(PATTERN_IDS as readonly string[]).includes(input.pattern)) {
    throw new MorphError('unknown_pattern', JSON.stringify(input.pattern ?? null));
  }
  const pattern = input.pattern as PatternId;
  if (pattern.startsWith('Q') !== (radicals.length === 4)) {
    throw new MorphError('pattern_root_mismatch', `${pattern} with ${radicals.length} radicals`);
  }
  if (input.transitive !== undefined && input.transitive !== null && typeof input.transitive !== 'boolean') {
    throw new MorphError('invalid_input', 'transitive must be true or false');
  }
  const transitive = input.transitive ?? true;
  if (pattern !== 'I') return { radicals, pattern, past: null, present: null, bab: null, transitive };
  if ((input.past_vowel == null || input.present_vowel == null) && isNamedIrregular(radicals.join(''), pattern, input.verb)) {
    // نِعْمَ، بِئْسَ، حَبَّذَا (named by their past): the vowels of the regular verb, as the conjugator takes them
    return { radicals, pattern, past: 'i', present: 'a', bab: 4, transitive };
  }
  if (input.past_vowel == null || input.present_vowel == null) throw new MorphError('missing_vowels');
  const past = vowel(input.past_vowel, 'past_vowel');
  const present = vowel(input.present_vowel, 'present_vowel');
  const bab = BABS.find((b) => b.past === past && b.present === present);
  if (!bab) throw new MorphError('invalid_bab', `${past}-${present}`);
  return { radicals, pattern, past, present, bab: bab.bab, transitive };
}
