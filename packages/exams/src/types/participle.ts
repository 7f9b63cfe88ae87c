/**
 * active_participle and passive_participle: the participle of a verb. Wrong choices: the other
 * participle (مُكْرِمٌ / مُكْرَمٌ), the masdar, the sound template on a weak root (قَاوِلٌ for قَائِلٌ),
 * the same participle of the root's other patterns. The passive participle is asked of transitive
 * verbs only (certainly transitive: exam-entries.ts), the active participle not of stative verbs (asked-nouns.ts).
 */
import type { DerivedNounKey } from '@tasreef/morphology';
import type { QuestionTypeModule } from '../draft.ts';
import { iso, nounName } from '../names.ts';
import { nounForms, wrongNouns } from '../noun-forms.ts';
import { nounExplanation } from '../explain.ts';
import { nounAsked } from '../asked-nouns.ts';
import type { LexiconEntry } from '@tasreef/lexicon';
import { certainlyTransitive } from '../exam-entries.ts';

function participleType(key: 'active_participle' | 'passive_participle'): QuestionTypeModule {
  const other: DerivedNounKey = key === 'active_participle' ? 'passive_participle' : 'active_participle';
  const n = nounName(key);
  const usable = (e: LexiconEntry) => nounAsked(e, key);
  return {
    type: key,
    kinds: ['derivatives'],
    targets: (v) => (usable(v.entry) ? [key] : []),
    estimate: (e) => (usable(e) ? 1 : 0),
    build(v, _target, ctx) {
      if (!usable(v.entry)) return null;
      const right = nounForms(v, key);
      if (right.length === 0) return null;
      const f = right[0]!;
      const distractors = wrongNouns(v, key, new Set(right), ctx, [other, 'masdar', 'adjective']);
      if (distractors.length < 3) return null;
      // an intransitive verb has no passive participle of its own (مُنْتَظَمٌ only with «فيه»): the
      // explanation does not name one as the contrast (review s21), though it may stay a wrong choice
      const otherForms = new Set(nounForms(v, other));
      const tempting = key === 'active_participle' && !certainlyTransitive(v.entry) ? distractors.find((d) => !otherForms.has(d.value)) : distractors[0];
      return {
        type: key,
        verb: v,
        slot: null,
        noun: key,
        askKey: `${key}|${v.entry.id}`,
        prompt_form: null,
        ask: { ar: `ما ${n.ar} من الفعل ${v.citation}؟`, en: `What is the ${n.en.toLowerCase()} of ${iso(v.citation)}?` },
        write: { ar: `اكتب ${n.ar} من الفعل ${v.citation} مشكولًا.`, en: `Write the ${n.en.toLowerCase()} of ${iso(v.citation)}, fully vocalized.` },
        key: { value: f, label: { ar: f, en: f } },
        accepted: right,
        distractors,
        claim: (c) => ({ form: c.value, noun: key }),
        statement: (c) => ({ ar: `«${c.value}» ${n.ar} من الفعل ${v.citation}.`, en: `${iso(c.value)} is the ${n.en.toLowerCase()} of ${iso(v.citation)}.` }),
        explanation: () => nounExplanation(v, key, f, undefined, tempting),
        factors: { tense: null, voice: key === 'passive_participle' ? 'passive' : 'active' },
        bloom: { multiple_choice: 3, true_false: 2, typed: 3 },
        tags: [key],
      };
    },
  };
}

export const activeParticipleType = participleType('active_participle');
export const passiveParticipleType = participleType('passive_participle');
