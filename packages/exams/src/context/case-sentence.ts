/**
 * The sentences of case_role and case_ending: a whole sentence of the bank, fully vocalized, with
 * one word marked, its role (إعراب) and how its form is declined. A target names the template and
 * what varies: `fa3il|n:m:du` (the doer, a dual), `maf3ul|pl` (the object, a plural), `majrur|sg`,
 * `mudaf|n:f:pl` (the possessor), `mubtada|n:m:pl` (a noun before its verb), `na2ib|sg` (the
 * passive's raised object); with an adjective of the bank: `nominal.s|x:m:pl` (its subject) or
 * `.p` (its predicate), likewise after كَانَ and إِنَّ. Every form is the engine's.
 */
import { conjugate, letters, type Case, type Person, type SlotKey } from '@tasreef/morphology';
import type { Bilingual, QuestionContext } from '@tasreef/contracts/exams';
import { formsOf, type VerbData } from '../verb-data.ts';
import { BANK_NOUNS, type BankNoun } from './nouns.ts';
import { complements, frameOf, nounForm, PEOPLE, type NounNumber } from './bank.ts';
import { adjectiveAgreement, adjectiveBase, adjectiveForm, adjectiveOf, describes } from './adjectives.ts';
import { NOUN_SPECS, nounPerson, parseSpec, specKey, verbAfterSubject, verbBeforeNoun } from './subjects.ts';
import { passivePersons, thingAgreement } from './agree.ts';
import { complement as complementEn, cap, sentence as englishSentence } from './english.ts';
import { beforeNext } from './wasl.ts';
import { written } from './sentence.ts';
import { choicesOf } from './targets.ts';
import { DESCRIBED_SPECS } from './adjective-gap.ts';
import { passiveAsked } from '../types/make-passive.ts';
import { ROLES, type CaseRole, type Declension } from './case-roles.ts';
import type { VerbFrame } from './verbs.ts';
import {
  COUNTING_VERBS,
  DIPTOTE_NAMES,
  DIPTOTE_REASON,
  FIVE_NOUNS,
  HAL_STATES,
  MANY,
  MANY_VERBS,
  NOT_OF_ELDERS,
  RELATION_TAMYIZ,
  TENS,
  fiveNounForm,
  type RelationTamyiz,
} from './case-data.ts';

export interface CaseSentence {
  template: string;
  words: string[];
  marked: number;
  role: CaseRole;
  declension: Declension;
  en: string;
  subject: QuestionContext['subject'];
  /** What else the explanation names: the preposition, the first term of the iḍāfa, the verbal predicate. */
  note?: Bilingual;
  /** Why the marked word is a diptote, said where its genitive takes fatḥa. */
  diptote?: Bilingual;
}

const NUMBERS: readonly NounNumber[] = ['sg', 'du', 'pl'];
/** Verbs whose object may be someone's (قَرَأَ الطَّالِبُ كِتَابَ المُعَلِّمِ), and the objects that may be. */
const OWNING = new Set(['read', 'forget', 'take', 'carry', 'find', 'give back', 'open', 'close', 'wash', 'put on', 'use', 'sell', 'clean', 'repair']);
const OWNED = (n: BankNoun) => (!n.human && ['thing', 'clothes', 'opening', 'place'].includes(n.kind)) || ['book', 'story'].includes(n.id);

export const VERB_TEMPLATES = ['fa3il', 'maf3ul', 'majrur', 'mudaf', 'mubtada', 'na2ib'] as const;
/** The templates of the five nouns, the diptotes, الحال and التمييز (case-data.ts). */
export const MORE_TEMPLATES = ['five.fa3il', 'five.maf3ul', 'five.majrur', 'diptote.name', 'diptote.many', 'hal', 'tamyiz.count', 'tamyiz.rel'] as const;
export const ADJ_TEMPLATES = ['nominal.s', 'nominal.p', 'kana.s', 'kana.p', 'inna.s', 'inna.p'] as const;

