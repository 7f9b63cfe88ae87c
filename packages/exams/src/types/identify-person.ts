/**
 * identify_person: the person, number and gender (the pronoun) of a vocalized form of a named
 * verb. A form several persons share (تَكْتُبُ: أنتَ and هي) is never asked.
 */
import { type SlotKey } from '@tasreef/morphology';
import type { Choice, QuestionTypeModule } from '../draft.ts';
import { formsOf } from '../verb-data.ts';
import { existingSlots, estimateSlots, neighbourPersons, slotParts, slotsSharing } from '../slots.ts';
import { slotExplanation } from '../explain.ts';
import { iso, personName } from '../names.ts';

const choice = (p: string): Choice => ({ value: p, label: personName(p) });

export const identifyPersonType: QuestionTypeModule = {
  type: 'identify_person',
  kinds: ['verbs', 'others'],
  targets: (v, ctx) => existingSlots(v, ctx.tenses),
  estimate: (e, tenses) => estimateSlots(e, tenses),
  build(v, target) {
    const slot = target as SlotKey;
    const f = formsOf(v.slots[slot])[0];
    if (!f) return null;
    const [tense, voice, person] = slotParts(slot);
    const persons = new Set(slotsSharing(v, f).map((s) => slotParts(s)[2]));
    if (persons.size !== 1) return null;
    const distractors = neighbourPersons(person)
      .filter((p) => !persons.has(p))
      .map((p) => ({ ...choice(p), note: personName(p) }));
    return {
      type: 'identify_person',
      verb: v,
      slot,
      noun: null,
      askKey: `identify_person|${v.entry.id}|${f}`,
      prompt_form: f,
      ask: { ar: `ما الضمير الذي تُسنَد إليه الصيغة «${f}» من الفعل ${v.citation}؟`, en: `Which person (pronoun) is ${iso(f)}, a form of ${iso(v.citation)}?` },
      key: choice(person),
      distractors,
      claim: (c) => ({ form: f, slot: `${tense}.${voice}.${c.value}` }),
      statement: (c) => ({ ar: `الصيغة «${f}» من الفعل ${v.citation} مسندة إلى الضمير ${c.label.ar}.`, en: `${iso(f)} (of ${iso(v.citation)}) is the form for ${c.label.en}.` }),
      explanation: () => slotExplanation(v, slot, f, { focus: 'person', tempting: distractors[0] }),
      factors: { tense, voice },
      bloom: { multiple_choice: 2, true_false: 2, typed: 2 },
      tags: [tense, voice, person],
    };
  },
};
