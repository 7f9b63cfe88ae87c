/**
 * The curated readings (curated-data.ts) applied to a word: the spellings whose first reading the
 * analyzer and the closed classes get wrong, or leave out, are read as the data says, the data's
 * reading first and the others after it (ADR 0077). A leading وَ/فَ is taken off and put back.
 */
import type { NounReading } from '@tasreef/lexicon';
import { looseKey } from '@tasreef/lexicon/analyze/text';
import type { Reading } from './analysis.ts';
import { CURATED_TSV } from './curated-data.ts';
import { nameCase, PARTICLE_TYPES, type ParticleType } from './particles.ts';

export type CuratedSpec =
  | { of: 'particle'; type: ParticleType; lemma: string; proclitics: string[]; enclitic: string | null; root: string | null }
  | { of: 'noun'; lemma: string; root: string; plural: boolean; proclitics: string[]; enclitic: string | null; case?: string; diptote?: boolean }
  | { of: 'verb'; lemma: string; root: string; slot?: string; noun?: string; frozen?: boolean; proclitics?: string[] };

export interface CuratedEntry {
  spelling: string;
  spec: CuratedSpec;
  reason: string;
}

const ENDINGS = ['\u064F', '\u064E', '\u0650', '\u064C', '\u064B', '\u064Bا', '\u064D', ''];
/** Attached pronouns after a noun's case vowel, with their citation form. */
const PRONOUNS: Array<[string, string]> = [
  ['كَ', 'كَ'],
  ['كِ', 'كِ'],
  ['كُمْ', 'كُمْ'],
  ['كُمَا', 'كُمَا'],
  ['كُنَّ', 'كُنَّ'],
  ['هُ', 'هُ'],
  ['هِ', 'هُ'],
  ['هُمْ', 'هُمْ'],
  ['هِمْ', 'هُمْ'],
  ['هُمَا', 'هُمَا'],
  ['هِمَا', 'هُمَا'],
  ['هَا', 'هَا'],
  ['هُنَّ', 'هُنَّ'],
  ['هِنَّ', 'هُنَّ'],
  ['نَا', 'نَا'],
];

function parseSpec(text: string, line: string): CuratedSpec {
  const [of, ...rest] = text.split(':');
  const opts = new Map(rest.filter((r) => r.includes('=')).map((r) => r.split('=') as [string, string]));
  const plain = rest.filter((r) => !r.includes('='));
  const proclitics = opts.get('pro')?.split('+') ?? [];
  const enclitic = opts.get('enc') ?? null;
  if (of === 'particle') {
    const [type, lemma] = plain as [ParticleType, string];
    if (!PARTICLE_TYPES.includes(type) || !lemma) throw new Error(`curated-data: no such particle type in «${line}»`);
    return { of, type, lemma, proclitics, enclitic, root: opts.get('root') ?? null };
  }
  if (of === 'noun' && plain[0] && plain[1]) {
    // root `-`: a noun of no root (ذُو); case=…: a case the spelling does not show by a mark (ذُو، اثْنَا: a long vowel)
    const kase = opts.get('case');
    if (kase !== undefined && !['nom', 'acc', 'gen'].includes(kase)) throw new Error(`curated-data: no such case in «${line}»`);
    const spec: CuratedSpec = { of, lemma: plain[0], root: plain[1] === '-' ? '' : plain[1], plural: plain[2] === 'plural', proclitics, enclitic };
    // diptote: a noun that takes no tanwīn (ممنوع من الصرف, the elative أَفْعَل), so its bare ending does not make it a construct
    if (plain.includes('diptote')) spec.diptote = true;
    return kase ? { ...spec, case: kase } : spec;
  }
  if (of === 'verb' && plain[0] && plain[1]) {
    // slot=…: the person, tense and voice the context gives most often when the letters allow several (تَجْرِي 3fs, not 2ms)
    // noun=…: the noun derived from the verb the word is (مُسَمًّى: the passive participle, not the masdar mīmī of the same letters)
    // frozen: a verb with one form (فعل جامد: بِئْسَ، نِعْمَ), built from the data when the lexicon has no such verb
    const slot = opts.get('slot');
    const noun = opts.get('noun');
    if (plain.includes('frozen') && !slot) throw new Error(`curated-data: a frozen verb needs its slot in «${line}»`);
    return { of, lemma: plain[0], root: plain[1], ...(slot ? { slot } : {}), ...(noun ? { noun } : {}), ...(plain.includes('frozen') ? { frozen: true, proclitics } : {}) };
  }
  throw new Error(`curated-data: the reading of «${line}» is not understood`);
}