const verbKey = (f: { root: string; pattern: string }): string => `${f.root}|${f.pattern}`;
const takesPerson = (f: VerbFrame): boolean => f.object?.includes('person') ?? false;
/** A preposition written apart from its noun (بِـ joined is not asked: the marked word would be the preposition's too). */
const apartPrep = (f: VerbFrame): boolean => f.prep !== undefined && f.prep.ar !== 'بِ';
const manyNouns = (f: VerbFrame): BankNoun[] => complements(f).filter((n) => n.pluralDiptote !== undefined);
const relationsOf = (e: Pick<VerbData['entry'], 'root' | 'pattern' | 'past_vowel' | 'present_vowel'>): number[] =>
  RELATION_TAMYIZ.flatMap((r, i) =>
    r.root === e.root && r.pattern === e.pattern && (r.pattern !== 'I' || (r.past_vowel === e.past_vowel && r.present_vowel === e.present_vowel)) ? [i] : [],
  );

function moreTargets(f: VerbFrame): string[] {
  const five = FIVE_NOUNS.filter((n) => n.asked).map((n) => n.id);
  // as the doer, one five noun a verb (else every verb's sentences would be a tenth of them the five nouns)
  const doer = five[(f.root.codePointAt(0)! + f.root.length) % five.length]!;
  return [
    `five.fa3il|${doer}`,
    ...(takesPerson(f) && !f.prep ? five.map((n) => `five.maf3ul|${n}`) : []),
    ...(takesPerson(f) && apartPrep(f) ? five.map((n) => `five.majrur|${n}`) : []),
    ...(apartPrep(f) && takesPerson(f) ? ['diptote.name|person'] : []),
    ...(apartPrep(f) && f.object?.includes('city') ? ['diptote.name|city'] : []),
    ...(apartPrep(f) && MANY_VERBS.has(verbKey(f)) && manyNouns(f).length > 0 ? ['diptote.many|pl'] : []),
    ...(apartPrep(f) && HAL_STATES.some((h) => h.verbs.includes(verbKey(f))) ? NOUN_SPECS.map((s) => `hal|${specKey(s)}`) : []),
    ...(f.object && !f.prep && COUNTING_VERBS.has(verbKey(f)) ? ['tamyiz.count|sg'] : []),
  ];
}

function verbTargets(f: VerbFrame): string[] {
  const specs = NOUN_SPECS.map(specKey);
  return [
    ...moreTargets(f),
    ...specs.map((s) => `fa3il|${s}`),
    ...specs.map((s) => `mubtada|${s}`),
    ...(f.object && !f.prep ? NUMBERS.map((n) => `maf3ul|${n}`) : []),
    ...(f.prep && f.prep.ar !== 'بِ' ? NUMBERS.map((n) => `majrur|${n}`) : []),
    ...(f.object && !f.prep && OWNING.has(f.en.base) ? specs.map((s) => `mudaf|${s}`) : []),
    ...(passiveAsked(f) && !f.prep ? ['na2ib|sg'] : []),
  ];
}

/** What case_role and case_ending can ask of one verb: sentences of its frame, or of its participle as an adjective. */
export function caseTargets(e: VerbData['entry']): string[] {
  const f = frameOf(e);
  return [
    ...(f ? verbTargets(f) : []),
    ...(adjectiveOf(e) ? ADJ_TEMPLATES.flatMap((t) => DESCRIBED_SPECS.map((s) => `${t}|${s}`)) : []),
    ...relationsOf(e).map((i) => `tamyiz.rel|${i}`),
  ];
}

/** How a bank noun in a number is declined; an indefinite diptote plural (مَدَارِسَ) as a diptote, with the article as any singular (الْمَدَارِسِ). */
export function declensionOf(n: BankNoun, number: NounNumber, definite = true): Declension {
  if (number === 'du') return 'dual';
  if (number === 'pl' && !definite && n.pluralDiptote) return 'diptote';
  if (number === 'pl' && n.plural === 'sound') return n.gender === 'm' ? 'masc_plural' : 'fem_plural';
  return 'singular';
}

const nounEn = (n: BankNoun, number: NounNumber): string => (number === 'sg' ? `the ${n.en.sg}` : number === 'du' ? `the two ${n.en.pl}` : `the ${n.en.pl}`);
const possessive = (en: string): string => (en.endsWith('s') ? `${en}'` : `${en}'s`);
const lexeme = (id: string) => id.replace(/_[mf]$/, '');

