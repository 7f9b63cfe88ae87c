/**
 * The words of the explanations, in both languages (data; explain.ts chooses among them from the
 * engine's forms). `{x}` marks a place filled in: a form (already quoted), a letter, a pronoun.
 * The cues are the ones a teacher gives (issue 31): the affix of the person, the sign of the mood
 * and its particle, the first letter's vowel for the voice, the pattern and its changes for a noun.
 */
import type { Bilingual } from '@tasreef/contracts/exams';

type Texts<K extends string> = Readonly<Record<K, Bilingual>>;

/** The suffix that shows the person in the past (the prefix-less tense). */
export const PAST_SUFFIX: Texts<string> = {
  '1s': { ar: 'تاء المتكلم المضمومة «ـتُ»', en: 'the suffix -tu (the speaker’s tāʾ)' },
  '1p': { ar: '«نا» الفاعلين', en: 'the suffix -nā (we)' },
  '2ms': { ar: 'تاء المخاطب المفتوحة «ـتَ»', en: 'the suffix -ta (tāʾ of the one addressed)' },
  '2fs': { ar: 'تاء المخاطبة المكسورة «ـتِ»', en: 'the suffix -ti (tāʾ of the woman addressed)' },
  '2d': { ar: 'تاء الخطاب وبعدها «ـمَا» «ـتُمَا»', en: 'the suffix -tumā (you two)' },
  '2mp': { ar: 'تاء الخطاب وميم الجمع «ـتُمْ»', en: 'the suffix -tum (you, m. pl.)' },
  '2fp': { ar: 'تاء الخطاب ونون النسوة «ـتُنَّ»', en: 'the suffix -tunna (you, f. pl.)' },
  '3ms': { ar: 'لا لاحقة له، والفاعل ضمير مستتر تقديره هُوَ', en: 'no suffix: the subject is a hidden pronoun (he)' },
  '3fs': { ar: 'تاء التأنيث الساكنة «ـتْ»', en: 'the suffix -at (the feminine tāʾ)' },
  '3md': { ar: 'ألف الاثنين «ـا»', en: 'the suffix -ā (the dual alif)' },
  '3fd': { ar: 'تاء التأنيث وألف الاثنين «ـتَا»', en: 'the suffix -atā (feminine tāʾ and the dual alif)' },
  '3mp': { ar: 'واو الجماعة «ـوا»', en: 'the suffix -ū (the plural wāw)' },
  '3fp': { ar: 'نون النسوة «ـنَ»', en: 'the suffix -na (the feminine plural nūn)' },
};

/** The suffix of the present and the imperative, by person (none: the prefix alone shows it). */
export const PRESENT_SUFFIX: Texts<string> = {
  '2fs': { ar: 'ياء المخاطبة', en: 'the suffix -ī (yāʾ of the woman addressed)' },
  '2d': { ar: 'ألف الاثنين', en: 'the suffix -ā (the dual alif)' },
  '3md': { ar: 'ألف الاثنين', en: 'the suffix -ā (the dual alif)' },
  '3fd': { ar: 'ألف الاثنين', en: 'the suffix -ā (the dual alif)' },
  '2mp': { ar: 'واو الجماعة', en: 'the suffix -ū (the plural wāw)' },
  '3mp': { ar: 'واو الجماعة', en: 'the suffix -ū (the plural wāw)' },
  '2fp': { ar: 'نون النسوة', en: 'the suffix -na (the feminine plural nūn)' },
  '3fp': { ar: 'نون النسوة', en: 'the suffix -na (the feminine plural nūn)' },
};

export const PERSON_TEXT = {
  present: { ar: 'في أوله حرف المضارعة «{prefix}»', en: 'the prefix {prefix}-' },
  presentSuffix: { ar: '{head} و{suffix}', en: '{head} and {suffix}' },
  presentHidden: { ar: '{head}، ولا لاحقة له، والفاعل ضمير مستتر تقديره {pronoun}', en: '{head}, no suffix: the subject is a hidden pronoun ({pronoun})' },
  imperativeHidden: { ar: 'لا لاحقة له، والفاعل ضمير مستتر تقديره أَنْتَ', en: 'no suffix: the subject is a hidden pronoun (you, m. sg.)' },
  sentence: { ar: 'علامة الضمير: {cue}.', en: 'The person shows in {cue}.' },
  alsoFor: { ar: 'وهي كذلك صيغة الضمير {persons}.', en: 'It is also the form for {persons}.' },
  otherPerson: { ar: 'ولو كانت للضمير {person} لكانت «{form}».', en: 'For {person} it would be {form}.' },
} as const;

