/**
 * The sentence bank's nouns (data only: their forms come from the engine's declension). Each noun
 * is written indefinite nominative singular; `plural` is its broken plural, or 'sound' for the
 * sound plural the engine makes. `kind` says what a verb's frame may take it for (a text is read,
 * food eaten, a place gone to), so «أَكَلَ الكِتَابُ التُّفَّاحَةَ» cannot be built.
 */
import type { DiptoteReason } from './case-data.ts';

export const NOUN_KINDS = [
  'person',
  'text',
  'food',
  'drink',
  'thing',
  'opening',
  'place',
  'city',
  'clothes',
  'problem',
  'difficulty',
  'event',
  'rope',
  'news',
  'decision',
  'idea',
  'query',
  'gift',
  'money',
  'vehicle',
  'picture',
  'show',
  'plant',
  'help',
  'truth',
  'mistake',
  'goal',
  'appointment',
  'task',
  'address',
] as const;
export type NounKind = (typeof NOUN_KINDS)[number];

export interface BankNoun {
  id: string;
  /** Indefinite nominative singular, fully vocalized. */
  ar: string;
  gender: 'm' | 'f';
  /** A broken plural (indefinite nominative), 'sound' (-ūna / -āt), or null when not used in the bank. */
  plural: string | 'sound' | null;
  human: boolean;
  kind: NounKind;
  /** Why its broken plural is a diptote (ممنوع من الصرف: مَدَارِسُ، مَفَاتِيحُ), or absent for a triptote plural (كُتُبٌ). */
  pluralDiptote?: DiptoteReason;
  en: { sg: string; pl: string };
}

const person = (id: string, ar: string, gender: 'm' | 'f', plural: string | null, sg: string, pl: string): BankNoun => ({
  id,
  ar,
  gender,
  plural,
  human: true,
  kind: 'person',
  en: { sg, pl },
});
/** A thing, with its broken plural where the bank uses one (a non-human plural: «الكُتُبُ مُفِيدَةٌ»). */
const thing = (id: string, ar: string, gender: 'm' | 'f', kind: NounKind, en: string, plural: [ar: string, en: string, diptote?: DiptoteReason] | null = null): BankNoun => ({
  id,
  ar,
  gender,
  plural: plural?.[0] ?? null,
  human: false,
  kind,
  ...(plural?.[2] ? { pluralDiptote: plural[2] } : {}),
  // the English plural of a thing the bank has no Arabic plural for is still said of two ("the two articles")
  en: { sg: en, pl: plural?.[1] ?? `${en}s` },
});

