/**
 * Every form of a lexicon verb, each with a small integer code: the conjugation slots (codes
 * 0–170, SLOT_KEYS order) and the derived nouns with their declensions (codes from 256: noun key ×
 * variant × declension key). The index stores codes, not strings; vocalized forms are generated
 * again from the engine when needed (exact mode, the pages).
 */
import {
  conjugate,
  derive,
  decline,
  DECLENSION_KEYS,
  DERIVED_NOUN_KEYS,
  SLOT_KEYS,
  type Conjugation,
  type DeclensionKey,
  type DerivedNounKey,
  type SlotKey,
} from '@tasreef/morphology';
import type { LexiconEntry, LexiconNoun } from '../types.ts';

export const NOUN_BASE = 256;
export const MAX_VARIANTS = 8;
/** Declension keys, then one extra index for a noun the engine cannot decline (its base form). */
export const DECL_COUNT = DECLENSION_KEYS.length + 1;
const BASE_FORM = DECLENSION_KEYS.length;

/** Nouns declined with feminine and sound plurals; the others keep their own gender. */
const PARTICIPLE_LIKE: ReadonlySet<DerivedNounKey> = new Set(['active_participle', 'passive_participle', 'intensive', 'adjective', 'elative']);

/**
 * The lexicon's own nouns (nouns.tsv) take codes from LEXICON_NOUN_BASE: which word (0 the lemma,
 * 1–5 its plurals, 6–7 its feminines) × declension key. Broken plurals are coded feminine plural
 * (as grammar treats them), sound masculine plurals masculine plural.
 */
export const LEXICON_NOUN_BASE = 3584;
export const LEXICON_NOUN_WORDS = 8;
const MAX_PLURALS = 5;
const MAX_FEMININES = 2;

export type FormInfo =
  | { kind: 'verb'; slot: SlotKey; tense: string; voice: string; person: string }
  | {
      kind: 'noun';
      /** A derived noun key, or `lexicon_noun` for a word of nouns.tsv (variant: which word, see LEXICON_NOUN_BASE). */
      noun: DerivedNounKey | 'lexicon_noun';
      variant: number;
      gender: string | null;
      number: string | null;
      definiteness: string | null;
      case: string | null;
    };

const SLOT_INDEX = new Map<SlotKey, number>(SLOT_KEYS.map((k, i) => [k, i]));

export function slotCode(slot: SlotKey): number {
  return SLOT_INDEX.get(slot)!;
}

export function nounCode(noun: DerivedNounKey, variant: number, decl: DeclensionKey | null): number {
  const n = DERIVED_NOUN_KEYS.indexOf(noun);
  const d = decl === null ? BASE_FORM : DECLENSION_KEYS.indexOf(decl);
  return NOUN_BASE + (n * MAX_VARIANTS + variant) * DECL_COUNT + d;
}

const INFO_CACHE: (FormInfo | undefined)[] = [];

export function decodeCode(code: number): FormInfo {
  const hit = INFO_CACHE[code];
  if (hit) return hit;
  let info: FormInfo;
  if (code < NOUN_BASE) {
    const slot = SLOT_KEYS[code]!;
    const [tense, voice, person] = slot.split('.') as [string, string, string];
    info = { kind: 'verb', slot, tense, voice, person };
  } else if (code >= LEXICON_NOUN_BASE) {
    const rest = code - LEXICON_NOUN_BASE;
    const d = rest % DECL_COUNT;
    const variant = (rest - d) / DECL_COUNT;
    if (variant >= LEXICON_NOUN_WORDS) throw new Error(`no form code ${code}`);
    if (d === BASE_FORM) {
      info = { kind: 'noun', noun: 'lexicon_noun', variant, gender: null, number: null, definiteness: null, case: null };
    } else {
      const [gender, number, definiteness, kase] = DECLENSION_KEYS[d]!.split('.') as [string, string, string, string];
      info = { kind: 'noun', noun: 'lexicon_noun', variant, gender, number, definiteness, case: kase };
    }
  } else {
    const rest = code - NOUN_BASE;
    const d = rest % DECL_COUNT;
    const nv = (rest - d) / DECL_COUNT;
    const variant = nv % MAX_VARIANTS;
    const noun = DERIVED_NOUN_KEYS[(nv - variant) / MAX_VARIANTS]!;
    if (d === BASE_FORM) {
      info = { kind: 'noun', noun, variant, gender: null, number: null, definiteness: null, case: null };
    } else {
      const [gender, number, definiteness, kase] = DECLENSION_KEYS[d]!.split('.') as [string, string, string, string];
      info = { kind: 'noun', noun, variant, gender, number, definiteness, case: kase };
    }
  }
  INFO_CACHE[code] = info;
  return info;
}

