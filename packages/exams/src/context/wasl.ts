/**
 * How a word's last letter meets the next word (التقاء الساكنين): a word ending in sukun before a
 * word that opens with hamzat al-wasl (the article ال, اِمْتِحَان…) takes a vowel: kasra as a rule
 * (لَمْ يَكْتُبِ الطُّلَّابُ), damma on the plural wāw after fatha (لَمْ يَخْشَوُا النَّاسَ) and on the plural
 * mīm (كَتَبْتُمُ الدَّرْسَ), fatha on مِنْ (مِنَ البَيْتِ). A long vowel is written as it is.
 */
import { letters } from '@tasreef/morphology';

const { ALEF, DAMMA, FATHA, KASRA, MEEM, SUKUN, WAW } = letters;

/** Does this word open with hamzat al-wasl (a bare alif: the article, or a form like اِمْتِحَان)? */
export const opensWithWasl = (word: string | undefined): boolean => word !== undefined && word.normalize('NFC').startsWith(ALEF);

export type WaslVowel = 'kasra' | 'damma' | 'fatha';

/** The vowel a sukun-final word takes before hamzat al-wasl, or null when it ends otherwise. */
export function waslVowel(word: string): WaslVowel | null {
  const w = word.normalize('NFC');
  if (w.endsWith(FATHA + WAW + SUKUN + ALEF)) return 'damma';
  if (!w.endsWith(SUKUN)) return null;
  if (w.endsWith(DAMMA + MEEM + SUKUN)) return 'damma';
  if (w === 'مِنْ') return 'fatha';
  return 'kasra';
}

const MARK: Record<WaslVowel, string> = { kasra: KASRA, damma: DAMMA, fatha: FATHA };

/** `word` as written before `next`: its sukun turned into the vowel the meeting brings, if it meets one. */
export function beforeNext(word: string, next: string | undefined): string {
  const w = word.normalize('NFC');
  if (!opensWithWasl(next)) return w;
  const v = waslVowel(w);
  if (v === null) return w;
  if (w.endsWith(SUKUN + ALEF)) return w.slice(0, -2) + MARK[v] + ALEF;
  return (w.slice(0, -1) + MARK[v]).normalize('NFC');
}

/**
 * A word as written inside a sentence: hamzat al-wasl is not pronounced there, so its alif carries no
 * vowel (الطَّالِبَةُ اسْتَمَعَتْ, not *اِسْتَمَعَتْ, which tells a reader to say the i: review s23 of case_role).
 * The vowel stays on a sentence's first word, where the alif is read.
 */
export const insideSentence = (word: string): string => word.normalize('NFC').replace(new RegExp(`^${ALEF}[${KASRA}${DAMMA}]`, 'u'), ALEF);

/** Words of a sentence joined, each written before the word after it (a proclitic such as «بِـ» or «لِـ» is joined to its word). */
export function joinWords(words: readonly string[]): string {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w === '') continue;
    const next = words.slice(i + 1).find((x) => x !== '');
    const written = beforeNext(w, next);
    out.push(out.length === 0 ? written : insideSentence(written));
  }
  return out
    .join(' ')
    .replace(/ (?=[.،؟!])/gu, '')
    .replace(/(^| )(بِ|لِ|فَ|وَ|سَ) /gu, '$1$2');
}

/** A phrase with بِـ joined to the article (مُرَّ بِالطَّالِبِ) as the well-formed check reads it: the article's word alone (its alif and a sun letter's lām carry no mark). */
export const withoutJoinedPreposition = (f: string): string => f.replace(/(^| )\u0628\u0650(?=\u0627\u0644)/gu, '$1');
