/**
 * voice, two ways: is this form active or passive (asked only when the verb's slots with this
 * form are of one voice), or which form is the passive of this active form (transitive verbs).
 * Targets: `identify:<slot>` and `passive:<slot>` (the active slot whose passive is asked).
 */
import { IMPERATIVE_TENSES, type SlotKey } from '@tasreef/morphology';
import type { Choice, QuestionTypeModule } from '../draft.ts';
import { formsOf } from '../verb-data.ts';
import { passiveAsked, passiveInUse } from '../exam-entries.ts';
import { existingSlots, estimateSlots, slotParts, slotsSharing } from '../slots.ts';
import { slotExplanation } from '../explain.ts';
import { iso, slotOfVerb, voiceName } from '../names.ts';
import { wrongForms } from './conjugate.ts';

const voiceChoice = (v: string): Choice => ({ value: v, label: voiceName(v), note: voiceName(v) });

export const voiceType: QuestionTypeModule = {
  type: 'voice',
  kinds: ['verbs'],
  targets(v, ctx) {
    const tenses = ctx.tenses.filter((t) => !IMPERATIVE_TENSES.has(t));
    const withPassive = existingSlots(v, tenses, 'active').filter(
      (s) => passiveAsked(v.entry, slotParts(s)[2]) && formsOf(v.slots[s.replace('.active.', '.passive.') as SlotKey]).length > 0,
    );
    // "active or passive?" only of a verb with a passive in use: of زَالَ يَزَالُ or ذَهَبَ it tests nothing
    const identify = passiveInUse(v.entry) ? existingSlots(v, tenses) : [];
    return [...identify.map((s) => `identify:${s}`), ...withPassive.map((s) => `passive:${s}`)];
  },
  estimate: (e, tenses) => {
    const t = tenses.filter((x) => !IMPERATIVE_TENSES.has(x));
    return passiveInUse(e) ? estimateSlots(e, t) + estimateSlots(e, t, 'passive') : 0;
  },
  build(v, target) {
    const [mode, slotText] = target.split(':') as ['identify' | 'passive', SlotKey];
    const [tense, voice, person] = slotParts(slotText);
    if (mode === 'identify') {
      const f = formsOf(v.slots[slotText])[0];
      if (!f) return null;
      const voices = new Set(slotsSharing(v, f).map((s) => slotParts(s)[1]));
      if (voices.size !== 1) return null;
      const other = voice === 'active' ? 'passive' : 'active';
      return {
        type: 'voice',
        verb: v,
        slot: slotText,
        noun: null,
        askKey: `voice|${v.entry.id}|${f}`,
        prompt_form: f,
        ask: { ar: `هل الصيغة «${f}» من الفعل ${v.citation} مبنية للمعلوم أم للمجهول؟`, en: `Is ${iso(f)}, a form of ${iso(v.citation)}, active or passive?` },
        key: voiceChoice(voice),
        distractors: [voiceChoice(other)],
        claim: (c) => ({ form: f, slot: `${tense}.${c.value}.${person}` }),
        statement: (c) => ({
          ar: `الصيغة «${f}» من الفعل ${v.citation} ${c.value === 'passive' ? 'مبنيّةٌ للمجهول' : 'مبنيّةٌ للمعلوم'}.`,
          en: `${iso(f)} (of ${iso(v.citation)}) is ${c.label.en.toLowerCase()}.`,
        }),
        explanation: () => slotExplanation(v, slotText, f, { focus: 'voice' }),
        factors: { tense, voice },
        bloom: { multiple_choice: 2, true_false: 2, typed: 2 },
        tags: [tense, voice, 'which_voice'],
      };
    }
    const active = formsOf(v.slots[slotText])[0];
    const passiveSlot = `${tense}.passive.${person}` as SlotKey;
    const right = formsOf(v.slots[passiveSlot]);
    if (!active || right.length === 0 || right.includes(active)) return null;
    const distractors = wrongForms(v, passiveSlot, new Set(right));
    if (distractors.length < 3) return null;
    const name = slotOfVerb(passiveSlot, v.citation);
    return {
      type: 'voice',
      verb: v,
      slot: passiveSlot,
      noun: null,
      askKey: `voice|${v.entry.id}|passive|${passiveSlot}`,
      prompt_form: active,
      ask: { ar: `ما صيغة المبني للمجهول من «${active}» (الفعل ${v.citation})؟`, en: `What is the passive of ${iso(active)} (${iso(v.citation)})?` },
      write: { ar: `اكتب صيغة المبني للمجهول من «${active}» (الفعل ${v.citation}) مشكولةً.`, en: `Write the passive of ${iso(active)} (${iso(v.citation)}), fully vocalized.` },
      key: { value: right[0]!, label: { ar: right[0]!, en: right[0]! } },
      accepted: right,
      distractors,
      claim: (c) => ({ form: c.value, slot: passiveSlot }),
      statement: (c) => ({ ar: `«${c.value}» هي صيغة ${name.ar}.`, en: `${iso(c.value)} is the ${name.en}.` }),
      explanation: () => slotExplanation(v, passiveSlot, right[0]!, { focus: 'voice', tempting: distractors[0], temptingIsForm: true }),
      factors: { tense, voice: 'passive' },
      bloom: { multiple_choice: 3, true_false: 2, typed: 3 },
      tags: [tense, 'passive', 'make_passive'],
    };
  },
};
