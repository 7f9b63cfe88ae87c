/** English verb phrases of the bank's sentences: the third person -s by rule, the rest from the verb's data. */
import type { VerbFrame } from './verbs.ts';

/** "go" → "goes", "carry" → "carries", "hand over" → "hands over" (the first word takes it). */
export function thirdPerson(base: string): string {
  const [head, ...rest] = base.split(' ');
  const h = head!;
  const s = h === 'be' ? 'is' : /[^aeiou]y$/.test(h) ? `${h.slice(0, -1)}ies` : /(s|sh|ch|x|z|o)$/.test(h) ? `${h}es` : `${h}s`;
  return [s, ...rest].join(' ');
}

/** The verb's complement in English: "the lesson", "to the school", "" for none. */
export function complement(v: VerbFrame, nounEn: string | null): string {
  if (!nounEn) return '';
  return v.prep?.en ? `${v.prep.en} ${nounEn}` : nounEn;
}

/** "They" → "they" inside a sentence, the first letter up for the sentence's start. */
export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
export const sentence = (...parts: string[]): string => cap(parts.filter((p) => p !== '').join(' ')) + '.';
