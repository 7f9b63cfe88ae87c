/**
 * negation: a sentence and the same sentence negated with a named particle, the verb a gap: كَتَبَ
 * → لَمْ يَكْتُبْ (jussive, the time stays past), سَيَكْتُبُ → لَنْ يَكْتُبَ (subjunctive), يَكْتُبُ → لَا يَكْتُبُ,
 * كَتَبَ → مَا كَتَبَ; a nominal sentence with لَيْسَ, its predicate in the accusative (الطَّالِبُ مُجْتَهِدٌ → لَيْسَ
 * الطَّالِبُ مُجْتَهِدًا). Only verbs and adjectives of the sentence bank are asked.
 */
import type { Tense } from '@tasreef/morphology';
import type { Bilingual, QuestionContext } from '@tasreef/contracts/exams';
import type { QuestionTypeModule } from '../draft.ts';
import { frameOf } from '../context/bank.ts';
import { buildSentence, gapDraft, GAP, joinParts, written } from '../context/sentence.ts';
import { parseSpec } from '../context/subjects.ts';
import { choicesOf, SUBJECTS } from '../context/targets.ts';
import { specKey } from '../context/subjects.ts';
import { contextOf, gapKey, nextWord, tenseAndPersonCandidates, wrongChoices } from '../context/gap.ts';
import { moodSign, waslNote } from '../context/explain.ts';
import { agreementNote } from './mood-in-context.ts';
import { formsOf } from '../verb-data.ts';
import { beforeNext } from '../context/wasl.ts';
import { adjectiveBase, adjectiveOf } from '../context/adjectives.ts';
import { DESCRIBED_SPECS, adjContext, adjectiveKey, adjectiveWhy, buildAdjSentence } from '../context/adjective-gap.ts';
import type { Draft } from '../draft.ts';
import type { VerbData } from '../verb-data.ts';

interface Negator {
  id: 'lam' | 'lan' | 'la' | 'ma';
  ar: string;
  /** The affirmative's tense, and the English of both sentences. */
  from: 'past' | 'future' | 'present';
  tense: Tense;
  case: QuestionContext['case'];
  /** Tenses shown as wrong, and tenses never shown (a form right under another reading: لا تَكْتُبْ forbids). */
  wrong: Tense[];
  never: Tense[];
  rule: Bilingual;
  english: { affirmative: 'past' | 'future' | 'present'; negated: 'not_past' | 'not_future' | 'not_present' };
}

/** The negators (data): what each keeps or changes, and the rule an explanation names. */
export const NEGATORS: readonly Negator[] = [
  {
    id: 'lam',
    ar: 'لم',
    from: 'past',
    tense: 'present_jussive',
    case: 'jussive',
    wrong: ['past', 'present_indicative', 'present_subjunctive'],
    never: [],
    rule: {
      ar: 'يُنفى الماضي بـ«لَمْ» والمضارعِ المجزوم: تجزم «لم» المضارع وتقلب زمنه إلى الماضي.',
      en: 'The past is negated with lam and the jussive present: lam turns its time to the past.',
    },
    english: { affirmative: 'past', negated: 'not_past' },
  },
  {
    id: 'lan',
    ar: 'لن',
    from: 'future',
    tense: 'present_subjunctive',
    case: 'subjunctive',
    wrong: ['present_indicative', 'present_jussive'],
    never: [],
    rule: { ar: 'يُنفى المستقبل بـ«لَنْ» والمضارعِ المنصوب، وتُحذف السين.', en: 'The future is negated with lan and the subjunctive present, without sa-.' },
    english: { affirmative: 'future', negated: 'not_future' },
  },
  {
    id: 'la',
    ar: 'لا',
    from: 'present',
    tense: 'present_indicative',
    case: 'indicative',
    wrong: ['present_subjunctive'],
    // لا with the jussive forbids (لا الناهية), with the past it prays: another sentence, not this one negated
    never: ['present_jussive', 'past'],
    rule: { ar: 'يُنفى المضارع بـ«لا» النافية، وهي لا تعمل فيه: يبقى مرفوعًا.', en: 'The present is negated with lā, which does not change its mood: it stays indicative.' },
    english: { affirmative: 'present', negated: 'not_present' },
  },
  {
    id: 'ma',
    ar: 'ما',
    from: 'past',
    tense: 'past',
    case: null,
    wrong: ['present_jussive', 'present_subjunctive'],
    // ما يَكْتُبُ negates the present: right Arabic, but not this past sentence negated
    never: ['present_indicative'],
    rule: { ar: 'يُنفى الماضي بـ«ما» النافية، وهي لا تغيّر الفعل.', en: 'The past is negated with mā, which leaves the verb as it is.' },
    english: { affirmative: 'past', negated: 'not_past' },
  },
];

