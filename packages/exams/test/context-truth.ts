/**
 * What fills a gap in a sentence, recomputed for the tests apart from the generator's code: the
 * mood each particle requires (the grammar books' table, written here again), the person the
 * subject and its place allow, and the vowel a sukun takes before hamzat al-wasl. The forms are
 * the engine's, conjugated here from the lexicon entry.
 */
import { conjugate, type SlotValue } from '@tasreef/morphology';
import type { LexiconEntry } from '@tasreef/lexicon';
import type { Question } from '@tasreef/contracts/exams';

const list = (v: SlotValue | undefined): string[] => (v == null ? [] : Array.isArray(v) ? v : [v]);

/** Particle (as `context.particle` names it) → the tense of the verb after it. */
export const MOOD_AFTER: Readonly<Record<string, string>> = {
  لم: 'present_jussive',
  لما: 'present_jussive',
  'لا الناهية': 'present_jussive',
  'لام الأمر': 'present_jussive',
  إن: 'present_jussive',
  لن: 'present_subjunctive',
  أن: 'present_subjunctive',
  كي: 'present_subjunctive',
  لِـ: 'present_subjunctive',
  حتى: 'present_subjunctive',
  'فاء السببية': 'present_subjunctive',
};
/** Negation: the particle → the tense of the negated verb. */
export const NEGATED: Readonly<Record<string, string>> = { لم: 'present_jussive', لن: 'present_subjunctive', لا: 'present_indicative', ما: 'past' };

/** The bank's broken plurals of people, nominative and definite (a verb before one may take either gender). */
export const BROKEN_PLURALS = new Set(['الطُّلَّابُ', 'الْأَوْلَادُ', 'الرِّجَالُ', 'الْأَطْفَالُ']);
const HIDDEN = new Set(['t_must', 't_purpose', 't_fa']);
const ALL = ['1s', '1p', '2ms', '2fs', '2d', '2mp', '2fp', '3ms', '3fs', '3md', '3fd', '3mp', '3fp'];

export function requiredTense(q: Question): string | undefined {
  const p = q.context?.particle ?? null;
  if (q.type === 'negation') return p === null ? undefined : NEGATED[p];
  return p === null ? 'present_indicative' : MOOD_AFTER[p];
}

/** Persons of the verb right for the subject: after a noun subject the singular of its gender (either for a broken plural), else the subject's own; any for a hidden subject. */
export function personsFor(q: Question): string[] {
  const c = q.context!;
  if (HIDDEN.has(c.template)) return ALL;
  const s = c.subject;
  if (s.noun === null && (s.person === '3md' || s.person === '3fd')) return ['3md', '3fd'];
  if (s.position !== 'after_verb') return [s.person];
  const own = s.person.includes('f') ? '3fs' : '3ms';
  return s.noun !== null && BROKEN_PLURALS.has(s.noun) ? ['3ms', '3fs'] : [own];
}

/** The form as written before `next`: sukun → kasra before hamzat al-wasl, the plural wāw after fatha → damma, the plural mīm → damma. */
export function writtenBefore(form: string, next: string | undefined): string {
  if (!next || !next.startsWith('\u0627')) return form;
  if (/\u064E\u0648\u0652\u0627$/u.test(form)) return form.replace(/\u0652\u0627$/u, '\u064F\u0627');
  if (/\u064F\u0645\u0652$/u.test(form)) return form.slice(0, -1) + '\u064F';
  if (form.endsWith('\u0652')) return form.slice(0, -1) + '\u0650';
  return form;
}

export const afterGap = (sentence: string): string | undefined => sentence.split('____')[1]?.trim().split(/\s+/u)[0];

export class ContextTruth {
  private readonly cache = new Map<string, Record<string, SlotValue>>();
  constructor(private readonly entries: ReadonlyMap<string, LexiconEntry>) {}

  slots(id: string): Record<string, SlotValue> {
    let s = this.cache.get(id);
    if (!s) {
      const e = this.entries.get(id)!;
      s = conjugate({ root: e.root, pattern: e.pattern, past_vowel: e.past_vowel, present_vowel: e.present_vowel, transitive: e.transitive ?? true }).slots as Record<
        string,
        SlotValue
      >;
      this.cache.set(id, s);
    }
    return s;
  }

  /** Every form that rightly fills the gap. */
  rightForms(q: Question): Set<string> {
    const tense = requiredTense(q);
    if (!tense) return new Set();
    const next = afterGap(q.context!.sentence.ar);
    const slots = this.slots(q.source.verb_id);
    return new Set(personsFor(q).flatMap((p) => list(slots[`${tense}.active.${p}`]).map((f) => writtenBefore(f, next))));
  }
}
