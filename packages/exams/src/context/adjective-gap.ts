/**
 * A sentence whose gap is an adjective: the predicate of a nominal sentence (الكُتُبُ ____ → مُفِيدَةٌ),
 * an attribute after its noun (قَرَأْتُ الكُتُبَ ____ → الْمُفِيدَةَ), the predicate of لَيْسَ (لَيْسَ الطَّالِبُ
 * ____ → مُجْتَهِدًا). The key agrees with the noun in gender and number (a non-human plural as a
 * feminine singular), takes the noun's definiteness as an attribute and the case its place gives;
 * the wrong choices change one of these, none of them right or disputed.
 */
import { conjugate, type Case, type Person } from '@tasreef/morphology';
import type { Bilingual, QuestionContext } from '@tasreef/contracts/exams';
import type { Choice } from '../draft.ts';
import { formsOf } from '../verb-data.ts';
import { isWellFormed } from '../well-formed.ts';
import { adjectiveAgreement, adjectiveForm, describes, type AdjGender, type AdjNumber, type BankAdjective } from './adjectives.ts';
import { BANK_NOUNS, type BankNoun } from './nouns.ts';
import { complements, nounForm, type NounNumber } from './bank.ts';
import { BANK_VERBS, type VerbFrame } from './verbs.ts';
import { nounPerson } from './subjects.ts';
import { choice, GAP } from './gap.ts';
import { written } from './sentence.ts';
import { cap } from './english.ts';
import { choicesOf } from './targets.ts';

export type AdjTemplate = 'khabar' | 'naat' | 'laysa';
export type AdjRole = 'khabar' | 'na3t' | 'khabar_laysa';
export const ROLE_OF: Record<AdjTemplate, AdjRole> = { khabar: 'khabar', naat: 'na3t', laysa: 'khabar_laysa' };
const CASE_NAME: Record<Case, QuestionContext['case']> = { nom: 'nominative', acc: 'accusative', gen: 'genitive' };
export const CASE_OF: Record<string, Case> = { nominative: 'nom', accusative: 'acc', genitive: 'gen' };

/** A described noun: `n:m:pl` a person, `x:f:pl` a thing, of that gender and number. */
export const DESCRIBED_SPECS = (['n', 'x'] as const).flatMap((k) => (['m', 'f'] as const).flatMap((g) => (['sg', 'du', 'pl'] as const).map((num) => `${k}:${g}:${num}`)));

const LAYSA = conjugate({ root: 'ليس', pattern: 'I', past_vowel: 'a', present_vowel: 'a', transitive: false }).slots;
const laysa = (p: Person): string => formsOf(LAYSA[`past.active.${p}` as keyof typeof LAYSA])[0]!;

export interface AdjSentence {
  words: string[];
  gapAt: number;
  en: string;
  /** The affirmative of a لَيْسَ sentence (الطَّالِبُ مُجْتَهِدٌ), with its English. */
  affirmative?: { ar: string; en: string };
  noun: BankNoun;
  number: NounNumber;
  /** The noun as the sentence writes it. */
  nounWritten: string;
  definite: boolean;
  case: Case;
  role: AdjRole;
  /** A verb around the attribute (قَرَأْتُ), or ليس. */
  verb: string | null;
}

const nounEn = (n: BankNoun, number: NounNumber, adj = '') => {
  const a = adj ? `${adj} ` : '';
  return number === 'sg' ? `the ${a}${n.en.sg}` : number === 'du' ? `the two ${a}${n.en.pl}` : `the ${a}${n.en.pl}`;
};

/** The verbs an attribute's noun may follow as their complement (not the adjective's own verb: فَتَحْتُ البَابَ المَفْتُوحَ). */
const verbsFor = (n: BankNoun, a: BankAdjective): VerbFrame[] => BANK_VERBS.filter((v) => v.root !== a.root && complements(v).includes(n));

/**
 * One sentence of the template for the adjective and the described noun's spec, or null when the
 * bank has none. `named`: the noun's id and the attribute's verb root instead of the seed's choice
 * (a test's sentence from a grammar book).
 */
