/**
 * Turns a compiled template and a root into a spelled word: the infix ت of form VIII is
 * assimilated, the radicals are put in, long vowels lose their sukun (و after kasra becomes ي, ي
 * after damma becomes و), and the hamza is seated last.
 */
import { ALEF, ALEF_MAKSURA, DAMMA, DAMMATAN, FATHA, FATHATAN, KASRA, KASRATAN, SHADDA, SUKUN, WAW, YEH } from '../letters.ts';
import { seatHamzaInWord } from '../spelling/hamza.ts';

const infixCache = new Map<string, string>();

/**
 * Resolves the placeholder T of a form-VIII template for one [first radical, ta] pair of the
 * conjugator's table (`iftaalPairs` in ../data/weak.ts): the pair is written in place of `1ْT`, as one
 * letter with shadda when both are the same (اِتِّصَال، اِدِّكَار، اِطِّرَاد), else as they are
 * (اِصْطِبَار، اِزْدِحَام). The result is NFC.
 */
export function assimilateInfix(template: string, pair: readonly [string, string]): string {
  if (!template.includes('T')) return template;
  const [f, t] = pair;
  const key = `${template}|${f}${t}`;
  let out = infixCache.get(key);
  if (out === undefined) {
    out = template.replace(`1${SUKUN}T`, f === t ? f + SHADDA : f + SUKUN + t).normalize('NFC');
    infixCache.set(key, out);
  }
  return out;
}

/**
 * Two letters meeting, the first without a vowel (Wright I, §§ on assimilation and the weak letters):
 * the same letter twice is written once with shadda (مُنْنَقِل → مُنَّقِل, as the conjugator's اِنَّقَلَ);
 * و and ي become one ي with shadda, or وّ when both are و: لَوْيَة → لَيَّة، مَيْوِت → مَيِّت، شِوْيَة →
 * شِيَّة، سَوْوَة → سَوَّة. Only before a letter with a vowel; a long vowel of a template has no sukun.
 */
const MEETING = new RegExp(`([\u0621-\u064A])${SUKUN}([\u0621-\u064A])(?=[${FATHA}${DAMMA}${KASRA}${FATHATAN}${DAMMATAN}${KASRATAN}])`, 'g');
// plain module constants for the hot scan below (an imported binding is read through a getter under tsx)
const SUKUN_ = SUKUN;
const WAW_ = WAW;
const YEH_ = YEH;
const isWeak = (c: string): boolean => c === WAW_ || c === YEH_;

/** Whether some letter with sukun meets the same letter, or a و/ي another (a cheap scan before the regex). */
function hasMeeting(s: string, weakPairs: boolean): boolean {
  for (let i = s.indexOf(SUKUN_); i > 0; i = s.indexOf(SUKUN_, i + 1)) {
    const a = s[i - 1]!;
    const b = s[i + 1];
    if (b === undefined) return false;
    if (a === b || (weakPairs && isWeak(a) && isWeak(b))) return true;
  }
  return false;
}

function mergeMeetingLetters(s: string, weakPairs: boolean): string {
  if (!hasMeeting(s, weakPairs)) return s;
  return s
    .replace(MEETING, (m: string, a: string, b: string) => {
      if (a === b) return a + SHADDA;
      if (weakPairs && isWeak(a) && isWeak(b)) return YEH + SHADDA;
      return m;
    })
    .normalize('NFC');
}

/** A long ū / ī written with a sukun (إِيْبَة, as some sources do) loses it: إِيبَة, the house style. */
export function dropLongVowelSukun(word: string): string {
  return word
    .split(DAMMA + WAW + SUKUN)
    .join(DAMMA + WAW)
    .split(KASRA + YEH + SUKUN)
    .join(KASRA + YEH);
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
  // a vowelless و after kasra is ي before it meets the next letter (سِوْوَة → سِيْوَة → سِيَّة, as مِيزَان)
  if (s.includes(KASRA + WAW + SUKUN)) s = s.split(KASRA + WAW + SUKUN).join(KASRA + YEH + SUKUN);
  // a quadriliteral keeps its و/ي apart, as its conjugation does (تَشَيْوَعَ → مُتَشَيْوِعٌ)
  if (s.includes(SUKUN_)) s = mergeMeetingLetters(s, radicals.length === 3);
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