/** The first term of an iḍāfa: the indefinite form without its nunation (كِتَابًا → كِتَابَ). */
export const construct = (indefinite: string): string =>
  indefinite
    .replace(new RegExp(`${letters.FATHATAN}(${letters.SHADDA}?)${letters.ALEF}$`, 'u'), `${letters.FATHA}$1`)
    .replace(new RegExp(`${letters.FATHATAN}(${letters.SHADDA}?)$`, 'u'), `${letters.FATHA}$1`)
    .replace(new RegExp(`${letters.DAMMATAN}(${letters.SHADDA}?)$`, 'u'), `${letters.DAMMA}$1`)
    .replace(new RegExp(`${letters.KASRATAN}(${letters.SHADDA}?)$`, 'u'), `${letters.KASRA}$1`);

const past = (v: VerbData, p: Person, voice: 'active' | 'passive' = 'active'): string | undefined => formsOf(v.slots[`past.${voice}.${p}` as SlotKey])[0];
/** Each word before the next, as read aloud (كَتَبَتِ الطَّالِبَةُ). */
const joined = (words: string[]): string[] => words.map((w, i) => beforeNext(w, words[i + 1]));

function verbSentence(v: VerbData, f: VerbFrame, template: string, rest: string, pick: (n: number) => number): CaseSentence | null {
  const spec = parseSpec(rest);
  const number: NounNumber = spec && spec.kind === 'noun' ? spec.number : (rest as NounNumber);
  const subjectSpec = spec && spec.kind === 'noun' && (template === 'fa3il' || template === 'mubtada') ? spec : null;
  // the subject: of the spec where the subject is asked, else any person in the singular
  const people = subjectSpec ? PEOPLE.filter((n) => n.gender === subjectSpec.gender && nounForm(n, number, 'nom') !== null) : PEOPLE;
  const subject = people[pick(people.length)];
  const subjectNumber: NounNumber = subjectSpec ? number : 'sg';
  if (!subject) return null;
  const objects = complements(f).filter((n) => lexeme(n.id) !== lexeme(subject.id));
  if (template === 'na2ib') {
    const o = objects[pick(objects.length)];
    if (!o) return null;
    const ag = passivePersons(o);
    const verb = past(v, ag.person, 'passive');
    if (!verb) return null;
    return {
      template: 't_case_na2ib',
      words: joined([verb, nounForm(o, 'sg', 'nom')!, '.']),
      marked: 1,
      role: 'na2ib_fa3il',
      declension: 'singular',
      en: englishSentence(`the ${o.en.sg}`, 'was', f.en.pp),
      subject: { person: nounPerson(o, 'sg'), noun: nounForm(o, 'sg', 'nom')!, position: 'after_verb' },
    };
  }
  const objectNumber: NounNumber = template === 'maf3ul' || template === 'majrur' ? number : 'sg';
  // two or more of a thing counted: not of a mass (الأرز، الحليب), which the bank gives no plural
  // one goes to or out of one place at a time: not «خَرَجَ مِنَ الْحَدِيقَتَيْنِ» (review of the grown bank); one sits in the gardens
  const motion = f.prep?.ar === 'إِلَى' || f.prep?.ar === 'مِنْ';
  const onePlace = (n: BankNoun) => objectNumber === 'sg' || !motion || (n.kind !== 'place' && n.kind !== 'city');
  const usable = objects.filter(
    (n) => nounForm(n, objectNumber, 'nom') !== null && (objectNumber === 'sg' || n.human || n.plural !== null) && (template !== 'mudaf' || OWNED(n)) && onePlace(n),
  );
  const o = f.object ? usable[pick(usable.length)] : undefined;
  if (f.object && !o) return null;
  let compWords: string[] = [];
  let compEn = '';
  let possessor: BankNoun | undefined;
  if (o && template === 'mudaf') {
    const candidates =
      spec && spec.kind === 'noun' ? PEOPLE.filter((n) => n.gender === spec.gender && lexeme(n.id) !== lexeme(subject.id) && nounForm(n, spec.number, 'gen') !== null) : [];
    possessor = candidates[pick(candidates.length)];
    if (!possessor || !spec || spec.kind !== 'noun') return null;
    compWords = [construct(nounForm(o, 'sg', 'acc', false)!), nounForm(possessor, spec.number, 'gen')!];
    compEn = `${possessive(nounEn(possessor, spec.number))} ${o.en.sg}`;
  } else if (o) {
    compWords = f.prep ? [f.prep.ar, nounForm(o, objectNumber, 'gen')!] : [nounForm(o, objectNumber, 'acc')!];
    compEn = complementEn(f, nounEn(o, objectNumber));
  }
  const subjNom = nounForm(subject, subjectNumber, 'nom')!;
  const subjEn = nounEn(subject, subjectNumber);
  const verbAfter = template === 'mubtada';
  const ag = verbAfter ? verbAfterSubject(nounPerson(subject, subjectNumber), { n: subject, number: subjectNumber }) : verbBeforeNoun(subject, subjectNumber);
  const verb = past(v, ag.person);
  if (!verb) return null;
  const words = joined(verbAfter ? [subjNom, verb, ...compWords, '.'] : [verb, subjNom, ...compWords, '.']);
  const at: Record<string, [number, NounNumber, BankNoun]> = {
    fa3il: [1, subjectNumber, subject],
    mubtada: [0, subjectNumber, subject],
    maf3ul: [2, objectNumber, o!],
    majrur: [3, objectNumber, o!],
    mudaf: [3, spec && spec.kind === 'noun' ? spec.number : 'sg', possessor!],
  };
  const [marked, markedNumber, markedNoun] = at[template]!;
  if (!markedNoun) return null;
  const role: CaseRole = ({ fa3il: 'fa3il', mubtada: 'mubtada', maf3ul: 'maf3ul_bih', majrur: 'majrur', mudaf: 'mudaf_ilayh' } as const)[template as 'fa3il']!;
  const predicate = words.slice(1, -1).join(' ');
  // a diptote with the article takes kasra (فِي الْحَدَائِقِ): said, since a learner expects fatḥa
  const diptoteWithArticle = template === 'majrur' && objectNumber === 'pl' && o?.pluralDiptote !== undefined;
  const note: Bilingual | undefined =
    template === 'mubtada'
      ? { ar: `والجملة الفعلية بعده («${predicate}») في محل رفع خبر.`, en: `The verbal sentence after it (${predicate}) is its predicate.` }
      : template === 'majrur'
        ? {
            ar: `وحرف الجر هنا «${words[2]}».${diptoteWithArticle ? ` و«${words[3]}» ممنوع من الصرف ${DIPTOTE_REASON[o!.pluralDiptote!].ar}، لكنه جُرّ بالكسرة لأنه معرّف بـ«ال».` : ''}`,
            en: `Here the preposition is ${words[2]}.${diptoteWithArticle ? ` ${words[3]} is a diptote (${DIPTOTE_REASON[o!.pluralDiptote!].en}), but with the article it takes kasra.` : ''}`,
          }
        : template === 'mudaf'
          ? { ar: `و«${words[2]}» مضاف، وهو مفعول به منصوب.`, en: `${words[2]} is the first term (muḍāf), itself the object, accusative.` }
          : undefined;
  return {
    ...(note ? { note } : {}),
    template: `t_case_${template}`,
    words,
    marked,
    role,
    declension: declensionOf(markedNoun, markedNumber),
    en: englishSentence(subjEn, f.en.past, compEn),
    subject: { person: nounPerson(subject, subjectNumber), noun: subjNom, position: verbAfter ? 'before_verb' : 'after_verb' },
  };
}