export function buildAdjSentence(
  a: BankAdjective,
  base: string,
  template: AdjTemplate,
  spec: string,
  seed: string,
  named: { noun?: string; verb?: string } = {},
): AdjSentence | null {
  const [k, g, num] = spec.split(':') as ['n' | 'x', 'm' | 'f', NounNumber];
  const c = choicesOf(seed);
  const nouns = BANK_NOUNS.filter((n) => n.human === (k === 'n') && n.gender === g && describes(a, n) && nounForm(n, num, 'nom') !== null);
  const n = named.noun !== undefined ? nouns.find((x) => x.id === named.noun) : nouns[c.pick(nouns.length)];
  if (!n) return null;
  const nom = nounForm(n, num, 'nom')!;
  const be = num === 'sg' ? 'is' : 'are';
  if (template === 'khabar') {
    return {
      words: [nom, GAP, '.'],
      gapAt: 1,
      en: `${cap(nounEn(n, num))} ${be} ${a.en.predicate}.`,
      noun: n,
      number: num,
      nounWritten: nom,
      definite: false,
      case: 'nom',
      role: 'khabar',
      verb: null,
    };
  }
  if (template === 'laysa') {
    // ليس before its subject: the singular of the noun's gender, as any verb before a noun
    const l = laysa(n.gender === 'm' ? '3ms' : '3fs');
    const own = adjectiveAgreement(n, num);
    const pred = adjectiveForm(base, own.gender, own.number, false, 'nom');
    if (!pred) return null;
    return {
      words: [l, nom, GAP, '.'],
      gapAt: 2,
      en: `${cap(nounEn(n, num))} ${be} not ${a.en.predicate}.`,
      affirmative: { ar: written([nom, pred, '.']), en: `${cap(nounEn(n, num))} ${be} ${a.en.predicate}.` },
      noun: n,
      number: num,
      nounWritten: nom,
      definite: false,
      case: 'acc',
      role: 'khabar_laysa',
      verb: l,
    };
  }
  if (a.en.attributive === false) return null;
  const verbs = verbsFor(n, a);
  // a named verb: its root, or root:pattern where the root has two (نظر:I looks at, نظر:VIII waits for)
  const v = named.verb !== undefined ? verbs.find((x) => x.root === named.verb || `${x.root}:${x.pattern}` === named.verb) : verbs[c.pick(verbs.length)];
  if (!v) return null;
  const past = formsOf(conjugate({ root: v.root, pattern: v.pattern, past_vowel: v.past_vowel, present_vowel: v.present_vowel, transitive: true }).slots['past.active.1s'])[0];
  if (!past) return null;
  const cs: Case = v.prep ? 'gen' : 'acc';
  const obj = nounForm(n, num, cs)!;
  const words = [past, ...(v.prep ? [v.prep.ar] : []), obj, GAP, '.'];
  const prep = v.prep?.en ? `${v.prep.en} ` : '';
  return {
    words,
    gapAt: words.length - 2,
    en: `I ${v.en.past} ${prep}${nounEn(n, num, a.en.attributive)}.`,
    noun: n,
    number: num,
    nounWritten: obj,
    definite: true,
    case: cs,
    role: 'na3t',
    verb: past,
  };
}

export interface AdjKey {
  key: string;
  excluded: Set<string>;
  distractors: Choice[];
  gender: AdjGender;
  number: AdjNumber;
}

const G_NAME: Record<AdjGender, Bilingual> = { m: { ar: 'المذكر', en: 'masculine' }, f: { ar: 'المؤنث', en: 'feminine' } };
const N_NAME: Record<AdjNumber, Bilingual> = { sg: { ar: 'المفرد', en: 'singular' }, du: { ar: 'المثنى', en: 'dual' }, pl: { ar: 'الجمع', en: 'plural' } };
const CASE_WORD: Record<Case, string> = { nom: 'مرفوع', acc: 'منصوب', gen: 'مجرور' };
const C_NAME: Record<Case, Bilingual> = { nom: { ar: 'المرفوع', en: 'nominative' }, acc: { ar: 'المنصوب', en: 'accusative' }, gen: { ar: 'المجرور', en: 'genitive' } };