/** The mood's sign on the present (and the particle that governs it), by what ends the form. */
export const MOOD_TEXT = {
  niswa: {
    ar: 'وهو مبنيّ على السكون لاتصاله بنون النسوة، فصيغته واحدة في الرفع والنصب والجزم',
    en: 'it is built on sukūn before the feminine plural nūn, so the form is the same in all three moods',
  },
  indicativeNun: { ar: 'علامة رفعه ثبوت النون', en: 'indicative: the final nūn is kept' },
  subjunctiveNun: { ar: 'علامة نصبه حذف النون، كما في «لَنْ {form}»', en: 'subjunctive: the final nūn is dropped, as in lan {form}' },
  jussiveNun: { ar: 'علامة جزمه حذف النون، كما في «لَمْ {form}»', en: 'jussive: the final nūn is dropped, as in lam {form}' },
  indicativeShown: { ar: 'علامة رفعه الضمة على آخره، ولم يسبقه ناصب ولا جازم', en: 'indicative: damma on the last letter, with no particle before it' },
  indicativeHidden: { ar: 'علامة رفعه الضمة المقدّرة على حرف العلة في آخره', en: 'indicative: the damma is implied on the final weak letter' },
  subjunctiveShown: { ar: 'علامة نصبه الفتحة على آخره، كما في «لَنْ {form}»', en: 'subjunctive: fatḥa on the last letter, as in lan {form}' },
  subjunctiveHidden: { ar: 'علامة نصبه الفتحة المقدّرة على الألف في آخره، كما في «لَنْ {form}»', en: 'subjunctive: the fatḥa is implied on the final alif, as in lan {form}' },
  jussiveSukun: { ar: 'علامة جزمه السكون على آخره، كما في «لَمْ {form}»', en: 'jussive: sukūn on the last letter, as in lam {form}' },
  jussiveWeak: { ar: 'علامة جزمه حذف حرف العلة من آخره، كما في «لَمْ {form}»', en: 'jussive: the final weak letter is dropped, as in lam {form}' },
  jussiveDoubled: {
    ar: 'علامة جزمه السكون، وحُرِّك آخره المدغم تخلّصًا من التقاء الساكنين، كما في «لَمْ {form}»',
    en: 'jussive: sukūn, and the doubled last letter takes a vowel to avoid two vowelless letters, as in lam {form}',
  },
  energeticHeavy: { ar: 'تلحقه نون التوكيد الثقيلة «ـنَّ»', en: 'it ends in the heavy energetic nūn -nna' },
  energeticLight: { ar: 'تلحقه نون التوكيد الخفيفة «ـنْ»', en: 'it ends in the light energetic nūn -n' },
  sentence: { ar: '{cue}.', en: 'Mood: {cue}.' },
} as const;

/** What tells the tenses apart: the present prefix, its absence, the imperative made from the jussive. */
export const TENSE_TEXT = {
  past: { ar: 'هو ماضٍ: ليس في أوله حرف المضارعة (أ ن ي ت)', en: 'it is past: no present prefix (ʾa-, na-, ya-, ta-)' },
  present: { ar: 'هو مضارع: في أوله حرف المضارعة «{prefix}»', en: 'it is present: the prefix {prefix}-' },
  imperative: {
    ar: 'هو أمر: يُبنى من المضارع المجزوم «{jussive}» بحذف حرف المضارعة من أوله',
    en: 'it is an imperative: the jussive {jussive} without its prefix',
  },
  imperativeEnergetic: { ar: 'هو أمر: ليس في أوله حرف المضارعة، وتلحقه نون التوكيد', en: 'it is an imperative: no present prefix, and the energetic nūn at its end' },
  otherTense: { ar: 'أما {tense} فـ«{form}».', en: 'The {tense} is {form}.' },
  sentence: { ar: '{cue}.', en: 'Tense: {cue}.' },
} as const;