export interface GeneratedForm {
  code: number;
  /** Fully vocalized NFC form. */
  form: string;
}

const asList = (v: string | string[] | null | undefined): string[] => (v == null ? [] : Array.isArray(v) ? v : [v]);

export function verbInput(entry: LexiconEntry) {
  return {
    root: entry.root,
    pattern: entry.pattern,
    past_vowel: entry.past_vowel,
    present_vowel: entry.present_vowel,
    transitive: entry.transitive ?? true,
  };
}

/**
 * Every form of the verb (slot variants share their slot's code). Multi-word forms (an instance
 * noun written with وَاحِدَة) are left out: one word is what a visitor types.
 */
export function generateForms(entry: LexiconEntry, slots?: Conjugation, parts: { verb?: boolean; nouns?: boolean } = {}): GeneratedForm[] {
  const out: GeneratedForm[] = [];
  if (parts.verb !== false) {
    const conj = slots ?? conjugate(verbInput(entry)).slots;
    SLOT_KEYS.forEach((slot, i) => {
      for (const f of asList(conj[slot])) out.push({ code: i, form: f });
    });
  }
  if (parts.nouns === false) return out;
  const nouns = deriveNouns(entry);
  for (const key of DERIVED_NOUN_KEYS) {
    const variants = asList(nouns[key]).slice(0, MAX_VARIANTS);
    variants.forEach((base, variant) => declinedForms(key, variant, base, out));
  }
  return out;
}

/** The engine's derived nouns of a lexicon verb (form I with the lexicon's masdars). */
export function deriveNouns(entry: LexiconEntry): Record<DerivedNounKey, string | string[] | null> {
  return derive({
    ...verbInput(entry),
    masdars: entry.pattern === 'I' && entry.masdars.length > 0 ? entry.masdars : null,
    attested: entry.attested,
  }).nouns as Record<DerivedNounKey, string | string[] | null>;
}

/** The derived noun `key`'s variant `variant` of a verb, declined: `derived` is deriveNouns(entry). */
export function derivedNounForms(derived: Record<DerivedNounKey, string | string[] | null>, key: DerivedNounKey, variant: number): GeneratedForm[] {
  const out: GeneratedForm[] = [];
  const base = asList(derived[key])[variant];
  if (base !== undefined && variant < MAX_VARIANTS) declinedForms(key, variant, base, out);
  return out;
}

/** Multi-word forms (an instance noun written with وَاحِدَة) are left out: one word is what a visitor types. */
function declinedForms(key: DerivedNounKey, variant: number, base: string, out: GeneratedForm[]): void {
  if (base.includes(' ')) return;
  let declension: Record<string, string | null> | null = null;
  try {
    declension = decline(base, { kind: PARTICIPLE_LIKE.has(key) ? 'participle' : 'noun' });
  } catch {
    declension = null;
  }
  if (declension === null) {
    out.push({ code: nounCode(key, variant, null), form: base });
    return;
  }
  for (const d of DECLENSION_KEYS) {
    const f = declension[d];
    if (f && !f.includes(' ')) out.push({ code: nounCode(key, variant, d), form: f });
  }
}

export function lexiconNounCode(word: number, decl: DeclensionKey | null): number {
  return LEXICON_NOUN_BASE + word * DECL_COUNT + (decl === null ? BASE_FORM : DECLENSION_KEYS.indexOf(decl));
}

export const isLexiconNounCode = (code: number): boolean => code >= LEXICON_NOUN_BASE;

const DAMMA = '\u064F',
  DAMMATAN = '\u064C',
  KASRA = '\u0650';
const MARKS = /[\u064B-\u0652\u0670]/;

/** Whether the word ends in a consonant (a case ending can be added): not in a long vowel or alif maqsura. */
function endsInConsonant(word: string): boolean {
  let i = word.length - 1;
  let marks = '';
  while (i >= 0 && MARKS.test(word[i]!)) marks = word[i--] + marks;
  const last = word[i] ?? '';
  if (last === 'ى' || last === 'ا') return false;
  // ـِي / ـُو without shadda are long vowels (مَبَانِي); عَرَبِيّ and عَدُوّ take a case ending
  if ((last === 'ي' || last === 'و') && !marks.includes('\u0651')) {
    const before = word.slice(0, i).replace(/[\u0651]/g, '');
    if (before.endsWith(KASRA) || before.endsWith(DAMMA)) return false;
  }
  return !/[\u064B-\u064D]/.test(marks);
}

