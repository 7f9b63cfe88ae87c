/**
 * form_meaning: what a derived form adds to the verb of its root it comes from (معاني صيغ الزوائد),
 * shown in a sentence that uses it: «ما المعنى الذي أضافته صيغة اِسْتَغْفَرَ إلى غَفَرَ؟». The pairs and
 * their meanings are data (context/form-meaning-data.ts); the options are meaning names, one right,
 * and a name a teacher could also give the pair (the pair's `alsoFits`) is never among them.
 */
import type { Bilingual, QuestionContext } from '@tasreef/contracts/exams';
import type { Choice, Draft, QuestionTypeModule } from '../draft.ts';
import { FORM_MEANINGS, MEANING_NAMES, PAIR_OF_VERB, PATTERN_MEANINGS, PATTERN_WEIGHTS, type FormMeaning, type FormMeaningPair } from '../context/form-meaning-data.ts';

export const meaningChoice = (m: FormMeaning): Choice => ({ value: m, label: { ar: MEANING_NAMES[m].ar, en: MEANING_NAMES[m].en } });

/** Whether `value` rightly names what the pair's form adds: its meaning, or a name that could be argued for it too. */
export function rightMeaning(verbId: string, value: string): boolean {
  const p = PAIR_OF_VERB.get(verbId);
  return p !== undefined && (value === p.meaning || (p.alsoFits ?? []).includes(value as FormMeaning));
}

/** Wrong meanings, the most plausible first: the derived pattern's other meanings, then the rest; none that could be argued for the pair. */
export function wrongMeanings(p: FormMeaningPair): Choice[] {
  const own = PATTERN_MEANINGS[p.derived.pattern] ?? [];
  const order = [...own, ...FORM_MEANINGS.filter((m) => !own.includes(m))];
  return order.filter((m) => !rightMeaning(p.derived.id, m)).map(meaningChoice);
}

const lower = (label: string): string => `${label.charAt(0).toLowerCase()}${label.slice(1)}`;

/** Why: what the pattern adds (its meaning's rule), and what the derived verb means by it. */
export function formMeaningExplanation(p: FormMeaningPair): Bilingual {
  const m = MEANING_NAMES[p.meaning];
  const weight = PATTERN_WEIGHTS[p.derived.pattern]!;
  return {
    ar: `صيغة «${weight}» في «${p.derived.lemma}» تدلّ هنا على ${m.ar}، وهو ${m.rule.ar}. و«${p.derived.lemma}» من «${p.base.lemma}» معناه: ${p.gloss.ar}.`,
    en: `The pattern ${weight} (${p.derived.pattern}) here adds the meaning ${lower(m.en)}: ${m.rule.en}. ${p.derived.lemma}, from ${p.base.lemma}, means “${p.gloss.en}”. (${p.sentence.en})`,
  };
}

function formMeaningContext(p: FormMeaningPair): QuestionContext {
  return {
    sentence: { ar: p.sentence.ar, en: p.sentence.en },
    template: `t_form_meaning_${p.derived.pattern}`,
    particle: null,
    subject: { person: p.sentence.person, noun: p.sentence.subject, position: p.sentence.subject === null ? null : 'after_verb' },
    role: null,
    case: null,
  };
}

export function formMeaningDraft(p: FormMeaningPair, v: Draft['verb']): Draft {
  const d = p.derived.lemma;
  const b = p.base.lemma;
  return {
    type: 'form_meaning',
    verb: v,
    slot: null,
    noun: null,
    askKey: `form_meaning|${p.derived.id}`,
    prompt_form: d,
    ask: {
      ar: `ما المعنى الذي أضافته صيغة «${d}» إلى «${b}»؟ ${p.sentence.ar}`,
      en: `What does the form ${d} add to the meaning of ${b}? In the sentence ${p.sentence.ar} (${p.sentence.en})`,
    },
    key: meaningChoice(p.meaning),
    distractors: wrongMeanings(p),
    claim: (c) => ({ form: d, meaning: c.value }),
    statement: (c) => ({
      ar: `أضافت صيغة «${d}» إلى «${b}» معنى ${c.label.ar}: ${p.sentence.ar}`,
      en: `The form ${d} adds the meaning ${lower(c.label.en)} to ${b}, as in ${p.sentence.ar} (${p.sentence.en})`,
    }),
    explanation: () => formMeaningExplanation(p),
    factors: { tense: null, voice: null },
    bloom: { multiple_choice: 2, true_false: 2, typed: 2 },
    tags: [p.meaning, `base_${p.base.id}`],
    context: formMeaningContext(p),
  };
}

export const formMeaningType: QuestionTypeModule = {
  type: 'form_meaning',
  kinds: ['verbs'],
  verbIds: new Set(PAIR_OF_VERB.keys()),
  targets: (v) => (PAIR_OF_VERB.has(v.entry.id) ? ['meaning'] : []),
  estimate: (e) => (PAIR_OF_VERB.has(e.id) ? 1 : 0),
  build(v) {
    const p = PAIR_OF_VERB.get(v.entry.id);
    return p ? formMeaningDraft(p, v) : null;
  },
};
