/**
 * Verbs the sources call "either" (Arramooz `y|n`, Sarf `both`) whose sense in the lexicon takes a
 * direct object in ordinary use, so that their personal passive (كُتِبَتِ الرِّسَالَةُ، قُتِلُوا) and
 * bare passive participle (مَكْتُوبٌ، مَقْتُولٌ) are forms a teacher asks. Facts of Arabic usage,
 * stated here; the rule that reads them is in exam-entries.ts.
 *
 * Every other "either" verb is asked as intransitive: قَامَ، كَانَ، تَمَّ، وَقَعَ، صَدَرَ، عَادَ،
 * حَصَلَ، ظَهَرَ take no object (or one through a preposition: قَامَ بِهِ، بَحَثَ عَنْهُ، ضَغَطَ
 * عَلَيْهِ), and a personal passive of them (تُقَامُونَ، كِنْتُ) or a bare passive participle
 * (مَكُونٌ، مَوْقُوعٌ) is not Arabic. Leaving out a verb that could be listed costs a question;
 * listing one wrongly costs a teacher's trust: when in doubt a verb stays out.
 *
 * Keys are lexicon ids (root, pattern and bab: `ktb-I1` is كَتَبَ يَكْتُبُ).
 */
export const TRANSITIVE_IN_USE: ReadonlySet<string> = new Set([
  // say, mean, begin, call, reach, find, know, kill, do/make, move, hold (a meeting), witness
  'qwl-I1',
  'Eny-I2',
  'bdC-I3',
  'dEw-I1',
  'blg-I1',
  'wjd-I2',
  'Erf-I2',
  'qtl-I1',
  'Eml-I4',
  'nql-I1',
  'Eqd-I2',
  'chd-I4',
  // ask for, refuse, put, join, carry, make, increase, describe, push, publish, include, write
  'Tlb-I1',
  'rfD-I1',
  'wDE-I3',
  'Dmm-I1',
  'Hml-I2',
  'jEl-I3',
  'zyd-I2',
  'wSf-I2',
  'dfE-I3',
  'ncr-I1',
  'cml-I4',
  'ktb-I1',
  // uncover, show, lead, raise, take, own, ask, impose, know, put forward, deny, return, leave
  'kcf-I2',
  'ErD-I2',
  'qwd-I1',
  'rfE-I3',
  'CxV-I1',
  'mlk-I2',
  'sCl-I3',
  'frD-I2',
  'Elm-I4',
  'TrH-I3',
  'nfy-I2',
  'rdd-I1',
  'trk-I1',
  // open, lose, decide, accept, hear, launch (an attack), gather, wade into, draw (attention), spend
  'ftH-I3',
  'xsr-I4',
  'qDy-I2',
  'qbl-I4',
  'smE-I4',
  'cnn-I1',
  'jmE-I3',
  'xwD-I1',
  'lft-I2',
  'bVl-I1',
  // read, promise, study, reflect, suffice, give birth, strike, judge, understand, wound, cut, fear
  'qrC-I3',
  'wEd-I2',
  'drs-I1',
  'Eks-I2',
  'kfy-I2',
  'wld-I2',
  'Drb-I2',
  'Hkm-I1',
  'fhm-I4',
  'jrH-I3',
  'qTE-I3',
  'xcy-I4',
  // solve, forget, thank, send, think, build, support, intend, throw, draw, tend, shell, create
  'Hll-I1',
  'nsy-I4',
  'ckr-I1',
  'bEv-I3',
  'Znn-I1',
  'bny-I2',
  'dEm-I3',
  'qSd-I2',
  'rmy-I2',
  'rsm-I1',
  'rEy-I3',
  'qSf-I2',
  'xlq-I1',
  // hope for, sell, kidnap, seal, separate, expel, settle, withdraw, cross, defeat, shake, advise
  'rjw-I1',
  'byE-I2',
  'xTf-I2',
  'xtm-I2',
  'fSl-I2',
  'Trd-I1',
  'Hsm-I2',
  'sHb-I3',
  'Ebr-I1',
  'hzm-I2',
  'hzz-I1',
  'nSH-I3',
  // order, earn, stretch, steal, overcome, protect, set up, eat, have mercy on, fill, follow (a road)
  'Cmr-I1',
  'ksb-I2',
  'mdd-I1',
  'srq-I2',
  'glb-I2',
  'Hmy-I2',
  'nSb-I1',
  'Ckl-I1',
  'rHm-I4',
  'mlC-I3',
  'slk-I1',
  // notice, bury, print, break, attract, spend, drink, pull out, overturn, drive, tell, veil, abandon
  'lHZ-I3',
  'dfn-I2',
  'TbE-I3',
  'ksr-I2',
  'jVb-I2',
  'Srf-I2',
  'crb-I4',
  'nzE-I2',
  'qlb-I2',
  'swq-I1',
  'Hky-I2',
  'Hjb-I1',
  'hjr-I1',
  // grasp, raid, lower, reckon, drag, condemn, split, flood, deceive, slaughter, dig, guard, weigh
  'Eql-I2',
  'gzw-I1',
  'xfD-I2',
  'Hsb-I4',
  'jrr-I1',
  'cjb-I1',
  'cqq-I1',
  'gmr-I1',
  'xdE-I3',
  'VbH-I3',
  'Hfr-I2',
  'Swn-I1',
  'wzn-I2',
  // fold, blow up, hurl, hate, touch, grasp (in mind), watch, ban, narrate, guarantee, recite
  'Twy-I2',
  'nsf-I2',
  'qVf-I2',
  'krh-I4',
  'mss-I4',
  'wEy-I2',
  'rSd-I1',
  'HZr-I1',
  'rwy-I2',
  'Dmn-I4',
  'tlw-I1',
]);

