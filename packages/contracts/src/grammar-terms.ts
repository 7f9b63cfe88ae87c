/**
 * Names of the grammatical terms (pronouns, tenses, voices, derived nouns, noun inflection), in
 * both languages at once: the conjugation tables show both whatever the page's language, and the
 * exam generator writes its questions with them. One table for the server and the web app.
 */
// The pronouns and persons are the engine's vocabulary: defined once there, re-exported here for the
// web app, which depends on contracts only (the module is plain data, safe in the browser bundle).
export { IMPERATIVE_PERSONS, PERSONS, PRONOUNS, type Both } from '@tasreef/morphology/terms';
/** Each engine pattern's weight, past and present (I, II … QIV; the search ids I1 … I6 are in ./search.ts). */
export { PATTERN_WEIGHTS as ENGINE_PATTERN_WEIGHTS } from '@tasreef/morphology/terms';
import type { Both } from '@tasreef/morphology/terms';

export type TenseId =
  | 'past'
  | 'present_indicative'
  | 'present_subjunctive'
  | 'present_jussive'
  | 'present_energetic_heavy'
  | 'present_energetic_light'
  | 'imperative'
  | 'imperative_energetic_heavy'
  | 'imperative_energetic_light';

export const TENSES: Record<TenseId, Both> = {
  past: { ar: 'الماضي', en: 'Past' },
  present_indicative: { ar: 'المضارع المرفوع', en: 'Present indicative' },
  present_subjunctive: { ar: 'المضارع المنصوب', en: 'Present subjunctive' },
  present_jussive: { ar: 'المضارع المجزوم', en: 'Present jussive' },
  present_energetic_heavy: { ar: 'المؤكَّد بالنون الثقيلة', en: 'Energetic (heavy nūn)' },
  present_energetic_light: { ar: 'المؤكَّد بالنون الخفيفة', en: 'Energetic (light nūn)' },
  imperative: { ar: 'الأمر', en: 'Imperative' },
  imperative_energetic_heavy: { ar: 'الأمر المؤكَّد بالنون الثقيلة', en: 'Imperative, heavy nūn' },
  imperative_energetic_light: { ar: 'الأمر المؤكَّد بالنون الخفيفة', en: 'Imperative, light nūn' },
};

export const NOUNS: Record<string, Both> = {
  masdar: { ar: 'المصدر', en: 'Verbal noun (maṣdar)' },
  masdar_mimi: { ar: 'المصدر الميمي', en: 'Mīmī maṣdar' },
  masdar_instance: { ar: 'اسم المرة', en: 'Noun of instance' },
  masdar_manner: { ar: 'اسم الهيئة', en: 'Noun of manner' },
  active_participle: { ar: 'اسم الفاعل', en: 'Active participle' },
  passive_participle: { ar: 'اسم المفعول', en: 'Passive participle' },
  noun_of_place_time: { ar: 'اسم المكان والزمان', en: 'Noun of place and time' },
  noun_of_instrument: { ar: 'اسم الآلة', en: 'Noun of instrument' },
  elative: { ar: 'اسم التفضيل', en: 'Elative' },
  intensive: { ar: 'صيغ المبالغة', en: 'Intensive forms' },
  adjective: { ar: 'الصفة المشبهة', en: 'Adjective (ṣifa mushabbaha)' },
};

export const GENDERS: Record<string, Both> = { masculine: { ar: 'المذكر', en: 'Masculine' }, feminine: { ar: 'المؤنث', en: 'Feminine' } };
export const NUMBERS: Record<string, Both> = { singular: { ar: 'مفرد', en: 'singular' }, dual: { ar: 'مثنى', en: 'dual' }, plural: { ar: 'جمع', en: 'plural' } };
export const DEFINITENESS: Record<string, Both> = {
  indefinite: { ar: 'نكرة', en: 'indefinite' },
  definite: { ar: 'معرفة', en: 'definite' },
  construct: { ar: 'مضاف', en: 'construct' },
};
export const CASES: Record<string, Both> = { nom: { ar: 'الرفع', en: 'Nominative' }, acc: { ar: 'النصب', en: 'Accusative' }, gen: { ar: 'الجر', en: 'Genitive' } };

export const VOICES: Record<'active' | 'passive', Both> = { active: { ar: 'المبني للمعلوم', en: 'Active' }, passive: { ar: 'المبني للمجهول', en: 'Passive' } };

/** The broad root types of the exam criteria (contracts/exams ROOT_TYPES). */
export const ROOT_TYPE_NAMES: Record<'sound' | 'hamzated' | 'doubled' | 'assimilated' | 'hollow' | 'defective' | 'lafif' | 'quadriliteral', Both> = {
  sound: { ar: 'الصحيح السالم', en: 'Sound' },
  hamzated: { ar: 'المهموز', en: 'Hamzated' },
  doubled: { ar: 'المضعَّف', en: 'Doubled' },
  assimilated: { ar: 'المثال', en: 'Assimilated' },
  hollow: { ar: 'الأجوف', en: 'Hollow' },
  defective: { ar: 'الناقص', en: 'Defective' },
  lafif: { ar: 'اللفيف', en: 'Doubly weak (lafīf)' },
  quadriliteral: { ar: 'الرباعي', en: 'Quadriliteral' },
};
