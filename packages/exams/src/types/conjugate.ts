/**
 * conjugate: the form of a verb for a tense or mood, a voice and a person. Wrong choices: the same
 * tense for a neighbouring person, the same person in another mood or tense, the other voice, and
 * the learner's errors (sound template on a weak root, misplaced hamza, the other bab's vowel).
 */
import { type SlotKey } from '@tasreef/morphology';
import type { Choice, Context, QuestionTypeModule } from '../draft.ts';
import { formsOf, type VerbData } from '../verb-data.ts';
import { existingSlots, estimateSlots, neighbourPersons, slotParts } from '../slots.ts';
import { slotExplanation } from '../explain.ts';
import { iso, slotOfVerb, tenseName, voiceName, personName } from '../names.ts';
import { LEARNER_ERROR_NOTE, misplacedHamzas, soundTemplateForm } from '../learner-errors.ts';
import { isWellFormed } from '../well-formed.ts';
import { imperativeAsked, personAsked } from '../exam-entries.ts';

const form = (value: string, note?: Choice['note']): Choice => ({ value, label: { ar: value, en: value }, ...(note ? { note } : {}) });

/**
 * A sound-template form no learner writes: a weak letter with a vowel right after a vowelless
 * letter or after a short vowel (تَكْوُنُ، يَقْوُلُ، يَرْمِيُ، يَدْعُوُ), or a vowelless wāw after kasra or yāʾ after
 * damma, which Arabic never writes (يَكْتَسِوْنَ: review s20). The learner's own errors keep the
 * weak letter long (لَمْ يَرْمِيْ) or misplace a hamza; these are straw men (review s19, item 33).
 */
export const strawMan = (f: string): boolean => /[\u0652\u064E\u064F\u0650][\u0648\u064A][\u064E\u064F\u0650]|\u0650\u0648\u0652|\u064F\u064A\u0652/u.test(f.normalize('NFC'));

/** Wrong forms for `slot`, most plausible first; none is a form of the slot. */
export function wrongForms(v: VerbData, slot: SlotKey, right: ReadonlySet<string>): Choice[] {
  const [tense, voice, person] = slotParts(slot);
  const out: Choice[] = [];
  const seen = new Set<string>(right);
  const add = (f: string | null | undefined, note: Choice['note']) => {
    if (!f || seen.has(f) || !isWellFormed(f)) return;
    seen.add(f);
    out.push(form(f, note));
  };
  // a form the exam does not ask is not shown as a wrong choice either (اِعْنِ of عَنَى "mean", تَمَمْتُ of تَمَّ)
  const other = (s: string) =>
    (s.startsWith('imperative') && !imperativeAsked(v.entry)) || !personAsked(v.entry, slotParts(s)[2]) ? undefined : formsOf(v.slots[s as SlotKey])[0];
  const learner: Choice[] = [];
  const sound = soundTemplateForm(v.entry, { slot });
  if (sound && !seen.has(sound) && isWellFormed(sound) && !strawMan(sound)) learner.push(form(sound, LEARNER_ERROR_NOTE.sound));
  const key = [...right][0]!;
  for (const h of misplacedHamzas(key)) if (!seen.has(h) && isWellFormed(h)) learner.push(form(h, LEARNER_ERROR_NOTE.hamza));
  // one learner error first, then the grammar's own neighbours, then the rest
  if (learner[0]) add(learner[0].value, learner[0].note);
  const moods = ['present_indicative', 'present_subjunctive', 'present_jussive', 'past', 'imperative', 'present_energetic_heavy', 'present_energetic_light'].filter(
    (t) => t !== tense,
  );
  const neighbours = neighbourPersons(person);
  // a form both subjunctive and jussive (تَقُودِي، يَكْتُبُوا) is named as both (review s24)
  const moodNote = (t: string): Choice['note'] => {
    const twin = t === 'present_subjunctive' ? 'present_jussive' : t === 'present_jussive' ? 'present_subjunctive' : null;
    const f = other(`${t}.${voice}.${person}`);
    const both = twin !== null && twin !== tense && f !== undefined && formsOf(v.slots[`${twin}.${voice}.${person}` as SlotKey]).includes(f);
    if (!both) return { ar: `صيغة ${tenseName(t).ar}`, en: `the ${tenseName(t).en.toLowerCase()}` };
    const [s, j] = [tenseName('present_subjunctive'), tenseName('present_jussive')];
    return { ar: `صيغة ${s.ar} و${j.ar.replace(/^المضارع /u, '')}`, en: `the ${s.en.toLowerCase()} and ${j.en.toLowerCase().replace(/^present /u, '')}` };
  };
  add(other(`${moods[0]}.${voice}.${person}`), moodNote(moods[0]!));
  for (const p of neighbours.slice(0, 3)) add(other(`${tense}.${voice}.${p}`), { ar: `صيغة الضمير ${personName(p).ar}`, en: `the form for ${personName(p).en}` });
  const otherVoice = voice === 'active' ? 'passive' : 'active';
  add(other(`${tense}.${otherVoice}.${person}`), { ar: `صيغة ${voiceName(otherVoice).ar}`, en: `the ${voiceName(otherVoice).en.toLowerCase()}` });
  for (const t of moods.slice(1)) add(other(`${t}.${voice}.${person}`), moodNote(t));
  for (const l of learner.slice(1)) add(l.value, l.note);
  for (const p of neighbours.slice(3)) add(other(`${tense}.${voice}.${p}`), { ar: `صيغة الضمير ${personName(p).ar}`, en: `the form for ${personName(p).en}` });
  return out;
}

export const conjugateType: QuestionTypeModule = {
  type: 'conjugate',
  kinds: ['verbs', 'others'],
  targets: (v, ctx) => existingSlots(v, ctx.tenses),
  estimate: (e, tenses) => estimateSlots(e, tenses),
  build(v, target, _ctx: Context) {
    const slot = target as SlotKey;
    const right = formsOf(v.slots[slot]);
    if (right.length === 0) return null;
    const key = right[0]!;
    const distractors = wrongForms(v, slot, new Set(right));
    if (distractors.length < 3) return null;
    const name = slotOfVerb(slot, v.citation);
    const [tense, voice] = slotParts(slot);
    return {
      type: 'conjugate',
      verb: v,
      slot,
      noun: null,
      askKey: `conjugate|${v.entry.id}|${slot}`,
      prompt_form: null,
      ask: { ar: `ما صيغة ${name.ar}؟`, en: `Which is the ${name.en}?` },
      write: { ar: `اكتب صيغة ${name.ar} مشكولةً.`, en: `Write the ${name.en}, fully vocalized.` },
      key: form(key),
      accepted: right,
      distractors,
      claim: (c) => ({ form: c.value, slot }),
      statement: (c) => ({ ar: `«${c.value}» هي صيغة ${name.ar}.`, en: `${iso(c.value)} is the ${name.en}.` }),
      explanation: () => slotExplanation(v, slot, key, { tempting: distractors[0] }),
      factors: { tense, voice },
      bloom: { multiple_choice: 3, true_false: 2, typed: 3 },
      tags: [tense, voice],
    };
  },
};
