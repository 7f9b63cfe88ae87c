/**
 * form_meaning's data (معاني صيغ الزوائد): what a derived form adds to a verb of its root, after
 * Wright, A Grammar of the Arabic Language I §§ 39–60, al-Ḥamlāwī, شذا العرف في فن الصرف (معاني
 * صيغ الزوائد) and الصرف الكافي. Each pair is a lexicon verb and the lexicon verb of the same root
 * it is said to come from, with the one meaning a teacher would give it; where a second label could
 * also be argued (عَلَّمَ: التعدية, yet فَعَّلَ is also التكثير; تَشَجَّعَ: التكلف, yet it is also the
 * مطاوعة of شَجَّعَ), `alsoFits` names it and it is never offered as a wrong choice. Pairs a teacher
 * might dispute were left out (أَحْزَنَ beside the lexicon's transitive حَزَنَ, اِسْتَخْرَجَ, تَكَرَّمَ,
 * اِنْسَحَبَ whose base has the same gloss), and so were verbs outside the lexicon's 6,200 most
 * frequent (قَتَّلَ, تَنَاوَمَ, تَحَلَّمَ). No pair of the lexicon gives الصيرورة or السلب plainly
 * from a base verb (اِسْتَحْجَرَ and أَقْسَطَ come from nouns), so those two are wrong choices only.
 * Every sentence is written by hand, fully vocalized, with the derived verb in it.
 */

/** The meanings a derived form adds, by key (the option's value). */
export const FORM_MEANINGS = ['causative', 'intensive', 'reciprocal', 'reflexive', 'requestative', 'becoming', 'privative', 'affectation', 'feigning'] as const;
export type FormMeaning = (typeof FORM_MEANINGS)[number];

export interface MeaningName {
  ar: string;
  en: string;
  /** What the meaning is, said once for every pair that has it. */
  rule: { ar: string; en: string };
}

export const MEANING_NAMES: Readonly<Record<FormMeaning, MeaningName>> = {
  causative: {
    ar: 'التعدية',
    en: 'Causative (taʿdiya)',
    rule: {
      ar: 'جعلُ فاعل الفعل الأصلي مفعولًا به، أي جعلُ غيره يفعل الفعل أو يتّصف به',
      en: 'making the subject of the base verb an object, so that someone is made to do it or be so',
    },
  },
  intensive: {
    ar: 'التكثير',
    en: 'Intensive (taktīr)',
    rule: { ar: 'كثرةُ الفعل وتكرارُه والمبالغةُ فيه', en: 'doing the act much, again and again, or thoroughly' },
  },
  reciprocal: {
    ar: 'المشاركة',
    en: 'Reciprocal (mushāraka)',
    rule: { ar: 'اشتراكُ اثنين أو أكثر في الفعل، يفعل كلٌّ منهما بالآخر ما يفعله الآخر به', en: 'two or more taking part in the act, each doing it to the other' },
  },
  reflexive: {
    ar: 'المطاوعة',
    en: 'Reflexive, compliance (muṭāwaʿa)',
    rule: {
      ar: 'قبولُ أثر الفعل، فيصير مفعول الفعل الأصلي فاعلًا يقبل أثره',
      en: 'accepting the effect of an act, the object of the base verb becoming the subject that undergoes it',
    },
  },
  requestative: {
    ar: 'الطلب',
    en: 'Requestative (ṭalab)',
    rule: { ar: 'طلبُ الفعل أو طلبُ ما يدلّ عليه الأصل', en: 'asking for the act or for what the root names' },
  },
  becoming: {
    ar: 'الصيرورة',
    en: 'Becoming (ṣayrūra)',
    rule: { ar: 'التحوّلُ إلى حال أو صفة', en: 'turning into a state or a thing' },
  },
  privative: {
    ar: 'السلب والإزالة',
    en: 'Privative (salb)',
    rule: { ar: 'إزالةُ معنى الأصل عن المفعول', en: 'taking away what the root names' },
  },
  affectation: {
    ar: 'التكلّف',
    en: 'Affectation (takalluf)',
    rule: { ar: 'تكلّفُ الصفة ومعاناتُها ليحصّلها الفاعل', en: 'striving to gain a quality one does not yet have' },
  },
  feigning: {
    ar: 'التظاهر',
    en: 'Feigning (taẓāhur)',
    rule: { ar: 'إظهارُ حال ليست في الفاعل', en: 'pretending to a state one is not in' },
  },
};

