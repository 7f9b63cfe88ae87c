/**
 * Where the grammar corrects the sources' transitivity (Arramooz's y/n, Sarf's judgement). Facts of
 * Arabic grammar, stated here with the reason a teacher would give; the algorithm is in
 * transitivity.ts.
 */

/**
 * Patterns that are never transitive (لازم أبدًا): اِنْفَعَلَ is the pattern of compliance
 * (مطاوعة: كَسَرْتُهُ فَانْكَسَرَ), اِفْعَلَّ and اِفْعَالَّ of colours and defects (اِحْمَرَّ، اِحْمَارَّ),
 * اِفْعَنْلَلَ and اِفْعَلَلَّ of the quadriliteral (اِحْرَنْجَمَ، اِطْمَأَنَّ، اِقْشَعَرَّ).
 */
export const INTRANSITIVE_PATTERNS: Readonly<Record<string, string>> = {
  VII: 'اِنْفَعَلَ is the pattern of compliance (مطاوعة): it takes no object.',
  IX: 'اِفْعَلَّ (colours and defects) takes no object.',
  XI: 'اِفْعَالَّ (colours and defects, intensified) takes no object.',
  QIII: 'اِفْعَنْلَلَ takes no object.',
  QIV: 'اِفْعَلَلَّ takes no object.',
};

/**
 * Derived verbs that a source marks transitive but whose sense in the lexicon (its gloss) is used
 * without an object; keyed by root and pattern, with the sentence that shows it.
 */
export const INTRANSITIVE_VERBS: Readonly<Record<string, string>> = {
  'قوم|X': 'اِسْتَقَامَ الأَمْرُ: it became straight; no object (اِسْتَقَامَ عَلَى الطَّرِيقِ).',
  'وفر|VI': 'تَوَافَرَتِ الشُّرُوطُ: the conditions were met; no object.',
  'عين|V': 'تَعَيَّنَ عَلَيْهِ الأَمْرُ: it became incumbent on him; no object.',
  'جلي|V': 'تَجَلَّى الأَمْرُ: it became clear; no object.',
  'حدد|V': 'تَحَدَّدَ المَوْعِدُ: the date was set; no object.',
  'ءجل|V': 'تَأَجَّلَ الاِجْتِمَاعُ: the meeting was postponed; no object.',
  'حول|X': 'اِسْتَحَالَ الأَمْرُ: it became impossible; no object.',
  'لخص|V': 'تَلَخَّصَ الأَمْرُ فِي…: it comes down to…; no object.',
  'كظظ|VIII': 'اِكْتَظَّ المَكَانُ بِالنَّاسِ: the place was crowded with people; no object.',
  'فشو|V': 'تَفَشَّى المَرَضُ: the disease spread; no object.',
  'كسر|V': 'تَكَسَّرَ الزُّجَاجُ: the glass shattered; no object.',
  'ظلم|IV': 'أَظْلَمَ اللَّيْلُ: night fell dark; no object.',
};
