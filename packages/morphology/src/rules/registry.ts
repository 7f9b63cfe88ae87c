/**
 * The named spelling rules of the conjugator, in the order they are applied. Each has a stable id
 * (used by explanations, tests and the web pages), its Arabic and English name, and a description.
 */
import type { HamzaRule } from '../spelling/hamza.ts';

export interface RuleInfo {
  id: RuleId;
  ar: string;
  en: string;
  /** English, for a learner, with examples. */
  description: string;
  /** The same in Arabic. */
  descriptionAr: string;
}

export const RULE_IDS = [
  'ibdal_taa_iftiaal',
  'ilal_qalb_lam_ya',
  'ilal_hadhf_fa',
  'hadhf_hamza_amr',
  'takhfif_hamza',
  'hadhf_ayn',
  'hadhf_mithl',
  'ilal_naql',
  'idgham',
  'ilal_hadhf_lam',
  'jazm_hadhf_illa',
  'hamzat_wasl',
  'ilal_qalb_waw_alif',
  'ilal_kasr_majhul',
  'ilal_qalb_waw_ya',
  'ilal_qalb_ya_waw',
  'ilal_taskin',
  'iltiqa_sakinayn',
  'tahwil_harakat_fa',
  'idgham_lam_damir',
  'iltiqa_sakinayn_tawkid',
  'hadhf_nun_kana',
  'haa_al_sakt',
  'kitabat_hamza',
] as const;
export type RuleId = (typeof RULE_IDS)[number];

