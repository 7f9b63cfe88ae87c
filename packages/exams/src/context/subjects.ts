/**
 * Who does the asked verb, and which persons of the verb agree with them: a noun after its verb
 * takes the verb in the singular of its gender (كَتَبَ الطُّلَّابُ، كَتَبَتِ الطَّالِبَاتُ; a broken plural takes
 * either gender); a noun before its verb, a pronoun, or a hidden pronoun takes it in full agreement.
 */
import type { Person } from '@tasreef/morphology';
import { brokenPlural, PEOPLE, nounForm, type NounNumber } from './bank.ts';
import type { BankNoun } from './nouns.ts';

export type SubjectSpec = { kind: 'noun'; gender: 'm' | 'f'; number: NounNumber } | { kind: 'person'; person: Person };

export const NOUN_SPECS: readonly SubjectSpec[] = (['m', 'f'] as const).flatMap((gender) =>
  (['sg', 'du', 'pl'] as const).map((number) => ({ kind: 'noun' as const, gender, number })),
);

export const specKey = (s: SubjectSpec): string => (s.kind === 'noun' ? `n:${s.gender}:${s.number}` : `p:${s.person}`);
export function parseSpec(key: string): SubjectSpec | null {
  const [k, a, b] = key.split(':');
  if (k === 'n' && (a === 'm' || a === 'f') && (b === 'sg' || b === 'du' || b === 'pl')) return { kind: 'noun', gender: a, number: b };
  if (k === 'p' && a) return { kind: 'person', person: a as Person };
  return null;
}

/** The person of a noun: الطُّلَّابُ is 3mp, الطَّالِبَتَانِ 3fd. */
export const nounPerson = (n: BankNoun, number: NounNumber): Person => `3${n.gender}${number === 'sg' ? 's' : number === 'du' ? 'd' : 'p'}` as Person;

/** The bank's people of a gender that have the number (a noun without a plural in the bank is not asked in the plural). */
export const peopleFor = (gender: 'm' | 'f', number: NounNumber): BankNoun[] => PEOPLE.filter((n) => n.gender === gender && nounForm(n, number, 'nom') !== null);

export interface Agreement {
  /** The person the key is in. */
  person: Person;
  /** Other persons also right here (قَالَ / قَالَتِ الرِّجَالُ). */
  alsoRight: Person[];
  /** Persons some grammarians allow here: neither asked nor shown as wrong. */
  disputed: Person[];
}

/** The verb's persons for a noun after it (الفعل قبل الفاعل الظاهر): the singular of the noun's gender. */
export function verbBeforeNoun(n: BankNoun, number: NounNumber): Agreement {
  const person: Person = n.gender === 'm' ? '3ms' : '3fs';
  const other: Person = n.gender === 'm' ? '3fs' : '3ms';
  if (number === 'pl' && brokenPlural(n)) return { person, alsoRight: [other], disputed: [] };
  // sound plurals: the Kufans let the verb take the other gender (قَالَ النِّسْوَةُ is a broken plural's licence, not theirs)
  if (number === 'pl') return { person, alsoRight: [], disputed: [other] };
  return { person, alsoRight: [], disputed: [] };
}

/** The verb's persons for a subject before it or hidden in it: full agreement. */
export function verbAfterSubject(person: Person, noun?: { n: BankNoun; number: NounNumber }): Agreement {
  // هُمَا is both duals: with the pronoun alone the reader cannot tell يَكْتُبَانِ from تَكْتُبَانِ
  if (!noun && (person === '3md' || person === '3fd')) return { person, alsoRight: [person === '3md' ? '3fd' : '3md'], disputed: [] };
  // a broken plural of people, or a feminine plural, before its verb may take the feminine singular
  // (الرِّجَالُ قَالَتْ، الطَّالِبَاتُ حَضَرَتْ): allowed by the grammarians, not asked
  const disputed: Person[] = noun && noun.number === 'pl' && (brokenPlural(noun.n) || noun.n.gender === 'f') ? ['3fs'] : [];
  return { person, alsoRight: [], disputed };
}
