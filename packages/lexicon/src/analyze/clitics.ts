/**
 * Clitics: the proclitics (the question's أَ, then وَ فَ, then سَ لِ بِ كَ or the oath's لَ; ال is part
 * of a definite noun form) and the attached pronouns — one, or two objects in a row (أَعْطَيْتُكَهُ،
 * أَنُلْزِمُكُمُوهَا) — with what each may attach to and how the host changes before a pronoun
 * (كَتَبُوا → كَتَبُوهُ, كَتَبْتُمْ → كَتَبْتُمُوهُ, رَمَى → رَمَاهُ, مَكْتَبَة → مَكْتَبَتُهُ, كَاتِبُونَ → كَاتِبُوهُ).
 * Each rule is written twice, for loose keys (matching) and for vocalized forms (exact mode and
 * the stats count); tests check that the two agree.
 */
import { seatHamza } from '@tasreef/morphology';
import type { FormInfo } from './forms.ts';

export const FATHA = '\u064E',
  DAMMA = '\u064F',
  KASRA = '\u0650',
  SHADDA = '\u0651',
  SUKUN = '\u0652';

export type Conj = '' | 'و' | 'ف';
/** لِ (subjunctive, jussive, genitive) and the oath's لَ (energetic: لَيُسْجَنَنَّ) share one letter. */
export type Particle = '' | 'س' | 'ل' | 'ب' | 'ك' | 'لَ';
export const CONJS: readonly Conj[] = ['', 'و', 'ف'];
export const PARTICLES: readonly Particle[] = ['', 'س', 'ل', 'ب', 'ك', 'لَ'];
/** The letter a particle is written with. */
export const particleLetter = (p: Particle): string => p.charAt(0);
/** The question's hamza (هَمْزَةُ الِاسْتِفْهَامِ), before وَ / فَ: أَرَأَيْتُمْ، أَفَتَطْمَعُونَ. */
export const QUESTION_AR = 'أَ';

export interface Enclitic {
  /** Loose letters. */
  loose: string;
  /** Vocalized, as it follows a consonant with a vowel other than i. */
  ar: string;
  /** Its form after i / ī / ay (هُ → هِ), when different. */
  arAfterI?: string;
  person: '1s' | '1p' | '2ms' | '2fs' | '2d' | '2mp' | '2fp' | '3ms' | '3fs' | '3d' | '3mp' | '3fp';
  verb: boolean;
  noun: boolean;
}

export const ENCLITICS: readonly Enclitic[] = [
  { loose: 'ه', ar: 'هُ', arAfterI: 'هِ', person: '3ms', verb: true, noun: true },
  { loose: 'ها', ar: 'هَا', person: '3fs', verb: true, noun: true },
  { loose: 'هم', ar: 'هُمْ', arAfterI: 'هِمْ', person: '3mp', verb: true, noun: true },
  { loose: 'هما', ar: 'هُمَا', arAfterI: 'هِمَا', person: '3d', verb: true, noun: true },
  { loose: 'هن', ar: 'هُنَّ', arAfterI: 'هِنَّ', person: '3fp', verb: true, noun: true },
  { loose: 'ك', ar: 'كَ', person: '2ms', verb: true, noun: true },
  { loose: 'ك', ar: 'كِ', person: '2fs', verb: true, noun: true },
  { loose: 'كم', ar: 'كُمْ', person: '2mp', verb: true, noun: true },
  { loose: 'كما', ar: 'كُمَا', person: '2d', verb: true, noun: true },
  { loose: 'كن', ar: 'كُنَّ', person: '2fp', verb: true, noun: true },
  { loose: 'ني', ar: 'نِي', person: '1s', verb: true, noun: false },
  { loose: 'نا', ar: 'نَا', person: '1p', verb: true, noun: true },
  { loose: 'ي', ar: 'ي', person: '1s', verb: false, noun: true },
];

