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
import type { LexiconEntry } from '../types.ts';

export const NOUN_BASE = 256;
export const MAX_VARIANTS = 8;
/** Declension keys, then one extra index for a noun the engine cannot decline (its base form). */
export const DECL_COUNT = DECLENSION_KEYS.length + 1;
const BASE_FORM = DECLENSION_KEYS.length;

/** Nouns declined with feminine and sound plurals; the others keep their own gender. */
const PARTICIPLE_LIKE: ReadonlySet<DerivedNounKey> = new Set(['active_participle', 'passive_participle', 'intensive', 'adjective', 'elative']);

export type FormInfo =
  | { kind: 'verb'; slot: SlotKey; tense: string; voice: string; person: string }
  | {
      kind: 'noun';
      noun: DerivedNounKey;
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
  const { nouns } = derive({
    ...verbInput(entry),
    masdars: entry.pattern === 'I' && entry.masdars.length > 0 ? entry.masdars : null,
    attested: entry.attested,
  });
  for (const key of DERIVED_NOUN_KEYS) {
    const variants = asList(nouns[key]).slice(0, MAX_VARIANTS);
    variants.forEach((base, variant) => {
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
    });
  }
  return out;
}