/** The meanings each derived pattern has in the grammars (Wright §§ 41–60; شذا العرف), for the pairs here; a pair's meaning is one of its pattern's. */
export const PATTERN_MEANINGS: Readonly<Record<string, readonly FormMeaning[]>> = {
  II: ['causative', 'intensive', 'privative'],
  III: ['reciprocal'],
  IV: ['causative', 'becoming', 'privative'],
  V: ['reflexive', 'affectation'],
  VI: ['reciprocal', 'feigning', 'reflexive'],
  VII: ['reflexive'],
  VIII: ['reflexive', 'reciprocal'],
  X: ['requestative', 'becoming'],
};

/** The pattern as the grammars write it (صيغة أَفْعَلَ). */
export const PATTERN_WEIGHTS: Readonly<Record<string, string>> = {
  II: 'فَعَّلَ',
  III: 'فَاعَلَ',
  IV: 'أَفْعَلَ',
  V: 'تَفَعَّلَ',
  VI: 'تَفَاعَلَ',
  VII: 'اِنْفَعَلَ',
  VIII: 'اِفْتَعَلَ',
  X: 'اِسْتَفْعَلَ',
};

export interface FormMeaningPair {
  /** The derived verb's lexicon id (one pair a verb), its root, pattern and lemma as the lexicon has them. */
  derived: { id: string; root: string; pattern: string; lemma: string };
  /** The verb it is said to come from, of the same root. */
  base: { id: string; lemma: string };
  meaning: FormMeaning;
  /** Labels that could also be argued for this pair: never offered as wrong. */
  alsoFits?: readonly FormMeaning[];
  /** What the derived verb means by that: «طلب المغفرة» / "asked for forgiveness". */
  gloss: { ar: string; en: string };
  /** A sentence using the derived verb, and the derived verb's subject there (a noun as written, or a pronoun: null). */
  sentence: { ar: string; en: string; person: string; subject: string | null };
}

const pair = (
  derived: [string, string, string, string],
  base: [string, string],
  meaning: FormMeaning,
  gloss: [string, string],
  sentence: [string, string, string, string | null],
  alsoFits?: readonly FormMeaning[],
): FormMeaningPair => ({
  derived: { id: derived[0], root: derived[1], pattern: derived[2], lemma: derived[3] },
  base: { id: base[0], lemma: base[1] },
  meaning,
  ...(alsoFits ? { alsoFits } : {}),
  gloss: { ar: gloss[0], en: gloss[1] },
  sentence: { ar: sentence[0], en: sentence[1], person: sentence[2], subject: sentence[3] },
});

