/**
 * Text normalization shared by the analyzer and search: NFC, no tatweel, marks stripped, and a
 * loose key that forgets the hamza seat, alif maksura and ta marbuta so that unvocalized or
 * carelessly typed input still matches.
 */
import { ALEF, ALEF_HAMZA_ABOVE, ALEF_HAMZA_BELOW, ALEF_MADDA, ALEF_MAKSURA, ALEF_WASLA, HEH, TATWEEL, TEH_MARBUTA, YEH, stripMarks as stripAllMarks } from '../letters.ts';

/** NFC and no tatweel: the form every output of the engine is in. */
export function normalize(text: string): string {
  return text.normalize('NFC').split(TATWEEL).join('');
}

/** Removes every diacritic (harakat, tanwin, shadda, sukun, dagger alif) and tatweel. */
export function stripMarks(text: string): string {
  return stripAllMarks(text.normalize('NFC'));
}

const LOOSE: Readonly<Record<string, string>> = {
  [ALEF_HAMZA_ABOVE]: ALEF,
  [ALEF_HAMZA_BELOW]: ALEF,
  [ALEF_MADDA]: ALEF,
  [ALEF_WASLA]: ALEF,
  [ALEF_MAKSURA]: YEH,
  [TEH_MARBUTA]: HEH,
};

/**
 * Loose matching key: no marks, no tatweel, أ إ آ ٱ → ا, ى → ي, ة → ه, surrounding space trimmed.
 * Two spellings of one word that differ only in these ways get the same key.
 */
export function looseKey(text: string): string {
  let out = '';
  for (const ch of stripMarks(text).trim()) out += LOOSE[ch] ?? ch;
  return out;
}
