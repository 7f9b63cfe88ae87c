/**
 * The sentence bank's verbs and their frames (data only: every form comes from the engine). A
 * frame says what the verb takes: its object's kinds (accusative), or a preposition and the kinds
 * of its noun, or nothing; the subject is a person in every frame of this bank. `en` gives the
 * English base, past and past participle (the third person -s is made by rule).
 */
import type { NounKind } from './nouns.ts';

/** A kind of noun, or one noun by its id where the kind is too wide (one studies a lesson, not a letter). */
export type Takes = NounKind | string;

export interface VerbFrame {
  /** The lexicon's reading: root as the lexicon spells it, pattern, and form I's vowels. */
  root: string;
  pattern: string;
  past_vowel: string | null;
  present_vowel: string | null;
  en: { base: string; past: string; pp: string };
  /** The accusative object's kinds, or the preposition's (`prep`); none: intransitive, no complement. */
  object: readonly Takes[] | null;
  /** A preposition before the complement («إِلَى», «فِي», «بِـ» joined), with its English. */
  prep?: { ar: string; en: string };
  /** A state, not an event: no "yesterday" or "tomorrow" beside it (one does not know someone yesterday). */
  stative?: true;
  /** Not a purpose one comes for ("came to leave the house"). */
  noPurpose?: true;
  /** Not something one is told to do or not to do (no will in it): no prohibition nor lām of command («لَا تَجِدَا القَلَمَ», the s22 review). */
  noCommand?: true;
  /** No passive sentence asked: «دُخِلَتِ المَدْرَسَةُ» is right but not what a learner says (the s22 review). */
  noPassive?: true;
  /** A verb with a preposition whose passive is said impersonally, the preposition's phrase in the subject's place (مُرَّ بِزَيْدٍ، بُحِثَ عَنِ الكِتَابِ). */
  impersonal?: true;
}

/** A verb whose subject is a thing (سَقَطَتِ الكُتُبُ): asked only for agreement, where non-human plurals are; no complement. */
export interface ThingVerb {
  root: string;
  pattern: string;
  past_vowel: string | null;
  present_vowel: string | null;
  en: { base: string; past: string; pp: string };
  /** The kinds or ids of the nouns that may be its subject. */
  subject: readonly Takes[];
}

const I = (root: string, pv: string, rv: string) => ({ root, pattern: 'I', past_vowel: pv, present_vowel: rv });
const D = (pattern: string, root: string) => ({ root, pattern, past_vowel: null, present_vowel: null });
const en = (base: string, past: string, pp = past) => ({ base, past, pp });