/** Vocalized proclitics as they are written before the host. */
export function procliticsAr(conj: Conj, particle: Particle, jussive: boolean, question = false): string[] {
  const out: string[] = [];
  if (question) out.push(QUESTION_AR);
  if (conj === 'و') out.push('وَ');
  if (conj === 'ف') out.push('فَ');
  if (particle === 'س') out.push('سَ');
  // lam al-amr loses its vowel after وَ / فَ (وَلْيَكْتُبْ)
  if (particle === 'ل') out.push(jussive && conj !== '' ? 'لْ' : 'لِ');
  if (particle === 'ب') out.push('بِ');
  if (particle === 'ك') out.push('كَ');
  if (particle === 'لَ') out.push('لَ');
  return out;
}

type VerbInfo = Extract<FormInfo, { kind: 'verb' }>;
type NounInfo = Extract<FormInfo, { kind: 'noun' }>;

/** Which proclitic particle a form takes (وَ and فَ go with every form). */
export function particleFits(info: FormInfo, particle: Particle): boolean {
  if (particle === '') return true;
  if (info.kind === 'verb') {
    if (particle === 'س') return info.tense === 'present_indicative';
    if (particle === 'ل') return info.tense === 'present_subjunctive' || info.tense === 'present_jussive';
    // the oath's lam goes with the energetic present: لَيُسْجَنَنَّ، لَأَقْتُلَنَّكَ
    if (particle === 'لَ') return info.tense === 'present_energetic_heavy' || info.tense === 'present_energetic_light';
    return false;
  }
  if (particle === 'س' || particle === 'لَ') return false;
  // بِ كَ لِ govern the genitive; a noun the engine could not decline has no case to check.
  return info.case === 'gen' || info.case === null;
}

const FIRST = new Set(['1s', '1p']);
const SECOND = new Set(['2ms', '2fs', '2d', '2mp', '2fp']);

/**
 * Whether the question's أَ goes before this form (with the particle chosen): a past or present
 * indicative verb, alone or after سَ (أَسَنَفْعَلُ). Nouns are left out: أَ + noun is rare in one
 * word and would read every word starting with alif as a question.
 */
export function questionFits(info: FormInfo, particle: Particle): boolean {
  if (info.kind !== 'verb' || (particle !== '' && particle !== 'س')) return false;
  return info.tense === 'past' || info.tense === 'present_indicative';
}

/**
 * Two object pronouns in a row (أَعْطَيْتُكَهُ، فَسَيَكْفِيكَهُمْ، أَنُلْزِمُكُمُوهَا): the first, the
 * nearer person (1st or 2nd), is attached to the verb as one pronoun is; the second is of the third
 * person. A verb with two objects is what the lexicon cannot tell: every verb that can be
 * transitive may take them.
 */
export function pairFits(info: FormInfo, first: Enclitic, second: Enclitic, transitive: boolean | null): boolean {
  if (info.kind !== 'verb' || !second.verb || !second.person.startsWith('3')) return false;
  if (!FIRST.has(first.person) && !SECOND.has(first.person)) return false;
  return encliticFits(info, first, transitive);
}

/** كُمْ and هُمْ take a long u before a second pronoun: أَنُلْزِمُكُمُوهَا. */
const longU = (e: Enclitic): boolean => e.loose.endsWith('م');

/**
 * Whether a pronoun attaches to this form: object pronouns on active forms of verbs that can be
 * transitive (not the subject's own person: no كَتَبْتُكَ), possessives on the construct state of a
 * noun (indexed as its definite form).
 */
export function encliticFits(info: FormInfo, e: Enclitic, transitive: boolean | null): boolean {
  if (info.kind === 'verb') {
    if (!e.verb || info.voice !== 'active' || transitive === false) return false;
    if (FIRST.has(info.person) && FIRST.has(e.person)) return false;
    if (SECOND.has(info.person) && SECOND.has(e.person)) return false;
    return true;
  }
  return e.noun && info.definiteness === 'definite';
}

const endsWith3mpAlif = (v: VerbInfo): boolean =>
  (v.person === '3mp' && (v.tense === 'past' || v.tense === 'present_subjunctive' || v.tense === 'present_jussive')) ||
  (v.person === '2mp' && (v.tense === 'present_subjunctive' || v.tense === 'present_jussive' || v.tense === 'imperative'));

