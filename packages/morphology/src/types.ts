/** The engine's vocabulary, exactly as `shared/spec/morphology.md` fixes it. */

export const PATTERN_IDS = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'QI', 'QII', 'QIII', 'QIV'] as const;
export type PatternId = (typeof PATTERN_IDS)[number];

export const VOWELS = ['a', 'i', 'u'] as const;
export type Vowel = (typeof VOWELS)[number];

/** The six babs of form I as (past vowel, present vowel), numbered classically 1–6. */
export const BABS: ReadonlyArray<{ bab: number; past: Vowel; present: Vowel; example: string }> = [
  { bab: 1, past: 'a', present: 'u', example: 'نَصَرَ يَنْصُرُ' },
  { bab: 2, past: 'a', present: 'i', example: 'ضَرَبَ يَضْرِبُ' },
  { bab: 3, past: 'a', present: 'a', example: 'فَتَحَ يَفْتَحُ' },
  { bab: 4, past: 'i', present: 'a', example: 'عَلِمَ يَعْلَمُ' },
  { bab: 5, past: 'u', present: 'u', example: 'كَرُمَ يَكْرُمُ' },
  { bab: 6, past: 'i', present: 'i', example: 'حَسِبَ يَحْسِبُ' },
];

export const TENSES = [
  'past',
  'present_indicative',
  'present_subjunctive',
  'present_jussive',
  'present_energetic_heavy',
  'present_energetic_light',
  'imperative',
  'imperative_energetic_heavy',
  'imperative_energetic_light',
] as const;
export type Tense = (typeof TENSES)[number];
export const IMPERATIVE_TENSES: ReadonlySet<Tense> = new Set(['imperative', 'imperative_energetic_heavy', 'imperative_energetic_light']);

export const VOICES = ['active', 'passive'] as const;
export type Voice = (typeof VOICES)[number];

export const PERSONS = ['1s', '1p', '2ms', '2fs', '2d', '2mp', '2fp', '3ms', '3fs', '3md', '3fd', '3mp', '3fp'] as const;
export type Person = (typeof PERSONS)[number];
export const IMPERATIVE_PERSONS = ['2ms', '2fs', '2d', '2mp', '2fp'] as const;

export type SlotKey = `${Tense}.${Voice}.${Person}`;

/** Every slot key of the contract, in table order. Imperatives are active, second person only. */
export const SLOT_KEYS: readonly SlotKey[] = TENSES.flatMap((tense) =>
  IMPERATIVE_TENSES.has(tense)
    ? IMPERATIVE_PERSONS.map((p) => `${tense}.active.${p}` as SlotKey)
    : VOICES.flatMap((voice) => PERSONS.map((p) => `${tense}.${voice}.${p}` as SlotKey)),
);

/** A slot's value: one form, several accepted forms (preferred first), or null (does not exist). */
export type SlotValue = string | string[] | null;
export type Conjugation = Partial<Record<SlotKey, SlotValue>>;

/** What a caller gives to name a verb. Root letters in Arabic, hamza as ء. */
export interface VerbInput {
  root: string;
  pattern: PatternId | string;
  past_vowel?: Vowel | string | null;
  present_vowel?: Vowel | string | null;
  /** Decides the passive: transitive verbs get a full passive, others the impersonal 3ms only. Default true. */
  transitive?: boolean | null;
  /**
   * Optional vocalized 3ms past (the lexicon's lemma). It names one of two verbs that share root, pattern
   * and vowels: the frozen نِعْمَ، بِئْسَ، حَبَّذَا beside the regular نَعِمَ، بَئِسَ، حَبَّ (their vowels may
   * then be left out); for `derive`, a hollow root's augmented verb that keeps its weak letter.
   */
  verb?: string | null;
}

export const DERIVED_NOUN_KEYS = [
  'masdar',
  'masdar_mimi',
  'masdar_instance',
  'masdar_manner',
  'active_participle',
  'passive_participle',
  'noun_of_place_time',
  'noun_of_instrument',
  'elative',
  'intensive',
  'adjective',
] as const;
export type DerivedNounKey = (typeof DERIVED_NOUN_KEYS)[number];
/** Keys whose value is always an array (possibly empty → null). */
export const ARRAY_NOUN_KEYS: ReadonlySet<DerivedNounKey> = new Set(['masdar', 'noun_of_instrument', 'intensive', 'adjective']);

export const PRONOUNS: Record<Person, { ar: string; en: string }> = {
  '1s': { ar: 'أنا', en: 'I' },
  '1p': { ar: 'نحن', en: 'we' },
  '2ms': { ar: 'أنتَ', en: 'you (m. sg.)' },
  '2fs': { ar: 'أنتِ', en: 'you (f. sg.)' },
  '2d': { ar: 'أنتما', en: 'you (dual)' },
  '2mp': { ar: 'أنتم', en: 'you (m. pl.)' },
  '2fp': { ar: 'أنتنّ', en: 'you (f. pl.)' },
  '3ms': { ar: 'هو', en: 'he' },
  '3fs': { ar: 'هي', en: 'she' },
  '3md': { ar: 'هما', en: 'they (m. dual)' },
  '3fd': { ar: 'هما', en: 'they (f. dual)' },
  '3mp': { ar: 'هم', en: 'they (m. pl.)' },
  '3fp': { ar: 'هنّ', en: 'they (f. pl.)' },
};
