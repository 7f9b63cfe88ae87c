/**
 * The verb-type taxonomy (أنواع الفعل بحسب حروفه الأصلية) as data.
 *
 * A root is described by LABELS (one fact each: hamza in the first radical, و as last radical, …)
 * and named by the TYPE whose label set it has. The table lists every combination that occurs in
 * the lexicon; a combination it lacks still gets a name composed from its labels (see classify.ts).
 */

export interface LabelInfo {
  ar: string;
  en: string;
}

/** One fact about the radicals. Order here is the order labels are reported in. */
export const LABELS = {
  sound: { ar: 'سالم', en: 'sound' },
  hamzated_first: { ar: 'مهموز الفاء', en: 'hamzated first radical' },
  hamzated_middle: { ar: 'مهموز العين', en: 'hamzated middle radical' },
  hamzated_last: { ar: 'مهموز اللام', en: 'hamzated last radical' },
  doubled: { ar: 'مضعّف', en: 'doubled' },
  assimilated_waw: { ar: 'مثال واوي', en: 'assimilated (و first)' },
  assimilated_ya: { ar: 'مثال يائي', en: 'assimilated (ي first)' },
  hollow_waw: { ar: 'أجوف واوي', en: 'hollow (و middle)' },
  hollow_ya: { ar: 'أجوف يائي', en: 'hollow (ي middle)' },
  defective_waw: { ar: 'ناقص واوي', en: 'defective (و last)' },
  defective_ya: { ar: 'ناقص يائي', en: 'defective (ي last)' },
  lafif_mafruq: { ar: 'لفيف مفروق', en: 'separated doubly weak (lafif mafruq)' },
  lafif_maqrun: { ar: 'لفيف مقرون', en: 'adjacent doubly weak (lafif maqrun)' },
  quadriliteral: { ar: 'رباعي', en: 'quadriliteral' },
  reduplicated: { ar: 'مضاعف رباعي', en: 'reduplicated (the first pair repeated)' },
  doubled_last: { ar: 'مضعّف الآخر', en: 'last two radicals alike' },
  hamzated_1: { ar: 'مهموز الأول', en: 'hamza as 1st radical' },
  hamzated_2: { ar: 'مهموز الثاني', en: 'hamza as 2nd radical' },
  hamzated_3: { ar: 'مهموز الثالث', en: 'hamza as 3rd radical' },
  hamzated_4: { ar: 'مهموز الرابع', en: 'hamza as 4th radical' },
  weak_1: { ar: 'معتل الأول', en: 'weak 1st radical' },
  weak_2: { ar: 'معتل الثاني', en: 'weak 2nd radical' },
  weak_3: { ar: 'معتل الثالث', en: 'weak 3rd radical' },
  weak_4: { ar: 'معتل الرابع', en: 'weak 4th radical' },
} as const satisfies Record<string, LabelInfo>;

export type LabelId = keyof typeof LABELS;

export interface VerbTypeInfo {
  radicals: 3 | 4;
  labels: readonly LabelId[];
  ar: string;
  en: string;
  example: string;
}

