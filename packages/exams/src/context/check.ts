/**
 * A question in context judged from what it shows, not from the draft that made it: the particle
 * named in `context` gives the tense (mood) the gap requires, the subject and its place give the
 * person (and the other gender a broken plural allows), the word after the gap gives the vowel the
 * form is written with. A teacher's edited question is judged the same way.
 */
import type { Person, SlotKey, Tense } from '@tasreef/morphology';
import type { Question } from '@tasreef/contracts/exams';
import { formsOf, type VerbData } from '../verb-data.ts';
import { BANK_NOUNS } from './nouns.ts';
import { brokenPlural, nounForm } from './bank.ts';
import { MOOD_TENSE, particleByName } from './particles.ts';
import { GAP } from './sentence.ts';
import { beforeNext, insideSentence } from './wasl.ts';
import { nounOfForm, passivePersons, thingAgreement } from './agree.ts';
import { adjectiveAgreement, adjectiveBase, adjectiveForm, adjectiveOf } from './adjectives.ts';
import { nounPerson, verbAfterSubject, verbBeforeNoun } from './subjects.ts';
import type { Case } from '@tasreef/morphology';

/** The negators' tenses (negation.ts's data, by the particle a question names). */
const NEGATION_TENSE: Readonly<Record<string, Tense>> = { لم: 'present_jussive', لن: 'present_subjunctive', لا: 'present_indicative', ما: 'past' };

/** Nominative plurals of the bank's broken plurals: a verb before one may take either gender. */
const BROKEN = new Set(BANK_NOUNS.filter(brokenPlural).map((n) => nounForm(n, 'pl', 'nom')));

/** The tense the gap requires, or null when the question names no particle the rules know. */
export function requiredTense(q: Question): Tense | null {
  const c = q.context;
  if (!c) return null;
  if (q.type === 'negation') return c.particle !== null ? (NEGATION_TENSE[c.particle] ?? null) : null;
  const p = particleByName(c.particle);
  return p ? MOOD_TENSE[p.mood] : null;
}

/** The persons the verb may be in: the subject's own, or the singular of its gender when the noun follows the verb. */
export function rightPersons(q: Question): Person[] {
  const s = q.context?.subject;
  if (!s) return [];
  // هُمَا alone is either dual
  if (s.noun === null && (s.person === '3md' || s.person === '3fd')) return ['3md', '3fd'];
  if (s.position !== 'after_verb') return [s.person as Person];
  const own: Person = s.person.includes('f') ? '3fs' : '3ms';
  return s.noun !== null && BROKEN.has(s.noun) ? [own, own === '3ms' ? '3fs' : '3ms'] : [own];
}

/** Templates whose asked verb hides its subject: any person may be meant (جَاءُوا كَيْ يَكْتُبَ: so that he writes). */
const HIDDEN_SUBJECT_TEMPLATES: ReadonlySet<string> = new Set(['t_must', 't_purpose', 't_fa']);

/** The word after the gap in the sentence shown. */
export function wordAfterGap(sentence: string): string | undefined {
  const after = sentence.split(GAP)[1];
  return after?.trim().split(/\s+/u)[0] || undefined;
}

/**
 * Whether `value` is the engine's form `f` (then `rest`) as written before `next`, or as at a pause:
 * the join's vowel (شَرِبَتِ before الْعَصِيرَ) or none (شَرِبَتْ) is one answer (review s24).
 */
const spelt = (f: string, next: string | undefined, value: string, rest = ''): boolean =>
  [beforeNext(f, next), f.normalize('NFC')].some((w) => [w, insideSentence(w)].some((x) => `${x}${rest}` === value.normalize('NFC')));

/**
 * Whether `value` fills the gap: a form of the required tense in a person the subject allows,
 * written before the next word as the meeting of two vowelless letters requires. Templates with a
 * hidden subject allow every person, since any may be meant.
 */
