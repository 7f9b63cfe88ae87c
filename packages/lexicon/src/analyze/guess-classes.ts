/**
 * Root classes for reading a verb the lexicon does not hold (guess.ts). Each class is a pair of
 * roots that the engine conjugates alike — the same weak, hamzated and doubled radicals and the
 * same assimilations of form VIII's ت and form VII's ن — and that differ in every other radical.
 * Conjugating both and comparing letter by letter shows where the radicals stand in each form of
 * each pattern: the rest of the form is the pattern's own (its affixes and the class's fixed
 * letters). The two roots must not differ in a letter a rule looks at (a first radical that
 * assimilates form VIII's ت, a last radical ت or ن that merges with a suffix): that would give
 * two shapes, and the form is left out. Data, not rules: a class missing here is a class whose
 * forms are not guessed.
 */
export interface RootClass {
  /** What the class is, for readers. */
  name: string;
  a: string;
  b: string;
}

export const TRILITERAL_CLASSES: readonly RootClass[] = [
  { name: 'sound', a: 'كتب', b: 'جلس' },
  { name: 'sound, first radical ن (VII: اِنَّ)', a: 'نقل', b: 'نشر' },
  { name: 'sound, first radical ص or ض (VIII: اِصْطَ)', a: 'صبر', b: 'ضرب' },
  { name: 'first radical ط (VIII: اِطَّ)', a: 'طرد', b: 'طلب' },
  { name: 'first radical ظ (VIII: اِظَّ)', a: 'ظلم', b: 'ظهر' },
  { name: 'first radical د (VIII: اِدَّ)', a: 'دعم', b: 'دفع' },
  { name: 'first radical ذ (VIII: اِذَّ)', a: 'ذكر', b: 'ذبح' },
  { name: 'first radical ز (VIII: اِزْدَ)', a: 'زحم', b: 'زهر' },
  { name: 'first radical ث (VIII: اِثَّ)', a: 'ثقل', b: 'ثبت' },
  { name: 'first radical ت (VIII: اِتَّ)', a: 'تبع', b: 'تجر' },
  { name: 'assimilated, و', a: 'وصل', b: 'وعد' },
  { name: 'assimilated, ي', a: 'يسر', b: 'يقظ' },
  { name: 'hamzated first', a: 'ءكل', b: 'ءمر' },
  { name: 'hollow, و', a: 'قول', b: 'جوز' },
  { name: 'hollow, ي', a: 'سير', b: 'بيع' },
  { name: 'hollow, و, first radical ن (VII: اِنَّالَ)', a: 'نول', b: 'نوم' },
  { name: 'hollow, ي, first radical ن', a: 'نيل', b: 'نيص' },
  { name: 'hamzated middle', a: 'سءل', b: 'رءس' },
  { name: 'defective, و', a: 'غزو', b: 'رجو' },
  { name: 'defective, ي', a: 'رمي', b: 'بكي' },
  { name: 'hamzated last', a: 'قرء', b: 'بدء' },
  { name: 'doubled', a: 'مدد', b: 'شكك' },
  { name: 'assimilated, doubled', a: 'ودد', b: 'وزز' },
  { name: 'last radical ت (سَكَتُّ)', a: 'سكت', b: 'لفت' },
  { name: 'last radical ن (سَكَنَّا)', a: 'سكن', b: 'حزن' },
  { name: 'lafif maqrun, و', a: 'روي', b: 'غوي' },
  { name: 'lafif maqrun, ي', a: 'حيي', b: 'عيي' },
  { name: 'lafif mafruq', a: 'وقي', b: 'وفي' },
  { name: 'hamzated first, defective', a: 'ءتي', b: 'ءبي' },
  { name: 'hollow, hamzated last', a: 'جيء', b: 'شيء' },
];

export const QUADRILITERAL_CLASSES: readonly RootClass[] = [
  { name: 'sound', a: 'دحرج', b: 'بعثر' },
  { name: 'hamzated third (QIV: اِطْمَأَنَّ)', a: 'طمءن', b: 'شمءز' },
  { name: 'defective fourth', a: 'سلقي', b: 'قلسي' },
];

/** Form I's six babs (past vowel, present vowel). */
export const BABS: ReadonlyArray<{ bab: number; past: string; present: string }> = [
  { bab: 1, past: 'a', present: 'u' },
  { bab: 2, past: 'a', present: 'i' },
  { bab: 3, past: 'a', present: 'a' },
  { bab: 4, past: 'i', present: 'a' },
  { bab: 5, past: 'u', present: 'u' },
  { bab: 6, past: 'i', present: 'i' },
];