const KANA = conjugate({ root: 'كون', pattern: 'I', past_vowel: 'a', present_vowel: 'u', transitive: false }).slots;

function adjectiveSentence(v: VerbData, template: string, spec: string, pick: (n: number) => number): CaseSentence | null {
  const a = adjectiveOf(v.entry);
  const base = a ? adjectiveBase(v.entry, a) : null;
  if (!a || !base) return null;
  const [frame, part] = template.split('.') as ['nominal' | 'kana' | 'inna', 's' | 'p'];
  const [k, g, num] = spec.split(':') as ['n' | 'x', 'm' | 'f', NounNumber];
  const nouns = BANK_NOUNS.filter((n) => n.human === (k === 'n') && n.gender === g && describes(a, n) && nounForm(n, num, 'nom') !== null);
  const n = nouns[pick(nouns.length)];
  if (!n) return null;
  const ag = adjectiveAgreement(n, num);
  const subjectCase: Case = frame === 'inna' ? 'acc' : 'nom';
  const predCase: Case = frame === 'kana' ? 'acc' : 'nom';
  const subj = nounForm(n, num, subjectCase)!;
  const pred = adjectiveForm(base, ag.gender, ag.number, false, predCase);
  if (!pred) return null;
  const kanaPerson = n.human ? verbBeforeNoun(n, num).person : thingAgreement(n, num, 'after_verb').person;
  const lead = frame === 'kana' ? [formsOf(KANA[`past.active.${kanaPerson}` as keyof typeof KANA])[0]!] : frame === 'inna' ? ['إِنَّ'] : [];
  const be = frame === 'kana' ? (num === 'sg' ? 'was' : 'were') : num === 'sg' ? 'is' : 'are';
  const predDeclension: Declension = ag.number === 'sg' ? 'singular' : ag.number === 'du' ? 'dual' : ag.gender === 'm' ? 'masc_plural' : 'fem_plural';
  const role: CaseRole = frame === 'nominal' ? (part === 's' ? 'mubtada' : 'khabar') : (`${part === 's' ? 'ism' : 'khabar'}_${frame}` as CaseRole);
  return {
    template: `t_case_${frame}`,
    words: joined([...lead, subj, pred, '.']),
    marked: lead.length + (part === 's' ? 0 : 1),
    role,
    declension: part === 's' ? declensionOf(n, num) : predDeclension,
    en: `${cap(nounEn(n, num))} ${be}${frame === 'inna' ? ' indeed' : ''} ${a.en.predicate}.`,
    subject: { person: nounPerson(n, num), noun: nounForm(n, num, 'nom')!, position: frame === 'kana' ? 'after_verb' : null },
  };
}

