/** The definite article ال: sun letters take its lam as a shadda, hamzat al-wasl loses its vowel. */
import { ALEF, DAD, DAL, KASRA, LAM, NOON, REH, SAD, SEEN, SHADDA, SHEEN, SUKUN, TAH, TEH, THAL, THEH, ZAH, ZAIN, isMark } from '../letters.ts';

/** الحروف الشمسية. */
export const SUN_LETTERS: ReadonlySet<string> = new Set([TEH, THEH, DAL, THAL, REH, ZAIN, SEEN, SHEEN, SAD, DAD, TAH, ZAH, LAM, NOON]);

export function withArticle(word: string): string {
  const first = word[0];
  if (first === undefined) return word;
  if (first === ALEF) {
    // اِنْكِسَار → الِانْكِسَار: the lam takes kasra, the alif of wasl is written without a vowel.
    let i = 1;
    while (i < word.length && isMark(word[i]!)) i++;
    return (ALEF + LAM + KASRA + ALEF + word.slice(i)).normalize('NFC');
  }
  if (SUN_LETTERS.has(first)) return (ALEF + LAM + first + SHADDA + word.slice(1)).normalize('NFC');
  return (ALEF + LAM + SUKUN + word).normalize('NFC');
}
