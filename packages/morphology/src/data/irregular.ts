/**
 * Irregular verbs (الأفعال الشاذّة), as named entries. An entry switches on named departures from
 * the regular rules; it never lists whole paradigms except for لَيْسَ, which has only a past.
 * Key: `<root>|<pattern>` or, for form I, `<root>|I|<past vowel>-<present vowel>`, `<root>|I|<past vowel>`
 * (any present vowel) or `<root>|I` (any bab). A verb that shares its root, pattern and vowels with a
 * regular one is named by its vocalized 3ms past: `<root>|<pattern>|=<verb>` (نِعْمَ beside نَعِمَ); the
 * caller gives that past as `verb`.
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
  | 'keep_weak_middle'
  /** The middle ي of اِسْتَحْيَا falls, its vowel going to the letter before: اِسْتَحَى يَسْتَحِي. */
  | 'drop_middle_ya'
  /** The first of two equal radicals falls before a consonant suffix (ظَلْتُ، مَسْتُ، أَحَسْتُ)… */
  | 'drop_doubled'
  /** … and the first radical takes its kasra (ظِلْتُ، مِسْتُ). */
  | 'drop_doubled_kasra';

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
  /** A verb with a past only (جامد): its past active forms, every other slot null (a person left out does not exist). */
  pastOnly?: Readonly<Partial<Record<Person, string>>>;
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
      { scope: 'present', flags: [] },
      { scope: 'present', flags: ['drop_middle_hamza'] },
    ],
    note: {
      en: 'سَأَلَ may drop its middle hamza (تخفيف): اِسْأَلْ / سَلْ («سَلْ بَنِي إِسْرَائِيلَ»), يَسْأَلُ / يَسَلُ. The regular form comes first: it is the one of modern writing.',
      ar: 'يجوز تخفيف همز سَأَلَ: اِسْأَلْ / سَلْ («سَلْ بَنِي إِسْرَائِيلَ»)، يَسْأَلُ / يَسَلُ؛ والقياس أوّلًا وهو المستعمل اليوم.',
    },
  },
  'حيي|X': {
    id: 'istahya', verb: 'اِسْتَحْيَا',
    variants: [{ scope: 'all', flags: [] }, { scope: 'all', flags: ['drop_middle_ya'] }],
    note: {
      en: 'اِسْتَحْيَا يَسْتَحْيِي («إِنَّ اللَّهَ لَا يَسْتَحْيِي» 2:26) also has a short form with one ي: اِسْتَحَى يَسْتَحِي (Wright I; al-Ghalayini).',
      ar: 'اِسْتَحْيَا يَسْتَحْيِي («إِنَّ اللَّهَ لَا يَسْتَحْيِي»)، ويقال أيضًا بياء واحدة: اِسْتَحَى يَسْتَحِي.',
    },
  },
  'ظلل|I|i-a': {
    id: 'zalla', verb: 'ظَلَّ',
    variants: [{ scope: 'past', flags: [] }, { scope: 'past', flags: ['drop_doubled'] }, { scope: 'past', flags: ['drop_doubled_kasra'] }],
    note: {
      en: 'Before a consonant suffix ظَلَّ may drop one of its two ل: ظَلِلْتُ / ظَلْتُ / ظِلْتُ («فَظَلْتُمْ تَفَكَّهُونَ» 56:65, «ظَلْتَ عَلَيْهِ عَاكِفًا» 20:97).',
      ar: 'يجوز في ظَلَّ مع ضمير الرفع المتحرك حذف إحدى اللامين: ظَلِلْتُ / ظَلْتُ / ظِلْتُ («فَظَلْتُمْ تَفَكَّهُونَ»، «ظَلْتَ عَلَيْهِ عَاكِفًا»).',
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
  // the other two verbs of the books (Wright I, the doubled verb; al-Ghalayini): مَسِسْتُ / مَسْتُ / مِسْتُ، أَحْسَسْتُ / أَحَسْتُ
  'مسس|I|i-a': {
    id: 'massa', verb: 'مَسَّ',
    variants: [{ scope: 'past', flags: [] }, { scope: 'past', flags: ['drop_doubled'] }, { scope: 'past', flags: ['drop_doubled_kasra'] }],
    note: {
      en: 'Before a consonant suffix مَسَّ may drop one of its two س: مَسِسْتُ / مَسْتُ / مِسْتُ.',
      ar: 'يجوز في مَسَّ مع ضمير الرفع المتحرك حذف إحدى السينين: مَسِسْتُ / مَسْتُ / مِسْتُ.',
    },
  },
  'حسس|IV': {
    id: 'ahassa', verb: 'أَحَسَّ',
    variants: [{ scope: 'past', flags: [] }, { scope: 'past', flags: ['drop_doubled'] }],
    note: {
      en: 'Before a consonant suffix أَحَسَّ may drop one of its two س, its vowel going back: أَحْسَسْتُ / أَحَسْتُ.',
      ar: 'يجوز في أَحَسَّ مع ضمير الرفع المتحرك حذف إحدى السينين ونقل حركتها: أَحْسَسْتُ / أَحَسْتُ.',
    },
  },
  // نِعْمَ and بِئْسَ (praise and blame) are frozen beside the regular نَعِمَ يَنْعَمُ and بَئِسَ يَبْأَسُ; their
  // subject is a noun, so only the 3rd person singular is used: نِعْمَ الرَّجُلُ، نِعْمَتِ المَرْأَةُ (al-Ghalayini,
  // أفعال المدح والذمّ; Wright II).
  'نعم|I|=نِعْمَ': {
    id: 'nima', verb: 'نِعْمَ',
    pastOnly: { '3ms': 'نِعْمَ', '3fs': 'نِعْمَتْ' },
    note: { en: 'نِعْمَ (praise) is frozen (جامد): 3rd person singular of the past only (نِعْمَ، نِعْمَتْ).', ar: 'نِعْمَ فعل جامد للمدح لا يأتي منه إلا الماضي للمفرد الغائب: نِعْمَ، نِعْمَتْ.' },
  },
  'بءس|I|=بِئْسَ': {
    id: 'bisa', verb: 'بِئْسَ',
    pastOnly: { '3ms': 'بِئْسَ', '3fs': 'بِئْسَتْ' },
    note: { en: 'بِئْسَ (blame) is frozen (جامد): 3rd person singular of the past only (بِئْسَ، بِئْسَتْ).', ar: 'بِئْسَ فعل جامد للذمّ لا يأتي منه إلا الماضي للمفرد الغائب: بِئْسَ، بِئْسَتْ.' },
  },
  // حَبَّذَا: حَبَّ with the pronoun ذَا, one invariable compound (حَبَّذَا زَيْدٌ، حَبَّذَا هِنْدٌ، لَا حَبَّذَا).
  'حبب|I|=حَبَّذَا': {
    id: 'habbadha', verb: 'حَبَّذَا',
    pastOnly: { '3ms': 'حَبَّذَا' },
    note: { en: 'حَبَّذَا (حَبَّ + ذَا) is a frozen compound of praise: one form, whatever follows (حَبَّذَا هِنْدٌ).', ar: 'حَبَّذَا مركّب من حَبَّ وذَا، جامد للمدح لا يتغيّر: حَبَّذَا هِنْدٌ.' },
  },
};

/** `<root>|<pattern>|=<verb>` for a verb named by its vocalized past, or undefined. */
function namedKey(root: string, pattern: string, verb: string | null | undefined): string | undefined {
  return typeof verb === 'string' && verb.trim() !== '' ? `${root}|${pattern}|=${verb.trim().normalize('NFC')}` : undefined;
}

/** Whether a verb named by its vocalized past (نِعْمَ) has an entry of its own. */
export function isNamedIrregular(root: string, pattern: string, verb: string | null | undefined): boolean {
  const k = namedKey(root, pattern, verb);
  return k !== undefined && IRREGULAR_VERBS[k] !== undefined;
}

/** The irregular entry for a verb, if any. `verb`: its vocalized 3ms past, when the caller knows it. */
export function irregularFor(root: string, pattern: string, pastVowel?: string, presentVowel?: string, verb?: string | null): IrregularVerb | undefined {
  const named = namedKey(root, pattern, verb);
  if (named !== undefined && IRREGULAR_VERBS[named]) return IRREGULAR_VERBS[named];
  if (pattern === 'I') {
    return IRREGULAR_VERBS[`${root}|I|${pastVowel}-${presentVowel}`] ?? IRREGULAR_VERBS[`${root}|I|${pastVowel}`] ?? IRREGULAR_VERBS[`${root}|I`];
  }
  return IRREGULAR_VERBS[`${root}|${pattern}`];
}

/**
 * Whether the verb is frozen (جامد: لَيْسَ، عَسَى): it has a past active only, and no masdar and no
 * derived nouns. The root as the engine writes it (radicals, hamza as ء).
 */
export function isFrozenVerb(root: string, pattern: string, pastVowel?: string, presentVowel?: string, verb?: string | null): boolean {
  const entry = irregularFor(root, pattern, pastVowel, presentVowel, verb);
  return entry !== undefined && (entry.frozen === true || entry.pastOnly !== undefined);
}
