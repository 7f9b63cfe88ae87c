/**
 * English glosses of the closed classes (particles, pronouns, demonstratives, relatives, adverbs)
 * and of the names, which the lexicon's verbs and nouns do not cover: the word panel shows a gloss
 * for every word, as the Corpus does. Keyed by the lemma without its marks, and by the kind first
 * where one spelling is several words (مَا relative «what», of negation «not»). Data only.
 */
import { looseKey } from '@tasreef/lexicon/analyze/text';

/** The words the marks alone tell apart (إِنَّ، أَنَّ، أَنْ، إِنْ): by the lemma as written. */
const EXACT_TEXT: Record<string, string> = {
  إِنَّ: 'indeed',
  أَنَّ: 'that',
  أَنْ: 'that, to',
  إِنْ: 'if',
  كَأَنَّ: 'as if',
  لَكِنَّ: 'but',
  لَكِنْ: 'but',
};

const BY_KIND_TEXT: Record<string, string> = {
  'negation:إِنْ': 'not',
  'relative:ما': 'what, that which',
  'negation:ما': 'not',
  'interrogative:ما': 'what?',
  'subordinating:ما': 'as, what (masdar mā)',
  'interrogative:من': 'who?',
  'relative:من': 'whoever, the one who',
  'negation:لا': 'not, no',
  'prohibition:لا': 'do not',
  'adverb:لما': 'when',
  'negation:لما': 'not yet',
  'conditional:اذا': 'when, if',
  'adverb:اذا': 'when',
  'adverb:اذ': 'when',
};

const BY_LEMMA_TEXT: Record<string, string> = {
  // prepositions
  في: 'in',
  من: 'from, of',
  على: 'on, upon',
  الى: 'to, towards',
  عن: 'from, about',
  ب: 'with, by, in',
  ل: 'for, to',
  ك: 'like',
  حتى: 'until',
  لدى: 'with, at',
  لدن: 'from, near',
  // conjunctions and other particles
  و: 'and',
  ف: 'then, so',
  ثم: 'then',
  او: 'or',
  ام: 'or',
  لكن: 'but',
  بل: 'rather, nay',
  قد: 'certainly, already',
  لم: 'not (did not)',
  لن: 'never (will not)',
  ليس: 'is not',
  كلا: 'no indeed',
  الا: 'except',
  انما: 'only',
  لو: 'if (only)',
  لولا: 'if not for',
  اما: 'as for',
  كلما: 'whenever',
  اذا: 'when',
  اذن: 'then',
  سوف: 'will',
  س: 'will',
  هل: 'is it?',
  ا: 'is it?',
  كيف: 'how?',
  اين: 'where?',
  متى: 'when?',
  انى: 'how?, whence?',
  كم: 'how many?',
  ماذا: 'what?',
  اي: 'which?',
  يا: 'O',
  ايها: 'O (you)',
  لعل: 'perhaps, so that',
  // pronouns
  هو: 'he, it',
  هي: 'she, it',
  هما: 'they both',
  هم: 'they',
  هن: 'they (women)',
  انت: 'you',
  انتم: 'you (all)',
  انا: 'I',
  نحن: 'we',
  ايا: '(object marker)',
  // demonstratives and relatives
  هذا: 'this',
  هذه: 'this',
  ذلك: 'that',
  ذلكم: 'that',
  تلك: 'that',
  اولئك: 'those',
  هؤلاء: 'these',
  الذي: 'who, which',
  الذين: 'those who',
  التي: 'who, which',
  // adverbs
  عند: 'with, near',
  بين: 'between',
  قبل: 'before',
  بعد: 'after',
  مع: 'with',
  فوق: 'above',
  تحت: 'under',
  دون: 'besides, below',
  حيث: 'where',
  يومئذ: 'that day',
  حينئذ: 'then, at that time',
  ابدا: 'forever',
  // names
  الله: 'God (Allah)',
  لله: 'God (Allah)',
  اللهم: 'O God',
  الرحمن: 'the Most Gracious',
  ابراهيم: 'Abraham',
  موسى: 'Moses',
  عيسى: 'Jesus',
  فرعون: 'Pharaoh',
  اسرائيل: 'Israel',
  جهنم: 'Hell',
  هارون: 'Aaron',
  نوح: 'Noah',
  يوسف: 'Joseph',
  سليمان: 'Solomon',
  داوود: 'David',
  لوط: 'Lot',
  يعقوب: 'Jacob',
  اسماعيل: 'Ishmael',
  اسحاق: 'Isaac',
  مريم: 'Mary',
  ادم: 'Adam',
  محمد: 'Muhammad',
  زكريا: 'Zechariah',
  يحيى: 'John',
  مكة: 'Makkah',
  مصر: 'Egypt',
  جبريل: 'Gabriel',
};

const loose = (w: string): string => looseKey(w.normalize('NFC'));
const BY_KIND = new Map(Object.entries(BY_KIND_TEXT).map(([k, v]) => [k.replace(/:(.+)$/, (_, w: string) => `:${loose(w)}`), v]));
const EXACT = new Map(Object.entries(EXACT_TEXT).map(([k, v]) => [k.normalize('NFC'), v]));
const BY_LEMMA = new Map(Object.entries(BY_LEMMA_TEXT).map(([k, v]) => [loose(k), v]));

/** The gloss of a closed-class word or a name, or null when the data has none. */
export function closedClassGloss(type: string, lemma: string): string | null {
  const key = loose(lemma);
  return BY_KIND.get(`${type}:${key}`) ?? EXACT.get(lemma.normalize('NFC')) ?? BY_LEMMA.get(key) ?? null;
}
