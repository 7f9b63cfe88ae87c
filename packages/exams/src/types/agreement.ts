/**
 * agreement: a gap for the word that agrees. A verb in the past before its subject (singular, in
 * the subject's gender: كَتَبَ الطُّلَّابُ، كَتَبَتِ الطَّالِبَاتُ) or after it (full agreement: الطُّلَّابُ
 * كَتَبُوا), people and things (سَقَطَتِ الكُتُبُ / الكُتُبُ سَقَطَتْ: a non-human plural as a feminine
 * singular); an adjective as a predicate (الكُتُبُ مُفِيدَةٌ) or an attribute (قَرَأْتُ الكُتُبَ الْمُفِيدَةَ) in
 * gender, number, definiteness and case. Where grammar allows two answers both are accepted, and a
 * disputed one is never shown as wrong.
 */
import type { Person } from '@tasreef/morphology';
import type { Bilingual } from '@tasreef/contracts/exams';
import type { Draft, QuestionTypeModule } from '../draft.ts';
import type { VerbData } from '../verb-data.ts';
import { frameOf, nounForm, type NounNumber } from '../context/bank.ts';
import { buildSentence, gapDraft, GAP, joinParts, type Sentence } from '../context/sentence.ts';
import { NOUN_SPECS, parseSpec, specKey, nounPerson } from '../context/subjects.ts';
import { choicesOf } from '../context/targets.ts';
import { contextOf, gapKey, nextWord, tenseAndPersonCandidates, wrongChoices } from '../context/gap.ts';
import { waslNote } from '../context/explain.ts';
import { agreementNote } from './mood-in-context.ts';
import { THING_VERBS, type ThingVerb } from '../context/verbs.ts';
import { BANK_NOUNS, type BankNoun } from '../context/nouns.ts';
import { thingAgreement } from '../context/agree.ts';
import { sentence as englishSentence } from '../context/english.ts';
import { adjectiveBase, adjectiveOf } from '../context/adjectives.ts';
import { DESCRIBED_SPECS, adjContext, adjectiveKey, adjectiveWhy, buildAdjSentence } from '../context/adjective-gap.ts';
import { iso } from '../names.ts';

const key = (root: string, pattern: string, pv: string | null, rv: string | null) => `${root}|${pattern}|${pattern === 'I' ? `${pv}${rv}` : ''}`;
const thingVerbs = new Map(THING_VERBS.map((v) => [key(v.root, v.pattern, v.past_vowel, v.present_vowel), v]));
export const thingVerbOf = (e: VerbData['entry']): ThingVerb | undefined => thingVerbs.get(key(e.root, e.pattern, e.past_vowel, e.present_vowel));

const THING_SPECS = (['m', 'f'] as const).flatMap((g) => (['sg', 'du', 'pl'] as const).map((n) => `x:${g}:${n}`));
const PEOPLE_TARGETS = (['vso', 'svo'] as const).flatMap((t) => NOUN_SPECS.map((s) => `${t}|${specKey(s)}`));
const THING_TARGETS = (['vso', 'svo'] as const).flatMap((t) => THING_SPECS.map((s) => `${t}|${s}`));
const ADJ_TARGETS = (['khabar', 'naat'] as const).flatMap((t) => DESCRIBED_SPECS.map((s) => `${t}|${s}`));

function targetsOf(e: VerbData['entry']): string[] {
  return [...(frameOf(e) ? PEOPLE_TARGETS : []), ...(thingVerbOf(e) ? THING_TARGETS : []), ...(adjectiveOf(e) ? ADJ_TARGETS : [])];
}

/** A sentence with a thing as the subject of the asked verb (سَقَطَتِ الكُتُبُ، الكُتُبُ سَقَطَتْ). */
function thingSentence(v: ThingVerb, template: 'vso' | 'svo', spec: string, seed: string, named?: string): Sentence | null {
  const [, g, num] = spec.split(':') as [string, 'm' | 'f', NounNumber];
  const nouns = BANK_NOUNS.filter((n) => !n.human && n.gender === g && (v.subject.includes(n.kind) || v.subject.includes(n.id)) && nounForm(n, num, 'nom') !== null);
  const n: BankNoun | undefined = named !== undefined ? nouns.find((x) => x.id === named) : nouns[choicesOf(seed).pick(nouns.length)];
  if (!n) return null;
  const nom = nounForm(n, num, 'nom')!;
  const position = template === 'vso' ? 'after_verb' : 'before_verb';
  const words = template === 'vso' ? [GAP, nom, '.'] : [nom, GAP, '.'];
  const subjEn = num === 'sg' ? `the ${n.en.sg}` : num === 'du' ? `the two ${n.en.pl}` : `the ${n.en.pl}`;
  return {
    template,
    words,
    gapAt: template === 'vso' ? 0 : 1,
    en: englishSentence(subjEn, v.en.past),
    agreement: thingAgreement(n, num, position),
    subject: { person: nounPerson(n, num), noun: nom, position },
    complement: null,
  };
}