const PLACE_WORDS = (f: VerbFrame, avoid: string): BankNoun[] => complements(f).filter((n) => !n.human && lexeme(n.id) !== avoid && nounForm(n, 'sg', 'gen') !== null);

/** «جَاءَ أَبُو الطَّالِبِ»، «زَارَ الْمُعَلِّمُ أَخَا الطِّفْلِ»، «تَكَلَّمَ الرَّجُلُ مَعَ أَبِي الْبِنْتِ»: a five noun in construct with a bank person. */
function fiveSentence(v: VerbData, f: VerbFrame, role: 'fa3il' | 'maf3ul' | 'majrur', which: string, pick: (n: number) => number): CaseSentence | null {
  const five = FIVE_NOUNS.find((n) => n.id === which && n.asked);
  if (!five) return null;
  const singles = PEOPLE.filter((n) => nounForm(n, 'sg', 'gen') !== null);
  const possessor = singles[pick(singles.length)];
  if (!possessor) return null;
  const ownerEn = `${possessive(`the ${possessor.en.sg}`)} ${five.en}`;
  const owner = (c: Case) => [fiveNounForm(five, c), nounForm(possessor, 'sg', 'gen')!];
  if (role === 'fa3il') {
    // the complement: a noun of the frame in the singular, not the possessor's word again
    const objects = complements(f).filter((n) => lexeme(n.id) !== lexeme(possessor.id) && !NOT_OF_ELDERS.has(n.id) && nounForm(n, 'sg', 'gen') !== null);
    const o = f.object ? objects[pick(objects.length)] : undefined;
    if (f.object && !o) return null;
    const comp = o ? (f.prep ? [f.prep.ar, nounForm(o, 'sg', 'gen')!] : [nounForm(o, 'sg', 'acc')!]) : [];
    const verb = past(v, '3ms');
    if (!verb) return null;
    return {
      template: 't_case_five_fa3il',
      words: joined([verb, ...owner('nom'), ...comp, '.']),
      marked: 1,
      role: 'fa3il',
      declension: 'five_nouns',
      en: englishSentence(ownerEn, f.en.past, o ? complementEn(f, `the ${o.en.sg}`) : ''),
      subject: { person: '3ms', noun: fiveNounForm(five, 'nom'), position: 'after_verb' },
      note: { ar: `و«${nounForm(possessor, 'sg', 'gen')}» مضاف إليه مجرور.`, en: `${nounForm(possessor, 'sg', 'gen')} after it is the second term of the iḍāfa, genitive.` },
    };
  }
  const subjects = PEOPLE.filter((n) => lexeme(n.id) !== lexeme(possessor.id) && nounForm(n, 'sg', 'nom') !== null);
  const subject = subjects[pick(subjects.length)];
  if (!subject) return null;
  const ag = verbBeforeNoun(subject, 'sg');
  const verb = past(v, ag.person);
  if (!verb) return null;
  const c: Case = role === 'maf3ul' ? 'acc' : 'gen';
  const lead = role === 'majrur' ? [f.prep!.ar] : [];
  const words = joined([verb, nounForm(subject, 'sg', 'nom')!, ...lead, ...owner(c), '.']);
  return {
    template: `t_case_five_${role}`,
    words,
    marked: 2 + lead.length,
    role: role === 'maf3ul' ? 'maf3ul_bih' : 'majrur',
    declension: 'five_nouns',
    en: englishSentence(`the ${subject.en.sg}`, f.en.past, complementEn(f, ownerEn)),
    subject: { person: ag.person, noun: nounForm(subject, 'sg', 'nom')!, position: 'after_verb' },
    ...(role === 'majrur' ? { note: { ar: `وحرف الجر هنا «${words[2]}».`, en: `Here the preposition is ${words[2]}.` } } : {}),
  };
}

