/**
 * Grammatical labels of the tables, in both languages at once: the tables name every pronoun,
 * tense and noun in Arabic and English whatever the page's language (learners read both).
 */
import type { Locale } from '../../i18n/index.ts';
import { PRONOUNS, TENSES, VOICES, type PERSONS, type TenseId } from '@tasreef/contracts/grammar-terms';

export { CASES, DEFINITENESS, GENDERS, IMPERATIVE_PERSONS, NOUNS, NUMBERS, PERSONS, PRONOUNS, TENSES, VOICES, type Both, type TenseId } from '@tasreef/contracts/grammar-terms';

/** The tables of one voice: main tenses, then the energetic ones (narrower tables read on phones). */
export const TABLES: ReadonlyArray<{ id: string; tenses: TenseId[]; imperative?: boolean; activeOnly?: boolean }> = [
  { id: 'main', tenses: ['past', 'present_indicative', 'present_subjunctive', 'present_jussive'] },
  { id: 'energetic', tenses: ['present_energetic_heavy', 'present_energetic_light'] },
  { id: 'imperative', tenses: ['imperative', 'imperative_energetic_heavy', 'imperative_energetic_light'], imperative: true, activeOnly: true },
];

/** "present_indicative.active.3mp" → «المضارع المرفوع، هُمْ» / "Present indicative, they (m. pl.)". */
export function slotLabel(slot: string, locale: Locale): string {
  const [tense, voice, person] = slot.split('.') as [TenseId, 'active' | 'passive', (typeof PERSONS)[number]];
  const sep = locale === 'ar' ? '، ' : ', ';
  return [TENSES[tense]?.[locale], VOICES[voice]?.[locale], PRONOUNS[person]?.[locale]].filter(Boolean).join(sep);
}
