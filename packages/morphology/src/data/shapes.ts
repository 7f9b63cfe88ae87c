/**
 * Root shapes (for the conjugator's cache): which letters, at which place of the root, change a
 * paradigm beyond being put in place. Every other letter is "a consonant", told apart from the
 * others only by which radicals are equal. Checked against the direct conjugation of every root
 * over these letters and a few plain consonants, for every pattern and bab
 * (test/conjugate/shapes.check.ts), and by a property test.
 */
import { DAD, DAL, HAMZA, NOON, SAD, TAH, TEH, THAL, THEH, WAW, YEH, ZAH, ZAIN } from '../letters.ts';
import type { PatternId } from '../types.ts';

/** Weak letters and hamza change the form anywhere (إعلال، كتابة الهمزة). */
const ANYWHERE = [WAW, YEH, HAMZA];

/**
 * Letters that meet an affix letter with sukun between them and merge with it (written with
 * shadda): a last ت before the ت of the pronoun (ثَبَتُّ), a last ن before نا / ن (سَكَنَّا، يَسْكُنَّ).
 */
const LAST = [...ANYWHERE, TEH, NOON];

/** Per pattern, letters that matter at a place of the root other than the last, beyond ANYWHERE. */
const BY_PATTERN: Partial<Record<PatternId, Readonly<Record<number, readonly string[]>>>> = {
  // The ت of اِفْتَعَلَ is assimilated to the first radical or merges with it (اِصْطَبَرَ، اِدَّعَى، اِتَّبَعَ).
  VIII: { 0: [TEH, THEH, DAL, THAL, ZAIN, SAD, DAD, TAH, ZAH] },
  // The ن of اِنْفَعَلَ merges with a first ن.
  VII: { 0: [NOON] },
  // The ن of اِفْعَنْلَلَ merges with a third ن.
  QIII: { 2: [NOON] },
};

function classes(pattern: PatternId, radicals: 3 | 4): ReadonlyArray<ReadonlySet<string>> {
  return Array.from({ length: radicals }, (_, i) => new Set([...(i === radicals - 1 ? LAST : ANYWHERE), ...(BY_PATTERN[pattern]?.[i] ?? [])]));
}

const TRILITERAL: readonly PatternId[] = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII'];

/** Per pattern, per place of the root: the letters that keep their identity in a root shape. */
export const SHAPE_LETTERS: Readonly<Record<PatternId, ReadonlyArray<ReadonlySet<string>>>> = Object.fromEntries(
  (['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'QI', 'QII', 'QIII', 'QIV'] as const).map((p) => [
    p,
    classes(p, TRILITERAL.includes(p) ? 3 : 4),
  ]),
) as Record<PatternId, ReadonlyArray<ReadonlySet<string>>>;