/** The first letter's vowel: what shows the voice. */
export const VOICE_TEXT = {
  pastPassive: {
    ar: 'مبنيّ للمجهول: بضمّ أوله (وكلِّ متحرّك قبل ما قبل آخره) وكسر ما قبل آخره',
    en: 'passive: damma on the first letter (and every voweled letter before the second-to-last) and kasra before the last',
  },
  presentPassive: { ar: 'مبنيّ للمجهول: بضمّ حرف المضارعة وفتح ما قبل آخره', en: 'passive: damma on the prefix and fatḥa before the last letter' },
  /** A hollow past passive: its steps, not the sound passive's shape, which its kasra contradicts (review s21, قِلْنَ). */
  pastPassiveHollow: {
    ar: 'مبنيّ للمجهول من الأجوف: يُضمّ أوله ويُكسر ما قبل آخره ({base})، ثم تُنقل كسرة حرف العلة إلى ما قبله وتُقلب ياءً ({kasr})',
    en: 'passive of a hollow verb: the passive shape ({base}), then the letter before the weak radical takes its kasra and the weak radical becomes yāʾ ({kasr})',
  },
  hollowShortened: {
    ar: 'ثم تُحذف الياء لالتقائها ساكنةً بالساكن بعدها ({short})',
    en: 'then the long ī falls before the vowelless letter after it ({short})',
  },
  pastActive: {
    ar: 'مبنيّ للمعلوم: ليس على صورة المجهول (ضمّ أوله وكسر ما قبل آخره)',
    en: 'active: not the passive shape (damma on the first letter, kasra before the last)',
  },
  pastActiveHollow: {
    ar: 'مبنيّ للمعلوم: ضمة أوله هنا تدلّ على الواو المحذوفة من الأجوف (تحويل حركة الفاء)، لا على المجهول',
    en: 'active: the damma on its first letter recalls the wāw a hollow verb dropped; it is not the passive’s damma',
  },
  presentActiveOpen: { ar: 'مبنيّ للمعلوم: حرف المضارعة مفتوح', en: 'active: fatḥa on the prefix' },
  presentActiveClosed: {
    ar: 'مبنيّ للمعلوم: حرف المضارعة مضموم لأن ماضيه على أربعة أحرف، فالفارق حركة ما قبل الآخر (كسر في المعلوم، فتح في المجهول)',
    en: 'active: the prefix takes damma because the past has four letters, so the sign is the vowel before the last letter (kasra in the active, fatḥa in the passive)',
  },
  otherVoice: { ar: 'و{voice} «{form}».', en: 'The {voice} is {form}.' },
  sentence: { ar: 'وهو {cue}.', en: 'Voice: {cue}.' },
} as const;

export const SLOT_TEXT = {
  head: { ar: '«{form}» هي صيغة {name}.', en: '{form} is the {name}.' },
  niswaName: { ar: 'المضارع {voice} من الفعل {verb} مع الضمير {person}', en: 'present {voice} of {verb} for {person}' },
  rules: { ar: 'القواعد المطبَّقة: {rules}.', en: 'Rules applied: {rules}.' },
  tempting: { ar: 'و«{form}» {note}.', en: '{form} is {note}.' },
  /** The subjunctive and the jussive alike (the five verbs drop their nūn in both: تَقُودِي، يَكْتُبُوا; review s24). */
  alsoMood: { ar: 'وهي كذلك صيغة {mood}.', en: 'It is also the {mood}.' },
  /** A doubled letter split before a subject suffix that opens with a consonant (اِحْوَلَلْتُنَّ، مَدَدْتُ; review s24). */
  fakk: {
    ar: 'وفُكَّ الإدغام ({form}) لأن آخر الفعل سكن باتصاله بضمير رفع متحرك.',
    en: 'The doubled letter is split ({form}, fakk al-idghām): the verb’s last letter takes sukūn before a subject suffix that begins with a consonant.',
  },
} as const;

/**
 * The engine's rule names said otherwise where the verb shows more: in اِتَّخَذَ، اِتَّصَلَ، اِتَّسَرَ the
 * first radical (a hamza, wāw or yāʾ) becomes tāʾ and merges with the tāʾ of form VIII; the form's own
 * tāʾ is not what changed (review s24).
 */
export const RADICAL_NAME: Readonly<Record<string, Bilingual>> = {
  ء: { ar: 'الهمزة', en: 'hamza' },
  و: { ar: 'الواو', en: 'wāw' },
  ي: { ar: 'الياء', en: 'yāʾ' },
};
export const FIRST_RADICAL_TO_TA: Bilingual = {
  ar: 'قلب فاء الفعل ({radical}) تاءً وإدغامها في تاء الافتعال',
  en: 'the first radical ({radical}) becomes tāʾ and merges with the tāʾ of form VIII',
};