/** Loose spelling(s) of a verb form (given by its loose key) with a pronoun attached. */
export function attachVerbLoose(host: string, v: VerbInfo, flagMaqsura: boolean, e: Enclitic): string[] {
  if (host.endsWith('وا') && endsWith3mpAlif(v)) return [host.slice(0, -1) + e.loose];
  if (v.tense === 'past' && v.person === '2mp') return [host + 'و' + e.loose];
  if (v.tense === 'past' && v.person === '2fs') return [host + 'ي' + e.loose, host + e.loose];
  if (flagMaqsura && host.endsWith('ي')) return [host.slice(0, -1) + 'ا' + e.loose];
  return [host + e.loose];
}

/** Loose spelling(s) of a verb form with two pronouns. */
export function attachVerbPairLoose(host: string, v: VerbInfo, flagMaqsura: boolean, first: Enclitic, second: Enclitic): string[] {
  return attachVerbLoose(host, v, flagMaqsura, first).map((s) => s + (longU(first) ? 'و' : '') + second.loose);
}

/** Loose spelling of a noun in construct (host = its definite form's loose key) with a pronoun. */
export function attachNounLoose(host: string, n: NounInfo, flag: boolean, e: Enclitic): string[] {
  if (!host.startsWith('ال')) return [];
  let h = host.slice(2);
  const soundPlural = n.number === 'dual' || (n.number === 'plural' && n.gender === 'masculine' && h.endsWith('ن'));
  if (soundPlural && h.endsWith('ن')) {
    h = h.slice(0, -1);
    if (e.loose === 'ي') {
      if (h.endsWith('ي')) return [h];
      if (h.endsWith('و')) return [h.slice(0, -1) + 'ي'];
      return [h + 'ي'];
    }
    return [h + e.loose];
  }
  if (flag && h.endsWith('ه')) return [h.slice(0, -1) + 'ت' + e.loose];
  if (flag && h.endsWith('ي')) return [h.slice(0, -1) + 'ا' + e.loose];
  if (e.loose === 'ي' && h.endsWith('ي')) return [h];
  return [h + e.loose];
}

/**
 * Host keys that may lie under a word ending in a pronoun (the inverse of the two functions above):
 * verb hosts first, then noun hosts (definite forms) from index `nounFrom`.
 */
export function hostCandidates(stem: string): string[] & { nounFrom: number } {
  const out: string[] = [stem, stem + 'ا'];
  const last = stem[stem.length - 1];
  if (last === 'و' || last === 'ي') out.push(stem.slice(0, -1));
  if (last === 'ا') out.push(stem.slice(0, -1) + 'ي');
  const nounFrom = out.length;
  const al = 'ال' + stem;
  out.push(al, al + 'ن', al + 'ين', al + 'ون', al + 'ي');
  if (last === 'ا') out.push(al.slice(0, -1) + 'ي');
  if (last === 'ت') out.push(al.slice(0, -1) + 'ه');
  if (last === 'ي') out.push(al.slice(0, -1) + 'ون');
  return Object.assign(out, { nounFrom });
}

// ---- vocalized ----

const isMark = (c: string): boolean => /[\u064B-\u0652\u0670]/.test(c);

/** The last letter and the marks on it. */
function lastUnit(form: string): { letter: string; marks: string; stem: string } {
  let i = form.length;
  while (i > 0 && isMark(form[i - 1]!)) i--;
  return { letter: form[i - 1] ?? '', marks: form.slice(i), stem: form.slice(0, i - 1) };
}

/** Whether a pronoun after this host takes the i-form (هِ): after i, ī, ay. */
function afterI(form: string): boolean {
  const { letter, marks } = lastUnit(form);
  if (marks.includes(KASRA)) return true;
  return letter === 'ي' && !marks.includes(FATHA) && !marks.includes(DAMMA);
}