export const BANK_VERBS: readonly VerbFrame[] = [
  // texts
  { ...I('كتب', 'a', 'u'), en: en('write', 'wrote', 'written'), object: ['text'] },
  { ...I('قرء', 'a', 'a'), en: en('read', 'read'), object: ['text'] },
  { ...I('درس', 'a', 'u'), en: en('study', 'studied'), object: ['lesson', 'book', 'article'] },
  { ...I('فهم', 'i', 'a'), en: en('understand', 'understood'), object: ['text', 'problem'] },
  { ...I('حفظ', 'i', 'a'), en: en('memorize', 'memorized'), object: ['lesson', 'story'] },
  { ...I('نسي', 'i', 'a'), en: en('forget', 'forgot', 'forgotten'), object: ['text', 'thing'] },
  { ...I('شرح', 'a', 'a'), en: en('explain', 'explained'), object: ['lesson', 'article', 'problem'] },
  { ...I('سمع', 'i', 'a'), en: en('hear', 'heard'), object: ['story'] },
  { ...D('IV', 'رسل'), en: en('send', 'sent'), object: ['letter', 'article', 'book'] },
  { ...D('QI', 'ترجم'), en: en('translate', 'translated'), object: ['letter', 'book', 'story', 'article'] },
  { ...D('III', 'رجع'), en: en('review', 'reviewed'), object: ['lesson', 'book', 'homework', 'article'] },
  { ...D('V', 'علم'), en: en('learn', 'learned'), object: ['lesson'] },
  { ...D('IV', 'نهي'), en: en('finish', 'finished'), object: ['lesson', 'homework', 'book', 'article', 'problem'] },
  { ...I('بدء', 'a', 'a'), en: en('begin', 'began', 'begun'), object: ['lesson', 'homework', 'book'] },
  { ...D('IV', 'عدد'), en: en('prepare', 'prepared'), object: ['lesson', 'meal'] },
  { ...I('نسخ', 'a', 'a'), en: en('copy', 'copied'), object: ['lesson', 'homework', 'letter', 'article', 'story'] },
  // food and drink
  { ...I('ءكل', 'a', 'u'), en: en('eat', 'ate', 'eaten'), object: ['food'] },
  { ...I('شرب', 'i', 'a'), en: en('drink', 'drank', 'drunk'), object: ['drink'] },
  { ...I('طبخ', 'a', 'u'), en: en('cook', 'cooked'), object: ['meal', 'rice'] },
  { ...D('VIII', 'شري'), en: en('buy', 'bought'), object: ['food', 'drink', 'thing', 'clothes', 'book'] },
  // things
  { ...I('فتح', 'a', 'a'), en: en('open', 'opened'), object: ['opening', 'book', 'bag'] },
  { ...D('IV', 'غلق'), en: en('close', 'closed'), object: ['opening', 'book', 'bag'] },
  { ...I('بيع', 'a', 'i'), en: en('sell', 'sold'), object: ['pen', 'bag', 'ball', 'book', 'clothes'] },
  { ...I('وجد', 'a', 'i'), en: en('find', 'found'), object: ['thing', 'book'], noCommand: true },
  { ...I('ءخذ', 'a', 'u'), en: en('take', 'took', 'taken'), object: ['thing', 'book'] },
  { ...I('حمل', 'a', 'i'), en: en('carry', 'carried'), object: ['bag', 'ball', 'book'] },
  { ...I('ردد', 'a', 'u'), en: en('give back', 'gave back', 'given back'), object: ['book', 'pen', 'bag', 'key', 'ball'] },
  { ...I('مدد', 'a', 'u'), en: en('stretch', 'stretched'), object: ['rope'] },
  { ...I('شدد', 'a', 'u'), en: en('pull', 'pulled'), object: ['rope'] },
  { ...I('غسل', 'a', 'i'), en: en('wash', 'washed'), object: ['clothes'] },
  { ...I('لبس', 'i', 'a'), en: en('put on', 'put on'), object: ['clothes'] },
  { ...D('X', 'عمل'), en: en('use', 'used'), object: ['pen', 'key'] },
  { ...D('IV', 'صلح'), en: en('repair', 'repaired'), object: ['opening'] },
  { ...D('II', 'نظف'), en: en('clean', 'cleaned'), object: ['place', 'opening'] },
  { ...I('حلل', 'a', 'u'), en: en('solve', 'solved'), object: ['problem'] },
  { ...I('حضر', 'a', 'u'), en: en('attend', 'attended'), object: ['meeting', 'lesson'] },
  { ...I('دخل', 'a', 'u'), en: en('enter', 'entered'), object: ['place'], noPassive: true },
  { ...I('زور', 'a', 'u'), en: en('visit', 'visited'), object: ['school', 'house', 'library', 'garden', 'person'] },
  { ...I('رءي', 'a', 'a'), en: en('see', 'saw', 'seen'), object: ['person', 'thing'], noCommand: true },
  // people
  { ...I('سءل', 'a', 'a'), en: en('ask', 'asked'), object: ['person'] },
  { ...D('III', 'سعد'), en: en('help', 'helped'), object: ['person'] },
  { ...D('VIII', 'نظر'), en: en('wait for', 'waited for'), object: ['person'] },
  { ...I('شكر', 'a', 'u'), en: en('thank', 'thanked'), object: ['person'] },
  { ...I('عرف', 'a', 'i'), en: en('know', 'knew', 'known'), object: ['person'], stative: true, noCommand: true },
  { ...D('III', 'قبل'), en: en('meet', 'met'), object: ['person'] },
  { ...I('دعو', 'a', 'u'), en: en('invite', 'invited'), object: ['person'] },
  { ...I('نصح', 'a', 'a'), en: en('advise', 'advised'), object: ['person'] },
  // a preposition before the complement
  { ...I('ذهب', 'a', 'a'), en: en('go', 'went', 'gone'), object: ['place'], prep: { ar: 'إِلَى', en: 'to' } },
  { ...I('رجع', 'a', 'i'), en: en('return', 'returned'), object: ['place'], prep: { ar: 'إِلَى', en: 'to' } },
  { ...I('خرج', 'a', 'u'), en: en('leave', 'left'), object: ['place'], prep: { ar: 'مِنْ', en: '' }, noPurpose: true },
  { ...I('جلس', 'a', 'i'), en: en('sit', 'sat'), object: ['house', 'library', 'garden'], prep: { ar: 'فِي', en: 'in' } },
  { ...I('وصل', 'a', 'i'), en: en('arrive', 'arrived'), object: ['place'], prep: { ar: 'إِلَى', en: 'at' } },
  { ...I('نظر', 'a', 'u'), en: en('look', 'looked'), object: ['person', 'thing', 'opening'], prep: { ar: 'إِلَى', en: 'at' }, impersonal: true },
  { ...D('VIII', 'سمع'), en: en('listen', 'listened'), object: ['story', 'lesson'], prep: { ar: 'إِلَى', en: 'to' }, impersonal: true },
  { ...I('مشي', 'a', 'i'), en: en('walk', 'walked'), object: ['place'], prep: { ar: 'إِلَى', en: 'to' } },
  { ...I('سكن', 'a', 'u'), en: en('live', 'lived'), object: ['house'], prep: { ar: 'فِي', en: 'in' }, stative: true },
  { ...I('عمل', 'i', 'a'), en: en('work', 'worked'), object: ['school', 'library', 'market'], prep: { ar: 'فِي', en: 'at' } },
  { ...I('نجح', 'a', 'a'), en: en('pass', 'passed'), object: ['exam'], prep: { ar: 'فِي', en: '' }, noCommand: true },
  { ...D('V', 'كلم'), en: en('talk', 'talked'), object: ['person'], prep: { ar: 'مَعَ', en: 'with' } },
  { ...D('VIII', 'وصل'), en: en('call', 'called'), object: ['person'], prep: { ar: 'بِ', en: '' } },
  { ...D('II', 'فكر'), en: en('think', 'thought'), object: ['problem'], prep: { ar: 'فِي', en: 'about' }, impersonal: true },
  { ...I('بحث', 'a', 'a'), en: en('look', 'looked'), object: ['thing', 'book'], prep: { ar: 'عَنْ', en: 'for' }, impersonal: true },
  { ...I('مرر', 'a', 'u'), en: en('pass', 'passed'), object: ['person', 'school', 'house', 'library', 'garden', 'market'], prep: { ar: 'بِ', en: 'by' }, impersonal: true },
  { ...I('لعب', 'i', 'a'), en: en('play', 'played'), object: ['garden'], prep: { ar: 'فِي', en: 'in' } },
  // no complement
  { ...I('نوم', 'i', 'a'), en: en('sleep', 'slept'), object: null },
  { ...I('ضحك', 'i', 'a'), en: en('laugh', 'laughed'), object: null },
  { ...I('بكي', 'a', 'i'), en: en('cry', 'cried'), object: null },
  { ...D('VIII', 'جهد'), en: en('work hard', 'worked hard'), object: null },
  { ...D('X', 'يقظ'), en: en('wake up', 'woke up', 'woken up'), object: null },
];

export const THING_VERBS: readonly ThingVerb[] = [
  { ...I('سقط', 'a', 'u'), en: en('fall', 'fell', 'fallen'), subject: ['pen', 'bag', 'key', 'book'] },
  { ...I('ضيع', 'a', 'i'), en: en('get lost', 'got lost', 'got lost'), subject: ['pen', 'bag', 'key', 'book', 'letter'] },
  { ...D('VII', 'كسر'), en: en('break', 'broke', 'broken'), subject: ['pen', 'window', 'door', 'key'] },
];
