/** Helpers of the question types about derived nouns (masdar, participles, place, instrument, elative). */
import type { DerivedNounKey } from '@tasreef/morphology';
import type { Bilingual } from '@tasreef/contracts/exams';
import type { Choice, Context } from './draft.ts';
import { formsOf, verbData, type VerbData } from './verb-data.ts';
import { iso, nounName, patternName } from './names.ts';
import { LEARNER_ERROR_NOTE, misplacedHamzas, soundTemplateForm } from './learner-errors.ts';
import { isWellFormed } from './well-formed.ts';
import { isMafulShape } from './exam-entries.ts';
import { nounAsked } from './asked-nouns.ts';

/** A noun without its case ending (tanwin or last short vowel), to compare with the lexicon's masdars. */
export function caseless(form: string): string {
  return form.replace(/[\u064B-\u0652]+$/u, '');
}

/** The verb's forms of a noun key (empty when the engine only guessed it, or it does not exist). */
export function nounForms(v: VerbData, key: DerivedNounKey | string): string[] {
  const d = v.nouns();
  if (d.guesses[key]) return [];
  const forms = formsOf(d.nouns[key as DerivedNounKey]).filter((f) => !f.includes(' '));
  // a listed form-I masdar on مَفْعُول is the passive participle to a learner: never asked as the masdar
  return key === 'masdar' && v.entry.pattern === 'I' ? forms.filter((f) => !isMafulShape(f)) : forms;
}

const form = (value: string, note?: Bilingual): Choice => ({ value, label: { ar: value, en: value }, ...(note ? { note } : {}) });

/**
 * Wrong forms for the noun `key` of `v`: the learner's error (sound template, misplaced hamza),
 * the verb's other nouns, the same noun of the root's other patterns; none is in `right`.
 */
export function wrongNouns(v: VerbData, key: DerivedNounKey, right: ReadonlySet<string>, ctx: Context, also: readonly DerivedNounKey[]): Choice[] {
  const out: Choice[] = [];
  const seen = new Set(right);
  // a form that differs from a right one only in its case ending is not wrong either
  const stems = new Set([...right].map(caseless));
  const add = (f: string | undefined, note: Bilingual) => {
    if (!f || seen.has(f) || stems.has(caseless(f)) || f.includes(' ') || !isWellFormed(f)) return;
    seen.add(f);
    out.push(form(f, note));
  };
  // form I masdars are heard: any pattern may be right for a verb, so no made-up masdar is offered
  if (!(key === 'masdar' && v.entry.pattern === 'I')) add(soundTemplateForm(v.entry, { noun: key }) ?? undefined, LEARNER_ERROR_NOTE.sound);
  const first = [...right][0];
  if (first) add(misplacedHamzas(first)[0], LEARNER_ERROR_NOTE.hamza);
  // only a noun in use is named as the other noun it is: not the bare مَفْعُول of an intransitive verb (*مَقُومٌ «اسم المفعول» of قَامَ: review s23, item 48)
  for (const k of also) if (nounAsked(v.entry, k)) add(nounForms(v, k)[0], { ar: nounName(k).ar, en: `the ${nounName(k).en.toLowerCase()}` });
  for (const other of ctx.byRoot.get(v.entry.root) ?? []) {
    if (other.id === v.entry.id || other.pattern === v.entry.pattern || other.passive_only) continue;
    const f = nounForms(verbData(other), key)[0];
    add(f, {
      ar: `${nounName(key).ar} من ${other.lemma} (${patternName(other.pattern, other.past_vowel).ar})`,
      en: `the ${nounName(key).en.toLowerCase()} of ${iso(other.lemma)} (${patternName(other.pattern, other.past_vowel).en})`,
    });
    if (out.length >= 6) break;
  }
  return out;
}
