/**
 * Matching keys. The loose key forgets every mark and tatweel and unifies the letters users
 * write interchangeably: every hamza seat and alif (أ إ آ ٱ ؤ ئ ء → ا), ى → ي, ة → ه. It goes
 * further than the engine's `looseKey` (which keeps ؤ ئ ء) because a hamza changes its seat when a
 * pronoun is attached (يَقْرَأُ → يَقْرَؤُهُ) and users write مسئول for مسؤول.
 */
const ALEF = 0x0627;
const MAP = new Map<number, number>([
  [0x0623, ALEF],
  [0x0625, ALEF],
  [0x0622, ALEF],
  [0x0671, ALEF],
  [0x0624, ALEF],
  [0x0626, ALEF],
  [0x0621, ALEF],
  [0x0649, 0x064a],
  [0x0629, 0x0647],
]);

export function isMarkCode(c: number): boolean {
  return (c >= 0x064b && c <= 0x065f) || c === 0x0670 || c === 0x0640;
}

/** Loose key of a word already in NFC. */
export function looseKey(nfcWord: string): string {
  let out = '';
  for (let i = 0; i < nfcWord.length; i++) {
    const c = nfcWord.charCodeAt(i);
    if (isMarkCode(c)) continue;
    out += String.fromCharCode(MAP.get(c) ?? c);
  }
  return out;
}

/** Letters only (no marks, no tatweel), every letter kept as written; ٱ read as ا. */
export function bareExact(nfcWord: string): string {
  let out = '';
  for (let i = 0; i < nfcWord.length; i++) {
    const c = nfcWord.charCodeAt(i);
    if (isMarkCode(c)) continue;
    out += c === 0x0671 ? 'ا' : nfcWord[i]!;
  }
  return out;
}

/** Arabic letters, the marks, dagger alif, alif wasla and tatweel only. */
function isArabicWord(w: string): boolean {
  for (let i = 0; i < w.length; i++) {
    const c = w.charCodeAt(i);
    const ok = (c >= 0x0621 && c <= 0x063a) || (c >= 0x0640 && c <= 0x0652) || c === 0x0670 || c === 0x0671;
    if (!ok) return false;
  }
  return true;
}

/** NFC, trimmed, tatweel kept for the check; null when it is not one Arabic word. */
export function cleanWord(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  // Persian and Urdu keyboards type ک and ی for ك and ي
  const w = input
    .normalize('NFC')
    .trim()
    .replace(/\u06A9/g, 'ك')
    .replace(/\u06CC/g, 'ي');
  if (w === '' || w.length > 40 || !isArabicWord(w)) return null;
  return w.replace(/\u0640/g, '').replace(/\u0671/g, 'ا');
}

interface Unit {
  letter: string;
  marks: string;
}

function units(word: string): Unit[] {
  const out: Unit[] = [];
  for (const ch of word) {
    const c = ch.charCodeAt(0);
    if (c === 0x0640) continue;
    if (isMarkCode(c)) {
      const last = out[out.length - 1];
      if (last) last.marks += ch;
      continue;
    }
    out.push({ letter: ch === 'ٱ' ? 'ا' : ch, marks: '' });
  }
  return out;
}

const VOWEL_LIKE = /[\u064B-\u0650]/;
const SUKUN = '\u0652';
const SHADDA = '\u0651';

/** Whether a word carries any mark (vowel, sukun, shadda, tanween, dagger alif). */
export function hasMarks(nfcWord: string): boolean {
  for (let i = 0; i < nfcWord.length; i++) {
    const c = nfcWord.charCodeAt(i);
    if (c !== 0x0640 && isMarkCode(c)) return true;
  }
  return false;
}

/**
 * Whether a typed word (partly vocalized or not) is consistent with a fully vocalized form: same
 * letters (or, `loose`, the same letters under the loose key: ا for أ), and every mark typed is on
 * the form's letter (a typed sukun also fits a letter the form leaves without a vowel, as the
 * word-final consonant of lexicon style). A letter typed with any mark must also carry the form's
 * shadda.
 */