/** Every entry of the data, in order. */
export const CURATED: readonly CuratedEntry[] = CURATED_TSV.split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => {
    const [spelling, spec, reason] = l.split('\t');
    if (!spelling || !spec || !reason) throw new Error(`curated-data: a line needs a spelling, a reading and a reason: «${l}»`);
    return { spelling, spec: parseSpec(spec, l), reason };
  });

interface Keyed {
  entry: CuratedEntry;
  /** The pronoun the spelling's expansion added (`~+`). */
  enclitic: string | null;
}

/** Each spelling the data stands for (its `~` and `~+` expanded, NFC) → its entries in order. */
const TABLE: ReadonlyMap<string, Keyed[]> = (() => {
  const m = new Map<string, Keyed[]>();
  const add = (spelling: string, k: Keyed): void => {
    const key = spelling.normalize('NFC');
    const list = m.get(key) ?? [];
    list.push(k);
    m.set(key, list);
  };
  for (const entry of CURATED) {
    const s = entry.spelling;
    if (!s.includes('~')) {
      add(s, { entry, enclitic: null });
      continue;
    }
    const stem = s.replace(/~\+?$/, '');
    for (const e of ENDINGS) add(stem + e, { entry, enclitic: null });
    if (s.endsWith('~+')) {
      // '' for a stem written with its vowel (قَبْلِ~+: قَبْلِكَ)
      for (const v of ['\u064F', '\u064E', '\u0650', '']) for (const [p, cite] of PRONOUNS) add(stem + v + p, { entry, enclitic: cite });
      add(`${stem}\u0650ي`, { entry, enclitic: 'ي' });
      add(`${stem}\u0650يَ`, { entry, enclitic: 'ي' });
    }
  }
  return m;
})();

const CASE_OF: Record<string, string> = { '\u064F': 'nom', '\u064C': 'nom', '\u064E': 'acc', '\u064B': 'acc', '\u0650': 'gen', '\u064D': 'gen' };

/** The word less the letters (and their marks) of an attached pronoun. */
function hostOf(word: string, enclitic: string | null): string {
  if (!enclitic) return word;
  let letters = [...enclitic].filter((c) => !/[\u064B-\u0652]/.test(c)).length;
  const chars = [...word.normalize('NFC')];
  while (letters > 0 && chars.length) if (!/[\u064B-\u0652]/.test(chars.pop()!)) letters--;
  return chars.join('');
}

/** The case and definiteness a noun's spelling shows (its last mark or long vowel before a pronoun, ال, tanwīn). */
function nounShape(word: string, enclitic: string | null, proclitics: string[]): { case: string | null; definiteness: string } {
  const host = hostOf(word, enclitic);
  // the case is the vowel on the last letter: a word ending in a long vowel shows none (الدُّنْيَا، هُدًى's alif aside)
  const tail = /[\u064B-\u0652]*$/.exec(host.normalize('NFD'))![0];
  const marks = [...tail].filter((c) => CASE_OF[c]);
  const last = marks.length ? marks[marks.length - 1]! : /\u064B[اى]$/.test(host.normalize('NFC')) ? '\u064B' : null;
  // the five nouns show their case by a long vowel (أَبُوهُمْ، أَبَاهُ، أَخِيهِ)
  const long = enclitic ? ({ و: 'nom', ا: 'acc', ي: 'gen' } as Record<string, string>)[host.at(-1) ?? ''] : undefined;
  const tanwin = /[\u064B-\u064D]/.test(host) && !enclitic;
  const definite = proclitics.includes('ال');
  return { case: long ?? (last ? CASE_OF[last]! : null), definiteness: definite ? 'definite' : tanwin ? 'indefinite' : 'construct' };
}