/**
 * What the verb of the gap agrees with, as a stem names it: the subject (الفاعل) when the noun follows
 * the verb; when it comes first the noun is the mubtadaʾ and the verb's subject a pronoun, so the stem
 * names the noun before it (review s24).
 */
const AGREES_WITH: Record<'after_verb' | 'before_verb', Bilingual> = {
  after_verb: { ar: 'الفاعل', en: 'its subject' },
  before_verb: { ar: 'الاسم قبلها', en: 'the noun before it' },
};

/** Persons a learner puts in the gap: full agreement with a noun after the verb, the singular before it, the other gender. */
function confused(s: Sentence, thing: boolean): Person[] {
  const own = s.subject.person as Person;
  if (s.subject.position === 'after_verb') return [own, own.includes('f') ? '3ms' : '3fs', ...(thing ? [own.replace('3f', '3m') as Person] : [])];
  const single: Person = own.includes('f') ? '3fs' : '3ms';
  return [
    single,
    own.includes('f') ? (own.replace('3f', '3m') as Person) : (own.replace('3m', '3f') as Person),
    ...(thing ? ['3fp' as Person, '3mp' as Person, '3ms' as Person] : []),
  ];
}

function thingNote(s: Sentence, also: readonly string[]): Bilingual {
  const noun = s.subject.noun!;
  if (s.subject.position === 'after_verb') {
    const both = also.length > 0 ? { ar: ` ويجوز التذكير: «${also.join('» و«')}».`, en: ` The masculine is right too: ${also.join(', ')}.` } : { ar: '', en: '' };
    return {
      ar: `الفعل يُفرد مع الفاعل الظاهر بعده («${noun}»)، ويؤنث مع المؤنث المجازي وجمع التكسير لغير العاقل.${both.ar}`,
      en: `A verb before its noun subject (${noun}) is singular; with a thing feminine in form or a broken plural of things it is feminine.${both.en}`,
    };
  }
  return s.subject.person.endsWith('p')
    ? {
        ar: `الفاعل ضمير يعود على «${noun}»، وجمع غير العاقل يعامل معاملة المفردة المؤنثة: الفعل مفرد مؤنث.`,
        en: `The subject is a pronoun referring to ${noun}; a plural of things is treated as a feminine singular, so the verb is feminine singular.`,
      }
    : {
        ar: `الفعل يطابق «${noun}» قبله في العدد والجنس، وفاعله ضمير يعود عليه.`,
        en: `The verb agrees in number and gender with ${noun} before it: its subject is a pronoun referring to it.`,
      };
}

function verbDraft(v: VerbData, target: string, s: Sentence, thing: boolean): Draft | null {
  const key = gapKey(v, 'past', s);
  if (!key) return null;
  const candidates = tenseAndPersonCandidates(v, key, s, [], confused(s, thing));
  const distractors = wrongChoices(key, candidates);
  if (distractors.length < 3) return null;
  const context = { ...contextOf(s, null, null, s.en), template: `t_ag_${s.template}`, role: 'fa3il' };
  const sentenceAr = context.sentence.ar;
  const also = key.accepted.filter((f) => !key.own.includes(f));
  const k = key.own[0]!;
  const nonHumanPlural = thing && s.subject.person.endsWith('p');
  const agreesWith = AGREES_WITH[s.subject.position === 'before_verb' ? 'before_verb' : 'after_verb'];
  const why = () => {
    const rule: Bilingual =
      s.subject.position === 'after_verb'
        ? { ar: 'الفاعل مرفوع، والفعل يُفرد مع الفاعل الظاهر.', en: 'The subject is nominative; a verb before its noun subject is singular.' }
        : {
            ar: 'الاسم المتقدم مبتدأ مرفوع، والجملة الفعلية بعده خبره.',
            en: 'The noun before the verb is the topic (mubtadaʾ), nominative; the verbal sentence after it is its predicate.',
          };
    const parts = [rule, thing ? thingNote(s, also) : agreementNote(s, also), waslNote(key.forms[0]!, k)].filter((p): p is Bilingual => p !== null);
    return joinParts(parts);
  };
  return {
    type: 'agreement',
    verb: v,
    slot: key.slot,
    noun: null,
    // one item of a verb's form per exam: another subject asking the same form asks it again
    askKey: `agreement|${v.entry.id}|${key.slot}`,
    prompt_form: null,
    ask: {
      ar: `اختر صيغة الفعل ${v.citation} التي تطابق ${agreesWith.ar}: ${sentenceAr}`,
      en: `Which form of ${iso(v.citation)} agrees with ${agreesWith.en}? ${sentenceAr} (${s.en})`,
    },
    write: {
      ar: `اكتب صيغة الماضي من ${v.citation} التي تطابق ${agreesWith.ar}، مشكولةً كما تُكتب في الجملة: ${sentenceAr}`,
      en: `Write the past form of ${iso(v.citation)} that agrees with ${agreesWith.en}, fully vocalized as written in the sentence: ${sentenceAr} (${s.en})`,
    },
    ...gapDraft(sentenceAr, k, key.typed, distractors, { slot: key.slot }),
    explanation: why,
    factors: { tense: 'past', voice: 'active', ...(nonHumanPlural ? { floor: 3 as const } : {}) },
    tags: [`ag_${s.template}`, thing ? (nonHumanPlural ? 'non_human_plural' : 'thing') : 'person', ...(nextWord(s)?.startsWith('ا') ? ['wasl'] : [])],
    context,
    slotForm: key.forms[0]!,
  };
}