/** The named types: label set → Arabic and English name, with an example verb. */
export const VERB_TYPES = {
  // Triliteral: one feature
  sound: { radicals: 3, labels: ['sound'], ar: 'صحيح سالم', en: 'sound', example: 'كَتَبَ' },
  hamzated_first: { radicals: 3, labels: ['hamzated_first'], ar: 'مهموز الفاء', en: 'hamzated first radical', example: 'أَكَلَ' },
  hamzated_middle: { radicals: 3, labels: ['hamzated_middle'], ar: 'مهموز العين', en: 'hamzated middle radical', example: 'سَأَلَ' },
  hamzated_last: { radicals: 3, labels: ['hamzated_last'], ar: 'مهموز اللام', en: 'hamzated last radical', example: 'قَرَأَ' },
  doubled: { radicals: 3, labels: ['doubled'], ar: 'مضعّف', en: 'doubled', example: 'مَدَّ' },
  assimilated_waw: { radicals: 3, labels: ['assimilated_waw'], ar: 'مثال واوي', en: 'assimilated, first radical و', example: 'وَعَدَ' },
  assimilated_ya: { radicals: 3, labels: ['assimilated_ya'], ar: 'مثال يائي', en: 'assimilated, first radical ي', example: 'يَسَرَ' },
  hollow_waw: { radicals: 3, labels: ['hollow_waw'], ar: 'أجوف واوي', en: 'hollow, middle radical و', example: 'قَالَ' },
  hollow_ya: { radicals: 3, labels: ['hollow_ya'], ar: 'أجوف يائي', en: 'hollow, middle radical ي', example: 'بَاعَ' },
  defective_waw: { radicals: 3, labels: ['defective_waw'], ar: 'ناقص واوي', en: 'defective, last radical و', example: 'دَعَا' },
  defective_ya: { radicals: 3, labels: ['defective_ya'], ar: 'ناقص يائي', en: 'defective, last radical ي', example: 'رَمَى' },
  // Triliteral: doubly weak
  lafif_mafruq: { radicals: 3, labels: ['lafif_mafruq', 'assimilated_waw', 'defective_ya'], ar: 'لفيف مفروق', en: 'separated doubly weak (و first, ي last)', example: 'وَقَى' },
  lafif_mafruq_ya: {
    radicals: 3,
    labels: ['lafif_mafruq', 'assimilated_ya', 'defective_ya'],
    ar: 'لفيف مفروق يائي الفاء',
    en: 'separated doubly weak (ي first, ي last)',
    example: 'يَدَى',
  },
  lafif_maqrun: { radicals: 3, labels: ['lafif_maqrun', 'hollow_waw', 'defective_ya'], ar: 'لفيف مقرون', en: 'adjacent doubly weak (و middle, ي last)', example: 'طَوَى' },
  lafif_maqrun_ya_doubled: {
    radicals: 3,
    labels: ['lafif_maqrun', 'doubled', 'hollow_ya', 'defective_ya'],
    ar: 'لفيف مقرون يائي (مضعّف)',
    en: 'adjacent doubly weak, ي middle and last',
    example: 'حَيِيَ',
  },
  lafif_maqrun_waw_doubled: {
    radicals: 3,
    labels: ['lafif_maqrun', 'doubled', 'hollow_waw', 'defective_waw'],
    ar: 'لفيف مقرون واوي (مضعّف)',
    en: 'adjacent doubly weak, و middle and last',
    example: 'حَوِيَ',
  },
  assimilated_ya_hollow_waw: { radicals: 3, labels: ['assimilated_ya', 'hollow_waw'], ar: 'مثال يائي أجوف واوي', en: 'weak first (ي) and middle (و)', example: 'يَاوَمَ' },
  assimilated_waw_hollow_ya: { radicals: 3, labels: ['assimilated_waw', 'hollow_ya'], ar: 'مثال واوي أجوف يائي', en: 'weak first (و) and middle (ي)', example: 'وَيَّلَ' },
  // Triliteral: doubled with a weak or hamzated radical
  hamzated_first_doubled: { radicals: 3, labels: ['hamzated_first', 'doubled'], ar: 'مهموز الفاء مضعّف', en: 'hamzated first radical, doubled', example: 'أَبَّ' },
  assimilated_waw_doubled: { radicals: 3, labels: ['assimilated_waw', 'doubled'], ar: 'مثال واوي مضعّف', en: 'assimilated (و), doubled', example: 'وَدَّ' },
  assimilated_ya_doubled: { radicals: 3, labels: ['assimilated_ya', 'doubled'], ar: 'مثال يائي مضعّف', en: 'assimilated (ي), doubled', example: 'يَلَّ' },
  // Triliteral: hamzated and weak
  hamzated_first_last: { radicals: 3, labels: ['hamzated_first', 'hamzated_last'], ar: 'مهموز الفاء واللام', en: 'hamzated first and last radicals', example: 'أَجَأَ' },
  hamzated_first_hollow_waw: { radicals: 3, labels: ['hamzated_first', 'hollow_waw'], ar: 'مهموز الفاء أجوف واوي', en: 'hamzated first, hollow (و)', example: 'آبَ' },
  hamzated_first_hollow_ya: { radicals: 3, labels: ['hamzated_first', 'hollow_ya'], ar: 'مهموز الفاء أجوف يائي', en: 'hamzated first, hollow (ي)', example: 'آضَ' },
  hamzated_first_defective_waw: { radicals: 3, labels: ['hamzated_first', 'defective_waw'], ar: 'مهموز الفاء ناقص واوي', en: 'hamzated first, defective (و)', example: 'أَلَا' },
  hamzated_first_defective_ya: { radicals: 3, labels: ['hamzated_first', 'defective_ya'], ar: 'مهموز الفاء ناقص يائي', en: 'hamzated first, defective (ي)', example: 'أَتَى' },
  hamzated_middle_defective_waw: { radicals: 3, labels: ['hamzated_middle', 'defective_waw'], ar: 'مهموز العين ناقص واوي', en: 'hamzated middle, defective (و)', example: 'ذَآ' },
  hamzated_middle_defective_ya: { radicals: 3, labels: ['hamzated_middle', 'defective_ya'], ar: 'مهموز العين ناقص يائي', en: 'hamzated middle, defective (ي)', example: 'رَأَى' },
  hamzated_last_hollow_waw: { radicals: 3, labels: ['hollow_waw', 'hamzated_last'], ar: 'أجوف واوي مهموز اللام', en: 'hollow (و), hamzated last', example: 'سَاءَ' },
  hamzated_last_hollow_ya: { radicals: 3, labels: ['hollow_ya', 'hamzated_last'], ar: 'أجوف يائي مهموز اللام', en: 'hollow (ي), hamzated last', example: 'جَاءَ' },
  hamzated_last_assimilated_waw: { radicals: 3, labels: ['hamzated_last', 'assimilated_waw'], ar: 'مثال واوي مهموز اللام', en: 'assimilated (و), hamzated last', example: 'وَطِئَ' },
  hamzated_middle_assimilated_waw: {
    radicals: 3,
    labels: ['hamzated_middle', 'assimilated_waw'],
    ar: 'مثال واوي مهموز العين',
    en: 'assimilated (و), hamzated middle',
    example: 'وَأَدَ',
  },
  hamzated_middle_assimilated_ya: {
    radicals: 3,
    labels: ['hamzated_middle', 'assimilated_ya'],
    ar: 'مثال يائي مهموز العين',
    en: 'assimilated (ي), hamzated middle',
    example: 'يَئِسَ',
  },
  hamzated_first_lafif_maqrun: {
    radicals: 3,
    labels: ['hamzated_first', 'lafif_maqrun', 'hollow_waw', 'defective_ya'],
    ar: 'مهموز الفاء لفيف مقرون',
    en: 'hamzated first, adjacent doubly weak',
    example: 'أَوَى',
  },
  hamzated_middle_lafif_mafruq: {
    radicals: 3,
    labels: ['hamzated_middle', 'lafif_mafruq', 'assimilated_waw', 'defective_ya'],
    ar: 'مهموز العين لفيف مفروق',
    en: 'hamzated middle, separated doubly weak',
    example: 'وَأَى',
  },
  // Quadriliteral
  quadriliteral_sound: { radicals: 4, labels: ['quadriliteral', 'sound'], ar: 'رباعي سالم', en: 'quadriliteral, sound', example: 'دَحْرَجَ' },
  quadriliteral_reduplicated: { radicals: 4, labels: ['quadriliteral', 'reduplicated'], ar: 'رباعي مضاعف', en: 'quadriliteral, reduplicated', example: 'زَلْزَلَ' },
  quadriliteral_doubled_last: { radicals: 4, labels: ['quadriliteral', 'doubled_last'], ar: 'رباعي مضعّف الآخر', en: 'quadriliteral, last two radicals alike', example: 'لَبْنَنَ' },
  quadriliteral_hamzated_1: { radicals: 4, labels: ['quadriliteral', 'hamzated_1'], ar: 'رباعي مهموز الأول', en: 'quadriliteral, hamza first', example: 'تَأَرْجَحَ' },
  quadriliteral_hamzated_2: { radicals: 4, labels: ['quadriliteral', 'hamzated_2'], ar: 'رباعي مهموز الثاني', en: 'quadriliteral, hamza second', example: 'زَأْبَقَ' },
  quadriliteral_hamzated_3: { radicals: 4, labels: ['quadriliteral', 'hamzated_3'], ar: 'رباعي مهموز الثالث', en: 'quadriliteral, hamza third', example: 'اِطْمَأَنَّ' },
  quadriliteral_hamzated_reduplicated: {
    radicals: 4,
    labels: ['quadriliteral', 'reduplicated', 'hamzated_2', 'hamzated_4'],
    ar: 'رباعي مضاعف مهموز',
    en: 'quadriliteral, reduplicated, hamzated',
    example: 'فَأْفَأَ',
  },
  quadriliteral_weak_1: { radicals: 4, labels: ['quadriliteral', 'weak_1'], ar: 'رباعي معتل الأول', en: 'quadriliteral, weak first radical', example: 'وَرْنَشَ' },
  quadriliteral_weak_2: { radicals: 4, labels: ['quadriliteral', 'weak_2'], ar: 'رباعي معتل الثاني', en: 'quadriliteral, weak second radical', example: 'هَيْمَنَ' },
  quadriliteral_weak_3: { radicals: 4, labels: ['quadriliteral', 'weak_3'], ar: 'رباعي معتل الثالث', en: 'quadriliteral, weak third radical', example: 'هَرْوَلَ' },
  quadriliteral_weak_reduplicated: {
    radicals: 4,
    labels: ['quadriliteral', 'reduplicated', 'weak_1', 'weak_3'],
    ar: 'رباعي مضاعف معتل',
    en: 'quadriliteral, reduplicated, weak',
    example: 'وَلْوَلَ',
  },
  quadriliteral_hamzated_1_weak_2: {
    radicals: 4,
    labels: ['quadriliteral', 'hamzated_1', 'weak_2'],
    ar: 'رباعي مهموز الأول معتل الثاني',
    en: 'quadriliteral, hamza first, weak second',
    example: 'أَوْرَبَ',
  },
  quadriliteral_weak_2_hamzated_3: {
    radicals: 4,
    labels: ['quadriliteral', 'hamzated_3', 'weak_2'],
    ar: 'رباعي معتل الثاني مهموز الثالث',
    en: 'quadriliteral, weak second, hamza third',
    example: 'تَوْأَمَ',
  },
  quadriliteral_weak_2_doubled_last: {
    radicals: 4,
    labels: ['quadriliteral', 'doubled_last', 'weak_2'],
    ar: 'رباعي معتل الثاني مضعّف الآخر',
    en: 'quadriliteral, weak second, last two alike',
    example: 'هَيْلَلَ',
  },
  quadriliteral_weak_2_3: {
    radicals: 4,
    labels: ['quadriliteral', 'weak_2', 'weak_3'],
    ar: 'رباعي معتل الثاني والثالث',
    en: 'quadriliteral, weak second and third',
    example: 'تَشَيْوَعَ',
  },
  quadriliteral_weak_2_4: {
    radicals: 4,
    labels: ['quadriliteral', 'weak_2', 'weak_4'],
    ar: 'رباعي معتل الثاني والرابع',
    en: 'quadriliteral, weak second and fourth',
    example: 'صَوْصَى',
  },
  quadriliteral_hamzated_2_doubled_last: {
    radicals: 4,
    labels: ['quadriliteral', 'doubled_last', 'hamzated_2'],
    ar: 'رباعي مهموز الثاني مضعّف الآخر',
    en: 'quadriliteral, hamza second, last two alike',
    example: 'تَثَأْلَلَ',
  },
  quadriliteral_weak_hamzated_reduplicated: {
    radicals: 4,
    labels: ['quadriliteral', 'reduplicated', 'hamzated_2', 'hamzated_4', 'weak_1', 'weak_3'],
    ar: 'رباعي مضاعف مهموز معتل',
    en: 'quadriliteral, reduplicated, hamzated and weak',
    example: 'وَأْوَأَ',
  },
} as const satisfies Record<string, VerbTypeInfo>;

export type NamedVerbTypeId = keyof typeof VERB_TYPES;
/** A named type, or a composed one (labels joined by "+") for a combination the table lacks. */
export type VerbTypeId = NamedVerbTypeId | `${string}+${string}`;