export const BANK_NOUNS: readonly BankNoun[] = [
  person('student_m', 'طَالِبٌ', 'm', 'طُلَّابٌ', 'student', 'students'),
  person('student_f', 'طَالِبَةٌ', 'f', 'sound', 'student', 'students'),
  person('teacher_m', 'مُعَلِّمٌ', 'm', 'sound', 'teacher', 'teachers'),
  person('teacher_f', 'مُعَلِّمَةٌ', 'f', 'sound', 'teacher', 'teachers'),
  person('boy', 'وَلَدٌ', 'm', 'أَوْلَادٌ', 'boy', 'boys'),
  person('girl', 'بِنْتٌ', 'f', null, 'girl', 'girls'),
  person('man', 'رَجُلٌ', 'm', 'رِجَالٌ', 'man', 'men'),
  person('engineer_m', 'مُهَنْدِسٌ', 'm', 'sound', 'engineer', 'engineers'),
  person('child', 'طِفْلٌ', 'm', 'أَطْفَالٌ', 'child', 'children'),
  person('player_m', 'لَاعِبٌ', 'm', 'sound', 'player', 'players'),
  person('employee_f', 'مُوَظَّفَةٌ', 'f', 'sound', 'employee', 'employees'),
  person('nurse_f', 'مُمَرِّضَةٌ', 'f', 'sound', 'nurse', 'nurses'),
  thing('lesson', 'دَرْسٌ', 'm', 'text', 'lesson', ['دُرُوسٌ', 'lessons']),
  thing('letter', 'رِسَالَةٌ', 'f', 'text', 'letter', ['رَسَائِلُ', 'letters', 'muntaha']),
  thing('book', 'كِتَابٌ', 'm', 'text', 'book', ['كُتُبٌ', 'books']),
  thing('story', 'قِصَّةٌ', 'f', 'text', 'story', ['قِصَصٌ', 'stories']),
  // «الواجب» of nurses or clerks is their assignment, not homework (review s25: «الْمُمَرِّضَاتُ قُمْنَ بِالْوَاجِبِ»)
  thing('homework', 'وَاجِبٌ', 'm', 'text', 'assignment'),
  thing('article', 'مَقَالَةٌ', 'f', 'text', 'article'),
  thing('apple', 'تُفَّاحَةٌ', 'f', 'food', 'apple'),
  thing('bread', 'خُبْزٌ', 'm', 'food', 'bread'),
  thing('meal', 'طَعَامٌ', 'm', 'food', 'food'),
  thing('rice', 'أَرُزٌّ', 'm', 'food', 'rice'),
  thing('milk', 'حَلِيبٌ', 'm', 'drink', 'milk'),
  thing('juice', 'عَصِيرٌ', 'm', 'drink', 'juice'),
  thing('coffee', 'قَهْوَةٌ', 'f', 'drink', 'coffee'),
  thing('tea', 'شَايٌ', 'm', 'drink', 'tea'),
  thing('pen', 'قَلَمٌ', 'm', 'thing', 'pen', ['أَقْلَامٌ', 'pens']),
  thing('bag', 'حَقِيبَةٌ', 'f', 'thing', 'bag', ['حَقَائِبُ', 'bags', 'muntaha']),
  thing('key', 'مِفْتَاحٌ', 'm', 'thing', 'key', ['مَفَاتِيحُ', 'keys', 'muntaha']),
  thing('ball', 'كُرَةٌ', 'f', 'thing', 'ball'),
  thing('door', 'بَابٌ', 'm', 'opening', 'door', ['أَبْوَابٌ', 'doors']),
  thing('window', 'نَافِذَةٌ', 'f', 'opening', 'window', ['نَوَافِذُ', 'windows', 'muntaha']),
  thing('school', 'مَدْرَسَةٌ', 'f', 'place', 'school', ['مَدَارِسُ', 'schools', 'muntaha']),
  thing('house', 'بَيْتٌ', 'm', 'place', 'house', ['بُيُوتٌ', 'houses']),
  thing('library', 'مَكْتَبَةٌ', 'f', 'place', 'library'),
  thing('market', 'سُوقٌ', 'f', 'place', 'market'),
  thing('garden', 'حَدِيقَةٌ', 'f', 'place', 'garden', ['حَدَائِقُ', 'gardens', 'muntaha']),
  thing('rope', 'حَبْلٌ', 'm', 'rope', 'rope'),
  thing('shirt', 'قَمِيصٌ', 'm', 'clothes', 'shirt', ['قُمْصَانٌ', 'shirts']),
  thing('coat', 'مِعْطَفٌ', 'm', 'clothes', 'coat'),
  thing('exercise', 'تَمْرِينٌ', 'm', 'problem', 'exercise', ['تَمَارِينُ', 'exercises', 'muntaha']),
  thing('question', 'مَسْأَلَةٌ', 'f', 'problem', 'problem', ['مَسَائِلُ', 'problems', 'muntaha']),
  thing('exam', 'اِمْتِحَانٌ', 'm', 'event', 'exam'),
  thing('meeting', 'اِجْتِمَاعٌ', 'm', 'event', 'meeting'),
  // the nouns of the frequent verbs' frames (issue 32: the bank grown to the lexicon's frequent verbs)
  thing('report', 'تَقْرِيرٌ', 'm', 'text', 'report', ['تَقَارِيرُ', 'reports', 'muntaha']),
  thing('word', 'كَلِمَةٌ', 'f', 'text', 'word'),
  thing('room', 'غُرْفَةٌ', 'f', 'place', 'room', ['غُرَفٌ', 'rooms']),
  thing('city', 'مَدِينَةٌ', 'f', 'city', 'city', ['مُدُنٌ', 'cities']),
  thing('difficulty', 'صُعُوبَةٌ', 'f', 'difficulty', 'difficulty'),
  thing('competition', 'مُسَابَقَةٌ', 'f', 'event', 'competition'),
  // a piece of news: no plural asked ("the two news" is not English)
  thing('news', 'خَبَرٌ', 'm', 'news', 'news'),
  thing('decision', 'قَرَارٌ', 'm', 'decision', 'decision'),
  thing('idea', 'فِكْرَةٌ', 'f', 'idea', 'idea', ['أَفْكَارٌ', 'ideas']),
  thing('plan', 'خُطَّةٌ', 'f', 'idea', 'plan', ['خُطَطٌ', 'plans']),
  thing('query', 'سُؤَالٌ', 'm', 'query', 'question', ['أَسْئِلَةٌ', 'questions']),
  thing('gift', 'هَدِيَّةٌ', 'f', 'gift', 'gift'),
  thing('money', 'مَالٌ', 'm', 'money', 'money'),
  thing('car', 'سَيَّارَةٌ', 'f', 'vehicle', 'car'),
  thing('picture', 'صُورَةٌ', 'f', 'picture', 'picture', ['صُوَرٌ', 'pictures']),
  thing('programme', 'بَرْنَامَجٌ', 'm', 'show', 'programme', ['بَرَامِجُ', 'programmes', 'muntaha']),
  thing('tree', 'شَجَرَةٌ', 'f', 'plant', 'tree', ['أَشْجَارٌ', 'trees']),
  thing('help', 'مُسَاعَدَةٌ', 'f', 'help', 'help'),
  thing('truth', 'حَقِيقَةٌ', 'f', 'truth', 'truth'),
  thing('mistake', 'خَطَأٌ', 'm', 'mistake', 'mistake'),
  thing('goal', 'هَدَفٌ', 'm', 'goal', 'goal', ['أَهْدَافٌ', 'goals']),
  thing('appointment', 'مَوْعِدٌ', 'm', 'appointment', 'appointment', ['مَوَاعِيدُ', 'appointments', 'muntaha']),
  thing('task', 'مُهِمَّةٌ', 'f', 'task', 'task'),
  thing('address', 'عُنْوَانٌ', 'm', 'address', 'address', ['عَنَاوِينُ', 'addresses', 'muntaha']),
];