/**
 * A verb of one form (فعل جامد: بِئْسَ، نِعْمَ, "a past verb that does not conjugate", al-Ghalāyīnī,
 * Jāmiʿ al-durūs, نعم وبئس) that the lexicon does not hold: its reading built from the data, outside
 * the lexicon (verb_id '', like the engine's guesses), in the slot the data gives.
 */
function frozenVerb(word: string, lemma: string, root: string, slot: string, conj: string[]): Reading {
  const [tense, voice, person] = slot.split('.') as [string, string, string];
  return {
    of: 'verb',
    word,
    kind: 'verb',
    verb_id: '',
    root,
    alt_roots: [],
    pattern: 'I',
    bab: null,
    lemma,
    verb: lemma,
    slot,
    tense,
    voice,
    person,
    proclitics: conj,
    enclitic: null,
    enclitics: [],
    form: word,
    in_lexicon: false,
  };
}

/** The reading an entry stands for, built from the analyzer's readings where one fits. */
function resolve(word: string, k: Keyed, readings: readonly Reading[], conj: string[]): Reading | null {
  const spec = k.entry.spec;
  if (spec.of === 'particle') {
    const proclitics = [...conj, ...spec.proclitics];
    const r: Reading = { of: 'particle', kind: 'particle', type: spec.type, lemma: spec.lemma, root: spec.root, proclitics, enclitic: spec.enclitic };
    return spec.type === 'proper_noun' ? { ...r, case: nameCase(word, proclitics) } : r;
  }
  if (spec.of === 'verb') {
    const found = readings.find(
      (r) =>
        r.of === 'verb' &&
        (spec.noun ? r.kind === 'noun' && r.noun === spec.noun : r.kind === 'verb') &&
        r.lemma === spec.lemma &&
        r.root === spec.root &&
        (!spec.slot || r.slot === spec.slot),
    );
    return found ?? (spec.frozen ? frozenVerb(word, spec.lemma, spec.root, spec.slot!, [...conj, ...(spec.proclitics ?? [])]) : null);
  }
  let enclitic = spec.enclitic ?? k.enclitic;
  const found = readings.find((r): r is Extract<Reading, { of: 'noun' }> => r.of === 'noun' && looseKey(r.lemma) === looseKey(spec.lemma) && r.root === spec.root);
  // the article, or the lām that stands for it after لِ or the lām of emphasis (لِلنَّاسِ، وَلَلْآخِرَةُ)
  const stem = word.normalize('NFC').slice(conj.join('').length);
  const article = /^(?:[بكل]ِ)?ال/.test(stem) || (spec.proclitics.includes('لِ') && stem.startsWith('لِل')) || (spec.proclitics.includes('لَ') && stem.startsWith('لَل')) ? ['ال'] : [];
  const pre = [...conj, ...spec.proclitics, ...article];
  // after the vocative يَا a noun ending in a kasra is construct to the speaker's ي, dropped (يَا قَوْمِ);
  // the vocative in construct is in the accusative (يَا بَنِي إِسْرَائِيلَ، يَا قَوْمِ)
  const vocative = pre.includes('يَا');
  const dropped = (vocative && !enclitic && /\u0650\u0651?$/.test(word.normalize('NFC'))) || (enclitic === 'ي' && !/ي\u064E?$/.test(word.normalize('NFC')));
  if (dropped) enclitic = 'ي';
  const shape = dropped ? { case: 'acc', definiteness: 'construct' } : nounShape(word, enclitic, pre);
  if (vocative && !shape.case && shape.definiteness === 'construct') shape.case = 'acc';
  else if (vocative && shape.case === 'gen' && enclitic === 'ي') shape.case = 'acc';
  if (spec.case) shape.case = spec.case;
  const definiteness = enclitic ? 'construct' : spec.diptote && shape.definiteness === 'construct' ? 'indefinite' : shape.definiteness;
  // the data's lemma, written as the data writes it (هُدًى, not the noun list's هُدَى)
  // a plural of the data stays a plural when the noun list holds the word as a singular (النِّسَاء)
  if (found) return { ...found, word, lemma: spec.lemma, proclitics: pre, enclitic, case: shape.case, definiteness, ...(spec.plural ? { number: 'plural' } : {}) } as Reading;
  const noun: NounReading = {
    word,
    noun_id: '',
    root: spec.root,
    pos: 'noun',
    lemma: spec.lemma,
    which: spec.plural ? 'plural' : 'lemma',
    base: spec.lemma,
    number: spec.plural ? 'plural' : 'singular',
    definiteness,
    case: shape.case,
    proclitics: pre,
    enclitic,
  };
  return { of: 'noun', ...noun };
}

