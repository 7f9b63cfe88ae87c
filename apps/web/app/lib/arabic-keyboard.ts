/** The on-screen keyboard's keys: the letters in alphabetical order, hamza seats, and the marks. */
export const LETTERS = [
  'ء',
  'أ',
  'إ',
  'آ',
  'ؤ',
  'ئ',
  'ا',
  'ب',
  'ت',
  'ة',
  'ث',
  'ج',
  'ح',
  'خ',
  'د',
  'ذ',
  'ر',
  'ز',
  'س',
  'ش',
  'ص',
  'ض',
  'ط',
  'ظ',
  'ع',
  'غ',
  'ف',
  'ق',
  'ك',
  'ل',
  'م',
  'ن',
  'ه',
  'و',
  'ى',
  'ي',
] as const;

/** Vowel marks with their names (shown on a dotted circle so the mark is visible alone). */
export const MARKS: ReadonlyArray<{ mark: string; ar: string; en: string }> = [
  { mark: '\u064E', ar: 'فتحة', en: 'fatha' },
  { mark: '\u064F', ar: 'ضمة', en: 'damma' },
  { mark: '\u0650', ar: 'كسرة', en: 'kasra' },
  { mark: '\u0652', ar: 'سكون', en: 'sukun' },
  { mark: '\u0651', ar: 'شدة', en: 'shadda' },
  { mark: '\u064B', ar: 'تنوين الفتح', en: 'tanwin fath' },
  { mark: '\u064C', ar: 'تنوين الضم', en: 'tanwin damm' },
  { mark: '\u064D', ar: 'تنوين الكسر', en: 'tanwin kasr' },
];

const TATWEEL = /\u0640/g;

/**
 * Inserts `text` at the caret of an input (replacing a selection) and returns the new caret. The
 * result has no tatweel (ـ, a stretching stroke some keyboards add to show a mark alone): a search
 * or an answer with it would not match the word it stretches.
 */
export function insertAt(value: string, start: number, end: number, text: string): { value: string; caret: number } {
  const head = (value.slice(0, start) + text).replace(TATWEEL, '');
  return { value: head + value.slice(end).replace(TATWEEL, ''), caret: head.length };
}

/** Deletes the character before the caret (a whole mark or letter: one UTF-16 unit in Arabic). */
export function deleteBefore(value: string, start: number, end: number): { value: string; caret: number } {
  if (start !== end) return { value: value.slice(0, start) + value.slice(end), caret: start };
  if (start === 0) return { value, caret: 0 };
  return { value: value.slice(0, start - 1) + value.slice(start), caret: start - 1 };
}