/**
 * Diptotes (الممنوع من الصرف): what the source says, else the plural patterns of the مَفَاعِل /
 * مَفَاعِيل family (MaFACiL, FawACiL, FaCALiL…), the feminine alif mamduda (FaCLA', FuCalA'), and the
 * adjectives أَفْعَل and فَعْلَان.
 */
export function isDiptote(pattern: string, pos: 'noun' | 'adj', said: 'diptote' | 'triptote' | null = null): boolean {
  if (said !== null) return said === 'diptote';
  const stem = pattern.split(' |< ')[0]!.replace(/"/g, '').trim();
  if (pattern.includes('|<')) return false;
  if (/a[A-Zwy]A[A-Z][iI][A-Z]$/.test(stem)) return true;
  if (/[A-Z]A'$/.test(stem) && stem !== "FaCA'") return true;
  if (pos === 'adj' && (stem === 'HaFCaL' || stem === 'FaCLAn' || stem === 'HaFaCC')) return true;
  return false;
}

/** The nominative indefinite of a pause form: a case ending on a final consonant. */
function withCase(word: string, diptote: boolean): string {
  return endsInConsonant(word) ? (word + (diptote ? DAMMA : DAMMATAN)).normalize('NFC') : word;
}

/**
 * Every form of a lexicon noun: the lemma (singular and dual, indefinite and definite, three cases),
 * each plural and each feminine (declined as the word they are), from the engine's `decline`.
 */
export function generateNounForms(noun: LexiconNoun): GeneratedForm[] {
  const out: GeneratedForm[] = [];
  const words: Array<{ word: number; form: string; number: 'singular' | 'plural'; diptote: boolean; soundMasc: boolean; soundFem: boolean }> = [];
  words.push({
    word: 0,
    form: noun.lemma,
    number: noun.plural_only ? 'plural' : 'singular',
    diptote: isDiptote(noun.pattern, noun.pos, noun.declension),
    soundMasc: false,
    soundFem: false,
  });
  noun.plurals.slice(0, MAX_PLURALS).forEach((p, i) => {
    const pat = noun.plural_patterns[i] ?? '';
    words.push({ word: 1 + i, form: p, number: 'plural', diptote: isDiptote(pat, noun.pos), soundMasc: pat.endsWith('|< Un'), soundFem: pat.endsWith('|< At') });
  });
  noun.feminine.slice(0, MAX_FEMININES).forEach((f, i) =>
    words.push({
      word: 1 + MAX_PLURALS + i,
      form: f,
      number: 'singular',
      diptote: isDiptote('', noun.pos) || /اء$/.test(f.replace(MARKS_G, '')),
      soundMasc: false,
      soundFem: false,
    }),
  );
  for (const w of words) {
    if (w.soundMasc) continue; // كَاتِبُون: the participles' sound plurals come from the verbs
    if (w.form.includes(' ')) continue; // لَا سَامِيَّة: one word is what a visitor types
    let cells: Record<string, string | null>;
    try {
      cells = decline(withCase(w.form, w.diptote), { kind: 'noun' });
    } catch {
      out.push({ code: lexiconNounCode(w.word, null), form: w.form });
      continue;
    }
    for (const d of DECLENSION_KEYS) {
      const [gender, number, definiteness, kase] = d.split('.') as [string, string, string, string];
      if (number === 'plural' || (w.number === 'plural' && number === 'dual')) continue;
      let f = cells[d];
      if (!f || f.includes(' ')) continue;
      // مَكْتَبَاتٍ: a sound feminine plural has the genitive's ending in the accusative
      if (w.soundFem && kase === 'acc') f = cells[`${gender}.${number}.${definiteness}.gen`] ?? f;
      const key = (w.number === 'plural' ? `${w.soundMasc ? 'masculine' : 'feminine'}.plural.${definiteness}.${kase}` : d) as DeclensionKey;
      out.push({ code: lexiconNounCode(w.word, key), form: f.normalize('NFC') });
    }
  }
  return out;
}
const MARKS_G = /[\u064B-\u0652\u0670]/g;
