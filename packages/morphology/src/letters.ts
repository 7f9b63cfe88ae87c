/**
 * Every Arabic letter and mark the engine uses, as a named constant.
 * Logic never uses a bare Arabic literal: it names the letter.
 */

// Marks (harakat and others)
export const FATHATAN = '\u064B';
export const DAMMATAN = '\u064C';
export const KASRATAN = '\u064D';
export const FATHA = '\u064E';
export const DAMMA = '\u064F';
export const KASRA = '\u0650';
export const SHADDA = '\u0651';
export const SUKUN = '\u0652';
export const SUPERSCRIPT_ALEF = '\u0670';
export const TATWEEL = '\u0640';

// Letters
export const HAMZA = '\u0621'; // ء
export const ALEF_MADDA = '\u0622'; // آ
export const ALEF_HAMZA_ABOVE = '\u0623'; // أ
export const WAW_HAMZA = '\u0624'; // ؤ
export const ALEF_HAMZA_BELOW = '\u0625'; // إ
export const YEH_HAMZA = '\u0626'; // ئ
export const ALEF = '\u0627'; // ا
export const BEH = '\u0628';
export const TEH_MARBUTA = '\u0629'; // ة
export const TEH = '\u062A'; // ت
export const THEH = '\u062B';
export const JEEM = '\u062C';
export const HAH = '\u062D';
export const KHAH = '\u062E';
export const DAL = '\u062F'; // د
export const THAL = '\u0630'; // ذ
export const REH = '\u0631';
export const ZAIN = '\u0632'; // ز
export const SEEN = '\u0633'; // س
export const SHEEN = '\u0634';
export const SAD = '\u0635'; // ص
export const DAD = '\u0636'; // ض
export const TAH = '\u0637'; // ط
export const ZAH = '\u0638'; // ظ
export const AIN = '\u0639';
export const GHAIN = '\u063A';
export const FEH = '\u0641';
export const QAF = '\u0642';
export const KAF = '\u0643';
export const LAM = '\u0644';
export const MEEM = '\u0645'; // م
export const NOON = '\u0646'; // ن
export const HEH = '\u0647';
export const WAW = '\u0648'; // و
export const ALEF_MAKSURA = '\u0649'; // ى
export const YEH = '\u064A'; // ي
export const ALEF_WASLA = '\u0671'; // ٱ (accepted in input, never produced)

/** The 28 letters that may be radicals (hamza written as ء). */
export const RADICAL_LETTERS: ReadonlySet<string> = new Set([
  HAMZA,
  BEH,
  TEH,
  THEH,
  JEEM,
  HAH,
  KHAH,
  DAL,
  THAL,
  REH,
  ZAIN,
  SEEN,
  SHEEN,
  SAD,
  DAD,
  TAH,
  ZAH,
  AIN,
  GHAIN,
  FEH,
  QAF,
  KAF,
  LAM,
  MEEM,
  NOON,
  HEH,
  WAW,
  YEH,
]);

export const SHORT_VOWELS: ReadonlySet<string> = new Set([FATHA, DAMMA, KASRA]);
export const TANWIN: ReadonlySet<string> = new Set([FATHATAN, DAMMATAN, KASRATAN]);
/** All diacritic marks the engine writes or strips. */
export const MARKS: ReadonlySet<string> = new Set([FATHATAN, DAMMATAN, KASRATAN, FATHA, DAMMA, KASRA, SHADDA, SUKUN, SUPERSCRIPT_ALEF]);
export const WEAK_LETTERS: ReadonlySet<string> = new Set([WAW, YEH]);
/** Hamza in any of its seats. */
export const HAMZA_FORMS: ReadonlySet<string> = new Set([HAMZA, ALEF_HAMZA_ABOVE, ALEF_HAMZA_BELOW, WAW_HAMZA, YEH_HAMZA, ALEF_MADDA]);

export function isMark(ch: string): boolean {
  return MARKS.has(ch);
}

/** Remove every diacritic and tatweel. */
export function stripMarks(s: string): string {
  let out = '';
  for (const ch of s) if (!MARKS.has(ch) && ch !== TATWEEL) out += ch;
  return out;
}
