/**
 * Case endings of a single word: putting the nominative tanwin on a lexicon form written without
 * it, and reading back the kind of ending a form has (regular, ta marbuta, manqus, maqsur, diptote).
 */
import {
  ALEF,
  ALEF_HAMZA_ABOVE,
  ALEF_HAMZA_BELOW,
  ALEF_MAKSURA,
  DAMMA,
  DAMMATAN,
  FATHA,
  FATHATAN,
  KASRA,
  KASRATAN,
  SHADDA,
  SUKUN,
  TEH_MARBUTA,
  WAW,
  YEH,
  isMark,
} from '../letters.ts';

const VOWELS_AND_SUKUN: ReadonlySet<string> = new Set([FATHA, DAMMA, KASRA, SUKUN]);
const TANWINS: ReadonlySet<string> = new Set([FATHATAN, DAMMATAN, KASRATAN]);

/** Splits a word into its last base letter's index and the marks after it. */
function tail(word: string): { base: string; marks: string } {
  let i = word.length;
  while (i > 0 && isMark(word[i - 1]!)) i--;
  return { base: word.slice(0, i), marks: word.slice(i) };
}

/**
 * Puts back the vowels a partly vocalized source left out where the next letter decides them:
 * a fatha before a long ا, ى or ة (رِمايَة → رِمَايَة, أَذى → أَذَى); a kasra before a bare ي and a damma
 * before a bare و (بَريق → بَرِيق, بُطولَة → بُطُولَة); fatha on an initial أ, kasra on an initial إ.
 */
export function repairAlifFatha(word: string): string {
  const chars = [...word.normalize('NFC')];
  let out = '';
  chars.forEach((ch, i) => {
    out += ch;
    if (isMark(ch) || ch === ALEF) return;
    if (chars[i + 1] !== undefined && isMark(chars[i + 1]!)) return; // the letter has its own mark
    const next = chars[i + 1];
    const afterNext = chars[i + 2];
    const nextBare = afterNext === undefined || !isMark(afterNext);
    if (i === 0 && ch === ALEF_HAMZA_ABOVE) out += FATHA;
    else if (i === 0 && ch === ALEF_HAMZA_BELOW) out += KASRA;
    else if (next === ALEF || next === ALEF_MAKSURA || next === TEH_MARBUTA) out += FATHA;
    else if (next === YEH && nextBare && i > 0) out += KASRA;
    else if (next === WAW && nextBare && i > 0) out += DAMMA;
  });
  return out.normalize('NFC');
}

/** Hamza seats as one letter, و and ي as one (a weak radical is written either way: دُنْيَا of دنو). */
function radicalKey(c: string): string {
  if ('أإآؤئءٱ'.includes(c)) return 'ء';
  if (c === WAW || c === YEH || c === ALEF_MAKSURA) return YEH;
  return c;
}

/**
 * Is the final ى / ا of `base` an added alif of the feminine rather than the last radical? It is
 * when every radical is already written before it, in order (a shadda doubles its letter):
 * رِمِّيَّى (ر م ي), ذِكْرَى (ذ ك ر) and تَقْوَى (و ق ي) end in the feminine's alif, مَرْمًى and هُدًى
 * (ر م ي, ه د ي) in their own third radical.
 */
export function feminineAlif(base: string, radicals: readonly string[]): boolean {
  const letters: string[] = [];
  for (const c of base.slice(0, -1)) {
    if (c === SHADDA) {
      if (letters.length > 0) letters.push(letters[letters.length - 1]!);
    } else if (!isMark(c)) letters.push(radicalKey(c));
  }
  const all = (rs: readonly string[]): boolean => {
    let r = 0;
    for (const c of letters) if (r < rs.length && c === radicalKey(rs[r]!)) r++;
    return r === rs.length;
  };
  // a first و or ي may be gone (تَقْوَى of وقي: its و became the ت of form VIII)
  return all(radicals) || (radicalKey(radicals[0] ?? '') === YEH && all(radicals.slice(1)));
}

/**
 * The masculine singular indefinite nominative of a form written without case ending
 * (كِتَابَة → كِتَابَةٌ, هُدَى → هُدًى, مُضِيّ → مُضِيٌّ, تَلَقِّي → تَلَقٍّ). Forms that already carry
 * tanwin are returned as they are. Given the root's `radicals`, a final alif of the feminine stays
 * bare (ذِكْرَى، رِمِّيَّى: diptotes).
 */
export function withTanwin(word: string, radicals?: readonly string[]): string {
  const w = word.normalize('NFC');
  const { base, marks } = tail(w);
  if ([...marks].some((m) => TANWINS.has(m))) return w;
  const last = base[base.length - 1];
  if (last === undefined) return w;
  if (last === ALEF_MAKSURA || last === ALEF) {
    // the alif of the feminine (ذِكْرَى، دَعْوَى، رِمِّيَّى، دُنْيَا) is a diptote's: no tanwin
    if (radicals && feminineAlif(base, radicals)) return w;
    const before = tail(base.slice(0, -1));
    if (before.marks.includes(FATHATAN)) return w;
    if (before.marks.includes(FATHA)) {
      return (before.base + before.marks.replace(FATHA, FATHATAN) + last).normalize('NFC');
    }
    return w;
  }
  if (last === YEH && marks === '') {
    const before = tail(base.slice(0, -1));
    if (before.marks.includes(KASRA)) return (before.base + before.marks.replace(KASRA, KASRATAN)).normalize('NFC');
  }
  const kept = [...marks].filter((m) => !VOWELS_AND_SUKUN.has(m)).join('');
  return (base + kept + DAMMATAN).normalize('NFC');
}

export type EndingKind = 'regular' | 'ta_marbuta' | 'manqus' | 'maqsur' | 'diptote' | 'diptote_maqsur';

export interface ParsedEnding {
  kind: EndingKind;
  /**
   * The word without its case ending: for manqus and maqsur the letters up to the one before the
   * lost weak letter (رَامٍ → رَام, مُعْطًى → مُعْط), otherwise the word without its last vowel or tanwin
   * (shadda kept: مَادٌّ → مَادّ).
   */
  stem: string;
  /** Shadda on the last letter of the stem (مُسَمٍّ, مُسَمًّى, مَادٌّ). */
  shadda: boolean;
}

/** Reads the ending of a masculine singular indefinite nominative. */
export function parseEnding(word: string): ParsedEnding {
  const w = word.normalize('NFC');
  const { base, marks } = tail(w);
  const last = base[base.length - 1];
  const shadda = marks.includes(SHADDA);
  if ((last === ALEF_MAKSURA || last === ALEF) && marks === '') {
    const before = tail(base.slice(0, -1));
    const stemShadda = before.marks.includes(SHADDA);
    const stem = before.base + (stemShadda ? SHADDA : '');
    if (before.marks.includes(FATHATAN)) return { kind: 'maqsur', stem, shadda: stemShadda };
    return { kind: 'diptote_maqsur', stem, shadda: stemShadda };
  }
  const stem = (base + (shadda ? SHADDA : '')).normalize('NFC');
  if (marks.includes(KASRATAN)) return { kind: 'manqus', stem, shadda };
  if (last === TEH_MARBUTA) return { kind: 'ta_marbuta', stem, shadda };
  if (marks.includes(DAMMATAN)) return { kind: 'regular', stem, shadda };
  return { kind: 'diptote', stem, shadda };
}