/**
 * Readings a dictionary of the language in use lists, but that learners meet far less often than
 * the verb spelt (almost) alike: عَنَا يَعْنُو "submit, be humble" beside عَنَى يَعْنِي "mean". They
 * weigh as a reading only the classical lists give when a spelling's count is shared out
 * (exam-entries.ts), so that "common" and default exams do not ask them.
 */
export const LESSER_READINGS: ReadonlySet<string> = new Set([
  'Enw-I1',
  // Spelt (without marks) as a more frequent word of their root, so that the list's count of the
  // bare spelling is not theirs (`twinSpelled` in exam-entries.ts finds them: 129 verbs of the common
  // and intermediate bands; the 59 whose band a count shared out by counts would change and the 76
  // that share their lemma with a reading of another bab were read; these 15 are not in use in that
  // sense or with that present vowel today):
  // بَدَلَ beside بَدَّلَ and the noun بَدَل; شَوَّفَ "adorn" beside شَوْف (the masdar of شَافَ, and the
  // colloquial imperative); أَجَلَ "linger" beside أَجَّلَ; حَذَى يَحْذَى "cut" beside حَذَا "imitate";
  // رَضَخَ يَرْضِخُ "crack" beside رَضَخَ يَرْضَخُ "submit"; دَرِبَ beside دَرَّبَ; وَشَّى beside وَشَى;
  // مَثُلَ beside مَثَلَ and مَثَّلَ; شَفَى يَشْفَى beside شَفَى يَشْفِي; سَدَّ يَسِدُّ beside سَدَّ يَسُدُّ;
  // and a present vowel ElixirFM gives beside the standard one, with the same glosses: حَكَى يَحْكَى،
  // بَكَى يَبْكَى، حَمَى يَحْمَى، سَرَى يَسْرَى (beside يَفْعِلُ), رَأَسَ يَرْأِسُ (beside يَرْأَسُ).
  'bdl-I1',
  'cwf-II',
  'Cjl-I3',
  'HVy-I3',
  'rDx-I2',
  'drb-I4',
  'wcy-II',
  'mvl-I5',
  'cfy-I3',
  'sdd-I2',
  'Hky-I3',
  'bky-I3',
  'Hmy-I3',
  'sry-I3',
  'rCs-I2',
  // Spelt (without marks) as a far more frequent word of another verb, whose count the bare spelling
  // takes (review s21): عَسَا يَعْسُو "wither, grow hard" beside the frozen عَسَى "perhaps", which
  // has no derived nouns, so a learner meets «عَاسٍ» as a form of عَسَى; نَجَدَ يَنْجُدُ "help"
  // (Modern Standard Arabic says أَنْجَدَ) beside نَجِدُ "we find" of وَجَدَ and the noun نَجْد.
  'Esw-I1',
  'njd-I1',
  // Spelt as a noun, whose count the bare spelling takes (review s20, item 42): كَرَا يَكْرُو "excavate"
  // beside the noun كَرًى "sleep"; the verbs of the root in use are أَكْرَى، اِكْتَرَى، كَارَى "rent".
  'krw-I1',
]);