export function fillsGap(q: Question, v: VerbData, value: string): boolean {
  const tense = requiredTense(q);
  const slot = q.source.slot;
  if (!tense || !slot || slot.split('.')[0] !== tense || !q.context) return false;
  const persons = HIDDEN_SUBJECT_TEMPLATES.has(q.context.template) ? null : rightPersons(q);
  if (persons && !persons.includes(slot.split('.')[2] as Person)) return false;
  const next = wordAfterGap(q.context.sentence.ar);
  const allowed =
    persons ??
    (Object.keys(v.slots)
      .filter((k) => k.startsWith(`${tense}.active.`))
      .map((k) => k.split('.')[2]) as Person[]);
  return allowed.some((p) => formsOf(v.slots[`${tense}.active.${p}` as SlotKey]).some((f) => spelt(f, next, value)));
}

/**
 * An adjective in the gap (a predicate, an attribute, ليس's predicate): the noun it describes is
 * found in the bank from the form the sentence shows; the adjective agrees with it in gender and
 * number (a non-human plural as a feminine singular), is definite as an attribute of a definite noun
 * and indefinite as a predicate, and takes the case of its place (an attribute its noun's, ليس's
 * predicate the accusative, a predicate the nominative).
 */
function fillsAdjective(q: Question, v: VerbData, value: string): boolean {
  const c = q.context!;
  const a = adjectiveOf(v.entry);
  const base = a ? adjectiveBase(v.entry, a) : null;
  const found = nounOfForm(c.subject.noun);
  if (!a || !base || !found) return false;
  if (c.role === 'khabar_laysa' && q.context?.particle !== 'ليس') return false;
  const definite = c.role === 'na3t';
  const cs: Case = c.role === 'na3t' ? found.c : c.role === 'khabar_laysa' ? 'acc' : 'nom';
  const ag = adjectiveAgreement(found.n, found.number);
  return adjectiveForm(base, ag.gender, ag.number, definite, cs) === value.normalize('NFC');
}

/** A past verb agreeing with its subject (agreement): the persons the subject's place and kind allow. */
function agreesAsVerb(q: Question, v: VerbData, value: string): boolean {
  const c = q.context!;
  const found = nounOfForm(c.subject.noun);
  const slot = q.source.slot;
  if (!found || found.c !== 'nom' || !slot || !slot.startsWith('past.active.') || c.subject.position === null) return false;
  const ag = !found.n.human
    ? thingAgreement(found.n, found.number, c.subject.position)
    : c.subject.position === 'after_verb'
      ? verbBeforeNoun(found.n, found.number)
      : verbAfterSubject(nounPerson(found.n, found.number), { n: found.n, number: found.number });
  const next = wordAfterGap(c.sentence.ar);
  return [ag.person, ...ag.alsoRight].some((p) => formsOf(v.slots[`past.active.${p}` as SlotKey]).some((f) => spelt(f, next, value)));
}

/** The passive of the sentence shown: the verb's passive in the tense the template names, then what stands in the subject's place. */
function isPassive(q: Question, v: VerbData, value: string): boolean {
  const c = q.context!;
  const tense = c.template.endsWith('_past') ? 'past' : c.template.endsWith('_present') ? 'present_indicative' : null;
  const phrase = c.subject.noun;
  if (!tense || !phrase) return false;
  let persons: Person[];
  if (c.template.includes('impersonal')) {
    if (!c.sentence.ar.includes(phrase)) return false;
    persons = ['3ms'];
  } else {
    const found = nounOfForm(phrase);
    // the raised noun is the shown sentence's object, now nominative
    if (!found || found.c !== 'nom' || found.number !== 'sg' || !c.sentence.ar.includes(nounForm(found.n, 'sg', 'acc')!)) return false;
    const ag = passivePersons(found.n);
    persons = [ag.person, ...ag.alsoRight];
  }
  const first = phrase.split(' ')[0];
  return persons.some((p) => formsOf(v.slots[`${tense}.passive.${p}` as SlotKey]).some((f) => spelt(f, first, value, ` ${phrase}`)));
}

/** Whether `value` is right for a question in context, whatever its type. */
export function rightInContext(q: Question, v: VerbData, value: string): boolean {
  const role = q.context?.role;
  if (!q.context) return false;
  if (role === 'khabar' || role === 'na3t' || role === 'khabar_laysa') return fillsAdjective(q, v, value);
  if (q.type === 'make_passive') return isPassive(q, v, value);
  if (q.type === 'agreement') return agreesAsVerb(q, v, value);
  return fillsGap(q, v, value);
}
