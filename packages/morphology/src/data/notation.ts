/**
 * A small Latin notation for the engine's templates, verb stems (./templates.ts) and nouns
 * (./noun-templates.ts) alike, so the tables stay readable and every mark is explicit. Compiled
 * once, when the module loads: a noun template to Arabic text with digits for the radicals
 * (`compile`), a verb stem to the conjugator's tokens (`verbStem`).
 *
 *   a u i  fatha damma kasra        o  sukun     ~  shadda
 *   N F K  dammatan fathatan kasratan
 *   A ا   Y ى   h ة   ' ء   m م   t ت   s س   n ن   w و   y ي   d د
 *   1 2 3 4  the radicals           T  the infix ت of form VIII (assimilated later)
 *
 * Example: `mu1a2~i3N` → مُ1َ2ِّ3ٌ → مُعَلِّمٌ.
 *
 * A verb stem uses the same letters and marks, and three more symbols:
 *   +      hamzat al-wasl (its vowel follows)
 *   P R    the past / present vowel of form I (its bab)
 * A letter without a mark is a long vowel (no mark); the last radical, last in the stem, takes its
 * mark from the suffix; a last radical written twice (اِفْعَلَّ: `1o2a3a3`) is the doubled one.
 * Example: `+i1oTa2a3` → اِفْتَعَلَ.
 */
import type { Token } from './templates.ts';
import { ALEF, ALEF_MAKSURA, DAL, DAMMA, DAMMATAN, FATHA, FATHATAN, HAMZA, KASRA, KASRATAN, MEEM, NOON, SEEN, SHADDA, SUKUN, TEH, TEH_MARBUTA, WAW, YEH } from '../letters.ts';

const DSL: Readonly<Record<string, string>> = {
  a: FATHA,
  u: DAMMA,
  i: KASRA,
  o: SUKUN,
  '~': SHADDA,
  N: DAMMATAN,
  F: FATHATAN,
  K: KASRATAN,
  A: ALEF,
  Y: ALEF_MAKSURA,
  h: TEH_MARBUTA,
  "'": HAMZA,
  m: MEEM,
  t: TEH,
  s: SEEN,
  n: NOON,
  w: WAW,
  y: YEH,
  d: DAL,
  '1': '1',
  '2': '2',
  '3': '3',
  '4': '4',
  T: 'T',
  ' ': ' ',
};

/** Compiles a template written in the notation above; throws on an unknown symbol. */
export function compile(template: string): string {
  let out = '';
  for (const ch of template) {
    const v = DSL[ch];
    if (v === undefined) throw new Error(`template "${template}": unknown symbol "${ch}"`);
    out += v;
  }
  return out;
}

/** Marks of a verb stem: a i u, o (sukun, the conjugator's 0), P and R (form I's vowels). */
const STEM_MARKS: Readonly<Record<string, string>> = { a: 'a', i: 'i', u: 'u', o: '0', P: 'P', R: 'R' };
/** Letters of the pattern in a verb stem, as the conjugator writes them. */
const STEM_LETTERS: Readonly<Record<string, string>> = { A: ALEF, w: WAW, y: YEH, n: NOON, s: SEEN, t: TEH, "'": HAMZA, T: 'T', '+': '+' };

/**
 * Compiles a verb stem to the conjugator's tokens: a triliteral's radicals are F A L, a
 * quadriliteral's 1 2 3 L; the last radical written before the end is D (the first of a doubled pair).
 */
export function verbStem(stem: string, radicals: 3 | 4): Token[] {
  const last = String(radicals);
  const tokens: Array<[string, string]> = [];
  for (let i = 0; i < stem.length; i++) {
    const ch = stem[i]!;
    const mark = STEM_MARKS[stem[i + 1] ?? ''];
    let slot: string | undefined;
    if (ch === last) slot = i === stem.length - 1 ? 'L' : 'D';
    else if (ch >= '1' && ch < last) slot = radicals === 3 ? 'FA'[Number(ch) - 1] : ch;
    else slot = STEM_LETTERS[ch];
    if (slot === undefined) throw new Error(`verb stem "${stem}": unknown symbol "${ch}"`);
    if (mark !== undefined) i++;
    tokens.push([slot, mark ?? (slot === 'L' ? '' : '-')]);
  }
  return tokens;
}
