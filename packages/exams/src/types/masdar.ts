/**
 * masdar: the verbal noun of a verb. Form I masdars are heard (سماعي), so form I is asked only
 * when the lexicon attests its masdar; every attested or regular masdar of the verb counts right,
 * and its mimi, instance and manner nouns are never offered as wrong.
 */
import type { QuestionTypeModule } from '../draft.ts';
import { iso } from '../names.ts';
import { nounForms, wrongNouns } from '../noun-forms.ts';
import { nounExplanation } from '../explain.ts';
import { NOUN_TEXT } from '../explain-texts.ts';
import { USUAL_MASDAR } from '../masdar-data.ts';
import { fillPlaceholders } from '@tasreef/contracts/placeholders';
import type { Bilingual } from '@tasreef/contracts/exams';
import type { VerbData } from '../verb-data.ts';

/**
 * The masdar's explanation, and the verb's other masdars named as accepted: the key is the usual one
 * where masdar-data.ts knows it (كِتَابَةٌ, with كَتْبٌ … less used), the sources' first otherwise.
 */
function withOthers(v: VerbData, key: string, others: readonly string[], why: Bilingual): Bilingual {
  if (others.length === 0) return why;
  const text = USUAL_MASDAR[v.entry.id] !== undefined ? NOUN_TEXT.usualMasdar : NOUN_TEXT.otherMasdars;
  const line = {
    ar: fillPlaceholders(text.ar, { forms: others.map((f) => `«${f}»`).join('، ') }),
    en: fillPlaceholders(text.en, { forms: others.map((f) => iso(f)).join(', ') }),
  };
  // after the sentence naming the key (its first), before the rest
  const split = (t: string) => {
    const at = t.indexOf('. ');
    return at < 0 ? [t, ''] : [t.slice(0, at + 1), t.slice(at + 2)];
  };
  const [arHead, arRest] = split(why.ar);
  const [enHead, enRest] = split(why.en);
  return { ar: [arHead, line.ar, arRest].filter(Boolean).join(' '), en: [enHead, line.en, enRest].filter(Boolean).join(' ') };
}
import { setAsideMasdars } from '../exam-entries.ts';

const OWN_MASDARS = ['masdar', 'masdar_mimi', 'masdar_instance', 'masdar_manner'] as const;

export const masdarType: QuestionTypeModule = {
  type: 'masdar',
  kinds: ['gerunds'],
  targets: (v) => (v.entry.pattern === 'I' && v.entry.masdars.length === 0 ? [] : ['masdar']),
  estimate: (e) => (e.pattern === 'I' && e.masdars.length === 0 ? 0 : 1),
  build(v, _target, ctx) {
    const right = nounForms(v, 'masdar');
    if (right.length === 0) return null;
    const key = right[0]!;
    // the lexicon's own masdars of the verb count too, whatever the engine derives (خِلَافٌ of خَالَفَ)
    const notWrong = new Set([...right, ...OWN_MASDARS.flatMap((k) => nounForms(v, k)), ...[...v.entry.masdars, ...setAsideMasdars(v.entry.id)].map((m) => m.normalize('NFC'))]);
    const distractors = wrongNouns(v, 'masdar', notWrong, ctx, ['active_participle', 'passive_participle', 'noun_of_place_time']);
    if (distractors.length < 3) return null;
    return {
      type: 'masdar',
      verb: v,
      slot: null,
      noun: 'masdar',
      askKey: `masdar|${v.entry.id}`,
      prompt_form: null,
      ask: { ar: `ما مصدر الفعل ${v.citation}؟`, en: `What is the verbal noun (masdar) of ${iso(v.citation)}?` },
      write: { ar: `اكتب مصدر الفعل ${v.citation} مشكولًا.`, en: `Write the verbal noun (masdar) of ${iso(v.citation)}, fully vocalized.` },
      key: { value: key, label: { ar: key, en: key } },
      accepted: right,
      distractors,
      claim: (c) => ({ form: c.value, noun: 'masdar' }),
      statement: (c) => ({ ar: `«${c.value}» مصدر الفعل ${v.citation}.`, en: `${iso(c.value)} is the masdar of ${iso(v.citation)}.` }),
      explanation: () => withOthers(v, key, right.slice(1), nounExplanation(v, 'masdar', key, undefined, distractors[0])),
      factors: { tense: null, voice: null },
      bloom: { multiple_choice: 2, true_false: 1, typed: 3 },
      tags: ['masdar'],
    };
  },
};
