/**
 * What a learner reads for the engine's vocabulary: each pattern's weight (وزن) on ف ع ل, past and
 * present, the six babs of form I, and the pronoun of each person. Exported once, here; contracts
 * re-exports it for the web app, which depends on contracts only. Pure data that imports nothing but
 * the vocabulary, so it is safe in the browser bundle.
 */
import { PERSONS, type PatternId, type Person } from './types.ts';

/** A term in both languages (the tables show both whatever the page's language). */
export interface Both {
  ar: string;
  en: string;
}

export { PERSONS };
export { IMPERATIVE_PERSONS } from './types.ts';

export const PRONOUNS: Readonly<Record<Person, Both>> = {
  '1s': { ar: 'أَنَا', en: 'I' },
  '1p': { ar: 'نَحْنُ', en: 'we' },
  '2ms': { ar: 'أَنْتَ', en: 'you (m. sg.)' },
  '2fs': { ar: 'أَنْتِ', en: 'you (f. sg.)' },
  '2d': { ar: 'أَنْتُمَا', en: 'you (dual)' },
  '2mp': { ar: 'أَنْتُمْ', en: 'you (m. pl.)' },
  '2fp': { ar: 'أَنْتُنَّ', en: 'you (f. pl.)' },
  '3ms': { ar: 'هُوَ', en: 'he' },
  '3fs': { ar: 'هِيَ', en: 'she' },
  '3md': { ar: 'هُمَا', en: 'they (m. dual)' },
  '3fd': { ar: 'هُمَا', en: 'they (f. dual)' },
  '3mp': { ar: 'هُمْ', en: 'they (m. pl.)' },
  '3fp': { ar: 'هُنَّ', en: 'they (f. pl.)' },
};

/** The weight of each pattern: its past and its present (form I: see BAB_WEIGHTS for the present). */
export const PATTERN_WEIGHTS: Readonly<Record<PatternId, { past: string; present: string | null }>> = {
  I: { past: 'فَعَلَ', present: null },
  II: { past: 'فَعَّلَ', present: 'يُفَعِّلُ' },
  III: { past: 'فَاعَلَ', present: 'يُفَاعِلُ' },
  IV: { past: 'أَفْعَلَ', present: 'يُفْعِلُ' },
  V: { past: 'تَفَعَّلَ', present: 'يَتَفَعَّلُ' },
  VI: { past: 'تَفَاعَلَ', present: 'يَتَفَاعَلُ' },
  VII: { past: 'اِنْفَعَلَ', present: 'يَنْفَعِلُ' },
  VIII: { past: 'اِفْتَعَلَ', present: 'يَفْتَعِلُ' },
  IX: { past: 'اِفْعَلَّ', present: 'يَفْعَلُّ' },
  X: { past: 'اِسْتَفْعَلَ', present: 'يَسْتَفْعِلُ' },
  XI: { past: 'اِفْعَالَّ', present: 'يَفْعَالُّ' },
  XII: { past: 'اِفْعَوْعَلَ', present: 'يَفْعَوْعِلُ' },
  XIII: { past: 'اِفْعَوَّلَ', present: 'يَفْعَوِّلُ' },
  QI: { past: 'فَعْلَلَ', present: 'يُفَعْلِلُ' },
  QII: { past: 'تَفَعْلَلَ', present: 'يَتَفَعْلَلُ' },
  QIII: { past: 'اِفْعَنْلَلَ', present: 'يَفْعَنْلِلُ' },
  QIV: { past: 'اِفْعَلَلَّ', present: 'يَفْعَلِلُّ' },
};

/** The weights of form I by bab (types.ts BABS): the past vowel and the present vowel of the middle radical. */
export const BAB_WEIGHTS: Readonly<Record<1 | 2 | 3 | 4 | 5 | 6, { past: string; present: string }>> = {
  1: { past: 'فَعَلَ', present: 'يَفْعُلُ' },
  2: { past: 'فَعَلَ', present: 'يَفْعِلُ' },
  3: { past: 'فَعَلَ', present: 'يَفْعَلُ' },
  4: { past: 'فَعِلَ', present: 'يَفْعَلُ' },
  5: { past: 'فَعُلَ', present: 'يَفْعُلُ' },
  6: { past: 'فَعِلَ', present: 'يَفْعِلُ' },
};