export const FORM_MEANING_PAIRS: readonly FormMeaningPair[] = [
  // التعدية: أَفْعَلَ, and فَعَّلَ of a verb that had no object (then التكثير could be argued too)
  pair(
    ['xrj-IV', 'خرج', 'IV', 'أَخْرَجَ'],
    ['xrj-I1', 'خَرَجَ'],
    'causative',
    ['جعله يخرج', 'made it go out'],
    ['أَخْرَجَ الْمُعَلِّمُ الْكِتَابَ مِنَ الْحَقِيبَةِ.', 'The teacher took the book out of the bag.', '3ms', 'الْمُعَلِّمُ'],
  ),
  pair(
    ['dxl-IV', 'دخل', 'IV', 'أَدْخَلَ'],
    ['dxl-I1', 'دَخَلَ'],
    'causative',
    ['جعله يدخل', 'made him go in'],
    ['أَدْخَلَ الْأَبُ ابْنَهُ الْمَدْرَسَةَ.', 'The father put his son into school.', '3ms', 'الْأَبُ'],
  ),
  pair(
    ['jls-IV', 'جلس', 'IV', 'أَجْلَسَ'],
    ['jls-I2', 'جَلَسَ'],
    'causative',
    ['جعله يجلس', 'made him sit'],
    ['أَجْلَسَتِ الْأُمُّ طِفْلَهَا عَلَى الْكُرْسِيِّ.', 'The mother sat her child on the chair.', '3fs', 'الْأُمُّ'],
  ),
  pair(
    ['DHk-IV', 'ضحك', 'IV', 'أَضْحَكَ'],
    ['DHk-I4', 'ضَحِكَ'],
    'causative',
    ['جعله يضحك', 'made them laugh'],
    ['أَضْحَكَ الْمُهَرِّجُ الْأَطْفَالَ.', 'The clown made the children laugh.', '3ms', 'الْمُهَرِّجُ'],
  ),
  pair(
    ['sqT-IV', 'سقط', 'IV', 'أَسْقَطَ'],
    ['sqT-I1', 'سَقَطَ'],
    'causative',
    ['جعله يسقط', 'made it fall'],
    ['أَسْقَطَ الْوَلَدُ الْكُوبَ عَلَى الْأَرْضِ.', 'The boy dropped the cup on the floor.', '3ms', 'الْوَلَدُ'],
  ),
  pair(['frH-IV', 'فرح', 'IV', 'أَفْرَحَ'], ['frH-I4', 'فَرِحَ'], 'causative', ['جعله يفرح', 'made him glad'], ['أَفْرَحَ النَّجَاحُ الطَّالِبَ.', 'Success made the student glad.', '3ms', 'النَّجَاحُ']),
  pair(['mrD-IV', 'مرض', 'IV', 'أَمْرَضَ'], ['mrD-I4', 'مَرِضَ'], 'causative', ['جعله يمرض', 'made him ill'], ['أَمْرَضَ الْبَرْدُ الرَّجُلَ.', 'The cold made the man ill.', '3ms', 'الْبَرْدُ']),
  pair(
    ['nwm-IV', 'نوم', 'IV', 'أَنَامَ'],
    ['nwm-I4', 'نَامَ'],
    'causative',
    ['جعله ينام', 'put him to sleep'],
    ['أَنَامَتِ الْأُمُّ طِفْلَهَا.', 'The mother put her child to sleep.', '3fs', 'الْأُمُّ'],
  ),
  pair(
    ['Elm-II', 'علم', 'II', 'عَلَّمَ'],
    ['Elm-I4', 'عَلِمَ'],
    'causative',
    ['جعله يعلم', 'made them know: taught'],
    ['عَلَّمَ الْمُعَلِّمُ التَّلَامِيذَ الْحِسَابَ.', 'The teacher taught the pupils arithmetic.', '3ms', 'الْمُعَلِّمُ'],
    ['intensive'],
  ),
  pair(
    ['fhm-II', 'فهم', 'II', 'فَهَّمَ'],
    ['fhm-I4', 'فَهِمَ'],
    'causative',
    ['جعله يفهم', 'made him understand'],
    ['فَهَّمَ الْأُسْتَاذُ الطَّالِبَ الدَّرْسَ.', 'The teacher made the student understand the lesson.', '3ms', 'الْأُسْتَاذُ'],
    ['intensive'],
  ),
  pair(
    ['xwf-II', 'خوف', 'II', 'خَوَّفَ'],
    ['xwf-I4', 'خَافَ'],
    'causative',
    ['جعله يخاف', 'made him afraid'],
    ['خَوَّفَ الرَّعْدُ الطِّفْلَ.', 'The thunder frightened the child.', '3ms', 'الرَّعْدُ'],
    ['intensive'],
  ),
  pair(
    ['frH-II', 'فرح', 'II', 'فَرَّحَ'],
    ['frH-I4', 'فَرِحَ'],
    'causative',
    ['جعله يفرح', 'made them glad'],
    ['فَرَّحَ الْعِيدُ الْأَطْفَالَ.', 'The feast made the children glad.', '3ms', 'الْعِيدُ'],
    ['intensive'],
  ),

  // التكثير: فَعَّلَ of a verb that already had an object (then it is not التعدية; still never offered beside it)
  pair(
    ['ksr-II', 'كسر', 'II', 'كَسَّرَ'],
    ['ksr-I2', 'كَسَرَ'],
    'intensive',
    ['كسره قطعًا كثيرة', 'broke them into many pieces'],
    ['كَسَّرَ الْوَلَدُ الْأَلْعَابَ.', 'The boy smashed the toys.', '3ms', 'الْوَلَدُ'],
    ['causative'],
  ),
  pair(
    ['qTE-II', 'قطع', 'II', 'قَطَّعَ'],
    ['qTE-I3', 'قَطَعَ'],
    'intensive',
    ['قطعه قطعًا كثيرة', 'cut it into many pieces'],
    ['قَطَّعَ الطَّبَّاخُ اللَّحْمَ.', 'The cook cut the meat into pieces.', '3ms', 'الطَّبَّاخُ'],
    ['causative'],
  ),
  pair(
    ['jmE-II', 'جمع', 'II', 'جَمَّعَ'],
    ['jmE-I3', 'جَمَعَ'],
    'intensive',
    ['جمعه شيئًا بعد شيء', 'gathered it bit by bit'],
    ['جَمَّعَ التَّاجِرُ الْمَالَ.', 'The merchant amassed wealth.', '3ms', 'التَّاجِرُ'],
    ['causative'],
  ),
  pair(
    ['qlb-II', 'قلب', 'II', 'قَلَّبَ'],
    ['qlb-I2', 'قَلَبَ'],
    'intensive',
    ['قلبه مرة بعد مرة', 'turned them over again and again'],
    ['قَلَّبَ الْقَارِئُ صَفَحَاتِ الْكِتَابِ.', 'The reader turned the pages of the book over and over.', '3ms', 'الْقَارِئُ'],
    ['causative'],
  ),
  pair(
    ['hdm-II', 'هدم', 'II', 'هَدَّمَ'],
    ['hdm-I2', 'هَدَمَ'],
    'intensive',
    ['هدم كثيرًا', 'tore down many'],
    ['هَدَّمَ الزِّلْزَالُ الْبُيُوتَ.', 'The earthquake tore down the houses.', '3ms', 'الزِّلْزَالُ'],
    ['causative'],
  ),
  pair(
    ['mzq-II', 'مزق', 'II', 'مَزَّقَ'],
    ['mzq-I2', 'مَزَقَ'],
    'intensive',
    ['مزقه قطعًا كثيرة', 'tore it to shreds'],
    ['مَزَّقَ الطِّفْلُ الْوَرَقَةَ.', 'The child tore the paper to shreds.', '3ms', 'الطِّفْلُ'],
    ['causative'],
  ),
  pair(
    ['qsm-II', 'قسم', 'II', 'قَسَّمَ'],
    ['qsm-I2', 'قَسَمَ'],
    'intensive',
    ['قسمه أقسامًا كثيرة', 'divided it into many parts'],
    ['قَسَّمَ الْأَبُ الْأَرْضَ قِطَعًا كَثِيرَةً.', 'The father divided the land into many plots.', '3ms', 'الْأَبُ'],
    ['causative'],
  ),

  // المشاركة: فَاعَلَ (one does to the other), تَفَاعَلَ (each to each; its مطاوعة of فَاعَلَ never offered)
  pair(
    ['ktb-III', 'كتب', 'III', 'كَاتَبَ'],
    ['ktb-I1', 'كَتَبَ'],
    'reciprocal',
    ['كتب إليه وكتب هو إليه', 'wrote to him and he wrote back: corresponded'],
    ['كَاتَبَ الطَّالِبُ صَدِيقَهُ.', 'The student corresponded with his friend.', '3ms', 'الطَّالِبُ'],
  ),
  pair(
    ['qtl-III', 'قتل', 'III', 'قَاتَلَ'],
    ['qtl-I1', 'قَتَلَ'],
    'reciprocal',
    ['حاول كلٌّ منهما قتل الآخر', 'each tried to kill the other: fought'],
    ['قَاتَلَ الْجُنْدِيُّ الْعَدُوَّ.', 'The soldier fought the enemy.', '3ms', 'الْجُنْدِيُّ'],
  ),
  pair(
    ['jls-III', 'جلس', 'III', 'جَالَسَ'],
    ['jls-I2', 'جَلَسَ'],
    'reciprocal',
    ['جلس معه', 'sat with them'],
    ['جَالَسَ الْعَالِمُ تَلَامِيذَهُ.', 'The scholar sat with his pupils.', '3ms', 'الْعَالِمُ'],
  ),
  pair(
    ['SrE-III', 'صرع', 'III', 'صَارَعَ'],
    ['SrE-I3', 'صَرَعَ'],
    'reciprocal',
    ['حاول كلٌّ منهما صرع الآخر', 'each tried to throw the other: wrestled'],
    ['صَارَعَ الْبَطَلُ خَصْمَهُ.', 'The champion wrestled his opponent.', '3ms', 'الْبَطَلُ'],
  ),
  pair(
    ['qtl-VI', 'قتل', 'VI', 'تَقَاتَلَ'],
    ['qtl-I1', 'قَتَلَ'],
    'reciprocal',
    ['قاتل كلٌّ منهما الآخر', 'fought each other'],
    ['تَقَاتَلَ الْجَيْشَانِ.', 'The two armies fought each other.', '3md', 'الْجَيْشَانِ'],
    ['reflexive'],
  ),
  pair(
    ['fhm-VI', 'فهم', 'VI', 'تَفَاهَمَ'],
    ['fhm-I4', 'فَهِمَ'],
    'reciprocal',
    ['فهم كلٌّ منهما الآخر', 'understood each other'],
    ['تَفَاهَمَ الصَّدِيقَانِ.', 'The two friends came to understand each other.', '3md', 'الصَّدِيقَانِ'],
    ['reflexive'],
  ),
  pair(
    ['SrE-VI', 'صرع', 'VI', 'تَصَارَعَ'],
    ['SrE-I3', 'صَرَعَ'],
    'reciprocal',
    ['صارع كلٌّ منهما الآخر', 'wrestled each other'],
    ['تَصَارَعَ اللَّاعِبَانِ.', 'The two players wrestled each other.', '3md', 'اللَّاعِبَانِ'],
    ['reflexive'],
  ),
  pair(
    ['Erf-VI', 'عرف', 'VI', 'تَعَارَفَ'],
    ['Erf-I2', 'عَرَفَ'],
    'reciprocal',
    ['عرف كلٌّ منهم الآخر', 'got to know one another'],
    ['تَعَارَفَ الطُّلَّابُ فِي أَوَّلِ يَوْمٍ.', 'The students got to know one another on the first day.', '3mp', 'الطُّلَّابُ'],
    ['reflexive'],
  ),
  pair(
    ['Ewn-VI', 'عون', 'VI', 'تَعَاوَنَ'],
    ['Ewn-III', 'عَاوَنَ'],
    'reciprocal',
    ['أعان كلٌّ منهم الآخر', 'helped one another'],
    ['تَعَاوَنَ الْجِيرَانُ عَلَى تَنْظِيفِ الشَّارِعِ.', 'The neighbours helped one another clean the street.', '3mp', 'الْجِيرَانُ'],
    ['reflexive'],
  ),
  pair(
    ['cwr-VI', 'شور', 'VI', 'تَشَاوَرَ'],
    ['cwr-III', 'شَاوَرَ'],
    'reciprocal',
    ['شاور كلٌّ منهم الآخر', 'consulted one another'],
    ['تَشَاوَرَ الْأَعْضَاءُ فِي الْأَمْرِ.', 'The members consulted one another on the matter.', '3mp', 'الْأَعْضَاءُ'],
    ['reflexive'],
  ),

  // المطاوعة: اِنْفَعَلَ and اِفْتَعَلَ of فَعَلَ, تَفَعَّلَ of فَعَّلَ (its التكلف never offered): the sentence shows the act and its acceptance
  pair(
    ['ksr-VII', 'كسر', 'VII', 'اِنْكَسَرَ'],
    ['ksr-I2', 'كَسَرَ'],
    'reflexive',
    ['قبل الكسر', 'underwent the breaking: broke'],
    ['كَسَرَ الْوَلَدُ الزُّجَاجَ فَانْكَسَرَ.', 'The boy broke the glass, and it broke.', '3ms', null],
  ),
  pair(
    ['qTE-VII', 'قطع', 'VII', 'اِنْقَطَعَ'],
    ['qTE-I3', 'قَطَعَ'],
    'reflexive',
    ['قبل القطع', 'underwent the cutting: snapped'],
    ['قَطَعَ الْعَامِلُ الْحَبْلَ فَانْقَطَعَ.', 'The worker cut the rope, and it snapped.', '3ms', null],
  ),
  pair(
    ['ftH-VII', 'فتح', 'VII', 'اِنْفَتَحَ'],
    ['ftH-I3', 'فَتَحَ'],
    'reflexive',
    ['قبل الفتح', 'underwent the opening: opened'],
    ['فَتَحَ الْحَارِسُ الْبَابَ فَانْفَتَحَ.', 'The guard opened the door, and it opened.', '3ms', null],
  ),
  pair(
    ['qlb-VII', 'قلب', 'VII', 'اِنْقَلَبَ'],
    ['qlb-I2', 'قَلَبَ'],
    'reflexive',
    ['قبل القلب', 'underwent the turning: turned over'],
    ['قَلَبَ الْوَلَدُ الصُّنْدُوقَ فَانْقَلَبَ.', 'The boy turned the box over, and it turned over.', '3ms', null],
  ),
  pair(
    ['hzm-VII', 'هزم', 'VII', 'اِنْهَزَمَ'],
    ['hzm-I2', 'هَزَمَ'],
    'reflexive',
    ['قبل الهزيمة', 'underwent the defeat: was routed'],
    ['هَزَمَ الْفَرِيقُ خَصْمَهُ فَانْهَزَمَ.', 'The team defeated its rival, and the rival was routed.', '3ms', null],
  ),
  pair(
    ['Srf-VII', 'صرف', 'VII', 'اِنْصَرَفَ'],
    ['Srf-I2', 'صَرَفَ'],
    'reflexive',
    ['قبلوا الصرف', 'accepted the dismissal: left'],
    ['صَرَفَ الْمُعَلِّمُ التَّلَامِيذَ فَانْصَرَفُوا.', 'The teacher dismissed the pupils, and they left.', '3mp', null],
  ),
  pair(
    ['jmE-VIII', 'جمع', 'VIII', 'اِجْتَمَعَ'],
    ['jmE-I3', 'جَمَعَ'],
    'reflexive',
    ['قبلوا الجمع', 'accepted the gathering: met'],
    ['جَمَعَ الْمُدِيرُ الْمُوَظَّفِينَ فَاجْتَمَعُوا.', 'The director gathered the staff, and they met.', '3mp', null],
    ['reciprocal'],
  ),
  pair(
    ['mlC-VIII', 'ملء', 'VIII', 'اِمْتَلَأَ'],
    ['mlC-I3', 'مَلَأَ'],
    'reflexive',
    ['قبل الملء', 'underwent the filling: became full'],
    ['مَلَأَ الْوَلَدُ الْكُوبَ مَاءً فَامْتَلَأَ.', 'The boy filled the cup with water, and it became full.', '3ms', null],
  ),
  pair(
    ['rfE-VIII', 'رفع', 'VIII', 'اِرْتَفَعَ'],
    ['rfE-I3', 'رَفَعَ'],
    'reflexive',
    ['قبل الرفع', 'underwent the raising: rose'],
    ['رَفَعَ الرَّجُلُ الْعَلَمَ فَارْتَفَعَ.', 'The man raised the flag, and it rose.', '3ms', null],
  ),
  pair(
    ['ncr-VIII', 'نشر', 'VIII', 'اِنْتَشَرَ'],
    ['ncr-I1', 'نَشَرَ'],
    'reflexive',
    ['قبل النشر', 'underwent the spreading: spread'],
    ['نَشَرَتِ الصَّحِيفَةُ الْخَبَرَ فَانْتَشَرَ.', 'The newspaper published the news, and it spread.', '3ms', null],
  ),
  pair(
    ['ksr-V', 'كسر', 'V', 'تَكَسَّرَ'],
    ['ksr-II', 'كَسَّرَ'],
    'reflexive',
    ['قبل التكسير', 'underwent the smashing: broke to pieces'],
    ['كَسَّرَ الْوَلَدُ الْأَلْوَاحَ فَتَكَسَّرَتْ.', 'The boy smashed the boards, and they broke to pieces.', '3fs', null],
    ['affectation'],
  ),
  pair(
    ['Elm-V', 'علم', 'V', 'تَعَلَّمَ'],
    ['Elm-II', 'عَلَّمَ'],
    'reflexive',
    ['قبل التعليم', 'accepted the teaching: learned'],
    ['عَلَّمَ الْأُسْتَاذُ الطَّالِبَ فَتَعَلَّمَ.', 'The teacher taught the student, and he learned.', '3ms', null],
    ['affectation'],
  ),
  pair(
    ['mzq-V', 'مزق', 'V', 'تَمَزَّقَ'],
    ['mzq-II', 'مَزَّقَ'],
    'reflexive',
    ['قبل التمزيق', 'underwent the tearing: was torn to shreds'],
    ['مَزَّقَ الطِّفْلُ الثَّوْبَ فَتَمَزَّقَ.', 'The child tore the garment, and it was torn to shreds.', '3ms', null],
    ['affectation'],
  ),

  // الطلب: اِسْتَفْعَلَ
  pair(
    ['gfr-X', 'غفر', 'X', 'اِسْتَغْفَرَ'],
    ['gfr-I2', 'غَفَرَ'],
    'requestative',
    ['طلب المغفرة', 'asked for forgiveness'],
    ['اِسْتَغْفَرَ الْمُذْنِبُ رَبَّهُ.', 'The sinner asked his Lord for forgiveness.', '3ms', 'الْمُذْنِبُ'],
  ),
  pair(
    ['fhm-X', 'فهم', 'X', 'اِسْتَفْهَمَ'],
    ['fhm-I4', 'فَهِمَ'],
    'requestative',
    ['طلب الفهم', 'asked to understand'],
    ['اِسْتَفْهَمَ الطَّالِبُ عَنْ مَعْنَى الْكَلِمَةِ.', 'The student asked about the meaning of the word.', '3ms', 'الطَّالِبُ'],
  ),
  pair(
    ['Elm-X', 'علم', 'X', 'اِسْتَعْلَمَ'],
    ['Elm-I4', 'عَلِمَ'],
    'requestative',
    ['طلب العلم بالشيء', 'asked to know'],
    ['اِسْتَعْلَمَ الْمُسَافِرُ عَنْ مَوْعِدِ الْقِطَارِ.', 'The traveller asked when the train would leave.', '3ms', 'الْمُسَافِرُ'],
  ),
  pair(
    ['nSr-X', 'نصر', 'X', 'اِسْتَنْصَرَ'],
    ['nSr-I1', 'نَصَرَ'],
    'requestative',
    ['طلب النصرة', 'asked for support'],
    ['اِسْتَنْصَرَ الضَّعِيفُ جِيرَانَهُ.', 'The weak man asked his neighbours for support.', '3ms', 'الضَّعِيفُ'],
  ),
  pair(
    ['TEm-X', 'طعم', 'X', 'اِسْتَطْعَمَ'],
    ['TEm-I4', 'طَعِمَ'],
    'requestative',
    ['طلب الطعام', 'asked for food'],
    ['اِسْتَطْعَمَ الْمِسْكِينُ أَهْلَ الْقَرْيَةِ.', 'The poor man asked the villagers for food.', '3ms', 'الْمِسْكِينُ'],
  ),
  pair(
    ['sqy-X', 'سقي', 'X', 'اِسْتَسْقَى'],
    ['sqy-I2', 'سَقَى'],
    'requestative',
    ['طلب السقيا', 'asked for a drink'],
    ['اِسْتَسْقَى الْمُسَافِرُ صَاحِبَ الْبَيْتِ.', 'The traveller asked the master of the house for a drink.', '3ms', 'الْمُسَافِرُ'],
  ),
  pair(
    ['Ewn-X', 'عون', 'X', 'اِسْتَعَانَ'],
    ['Ewn-IV', 'أَعَانَ'],
    'requestative',
    ['طلب العون', 'sought help'],
    ['اِسْتَعَانَ الطَّالِبُ بِالْمُعْجَمِ.', 'The student sought help from the dictionary.', '3ms', 'الطَّالِبُ'],
  ),
  pair(
    ['wDH-X', 'وضح', 'X', 'اِسْتَوْضَحَ'],
    ['wDH-IV', 'أَوْضَحَ'],
    'requestative',
    ['طلب الإيضاح', 'asked for clarification'],
    ['اِسْتَوْضَحَ الطَّالِبُ أُسْتَاذَهُ الْمَسْأَلَةَ.', 'The student asked his teacher to clarify the problem.', '3ms', 'الطَّالِبُ'],
  ),
  pair(
    ['CVn-X', 'ءذن', 'X', 'اِسْتَأْذَنَ'],
    ['CVn-I4', 'أَذِنَ'],
    'requestative',
    ['طلب الإذن', 'asked permission'],
    ['اِسْتَأْذَنَ الطِّفْلُ أَبَاهُ فِي الْخُرُوجِ.', "The child asked his father's permission to go out.", '3ms', 'الطِّفْلُ'],
  ),
  pair(
    ['rHm-X', 'رحم', 'X', 'اِسْتَرْحَمَ'],
    ['rHm-I4', 'رَحِمَ'],
    'requestative',
    ['طلب الرحمة', 'begged for mercy'],
    ['اِسْتَرْحَمَ الْأَسِيرُ الْقَاضِيَ.', 'The captive begged the judge for mercy.', '3ms', 'الْأَسِيرُ'],
  ),

  // التكلف: تَفَعَّلَ of a quality (its مطاوعة of فَعَّلَ, where the root has one, never offered)
  pair(
    ['cjE-V', 'شجع', 'V', 'تَشَجَّعَ'],
    ['cjE-I5', 'شَجُعَ'],
    'affectation',
    ['تكلّف الشجاعة', 'made himself brave'],
    ['تَشَجَّعَ الطِّفْلُ وَدَخَلَ الْغُرْفَةَ الْمُظْلِمَةَ.', 'The child plucked up courage and went into the dark room.', '3ms', 'الطِّفْلُ'],
    ['reflexive'],
  ),
  pair(
    ['Sbr-V', 'صبر', 'V', 'تَصَبَّرَ'],
    ['Sbr-I2', 'صَبَرَ'],
    'affectation',
    ['تكلّف الصبر', 'forced himself to be patient'],
    ['تَصَبَّرَ الْمَرِيضُ عَلَى الْأَلَمِ.', 'The sick man forced himself to bear the pain.', '3ms', 'الْمَرِيضُ'],
    ['reflexive'],
  ),
  pair(
    ['jrC-V', 'جرء', 'V', 'تَجَرَّأَ'],
    ['jrC-I5', 'جَرُؤَ'],
    'affectation',
    ['تكلّف الجرأة', 'summoned up the daring'],
    ['تَجَرَّأَ الطَّالِبُ وَسَأَلَ الْأُسْتَاذَ.', 'The student summoned up the nerve and asked the teacher.', '3ms', 'الطَّالِبُ'],
    ['reflexive'],
  ),

  // التظاهر: تَفَاعَلَ of a state (close to التكلف, never offered beside it)
  pair(
    ['jhl-VI', 'جهل', 'VI', 'تَجَاهَلَ'],
    ['jhl-I4', 'جَهِلَ'],
    'feigning',
    ['أظهر الجهل وليس بجاهل', 'pretended not to know'],
    ['تَجَاهَلَ الْمُوَظَّفُ السُّؤَالَ.', 'The clerk ignored the question, as if he had not heard it.', '3ms', 'الْمُوَظَّفُ'],
    ['affectation'],
  ),
  pair(
    ['gfl-VI', 'غفل', 'VI', 'تَغَافَلَ'],
    ['gfl-I1', 'غَفَلَ'],
    'feigning',
    ['أظهر الغفلة وليس بغافل', 'pretended not to notice'],
    ['تَغَافَلَ الْأَبُ عَنْ خَطَأِ ابْنِهِ.', "The father pretended not to notice his son's mistake.", '3ms', 'الْأَبُ'],
    ['affectation'],
  ),
  pair(
    ['mrD-VI', 'مرض', 'VI', 'تَمَارَضَ'],
    ['mrD-I4', 'مَرِضَ'],
    'feigning',
    ['أظهر المرض وليس بمريض', 'pretended to be ill'],
    ['تَمَارَضَ الْوَلَدُ لِيَبْقَى فِي الْبَيْتِ.', 'The boy pretended to be ill to stay at home.', '3ms', 'الْوَلَدُ'],
    ['affectation'],
  ),
  pair(
    ['Emy-VI', 'عمي', 'VI', 'تَعَامَى'],
    ['Emy-I4', 'عَمِيَ'],
    'feigning',
    ['أظهر العمى وليس بأعمى', 'pretended not to see'],
    ['تَعَامَى الْحَارِسُ عَنِ الْمُخَالَفَةِ.', 'The guard pretended not to see the offence.', '3ms', 'الْحَارِسُ'],
    ['affectation'],
  ),
  pair(
    ['DHk-VI', 'ضحك', 'VI', 'تَضَاحَكَ'],
    ['DHk-I4', 'ضَحِكَ'],
    'feigning',
    ['أظهر الضحك ولم يضحك', 'pretended to laugh'],
    ['تَضَاحَكَ الضَّيْفُ مُجَامَلَةً.', 'The guest pretended to laugh, out of politeness.', '3ms', 'الضَّيْفُ'],
    ['affectation'],
  ),
];

/** The pair of a derived verb, by its lexicon id. */
export const PAIR_OF_VERB: ReadonlyMap<string, FormMeaningPair> = new Map(FORM_MEANING_PAIRS.map((p) => [p.derived.id, p]));
