import type { MessageCatalog } from './messages.ts';

/** The messages of the Quran answers; `messages.ts` joins them into the one lookup. */
const en = {
  sura_not_found: 'There is no sura with this number (1 to 114)',
  verse_not_found: 'This sura has no verse with this number',
  word_not_found: 'This verse has no word at this position',
  root_invalid: 'Write a root of two to five Arabic letters',
  quran_loading: 'The analysis of the Quran is being prepared; please try again in a moment',
} as const;

export type QuranMessageKey = keyof typeof en;

const ar: Record<QuranMessageKey, string> = {
  sura_not_found: 'لا توجد سورة بهذا الرقم (من 1 إلى 114)',
  verse_not_found: 'ليس في هذه السورة آية بهذا الرقم',
  word_not_found: 'ليس في هذه الآية كلمة في هذا الموضع',
  root_invalid: 'اكتب جذرًا من حرفين إلى خمسة أحرف عربية',
  quran_loading: 'يجري إعداد تحليل القرآن الكريم، حاول مرة أخرى بعد قليل',
};

export const quranMessages: MessageCatalog<QuranMessageKey> = { en, ar };
