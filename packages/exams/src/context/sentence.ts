/**
 * The sentence patterns (templates) with their slots: subject, the asked verb (a gap), the verb's
 * complement (object, or preposition and noun) and an adverbial. A template writes the Arabic
 * words, fully vocalized, and the English; the words around the gap are the engine's forms.
 */
import { conjugate, type Person } from '@tasreef/morphology';
import { formsOf } from '../verb-data.ts';
import { complements, nounForm, vocative, type NounNumber } from './bank.ts';
import { complement as complementEn, sentence as englishSentence, thirdPerson } from './english.ts';
import type { BankNoun } from './nouns.ts';
import type { TemplateId } from './particles.ts';
import { ENGLISH, SEPARATE, THIRD_SINGULAR, UPON } from './pronouns.ts';
import { nounPerson, peopleFor, verbAfterSubject, verbBeforeNoun, type Agreement, type SubjectSpec } from './subjects.ts';
import type { VerbFrame } from './verbs.ts';
import { joinWords } from './wasl.ts';
import type { Bilingual } from '@tasreef/contracts/exams';
import type { Choice } from '../draft.ts';
import { iso } from '../names.ts';

export const GAP = '____';

/** Verbs the templates hold fixed around the gap (جَاءَ كَيْ…، مَا أَتَى فَـ…، إِنْ … أَفْرَحْ), conjugated by the engine. */
const FIXED = {
  come: conjugate({ root: 'جيء', pattern: 'I', past_vowel: 'a', present_vowel: 'i', transitive: false }).slots,
  arrive: conjugate({ root: 'ءتي', pattern: 'I', past_vowel: 'a', present_vowel: 'i', transitive: true }).slots,
  glad: conjugate({ root: 'فرح', pattern: 'I', past_vowel: 'i', present_vowel: 'a', transitive: false }).slots,
};
const fixed = (v: keyof typeof FIXED, slot: string): string => formsOf(FIXED[v][slot as keyof (typeof FIXED)['come']])[0]!;

const PARTICLE_WORD: Readonly<Record<string, string>> = { lam: 'لَمْ', lamma: 'لَمَّا', lan: 'لَنْ', kay: 'كَيْ', li: 'لِ', hatta: 'حَتَّى', la: 'لَا', ma: 'مَا' };
/** Adverbs of time a template may add (none for stative verbs: one does not live in a house "yesterday"). */
export const ADVERBS = { yesterday: { ar: 'أَمْسِ', en: 'yesterday' }, tomorrow: { ar: 'غَدًا', en: 'tomorrow' } } as const;

export interface Sentence {
  template: TemplateId;
  /** The words, the gap among them, proclitics («لِ»، «فَ»، «بِ») as words of their own. */
  words: string[];
  gapAt: number;
  en: string;
  agreement: Agreement;
  subject: { person: Person; noun: string | null; position: 'before_verb' | 'after_verb' | null };
  complement: BankNoun | null;
}

/** The text as shown: proclitics joined to their word (a gap after one written «لِـ____»), each word before the next. */
export function written(words: readonly string[]): string {
  return joinWords(words).replace(/(^| )(لِ|فَ)(?=_)/gu, '$1$2\u0640');
}

interface Choices {
  /** A deterministic choice in [0, n). */
  pick(n: number): number;
  /** Nouns named instead of chosen (a test's sentence from a grammar book): the subject's and the complement's ids. */
  subject?: string;
  complement?: string;
}

function subjectNoun(spec: Extract<SubjectSpec, { kind: 'noun' }>, c: Choices): BankNoun | null {
  const people = peopleFor(spec.gender, spec.number);
  if (c.subject !== undefined) return people.find((n) => n.id === c.subject) ?? null;
  return people.length === 0 ? null : people[c.pick(people.length)]!;
}

const nounEn = (n: BankNoun, number: NounNumber) => (number === 'sg' ? `the ${n.en.sg}` : number === 'du' ? `the two ${n.en.pl}` : `the ${n.en.pl}`);
const lexeme = (id: string) => id.replace(/_[mf]$/, '');

/**
 * One sentence of `template` for `verb` with `spec` as its subject, or null when the bank has no
 * noun to fill a slot. `tense`: what the English says (the Arabic's mood is the gap's to fill).
 */