/** «تَكَلَّمَ الطَّالِبُ مَعَ أَحْمَدَ»، «سَافَرَ الْمُهَنْدِسُ إِلَى مَكَّةَ»، «عَمِلَ الْمُعَلِّمُ فِي مَدَارِسَ كَثِيرَةٍ»: a diptote in the genitive without the article. */
function diptoteSentence(v: VerbData, f: VerbFrame, what: string, pick: (n: number) => number): CaseSentence | null {
  const subjects = PEOPLE.filter((n) => nounForm(n, 'sg', 'nom') !== null);
  const subject = subjects[pick(subjects.length)];
  if (!subject || !f.prep) return null;
  const ag = verbBeforeNoun(subject, 'sg');
  const verb = past(v, ag.person);
  if (!verb) return null;
  let marked: string;
  let markedEn: string;
  let reason: Bilingual;
  let after: string[] = [];
  let declension: Declension = 'diptote';
  if (what === 'many') {
    const nouns = manyNouns(f);
    const o = nouns[pick(nouns.length)];
    const form = o ? nounForm(o, 'pl', 'gen', false) : null;
    if (!o || !form) return null;
    declension = declensionOf(o, 'pl', false);
    marked = form;
    markedEn = `${MANY.en} ${o.en.pl}`;
    reason = DIPTOTE_REASON[o.pluralDiptote!];
    after = [MANY.ar];
  } else {
    const names = DIPTOTE_NAMES.filter((n) => n.kind === what);
    const n = names[pick(names.length)];
    const form = n ? diptoteForm(n.ar, 'gen') : null;
    if (!n || !form) return null;
    marked = form;
    markedEn = n.en;
    reason = DIPTOTE_REASON[n.reason];
  }
  const words = joined([verb, nounForm(subject, 'sg', 'nom')!, f.prep.ar, marked, ...after, '.']);
  return {
    template: 't_case_majrur',
    words,
    marked: 3,
    role: 'majrur',
    declension,
    diptote: reason,
    en: englishSentence(`the ${subject.en.sg}`, f.en.past, complementEn(f, markedEn)),
    subject: { person: ag.person, noun: nounForm(subject, 'sg', 'nom')!, position: 'after_verb' },
    note: {
      ar: `وحرف الجر هنا «${words[2]}».${after.length ? ` و«${MANY.ar}» نعت له مجرور وعلامة جره الكسرة.` : ''}`,
      en: `Here the preposition is ${words[2]}.${after.length ? ` ${MANY.ar} is its adjective, genitive with kasra.` : ''}`,
    },
  };
}

