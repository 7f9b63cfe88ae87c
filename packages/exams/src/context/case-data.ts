/**
 * The data of the case templates beyond the plain roles (issue 32): the five nouns (الأسماء الخمسة)
 * and their signs, the proper names that are diptotes (ممنوع من الصرف) and why, the states a حال may
 * name with the verbs it fits, and the sentences of تمييز (of a number and of a relation). Data only:
 * case-sentence.ts builds the sentences, case-roles.ts names the rules.
 */
import type { Case } from '@tasreef/morphology';
import type { Bilingual } from '@tasreef/contracts/exams';

/** Why a noun is a diptote (موانع الصرف), as the grammar books give it (جامع الدروس العربية، ج2، باب الممنوع من الصرف). */
export type DiptoteReason = 'muntaha' | 'name_feminine' | 'name_verb_pattern' | 'name_foreign' | 'af3al' | 'fa3la2';

export const DIPTOTE_REASON: Readonly<Record<DiptoteReason, Bilingual>> = {
  muntaha: { ar: 'لمجيئه على صيغة منتهى الجموع', en: 'a plural on the pattern mafāʿil or mafāʿīl, ṣīghat muntahā al-jumūʿ' },
  name_feminine: { ar: 'للعلمية والتأنيث', en: 'a feminine proper name' },
  name_verb_pattern: { ar: 'للعلمية ووزن الفعل', en: 'a proper name on the pattern of a verb' },
  name_foreign: { ar: 'للعلمية والعجمة', en: 'a proper name of foreign origin' },
  af3al: { ar: 'للوصفية ووزن الفعل', en: 'an adjective on the pattern afʿal' },
  fa3la2: { ar: 'لانتهائه بألف التأنيث الممدودة', en: 'ending in the feminine -āʾ' },
};

/** A proper name of the bank: a person or a town, a diptote (its forms are the engine's indefinite ones, no nunation). */
export interface BankName {
  id: string;
  /** Nominative, fully vocalized, without nunation. */
  ar: string;
  en: string;
  /** 'person' or 'city': the frames' kinds it may fill. */
  kind: 'person' | 'city';
  reason: DiptoteReason;
}

export const DIPTOTE_NAMES: readonly BankName[] = [
  { id: 'ahmad', ar: 'أَحْمَدُ', en: 'Ahmad', kind: 'person', reason: 'name_verb_pattern' },
  { id: 'fatima', ar: 'فَاطِمَةُ', en: 'Fatima', kind: 'person', reason: 'name_feminine' },
  { id: 'zaynab', ar: 'زَيْنَبُ', en: 'Zaynab', kind: 'person', reason: 'name_feminine' },
  { id: 'yusuf', ar: 'يُوسُفُ', en: 'Yusuf', kind: 'person', reason: 'name_foreign' },
  { id: 'ibrahim', ar: 'إِبْرَاهِيمُ', en: 'Ibrahim', kind: 'person', reason: 'name_foreign' },
  { id: 'makka', ar: 'مَكَّةُ', en: 'Mecca', kind: 'city', reason: 'name_feminine' },
];

/**
 * The five nouns (أَبٌ، أَخٌ، حَمٌ، فُو، ذُو): in construct with anything but the speaker's yāʾ they take
 * wāw, alif and yāʾ for the cases (أَبُو، أَبَا، أَبِي). `stem` is the word before its long vowel.
 * The templates use أب and أخ (with a bank noun after them); the others are here for the check.
 */
export interface FiveNoun {
  id: string;
  stem: string;
  en: string;
  /** Used in the bank's sentences. */
  asked: boolean;
}
export const FIVE_NOUNS: readonly FiveNoun[] = [
  { id: 'father', stem: 'أَب', en: 'father', asked: true },
  { id: 'brother', stem: 'أَخ', en: 'brother', asked: true },
  { id: 'father_in_law', stem: 'حَم', en: 'father-in-law', asked: false },
  { id: 'mouth', stem: 'ف', en: 'mouth', asked: false },
  { id: 'owner', stem: 'ذ', en: 'possessor', asked: false },
];
const LONG: Readonly<Record<Case, string>> = { nom: '\u064F\u0648', acc: '\u064E\u0627', gen: '\u0650\u064A' };
/** A five noun in construct, in a case: أَبُو، أَخَا، ذِي. */
export const fiveNounForm = (n: FiveNoun, c: Case): string => `${n.stem}${LONG[c]}`.normalize('NFC');
const FIVE_FORMS = new Set(FIVE_NOUNS.flatMap((n) => (['nom', 'acc', 'gen'] as const).map((c) => fiveNounForm(n, c))));
export const isFiveNounForm = (w: string): boolean => FIVE_FORMS.has(w.normalize('NFC'));