/**
 * Verbs the sources call transitive (Arramooz `y`) whose complement in use takes a preposition, or
 * that take none: their passive is only the impersonal 3ms with the preposition (أُشِيرَ إِلَيْهِ،
 * اُعْتُرِفَ بِهِ) and their passive participle only with it (مُشَارٌ إِلَيْهِ); a bare مُشَارٌ or a
 * personal أُشِيرُ is not what a teacher asks. Each with the complement Arabic gives it. The
 * common and intermediate verbs were read one by one (rare verbs are asked only when a teacher
 * names them, a root or the rare band). Also the readings an earlier table (ADR 0074) held to be
 * intransitive, so that no later entry in TRANSITIVE_IN_USE can turn them: نَامَ، مَاتَ، ذَهَبَ
 * (al-Muʿjam al-Wasīṭ under each root).
 */
export const NOT_DIRECTLY_TRANSITIVE: Readonly<Record<string, string>> = {
  'cwr-IV': 'أَشَارَ إِلَى',
  'ErD-V': 'تَعَرَّضَ لِـ',
  'Elq-V': 'تَعَلَّقَ بِـ',
  'qdm-V': 'تَقَدَّمَ إِلَى / بِـ',
  'mrr-X': 'اِسْتَمَرَّ فِي',
  'SrH-II': 'صَرَّحَ بِـ',
  'Eny-III': 'عَانَى مِنْ (in use)',
  'Ebr-II': 'عَبَّرَ عَنْ',
  'Erf-VIII': 'اِعْتَرَفَ بِـ',
  'shm-III': 'سَاهَمَ فِي',
  'Hqq-V': 'تَحَقَّقَ (intransitive); تَحَقَّقَ مِنْ',
  'Erb-IV': 'أَعْرَبَ عَنْ',
  'rHb-II': 'رَحَّبَ بِـ',
  'zyd-VIII': 'اِزْدَادَ (intransitive)',
  'Ehd-V': 'تَعَهَّدَ بِـ',
  'mvl-V': 'تَمَثَّلَ فِي',
  'sfr-IV': 'أَسْفَرَ عَنْ',
  'byn-V': 'تَبَيَّنَ (intransitive)',
  'klm-V': 'تَكَلَّمَ عَنْ / بِـ',
  'lzm-VIII': 'اِلْتَزَمَ بِـ',
  'Srr-IV': 'أَصَرَّ عَلَى',
  'HfZ-VIII': 'اِحْتَفَظَ بِـ',
  'TlE-VIII': 'اِطَّلَعَ عَلَى',
  'rbT-VIII': 'اِرْتَبَطَ بِـ',
  'qSr-VIII': 'اِقْتَصَرَ عَلَى',
  'smE-VIII': 'اِسْتَمَعَ إِلَى',
  'ErD-VIII': 'اِعْتَرَضَ عَلَى',
  'crf-IV': 'أَشْرَفَ عَلَى',
  'rwH-VI': 'تَرَاوَحَ بَيْنَ',
  'cyd-IV': 'أَشَادَ بِـ',
  'TlE-V': 'تَطَلَّعَ إِلَى',
  'dlw-IV': 'أَدْلَى بِـ',
  'Swt-II': 'صَوَّتَ لِـ / عَلَى',
  'Hwy-VIII': 'اِحْتَوَى عَلَى',
  'bdr-III': 'بَادَرَ إِلَى',
  'chd-X': 'اِسْتُشْهِدَ (intransitive); اِسْتَشْهَدَ بِـ',
  'qdm-IV': 'أَقْدَمَ عَلَى',
  'qyl-X': 'اِسْتَقَالَ (intransitive); مِنْ',
  'Edw-V': 'تَعَدَّى عَلَى',
  'jwb-X': 'اِسْتَجَابَ لِـ',
  'HwT-IV': 'أَحَاطَ بِـ',
  'Slw-II': 'صَلَّى (intransitive); صَلَّى عَلَى',
  'xfy-VIII': 'اِخْتَفَى (intransitive)',
  'bqy-V': 'تَبَقَّى (intransitive)',
  'wzE-V': 'تَوَزَّعَ (intransitive)',
  'swC-IV': 'أَسَاءَ إِلَى',
  'rwH-III': 'رَاوَحَ بَيْنَ',
  'nwh-II': 'نَوَّهَ بِـ / إِلَى',
  'SEd-VI': 'تَصَاعَدَ (intransitive)',
  'Erf-V': 'تَعَرَّفَ عَلَى / إِلَى',
  'Hjj-VIII': 'اِحْتَجَّ عَلَى',
  'mHwr-QII': 'تَمَحْوَرَ حَوْلَ',
  'jmE-IV': 'أَجْمَعَ عَلَى',
  'xTC-IV': 'أَخْطَأَ فِي',
  'nqD-VI': 'تَنَاقَضَ (intransitive)',
  'Tll-IV': 'أَطَلَّ عَلَى',
  'hjr-III': 'هَاجَرَ إِلَى',
  'Ewn-X': 'اِسْتَعَانَ بِـ',
  'qll-X': 'اِسْتَقَلَّ عَنْ',
  'Edw-VIII': 'اِعْتَدَى عَلَى',
  'HfZ-V': 'تَحَفَّظَ عَلَى',
  'xwf-V': 'تَخَوَّفَ مِنْ',
  'rqy-VIII': 'اِرْتَقَى إِلَى',
  'xfq-IV': 'أَخْفَقَ فِي',
  'wsT-V': 'تَوَسَّطَ بَيْنَ',
  'bdl-V': 'تَبَدَّلَ (intransitive)',
  'xSS-VIII': 'اِخْتَصَّ بِـ',
  'HDr-III': 'حَاضَرَ فِي',
  'Ewd-V': 'تَعَوَّدَ عَلَى',
  'yqZ-X': 'اِسْتَيْقَظَ (intransitive)',
  'vny-IV': 'أَثْنَى عَلَى',
  'xbC-VIII': 'اِخْتَبَأَ (intransitive)',
  'wHd-V': 'تَوَحَّدَ (intransitive)',
  'dxl-VI': 'تَدَاخَلَ (intransitive)',
  'xll-IV': 'أَخَلَّ بِـ',
  'rwH-X': 'اِسْتَرَاحَ (intransitive)',
  'fwq-X': 'اِسْتَفَاقَ (intransitive)',
  'fwq-IV': 'أَفَاقَ (intransitive)',
  'mEn-IV': 'أَمْعَنَ فِي',
  'jdw-IV': 'أَجْدَى (intransitive)',
  'Sgw-IV': 'أَصْغَى إِلَى',
  'flt-IV': 'أَفْلَتَ مِنْ',
  'rbS-V': 'تَرَبَّصَ بِـ',
  'gmr-III': 'غَامَرَ بِـ',
  'dqq-II': 'دَقَّقَ فِي',
  'nqc-VI': 'تَنَاقَشَ (intransitive)',
  'TwE-V': 'تَطَوَّعَ (intransitive)',
  'rbE-V': 'تَرَبَّعَ عَلَى',
  'frE-V': 'تَفَرَّعَ (intransitive)',
  'mdd-V': 'تَمَدَّدَ (intransitive)',
  'rbw-V': 'تَرَبَّى (intransitive)',
  'hdy-VIII': 'اِهْتَدَى إِلَى',
  'rwy-V': 'تَرَوَّى (intransitive)',
  'krs-V': 'تَكَرَّسَ (intransitive)',
  'bHr-IV': 'أَبْحَرَ (intransitive)',
  'msw-IV': 'أَمْسَى: a sister of كَانَ, or "enter the evening" (intransitive)',
  'DHy-IV': 'أَضْحَى: a sister of كَانَ, or "enter the forenoon" (intransitive)',
  'dwy-II': 'دَوَّى (intransitive)',
  'jdd-X': 'اِسْتَجَدَّ (intransitive)',
  'xld-IV': 'أَخْلَدَ إِلَى',
  'qwy-IV': 'أَقْوَى "be deserted" (intransitive)',
  'ftw-IV': 'أَفْتَى بِـ',
  'fxr-III': 'فَاخَرَ بِـ',
  'glw-III': 'غَالَى فِي',
  'rCy-VI': 'تَرَاءَى (intransitive)',
  'rsm-VIII': 'اِرْتَسَمَ (intransitive)',
  'dEw-VI': 'تَدَاعَى (intransitive)',
  'cbh-IV': 'أَشْبَهَ: takes an object (أَشْبَهَ أَبَاهُ) but verbs of resembling have no passive in use (*أُشْبِهَ)',
  'nwm-I4': 'نَامَ (intransitive)',
  'mwt-I1': 'مَاتَ (intransitive)',
  'Vhb-I3': 'ذَهَبَ (intransitive); ذَهَبَ بِـ',
  // review s20: أُغِيرَا was keyed as a passive; the raid is on someone (أُغِيرَ عَلَيْهِمْ)
  'gwr-IV': 'أَغَارَ عَلَى',
};