export function buildSentence(
  verb: VerbFrame,
  particleId: string,
  template: TemplateId,
  spec: SubjectSpec,
  c: Choices,
  english: { tense: 'present' | 'past' | 'future' | 'not_past' | 'not_yet' | 'not_future' | 'not_present' | 'must' | 'came_to' | 'fa' | 'nahy' | 'amr' | 'shart'; adverb: boolean },
): Sentence | null {
  const noun = spec.kind === 'noun' ? subjectNoun(spec, c) : null;
  if (spec.kind === 'noun' && !noun) return null;
  const number: NounNumber = spec.kind === 'noun' ? spec.number : 'sg';
  const subjectPerson: Person = spec.kind === 'noun' ? nounPerson(noun!, number) : spec.person;
  // the complement: a noun of a kind the frame takes, not the subject's own lexeme (ساعد الطالبُ الطالبَ)
  const options = complements(verb).filter((n) => !noun || lexeme(n.id) !== lexeme(noun.id));
  if (verb.object && options.length === 0) return null;
  const comp = !verb.object ? null : c.complement !== undefined ? (options.find((n) => n.id === c.complement) ?? null) : options[c.pick(options.length)]!;
  if (verb.object && !comp) return null;
  const compWords = comp ? (verb.prep ? [verb.prep.ar, nounForm(comp, 'sg', 'gen')!] : [nounForm(comp, 'sg', 'acc')!]) : [];
  const compEn = complementEn(verb, comp ? `the ${comp.en.sg}` : null);
  const adverb =
    english.adverb && !verb.stative && (english.tense === 'not_past' || english.tense === 'past')
      ? ADVERBS.yesterday
      : english.adverb && (english.tense === 'not_future' || english.tense === 'future')
        ? ADVERBS.tomorrow
        : null;
  const advWords = adverb ? [adverb.ar] : [];
  const subjEn = spec.kind === 'noun' ? nounEn(noun!, number) : ENGLISH[spec.person];
  const third = THIRD_SINGULAR.has(subjectPerson);
  const base = verb.en.base;
  const subjNom = noun ? nounForm(noun, number, 'nom')! : null;
  const after = (n: BankNoun) => ({ agreement: verbBeforeNoun(n, number), position: 'after_verb' as const });
  let words: string[];
  let gapAt: number;
  let agreement: Agreement;
  let position: Sentence['subject']['position'];
  const P = PARTICLE_WORD[particleId];
  switch (template) {
    case 'vso':
    case 'amr': {
      if (!noun) return null;
      ({ agreement, position } = after(noun));
      const lead = template === 'amr' ? ['لِ'] : P ? [P] : [];
      words = [...lead, GAP, subjNom!, ...compWords, ...advWords, '.'];
      gapAt = lead.length;
      break;
    }
    case 'svo': {
      agreement = verbAfterSubject(subjectPerson, noun ? { n: noun, number } : undefined);
      position = 'before_verb';
      const lead = [subjNom ?? SEPARATE[subjectPerson], ...(P ? [P] : [])];
      words = [...lead, GAP, ...compWords, ...advWords, '.'];
      gapAt = lead.length;
      break;
    }
    case 'must': {
      agreement = verbAfterSubject(subjectPerson, noun ? { n: noun, number } : undefined);
      position = noun ? 'before_verb' : null;
      const lead = noun ? ['عَلَى', nounForm(noun, number, 'gen')!, 'أَنْ'] : [UPON[subjectPerson], 'أَنْ'];
      words = [...lead, GAP, ...compWords, '.'];
      gapAt = lead.length;
      break;
    }
    case 'purpose':
    case 'fa': {
      // the asked verb's subject is hidden in it, and refers to the first verb's subject: full agreement;
      // the first verb shows a dual's gender (جَاءَتَا لِتَخْتَارَا, not *لِيَخْتَارَا: review s25)
      agreement = noun ? verbAfterSubject(subjectPerson, { n: noun, number }) : { ...verbAfterSubject(subjectPerson), alsoRight: [] };
      position = noun ? 'before_verb' : null;
      const first = noun ? verbBeforeNoun(noun, number).person : subjectPerson;
      // the fā' of cause after مَا and a past, not after لَمْ: after a jussive the next verb may also be
      // jussive by coordination (لَمْ يَأْتِ فَيَكْتُبْ), and that distractor would be right too
      const head = template === 'purpose' ? [fixed('come', `past.active.${first}`)] : ['مَا', fixed('arrive', `past.active.${first}`)];
      const lead = [...head, ...(subjNom ? [subjNom] : []), template === 'purpose' ? P! : 'فَ'];
      words = [...lead, GAP, ...compWords, '.'];
      gapAt = lead.length;
      break;
    }
    case 'nahy': {
      if (!noun) return null;
      const voc = vocative(noun, number);
      if (!voc) return null;
      const person = `2${number === 'sg' ? (noun.gender === 'm' ? 'ms' : 'fs') : number === 'du' ? 'd' : noun.gender === 'm' ? 'mp' : 'fp'}` as Person;
      agreement = verbAfterSubject(person);
      position = null;
      words = ['يَا', voc, '،', 'لَا', GAP, ...compWords, '.'];
      gapAt = 4;
      // the one addressed after the command, as English says it (Do not write the lesson, boy.: review s25)
      const who = number === 'sg' ? noun.en.sg : number === 'du' ? `you two ${noun.en.pl}` : noun.en.pl;
      return {
        template,
        words,
        gapAt,
        en: `${englishSentence('do not', base, compEn).replace(/\.$/, '')}, ${who}.`,
        agreement,
        subject: { person, noun: voc, position },
        complement: comp,
      };
    }
    case 'shart': {
      // the condition's subject named after it: its person is the sentence's, not the reader's guess
      if (!noun) return null;
      ({ agreement, position } = after(noun));
      words = ['إِنْ', GAP, subjNom!, ...compWords, fixed('glad', 'present_jussive.active.1s'), '.'];
      gapAt = 1;
      break;
    }
  }
  const present = third ? thirdPerson(base) : base;
  const pronoun = ENGLISH[subjectPerson];
  const en = {
    present: () => englishSentence(subjEn, present, compEn),
    past: () => englishSentence(subjEn, verb.en.past, compEn, adverb?.en ?? ''),
    future: () => englishSentence(subjEn, 'will', base, compEn, adverb?.en ?? ''),
    not_present: () => englishSentence(subjEn, third ? 'does not' : 'do not', base, compEn),
    not_past: () => englishSentence(subjEn, 'did not', base, compEn, adverb?.en ?? ''),
    not_yet: () => englishSentence(subjEn, third ? 'has not' : 'have not', verb.en.pp, compEn, 'yet'),
    not_future: () => englishSentence(subjEn, 'will not', base, compEn, adverb?.en ?? ''),
    must: () => englishSentence(subjEn, 'must', base, compEn),
    came_to: () => englishSentence(subjEn, 'came to', base, compEn),
    fa: () => englishSentence(subjEn, 'did not come, so', pronoun, 'did not', base, compEn),
    nahy: () => '',
    amr: () => englishSentence('let', subjEn, base, compEn),
    shart: () => englishSentence('if', subjEn, present, compEn + ',', 'I will be glad').replace(' ,', ','),
  }[english.tense]();
  return { template, words, gapAt, en, agreement, subject: { person: subjectPerson, noun: subjNom, position }, complement: comp };
}

