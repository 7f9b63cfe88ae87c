/**
 * The sentence bank's adjectives (data only): each is a participle of a lexicon verb, so every form
 * of it (gender, number, definiteness, case) comes from the engine's derivation and declension.
 * `describes` says which nouns it may be said of (a student is hard-working, a book useful, a door
 * open), so «الكِتَابُ مُجْتَهِدٌ» cannot be built; `attributive` is its English before a noun, or
 * false where the English says it only as a predicate ("the students are sitting").
 */
import { decline, type Case } from '@tasreef/morphology';
import type { LexiconEntry } from '@tasreef/lexicon';
import { verbData } from '../verb-data.ts';
import type { BankNoun } from './nouns.ts';
import type { Takes } from './verbs.ts';

export interface BankAdjective {
  id: string;
  root: string;
  pattern: string;
  past_vowel: string | null;
  present_vowel: string | null;
  noun: 'active_participle' | 'passive_participle';
  describes: readonly Takes[];
  en: { predicate: string; attributive: string | false };
}

const A = (
  id: string,
  root: string,
  pattern: string,
  pv: string | null,
  rv: string | null,
  noun: BankAdjective['noun'],
  describes: Takes[],
  predicate: string,
  attributive: string | false = predicate,
): BankAdjective => ({
  id,
  root,
  pattern,
  past_vowel: pv,
  present_vowel: rv,
  noun,
  describes,
  en: { predicate, attributive },
});

export const BANK_ADJECTIVES: readonly BankAdjective[] = [
  A('hardworking', 'جهد', 'VIII', null, null, 'active_participle', ['person'], 'hard-working'),
  A('busy', 'شغل', 'I', 'a', 'a', 'passive_participle', ['person'], 'busy'),
  A('sitting', 'جلس', 'I', 'a', 'i', 'active_participle', ['person'], 'sitting', false),
  A('useful', 'فيد', 'IV', null, null, 'active_participle', ['lesson', 'book', 'story', 'article'], 'useful'),
  A('enjoyable', 'متع', 'IV', null, null, 'active_participle', ['book', 'story'], 'enjoyable'),
  A('open', 'فتح', 'I', 'a', 'a', 'passive_participle', ['opening', 'bag'], 'open'),
  A('closed', 'غلق', 'IV', null, null, 'passive_participle', ['opening', 'bag'], 'closed'),
  A('broken', 'كسر', 'I', 'a', 'i', 'passive_participle', ['pen', 'window', 'door', 'key', 'bag'], 'broken'),
];

const key = (root: string, pattern: string, pv: string | null, rv: string | null) => `${root}|${pattern}|${pattern === 'I' ? `${pv}${rv}` : ''}`;
const byKey = new Map(BANK_ADJECTIVES.map((a) => [key(a.root, a.pattern, a.past_vowel, a.present_vowel), a]));

/** The bank's adjective that is a participle of this lexicon verb, if any. */
export const adjectiveOf = (e: Pick<LexiconEntry, 'root' | 'pattern' | 'past_vowel' | 'present_vowel'>): BankAdjective | undefined =>
  byKey.get(key(e.root, e.pattern, e.past_vowel, e.present_vowel));

/** Whether the adjective may be said of the noun. */
export const describes = (a: BankAdjective, n: BankNoun): boolean => a.describes.includes(n.kind) || a.describes.includes(n.id);

export type AdjGender = 'm' | 'f';
export type AdjNumber = 'sg' | 'du' | 'pl';
const ROW: Record<AdjNumber, string> = { sg: 'singular', du: 'dual', pl: 'plural' };

/** The adjective's masculine singular, from the engine's participle of the verb (null: the engine has none). */
export function adjectiveBase(e: LexiconEntry, a: BankAdjective): string | null {
  const f = verbData(e).nouns().nouns[a.noun];
  const first = Array.isArray(f) ? f[0] : f;
  return typeof first === 'string' && !first.includes(' ') ? first : null;
}

/** One form of the adjective, by the engine's declension of the participle. */
export function adjectiveForm(base: string, gender: AdjGender, number: AdjNumber, definite: boolean, c: Case): string | null {
  const d = decline(base, { kind: 'participle' });
  return d[`${gender === 'm' ? 'masculine' : 'feminine'}.${ROW[number]}.${definite ? 'definite' : 'indefinite'}.${c}` as keyof typeof d] ?? null;
}

/**
 * What the adjective agrees with in gender and number: a person's own; a non-human plural is
 * treated as a feminine singular (جمع غير العاقل يعامل معاملة المفردة المؤنثة), whose feminine plural some
 * allow too (disputed: never asked, never shown as wrong). A broken plural of people may also take
 * the feminine singular for some grammarians (disputed likewise).
 */
export function adjectiveAgreement(n: BankNoun, number: AdjNumber): { gender: AdjGender; number: AdjNumber; disputed: { gender: AdjGender; number: AdjNumber }[] } {
  if (number === 'pl' && !n.human) return { gender: 'f', number: 'sg', disputed: [{ gender: 'f', number: 'pl' }] };
  if (number === 'pl' && n.plural !== 'sound') return { gender: n.gender, number, disputed: [{ gender: 'f', number: 'sg' }] };
  return { gender: n.gender, number, disputed: [] };
}
