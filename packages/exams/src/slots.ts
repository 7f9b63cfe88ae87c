/** Helpers of the question types that ask about one slot of a verb. */
import { IMPERATIVE_TENSES, PERSONS, type Person, type SlotKey, type Tense } from '@tasreef/morphology';
import type { ExamTense } from '@tasreef/contracts/exams';
import type { LexiconEntry } from '@tasreef/lexicon';
import { formsOf, type VerbData } from './verb-data.ts';
import { imperativeAsked, passiveAsked, personAsked } from './exam-entries.ts';

export const slotParts = (slot: string): [Tense, 'active' | 'passive', Person] => slot.split('.') as [Tense, 'active' | 'passive', Person];

/** Slots of the allowed tenses that exist for this verb and an exam asks (imperatives: active, second person, of a verb whose imperative is in use; the passive: passiveAsked; a verb used in the third person only: that person). */
export function existingSlots(v: VerbData, tenses: readonly ExamTense[], voice?: 'active' | 'passive'): SlotKey[] {
  const out: SlotKey[] = [];
  for (const tense of tenses) {
    if (IMPERATIVE_TENSES.has(tense) && !imperativeAsked(v.entry)) continue;
    for (const vc of voice ? [voice] : (['active', 'passive'] as const)) {
      if (vc === 'passive' && IMPERATIVE_TENSES.has(tense)) continue;
      for (const p of PERSONS) {
        if (!personAsked(v.entry, p)) continue;
        if (vc === 'passive' && !passiveAsked(v.entry, p)) continue;
        const slot = `${tense}.${vc}.${p}` as SlotKey;
        if (formsOf(v.slots[slot]).length > 0) out.push(slot);
      }
    }
  }
  return out;
}

/** Slots counted without the engine: persons × tenses, the passive's persons an exam asks. */
export function estimateSlots(e: LexiconEntry, tenses: readonly ExamTense[], voice?: 'active' | 'passive'): number {
  let n = 0;
  for (const t of tenses) {
    const imperative = IMPERATIVE_TENSES.has(t);
    if (imperative && !imperativeAsked(e)) continue;
    if (voice !== 'passive') n += imperative ? 5 : PERSONS.filter((p) => personAsked(e, p)).length;
    if (voice !== 'active' && !imperative) n += PERSONS.filter((p) => passiveAsked(e, p)).length;
  }
  return n;
}

/** Persons a learner confuses with `p`, nearest first: same person and number other gender, then number, then person. */
export function neighbourPersons(p: Person): Person[] {
  const score = (q: Person): number => {
    let s = 0;
    if (q[0] !== p[0]) s += 2;
    if (q.slice(1).replace(/[mf]/, '') !== p.slice(1).replace(/[mf]/, '')) s += 1;
    if (q.includes('m') !== p.includes('m') || q.includes('f') !== p.includes('f')) s += 1;
    return s;
  };
  return PERSONS.filter((q) => q !== p).sort((a, b) => score(a) - score(b) || PERSONS.indexOf(a) - PERSONS.indexOf(b));
}

/** The verb's slots whose forms include `form` (a form several slots share lists them all). */
export const slotsSharing = (v: VerbData, form: string): SlotKey[] => v.slotsByForm.get(form) ?? [];
