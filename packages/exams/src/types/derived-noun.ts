/**
 * derived_noun, two ways: the noun of place and time, of instrument, or the elative of a verb
 * (`make:<key>`); or which kind of derived noun a given word is (`kind:<key>`), asked only when
 * no other noun of the verb has that form (مَكْتَبٌ is both place and mimi masdar: never asked).
 * The noun of place and the mīmī masdar are asked only in use (asked-nouns.ts `nounInUse`), and
 * never of a doubled form-I verb, where they are one form (`placeMimiOneForm`).
 */
import { DERIVED_NOUN_KEYS, type DerivedNounKey } from '@tasreef/morphology';
import type { Choice, QuestionTypeModule } from '../draft.ts';
import { iso, nounName } from '../names.ts';
import { nounForms, wrongNouns } from '../noun-forms.ts';
import { nounExplanation } from '../explain.ts';
import { nounAsked, nounInUse, placeMimiOneForm } from '../asked-nouns.ts';

const MADE = ['noun_of_place_time', 'noun_of_instrument', 'elative'] as const;
const KINDS = ['active_participle', 'passive_participle', 'noun_of_place_time', 'noun_of_instrument', 'elative', 'masdar_mimi', 'intensive', 'adjective'] as const;

const kindChoice = (k: string): Choice => ({ value: k, label: nounName(k), note: nounName(k) });

export const derivedNounType: QuestionTypeModule = {
  type: 'derived_noun',
  kinds: ['derivatives'],
  targets: () => [...MADE.map((k) => `make:${k}`), ...KINDS.map((k) => `kind:${k}`)],
  estimate: () => MADE.length + KINDS.length,
  build(v, target, ctx) {
    const [mode, keyText] = target.split(':') as ['make' | 'kind', DerivedNounKey];
    if (!nounAsked(v.entry, keyText) || placeMimiOneForm(v.entry, keyText)) return null;
    const forms = nounForms(v, keyText);
    // the key is a form in use (a noun of place no one says is not asked: مَبْدًى)
    const f = forms.find((x) => nounInUse(v.entry, keyText, x, (w) => ctx.readings.nounGlosses?.(w) ?? []));
    if (f === undefined) return null;
    const right = [f, ...forms.filter((x) => x !== f)];
    const n = nounName(keyText);
    if (mode === 'make') {
      const distractors = wrongNouns(
        v,
        keyText,
        new Set(right),
        ctx,
        KINDS.filter((k) => k !== keyText),
      );
      if (distractors.length < 3) return null;
      return {
        type: 'derived_noun',
        verb: v,
        slot: null,
        noun: keyText,
        askKey: `derived_noun|${v.entry.id}|${keyText}`,
        prompt_form: null,
        ask: { ar: `ما ${n.ar} من الفعل ${v.citation}؟`, en: `What is the ${n.en.toLowerCase()} of ${iso(v.citation)}?` },
        write: { ar: `اكتب ${n.ar} من الفعل ${v.citation} مشكولًا.`, en: `Write the ${n.en.toLowerCase()} of ${iso(v.citation)}, fully vocalized.` },
        key: { value: f, label: { ar: f, en: f } },
        accepted: right,
        distractors,
        claim: (c) => ({ form: c.value, noun: keyText }),
        statement: (c) => ({ ar: `«${c.value}» ${n.ar} من الفعل ${v.citation}.`, en: `${iso(c.value)} is the ${n.en.toLowerCase()} of ${iso(v.citation)}.` }),
        explanation: () => nounExplanation(v, keyText, f, undefined, distractors[0]),
        factors: { tense: null, voice: null },
        bloom: { multiple_choice: 3, true_false: 2, typed: 3 },
        tags: [keyText],
      };
    }
    // which kind: every noun of the verb with this form must be this kind
    const kinds = DERIVED_NOUN_KEYS.filter((k) => {
      const d = v.nouns().nouns[k];
      return (Array.isArray(d) ? d : d ? [d] : []).includes(f);
    });
    if (kinds.length !== 1) return null;
    // the noun shown alone may also be another verb's noun: the stem names the verb
    const distractors = KINDS.filter((k) => k !== keyText).map(kindChoice);
    return {
      type: 'derived_noun',
      verb: v,
      slot: null,
      noun: keyText,
      askKey: `derived_noun|${v.entry.id}|kind|${f}`,
      prompt_form: f,
      ask: { ar: `ما نوع المشتق «${f}» من الفعل ${v.citation}؟`, en: `Which kind of derived noun is ${iso(f)}, from ${iso(v.citation)}?` },
      key: kindChoice(keyText),
      distractors,
      claim: (c) => ({ form: f, noun: c.value }),
      statement: (c) => ({ ar: `«${f}» (من الفعل ${v.citation}) ${c.label.ar}.`, en: `${iso(f)} (from ${iso(v.citation)}) is the ${c.label.en.toLowerCase()}.` }),
      explanation: () => nounExplanation(v, keyText, f),
      factors: { tense: null, voice: null },
      bloom: { multiple_choice: 2, true_false: 2, typed: 2 },
      tags: [keyText],
    };
  },
};
