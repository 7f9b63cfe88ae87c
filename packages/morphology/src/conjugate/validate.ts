/** Checks a verb description against the engine's vocabulary before any work is done. */
import { MorphError } from '../errors.ts';
import { parseRoot, isWeak } from '../root.ts';
import { RADICAL_LETTERS } from '../letters.ts';
import { BABS, PATTERN_IDS, type PatternId, type VerbInput, type Vowel } from '../types.ts';
import { PATTERN_TEMPLATES } from '../data/templates.ts';
import { isNamedIrregular } from '../data/irregular.ts';

export interface ValidVerb {
  radicals: string[];
  root: string;
  pattern: PatternId;
  pastVowel: Vowel | null;
  presentVowel: Vowel | null;
  transitive: boolean;
  /** The vocalized past of a verb named by it (نِعْمَ), when it has an entry of its own. */
  named?: string;
}

const PATTERN_SET: ReadonlySet<string> = new Set(PATTERN_IDS);

/**
 * The common case, without normalizing: a root of 3 or 4 radical letters and nothing else (no
 * mark, separator or seated hamza), which parseRoot would return as it is. Otherwise undefined.
 */
function plainRoot(root: string): string[] | undefined {
  if (root.length !== 3 && root.length !== 4) return undefined;
  const radicals: string[] = [];
  for (let i = 0; i < root.length; i++) {
    const letter = root[i]!;
    if (!RADICAL_LETTERS.has(letter)) return undefined;
    radicals.push(letter);
  }
  return radicals;
}
const VOWEL_SET: ReadonlySet<string> = new Set(['a', 'i', 'u']);

function vowel(v: unknown, name: string): Vowel {
  if (v === undefined || v === null || v === '') throw new MorphError('missing_vowels', `${name} is missing`);
  if (typeof v !== 'string' || !VOWEL_SET.has(v)) throw new MorphError('invalid_vowel', `${name} "${String(v)}"`);
  return v as Vowel;
}

/**
 * Validates and normalizes a VerbInput. Throws MorphError with a stable code:
 * invalid_input, invalid_root_letters, invalid_root_length, unknown_pattern, pattern_root_mismatch,
 * missing_vowels, invalid_vowel, invalid_bab, impossible_root.
 *
 * Impossible roots (decided here): forms IX and XI (colours and defects, اِحْمَرَّ، اِحْمَارَّ) double
 * their last radical, so they are refused for a root whose last two radicals are already equal
 * and sound. A weak last radical is not doubled: the verb is defective (اِرْعَوَى يَرْعَوِي، اِحْوَوَى،
 * اِحْوَاوَى; the engine keeps the pair apart), so حوو is accepted.
 */
export function validateVerb(input: VerbInput): ValidVerb {
  if (input === null || typeof input !== 'object') throw new MorphError('invalid_input');
  if (typeof input.root !== 'string') throw new MorphError('invalid_input', 'root must be a string');
  if (typeof input.pattern !== 'string' || !PATTERN_SET.has(input.pattern)) {
    throw new MorphError('unknown_pattern', `"${String(input.pattern)}"`);
  }
  const pattern = input.pattern as PatternId;
  const radicals = plainRoot(input.root) ?? parseRoot(input.root);
  const need = PATTERN_TEMPLATES[pattern].radicals;
  if (radicals.length !== need) {
    throw new MorphError('pattern_root_mismatch', `pattern ${pattern} needs ${need} radicals, "${input.root}" has ${radicals.length}`);
  }
  let pastVowel: Vowel | null = null;
  let presentVowel: Vowel | null = null;
  const named = typeof input.verb === 'string' && isNamedIrregular(radicals.join(''), pattern, input.verb) ? input.verb.trim().normalize('NFC') : undefined;
  if (named !== undefined && (input.past_vowel == null || input.present_vowel == null)) {
    // نِعْمَ، بِئْسَ، حَبَّذَا have no present: their vowels are those of the regular verb, fatha by default
    pastVowel = input.past_vowel == null ? 'i' : vowel(input.past_vowel, 'past_vowel');
    presentVowel = input.present_vowel == null ? 'a' : vowel(input.present_vowel, 'present_vowel');
  } else if (pattern === 'I') {
    pastVowel = vowel(input.past_vowel, 'past_vowel');
    presentVowel = vowel(input.present_vowel, 'present_vowel');
    if (!BABS.some((b) => b.past === pastVowel && b.present === presentVowel)) {
      throw new MorphError('invalid_bab', `${pastVowel}-${presentVowel}`);
    }
  }
  if (pattern === 'IX' || pattern === 'XI') {
    if (radicals[1] === radicals[2] && !isWeak(radicals[2])) throw new MorphError('impossible_root', `form ${pattern} cannot be built on a doubled root`);
  }
  const transitive = input.transitive === undefined || input.transitive === null ? true : input.transitive !== false;
  const valid: ValidVerb = { radicals, root: radicals.join(''), pattern, pastVowel, presentVowel, transitive };
  if (named !== undefined) valid.named = named;
  return valid;
}
