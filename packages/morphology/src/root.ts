import { MorphError } from './errors.ts';
import { ALEF, ALEF_HAMZA_ABOVE, ALEF_HAMZA_BELOW, ALEF_MADDA, ALEF_MAKSURA, ALEF_WASLA, HAMZA, RADICAL_LETTERS, WAW, WAW_HAMZA, YEH, YEH_HAMZA, stripMarks } from './letters.ts';

/** Letters a user may type for a radical, mapped to the radical. */
const RADICAL_ALIASES: Readonly<Record<string, string>> = {
  [ALEF_HAMZA_ABOVE]: HAMZA,
  [ALEF_HAMZA_BELOW]: HAMZA,
  [ALEF_MADDA]: HAMZA,
  [WAW_HAMZA]: HAMZA,
  [YEH_HAMZA]: HAMZA,
  [ALEF_WASLA]: HAMZA,
  [ALEF_MAKSURA]: YEH,
};

/**
 * Reads a root written as letters (`كتب`), spaced (`ك ت ب`) or dashed (`ك-ت-ب`), with or without
 * marks, hamza in any seat. Returns its radicals; throws MorphError on anything else.
 * An alif is accepted only as a hollow or defective middle/last letter is not: a root names its
 * weak radical (و or ي), so a bare ا is rejected with a clear message.
 */
export function parseRoot(input: string): string[] {
  const scanned = scanRoot(input);
  if ('radicals' in scanned) return scanned.radicals;
  throw new MorphError(scanned.code, scanned.message);
}

/** The radicals, or null where parseRoot throws: for hot paths that try every query as a root. */
export function tryParseRoot(input: string): string[] | null {
  const scanned = scanRoot(input);
  return 'radicals' in scanned ? scanned.radicals : null;
}

function scanRoot(input: string): { radicals: string[] } | { code: 'invalid_root_letters' | 'invalid_root_length'; message: string } {
  if (typeof input !== 'string' || input.trim() === '') return { code: 'invalid_root_letters', message: 'empty root' };
  const compact = stripMarks(input.normalize('NFC')).replace(/[\s\-–_.,،]+/g, '');
  const radicals: string[] = [];
  for (const ch of compact) {
    const letter = RADICAL_ALIASES[ch] ?? ch;
    if (letter === ALEF) return { code: 'invalid_root_letters', message: `"${input}": write the weak radical as و or ي, not ا` };
    if (!RADICAL_LETTERS.has(letter)) return { code: 'invalid_root_letters', message: `"${input}" contains "${ch}"` };
    radicals.push(letter);
  }
  if (radicals.length !== 3 && radicals.length !== 4) {
    return { code: 'invalid_root_length', message: `"${input}" has ${radicals.length}` };
  }
  return { radicals };
}

export function isWeak(letter: string | undefined): boolean {
  return letter === WAW || letter === YEH;
}