/**
 * The states a حال names (a participle, agreeing with its owner), with the verbs of motion it sits
 * naturally after (root|pattern): one returns tired, leaves laughing, goes in a hurry.
 */
export interface HalState {
  ar: string;
  en: string;
  verbs: readonly string[];
}
export const HAL_STATES: readonly HalState[] = [
  { ar: 'مُبْتَسِمٌ', en: 'smiling', verbs: ['ذهب|I', 'رجع|I', 'خرج|I', 'وصل|I', 'عود|I'] },
  { ar: 'مُسْرِعٌ', en: 'in a hurry', verbs: ['ذهب|I', 'رجع|I', 'خرج|I', 'مشي|I', 'عود|I', 'وجه|V'] },
  { ar: 'مُتْعَبٌ', en: 'tired', verbs: ['رجع|I', 'وصل|I', 'عود|I'] },
  { ar: 'ضَاحِكٌ', en: 'laughing', verbs: ['خرج|I', 'رجع|I'] },
];

/** The tens (ألفاظ العقود) in the accusative, whose تمييز is a singular indefinite accusative. */
export const TENS: readonly { ar: string; en: string }[] = [
  { ar: 'عِشْرِينَ', en: 'twenty' },
  { ar: 'ثَلَاثِينَ', en: 'thirty' },
  { ar: 'أَرْبَعِينَ', en: 'forty' },
  { ar: 'خَمْسِينَ', en: 'fifty' },
];
/** Verbs (root|pattern) whose countable object may be counted by the tens: one buys twenty pens, reads thirty stories. */
export const COUNTING_VERBS: ReadonlySet<string> = new Set(['شري|VIII', 'قرء|I', 'كتب|I', 'بيع|I', 'رسل|IV']);

/**
 * تمييز النسبة (review s26: not «اِزْدَادَ عِلْمًا», whose noun some parse as an object, ازداد taking one): a verb whose relation to its subject a noun makes clear (طَابَ الرَّجُلُ نَفْسًا = طَابَتْ
 * نَفْسُهُ). The verb by its lexicon reading, who may be its subject (bank ids), the تمييز and the English.
 */
export interface RelationTamyiz {
  root: string;
  pattern: string;
  past_vowel: string | null;
  present_vowel: string | null;
  subjects: readonly string[];
  tamyiz: string;
  /** The English predicate: "was in good spirits". */
  en: string;
}
const PEOPLE_SG = ['student_m', 'student_f', 'teacher_m', 'teacher_f', 'man', 'engineer_m', 'employee_f', 'nurse_f'];
export const RELATION_TAMYIZ: readonly RelationTamyiz[] = [
  { root: 'طيب', pattern: 'I', past_vowel: 'a', present_vowel: 'i', subjects: PEOPLE_SG, tamyiz: 'نَفْسًا', en: 'was in good spirits' },
  { root: 'حسن', pattern: 'I', past_vowel: 'u', present_vowel: 'u', subjects: PEOPLE_SG, tamyiz: 'خُلُقًا', en: 'was good-natured' },
  { root: 'ملء', pattern: 'VIII', past_vowel: null, present_vowel: null, subjects: ['bag'], tamyiz: 'كُتُبًا', en: 'filled up with books' },
  { root: 'ملء', pattern: 'VIII', past_vowel: null, present_vowel: null, subjects: ['garden'], tamyiz: 'أَطْفَالًا', en: 'filled up with children' },
];

/** What a parent or a brother is not said to do in the five nouns' sentences: a pupil's assignment (review s26: «قَامَ أَبُو الطَّالِبَةِ بِالْوَاجِبِ»). */
export const NOT_OF_ELDERS: ReadonlySet<string> = new Set(['homework']);

/** Verbs (root|pattern) after whose preposition "many …" reads naturally (عَمِلَ فِي مَدَارِسَ كَثِيرَةٍ): an indefinite diptote plural in the genitive. */
export const MANY_VERBS: ReadonlySet<string> = new Set(['عمل|I', 'فكر|II', 'لعب|I']);
/** «كَثِيرَةٍ»: the adjective after a non-human plural (feminine singular), genitive. */
export const MANY = { ar: 'كَثِيرَةٍ', en: 'many' } as const;
