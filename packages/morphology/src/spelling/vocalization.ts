/**
 * Is a form fully vocalized? Every letter carries a vowel, sukun or tanwin, except the letters
 * that cannot: a long alif / alif maksura / alif of tanwin, و and ي of a long vowel, آ, the alif of
 * the article and of hamzat al-wasl after it, and the lam of the article before a sun letter.
 */
import { ALEF, ALEF_MADDA, ALEF_MAKSURA, DAMMA, FATHATAN, KASRA, LAM, SHADDA, WAW, YEH, isMark } from '../letters.ts';

const VOWEL_MARKS = new Set(['\u064B', '\u064C', '\u064D', '\u064E', '\u064F', '\u0650', '\u0652']);

export function isFullyVocalized(text: string): boolean {
  for (const word of text.normalize('NFC').split(/\s+/).filter(Boolean)) {
    const letters: { ch: string; marks: string }[] = [];
    for (const ch of word) {
      const last = letters[letters.length - 1];
      if (isMark(ch) && last) last.marks += ch;
      else if (isMark(ch)) return false;
      else letters.push({ ch, marks: '' });
    }
    for (let i = 0; i < letters.length; i++) {
      const { ch, marks } = letters[i]!;
      if ([...marks].some((m) => VOWEL_MARKS.has(m))) continue;
      const prev = letters[i - 1];
      const next = letters[i + 1];
      if (ch === ALEF || ch === ALEF_MAKSURA || ch === ALEF_MADDA) continue;
      // the vowel before a long و / ي; after the article's silent alif of wasl it is on the lam (الِايـ)
      const before = prev && prev.ch === ALEF && prev.marks === '' && i === 3 && letters[1]!.ch === LAM ? letters[1] : prev;
      if (ch === WAW && before && before.marks.includes(DAMMA)) continue;
      if (ch === YEH && before && before.marks.includes(KASRA)) continue;
      // lam of the article before a sun letter (the sun letter carries the shadda)
      if (ch === LAM && i === 1 && letters[0]!.ch === ALEF && next && next.marks.includes(SHADDA)) continue;
      // alif maksura after fathatan is covered above; a bare final letter is not vocalized
      if (marks.includes(FATHATAN)) continue;
      return false;
    }
  }
  return true;
}
