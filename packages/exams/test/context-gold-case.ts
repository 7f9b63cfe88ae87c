/**
 * case_role and case_ending: sentences parsed by hand as a grammar book does (الآجرومية، جامع
 * الدروس العربية), each with its role and the case and sign of the marked word: one or more per
 * template, covering the duals, the sound plurals (their substitute signs) and broken plurals.
 */
export interface CaseGold {
  verb: [root: string, pattern: string, pv: string | null, rv: string | null];
  target: string;
  sentence: string;
  marked: string;
  role: string;
  ending: string;
}

const g = (verb: CaseGold['verb'], target: string, sentence: string, marked: string, role: string, ending: string): CaseGold => ({ verb, target, sentence, marked, role, ending });
const AKHADHA: CaseGold['verb'] = ['ءخذ', 'I', 'a', 'u'];
const AKALA: CaseGold['verb'] = ['ءكل', 'I', 'a', 'u'];
const JALASA: CaseGold['verb'] = ['جلس', 'I', 'a', 'i'];
const IJTAHADA: CaseGold['verb'] = ['جهد', 'VIII', null, null];

export const GOLD_CASE: readonly CaseGold[] = [
  g(AKHADHA, 'fa3il|n:m:du', 'أَخَذَ الطِّفْلَانِ الْكُرَةَ.', 'الطِّفْلَانِ', 'fa3il', 'nom:alif'),
  g(AKALA, 'fa3il|n:m:pl', 'أَكَلَ الْمُهَنْدِسُونَ الطَّعَامَ.', 'الْمُهَنْدِسُونَ', 'fa3il', 'nom:waw'),
  g(AKHADHA, 'fa3il|n:f:pl', 'أَخَذَتِ الْمُمَرِّضَاتُ الْمِفْتَاحَ.', 'الْمُمَرِّضَاتُ', 'fa3il', 'nom:damma'),
  g(AKHADHA, 'maf3ul|du', 'أَخَذَتِ الْمُمَرِّضَةُ الْحَقِيبَتَيْنِ.', 'الْحَقِيبَتَيْنِ', 'maf3ul_bih', 'acc:ya'),
  g(AKHADHA, 'maf3ul|pl', 'أَخَذَ الْمُعَلِّمُ الْأَقْلَامَ.', 'الْأَقْلَامَ', 'maf3ul_bih', 'acc:fatha'),
  g(['بحث', 'I', 'a', 'a'], 'majrur|sg', 'بَحَثَ الرَّجُلُ عَنِ الْمِفْتَاحِ.', 'الْمِفْتَاحِ', 'majrur', 'gen:kasra'),
  g(JALASA, 'majrur|pl', 'جَلَسَ الْمُعَلِّمُ فِي الْحَدَائِقِ.', 'الْحَدَائِقِ', 'majrur', 'gen:kasra'),
  g(AKHADHA, 'mudaf|n:m:pl', 'أَخَذَ الطِّفْلُ قَلَمَ الْأَوْلَادِ.', 'الْأَوْلَادِ', 'mudaf_ilayh', 'gen:kasra'),
  g(['بيع', 'I', 'a', 'i'], 'mudaf|n:f:du', 'بَاعَ الطَّالِبُ كُرَةَ الْمُوَظَّفَتَيْنِ.', 'الْمُوَظَّفَتَيْنِ', 'mudaf_ilayh', 'gen:ya'),
  g(AKHADHA, 'mubtada|n:f:pl', 'الطَّالِبَاتُ أَخَذْنَ الْمِفْتَاحَ.', 'الطَّالِبَاتُ', 'mubtada', 'nom:damma'),
  g(AKHADHA, 'mubtada|n:m:pl', 'الْأَطْفَالُ أَخَذُوا الْحَقِيبَةَ.', 'الْأَطْفَالُ', 'mubtada', 'nom:damma'),
  g(AKHADHA, 'na2ib|sg', 'أُخِذَ الْمِفْتَاحُ.', 'الْمِفْتَاحُ', 'na2ib_fa3il', 'nom:damma'),
  g(AKALA, 'na2ib|sg', 'أُكِلَتِ التُّفَّاحَةُ.', 'التُّفَّاحَةُ', 'na2ib_fa3il', 'nom:damma'),
  g(['غلق', 'IV', null, null], 'nominal.s|x:m:pl', 'الْأَبْوَابُ مُغْلَقَةٌ.', 'الْأَبْوَابُ', 'mubtada', 'nom:damma'),
  g(IJTAHADA, 'nominal.p|n:m:pl', 'الْمُعَلِّمُونَ مُجْتَهِدُونَ.', 'مُجْتَهِدُونَ', 'khabar', 'nom:waw'),
  g(JALASA, 'kana.s|n:f:du', 'كَانَتِ الْمُوَظَّفَتَانِ جَالِسَتَيْنِ.', 'الْمُوَظَّفَتَانِ', 'ism_kana', 'nom:alif'),
  g(['فتح', 'I', 'a', 'a'], 'kana.p|x:m:pl', 'كَانَتِ الْأَبْوَابُ مَفْتُوحَةً.', 'مَفْتُوحَةً', 'khabar_kana', 'acc:fatha'),
  g(IJTAHADA, 'kana.p|n:m:pl', 'كَانَ الطُّلَّابُ مُجْتَهِدِينَ.', 'مُجْتَهِدِينَ', 'khabar_kana', 'acc:ya'),
  g(JALASA, 'inna.s|n:f:pl', 'إِنَّ الْمُوَظَّفَاتِ جَالِسَاتٌ.', 'الْمُوَظَّفَاتِ', 'ism_inna', 'acc:kasra'),
  g(JALASA, 'inna.s|n:m:pl', 'إِنَّ الْمُهَنْدِسِينَ جَالِسُونَ.', 'الْمُهَنْدِسِينَ', 'ism_inna', 'acc:ya'),
  g(IJTAHADA, 'inna.p|n:m:du', 'إِنَّ الْوَلَدَيْنِ مُجْتَهِدَانِ.', 'مُجْتَهِدَانِ', 'khabar_inna', 'nom:alif'),
  // the five nouns in construct: wāw, alif, yāʾ (الآجرومية: باب معرفة علامات الإعراب)
  g(AKHADHA, 'five.fa3il|father', 'أَخَذَ أَبُو الْبِنْتِ الْكُرَةَ.', 'أَبُو', 'fa3il', 'nom:waw'),
  g(AKHADHA, 'five.fa3il|brother', 'أَخَذَ أَخُو الطَّالِبَةِ الْكِتَابَ.', 'أَخُو', 'fa3il', 'nom:waw'),
  g(['شكر', 'I', 'a', 'u'], 'five.maf3ul|brother', 'شَكَرَتِ الْمُعَلِّمَةُ أَخَا الْمُمَرِّضَةِ.', 'أَخَا', 'maf3ul_bih', 'acc:alif'),
  g(['سءل', 'I', 'a', 'a'], 'five.maf3ul|father', 'سَأَلَ الطَّالِبُ أَبَا الْمُعَلِّمَةِ.', 'أَبَا', 'maf3ul_bih', 'acc:alif'),
  g(['عمد', 'VIII', null, null], 'five.majrur|father', 'اِعْتَمَدَ الْوَلَدُ عَلَى أَبِي الْمُمَرِّضَةِ.', 'أَبِي', 'majrur', 'gen:ya'),
  g(['كلم', 'V', null, null], 'five.majrur|brother', 'تَكَلَّمَ الطِّفْلُ مَعَ أَخِي الْمُوَظَّفَةِ.', 'أَخِي', 'majrur', 'gen:ya'),
  // diptotes without the article: fatḥa for the genitive, no nunation; with it, kasra (الْحَدَائِقِ above)
  g(['سفر', 'III', null, null], 'diptote.name|city', 'سَافَرَ الْوَلَدُ إِلَى مَكَّةَ.', 'مَكَّةَ', 'majrur', 'gen:fatha'),
  g(['كلم', 'V', null, null], 'diptote.name|person', 'تَكَلَّمَ الرَّجُلُ مَعَ يُوسُفَ.', 'يُوسُفَ', 'majrur', 'gen:fatha'),
  g(['عمل', 'I', 'i', 'a'], 'diptote.many|pl', 'عَمِلَ الرَّجُلُ فِي مَدَارِسَ كَثِيرَةٍ.', 'مَدَارِسَ', 'majrur', 'gen:fatha'),
  g(['فكر', 'II', null, null], 'diptote.many|pl', 'فَكَّرَ الْمُعَلِّمُ فِي مَسَائِلَ كَثِيرَةٍ.', 'مَسَائِلَ', 'majrur', 'gen:fatha'),
  // الحال: an indefinite accusative agreeing with its owner
  g(['رجع', 'I', 'a', 'i'], 'hal|n:m:pl', 'رَجَعَ الْمُهَنْدِسُونَ إِلَى الْبَيْتِ ضَاحِكِينَ.', 'ضَاحِكِينَ', 'hal', 'acc:ya'),
  g(['خرج', 'I', 'a', 'u'], 'hal|n:f:sg', 'خَرَجَتِ الطَّالِبَةُ مِنَ الْمَكْتَبَةِ مُبْتَسِمَةً.', 'مُبْتَسِمَةً', 'hal', 'acc:fatha'),
  g(['وصل', 'I', 'a', 'i'], 'hal|n:f:du', 'وَصَلَتِ الْبِنْتَانِ إِلَى الْمَكْتَبَةِ مُبْتَسِمَتَيْنِ.', 'مُبْتَسِمَتَيْنِ', 'hal', 'acc:ya'),
  // التمييز: of a number (ألفاظ العقود) and of a relation
  g(['شري', 'VIII', null, null], 'tamyiz.count|sg', 'اِشْتَرَى الْمُهَنْدِسُ ثَلَاثِينَ حَقِيبَةً.', 'حَقِيبَةً', 'tamyiz', 'acc:fatha'),
  g(['طيب', 'I', 'a', 'i'], 'tamyiz.rel|0', 'طَابَ الْمُعَلِّمُ نَفْسًا.', 'نَفْسًا', 'tamyiz', 'acc:fatha'),
  g(['ملء', 'VIII', null, null], 'tamyiz.rel|2', 'اِمْتَلَأَتِ الْحَقِيبَةُ كُتُبًا.', 'كُتُبًا', 'tamyiz', 'acc:fatha'),
];
