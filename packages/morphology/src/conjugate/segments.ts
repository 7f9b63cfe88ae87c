/**
 * The working form of a verb while it is being built: one segment a letter, with its mark.
 * Gemination is two equal letters, the first with sukun; the shadda is written only at the end.
 */
import { DAMMA, FATHA, KASRA, SHADDA, SUKUN } from '../letters.ts';

/** a/i/u short vowels, '0' sukun, '' no mark (a long-vowel letter: ا و ي ى as lengthener). */
export type Mark = 'a' | 'i' | 'u' | '0' | '';

/**
 * F A L: radicals of a triliteral; Q1 Q2 Q3 + L: radicals of a quadriliteral (the last is L so
 * the defective rules apply to it). D: the first of the doubled last letter in IX, XI, QIV.
 * x: letter of the pattern; P: person prefix; S: suffix; W: hamzat al-wasl.
 */
export type Role = 'F' | 'A' | 'L' | 'D' | 'Q1' | 'Q2' | 'Q3' | 'x' | 'P' | 'S' | 'W';

export interface Seg {
  c: string;
  v: Mark;
  role: Role;
  /** The feminine ت of 3fd: its fatha comes from the dual alif, it counts as sukun (رَمَتَا). */
  latent?: boolean;
  /** Jussive/imperative ending sukun on the last radical. */
  jazm?: boolean;
  /** The nun of the energetic (نون التوكيد). */
  nun?: boolean;
  /** A weak letter that lost its vowel by transfer (إعلال بالنقل): still counts as voweled for قلب. */
  naql?: boolean;
  /**
   * A last radical before a suffix of the same letter (سَكَنْ + نَا، تَكُونْ + نَ، ثَبَتْ + تُ): written
   * apart until the rule idgham_lam_damir merges them, so that the merging is a named step.
   */
  apart?: boolean;
}

export function isVowel(v: Mark): boolean {
  return v === 'a' || v === 'i' || v === 'u';
}

/** Sukun, or the latent sukun of the feminine ت before the dual alif. */
export function isSakin(s: Seg | undefined): boolean {
  return s !== undefined && (s.v === '0' || s.latent === true);
}

export function isRadical(s: Seg | undefined): boolean {
  return s !== undefined && s.role !== 'x' && s.role !== 'P' && s.role !== 'S' && s.role !== 'W';
}

const MARK_TEXT: Record<Mark, string> = { a: FATHA, i: KASRA, u: DAMMA, '0': SUKUN, '': '' };

/**
 * Writes the segments as text: two equal letters meeting with sukun are written once with shadda
 * (a last radical and its suffix only once idgham_lam_damir has merged them).
 * The output is already NFC: a letter carries at most a vowel and a shadda, written in canonical
 * order (the vowels' combining classes, 30–32, come before the shadda's, 33), and no mark the
 * engine writes composes with a letter.
 */
export function serialize(segs: readonly Seg[]): string {
  let out = '';
  for (let i = 0; i < segs.length; i++) {
    const s = segs[i]!;
    const n = segs[i + 1];
    if (s.v === '0' && !s.apart && n !== undefined && n.c === s.c && n.v !== '' && n.v !== '0') {
      out += s.c + MARK_TEXT[n.v] + SHADDA;
      i++;
      continue;
    }
    out += s.c + MARK_TEXT[s.v];
  }
  return out;
}

export function clone(segs: readonly Seg[]): Seg[] {
  return segs.map((s) => ({ ...s }));
}
