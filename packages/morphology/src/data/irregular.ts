/**
 * Irregular verbs (الأفعال الشاذّة), as named entries. An entry switches on named departures from
 * the regular rules; it never lists whole paradigms except for لَيْسَ, which has only a past.
 * Key: `<root>|<pattern>` or, for form I, `<root>|I|<past vowel>-<present vowel>`, `<root>|I|<past vowel>`
 * (any present vowel) or `<root>|I` (any bab).
 */
import type { Person } from '../types.ts';

/** Departures an irregular entry may switch on; each is applied by a named spelling rule. */
export type IrregularFlag =
  /** The imperative loses its first radical hamza: خُذْ، كُلْ، مُرْ. */
  | 'drop_first_hamza_imperative'
  /** The middle radical hamza falls, its vowel going to the letter before: يَرَى، سَلْ، أَرَى. */
  | 'drop_middle_hamza'
  /** Two equal weak radicals merge: حَيَّ beside حَيِيَ. */
  | 'merge_equal_weak'
  /** The jussive of كَانَ may drop its nun: لَمْ يَكُ beside لَمْ يَكُنْ. */
  | 'drop_nun_jussive'
  /** The ي after the damma of hamzat al-wasl is kept as written (اُيْمُنْ beside اُومُنْ): not a شاذّ verb, a spelling variant. */
  | 'keep_ya_after_wasl'
  /** The weak middle radical stays as in a sound verb (اِسْتَحْوَذَ): see ./kept-weak.ts. */
  | 'keep_weak_middle';

export type VariantScope = 'all' | 'past' | 'present' | 'imperative';

export interface IrregularVariant {
  /** Where the variant applies. */
  scope: VariantScope;
  flags: readonly IrregularFlag[];
}

export interface IrregularVerb {
  id: string;
  verb: string;
  /** Flags applied everywhere. */
  flags?: readonly IrregularFlag[];
  /** Alternative builds for a scope, in preference order; the first is the preferred form. */
  variants?: readonly IrregularVariant[];
  /** Why the variants exist. */
  note?: { en: string; ar: string };
  /** A verb with a past only (جامد): the whole past active, every other slot null. */
  pastOnly?: Readonly<Record<Person, string>>;
  /** A frozen verb whose past is regular (عَسَى): past active only, every other slot null. */
  frozen?: boolean;
}

