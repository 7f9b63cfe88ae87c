/**
 * A sentence with the asked verb as a gap, as a draft: the key is the verb in the slot the sentence
 * requires, written as the next word makes it; every form also right (a doubled jussive's three,
 * a broken plural's other gender) is accepted; the wrong choices are other moods, other persons,
 * each checked not to be right or disputed, nor the key without the vowel the next word brings
 * (that is the same answer at a pause: accepted when typed).
 */
import type { Person, SlotKey, Tense } from '@tasreef/morphology';
import type { Bilingual, QuestionContext } from '@tasreef/contracts/exams';
import type { Choice } from '../draft.ts';
import { formsOf, type VerbData } from '../verb-data.ts';
import { isWellFormed } from '../well-formed.ts';
import { strawMan } from '../types/conjugate.ts';
import { neighbourPersons } from '../slots.ts';
import { personName, tenseName } from '../names.ts';
import { beforeNext, withoutJoinVowels } from './wasl.ts';
import { choice, GAP, written, type Sentence } from './sentence.ts';

export { choice } from './sentence.ts';

/** The forms of a slot as written in the gap, before the word after it. */
export const gapForms = (v: VerbData, slot: string, next: string | undefined): string[] => [...new Set(formsOf(v.slots[slot as SlotKey]).map((f) => beforeNext(f, next)))];

export const nextWord = (s: Sentence): string | undefined => s.words[s.gapAt + 1];

export interface GapKey {
  slot: SlotKey;
  /** The engine's forms of the slot alone. */
  forms: string[];
  /** The slot's forms as written in the sentence, preferred first. */
  own: string[];
  /** `own`, then every form also right (another person grammar allows here). */
  accepted: string[];
  /** Forms neither right nor wrong enough to be shown as wrong (a disputed agreement, another reading). */
  excluded: Set<string>;
  /** `accepted`, then each of them spelled without the join's vowel (شَرِبَتِ → شَرِبَتْ): a typed answer may be either. */
  typed: string[];
  /** The word after the gap. */
  next: string | undefined;
}

/** The engine's forms of the slots that the join to the next word changes (شَرِبَتْ before الْعَصِيرَ): the pausal spellings of the gap's forms. */
const pausalForms = (v: VerbData, slots: readonly string[], next: string | undefined): string[] =>
  slots.flatMap((slot) => formsOf(v.slots[slot as SlotKey]).filter((f) => beforeNext(f, next) !== f.normalize('NFC')));

export function gapKey(v: VerbData, tense: Tense, s: Sentence, excludeTenses: readonly Tense[] = []): GapKey | null {
  const slot = `${tense}.active.${s.agreement.person}` as SlotKey;
  const forms = formsOf(v.slots[slot]);
  if (forms.length === 0) return null;
  const next = nextWord(s);
  const own = gapForms(v, slot, next);
  const accepted = [...new Set([...own, ...s.agreement.alsoRight.flatMap((p) => gapForms(v, `${tense}.active.${p}`, next))])];
  const excluded = new Set<string>(s.agreement.disputed.flatMap((p) => gapForms(v, `${tense}.active.${p}`, next)));
  for (const t of excludeTenses) for (const p of [s.agreement.person, ...s.agreement.alsoRight]) for (const f of gapForms(v, `${t}.active.${p}`, next)) excluded.add(f);
  const typed = [...new Set([...accepted, ...pausalForms(v, [slot, ...s.agreement.alsoRight.map((p) => `${tense}.active.${p}`)], next)])];
  return { slot, forms, own, accepted, excluded, typed, next };
}

/**
 * Wrong forms from the candidates given, most plausible first; none right, excluded, ill formed or a
 * straw man, and none differing from a right or excluded form only by the join's vowel (يَجِدِ / يَجِدْ
 * before الْمُهَنْدِسَانِ: one answer in two spellings, review s24).
 */
export function wrongChoices(key: GapKey, candidates: readonly { form: string | undefined; note: Bilingual }[]): Choice[] {
  const bare = (f: string) => withoutJoinVowels(f, key.next);
  const seen = new Set<string>([...key.accepted, ...key.excluded].map(bare));
  const out: Choice[] = [];
  for (const c of candidates) {
    // the straw-man test reads one verb form: the future's sa- before it is not part of it (سَيَكْتُبَ)
    if (!c.form || seen.has(bare(c.form)) || !isWellFormed(c.form) || strawMan(c.form.replace(/^\u0633\u064E/u, ''))) continue;
    seen.add(bare(c.form));
    out.push(choice(c.form, c.note));
  }
  return out;
}

/** Candidates: the same person in other tenses, then the persons a learner confuses, in the key's tense. */
export function tenseAndPersonCandidates(
  v: VerbData,
  key: GapKey,
  s: Sentence,
  tenses: readonly Tense[],
  confused: readonly Person[],
): { form: string | undefined; note: Bilingual }[] {
  const next = nextWord(s);
  const tense = key.slot.split('.')[0]!;
  const out: { form: string | undefined; note: Bilingual }[] = [];
  for (const t of tenses) {
    const name = tenseName(t);
    for (const f of gapForms(v, `${t}.active.${s.agreement.person}`, next)) out.push({ form: f, note: { ar: `صيغة ${name.ar}`, en: `the ${name.en.toLowerCase()}` } });
  }
  const persons = [...confused, ...neighbourPersons(s.agreement.person).slice(0, 4)];
  for (const p of persons) {
    const name = personName(p);
    for (const f of gapForms(v, `${tense}.active.${p}`, next)) out.push({ form: f, note: { ar: `صيغة الضمير ${name.ar}`, en: `the form for ${name.en}` } });
  }
  return out;
}

export function contextOf(s: Sentence, particle: string | null, mood: QuestionContext['case'], en: string): QuestionContext {
  return {
    sentence: { ar: written(s.words), en },
    template: `t_${s.template}`,
    particle,
    subject: s.subject,
    role: null,
    case: mood,
  };
}

export { GAP };
