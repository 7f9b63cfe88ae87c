/**
 * Turns a compiled template and a root into a spelled word: the infix ت of form VIII is
 * assimilated, the radicals are put in, long vowels lose their sukun (و after kasra becomes ي, ي
 * after damma becomes و), and the hamza is seated last.
 */
import { ALEF, ALEF_MAKSURA, DAD, DAL, DAMMA, DAMMATAN, FATHA, FATHATAN, KASRA, KASRATAN, SAD, SHADDA, SUKUN, TAH, TEH, THAL, THEH, WAW, YEH, ZAH, ZAIN } from '../letters.ts';
import { seatHamzaInWord } from '../spelling/hamza.ts';

/**
 * First radical → what happens to the infix ت of اِفْتَعَلَ:
 * tah: ت → ط after ص ض (اِصْطَبَرَ، اِضْطَرَبَ); dal: ت → د after ز (اِزْدَحَمَ);
 * merge: radical and ت become the radical doubled (اِطَّلَعَ، اِثَّأَرَ، اِتَّبَعَ، اِذَّكَرَ، اِظَّلَمَ —
 * the preferred forms of the conjugator too; اِدَّكَرَ and اِظْطَلَمَ are its variants);
 * dal_merge: د with ت gives دّ (اِدَّعَى).
 * و and ي (and the ء of أَخَذَ) give تّ: see `assimilateInfix`.
 */
export const INFIX_TA_RULES: Readonly<Record<string, 'tah' | 'dal' | 'merge' | 'dal_merge'>> = {
  [SAD]: 'tah',
  [DAD]: 'tah',
  [ZAH]: 'merge',
  [ZAIN]: 'dal',
  [TAH]: 'merge',
  [THEH]: 'merge',
  [TEH]: 'merge',
  [THAL]: 'merge',
  [DAL]: 'dal_merge',
};

const infixCache = new Map<string, string>();

/** Resolves the placeholder T of a form-VIII template for a first radical; the result is NFC. */
export function assimilateInfix(template: string, firstRadical: string, toTa: boolean): string {
  if (!template.includes('T')) return template;
  const key = `${template}|${toTa ? 'ta' : firstRadical}`;
  let out = infixCache.get(key);
  if (out === undefined) {
    out = resolveInfix(template, firstRadical, toTa).normalize('NFC');
    infixCache.set(key, out);
  }
  return out;
}

function resolveInfix(template: string, firstRadical: string, toTa: boolean): string {
  const pair = `1${SUKUN}T`;
  if (toTa) return template.replace(pair, TEH + SHADDA);
  switch (INFIX_TA_RULES[firstRadical]) {
    case 'merge':
      return template.replace(pair, `1${SHADDA}`);
    case 'dal_merge':
      return template.replace(pair, DAL + SHADDA);
    case 'tah':
      return template.replace('T', TAH);
    case 'dal':
      return template.replace('T', DAL);
    default:
      return template.replace('T', TEH);
  }
}

/**
 * و and ي meeting, the first without a vowel (Wright I, §§ on the weak letters): both become one ي
 * with shadda, or a doubled و when both are و: لَوْيَة → لَيَّة، مَيْوِت → مَيِّت، شِوْيَة → شِيَّة،
 * سَوْوَة → سَوَّة. Only before a letter with a vowel; a long vowel of the pattern carries no sukun.
 */
const WEAK_MEETING = new RegExp(`([${WAW}${YEH}])${SUKUN}([${WAW}${YEH}])(?=[${FATHA}${DAMMA}${KASRA}${FATHATAN}${DAMMATAN}${KASRATAN}])`, 'g');

function mergeWeakLetters(s: string): string {
  return s.replace(WEAK_MEETING, (_, a: string, b: string) => (a === WAW && b === WAW ? WAW : YEH) + SHADDA).normalize('NFC');
}

const LONG_VOWEL_FIXES: ReadonlyArray<[string, string]> = [
  [DAMMA + WAW + SUKUN, DAMMA + WAW],
  [KASRA + YEH + SUKUN, KASRA + YEH],
  [KASRA + WAW + SUKUN, KASRA + YEH],
  [DAMMA + YEH + SUKUN, DAMMA + WAW],
];

/**
 * Fills the radicals of a compiled template (infix already resolved) and spells the result.
 * The template must already be in NFC: putting base letters in the place of the digits keeps the
 * order of the marks, so the word is NFC without normalizing again.
 */
export function spell(nfcTemplate: string, radicals: readonly string[]): string {
  let s = '';
  for (const ch of nfcTemplate) {
    if (ch === '1' || ch === '2' || ch === '3' || ch === '4') s += radicals[Number(ch) - 1] ?? '';
    else s += ch;
  }
  if (s.includes(SUKUN + WAW) || s.includes(SUKUN + YEH)) s = mergeWeakLetters(s);
  for (const [from, to] of LONG_VOWEL_FIXES) if (s.includes(from)) s = s.split(from).join(to);
  // After ي the final alif is written ا, not ى (مُحْيًا، أَحْيَا، مَحْيًا), as the lexicon does.
  if (
    s.endsWith(ALEF_MAKSURA) &&
    (s.endsWith(YEH + FATHATAN + ALEF_MAKSURA) ||
      s.endsWith(YEH + FATHA + ALEF_MAKSURA) ||
      s.endsWith(YEH + SHADDA + FATHATAN + ALEF_MAKSURA) ||
      s.endsWith(YEH + FATHATAN + SHADDA + ALEF_MAKSURA))
  ) {
    s = s.slice(0, -1) + ALEF;
  }
  return seatHamzaInWord(s);
}