/** The key, the forms never shown as wrong, and the wrong choices: each changes gender, number, definiteness or case. */
export function adjectiveKey(base: string, s: AdjSentence): AdjKey | null {
  const ag = adjectiveAgreement(s.noun, s.number);
  const key = adjectiveForm(base, ag.gender, ag.number, s.definite, s.case);
  if (!key) return null;
  const excluded = new Set(ag.disputed.map((d) => adjectiveForm(base, d.gender, d.number, s.definite, s.case)).filter((f): f is string => f !== null));
  const seen = new Set([key, ...excluded]);
  const out: Choice[] = [];
  const add = (gender: AdjGender, number: AdjNumber, definite: boolean, c: Case, what: Bilingual) => {
    const f = adjectiveForm(base, gender, number, definite, c);
    if (!f || seen.has(f) || !isWellFormed(f)) return;
    seen.add(f);
    out.push(choice(f, what));
  };
  const other: AdjGender = ag.gender === 'm' ? 'f' : 'm';
  // a non-human plural: the plural a learner gives it first (the rule asked)
  if (!s.noun.human && s.number === 'pl') add(s.noun.gender, 'pl', s.definite, s.case, { ar: 'صيغة الجمع', en: 'the plural' });
  // the case its place gives (ليس: the nominative a learner keeps)
  for (const c of ['nom', 'acc', 'gen'] as Case[]) if (c !== s.case) add(ag.gender, ag.number, s.definite, c, { ar: `صيغة ${C_NAME[c].ar}`, en: `the ${C_NAME[c].en}` });
  add(ag.gender, ag.number, !s.definite, s.case, s.definite ? { ar: 'صيغة النكرة', en: 'the indefinite form' } : { ar: 'صيغة المعرفة', en: 'the definite form' });
  add(other, ag.number, s.definite, s.case, { ar: `صيغة ${G_NAME[other].ar}`, en: `the ${G_NAME[other].en}` });
  for (const n of ['sg', 'du', 'pl'] as AdjNumber[]) if (n !== ag.number) add(ag.gender, n, s.definite, s.case, { ar: `صيغة ${N_NAME[n].ar}`, en: `the ${N_NAME[n].en}` });
  return { key, excluded, distractors: out, gender: ag.gender, number: ag.number };
}

/** The question's context: the noun described is the «subject» it names, with its person (gender and number). */
export function adjContext(s: AdjSentence, particle: string | null): QuestionContext {
  return {
    sentence: { ar: written(s.words), en: s.en },
    template: `t_${s.role === 'na3t' ? 'naat' : s.role === 'khabar' ? 'khabar' : 'laysa'}`,
    particle,
    subject: { person: nounPerson(s.noun, s.number), noun: s.nounWritten, position: s.role === 'khabar_laysa' ? 'after_verb' : null },
    role: s.role,
    case: CASE_NAME[s.case],
  };
}

/** Why: the rule of the place (الخبر مرفوع، خبر ليس منصوب، النعت يتبع منعوته) and of the agreement. */
export function adjectiveWhy(s: AdjSentence, key: string): Bilingual {
  const noun = s.nounWritten;
  const place: Bilingual =
    s.role === 'khabar'
      ? { ar: 'الخبر مرفوع نكرة.', en: 'The predicate of a nominal sentence is nominative and indefinite.' }
      : s.role === 'khabar_laysa'
        ? { ar: '«ليس» ترفع الاسم وتنصب الخبر: خبرها منصوب.', en: 'laysa keeps its subject nominative and puts its predicate in the accusative.' }
        : {
            ar: `النعت يتبع منعوته («${noun}») في التعريف والإعراب، فهو معرفة ${CASE_WORD[s.case]}.`,
            en: `An attribute follows its noun (${noun}) in definiteness and case: definite and ${C_NAME[s.case].en}.`,
          };
  const ag: Bilingual =
    !s.noun.human && s.number === 'pl'
      ? {
          ar: `وجمع غير العاقل يعامل معاملة المفردة المؤنثة، فيأتي وصفه مفردًا مؤنثًا: «${key}».`,
          en: `A plural of things (not people) is treated as a feminine singular: ${key}.`,
        }
      : {
          ar: `ويطابق «${noun}» في التذكير والتأنيث والإفراد والتثنية والجمع: «${key}».`,
          en: `It agrees with ${noun} in gender and number: ${key}.`,
        };
  return { ar: `${place.ar} ${ag.ar}`, en: `${place.en} ${ag.en}` };
}
