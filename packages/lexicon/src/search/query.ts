/**
 * Reading a search query: length limit, script (Arabic / Latin, never both), characters allowed.
 * Bad input gives a stable error code, never an exception.
 */
export const MAX_QUERY_LENGTH = 100;

export type QueryError = 'query_empty' | 'query_too_long' | 'mixed_script' | 'unsupported_characters';

export type ParsedQuery = { ok: true; script: 'arabic'; text: string } | { ok: true; script: 'latin'; text: string } | { ok: false; error: QueryError };

const ARABIC = /[\u0621-\u064A\u0671]/;
const LATIN = /[A-Za-z]/;
/** Arabic letters and marks, Latin letters, digits (2 3 7 in chat transliteration), separators. */
const ALLOWED = /^[\u0621-\u063A\u0640-\u0652\u0670\u0671A-Za-z0-9\s\-–'’.,،]*$/;

export function parseQuery(raw: unknown): ParsedQuery {
  if (typeof raw !== 'string') return { ok: false, error: 'query_empty' };
  if (raw.length > MAX_QUERY_LENGTH * 4) return { ok: false, error: 'query_too_long' };
  const text = raw.normalize('NFC').replace(/\s+/g, ' ').trim();
  if (text === '') return { ok: false, error: 'query_empty' };
  if (text.length > MAX_QUERY_LENGTH) return { ok: false, error: 'query_too_long' };
  if (!ALLOWED.test(text)) return { ok: false, error: 'unsupported_characters' };
  const arabic = ARABIC.test(text),
    latin = LATIN.test(text);
  if (arabic && latin) return { ok: false, error: 'mixed_script' };
  if (arabic) return { ok: true, script: 'arabic', text };
  if (latin) return { ok: true, script: 'latin', text };
  return { ok: false, error: 'unsupported_characters' };
}

/**
 * Latin transliteration → Arabic consonants: ALA-LC-like letters and the chat alphabet
 * (ktb, kataba, qaala, 3amila, 7asiba, sha'ala). Short vowels are dropped; a long vowel written
 * double (aa, ii, uu) keeps its letter. Returns the consonant skeleton in Arabic letters.
 */
const DIGRAPHS: ReadonlyArray<[string, string]> = [
  ['th', 'ث'],
  ['kh', 'خ'],
  ['dh', 'ذ'],
  ['sh', 'ش'],
  ['gh', 'غ'],
];
const SINGLE: Readonly<Record<string, string>> = {
  b: 'ب',
  t: 'ت',
  j: 'ج',
  g: 'ج',
  h: 'ه',
  d: 'د',
  r: 'ر',
  z: 'ز',
  s: 'س',
  f: 'ف',
  q: 'ق',
  k: 'ك',
  l: 'ل',
  m: 'م',
  n: 'ن',
  w: 'و',
  y: 'ي',
  v: 'ث',
  x: 'خ',
  c: 'ش',
  '2': 'ء',
  "'": 'ء',
  '’': 'ء',
  '3': 'ع',
  '7': 'ح',
  '5': 'خ',
  '9': 'ق',
  '6': 'ط',
  H: 'ح',
  S: 'ص',
  D: 'ض',
  T: 'ط',
  Z: 'ظ',
  E: 'ع',
};

export function latinSkeleton(word: string): { skeleton: string; initialVowel: boolean } {
  let out = '';
  const w = word.replace(/[-.]/g, '');
  const initialVowel = /^[aeiouAEIOU]/.test(w);
  for (let i = 0; i < w.length;) {
    const two = w.slice(i, i + 2).toLowerCase();
    const di = DIGRAPHS.find(([d]) => d === two);
    if (di) {
      out += di[1];
      i += 2;
      continue;
    }
    const ch = w[i]!;
    const mapped = SINGLE[ch] ?? SINGLE[ch.toLowerCase()];
    if (mapped) out += mapped;
    i++;
  }
  return { skeleton: out, initialVowel };
}
