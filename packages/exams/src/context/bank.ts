/**
 * The bank as the templates use it: a noun's definite forms by number and case (the engine's
 * declension), its vocative, the verbs' frames found by their lexicon reading, and the nouns a
 * frame may take.
 */
import { decline, letters, type Case } from '@tasreef/morphology';
import type { LexiconEntry } from '@tasreef/lexicon';
import { BANK_NOUNS, type BankNoun } from './nouns.ts';
import { BANK_VERBS, type VerbFrame } from './verbs.ts';

export type NounNumber = 'sg' | 'du' | 'pl';

const NUMBER_ROW: Record<NounNumber, string> = { sg: 'singular', du: 'dual', pl: 'plural' };

/** The engine's declension of the bank's words, kept: a bank of a few hundred words, asked for thousands of times per exam. */
const declined = new Map<string, ReturnType<typeof decline>>();
function declension(word: string, kind: 'noun' | 'participle'): ReturnType<typeof decline> {
  const key = `${kind}|${word}`;
  let d = declined.get(key);
  if (d === undefined) declined.set(key, (d = decline(word, { kind })));
  return d;
}

function row(word: string, kind: 'noun' | 'participle', gender: 'm' | 'f', number: string, definite: 'definite' | 'indefinite', c: Case): string | null {
  const d = declension(word, kind);
  const g = gender === 'm' ? 'masculine' : 'feminine';
  const other = gender === 'm' ? 'feminine' : 'masculine';
  return d[`${g}.${number}.${definite}.${c}` as keyof typeof d] ?? d[`${other}.${number}.${definite}.${c}` as keyof typeof d] ?? null;
}

/** The noun in `number` and case, definite or not; null when the bank does not use that number. */
export function nounForm(n: BankNoun, number: NounNumber, c: Case, definite = true): string | null {
  const def = definite ? 'definite' : 'indefinite';
  if (number !== 'pl') return row(n.ar, 'noun', n.gender, NUMBER_ROW[number], def, c);
  if (n.plural === null) return null;
  if (n.plural === 'sound') return row(n.ar, 'participle', n.gender, 'plural', def, c);
  return row(n.plural, 'noun', n.gender, 'singular', def, c);
}

/** The vocative of an intended one (النكرة المقصودة): built on what its nominative has, without tanwīn (يَا طَالِبُ، يَا طُلَّابُ، يَا طَالِبَانِ). */
export function vocative(n: BankNoun, number: NounNumber): string | null {
  const f = nounForm(n, number, 'nom', false);
  return f === null ? null : f.replace(letters.DAMMATAN, letters.DAMMA);
}

/** Does the sentence treat a plural of this noun as a broken plural (its verb may then be either gender)? */
export const brokenPlural = (n: BankNoun): boolean => n.plural !== null && n.plural !== 'sound';

export const nounById = new Map(BANK_NOUNS.map((n) => [n.id, n]));
export const PEOPLE = BANK_NOUNS.filter((n) => n.human);

/** The nouns a frame's complement may be. */
export const complements = (v: VerbFrame): BankNoun[] => (v.object ? BANK_NOUNS.filter((n) => v.object!.includes(n.kind) || v.object!.includes(n.id)) : []);

const frameKey = (root: string, pattern: string, pv: string | null, rv: string | null) => `${root}|${pattern}|${pattern === 'I' ? `${pv}${rv}` : ''}`;
const frames = new Map(BANK_VERBS.map((v) => [frameKey(v.root, v.pattern, v.past_vowel, v.present_vowel), v]));

/** The bank's frame of a lexicon verb, or undefined when the bank has none. */
export const frameOf = (e: Pick<LexiconEntry, 'root' | 'pattern' | 'past_vowel' | 'present_vowel'>): VerbFrame | undefined =>
  frames.get(frameKey(e.root, e.pattern, e.past_vowel, e.present_vowel));
