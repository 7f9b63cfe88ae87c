/**
 * A small Latin notation for noun templates, so the template tables stay readable and every
 * mark is explicit. Compiled to Arabic once, when the module loads.
 *
 *   a u i  fatha damma kasra        o  sukun     ~  shadda
 *   N F K  dammatan fathatan kasratan
 *   A ا   Y ى   h ة   ' ء   m م   t ت   s س   n ن   w و   y ي   d د
 *   1 2 3 4  the radicals           T  the infix ت of form VIII (assimilated later)
 *
 * Example: `mu1a2~i3N` → مُ1َ2ِّ3ٌ → مُعَلِّمٌ.
 */
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
