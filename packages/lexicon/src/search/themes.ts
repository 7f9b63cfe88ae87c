/**
 * Curated keyword groups ("themes"): sets of verbs that a grammar book names together, each with
 * its cited source. This module is data plus the one rule that ties it to the lexicon: a member is
 * identified by lemma + root + pattern (form I with its bab: I1 … I6, as the pattern facet), and
 * resolves to exactly one lexicon entry, never by a lexicon id. A member the lexicon does not hold
 * (a frozen verb such as نِعْمَ) says so with `in_lexicon: false` and stays on the page without a link.
 */
import type { LexiconEntry } from '../types.ts';

export interface Bilingual {
  ar: string;
  en: string;
}

export interface ThemeSource {
  author: Bilingual;
  work: Bilingual;
  /** Where in the work: a chapter, a list. */
  place?: Bilingual;
}

export interface ThemeMember {
  /** The vocalized 3ms past as the lexicon spells it (اِنْفَكَّ, not the cited «مَا انْفَكَّ»). */
  lemma: string;
  root: string;
  /** Pattern id: I1 … I6 for form I with its bab, else II … QIV; null only for a member not in the lexicon. */
  pattern: string | null;
  /** The form the grammarians cite when it is not the bare lemma («مَا زَالَ», the imperative «هَبْ»). */
  form?: string;
  note?: Bilingual;
  /** Explicitly absent from the lexicon: shown without a conjugation link. */
  in_lexicon?: false;
}

export interface ThemeSection {
  title: Bilingual;
  note?: Bilingual;
  members: readonly ThemeMember[];
}

export interface Theme {
  name: `theme-${string}`;
  title: Bilingual;
  description: Bilingual;
  sources: readonly ThemeSource[];
  sections: readonly ThemeSection[];
}

/** The pattern facet id of an entry: form I carries its bab. */
export function patternId(e: Pick<LexiconEntry, 'pattern' | 'bab'>): string {
  return e.pattern === 'I' ? `I${e.bab}` : e.pattern;
}

/** Indexes of the entries a member names (exactly one when the data is right). */
export function resolveMember(entries: readonly LexiconEntry[], m: ThemeMember): number[] {
  if (m.in_lexicon === false || m.pattern === null) return [];
  const found: number[] = [];
  entries.forEach((e, i) => {
    // a verb folded into another under its other root (build/same-verb.ts) is found by that root
    if (e.lemma === m.lemma && (e.root === m.root || e.alt_roots.includes(m.root)) && patternId(e) === m.pattern) found.push(i);
  });
  return found;
}

const IBN_AQIL = (ar: string, en: string): ThemeSource => ({
  author: { ar: 'ابن عقيل (ت 769 هـ)', en: 'Ibn ʿAqīl (d. 769/1367)' },
  work: { ar: 'شرح ابن عقيل على ألفية ابن مالك', en: 'Sharḥ Ibn ʿAqīl ʿalā Alfiyyat Ibn Mālik (commentary on Ibn Mālik’s Alfiyya)' },
  place: { ar, en },
});
const GHALAYINI = (ar: string, en: string): ThemeSource => ({
  author: { ar: 'مصطفى الغلاييني (ت 1364 هـ)', en: 'Muṣṭafā al-Ghalāyīnī (d. 1944)' },
  work: { ar: 'جامع الدروس العربية', en: 'Jāmiʿ al-Durūs al-ʿArabiyya' },
  place: { ar, en },
});

