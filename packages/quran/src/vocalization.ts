/**
 * The written vocalization decides (ADR 0077): the Uthmani text is fully vocalized, so a reading
 * whose vocalized form contradicts the word as written — a hamza where none is written or none
 * where one is, ة against ه or ت, a shadda on one side only, another vowel on a letter — is not a
 * reading of this word. The analyzer compares the letters loosely (its users type أ as ا), so its
 * readings are checked here letter by letter against the standard spelling of the word.
 */
import type { Reading } from './analysis.ts';

interface Unit {
  letter: string;
  marks: string;
}

const MARK = /[\u064B-\u0652\u0670]/;
const SHADDA = '\u0651';
const HAMZA_LETTERS = new Set(['ء', 'أ', 'إ', 'آ', 'ؤ', 'ئ']);
/** The vowel a mark gives (tanwīn as its vowel), or '' for none. */
const VOWEL: Record<string, string> = { '\u064E': 'a', '\u064B': 'a', '\u064F': 'u', '\u064C': 'u', '\u0650': 'i', '\u064D': 'i' };

function units(word: string): Unit[] {
  const out: Unit[] = [];
  for (const ch of word.normalize('NFC')) {
    if (ch === '\u0640') continue;
    if (MARK.test(ch)) {
      const last = out[out.length - 1];
      if (last) last.marks += ch;
    } else out.push({ letter: ch === 'ٱ' ? 'ا' : ch, marks: '' });
  }
  return out;
}

const vowelOf = (marks: string): string => [...marks].map((m) => VOWEL[m] ?? '').join('');

/**
 * Whether a vocalized form contradicts the word as written (both in the standard spelling). A
 * letter the word writes without marks says nothing of its vowel; forms of another length are
 * not compared (the analyzer matched them through its own spelling rules).
 */
export function contradicts(written: string, form: string): boolean {
  const a = units(written);
  const b = units(form);
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (HAMZA_LETTERS.has(x.letter) !== HAMZA_LETTERS.has(y.letter)) return true;
    if ((x.letter === 'ة') !== (y.letter === 'ة')) return true;
    if (x.marks === '') continue;
    if (x.marks.includes(SHADDA) !== y.marks.includes(SHADDA)) return true;
    const vx = vowelOf(x.marks);
    const vy = vowelOf(y.marks);
    if (vx !== '' && vy !== '' && vx !== vy) return true;
  }
  return false;
}

/** The vocalized form a reading stands for, if the analyzer gave one. */
const formOf = (r: Reading): string | undefined => (r.of === 'particle' ? undefined : r.form);

/** The word's last letter, its marks left out. */
const lastLetter = (w: string): string | undefined => units(w).at(-1)?.letter;

/**
 * The readings whose vocalized form does not contradict the written word (standard spelling). A
 * particle has no vocalized form, but its attached هُ is a ه: a word that ends in ة is not one
 * (بَيِّنَةٍ is not بَيْنَ + هُ); nor is its attached ي a ي with a shadda, a damma, a kasra or a tanwīn (وَلِيٌّ).
 */
export function keepWritten(written: string, readings: readonly Reading[]): Reading[] {
  const ta = lastLetter(written) === 'ة';
  // the speaker's ي is a lone ي, with a fatha at most: a final ي with a shadda, a damma or a tanwīn is a letter of the word (وَلِيٍّ is not وَ + لِ + ي)
  const last = units(written).at(-1);
  // (its shadda with a fatha is the ي of عَلَى / إِلَى / لَدَى merged with it: عَلَيَّ، إِلَيَّ)
  const notYa = last?.letter === 'ي' && (/[\u064B-\u064D\u064F\u0650]/.test(last.marks) || (last.marks.includes('\u0651') && !last.marks.includes('\u064E')));
  return readings.filter((r) => {
    if (ta && r.of === 'particle' && r.enclitic?.startsWith('ه')) return false;
    if (notYa && r.of === 'particle' && r.enclitic === 'ي') return false;
    const f = formOf(r);
    return f === undefined || !contradicts(written, f);
  });
}