const TEMPLATES = ['vso', 'svo'] as const;
const TARGETS = NEGATORS.flatMap((n) => TEMPLATES.flatMap((t) => SUBJECTS[t].map((s) => `${n.id}|${t}|${specKey(s)}`)));
const FUTURE = 'سَ';
/** ليس negates a nominal sentence: its predicate, an adjective of the bank, goes into the accusative. */
const LAYSA_TARGETS = DESCRIBED_SPECS.map((s) => `laysa|laysa|${s}`);
const targetsOf = (e: VerbData['entry']): string[] => [...(frameOf(e) ? TARGETS : []), ...(adjectiveOf(e) ? LAYSA_TARGETS : [])];

function laysaDraft(v: VerbData, target: string, spec: string, named?: string): Draft | null {
  const a = adjectiveOf(v.entry);
  const base = a ? adjectiveBase(v.entry, a) : null;
  if (!a || !base) return null;
  const s = buildAdjSentence(a, base, 'laysa', spec, `${v.entry.id}|negation|${target}`, { noun: named });
  if (!s || !s.affirmative) return null;
  const k = adjectiveKey(base, s);
  if (!k || k.distractors.length < 3) return null;
  const context = adjContext(s, 'ليس');
  const sentenceAr = context.sentence.ar;
  const aff = s.affirmative;
  const ask = (lead: Bilingual): Bilingual => ({
    ar: `${lead.ar} انفِ الجملة «${aff.ar}» بـ«ليس»: ${sentenceAr}`,
    en: `${lead.en} Negate “${aff.ar}” (${aff.en}) with laysa: ${sentenceAr}`,
  });
  return {
    type: 'negation',
    verb: v,
    slot: null,
    noun: a.noun,
    // one ليس item of an adjective per exam
    askKey: `negation|${v.entry.id}|laysa`,
    prompt_form: null,
    ask: ask({ ar: 'ما الكلمة التي تملأ الفراغ؟', en: 'Which word fills the gap?' }),
    write: ask({ ar: 'اكتب الكلمة التي تملأ الفراغ مشكولةً بحركة إعرابها.', en: 'Write the word that fills the gap, fully vocalized with its case ending.' }),
    ...gapDraft(sentenceAr, k.key, [k.key], k.distractors, { noun: a.noun }),
    explanation: () => {
      const w = adjectiveWhy(s, k.key);
      return {
        ar: `تُنفى الجملة الاسمية بـ«ليس»، وهي تطابق اسمها كما يطابق الفعل فاعله («${s.verb}»). ${w.ar}`,
        en: `A nominal sentence is negated with laysa, which agrees with its subject as a verb does (${s.verb}). ${w.en}`,
      };
    },
    factors: { tense: null, voice: null },
    tags: ['neg_laysa', 't_laysa', s.noun.human ? 'person' : 'thing'],
    context,
  };
}

