/**
 * Roots of colours and bodily defects (ألوان وعيوب): their أَفْعَلُ is the adjective
 * (أَحْمَرُ، أَعْوَرُ), and no elative is formed from them directly.
 */
export const COLOUR_DEFECT_ROOTS: ReadonlySet<string> = new Set([
  'حمر', 'صفر', 'خضر', 'زرق', 'سود', 'بيض', 'سمر', 'شقر', 'شهب', 'كحل', 'دكن', 'رمد', 'كمد', 'غبر',
  'عور', 'عرج', 'عمي', 'صمم', 'بكم', 'حول', 'خرس', 'حدب', 'طرش', 'عمش', 'برص', 'جرب', 'صلع', 'حمق',
  'هوج', 'عشو', 'كسح', 'شلل', 'فطس', 'عوج', 'حور', 'دعج', 'كحل', 'غيد', 'لمى',
].map((r) => r.replace('ى', 'ي')));