export function marksConsistent(typed: string, form: string, letters: 'exact' | 'loose' = 'exact'): boolean {
  const a = units(typed.normalize('NFC'));
  const b = units(form.normalize('NFC'));
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!,
      y = b[i]!;
    if (x.letter !== y.letter && (letters === 'exact' || looseKey(x.letter) !== looseKey(y.letter))) return false;
    // a letter typed with marks must show the form's shadda: كَتَبَ is not كَتَّبَ
    if (x.marks !== '' && y.marks.includes(SHADDA) && !x.marks.includes(SHADDA)) return false;
    for (const m of x.marks) {
      if (y.marks.includes(m)) continue;
      if (m === SUKUN && !VOWEL_LIKE.test(y.marks)) continue;
      return false;
    }
  }
  return true;
}

/**
 * The marks of a form in 30 bits, 3 a letter for its first 10 letters: the vowel (0 none or
 * sukun, 1 a, 2 u, 3 i; tanween counts as its vowel) and a shadda bit. Stored beside each posting
 * (ADR 0030) so that the marks typed narrow the readings without regenerating the forms.
 * SIG_NONE: no signature (a longer form, or one posting standing for forms marked differently).
 */
export const SIG_NONE = 0x80000000;
const SIG_LETTERS = 10;

function vowelCode(marks: string): number {
  let v = 0;
  for (let i = 0; i < marks.length; i++) v = v || vowelOfMark(marks.charCodeAt(i));
  return v;
}

/** 1 a, 2 u, 3 i (tanween as its vowel), else 0. */
function vowelOfMark(c: number): number {
  if (c === 0x064e || c === 0x064b) return 1;
  if (c === 0x064f || c === 0x064c) return 2;
  if (c === 0x0650 || c === 0x064d) return 3;
  return 0;
}

/** A form's signature (it runs for each of the 8 million forms of the build: char codes, no allocation). */
export function marksSignature(nfcForm: string): number {
  let sig = 0;
  let letter = -1;
  for (let i = 0; i < nfcForm.length; i++) {
    const c = nfcForm.charCodeAt(i);
    if (c === 0x0640) continue;
    if (!isMarkCode(c)) {
      if (++letter >= SIG_LETTERS) return SIG_NONE;
      continue;
    }
    if (letter < 0) continue;
    if (c === 0x0670) return SIG_NONE; // a dagger alif: regenerate instead
    const v = c === 0x0651 ? 4 : vowelOfMark(c);
    // the first vowel of a letter counts (as in vowelCode), shadda adds its bit
    const at = 3 * letter;
    const cur = (sig >>> at) & 7;
    if (v === 4) sig |= 4 << at;
    else if (v !== 0 && (cur & 3) === 0) sig |= v << at;
  }
  return sig >>> 0;
}

/**
 * Whether the marks typed on `typed`'s letters from `from` on fit a signature whose letter 0 is
 * typed letter `from` (the rules of marksConsistent, tanween read as its vowel): true, false, or
 * null when the signature cannot tell (none stored, a mark it does not keep).
 */
export function marksFitSignature(typed: string, from: number, sig: number): boolean | null {
  if (sig === SIG_NONE) return null;
  const us = units(typed);
  if (us.length - from > SIG_LETTERS) return null;
  for (let i = from; i < us.length; i++) {
    const marks = us[i]!.marks;
    if (marks === '') continue;
    const code = (sig >>> (3 * (i - from))) & 7;
    const vowel = code & 3;
    const shadda = (code & 4) !== 0;
    if (shadda && !marks.includes(SHADDA)) return false;
    for (const m of marks) {
      if (m === SHADDA) {
        if (!shadda) return false;
      } else if (m === SUKUN) {
        if (vowel !== 0) return false;
      } else if (/[\u064B-\u0650]/.test(m)) {
        if (vowelCode(m) !== vowel) return false;
      } else return null;
    }
  }
  return true;
}

/** 32-bit FNV-1a and a second, independent 32-bit hash of a key: together a 64-bit fingerprint. */
export function hash1(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function hash2(s: string): number {
  let h = 0x9747b28c ^ s.length;
  for (let i = 0; i < s.length; i++) {
    let k = Math.imul(s.charCodeAt(i), 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    h ^= Math.imul(k, 0x1b873593);
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h >>> 0;
}