function adjectiveDraft(v: VerbData, target: string, template: 'khabar' | 'naat', spec: string, named: { noun?: string; verb?: string }): Draft | null {
  const a = adjectiveOf(v.entry);
  if (!a) return null;
  const base = adjectiveBase(v.entry, a);
  if (!base) return null;
  const s = buildAdjSentence(a, base, template, spec, `${v.entry.id}|agreement|${target}`, named);
  if (!s) return null;
  const k = adjectiveKey(base, s);
  if (!k || k.distractors.length < 3) return null;
  const context = adjContext(s, null);
  const sentenceAr = context.sentence.ar;
  const nonHumanPlural = !s.noun.human && s.number === 'pl';
  const what = template === 'khabar' ? { ar: 'الخبر', en: 'the predicate' } : { ar: 'النعت', en: 'the attribute' };
  return {
    type: 'agreement',
    verb: v,
    slot: null,
    noun: a.noun,
    askKey: `agreement|${v.entry.id}|${a.noun}`,
    prompt_form: null,
    ask: { ar: `اختر صيغة «${base}» التي تملأ الفراغ (${what.ar}): ${sentenceAr}`, en: `Which form of ${iso(base)} fills the gap (${what.en})? ${sentenceAr} (${s.en})` },
    write: {
      ar: `اكتب صيغة «${base}» التي تملأ الفراغ (${what.ar})، مشكولةً بحركة إعرابها: ${sentenceAr}`,
      en: `Write the form of ${iso(base)} that fills the gap (${what.en}), fully vocalized with its case ending: ${sentenceAr} (${s.en})`,
    },
    ...gapDraft(sentenceAr, k.key, [k.key], k.distractors, { noun: a.noun }),
    explanation: () => adjectiveWhy(s, k.key),
    factors: { tense: null, voice: null, ...(nonHumanPlural ? { floor: 3 as const } : {}) },
    tags: [`ag_${template}`, nonHumanPlural ? 'non_human_plural' : s.noun.human ? 'person' : 'thing'],
    context,
  };
}

export const agreementType: QuestionTypeModule = {
  type: 'agreement',
  kinds: ['verbs'],
  targets: (v) => targetsOf(v.entry),
  estimate: (e) => targetsOf(e).length,
  // a target may name its nouns after the spec (`vso|n:m:pl|student_m|lesson`, `naat|x:m:pl|book|قرء`): a test's sentence from a grammar book
  build(v, target) {
    const [template, spec, first, second] = target.split('|') as [string, string, string | undefined, string | undefined];
    if (template === 'khabar' || template === 'naat') return adjectiveDraft(v, target, template, spec, { noun: first, verb: second });
    if (template !== 'vso' && template !== 'svo') return null;
    if (spec.startsWith('x:')) {
      const tv = thingVerbOf(v.entry);
      const s = tv ? thingSentence(tv, template, spec, `${v.entry.id}|agreement|${target}`, first) : null;
      return s ? verbDraft(v, target, s, true) : null;
    }
    const frame = frameOf(v.entry);
    const subject = parseSpec(spec);
    if (!frame || !subject || subject.kind !== 'noun') return null;
    const c = choicesOf(`${v.entry.id}|agreement|${target}`);
    const s = buildSentence(
      frame,
      'none',
      template,
      subject,
      { pick: c.pick, subject: first, complement: second },
      { tense: 'past', adverb: first === undefined && c.pick(2) === 0 },
    );
    return s ? verbDraft(v, target, s, false) : null;
  },
};
