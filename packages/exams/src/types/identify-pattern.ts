/**
 * identify_pattern: the pattern (one of the 22: form I with its vowels counts once here) of a verb
 * form shown alone. Asked only when every reading of the form in the lexicon has this pattern.
 * Wrong patterns are the ones learners confuse with it (VII and VIII, II and V, IV and X…).
 * Targets: `slot:<slot>` of the active past and present.
 */
import { type SlotKey } from '@tasreef/morphology';
import { EXAM_PATTERN_IDS } from '@tasreef/contracts/exams';
import type { Choice, QuestionTypeModule } from '../draft.ts';
import { formsOf } from '../verb-data.ts';
import { imperativeAsked, mulhaqOf, personAsked } from '../exam-entries.ts';
import { slotParts } from '../slots.ts';
import { iso, patternName, patternPhrase, slotOfVerb } from '../names.ts';
import { patternSign } from '../pattern-signs.ts';

const CONFUSED: Record<string, string[]> = {
  I: ['II', 'IV', 'III', 'VIII'],
  II: ['V', 'I', 'IV', 'III'],
  III: ['VI', 'I', 'II', 'IV'],
  IV: ['I', 'X', 'II', 'VII'],
  V: ['II', 'VI', 'QII', 'X'],
  VI: ['III', 'V', 'VIII', 'QII'],
  VII: ['VIII', 'I', 'X', 'QIII'],
  VIII: ['VII', 'X', 'I', 'IX'],
  IX: ['XI', 'VIII', 'QIV', 'II'],
  X: ['VIII', 'IV', 'VII', 'XII'],
  XI: ['IX', 'XII', 'QIV', 'VIII'],
  XII: ['XIII', 'X', 'XI', 'VIII'],
  XIII: ['XII', 'II', 'XI', 'V'],
  QI: ['II', 'QII', 'I', 'III'],
  QII: ['QI', 'V', 'VI', 'QIII'],
  QIII: ['QIV', 'VII', 'QII', 'X'],
  QIV: ['QIII', 'IX', 'XI', 'QII'],
};
const TARGET_SLOTS = ['past.active.3ms', 'present_indicative.active.3ms', 'past.active.3fs', 'present_indicative.active.3mp', 'imperative.active.2ms'] as const;

const choiceOf =
  (vowel: string | null) =>
  (p: string): Choice => ({ value: p, label: patternName(p, vowel), note: patternName(p, vowel) });

export const identifyPatternType: QuestionTypeModule = {
  type: 'identify_pattern',
  kinds: ['verbs'],
  // a mulhaq verb (سَيْطَرَ فَيْعَلَ, conjugated like فَعْلَلَ) is not asked as a quadriliteral (review s24)
  targets: (v) =>
    mulhaqOf(v.entry)
      ? []
      : TARGET_SLOTS.filter((s) => formsOf(v.slots[s]).length > 0 && (!s.startsWith('imperative') || imperativeAsked(v.entry)) && personAsked(v.entry, slotParts(s)[2])),
  estimate: (e) => (mulhaqOf(e) ? 0 : TARGET_SLOTS.length),
  build(v, target, ctx) {
    const slot = target as SlotKey;
    const form = formsOf(v.slots[slot])[0];
    if (!form) return null;
    const patterns = new Set(ctx.readings.of(form).map((r) => r.pattern));
    if (patterns.size !== 1 || !patterns.has(v.entry.pattern)) return null;
    const p = v.entry.pattern;
    // form I is named with the verb's own vowel (ثلاثي مجرد: فَعَلَ); as a wrong choice, «ثلاثي مجرد» alone
    const choice = choiceOf(p === 'I' ? v.entry.past_vowel : null);
    const distractors = [...(CONFUSED[p] ?? []), ...EXAM_PATTERN_IDS].filter((x, i, all) => x !== p && all.indexOf(x) === i).map(choice);
    const name = slotOfVerb(slot, v.citation);
    return {
      type: 'identify_pattern',
      verb: v,
      slot,
      noun: null,
      askKey: `identify_pattern|${v.entry.id}`,
      prompt_form: form,
      ask: { ar: `على أيّ وزن الفعل الذي منه «${form}»؟`, en: `On which pattern is the verb that ${iso(form)} comes from?` },
      key: choice(p),
      distractors,
      claim: (c) => ({ form, pattern: c.value }),
      statement: (c) => {
        const ph = patternPhrase(c.value, p === 'I' ? v.entry.past_vowel : null);
        return { ar: `الفعل الذي منه «${form}» ${ph.ar}.`, en: `The verb that ${iso(form)} comes from is ${ph.en}.` };
      },
      explanation: () => {
        const ph = patternPhrase(p, v.entry.past_vowel);
        // the sign that shows the pattern, so the explanation teaches how to see it (pattern-signs.ts)
        const sign = patternSign(p, v.entry.lemma, v.entry.past_vowel);
        return {
          ar: `«${form}» هي صيغة ${name.ar}، والفعل ${ph.ar}${sign ? `: ${sign.ar}` : ''}.`,
          en: `${iso(form)} is the ${name.en}; the verb is ${ph.en}${sign ? `: ${sign.en}` : ''}.`,
        };
      },
      factors: { tense: slot.split('.')[0]!, voice: 'active' },
      bloom: { multiple_choice: 2, true_false: 2, typed: 2 },
      tags: [p],
    };
  },
};