export const RULES: Readonly<Record<RuleId, RuleInfo>> = {
  ibdal_taa_iftiaal: {
    id: 'ibdal_taa_iftiaal',
    ar: 'إبدال تاء الافتعال',
    en: 'ta of form VIII assimilated',
    description: 'In form VIII the ت of the pattern becomes ط after ص ض ط ظ and د after د ذ ز, and a first و or ي becomes ت (اِصْطَبَرَ، اِزْدَهَرَ، اِدَّعَى، اِتَّصَلَ).',
    descriptionAr: 'في وزن اِفْتَعَلَ تُبدَل التاء طاءً بعد ص ض ط ظ، ودالًا بعد د ذ ز، وتُبدَل الفاء الواو أو الياء تاءً وتُدغَم: اِصْطَبَرَ، اِزْدَهَرَ، اِدَّعَى، اِتَّصَلَ.',
  },
  ilal_qalb_lam_ya: {
    id: 'ilal_qalb_lam_ya',
    ar: 'إعلال بالقلب: قلب الواو المتطرفة ياءً',
    en: 'final waw changed to ya',
    description: 'A last radical و becomes ي after a kasra (رَضِيَ، دُعِيَ), in a present with fatha (يَرْضَى، يُدْعَى) and as the fourth letter or beyond (أَعْطَى، اِسْتَدْعَى).',
    descriptionAr: 'تُقلب الواو في آخر الفعل ياءً بعد كسر (رَضِيَ، دُعِيَ)، وفي المضارع المفتوح العين (يَرْضَى، يُدْعَى)، وإذا وقعت رابعةً فصاعدًا (أَعْطَى، اِسْتَدْعَى).',
  },
  ilal_hadhf_fa: {
    id: 'ilal_hadhf_fa',
    ar: 'إعلال بالحذف: حذف فاء المثال',
    en: 'first radical waw dropped',
    description:
      'The و of an assimilated verb falls in the active present and imperative when the present has kasra, or when the fatha is only due to a guttural (يَعِدُ عِدْ، يَضَعُ ضَعْ).',
    descriptionAr: 'تُحذف واو المثال في المضارع والأمر المبنيين للمعلوم إذا كانت عين المضارع مكسورة، أو مفتوحة لأجل حرف الحلق: يَعِدُ عِدْ، يَضَعُ ضَعْ.',
  },
  hadhf_hamza_amr: {
    id: 'hadhf_hamza_amr',
    ar: 'حذف الهمزة في الأمر',
    en: 'hamza dropped in the imperative',
    description: 'أَخَذَ، أَكَلَ، أَمَرَ drop their first hamza in the imperative: خُذْ، كُلْ، مُرْ.',
    descriptionAr: 'تُحذف الهمزة الأولى من أَخَذَ وأَكَلَ وأَمَرَ في الأمر: خُذْ، كُلْ، مُرْ.',
  },
  takhfif_hamza: {
    id: 'takhfif_hamza',
    ar: 'تخفيف الهمزة بالنقل والحذف',
    en: 'middle hamza dropped, its vowel moved back',
    description: 'The middle hamza gives its vowel to the vowelless letter before it and falls: يَرْأَى → يَرَى، اِسْأَلْ → سَلْ.',
    descriptionAr: 'تنقل الهمزة المتوسطة حركتها إلى الساكن قبلها ثم تُحذف: يَرْأَى → يَرَى، اِسْأَلْ → سَلْ.',
  },
  hadhf_ayn: {
    id: 'hadhf_ayn',
    ar: 'حذف العين تخفيفًا',
    en: 'middle ya dropped, its vowel moved back',
    description: 'اِسْتَحْيَا may drop its middle ي, which gives its vowel to the letter before: اِسْتَحْيَيَ → اِسْتَحَى، يَسْتَحْيِي → يَسْتَحِي.',
    descriptionAr: 'قد تُحذف الياء الأولى من اِسْتَحْيَا بعد نقل حركتها إلى ما قبلها: اِسْتَحْيَيَ → اِسْتَحَى، يَسْتَحْيِي → يَسْتَحِي.',
  },
  hadhf_mithl: {
    id: 'hadhf_mithl',
    ar: 'حذف أحد المثلين',
    en: 'one of two equal radicals dropped',
    description: 'Before a consonant suffix ظَلَّ، مَسَّ، أَحَسَّ may drop one of the pair, keeping the fatha or taking the kasra: ظَلِلْتُ → ظَلْتُ، ظِلْتُ; أَحْسَسْتُ → أَحَسْتُ.',
    descriptionAr: 'قد يُحذف أحد المثلين من ظَلَّ ومَسَّ وأَحَسَّ قبل الضمير المتحرك، مع بقاء الفتحة أو الكسر: ظَلِلْتُ → ظَلْتُ، ظِلْتُ؛ أَحْسَسْتُ → أَحَسْتُ.',
  },
  ilal_naql: {
    id: 'ilal_naql',
    ar: 'إعلال بالنقل',
    en: 'vowel of the weak letter moved to the letter before',
    description: 'A voweled و or ي after a vowelless consonant gives it its vowel: يَقْوُلُ → يَقُولُ، أَقْوَمَ → أَقَوْمَ.',
    descriptionAr: 'إذا تحرّكت الواو أو الياء وسكن ما قبلها نُقلت حركتها إلى الساكن قبلها: يَقْوُلُ → يَقُولُ، أَقْوَمَ → أَقَوْمَ.',
  },
  idgham: {
    id: 'idgham',
    ar: 'إدغام المثلين',
    en: 'two equal letters merged',
    description:
      'Two equal radicals that both carry a vowel merge into one with shadda; the first gives its vowel to a vowelless letter before it: مَدَدَ → مَدَّ، يَمْدُدُ → يَمُدُّ. They stay apart when the second has sukun: مَدَدْتُ.',
    descriptionAr: 'إذا تحرّك المثلان أُدغم الأول في الثاني، وتنتقل حركة الأول إلى ساكن قبله: مَدَدَ → مَدَّ، يَمْدُدُ → يَمُدُّ؛ ويُفكّ الإدغام إذا سكن الثاني: مَدَدْتُ.',
  },
  ilal_hadhf_lam: {
    id: 'ilal_hadhf_lam',
    ar: 'إعلال بالحذف: حذف اللام',
    en: 'weak last radical dropped before a long vowel',
    description: 'A weak last radical falls before the و of the plural or the ي of the feminine singular: رَمَيُوا → رَمَوْا، يَدْعُوُونَ → يَدْعُونَ، يَرْمِيِينَ → يَرْمِينَ.',
    descriptionAr: 'تُحذف اللام المعتلة قبل واو الجماعة وياء المخاطبة: رَمَيُوا → رَمَوْا، يَدْعُوُونَ → يَدْعُونَ، يَرْمِيِينَ → يَرْمِينَ.',
  },
  jazm_hadhf_illa: {
    id: 'jazm_hadhf_illa',
    ar: 'الجزم بحذف حرف العلة',
    en: 'weak letter dropped in the jussive',
    description: 'In the jussive and imperative the weak last letter falls: لَمْ يَدْعُ، اِرْمِ.',
    descriptionAr: 'يُجزم المعتل الآخر ويُبنى أمره بحذف حرف العلة: لَمْ يَدْعُ، اِرْمِ.',
  },
  hamzat_wasl: {
    id: 'hamzat_wasl',
    ar: 'اجتلاب همزة الوصل',
    en: 'connecting alif added',
    description: 'An imperative that would begin with a vowelless letter takes hamzat al-wasl, with damma when the next vowel is damma, else kasra: اُكْتُبْ، اِضْرِبْ.',
    descriptionAr: 'إذا بدأ الأمر بساكن اجتُلبت له همزة وصل، مضمومة إذا كان الثالث مضمومًا ومكسورة في غير ذلك: اُكْتُبْ، اِضْرِبْ.',
  },
  ilal_qalb_waw_alif: {
    id: 'ilal_qalb_waw_alif',
    ar: 'إعلال بالقلب: قلب الواو والياء ألفًا',
    en: 'weak letter changed to alif',
    description: 'A voweled و or ي after a fatha becomes alif: قَوَلَ → قَالَ، رَمَيَ → رَمَى، يَخَوْفُ → يَخَافُ.',
    descriptionAr: 'إذا تحرّكت الواو أو الياء وانفتح ما قبلها قُلبت ألفًا: قَوَلَ → قَالَ، رَمَيَ → رَمَى، يَخَوْفُ → يَخَافُ.',
  },
  ilal_kasr_majhul: {
    id: 'ilal_kasr_majhul',
    ar: 'إعلال: كسر أول المبني للمجهول الأجوف',
    en: 'hollow passive takes kasra',
    description: 'In the passive past of a hollow verb the kasra of the weak letter replaces the damma before it, and the weak letter becomes ي: قُوِلَ → قِيلَ، اُخْتُيِرَ → اُخْتِيرَ.',
    descriptionAr: 'في ماضي الأجوف المبني للمجهول تحلّ كسرة حرف العلة محلّ الضمة قبله، ويصير حرف العلة ياءً: قُوِلَ → قِيلَ، اُخْتُيِرَ → اُخْتِيرَ.',
  },
  ilal_qalb_waw_ya: {
    id: 'ilal_qalb_waw_ya',
    ar: 'إعلال بالقلب: قلب الواو الساكنة ياءً',
    en: 'waw after kasra changed to ya',
    description: 'A vowelless و after a kasra becomes ي: يُقِوْمُ → يُقِيمُ، اِوْجَلْ → اِيجَلْ.',
    descriptionAr: 'تُقلب الواو الساكنة بعد كسر ياءً: يُقِوْمُ → يُقِيمُ، اِوْجَلْ → اِيجَلْ.',
  },
  ilal_qalb_ya_waw: {
    id: 'ilal_qalb_ya_waw',
    ar: 'إعلال بالقلب: قلب الياء الساكنة واوًا',
    en: 'ya after damma changed to waw',
    description: 'A vowelless ي after a damma becomes و: يُيْقِظُ → يُوقِظُ، أُيْقِظَ → أُوقِظَ.',
    descriptionAr: 'تُقلب الياء الساكنة بعد ضمّ واوًا: يُيْقِظُ → يُوقِظُ، أُيْقِظَ → أُوقِظَ.',
  },
  ilal_taskin: {
    id: 'ilal_taskin',
    ar: 'إعلال بالتسكين',
    en: 'weak letter loses its damma',
    description: 'A last و after damma or ي after kasra drops its damma: يَدْعُوُ → يَدْعُو، يَرْمِيُ → يَرْمِي.',
    descriptionAr: 'تُحذف الضمة من الواو المتطرفة بعد ضمّ ومن الياء المتطرفة بعد كسر استثقالًا: يَدْعُوُ → يَدْعُو، يَرْمِيُ → يَرْمِي.',
  },
  iltiqa_sakinayn: {
    id: 'iltiqa_sakinayn',
    ar: 'التقاء الساكنين',
    en: 'long vowel shortened before a vowelless letter',
    description: 'A long vowel falls before a vowelless consonant: قَالْتُ → قَلْتُ، يَقُولْ → يَقُلْ، رَمَاتْ → رَمَتْ.',
    descriptionAr: 'إذا التقى حرف مدّ بساكن بعده حُذف حرف المدّ: قَالْتُ → قَلْتُ، يَقُولْ → يَقُلْ، رَمَاتْ → رَمَتْ.',
  },
  tahwil_harakat_fa: {
    id: 'tahwil_harakat_fa',
    ar: 'تحويل حركة الفاء',
    en: 'first vowel recalls the lost weak letter',
    description:
      'When the weak letter of a hollow form I past falls, the first radical takes damma for و-verbs of يَفْعُلُ and kasra otherwise (قُلْتُ، بِعْتُ، خِفْتُ); the passive takes the other vowel (قِلْتُ، بُعْتُ).',
    descriptionAr: 'إذا حُذف حرف العلة من ماضي الأجوف الثلاثي ضُمّت الفاء في الواوي الذي مضارعه يَفْعُلُ وكُسرت في غيره (قُلْتُ، بِعْتُ، خِفْتُ)، وفي المبني للمجهول بالعكس (قِلْتُ، بُعْتُ).',
  },
  idgham_lam_damir: {
    id: 'idgham_lam_damir',
    ar: 'إدغام لام الفعل في الضمير المماثل',
    en: 'last radical merged with the same letter of the suffix',
    description:
      'A last radical ن before نا or the feminine plural ن, or a last ت before the ت of the pronoun, merges with it into one letter with shadda: سَكَنْنَا → سَكَنَّا، تَكُنْنَ → تَكُنَّ، ثَبَتْتُ → ثَبَتُّ.',
    descriptionAr: 'إذا كانت لام الفعل نونًا وتلتها «نا» أو نون النسوة، أو تاءً وتلتها تاء الفاعل، أُدغمت فيها فصارتا حرفًا مشدّدًا: سَكَنْنَا → سَكَنَّا، تَكُنْنَ → تَكُنَّ، ثَبَتْتُ → ثَبَتُّ.',
  },
  iltiqa_sakinayn_tawkid: {
    id: 'iltiqa_sakinayn_tawkid',
    ar: 'التقاء الساكنين مع نون التوكيد',
    en: 'long vowel before the energetic nun',
    description: 'Before the energetic nun the long ū and ī fall (يَكْتُبُنَّ، يَكْتُبِنَّ) and a diphthong takes a vowel (يَرْضَوُنَّ، يَرْضَيِنَّ).',
    descriptionAr: 'قبل نون التوكيد يُحذف حرف المدّ الواو أو الياء (يَكْتُبُنَّ، يَكْتُبِنَّ)، ويُحرَّك حرف اللين (يَرْضَوُنَّ، يَرْضَيِنَّ).',
  },
  hadhf_nun_kana: {
    id: 'hadhf_nun_kana',
    ar: 'حذف نون «يَكُنْ» المجزوم',
    en: 'nun of the jussive of كَانَ dropped',
    description: 'The jussive of كَانَ may drop its nun when nothing with a vowel follows: لَمْ يَكُنْ / لَمْ يَكُ (وَلَمْ أَكُ بَغِيًّا).',
    descriptionAr: 'يجوز حذف نون «يَكُنْ» المجزوم إذا لم يلها متحرك: لَمْ يَكُنْ / لَمْ يَكُ (وَلَمْ أَكُ بَغِيًّا).',
  },
  haa_al_sakt: {
    id: 'haa_al_sakt',
    ar: 'هاء السكت',
    en: 'pausal ha',
    description: 'An imperative reduced to one letter takes a silent ه in pause: قِ → قِهْ، عِ → عِهْ، رَ → رَهْ.',
    descriptionAr: 'الأمر الباقي على حرف واحد تلحقه هاء السكت عند الوقف: قِ → قِهْ، عِ → عِهْ، رَ → رَهْ.',
  },
  kitabat_hamza: {
    id: 'kitabat_hamza',
    ar: 'كتابة الهمزة',
    en: 'hamza seated',
    description: 'Each hamza is written on its seat (أ إ ؤ ئ ء آ) by the modern rules, last of all.',
    descriptionAr: 'تُكتب كل همزة على كرسيها (أ إ ؤ ئ ء آ) بحسب قواعد الإملاء الحديثة، في آخر الخطوات.',
  },
};

export interface RuleApplication {
  id: RuleId;
  ar: string;
  en: string;
  /** kitabat_hamza only: the seat rule that placed each hamza of the form, in writing order. */
  seats?: HamzaRule[];
  /** The written form just before and just after the rule (absent for a rule applied while the form is built). */
  before?: string;
  after?: string;
}