/** «رَجَعَ الطُّلَّابُ إِلَى الْبَيْتِ مُتْعَبِينَ»: a state of the subject after a verb of motion and its place. */
function halSentence(v: VerbData, f: VerbFrame, spec: string, pick: (n: number) => number): CaseSentence | null {
  const sp = parseSpec(spec);
  if (!sp || sp.kind !== 'noun' || !f.prep) return null;
  const states = HAL_STATES.filter((h) => h.verbs.includes(verbKey(f)));
  const state = states[pick(states.length)];
  const people = PEOPLE.filter((n) => n.gender === sp.gender && nounForm(n, sp.number, 'nom') !== null);
  const subject = people[pick(people.length)];
  if (!state || !subject) return null;
  const places = PLACE_WORDS(f, lexeme(subject.id));
  const place = places[pick(places.length)];
  if (!place) return null;
  const ag = adjectiveAgreement(subject, sp.number);
  const hal = adjectiveForm(state.ar, ag.gender, ag.number, false, 'acc');
  const verb = past(v, verbBeforeNoun(subject, sp.number).person);
  if (!hal || !verb) return null;
  const subj = nounForm(subject, sp.number, 'nom')!;
  return {
    template: 't_case_hal',
    words: joined([verb, subj, f.prep.ar, nounForm(place, 'sg', 'gen')!, hal, '.']),
    marked: 4,
    role: 'hal',
    declension: ag.number === 'sg' ? 'singular' : ag.number === 'du' ? 'dual' : ag.gender === 'm' ? 'masc_plural' : 'fem_plural',
    en: englishSentence(nounEn(subject, sp.number), f.en.past, complementEn(f, `the ${place.en.sg}`), state.en),
    subject: { person: nounPerson(subject, sp.number), noun: subj, position: 'after_verb' },
    note: { ar: `وصاحب الحال «${subj}»، والحال تطابقه في التذكير والتأنيث والعدد.`, en: `Its owner is ${subj}, with which it agrees in gender and number.` },
  };
}

/** «اشْتَرَى الرَّجُلُ عِشْرِينَ قَلَمًا»: the counted noun after a ten. */
function countSentence(v: VerbData, f: VerbFrame, pick: (n: number) => number): CaseSentence | null {
  const subjects = PEOPLE.filter((n) => nounForm(n, 'sg', 'nom') !== null);
  const subject = subjects[pick(subjects.length)];
  const objects = complements(f).filter((n) => !n.human && n.plural !== null);
  const o = objects[pick(objects.length)];
  const ten = TENS[pick(TENS.length)]!;
  if (!subject || !o) return null;
  const ag = verbBeforeNoun(subject, 'sg');
  const verb = past(v, ag.person);
  const counted = nounForm(o, 'sg', 'acc', false);
  if (!verb || !counted) return null;
  return {
    template: 't_case_tamyiz_count',
    words: joined([verb, nounForm(subject, 'sg', 'nom')!, ten.ar, counted, '.']),
    marked: 3,
    role: 'tamyiz',
    declension: 'singular',
    en: englishSentence(`the ${subject.en.sg}`, f.en.past, `${ten.en} ${o.en.pl}`),
    subject: { person: ag.person, noun: nounForm(subject, 'sg', 'nom')!, position: 'after_verb' },
    note: {
      ar: `وتمييز العدد من أحد عشر إلى تسعة وتسعين مفرد منصوب، و«${ten.ar}» مفعول به منصوب وعلامة نصبه الياء لأنه ملحق بجمع المذكر السالم.`,
      en: `The noun counted by a number from eleven to ninety-nine is a singular accusative; ${ten.ar} is the object, accusative with yāʾ like a sound masculine plural.`,
    },
  };
}