export const IRREGULAR_VERBS: Readonly<Record<string, IrregularVerb>> = {
  'ءخذ|I|a-u': {
    id: 'akhadha', verb: 'أَخَذَ', flags: ['drop_first_hamza_imperative'],
    note: { en: 'The imperative of أَخَذَ drops its hamza: خُذْ.', ar: 'يُحذف همز أَخَذَ في الأمر: خُذْ.' },
  },
  'ءكل|I|a-u': {
    id: 'akala', verb: 'أَكَلَ', flags: ['drop_first_hamza_imperative'],
    note: { en: 'The imperative of أَكَلَ drops its hamza: كُلْ.', ar: 'يُحذف همز أَكَلَ في الأمر: كُلْ.' },
  },
  'ءمر|I|a-u': {
    id: 'amara', verb: 'أَمَرَ',
    variants: [
      { scope: 'imperative', flags: ['drop_first_hamza_imperative'] },
      { scope: 'imperative', flags: [] },
    ],
    note: {
      en: 'Imperative of أَمَرَ: مُرْ is usual at the start of speech; the full اُؤْمُرْ is also correct (and usual after وَ/فَ: وَأْمُرْ).',
      ar: 'أمر أَمَرَ: مُرْ هو الغالب في ابتداء الكلام، واُؤْمُرْ صحيح أيضًا (ويكثر بعد الواو والفاء: وَأْمُرْ).',
    },
  },
  'سءل|I|a-a': {
    id: 'saala', verb: 'سَأَلَ',
    variants: [
      { scope: 'imperative', flags: [] },
      { scope: 'imperative', flags: ['drop_middle_hamza'] },
    ],
    note: {
      en: 'Imperative of سَأَلَ: اِسْأَلْ is the regular form and the one used in modern writing; سَلْ (hamza dropped, as in the Qur’an «سَلْ بَنِي إِسْرَائِيلَ») is also correct.',
      ar: 'أمر سَأَلَ: اِسْأَلْ هو القياس والمستعمل اليوم، وسَلْ بتخفيف الهمزة صحيح أيضًا كما في «سَلْ بَنِي إِسْرَائِيلَ».',
    },
  },
  'رءي|I|a-a': {
    id: 'raa', verb: 'رَأَى',
    variants: [{ scope: 'present', flags: ['drop_middle_hamza'] }, { scope: 'imperative', flags: ['drop_middle_hamza'] }],
    note: {
      en: 'رَأَى drops its middle hamza in the present and the imperative: يَرَى، أَرَى، رَ (رَيْ، رَوْا).',
      ar: 'يُحذف همز رَأَى في المضارع والأمر: يَرَى، أَرَى، رَ (رَيْ، رَوْا).',
    },
  },
  'رءي|IV': {
    id: 'araa', verb: 'أَرَى', flags: ['drop_middle_hamza'],
    note: { en: 'أَرَى (form IV of رَأَى) drops its middle hamza everywhere: أَرَى يُرِي أَرِ.', ar: 'يُحذف همز أَرَى في جميع تصاريفه: أَرَى يُرِي أَرِ.' },
  },
  'حيي|I|i-a': {
    id: 'hayiya', verb: 'حَيِيَ',
    variants: [{ scope: 'past', flags: [] }, { scope: 'past', flags: ['merge_equal_weak'] }],
    note: {
      en: 'حَيِيَ keeps its two ya’s apart or merges them where both carry a vowel: حَيِيَ / حَيَّ، حَيُوا / حَيُّوا.',
      ar: 'يجوز في حَيِيَ الفكّ والإدغام حيث تحرّكت الياءان: حَيِيَ / حَيَّ، حَيُوا / حَيُّوا.',
    },
  },
  'كون|I|a-u': {
    id: 'kana', verb: 'كَانَ',
    variants: [{ scope: 'present', flags: [] }, { scope: 'present', flags: ['drop_nun_jussive'] }],
    note: {
      en: 'The jussive of كَانَ may drop its nun when no vowel or pronoun follows: لَمْ يَكُنْ and لَمْ يَكُ («وَلَمْ أَكُ بَغِيًّا»).',
      ar: 'يجوز حذف نون مضارع كَانَ المجزوم بالسكون إذا لم يلها ساكن ولا ضمير: لَمْ يَكُنْ ولَمْ يَكُ («وَلَمْ أَكُ بَغِيًّا»).',
    },
  },
  // only fa‘ala: عَسِيَ يَعْسَى (to harden, to grow old) is a regular verb
  'عسي|I|a': {
    id: 'asa', verb: 'عَسَى', frozen: true,
    note: { en: 'عَسَى is frozen (جامد): it has a past form only.', ar: 'عَسَى فعل جامد لا يأتي منه إلا الماضي.' },
  },
  'ليس|I': {
    id: 'laysa', verb: 'لَيْسَ',
    pastOnly: {
      '3ms': 'لَيْسَ', '3fs': 'لَيْسَتْ', '3md': 'لَيْسَا', '3fd': 'لَيْسَتَا', '3mp': 'لَيْسُوا', '3fp': 'لَسْنَ',
      '2ms': 'لَسْتَ', '2fs': 'لَسْتِ', '2d': 'لَسْتُمَا', '2mp': 'لَسْتُمْ', '2fp': 'لَسْتُنَّ', '1s': 'لَسْتُ', '1p': 'لَسْنَا',
    },
    note: { en: 'لَيْسَ is frozen (جامد): it has a past form only.', ar: 'لَيْسَ فعل جامد لا يأتي منه إلا الماضي.' },
  },
};

/** The irregular entry for a verb, if any. */
export function irregularFor(root: string, pattern: string, pastVowel?: string, presentVowel?: string): IrregularVerb | undefined {
  if (pattern === 'I') {
    return IRREGULAR_VERBS[`${root}|I|${pastVowel}-${presentVowel}`] ?? IRREGULAR_VERBS[`${root}|I|${pastVowel}`] ?? IRREGULAR_VERBS[`${root}|I`];
  }
  return IRREGULAR_VERBS[`${root}|${pattern}`];
}

/**
 * Whether the verb is frozen (جامد: لَيْسَ، عَسَى): it has a past active only, and no masdar and no
 * derived nouns. The root as the engine writes it (radicals, hamza as ء).
 */
export function isFrozenVerb(root: string, pattern: string, pastVowel?: string, presentVowel?: string): boolean {
  const entry = irregularFor(root, pattern, pastVowel, presentVowel);
  return entry !== undefined && (entry.frozen === true || entry.pastOnly !== undefined);
}