const SEATED = /[\u0622\u0623\u0624\u0625\u0626]/;

/** A hamza seats again once a pronoun follows it (يَقْرَأُ → يَقْرَؤُهُ). */
function reseat(word: string): string {
  if (!SEATED.test(word)) return word;
  const bare = word
    .replace(/\u0622/g, 'ء' + FATHA + 'ا')
    .replace(/[\u0623\u0624\u0625\u0626]/g, 'ء')
    .normalize('NFC');
  return seatHamza(bare);
}

function join(host: string, e: Enclitic): string {
  return reseat((host + (afterI(host) && e.arAfterI ? e.arAfterI : e.ar)).normalize('NFC'));
}

/** Vocalized verb form with a pronoun. */
export function attachVerbAr(form: string, v: VerbInfo, e: Enclitic): string[] {
  if (form.endsWith('وا') && endsWith3mpAlif(v)) return [join(form.slice(0, -1), e)];
  if (v.tense === 'past' && v.person === '2mp') {
    const u = lastUnit(form); // تُمْ → تُمُو
    return [join(u.stem + u.letter + DAMMA + 'و', e)];
  }
  if (v.tense === 'past' && v.person === '2fs') return [join(form + 'ي', e)];
  const u = lastUnit(form);
  if (u.letter === 'ى') return [join(u.stem + 'ا', e)];
  return [join(form, e)];
}

/** Vocalized verb form with two pronouns (كُمْ + هَا → كُمُوهَا; after نِي and كِ, هُ → هِ). */
export function attachVerbPairAr(form: string, v: VerbInfo, first: Enclitic, second: Enclitic): string[] {
  return attachVerbAr(form, v, first).map((w) => join(longU(first) ? w.replace(/\u0652$/, DAMMA + 'و') : w, second));
}

/** The construct state of a definite form: the article and a sun letter's shadda taken off. */
function withoutArticle(form: string): string {
  // الِانْكِسَار → اِنْكِسَار: the wasl alif starts the word again
  if (form.startsWith('ال' + KASRA + 'ا')) return 'ا' + KASRA + form.slice(4);
  let rest = form.replace(/^ال\u0652?/, '');
  const first = rest[0] ?? '';
  let i = 1;
  let marks = '';
  while (i < rest.length && isMark(rest[i]!)) marks += rest[i++];
  // sun letter: الشَّمْس → شَمْس (the shadda was the assimilated lam)
  if (marks.includes(SHADDA) && !/^ال\u0652/.test(form)) rest = first + marks.replace(SHADDA, '') + rest.slice(i);
  return rest;
}

/** Vocalized construct noun with a pronoun (the definite form given). */
export function attachNounAr(definite: string, n: NounInfo, e: Enclitic): string[] {
  let h = withoutArticle(definite.normalize('NFC'));
  const u = lastUnit(h);
  if ((n.number === 'dual' || (n.number === 'plural' && n.gender === 'masculine')) && u.letter === 'ن') {
    h = u.stem; // كَاتِبَانِ → كَاتِبَا, كَاتِبِينَ → كَاتِبِي
    const last = lastUnit(h);
    if (e.loose === 'ي') {
      if (last.letter === 'ي') return [(h + SHADDA + FATHA).normalize('NFC')];
      if (last.letter === 'و') {
        // كَاتِبُو → كَاتِبِيَّ; مُعْطَوْ → مُعْطَيَّ
        const stem = last.stem.endsWith(FATHA) ? last.stem : last.stem.replace(/\u064F$/, '') + KASRA;
        return [(stem + 'ي' + SHADDA + FATHA).normalize('NFC')];
      }
      return [(h + 'يَ').normalize('NFC')];
    }
    return [join(h, e)];
  }
  if (u.letter === 'ة') h = u.stem + 'ت' + u.marks;
  else if (u.letter === 'ى') h = u.stem + 'ا';
  if (e.loose === 'ي') {
    const last = lastUnit(h);
    if (last.letter === 'ي') return [(last.stem + 'ي' + SHADDA + FATHA).normalize('NFC')];
    if (last.letter === 'ا') return [(h + 'يَ').normalize('NFC')];
    return [(last.stem + last.letter + last.marks.replace(/[\u064E\u064F\u0650]/, '') + KASRA + 'ي').normalize('NFC')];
  }
  return [join(h, e)];
}