export const THEMES: readonly Theme[] = [
  {
    name: 'theme-kana-and-its-sisters',
    title: { ar: 'كَانَ وَأَخَوَاتُهَا', en: 'Kāna and its sisters (the incomplete verbs)' },
    description: {
      ar: 'الأفعال الناقصة: تدخل على المبتدأ والخبر، فترفع المبتدأ ويُسمّى اسمَها، وتنصب الخبر ويُسمّى خبرَها، نحو: كَانَ الجَوُّ صَافِيًا.',
      en: 'The incomplete verbs (al-afʿāl al-nāqiṣa): they enter on a subject and its predicate, keep the subject in the nominative as their noun and put the predicate in the accusative as their predicate: kāna l-jawwu ṣāfiyan “the weather was clear”.',
    },
    sources: [IBN_AQIL('باب كان وأخواتها', 'chapter “Kāna and its sisters”'), GHALAYINI('الأفعال الناقصة', 'chapter “The incomplete verbs”')],
    sections: [
      {
        title: { ar: 'ما يعمل بلا شرط', en: 'Working without a condition' },
        members: [
          {
            lemma: 'كَانَ',
            root: 'كون',
            pattern: 'I1',
            note: { ar: 'أمُّ الباب: اتصاف الاسم بالخبر في الماضي.', en: 'The mother of the set: the noun had the quality of the predicate in the past.' },
          },
          { lemma: 'أَمْسَى', root: 'مسي', pattern: 'IV', note: { ar: 'اتصاف الاسم بالخبر في المساء.', en: 'The quality holds in the evening.' } },
          { lemma: 'أَصْبَحَ', root: 'صبح', pattern: 'IV', note: { ar: 'اتصاف الاسم بالخبر في الصباح.', en: 'The quality holds in the morning.' } },
          { lemma: 'أَضْحَى', root: 'ضحي', pattern: 'IV', note: { ar: 'اتصاف الاسم بالخبر في الضحى.', en: 'The quality holds in the forenoon (ḍuḥā).' } },
          { lemma: 'ظَلَّ', root: 'ظلل', pattern: 'I4', note: { ar: 'اتصاف الاسم بالخبر في النهار.', en: 'The quality holds during the day.' } },
          { lemma: 'بَاتَ', root: 'بيت', pattern: 'I2', note: { ar: 'اتصاف الاسم بالخبر في الليل.', en: 'The quality holds during the night.' } },
          { lemma: 'صَارَ', root: 'صير', pattern: 'I2', note: { ar: 'التحوُّل من حالٍ إلى حال.', en: 'Change from one state to another: “became”.' } },
          {
            lemma: 'لَيْسَ',
            root: 'ليس',
            pattern: 'I3',
            note: { ar: 'للنفي، وهو فعلٌ جامدٌ لا يأتي منه إلا الماضي.', en: 'Negation (“is not”); a frozen verb: it has only the past.' },
          },
        ],
      },
      {
        title: { ar: 'ما يعمل بشرط أن يتقدّمه نفيٌ أو شِبْهُه', en: 'Working only after a negation (or a prohibition or a prayer)' },
        note: { ar: 'تدلّ على استمرار اتصاف الاسم بالخبر، ويتقدّمها نفيٌ أو نهيٌ أو دعاء.', en: 'They mean “still, kept on”; a negation, a prohibition or a prayer precedes them.' },
        members: [
          {
            lemma: 'زَالَ',
            root: 'زيل',
            pattern: 'I4',
            form: 'مَا زَالَ',
            note: {
              ar: 'ماضي يَزَالُ، لا ماضي يَزُولُ؛ ولا يعمل إلا بعد نفيٍ أو شبهه.',
              en: 'The past of yazālu, not of yazūlu (“disappear”); it works only after a negation or the like.',
            },
          },
          {
            lemma: 'بَرِحَ',
            root: 'برح',
            pattern: 'I4',
            form: 'مَا بَرِحَ',
            note: { ar: 'ماضي يَبْرَحُ؛ ولا يعمل إلا بعد نفيٍ أو شبهه.', en: 'The past of yabraḥu; it works only after a negation or the like.' },
          },
          {
            lemma: 'فَتِئَ',
            root: 'فتء',
            pattern: 'I4',
            form: 'مَا فَتِئَ',
            note: {
              ar: 'ماضي يَفْتَأُ؛ وقد يُحذف النفي قبله: ﴿تَاللَّهِ تَفْتَأُ تَذْكُرُ يُوسُفَ﴾ أي: لا تَفْتَأُ.',
              en: 'The past of yaftaʾu; the negation may be left unsaid: tallāhi taftaʾu tadhkuru Yūsufa (Qurʾān 12:85), that is lā taftaʾu.',
            },
          },
          {
            lemma: 'اِنْفَكَّ',
            root: 'فكك',
            pattern: 'VII',
            form: 'مَا انْفَكَّ',
            note: { ar: 'ماضي يَنْفَكُّ؛ ولا يعمل إلا بعد نفيٍ أو شبهه.', en: 'The past of yanfakku; it works only after a negation or the like.' },
          },
        ],
      },
      {
        title: { ar: 'ما يعمل بشرط أن تتقدّمه «ما» المصدرية الظرفية', en: 'Working only after the durative mā' },
        members: [
          {
            lemma: 'دَامَ',
            root: 'دوم',
            pattern: 'I1',
            form: 'مَا دَامَ',
            note: {
              ar: 'بمعنى مُدّةَ دوامِ، ولا يعمل منه إلا الماضي: ﴿وَأَوْصَانِي بِالصَّلَاةِ وَالزَّكَاةِ مَا دُمْتُ حَيًّا﴾.',
              en: '“As long as”; only the past works this way: wa-awṣānī bi-ṣ-ṣalāti wa-z-zakāti mā dumtu ḥayyan (Qurʾān 19:31).',
            },
          },
        ],
      },
    ],
  },
  {
    name: 'theme-kada-and-its-sisters',
    title: { ar: 'كَادَ وَأَخَوَاتُهَا', en: 'Kāda and its sisters (verbs of nearness, hope and beginning)' },
    description: {
      ar: 'أفعالٌ تعمل عمل كان، فترفع الاسم وتنصب الخبر، وخبرها جملةٌ فعليةٌ فعلُها مضارع. وهي ثلاثة أقسام: أفعال المقاربة، وأفعال الرجاء، وأفعال الشروع. ولا يأتي المضارع في هذا الباب إلا من كَادَ وأَوْشَكَ.',
      en: 'Verbs that work like kāna (noun in the nominative, predicate in the accusative), whose predicate is a verbal sentence with a present-tense verb. Three kinds: nearness, hope and beginning. In this use only kāda and awshaka have a present tense.',
    },
    sources: [
      IBN_AQIL('باب أفعال المقاربة', 'chapter “The verbs of nearness”'),
      GHALAYINI('أفعال المقاربة والرجاء والشروع', 'chapter “The verbs of nearness, hope and beginning”'),
    ],
    sections: [
      {
        title: { ar: 'أفعال المقاربة: قُرْبُ وقوع الخبر', en: 'Nearness (muqāraba): the predicate is about to happen' },
        members: [
          {
            lemma: 'كَادَ',
            root: 'كود',
            pattern: 'I4',
            note: { ar: 'الأكثر أن يتجرّد خبرها من «أنْ»: ﴿يَكَادُ زَيْتُهَا يُضِيءُ﴾.', en: 'Its predicate usually comes without an: yakādu zaytuhā yuḍīʾu (Qurʾān 24:35).' },
          },
          {
            lemma: 'كَرَبَ',
            root: 'كرب',
            pattern: 'I1',
            note: { ar: 'الأكثر أن يتجرّد خبرها من «أنْ»؛ ولا يأتي منها في هذا الباب إلا الماضي.', en: 'Its predicate usually comes without an; only the past occurs in this use.' },
          },
          {
            lemma: 'أَوْشَكَ',
            root: 'وشك',
            pattern: 'IV',
            note: {
              ar: 'الأكثر أن يقترن خبرها بـ«أنْ»، ويأتي منها المضارع يُوشِكُ واسم الفاعل مُوشِكٌ.',
              en: 'Its predicate usually takes an; it has a present (yūshiku) and an active participle (mūshikun).',
            },
          },
        ],
      },
      {
        title: { ar: 'أفعال الرجاء: رجاء وقوع الخبر', en: 'Hope (rajāʾ): the predicate is hoped for' },
        members: [
          {
            lemma: 'عَسَى',
            root: 'عسي',
            pattern: 'I2',
            note: {
              ar: 'فعلٌ جامدٌ لا يأتي منه إلا الماضي، والأكثر أن يقترن خبره بـ«أنْ»: ﴿عَسَى رَبُّكُمْ أَنْ يَرْحَمَكُمْ﴾.',
              en: 'A frozen verb, past only; its predicate usually takes an: ʿasā rabbukum an yarḥamakum (Qurʾān 17:8).',
            },
          },
          {
            lemma: 'حَرَى',
            root: 'حري',
            pattern: 'I2',
            note: { ar: 'جامدٌ لا يأتي منه إلا الماضي، ويجب أن يقترن خبره بـ«أنْ».', en: 'Frozen, past only; its predicate must take an.' },
          },
          {
            lemma: 'اِخْلَوْلَقَ',
            root: 'خلق',
            pattern: 'XII',
            note: {
              ar: 'جامدٌ، ويجب أن يقترن خبره بـ«أنْ»: اِخْلَوْلَقَتِ السَّمَاءُ أَنْ تُمْطِرَ.',
              en: 'Frozen; its predicate must take an: ikhlawlaqati s-samāʾu an tumṭira “the sky is about to rain”.',
            },
          },
        ],
      },
      {
        title: { ar: 'أفعال الشروع: الشروع في الخبر', en: 'Beginning (shurūʿ): the predicate has begun' },
        note: {
          ar: 'يجب أن يتجرّد خبرها من «أنْ»، ولا يأتي منها في هذا الباب إلا الماضي: شَرَعَ الطَّالِبُ يَكْتُبُ.',
          en: 'Their predicate never takes an, and only their past occurs in this use: sharaʿa ṭ-ṭālibu yaktubu “the student began to write”.',
        },
        members: [
          { lemma: 'شَرَعَ', root: 'شرع', pattern: 'I3' },
          {
            lemma: 'أَنْشَأَ',
            root: 'نشء',
            pattern: 'IV',
            note: { ar: 'مثالُ ابن مالك: أَنْشَأَ السَّائِقُ يَحْدُو.', en: 'Ibn Mālik’s example: anshaʾa s-sāʾiqu yaḥdū “the camel driver began to chant”.' },
          },
          {
            lemma: 'طَفِقَ',
            root: 'طفق',
            pattern: 'I4',
            note: { ar: '﴿وَطَفِقَا يَخْصِفَانِ عَلَيْهِمَا مِنْ وَرَقِ الْجَنَّةِ﴾.', en: 'wa-ṭafiqā yakhṣifāni ʿalayhimā min waraqi l-jannati (Qurʾān 7:22).' },
          },
          { lemma: 'أَخَذَ', root: 'ءخذ', pattern: 'I1', note: { ar: 'بمعنى شَرَعَ، لا بمعنى تناوَلَ.', en: 'In the sense “began”, not “took”.' } },
          { lemma: 'جَعَلَ', root: 'جعل', pattern: 'I3', note: { ar: 'بمعنى شَرَعَ.', en: 'In the sense “began”.' } },
          { lemma: 'هَبَّ', root: 'هبب', pattern: 'I1', note: { ar: 'بمعنى شَرَعَ.', en: 'In the sense “began”.' } },
          { lemma: 'عَلِقَ', root: 'علق', pattern: 'I4', note: { ar: 'بمعنى شَرَعَ.', en: 'In the sense “began”.' } },
        ],
      },
    ],
  },
  {
    name: 'theme-zanna-and-its-sisters',
    title: { ar: 'ظَنَّ وَأَخَوَاتُهَا', en: 'Ẓanna and its sisters (verbs of the heart and of transformation)' },
    description: {
      ar: 'أفعالٌ تدخل على المبتدأ والخبر فتنصبهما مفعولَين، نحو: ظَنَنْتُ زَيْدًا قَائِمًا. وهي قسمان: أفعال القلوب، منها ما يفيد اليقين ومنها ما يفيد الرجحان، وأفعال التحويل.',
      en: 'Verbs that enter on a subject and its predicate and make both of them their objects: ẓanantu Zaydan qāʾiman “I thought Zayd was standing”. Two kinds: verbs of the heart (of certainty or of likely belief) and verbs of transformation.',
    },
    sources: [
      IBN_AQIL('باب ظنّ وأخواتها', 'chapter “Ẓanna and its sisters”'),
      GHALAYINI('الأفعال المتعدية إلى مفعولين أصلهما مبتدأ وخبر', 'chapter on verbs with two objects that were a subject and a predicate'),
    ],
    sections: [
      {
        title: { ar: 'أفعال القلوب: ما يفيد اليقين', en: 'Verbs of the heart: certainty' },
        members: [
          { lemma: 'رَأَى', root: 'رءي', pattern: 'I3', note: { ar: 'رأى القلبية بمعنى عَلِمَ، لا البصرية.', en: 'Raʾā of the heart (“to judge, know”), not of the eye.' } },
          {
            lemma: 'عَلِمَ',
            root: 'علم',
            pattern: 'I4',
            note: { ar: 'بمعنى اعتقد، لا بمعنى عَرَفَ الذي ينصب مفعولًا واحدًا.', en: 'In the sense “to be certain that”, not “to know (someone)”, which takes one object.' },
          },
          {
            lemma: 'وَجَدَ',
            root: 'وجد',
            pattern: 'I2',
            note: { ar: 'بمعنى عَلِمَ: ﴿وَإِنْ وَجَدْنَا أَكْثَرَهُمْ لَفَاسِقِينَ﴾.', en: 'In the sense “to find that”: wa-in wajadnā aktharahum la-fāsiqīna (Qurʾān 7:102).' },
          },
          { lemma: 'دَرَى', root: 'دري', pattern: 'I2', note: { ar: 'بمعنى عَلِمَ.', en: 'In the sense “to know”.' } },
          {
            lemma: 'تَعَلَّمَ',
            root: 'علم',
            pattern: 'V',
            form: 'تَعَلَّمْ',
            note: { ar: 'بمعنى اِعْلَمْ، جامدٌ لا يُستعمل في هذا الباب إلا بصيغة الأمر.', en: 'Meaning iʿlam “know!”; frozen: in this use only the imperative occurs.' },
          },
        ],
      },
      {
        title: { ar: 'أفعال القلوب: ما يفيد الرجحان', en: 'Verbs of the heart: likely belief' },
        members: [
          { lemma: 'ظَنَّ', root: 'ظنن', pattern: 'I1', note: { ar: 'أمُّ الباب، وقد تأتي لليقين.', en: 'The mother of the set; it may also express certainty.' } },
          { lemma: 'خَالَ', root: 'خيل', pattern: 'I4', note: { ar: 'ماضي يَخَالُ، لا ماضي يَخُولُ.', en: 'The past of yakhālu (“to imagine”), not of yakhūlu.' } },
          { lemma: 'حَسِبَ', root: 'حسب', pattern: 'I4', note: { ar: 'مضارعها يَحْسَبُ ويَحْسِبُ، لا حَسَبَ يَحْسُبُ بمعنى عَدَّ.', en: 'Present yaḥsabu or yaḥsibu; not ḥasaba yaḥsubu “to count”.' } },
          {
            lemma: 'زَعَمَ',
            root: 'زعم',
            pattern: 'I1',
            note: {
              ar: 'الأكثر أن تتعدّى إلى مفعولَيها بواسطة «أنَّ» أو «أنْ»: ﴿زَعَمَ الَّذِينَ كَفَرُوا أَنْ لَنْ يُبْعَثُوا﴾.',
              en: 'It usually reaches its objects through anna or an: zaʿama lladhīna kafarū an lan yubʿathū (Qurʾān 64:7).',
            },
          },
          { lemma: 'عَدَّ', root: 'عدد', pattern: 'I1', note: { ar: 'بمعنى ظَنَّ، لا بمعنى أحصى.', en: 'In the sense “to deem”, not “to count”.' } },
          { lemma: 'حَجَا', root: 'حجو', pattern: null, in_lexicon: false, note: { ar: 'بمعنى ظَنَّ، ومضارعها يَحْجُو.', en: 'In the sense “to think”; present yaḥjū.' } },
          {
            lemma: 'جَعَلَ',
            root: 'جعل',
            pattern: 'I3',
            note: { ar: 'بمعنى اعتقد: ﴿وَجَعَلُوا الْمَلَائِكَةَ الَّذِينَ هُمْ عِبَادُ الرَّحْمَٰنِ إِنَاثًا﴾.', en: 'In the sense “to hold, believe”: (Qurʾān 43:19).' },
          },
          {
            lemma: 'وَهَبَ',
            root: 'وهب',
            pattern: 'I3',
            form: 'هَبْ',
            note: { ar: 'صيغة أمرٍ جامدة بمعنى ظُنَّ: هَبْ زَيْدًا مُحْسِنًا.', en: 'A frozen imperative meaning “suppose”: hab Zaydan muḥsinan “suppose Zayd is generous”.' },
          },
        ],
      },
      {
        title: { ar: 'أفعال التحويل', en: 'Verbs of transformation' },
        note: { ar: 'تدلّ على التحوُّل من حالٍ إلى حال، وكلُّها بمعنى صَيَّرَ.', en: 'They mean change from one state to another; all are in the sense of ṣayyara “to make into”.' },
        members: [
          { lemma: 'صَيَّرَ', root: 'صير', pattern: 'II' },
          { lemma: 'رَدَّ', root: 'ردد', pattern: 'I1', note: { ar: '﴿لَوْ يَرُدُّونَكُمْ مِنْ بَعْدِ إِيمَانِكُمْ كُفَّارًا﴾.', en: 'law yaruddūnakum min baʿdi īmānikum kuffāran (Qurʾān 2:109).' } },
          { lemma: 'تَرَكَ', root: 'ترك', pattern: 'I1' },
          { lemma: 'تَخِذَ', root: 'تخذ', pattern: 'I4' },
          { lemma: 'اِتَّخَذَ', root: 'ءخذ', pattern: 'VIII', note: { ar: '﴿وَاتَّخَذَ اللَّهُ إِبْرَاهِيمَ خَلِيلًا﴾.', en: 'wa-ttakhadha llāhu Ibrāhīma khalīlan (Qurʾān 4:125).' } },
          { lemma: 'جَعَلَ', root: 'جعل', pattern: 'I3', note: { ar: '﴿فَجَعَلْنَاهُ هَبَاءً مَنْثُورًا﴾.', en: 'fa-jaʿalnāhu habāʾan manthūran (Qurʾān 25:23).' } },
          {
            lemma: 'وَهَبَ',
            root: 'وهب',
            pattern: 'I3',
            note: { ar: 'ملازمٌ للماضي في هذا المعنى: وَهَبَنِي اللَّهُ فِدَاكَ.', en: 'Only in the past in this sense: wahabanī llāhu fidāka “may God make me your ransom”.' },
          },
        ],
      },
    ],
  },
  {
    name: 'theme-alama-and-ara',
    title: { ar: 'أَعْلَمَ وَأَرَى', en: 'Aʿlama and arā (verbs with three objects)' },
    description: {
      ar: 'أفعالٌ تنصب ثلاثة مفاعيل: أَعْلَمَ وأَرَى منقولان بالهمزة من عَلِمَ ورَأَى، فصار فاعلهما مفعولًا أوّلَ، نحو: أَعْلَمْتُ زَيْدًا عَمْرًا قَائِمًا. ويُلحق بهما ما ضُمِّن معنى أَعْلَمَ.',
      en: 'Verbs with three objects: aʿlama and arā are ʿalima and raʾā made causative by the hamza, so their former subject becomes a first object: aʿlamtu Zaydan ʿAmran qāʾiman “I informed Zayd that ʿAmr was standing”. Verbs meaning “to inform” are counted with them.',
    },
    sources: [IBN_AQIL('باب أعلم وأرى', 'chapter “Aʿlama and arā”'), GHALAYINI('الأفعال المتعدية إلى ثلاثة مفاعيل', 'chapter on verbs with three objects')],
    sections: [
      {
        title: { ar: 'المنقولان بالهمزة', en: 'The two causatives' },
        members: [
          { lemma: 'أَعْلَمَ', root: 'علم', pattern: 'IV', note: { ar: 'منقولٌ من عَلِمَ المتعدّي إلى مفعولين.', en: 'From ʿalima, which takes two objects.' } },
          { lemma: 'أَرَى', root: 'رءي', pattern: 'IV', note: { ar: 'منقولٌ من رأى القلبية، لا البصرية.', en: 'From raʾā of the heart, not of the eye.' } },
        ],
      },
      {
        title: { ar: 'ما أُلحق بهما لتضمُّنه معنى أَعْلَمَ', en: 'Counted with them: verbs meaning “to inform”' },
        members: [
          { lemma: 'أَنْبَأَ', root: 'نبء', pattern: 'IV' },
          { lemma: 'نَبَّأَ', root: 'نبء', pattern: 'II' },
          { lemma: 'أَخْبَرَ', root: 'خبر', pattern: 'IV' },
          { lemma: 'خَبَّرَ', root: 'خبر', pattern: 'II' },
          { lemma: 'حَدَّثَ', root: 'حدث', pattern: 'II' },
        ],
      },
    ],
  },
  {
    name: 'theme-praise-and-blame',
    title: { ar: 'أَفْعَالُ الْمَدْحِ وَالذَّمِّ', en: 'Verbs of praise and blame' },
    description: {
      ar: 'أفعالٌ جامدةٌ لإنشاء المدح أو الذمّ، لها فاعلٌ ومخصوصٌ بالمدح أو الذمّ، نحو: نِعْمَ الخُلُقُ الصِّدْقُ، وبِئْسَ الخُلُقُ الكَذِبُ.',
      en: 'Frozen verbs that express praise or blame, with a subject and a noun singled out for the praise or blame: niʿma l-khuluqu ṣ-ṣidqu “truthfulness is an excellent trait”, biʾsa l-khuluqu l-kadhibu “lying is a bad trait”.',
    },
    sources: [
      IBN_AQIL('باب نعم وبئس وما جرى مجراهما', 'chapter “Niʿma and biʾsa and what works like them”'),
      GHALAYINI('أفعال المدح والذمّ', 'chapter “The verbs of praise and blame”'),
    ],
    sections: [
      {
        title: { ar: 'للمدح والذمّ', en: 'Praise and blame' },
        members: [
          {
            lemma: 'نِعْمَ',
            root: 'نعم',
            pattern: null,
            in_lexicon: false,
            note: { ar: 'للمدح، وأصلها نَعِمَ؛ جامدٌ لا يأتي منه إلا الماضي.', en: 'Praise; originally naʿima. Frozen: only the past.' },
          },
          {
            lemma: 'بِئْسَ',
            root: 'بءس',
            pattern: null,
            in_lexicon: false,
            note: { ar: 'للذمّ، وأصلها بَئِسَ؛ جامدٌ لا يأتي منه إلا الماضي.', en: 'Blame; originally baʾisa. Frozen: only the past.' },
          },
          {
            lemma: 'سَاءَ',
            root: 'سوء',
            pattern: 'I1',
            note: {
              ar: 'للذمّ، ويجري مجرى بِئْسَ: ﴿سَاءَ مَثَلًا الْقَوْمُ الَّذِينَ كَذَّبُوا بِآيَاتِنَا﴾.',
              en: 'Blame; works like biʾsa: sāʾa mathalan al-qawmu lladhīna kadhdhabū bi-āyātinā (Qurʾān 7:177).',
            },
          },
          {
            lemma: 'حَبَّذَا',
            root: 'حبب',
            pattern: null,
            in_lexicon: false,
            note: { ar: 'للمدح، مركّبةٌ من حَبَّ واسم الإشارة ذَا؛ وللذمّ: لَا حَبَّذَا.', en: 'Praise: ḥabba plus the demonstrative dhā; for blame, lā ḥabbadhā.' },
          },
        ],
      },
    ],
  },
  {
    name: 'theme-swadesh-core-verbs',
    title: { ar: 'أفعالٌ أساسيّة من قائمة سواديش', en: 'Core verbs of the Swadesh list' },
    description: {
      ar: 'الأفعال التي في قائمة سواديش ذات المئة كلمة: معانٍ أساسيّة تكاد توجد في كل لغة، يستعملها اللغويون لمقارنة اللغات. ومع كلِّ معنًى الفعلُ العربيُّ المعتاد لأدائه، واختيارُ الفعل من عمل «تصريف».',
      en: 'The verbs of Swadesh’s 100-word list: basic meanings found in nearly every language, which linguists use to compare languages. Each meaning is shown with the usual Arabic verb for it; the choice of verb is Tasreef’s.',
    },
    sources: [
      {
        author: { ar: 'موريس سواديش', en: 'Morris Swadesh' },
        work: { ar: 'The Origin and Diversification of Language (تحرير جويل شيرزر، 1971)', en: 'The Origin and Diversification of Language (ed. Joel Sherzer, 1971)' },
        place: { ar: 'القائمة ذات المئة كلمة', en: 'the 100-word list' },
      },
    ],
    sections: [
      {
        title: { ar: 'المعاني الفعلية في القائمة', en: 'The verb meanings of the list' },
        members: (
          [
            ['شَرِبَ', 'شرب', 'I4', 'drink'],
            ['أَكَلَ', 'ءكل', 'I1', 'eat'],
            ['عَضَّ', 'عضض', 'I4', 'bite'],
            ['رَأَى', 'رءي', 'I3', 'see'],
            ['سَمِعَ', 'سمع', 'I4', 'hear'],
            ['عَرَفَ', 'عرف', 'I2', 'know'],
            ['نَامَ', 'نوم', 'I4', 'sleep'],
            ['مَاتَ', 'موت', 'I1', 'die'],
            ['قَتَلَ', 'قتل', 'I1', 'kill'],
            ['سَبَحَ', 'سبح', 'I3', 'swim'],
            ['طَارَ', 'طير', 'I2', 'fly'],
            ['مَشَى', 'مشي', 'I2', 'walk'],
            ['جَاءَ', 'جيء', 'I2', 'come'],
            ['اِسْتَلْقَى', 'لقي', 'X', 'lie'],
            ['جَلَسَ', 'جلس', 'I2', 'sit'],
            ['وَقَفَ', 'وقف', 'I2', 'stand'],
            ['أَعْطَى', 'عطو', 'IV', 'give'],
            ['قَالَ', 'قول', 'I1', 'say'],
            ['اِحْتَرَقَ', 'حرق', 'VIII', 'burn'],
          ] as const
        ).map(([lemma, root, pattern, meaning]) => ({ lemma, root, pattern, note: { ar: `المعنى في القائمة: ${meaning}`, en: `List meaning: “${meaning}”` } })),
      },
    ],
  },
];