/** Derived nouns: the pattern, and what the root's letters changed in it. */
export const NOUN_TEXT = {
  head: { ar: '«{form}» هو {name} من الفعل {verb}', en: '{form} is the {name} of {verb}' },
  pattern: { ar: 'على وزن «{pattern}»', en: 'on the pattern {pattern}' },
  augmentedActive: { ar: 'بميم مضمومة في أوله وكسر ما قبل الآخر', en: 'with mu- and kasra before the last letter' },
  augmentedPassive: { ar: 'بميم مضمومة في أوله وفتح ما قبل الآخر', en: 'with mu- and fatḥa before the last letter' },
  augmentedPlace: {
    ar: 'واسم المكان والزمان والمصدر الميمي من غير الثلاثي على وزن اسم المفعول',
    en: 'beyond form I, the noun of place and time and the mīmī masdar are on the pattern of the passive participle',
  },
  placeKasra: { ar: 'لأن عين مضارعه مكسورة', en: 'because the present has kasra on its middle radical' },
  placeFatha: { ar: 'لأن عين مضارعه غير مكسورة', en: 'because the present has no kasra on its middle radical' },
  heard: { ar: 'ومصادر الثلاثي المجرد سماعية تُحفَظ، لا وزن قياسيًا واحدًا لها', en: 'form I masdars follow no one pattern: they are learnt by hearing (samāʿī)' },
  /** A verb with several masdars (review s24): the usual one is the key, the others are named and accepted. */
  usualMasdar: { ar: 'وهو أشهر مصادره، ويُقبل أيضًا ما هو أقل استعمالًا منه: {forms}.', en: 'It is its most usual masdar; less used ones are accepted too: {forms}.' },
  otherMasdars: { ar: 'ويُقبل أيضًا من مصادره: {forms}.', en: 'Also accepted as its masdar: {forms}.' },
  // not تَفْعِيل with a base form made on it (*تَءْدِيْيٌ): review s23, item 42
  taf3ila: {
    ar: 'لأن مصدر فَعَّلَ المعتلّ اللام يأتي على «تَفْعِلَة» لا على «تَفْعِيل» (زَكَّى تَزْكِيَةً، رَبَّى تَرْبِيَةً، سَمَّى تَسْمِيَةً)',
    en: 'because the masdar of a form II verb with a weak last radical is on tafʿila, not tafʿīl (zakkā tazkiya, rabbā tarbiya, sammā tasmiya)',
  },
  origin: { ar: 'وأصله «{origin}»، ثم {change}', en: 'from the base form {origin}, where {change}' },
  tempting: { ar: 'و«{form}» {note}.', en: '{form} is {note}.' },
  /** The wrong choice is the base form the sentence before gave: not "a common error" after "its base form is". */
  keptOrigin: { ar: 'ومن الخطأ تركه على أصله «{form}».', en: 'Leaving it in its base form {form} is an error.' },
} as const;

/** The lead of a false claim about the base form itself (assemble.ts). */
export const KEPT_ORIGIN_LEAD = {
  ar: 'العبارة خطأ: «{form}» أصل الكلمة قبل الإعلال، ومن الخطأ تركه على أصله، والصواب «{key}».',
  en: 'The statement is false: {form} is the base form before the weak letter changes, and leaving it so is an error; the answer is {key}.',
} as const;