const sameReading = (a: Reading, b: Reading): boolean =>
  a.of === b.of &&
  a.lemma === b.lemma &&
  a.root === b.root &&
  a.proclitics.join('+') === b.proclitics.join('+') &&
  (a.enclitic ?? null) === (b.enclitic ?? null) &&
  (a.of !== 'particle' || b.of !== 'particle' || a.type === b.type) &&
  // a verb's other persons stay among the other readings (تَجْرِي 2ms after the curated 3fs)
  (a.of !== 'verb' || b.of !== 'verb' || (a.kind === b.kind && a.slot === b.slot));

/** The curated entries of a word (standard spelling), with the وَ/فَ taken off it, or null. */
export function curatedOf(word: string): { keyed: Keyed[]; conj: string[] } | null {
  const w = word.normalize('NFC');
  const direct = TABLE.get(w);
  if (direct) return { keyed: direct, conj: [] };
  // the vocative يَا standing before the word (يَا قَوْمِ), a وَ/فَ written on it
  const space = w.lastIndexOf(' ');
  const head = space < 0 ? [] : w.slice(0, space).split(' ');
  const rest = space < 0 ? w : w.slice(space + 1);
  if (head.length) {
    const t = TABLE.get(rest);
    if (t) return { keyed: t, conj: head };
  }
  const m = /^([وف]\u064E)?([بل]\u0650|ك\u064E)?(.+)$/.exec(rest);
  if (m && (m[1] || m[2])) {
    // a preposition written on a noun of the data (بِغَيْرِ، لِكُلِّ): nouns only
    const t = TABLE.get(m[3]!)?.filter((k) => !m[2] || k.entry.spec.of === 'noun');
    const pre = [m[1], m[2]].filter((x): x is string => !!x);
    if (t?.length) return { keyed: t, conj: [...head, ...pre] };
    if (m[1] && m[2]) {
      const u = TABLE.get(m[2] + m[3]!);
      if (u) return { keyed: u, conj: [...head, m[1]] };
    }
  }
  return null;
}

/**
 * The readings of a word with its curated ones first (those of the analyzer and the closed classes
 * that the data repeats are not listed twice); the readings unchanged for a word not in the data.
 * `curated`: how many of the returned readings come from the data.
 */
export function applyCurated(word: string, readings: readonly Reading[]): { readings: Reading[]; curated: number } {
  const found = curatedOf(word);
  if (!found) return { readings: [...readings], curated: 0 };
  const first: Reading[] = [];
  for (const k of found.keyed) {
    const r = resolve(word, k, readings, found.conj);
    if (r && !first.some((x) => sameReading(x, r))) first.push(r);
  }
  return { readings: [...first, ...readings.filter((r) => !first.some((x) => sameReading(x, r)))], curated: first.length };
}