export const negationType: QuestionTypeModule = {
  type: 'negation',
  kinds: ['verbs'],
  targets: (v) => targetsOf(v.entry),
  estimate: (e) => targetsOf(e).length,
  build(v, target) {
    const frame = frameOf(v.entry);
    const [nid, template, specText] = target.split('|') as [Negator['id'] | 'laysa', (typeof TEMPLATES)[number], string];
    if (nid === 'laysa') return laysaDraft(v, target, specText ?? '', target.split('|')[3]);
    const neg = NEGATORS.find((n) => n.id === nid);
    const spec = parseSpec(specText ?? '');
    if (!frame || !neg || !spec) return null;
    const c = choicesOf(`${v.entry.id}|negation|${target}`);
    const adverb = c.pick(2) === 0;
    // the same choices twice: the affirmative and the negated sentence share their nouns
    const s = buildSentence(frame, nid, template, spec, choicesOf(`${v.entry.id}|negation|${target}`), { tense: neg.english.negated, adverb });
    const a = buildSentence(frame, 'none', template, spec, choicesOf(`${v.entry.id}|negation|${target}`), { tense: neg.english.affirmative, adverb });
    if (!s || !a) return null;
    // the affirmative: the particle's place empty, the verb in its tense (سَـ before the future)
    const affTense: Tense = neg.from === 'past' ? 'past' : 'present_indicative';
    const affForm = formsOf(v.slots[`${affTense}.active.${a.agreement.person}`])[0];
    if (!affForm) return null;
    const affWords = a.words.map((w, i) => (i === a.gapAt ? (neg.from === 'future' ? FUTURE + affForm : affForm) : w));
    const affirmative = written(affWords);
    // the affirmative shown names the dual's gender (هُمَا نَسِيَتَا): the other dual is no longer right,
    // though هُمَا alone allows both (review s26); it is not offered as wrong either
    const shownGender = s.subject.noun === null && s.agreement.alsoRight.length > 0;
    const keyed = shownGender ? { ...s, agreement: { ...s.agreement, alsoRight: [], disputed: [...s.agreement.disputed, ...s.agreement.alsoRight] } } : s;
    const key = gapKey(v, neg.tense, keyed, neg.never);
    if (!key) return null;
    const next = nextWord(s);
    const candidates = tenseAndPersonCandidates(v, key, s, neg.wrong, s.subject.position === 'after_verb' ? [s.subject.person] : []);
    // the future kept under لن (لَنْ سَيَكْتُبَ), a learner's error
    const futureKept =
      neg.id === 'lan'
        ? formsOf(v.slots[`present_subjunctive.active.${s.agreement.person}`]).map((f) => ({
            form: beforeNext(FUTURE + f, next),
            note: { ar: 'الفعل مع سين الاستقبال', en: 'the verb with the future sa-' },
          }))
        : [];
    const distractors = wrongChoices(key, [...candidates.slice(0, 1), ...futureKept, ...candidates.slice(1)]);
    if (distractors.length < 3) return null;
    const context = contextOf(s, neg.ar, neg.case, s.en);
    const k = key.own[0]!;
    const sentenceAr = context.sentence.ar;
    const indicative = formsOf(v.slots[`present_indicative.active.${s.agreement.person}`])[0] ?? '';
    const also = key.accepted.filter((f) => !key.own.includes(f));
    const why = () => {
      const sign = neg.case === 'indicative' || neg.case === 'subjunctive' || neg.case === 'jussive' ? moodSign(neg.case, s.agreement.person, indicative, key.forms) : null;
      const parts = [neg.rule, sign, waslNote(key.forms[0]!, k), agreementNote(keyed, also)].filter((p): p is Bilingual => p !== null);
      return joinParts(parts);
    };
    const ask = (lead: Bilingual): Bilingual => ({
      ar: `${lead.ar} انفِ الجملة «${affirmative}» بـ«${neg.ar}»: ${sentenceAr}`,
      en: `${lead.en} Negate “${affirmative}” (${a.en}) with ${neg.ar}: ${sentenceAr}`,
    });
    return {
      type: 'negation',
      verb: v,
      slot: key.slot,
      noun: null,
      askKey: `negation|${v.entry.id}|${nid}|${key.slot}`,
      prompt_form: null,
      ask: ask({ ar: 'ما الصيغة التي تملأ الفراغ؟', en: 'Which form fills the gap?' }),
      write: ask({ ar: 'اكتب الصيغة التي تملأ الفراغ مشكولةً كما تُكتب في الجملة.', en: 'Write the form that fills the gap, fully vocalized as written in the sentence.' }),
      ...gapDraft(sentenceAr, k, key.typed, distractors, { slot: key.slot }),
      explanation: why,
      factors: { tense: neg.tense, voice: 'active' },
      tags: [`neg_${nid}`, `t_${template}`, ...(next?.startsWith('ا') ? ['wasl'] : [])],
      context,
      slotForm: key.forms[0]!,
    };
  },
};

export { GAP };