/** What changed the base form, by the kind of change found (explain.ts tells which). */
export const NOUN_CHANGE: Texts<string> = {
  hamza: { ar: 'كُتبت الهمزة على كرسيها', en: 'the hamza is written on its seat' },
  iftaal: { ar: 'أُبدلت تاء الافتعال', en: 'the tāʾ of form VIII is assimilated' },
  // the letter that changes is the first radical, not the tāʾ (مُوْتَهِمٌ → مُتْتَهِمٌ → مُتَّهِمٌ)
  iftaalFa: {
    ar: 'أُبدلت فاؤه (حرف العلة) تاءً وأُدغمت في تاء الافتعال',
    en: 'the first radical (a weak letter) becomes tāʾ and merges with the tāʾ of form VIII',
  },
  idgham: { ar: 'أُدغم المثلان', en: 'the two equal letters merge (idghām)' },
  hollowFail: { ar: 'أُبدل حرف العلة همزةً بعد ألف فاعل', en: 'the weak letter after the alif of fāʿil becomes hamza' },
  hollowMafulWaw: { ar: 'نُقلت ضمة الواو إلى الساكن قبلها ثم حُذفت إحدى الواوين', en: 'the wāw’s damma moves back and one of the two wāws falls' },
  hollowMafulYa: {
    ar: 'نُقلت ضمة الياء إلى الساكن قبلها ثم حُذفت الواو وكُسر ما قبل الياء',
    en: 'the yāʾ’s damma moves back, the wāw falls and the letter before the yāʾ takes kasra',
  },
  // the steps of the change in their order (review s21: «نقلًا أو قلبًا» offered a choice the grammar does not give)
  hollowToAlif: {
    ar: 'نُقلت فتحة حرف العلة إلى الساكن قبله، ثم قُلب ألفًا لتحرّكه في الأصل وانفتاح ما قبله الآن',
    en: 'the weak letter’s fatḥa moves to the vowelless letter before it, and the weak letter then becomes alif',
  },
  hollowWawToYa: {
    ar: 'نُقلت كسرة الواو إلى الساكن قبلها، فسكنت الواو بعد كسر فقُلبت ياءً',
    en: 'the wāw’s kasra moves to the vowelless letter before it, and the wāw, now vowelless after kasra, becomes yāʾ',
  },
  hollowNaql: {
    ar: 'نُقلت حركة حرف العلة إلى الساكن قبله، فصار حرف مدّ',
    en: 'the weak letter’s vowel moves to the vowelless letter before it, and the weak letter becomes a long vowel',
  },
  hollow: { ar: 'أُعلّ حرف العلة في وسطه', en: 'the middle weak letter changes' },
  hollowTa: {
    ar: 'أُعلّت عينه فحُذفت إحدى الألفين وعُوِّض عنها بالتاء',
    en: 'the middle weak letter changes, one of the two alifs falls and tāʾ marbūṭa makes up for it',
  },
  // the root says which: no «إن كانت واوًا» hedge on a root whose last radical is yāʾ (review s23, items 40 and 44)
  manqus: {
    ar: 'استُثقلت الضمة والكسرة على الياء فحُذفتا، ثم حُذفت الياء لالتقاء الساكنين مع التنوين في الرفع والجر، فهو اسم منقوص',
    en: 'the damma and kasra are too heavy on the final yāʾ and fall, and the yāʾ then falls before the tanwīn in the nominative and genitive: a manqūṣ noun',
  },
  manqusWaw: {
    ar: 'قُلبت الواو ياءً لتطرّفها بعد كسر، ثم حُذفت الياء لالتقاء الساكنين مع التنوين في الرفع والجر، فهو اسم منقوص',
    en: 'the final wāw after kasra becomes yāʾ, and the yāʾ falls before the tanwīn in the nominative and genitive: a manqūṣ noun',
  },
  maqsur: { ar: 'قُلب حرف العلة في آخره ألفًا لتحرّكه وانفتاح ما قبله، فهو اسم مقصور', en: 'the final weak letter becomes alif after fatḥa: a maqṣūr noun' },
  defectiveMaful: { ar: 'أُدغمت واو مفعول في لام الفعل الواو', en: 'the wāw of mafʿūl merges with the last radical wāw' },
  // only the wāw of mafʿūl changes (مَرْءُوْيٌ → مَرْئِيٌّ): not «قُلبتا»
  defectiveMafulYa: {
    ar: 'اجتمعت واو مفعول الساكنة ولام الفعل الياء، فقُلبت الواو ياءً وأُدغمت في الياء، وكُسر ما قبلها لتناسب الياء',
    en: 'the vowelless wāw of mafʿūl meets the last radical yāʾ: the wāw becomes yāʾ and merges with it, and the letter before takes kasra to suit the yāʾ',
  },
  hamzaAfterAlif: { ar: 'أُبدل حرف العلة في آخره همزةً لتطرّفه بعد ألف زائدة', en: 'the final weak letter after an extra alif becomes hamza' },
  weak: { ar: 'أُعلّ حرف العلة', en: 'the weak letter changes' },
  fayil: {
    ar: 'اجتمعت الواو والياء والأولى ساكنة، فقُلبت الواو ياءً وأُدغمت في الياء',
    en: 'wāw and yāʾ meet, the first vowelless: the wāw becomes yāʾ and merges with it',
  },
  // اِسْتِوْرَادٌ → اِسْتِيرَادٌ, إِوْجَادٌ → إِيجَادٌ: the first radical wāw, vowelless after kasra
  assimilatedWawToYa: { ar: 'سكنت الواو (فاء الفعل) بعد كسر فقُلبت ياءً', en: 'the first radical wāw, vowelless after kasra, becomes yāʾ' },
  assimilated: { ar: 'أُعلّت فاء الفعل (حرف العلة)', en: 'the first radical (a weak letter) changes' },
};