/** «طَابَ الرَّجُلُ نَفْسًا»: تمييز النسبة after its verb and subject. */
function relationSentence(v: VerbData, r: RelationTamyiz, pick: (n: number) => number): CaseSentence | null {
  const subjects = r.subjects.map((id) => BANK_NOUNS.find((n) => n.id === id)).filter((n): n is BankNoun => n !== undefined);
  const subject = subjects[pick(subjects.length)];
  if (!subject) return null;
  const person: Person = subject.gender === 'm' ? '3ms' : '3fs';
  const verb = past(v, person);
  if (!verb) return null;
  const subj = nounForm(subject, 'sg', 'nom')!;
  return {
    template: 't_case_tamyiz',
    words: joined([verb, subj, r.tamyiz, '.']),
    marked: 2,
    role: 'tamyiz',
    declension: 'singular',
    en: englishSentence(`the ${subject.en.sg}`, r.en),
    subject: { person: nounPerson(subject, 'sg'), noun: subj, position: 'after_verb' },
    note: {
      ar: `وهو تمييز نسبة: يبيّن ما أُبهم في نسبة «${verb}» إلى «${subj}».`,
      en: `It specifies a relation: in what respect ${verb} is said of ${subj}.`,
    },
  };
}

/** A diptote name in a case: its nominative's ḍamma, fatḥa for the accusative and the genitive, never nunation (the engine, not knowing it a name, would write مَكَّةٍ). */
export function diptoteForm(nominative: string, c: Case): string | null {
  const w = nominative.normalize('NFC');
  if (!w.endsWith(letters.DAMMA)) return null;
  return c === 'nom' ? w : `${w.slice(0, -1)}${letters.FATHA}`;
}

function moreSentence(v: VerbData, f: VerbFrame | undefined, template: string, rest: string, pick: (n: number) => number): CaseSentence | null {
  if (template === 'tamyiz.rel') {
    const r = RELATION_TAMYIZ[Number(rest)];
    return r && relationsOf(v.entry).includes(Number(rest)) ? relationSentence(v, r, pick) : null;
  }
  if (!f) return null;
  if (template.startsWith('five.')) return fiveSentence(v, f, template.slice(5) as 'fa3il', rest, pick);
  if (template === 'diptote.name' || template === 'diptote.many') return diptoteSentence(v, f, template === 'diptote.many' ? 'many' : rest, pick);
  if (template === 'hal') return halSentence(v, f, rest, pick);
  if (template === 'tamyiz.count') return countSentence(v, f, pick);
  return null;
}

/** The sentence of a target, or null when the bank has no noun for it or its marked word is not the only one of its spelling. */
export function caseSentence(v: VerbData, target: string, seed: string): CaseSentence | null {
  const [template, rest] = target.split('|') as [string, string | undefined];
  if (rest === undefined) return null;
  const c = choicesOf(seed);
  const f = frameOf(v.entry);
  const s = (VERB_TEMPLATES as readonly string[]).includes(template)
    ? f
      ? verbSentence(v, f, template, rest, c.pick)
      : null
    : (ADJ_TEMPLATES as readonly string[]).includes(template)
      ? adjectiveSentence(v, template, rest, c.pick)
      : (MORE_TEMPLATES as readonly string[]).includes(template)
        ? moreSentence(v, f, template, rest, c.pick)
        : null;
  if (!s || ROLES[s.role] === undefined) return null;
  const w = s.words[s.marked]!;
  return s.words.filter((x) => x === w).length === 1 ? s : null;
}

/** The marked word without its case vowel or nunation (case_ending shows it so): الطَّالِبُ → الطَّالِب، مُجْتَهِدًا → مُجْتَهِد. */
export const withoutEnding = (w: string): string =>
  w.replace(new RegExp(`${letters.FATHATAN}(${letters.SHADDA}?)${letters.ALEF}$`, 'u'), '$1').replace(/[\u064B-\u0650](\u0651?)$/u, '$1');

export const sentenceText = (s: CaseSentence, shown: (w: string) => string = (w) => w): string => written(s.words.map((w, i) => (i === s.marked ? shown(w) : w)));
