/**
 * How a word's last letter meets the next word (التقاء الساكنين): a word ending in sukun before a
 * word that opens with hamzat al-wasl (the article ال, اِمْتِحَان…) takes a vowel: kasra as a rule
 * (لَمْ يَكْتُبِ الطُّلَّابُ), damma on the plural wāw after fatha (لَمْ يَخْشَوُا النَّاسَ) and on the plural
 * mīm (كَتَبْتُمُ الدَّرْسَ), fatha on مِنْ (مِنَ البَيْتِ). A long vowel is written as it is.
 */
import { letters } from '@tasreef/morphology';

const { ALEF, DAMMA, FATHA, KASRA, MEEM, SHADDA, SUKUN, WAW } = letters;
const TEH = '\u062A';
const KAF = '\u0643';
const HEH = '\u0647';

/** Does this word open with hamzat al-wasl (a bare alif: the article, or a form like اِمْتِحَان)? */
export const opensWithWasl = (word: string | undefined): boolean => word !== undefined && word.normalize('NFC').startsWith(ALEF);

export type WaslVowel = 'kasra' | 'damma' | 'fatha';

/** The vowel a sukun-final word takes before hamzat al-wasl, or null when it ends otherwise. */
export function waslVowel(word: string): WaslVowel | null {
  const w = word.normalize('NFC');
  // the plural wāw after fatha, a shadda between them too (تَلَقَّوُا الرِّسَالَةَ، تَوَلَّوُا الْمُهِمَّةَ: NFC writes the fatha first)
  if (new RegExp(`${FATHA}${SHADDA}?${WAW}${SUKUN}${ALEF}$`, 'u').test(w)) return 'damma';
  if (!w.endsWith(SUKUN)) return null;
  // the plural mīm of a pronoun suffix (كَتَبْتُمُ، عَلَيْكُمُ، لَهُمُ), not a verb's own mīm (لَمْ يَقُمِ الرَّجُلُ، لَمْ يَرْسُمِ الطِّفْلُ)
  if (new RegExp(`[${TEH}${KAF}${HEH}]${DAMMA}${MEEM}${SUKUN}$`, 'u').test(w)) return 'damma';
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

/**
 * The word as said at a pause when `word` is its form before hamzat al-wasl (شَرِبَتِ → شَرِبَتْ،
 * يَخْشَوُا → يَخْشَوْا، كَتَبْتُمُ → كَتَبْتُمْ), or the word itself: the join's vowel is not part of the form,
 * so the two spellings are one answer (review s24: never one right and the other a wrong choice).
 */
export function pausalOf(word: string): string {
  const w = word.normalize('NFC');
  const candidates = [w.slice(0, -1) + SUKUN];
  if (w.endsWith(DAMMA + ALEF)) candidates.push(w.slice(0, -2) + SUKUN + ALEF);
  for (const c of candidates) if (c.length > 1 && c !== w && beforeNext(c, 'ال') === w) return c.normalize('NFC');
  return w;
}

/**
 * A text with the join vowel taken off each word that meets hamzat al-wasl (the word after it, or
 * `next` for the last): two texts alike here differ at most by the vowels the joins bring.
 */
export function withoutJoinVowels(text: string, next?: string): string {
  const words = text.normalize('NFC').split(' ');
  return words.map((w, i) => (opensWithWasl(words[i + 1] ?? next) ? pausalOf(w) : w)).join(' ');
}

/**
 * `withoutJoinVowels` with a waṣl word assumed after the text too: for comparing choices of one gap
 * whose next word is not at hand (no two real forms differ only by a final kasra against a sukun).
 */
export const joinBlind = (text: string): string => withoutJoinVowels(text, 'ال');