/**
 * A prefix before a form: a wasl alif loses its vowel (وَاكْتُبْ), لِ + ال drops the alif (لِلْكِتَابِ),
 * and right after the question's أَ the wasl alif is not written at all (أَسْتَغْفَرْتَ).
 */
export function prefixAr(prefix: string, form: string, definite: boolean, particle: Particle): string {
  if (prefix === '') return form;
  let f = form;
  if (prefix === QUESTION_AR && /^ا[\u064E\u064F\u0650]/.test(f)) return (prefix + f.slice(2)).normalize('NFC');
  // لِ + اللَّاعِب → لِلَّاعِب: the article's alif goes, and its lam too before a lam
  if (definite && particle === 'ل' && f.startsWith('الل')) f = f.slice(2);
  else if (definite && particle === 'ل' && f.startsWith('ال')) f = f.slice(1);
  else if (/^ا[\u064E\u064F\u0650]/.test(f)) f = 'ا' + f.slice(2);
  return (prefix + f).normalize('NFC');
}

export interface Combo {
  conj: Conj;
  particle: Particle;
  enclitic: Enclitic | null;
  /** The question's أَ before everything. */
  question?: boolean;
  /** A second object pronoun after `enclitic` (verbs only). */
  enclitic2?: Enclitic | null;
}

/** A form with its clitics: the full vocalized word(s). */
export function composeAr(host: string, info: FormInfo, combo: Combo): string[] {
  const { conj, particle, enclitic } = combo;
  const second = combo.enclitic2 ?? null;
  const jussive = info.kind === 'verb' && info.tense === 'present_jussive';
  const prefix = procliticsAr(conj, particle, jussive, combo.question === true).join('');
  const definite = info.kind === 'noun' && info.definiteness === 'definite' && enclitic === null;
  const full =
    enclitic === null
      ? [host]
      : info.kind === 'verb'
        ? second !== null
          ? attachVerbPairAr(host, info, enclitic, second)
          : attachVerbAr(host, info, enclitic)
        : attachNounAr(host, info, enclitic);
  return full.map((f) => prefixAr(prefix, f, definite, particle));
}

/**
 * The possessive ي erases the case vowel (كِتَابِي is nominative, accusative and genitive; كَاتِبِيَّ
 * both plural cases): it is counted once, on the genitive (the oblique plural), not on each case.
 */
function neutralizedYa(info: FormInfo, e: Enclitic): boolean {
  if (info.kind !== 'noun' || e.loose !== 'ي') return false;
  if (info.number === 'dual') return false; // كَاتِبَايَ / كَاتِبَيَّ differ
  return info.case !== 'gen';
}

/**
 * Every clitic combination a form takes (the bare form itself included, first), each one spelling
 * a word no other case of the same form spells; this is what the stats count.
 */
export function combosOf(info: FormInfo, transitive: boolean | null): Combo[] {
  const out: Combo[] = [];
  const enclitics = ENCLITICS.filter((e) => encliticFits(info, e, transitive) && !neutralizedYa(info, e));
  const pairs: Array<[Enclitic, Enclitic]> = [];
  for (const a of enclitics) for (const b of ENCLITICS) if (pairFits(info, a, b, transitive)) pairs.push([a, b]);
  for (const question of [false, true]) {
    for (const conj of CONJS) {
      for (const particle of PARTICLES) {
        if (!particleFits(info, particle) || (question && !questionFits(info, particle))) continue;
        out.push({ conj, particle, enclitic: null, question });
        for (const e of enclitics) out.push({ conj, particle, enclitic: e, question });
        for (const [a, b] of pairs) out.push({ conj, particle, enclitic: a, enclitic2: b, question });
      }
    }
  }
  return out;
}