export const choice = (value: string, note?: Bilingual): Choice => ({ value, label: { ar: value, en: value }, ...(note ? { note } : {}) });

/** The explanation's parts in their order, those that say nothing left out. */
export function joinParts(parts: readonly (Bilingual | null)[]): Bilingual {
  const said = parts.filter((p): p is Bilingual => p !== null);
  return { ar: said.map((p) => p.ar).join(' '), en: said.map((p) => p.en).join(' ') };
}

/**
 * What every gap in a sentence of the bank drafts alike (mood_in_context, negation, agreement): the
 * key and the forms accepted, the wrong choices, a true/false claim about a choice (the slot of a
 * verb's form, or the noun an adjective is) and its statement, and the Bloom levels of filling it.
 */
export function gapDraft(sentenceAr: string, key: string, accepted: string[], distractors: Choice[], about: { slot: string } | { noun: string }) {
  return {
    key: choice(key),
    accepted,
    distractors,
    claim: (x: Choice) => ({ form: x.value, ...about }),
    statement: (x: Choice): Bilingual => ({ ar: `«${x.value}» تملأ الفراغ: ${sentenceAr}`, en: `${iso(x.value)} fills the gap: ${sentenceAr}` }),
    bloom: { multiple_choice: 3 as const, true_false: 2 as const, typed: 3 as const },
  };
}