/**
 * Transitive verbs whose direct object can be a person, so that the passive of the first and
 * second persons is Arabic a teacher writes: ضُرِبْتُ، قُتِلْتَ، أُكْرِمْنَا، اُسْتُقْبِلْتُمْ. A verb whose
 * object is a thing (شَنَّ الغَارَةَ، قَالَ القَوْلَ، سَهَّلَ الأَمْرَ، كَتَبَ الرِّسَالَةَ) has a passive of the
 * third person only (شُنَّتِ الغَارَةُ، قِيلَ، سُهِّلَتِ الأُمُورُ); «نُشَنُّ، نُقَلْ، تُسَهَّلِينَ» are not
 * Arabic. Facts of Arabic usage, stated here; the rule that reads them is in exam-entries.ts
 * (`personalPassiveAsked`). Hollow form-I verbs (قِيدَ، بِيعَ) are left out: their first and second
 * person passive has two schools (قِدْتُ / قُدْتُ), a question of its own.
 */
export const PERSON_OBJECT: ReadonlySet<string> = new Set([
  // form I: kill, call/invite, find, know, seek, reject, carry, push, move (to), describe, ask, strike
  'qtl-I1',
  'dEw-I1',
  'wjd-I2',
  'Erf-I2',
  'Tlb-I1',
  'rfD-I1',
  'Hml-I2',
  'dfE-I3',
  'nql-I1',
  'wSf-I2',
  'sCl-I3',
  'Drb-I2',
  // judge, wound, expel, kidnap, defeat, advise, order, overcome, have mercy on, deceive, leave
  'Hkm-I1',
  'jrH-I3',
  'Trd-I1',
  'xTf-I2',
  'hzm-I2',
  'nSH-I3',
  'Cmr-I1',
  'glb-I2',
  'rHm-I4',
  'xdE-I3',
  'hjr-I1',
  'trk-I1',
  // thank, create, imprison, capture, subdue, envy, curse, raid, hear, understand, forget, accept
  'ckr-I1',
  'xlq-I1',
  'sjn-I1',
  'Csr-I2',
  'qhr-I3',
  'Hsd-I1',
  'lEn-I3',
  'gzw-I1',
  'smE-I4',
  'fhm-I4',
  'nsy-I4',
  'qbl-I4',
  // hate, protect, join (to), send, give birth (وُلِدْتُ), throw, promise, bury, turn back, prevent, grant, lose
  'krh-I4',
  'Hmy-I2',
  'Dmm-I1',
  'bEv-I3',
  'wld-I2',
  'rmy-I2',
  'wEd-I2',
  'dfn-I2',
  'rdd-I1',
  'mnE-I3',
  'mnH-I3',
  'fqd-I2',
  // form II: charge, appoint, encourage, warn, threaten, present, hand over / greet, name, remind, teach, train
  'klf-II',
  'Eyn-II',
  'cjE-II',
  'HVr-II',
  'hdd-II',
  'qdm-II',
  'slm-II',
  'smy-II',
  'Vkr-II',
  'Elm-II',
  'drb-II',
  // congratulate, honour, nominate, alert, free, employ, qualify, authorise, acquit, incite, marry off
  'hnC-II',
  'krm-II',
  'rcH-II',
  'nbh-II',
  'Hrr-II',
  'wZf-II',
  'Chl-II',
  'xwl-II',
  'brC-II',
  'HrD-II',
  'zwj-II',
  // mislead, frighten, starve, honour, install, nickname, accustom, bring up, bid farewell, burden, support
  'Dll-II',
  'xwf-II',
  'jwE-II',
  'crf-II',
  'nSb-II',
  'lqb-II',
  'Ewd-II',
  'rbw-II',
  'wdE-II',
  'Hml-II',
  'Cyd-II',
  // poison, shackle, entangle, compensate, give good news, single out
  'smm-II',
  'kbl-II',
  'wrT-II',
  'EwD-II',
  'bcr-II',
  'myz-II',
  // form III: help, follow up, demand of, confront, attack, punish, address, treat, call to account, try (in court)
  'sEd-III',
  'tbE-III',
  'Tlb-III',
  'wjh-III',
  'hjm-III',
  'Eqb-III',
  'xTb-III',
  'Eml-III',
  'Hsb-III',
  'Hkm-III',
  // chase, surprise (فُوجِئْتُ), accompany, fight, pursue, besiege, reward, pledge allegiance to, meet, call
  'Trd-III',
  'fjC-III',
  'rfq-III',
  'Hrb-III',
  'lHq-III',
  'HSr-III',
  'qtl-III',
  'kfC-III',
  'byE-III',
  'qbl-III',
  'ndw-III',
  // form IV: honour, give, inform, notify, tell, force, rescue, convince, hit (أُصِبْتُ), send, oblige, compel
  'krm-IV',
  'ETw-IV',
  'blg-IV',
  'Elm-IV',
  'xbr-IV',
  'jbr-IV',
  'nqV-IV',
  'qnE-IV',
  'Swb-IV',
  'rsl-IV',
  'lzm-IV',
  'rgm-IV',
  // please (أُعْجِبْتُ بِـ), annoy, amaze, stop, bring out, send away, acquaint, guide, embarrass, exhaust, give respite, wake
  'Ejb-IV',
  'zEj-IV',
  'dhc-IV',
  'wqf-IV',
  'xrj-IV',
  'bEd-IV',
  'TlE-IV',
  'rcd-IV',
  'Hrj-IV',
  'rhq-IV',
  'mhl-IV',
  'yqZ-IV',
  // form VIII: accuse, arrest, wait for, elect, abduct, respect, criticise, detain, compel, delegate, persecute, embrace
  'whm-VIII',
  'Eql-VIII',
  'nZr-VIII',
  'nxb-VIII',
  'xTf-VIII',
  'Hrm-VIII',
  'nqd-VIII',
  'Hjz-VIII',
  'Drr-VIII',
  'ndb-VIII',
  'Dhd-VIII',
  'HDn-VIII',
  // form X: receive (a guest), summon, target, exploit, bring in, provoke, rule out; QI: reassure
  'qbl-X',
  'dEw-X',
  'hdf-X',
  'gll-X',
  'qdm-X',
  'fzz-X',
  'bEd-X',
  'TmCn-QI',
]);

