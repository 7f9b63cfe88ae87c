/**
 * Sentences of agreement, the passive sentence and ليس, written by hand after the grammar books'
 * own examples (al-Naḥw al-Wāfī and Jāmiʿ al-Durūs on the verb's agreement with its subject, on
 * جمع غير العاقل and on نائب الفاعل; Wright vol. II §§ 150–152), with the bank's nouns. For each: the
 * verb (or the adjective's verb), the target that names the sentence's nouns, the sentence exactly as
 * it is to be written, and every answer that is right. Not derived from the generator's code.
 */
export interface GoldItem {
  type: 'agreement' | 'make_passive' | 'negation';
  verb: [root: string, pattern: string, past: string | null, present: string | null];
  target: string;
  sentence: string;
  answers: string[];
}

const K = ['كتب', 'I', 'a', 'u'] as GoldItem['verb'];
const FALL = ['سقط', 'I', 'a', 'u'] as GoldItem['verb'];
const HARD = ['جهد', 'VIII', null, null] as GoldItem['verb'];
const USEFUL = ['فيد', 'IV', null, null] as GoldItem['verb'];

export const GOLD_AGREEMENT: readonly GoldItem[] = [
  // the verb before its subject: singular; either gender with a broken plural (قَالَ / قَالَتِ الرِّجَالُ)
  { type: 'agreement', verb: K, target: 'vso|n:m:pl|student_m|lesson', sentence: '____ الطُّلَّابُ الدَّرْسَ.', answers: ['كَتَبَ', 'كَتَبَتِ'] },
  { type: 'agreement', verb: K, target: 'vso|n:f:pl|student_f|lesson', sentence: '____ الطَّالِبَاتُ الدَّرْسَ.', answers: ['كَتَبَتِ'] },
  { type: 'agreement', verb: K, target: 'vso|n:f:du|student_f|letter', sentence: '____ الطَّالِبَتَانِ الرِّسَالَةَ.', answers: ['كَتَبَتِ'] },
  { type: 'agreement', verb: K, target: 'vso|n:m:pl|teacher_m|lesson', sentence: '____ الْمُعَلِّمُونَ الدَّرْسَ.', answers: ['كَتَبَ'] },
  { type: 'agreement', verb: K, target: 'vso|n:m:du|man|letter', sentence: '____ الرَّجُلَانِ الرِّسَالَةَ.', answers: ['كَتَبَ'] },
  { type: 'agreement', verb: ['رجع', 'I', 'a', 'i'], target: 'vso|n:m:pl|man|house', sentence: '____ الرِّجَالُ إِلَى الْبَيْتِ.', answers: ['رَجَعَ', 'رَجَعَتِ'] },
  // the verb after its subject: full agreement (الطُّلَّابُ كَتَبُوا)
  { type: 'agreement', verb: K, target: 'svo|n:m:pl|student_m|lesson', sentence: 'الطُّلَّابُ ____ الدَّرْسَ.', answers: ['كَتَبُوا'] },
  { type: 'agreement', verb: K, target: 'svo|n:f:pl|student_f|lesson', sentence: 'الطَّالِبَاتُ ____ الدَّرْسَ.', answers: ['كَتَبْنَ'] },
  { type: 'agreement', verb: K, target: 'svo|n:f:du|student_f|letter', sentence: 'الطَّالِبَتَانِ ____ الرِّسَالَةَ.', answers: ['كَتَبَتَا'] },
  { type: 'agreement', verb: ['رجع', 'I', 'a', 'i'], target: 'svo|n:m:pl|man|house', sentence: 'الرِّجَالُ ____ إِلَى الْبَيْتِ.', answers: ['رَجَعُوا'] },
  { type: 'agreement', verb: ['شرب', 'I', 'i', 'a'], target: 'svo|n:m:du|boy|milk', sentence: 'الْوَلَدَانِ ____ الْحَلِيبَ.', answers: ['شَرِبَا'] },
  // things: a non-human plural as a feminine singular; a thing feminine in form lets a verb before it take either gender
  { type: 'agreement', verb: FALL, target: 'vso|x:m:pl|book', sentence: '____ الْكُتُبُ.', answers: ['سَقَطَتِ', 'سَقَطَ'] },
  { type: 'agreement', verb: FALL, target: 'svo|x:m:pl|book', sentence: 'الْكُتُبُ ____.', answers: ['سَقَطَتْ'] },
  { type: 'agreement', verb: FALL, target: 'svo|x:m:du|book', sentence: 'الْكِتَابَانِ ____.', answers: ['سَقَطَا'] },
  { type: 'agreement', verb: FALL, target: 'vso|x:f:sg|bag', sentence: '____ الْحَقِيبَةُ.', answers: ['سَقَطَتِ', 'سَقَطَ'] },
  { type: 'agreement', verb: FALL, target: 'svo|x:f:sg|bag', sentence: 'الْحَقِيبَةُ ____.', answers: ['سَقَطَتْ'] },
  { type: 'agreement', verb: FALL, target: 'vso|x:m:sg|pen', sentence: '____ الْقَلَمُ.', answers: ['سَقَطَ'] },
  { type: 'agreement', verb: ['كسر', 'VII', null, null], target: 'svo|x:f:pl|window', sentence: 'النَّوَافِذُ ____.', answers: ['اِنْكَسَرَتْ'] },
  // adjectives: the predicate (الكُتُبُ مُفِيدَةٌ), the attribute in definiteness and case
  { type: 'agreement', verb: USEFUL, target: 'khabar|x:m:pl|book', sentence: 'الْكُتُبُ ____.', answers: ['مُفِيدَةٌ'] },
  { type: 'agreement', verb: USEFUL, target: 'khabar|x:m:du|lesson', sentence: 'الدَّرْسَانِ ____.', answers: ['مُفِيدَانِ'] },
  { type: 'agreement', verb: HARD, target: 'khabar|n:m:pl|student_m', sentence: 'الطُّلَّابُ ____.', answers: ['مُجْتَهِدُونَ'] },
  { type: 'agreement', verb: HARD, target: 'khabar|n:f:du|student_f', sentence: 'الطَّالِبَتَانِ ____.', answers: ['مُجْتَهِدَتَانِ'] },
  { type: 'agreement', verb: ['فتح', 'I', 'a', 'a'], target: 'khabar|x:m:pl|door', sentence: 'الْأَبْوَابُ ____.', answers: ['مَفْتُوحَةٌ'] },
  { type: 'agreement', verb: USEFUL, target: 'naat|x:m:pl|book|قرء', sentence: 'قَرَأْتُ الْكُتُبَ ____.', answers: ['الْمُفِيدَةَ'] },
  { type: 'agreement', verb: HARD, target: 'naat|n:m:pl|student_m|نظر:I', sentence: 'نَظَرْتُ إِلَى الطُّلَّابِ ____.', answers: ['الْمُجْتَهِدِينَ'] },
  { type: 'agreement', verb: HARD, target: 'naat|n:f:sg|student_f|شكر', sentence: 'شَكَرْتُ الطَّالِبَةَ ____.', answers: ['الْمُجْتَهِدَةَ'] },
  { type: 'agreement', verb: ['كسر', 'I', 'a', 'i'], target: 'naat|x:m:pl|door|صلح', sentence: 'أَصْلَحْتُ الْأَبْوَابَ ____.', answers: ['الْمَكْسُورَةَ'] },
  // ليس: its predicate in the accusative
  { type: 'negation', verb: HARD, target: 'laysa|laysa|n:m:sg|student_m', sentence: 'لَيْسَ الطَّالِبُ ____.', answers: ['مُجْتَهِدًا'] },
  { type: 'negation', verb: HARD, target: 'laysa|laysa|n:f:pl|student_f', sentence: 'لَيْسَتِ الطَّالِبَاتُ ____.', answers: ['مُجْتَهِدَاتٍ'] },
  { type: 'negation', verb: HARD, target: 'laysa|laysa|n:m:du|student_m', sentence: 'لَيْسَ الطَّالِبَانِ ____.', answers: ['مُجْتَهِدَيْنِ'] },
  { type: 'negation', verb: HARD, target: 'laysa|laysa|n:m:pl|teacher_m', sentence: 'لَيْسَ الْمُعَلِّمُونَ ____.', answers: ['مُجْتَهِدِينَ'] },
  { type: 'negation', verb: USEFUL, target: 'laysa|laysa|x:m:pl|book', sentence: 'لَيْسَ الْكُتُبُ ____.', answers: ['مُفِيدَةً'] },
  // the passive sentence: the object raised to نائب الفاعل in the nominative; the impersonal with a preposition (مُرَّ بِزَيْدٍ)
  { type: 'make_passive', verb: K, target: 'past|n:m:sg|student_m|lesson', sentence: 'كَتَبَ الطَّالِبُ الدَّرْسَ.', answers: ['كُتِبَ الدَّرْسُ'] },
  { type: 'make_passive', verb: K, target: 'past|n:m:sg|student_m|letter', sentence: 'كَتَبَ الطَّالِبُ الرِّسَالَةَ.', answers: ['كُتِبَتِ الرِّسَالَةُ', 'كُتِبَ الرِّسَالَةُ'] },
  { type: 'make_passive', verb: K, target: 'present|n:m:sg|student_m|lesson', sentence: 'يَكْتُبُ الطَّالِبُ الدَّرْسَ.', answers: ['يُكْتَبُ الدَّرْسُ'] },
  { type: 'make_passive', verb: ['سءل', 'I', 'a', 'a'], target: 'past|n:m:sg|teacher_m|student_f', sentence: 'سَأَلَ الْمُعَلِّمُ الطَّالِبَةَ.', answers: ['سُئِلَتِ الطَّالِبَةُ'] },
  { type: 'make_passive', verb: ['سعد', 'III', null, null], target: 'past|n:m:sg|teacher_m|student_m', sentence: 'سَاعَدَ الْمُعَلِّمُ الطَّالِبَ.', answers: ['سُوعِدَ الطَّالِبُ'] },
  { type: 'make_passive', verb: ['ءكل', 'I', 'a', 'u'], target: 'past|n:m:sg|child|bread', sentence: 'أَكَلَ الطِّفْلُ الْخُبْزَ.', answers: ['أُكِلَ الْخُبْزُ'] },
  { type: 'make_passive', verb: ['فتح', 'I', 'a', 'a'], target: 'present|n:m:sg|boy|door', sentence: 'يَفْتَحُ الْوَلَدُ الْبَابَ.', answers: ['يُفْتَحُ الْبَابُ'] },
  { type: 'make_passive', verb: ['مرر', 'I', 'a', 'u'], target: 'past|n:m:sg|student_m|teacher_m', sentence: 'مَرَّ الطَّالِبُ بِالْمُعَلِّمِ.', answers: ['مُرَّ بِالْمُعَلِّمِ'] },
  { type: 'make_passive', verb: ['بحث', 'I', 'a', 'a'], target: 'past|n:m:sg|man|key', sentence: 'بَحَثَ الرَّجُلُ عَنِ الْمِفْتَاحِ.', answers: ['بُحِثَ عَنِ الْمِفْتَاحِ'] },
  { type: 'make_passive', verb: ['رءي', 'I', 'a', 'a'], target: 'past|n:m:sg|man|boy', sentence: 'رَأَى الرَّجُلُ الْوَلَدَ.', answers: ['رُئِيَ الْوَلَدُ'] },
];
