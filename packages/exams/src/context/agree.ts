/**
 * Agreement of a verb with a subject that is a thing, and the bank's nouns found again from what a
 * sentence shows (a judge reads `context.subject.noun`, the word as written, not the draft).
 */
import type { Person, Case } from '@tasreef/morphology';
import { BANK_NOUNS, type BankNoun } from './nouns.ts';
import { brokenPlural, nounForm, type NounNumber } from './bank.ts';
import { verbBeforeNoun, type Agreement } from './subjects.ts';

const CASES: readonly Case[] = ['nom', 'acc', 'gen'];
const NUMBERS: readonly NounNumber[] = ['sg', 'du', 'pl'];

/** Every definite form of every bank noun → the noun, its number and case. */
const FORMS = new Map<string, { n: BankNoun; number: NounNumber; c: Case }>();
for (const n of BANK_NOUNS)
  for (const number of NUMBERS)
    for (const c of CASES) {
      const f = nounForm(n, number, c);
      if (f && !FORMS.has(f)) FORMS.set(f, { n, number, c });
    }

/** The bank noun a sentence shows (definite, in any number and case), or undefined. */
export const nounOfForm = (form: string | null | undefined): { n: BankNoun; number: NounNumber; c: Case } | undefined => (form ? FORMS.get(form.normalize('NFC')) : undefined);

/**
 * A verb and a subject that is a thing (التأنيث المجازي، جمع غير العاقل): after the verb, a feminine
 * thing or a broken plural lets the verb take either gender (the feminine preferred for the plural);
 * before the verb, its pronoun agrees: the feminine singular for a non-human plural (the feminine
 * plural some prefer is disputed), the noun's own gender and number otherwise.
 */
export function thingAgreement(n: BankNoun, number: NounNumber, position: 'before_verb' | 'after_verb'): Agreement {
  if (position === 'after_verb') {
    if (number === 'pl' && brokenPlural(n)) return { person: '3fs', alsoRight: ['3ms'], disputed: [] };
    if (n.gender === 'f') return { person: '3fs', alsoRight: ['3ms'], disputed: [] };
    return { person: '3ms', alsoRight: [], disputed: [] };
  }
  if (number === 'pl') return { person: '3fs', alsoRight: [], disputed: ['3fp'] };
  const person = `3${n.gender}${number === 'sg' ? 's' : 'd'}` as Person;
  return { person, alsoRight: [], disputed: [] };
}

/** The persons of a passive verb before نائب الفاعل (a singular noun): as a verb before its subject; the third masculine singular for the impersonal (null). */
export function passivePersons(n: BankNoun | null): Agreement {
  if (n === null) return { person: '3ms', alsoRight: [], disputed: [] };
  return n.human ? verbBeforeNoun(n, 'sg') : thingAgreement(n, 'sg', 'after_verb');
}