/**
 * كَانَ and her sisters (الأفعال الناقصة) and the verbs of approach (أفعال المقاربة): no active
 * participle and no elative is asked of them. The grammars record the participle of a ناقص verb
 * only in verse (Ibn ʿAqīl on the Alfiyya, باب كان وأخواتها: «وما كلُّ من يُبدي البشاشةَ كائنًا
 * أخاك»); a learner knows كَائِنٌ as the noun "being" or as the participle of كَانَ "to exist", and the
 * exam names the verb كَانَ يَكُونُ without a sense, so كَائِنٌ is not asked either. زَائِلٌ is the
 * participle of زَالَ يَزُولُ "vanish", not of زَالَ يَزَالُ (ما زال); ظَالٌّ reads as ضَالٌّ; of the verbs
 * of approach only يُوشِكُ and مُوشِكٌ are reported beside the past (Alfiyya: «وزادوا موشكا»), rare in
 * use. None admits degrees, so none has an elative (*أَكْوَنُ، *أَظَلُّ، *أَكْوَدُ): Arabic says أَشَدُّ
 * / أَكْثَرُ + the masdar where it needs one. By lexicon id; each with what it is.
 */
export const INCOMPLETE_VERBS: Readonly<Record<string, string>> = {
  'kwn-I1': 'كَانَ يَكُونُ',
  'Syr-I2': 'صَارَ يَصِيرُ',
  'SbH-IV': 'أَصْبَحَ يُصْبِحُ',
  'msw-IV': 'أَمْسَى يُمْسِي',
  'DHy-IV': 'أَضْحَى يُضْحِي',
  'Zll-I4': 'ظَلَّ يَظَلُّ',
  'byt-I2': 'بَاتَ يَبِيتُ',
  'zyl-I4': 'زَالَ يَزَالُ (مَا زَالَ)',
  'ftC-I4': 'فَتِئَ يَفْتَأُ (مَا فَتِئَ)',
  'brH-I4': 'بَرِحَ يَبْرَحُ (مَا بَرِحَ)',
  'fkk-VII': 'اِنْفَكَّ يَنْفَكُّ (مَا انْفَكَّ)',
  'dwm-I1': 'دَامَ يَدُومُ (مَا دَامَ)',
  'kwd-I4': 'كَادَ يَكَادُ (approach)',
  'wck-IV': 'أَوْشَكَ يُوشِكُ (approach)',
  'krb-I1': 'كَرَبَ يَكْرُبُ (approach)',
  'Tfq-I4': 'طَفِقَ يَطْفَقُ (beginning)',
};

