import type { MessageCatalog } from './messages.ts';

/** The messages of the search and conjugation answers; `messages.ts` joins them into the one lookup. */
const en = {
  lexicon_unavailable: 'The verb lexicon is not available on this server right now; please try again later',
  query_empty: 'Type a root, a word or an English meaning',
  query_too_long: 'The search text is too long (at most {number} characters)',
  mixed_script: 'Search in Arabic letters or in Latin letters, not both at once',
  unsupported_characters: 'Use Arabic or Latin letters only (no symbols or emoji)',
  invalid_filter: 'This filter value is not valid',
  verb_not_found: 'No verb with this id',
  group_not_found: 'No keyword group with this name',
  invalid_root: 'Write a root of three or four Arabic letters',
  invalid_pattern: 'Choose one of the 22 patterns',
  pattern_not_for_root: 'This root cannot be conjugated on this pattern (a triliteral root takes forms I–XIII, a quadriliteral root the forms Q I–Q IV)',
} as const;

export type SearchMessageKey = keyof typeof en;

const ar: Record<SearchMessageKey, string> = {
  lexicon_unavailable: 'معجم الأفعال غير متاح على هذا الخادم الآن، يُرجى المحاولة لاحقًا',
  query_empty: 'اكتب جذرًا أو كلمة أو معنًى بالإنجليزية',
  query_too_long: 'نص البحث طويل جدًّا ({number} حرف على الأكثر)',
  mixed_script: 'ابحث بالحروف العربية أو بالحروف اللاتينية، لا بهما معًا',
  unsupported_characters: 'استعمل الحروف العربية أو اللاتينية فقط (بلا رموز ولا وجوه تعبيرية)',
  invalid_filter: 'قيمة هذا المرشِّح غير صالحة',
  verb_not_found: 'لا يوجد فعل بهذا المعرِّف',
  group_not_found: 'لا توجد مجموعة كلمات بهذا الاسم',
  invalid_root: 'اكتب جذرًا من ثلاثة أحرف عربية أو أربعة',
  invalid_pattern: 'اختر وزنًا من الأوزان الاثنين والعشرين',
  pattern_not_for_root: 'لا يُصرَّف هذا الجذر على هذا الوزن (للجذر الثلاثي الأوزان من الأول إلى الثالث عشر، وللرباعي أوزانه الأربعة)',
};

export const searchMessages: MessageCatalog<SearchMessageKey> = { en, ar };
