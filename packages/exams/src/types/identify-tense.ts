/**
 * identify_tense: the tense or mood of a vocalized form of a named verb. Asked only when every
 * slot of the verb that has this form is of one tense (يَكْتُبْنَ is indicative, subjunctive and
 * jussive at once: never asked).
 */
import { type SlotKey } from '@tasreef/morphology';
import { EXAM_TENSES } from '@tasreef/contracts/exams';
import type { Choice, QuestionTypeModule } from '../draft.ts';
import { formsOf } from '../verb-data.ts';
import { existingSlots, estimateSlots, slotParts, slotsSharing } from '../slots.ts';
import { slotExplanation } from '../explain.ts';
import { iso, tenseName } from '../names.ts';

const choice = (t: string): Choice => ({ value: t, label: tenseName(t) });

/** Tenses a learner confuses with `t`, nearest first. */
const CONFUSED: Record<string, string[]> = {
  past: ['present_indicative', 'imperative', 'present_jussive', 'present_subjunctive'],
  present_indicative: ['present_subjunctive', 'present_jussive', 'past', 'present_energetic_heavy'],
  present_subjunctive: ['present_indicative', 'present_jussive', 'past', 'imperative'],
  present_jussive: ['imperative', 'present_subjunctive', 'present_indicative', 'past'],
  present_energetic_heavy: ['present_energetic_light', 'present_indicative', 'imperative_energetic_heavy', 'present_jussive'],
  present_energetic_light: ['present_energetic_heavy', 'present_jussive', 'imperative_energetic_light', 'present_indicative'],
  imperative: ['present_jussive', 'past', 'imperative_energetic_light', 'present_subjunctive'],
  imperative_energetic_heavy: ['imperative_energetic_light', 'present_energetic_heavy', 'imperative', 'present_jussive'],
  imperative_energetic_light: ['imperative_energetic_heavy', 'imperative', 'present_energetic_light', 'present_jussive'],
};

export const identifyTenseType: QuestionTypeModule = {
  type: 'identify_tense',
  kinds: ['verbs', 'others'],
  targets: (v, ctx) => existingSlots(v, ctx.tenses),
  estimate: (e, tenses) => estimateSlots(e, tenses),
  build(v, target) {
    const slot = target as SlotKey;
    const f = formsOf(v.slots[slot])[0];
    if (!f) return null;
    const [tense, voice, person] = slotParts(slot);
    const tenses = new Set(slotsSharing(v, f).map((s) => slotParts(s)[0]));
    if (tenses.size !== 1) return null;
    const wrong = [...(CONFUSED[tense] ?? []), ...EXAM_TENSES].filter((t, i, all) => t !== tense && all.indexOf(t) === i && !tenses.has(t as never));
    const distractors = wrong.map((t) => ({ ...choice(t), note: tenseName(t) }));
    const claimSlot = (t: string) => `${t}.${voice}.${person}`;
    return {
      type: 'identify_tense',
      verb: v,
      slot,
      noun: null,
      askKey: `identify_tense|${v.entry.id}|${f}`,
      prompt_form: f,
      ask: { ar: `ما زمن الصيغة «${f}» من الفعل ${v.citation}، وما حالتها إن كانت مضارعًا؟`, en: `What is the tense or mood of ${iso(f)}, a form of ${iso(v.citation)}?` },
      key: choice(tense),
      distractors,
      claim: (c) => ({ form: f, slot: claimSlot(c.value) }),
      statement: (c) => ({ ar: `الصيغة «${f}» من الفعل ${v.citation} في ${c.label.ar}.`, en: `${iso(f)} (of ${iso(v.citation)}) is in the ${c.label.en.toLowerCase()}.` }),
      explanation: () => slotExplanation(v, slot, f, { focus: 'tense', tempting: distractors[0] }),
      factors: { tense, voice },
      bloom: { multiple_choice: 2, true_false: 2, typed: 2 },
      tags: [tense, voice],
    };
  },
};