/**
 * Verbs whose imperative is not in use, so that no question shows or asks it (اِعْنِ، *زَلْ، *كِدْ).
 * The incomplete verbs of INCOMPLETE_VERBS that the grammars call defective in their inflection:
 * زَالَ، فَتِئَ، بَرِحَ، اِنْفَكَّ and the verbs of approach have a past and a present only, دَامَ a past
 * only (Ibn ʿAqīl, باب كان وأخواتها; كُنْ، صِرْ، أَصْبِحْ، أَمْسِ، ظَلَّ، بِتْ are in use and stay). And verbs
 * whose subject is not an agent who can be told to act: عَنَى يَعْنِي "mean" (its subject is a word
 * or a speaker's intent), وَجَبَ يَجِبُ "be necessary", أَمْكَنَ "be possible". By lexicon id.
 */
export const NO_IMPERATIVE_IN_USE: Readonly<Record<string, string>> = {
  'zyl-I4': 'زَالَ يَزَالُ (مَا زَالَ)',
  'ftC-I4': 'فَتِئَ يَفْتَأُ (مَا فَتِئَ)',
  'brH-I4': 'بَرِحَ يَبْرَحُ (مَا بَرِحَ)',
  'fkk-VII': 'اِنْفَكَّ يَنْفَكُّ (مَا انْفَكَّ)',
  'dwm-I1': 'دَامَ يَدُومُ (مَا دَامَ)',
  'kwd-I4': 'كَادَ يَكَادُ',
  'wck-IV': 'أَوْشَكَ يُوشِكُ',
  'krb-I1': 'كَرَبَ يَكْرُبُ',
  'Tfq-I4': 'طَفِقَ يَطْفَقُ',
  'Eny-I2': 'عَنَى يَعْنِي "mean"',
  'wjb-I2': 'وَجَبَ يَجِبُ "be necessary"',
  'mkn-IV': 'أَمْكَنَ يُمْكِنُ "be possible"',
};

/**
 * Variants the conjugation tables show because a grammar reports them, but that are not written
 * today: an exam neither asks nor accepts them, nor offers them as wrong; only the slot's first
 * (regular) form counts. By lexicon id: the tenses (by prefix) and why.
 */
export const VARIANTS_NOT_ASKED: Readonly<Record<string, { tenses: readonly string[]; why: string }>> = {
  'sCl-I3': {
    tenses: ['present_'],
    why: 'سَأَلَ: the present with the hamza dropped (يَسَلُ، يَسَلَا، يُسَلُ) is the takhfīf of the Hijaz and of pause, reported by the grammars (al-Ghalayini) but not written in Arabic today nor taught as the form (review s21, item 43); the imperative سَلْ stays, for it is in use («سَلْ بَنِي إِسْرَائِيلَ» 2:211).',
  },
};
