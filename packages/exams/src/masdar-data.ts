/**
 * The usual masdar of form I verbs that have several (review s24: كَتَبَ → كِتَابَةٌ, not كَتْبٌ). The
 * sources list a verb's masdars in no order of use (ElixirFM and Arramooz: كَتْب | كِتْبَة | كِتَابَة | كِتَاب),
 * and the lexicon gives no frequency of nouns; so the one a teacher gives first is named here, from the
 * dictionaries' usage (Hans Wehr, A Dictionary of Modern Written Arabic; al-Muʿjam al-Wasīṭ): the key of a
 * masdar question, the others still accepted and named. Keyed by lexicon id; the value is one of the
 * entry's own masdars, as the sources write it (compared without vowel marks). A verb whose senses take
 * different masdars with none the usual one for its gloss (دَعَا: دُعَاءٌ "calling, prayer" / دَعْوَةٌ "invitation";
 * رَأَى: رُؤْيَةٌ / رَأْيٌ; فَقَدَ: فَقْدٌ / فُقْدَانٌ; سَمِعَ: سَمْعٌ / سَمَاعٌ) has no row: its key is the sources' first,
 * every other one is accepted and named as also accepted, never as less used, and none is offered as wrong.
 * Al-Wasīṭ below is al-Muʿjam al-Wasīṭ under the root; Wehr is Hans Wehr under the root.
 */
export const USUAL_MASDAR: Readonly<Record<string, string>> = {
  'ktb-I1': 'كِتَابَة',
  'drs-I1': 'دِرَاسَة',
  'Erf-I2': 'مَعْرِفَة',
  // شَهِدَ "witness": شَهَادَة testimony, the masdar given with the verb; شُهُود "being present" is named as accepted
  'chd-I4': 'شَهَادَة',
  'Hml-I2': 'حَمْل',
  'Eyc-I2': 'عَيْش',
  'zyd-I2': 'زِيَادَة',
  'zwr-I1': 'زِيَارَة',
  'wSf-I2': 'وَصْف',
  'sEy-I3': 'سَعْي',
  'qwd-I1': 'قِيَادَة',
  'rdd-I1': 'رَدّ',
  'njH-I3': 'نَجَاح',
  // خَسِرَ "lose": the dictionaries list خُسْر، خُسْرَان، خَسَار، خَسَارَة; خُسْر and خُسْرَان are the Qur'an's
  // (العصر 2، الحج 11), خَسَارَة today's word for a loss (Wehr): the one a teacher gives first, debatable
  'xsr-I4': 'خَسَارَة',
  'mrr-I1': 'مُرُور',
  'jmE-I3': 'جَمْع',
  'syr-I2': 'سَيْر',
  // وَجَدَ "find; be found; exist": وُجُود is the masdar of "find" with وِجْدَان and وَجْد (al-Wasīṭ), and alone of
  // "be found, exist"; وَجْد "passion, grief" and مَوْجِدَة "anger" are other senses' (Wehr). Debatable
  'wjd-I2': 'وُجُود',
  // جَاءَ: مَجِيء (Wehr "coming, arrival"); جَيْء and جَيْئَة are rare
  'jyC-I2': 'مَجِيء',
  // تَمَّ "be completed, take place": تَمَام (Wehr); تَمّ is not in use
  'tmm-I2': 'تَمَام',
  // قَالَ يَقِيلُ "take a siesta": قَيْلُولَة (Wehr); قَيْل is not in use
  'qyl-I2': 'قَيْلُولَة',
  // بَاتَ "spend the night": مَبِيت (Wehr), debatable; بَيْت is a word a learner reads as "house"
  'byt-I2': 'مَبِيت',
  // وَرَدَ "arrive, be mentioned": وُرُود; وِرْد is "watering place, daily portion" (Wehr)
  'wrd-I2': 'وُرُود',
  // نَوَى "intend": نِيَّة (Wehr "intention"); نَوًى is "distance", also "date stones"
  'nwy-I2': 'نِيَّة',
  // رَأَسَ "lead, head": رِئَاسَة (Wehr); رَأْس is "head"
  'rCs-I3': 'رِئَاسَة',
  // شَمِلَ "comprise, include": شُمُول (Wehr); شَمْل today is "union" (جَمْعُ الشَّمْلِ), debatable
  'cml-I4': 'شُمُول',
  // شَكَا "complain": شَكْوَى (Wehr "complaint"), the one in use; شَكْو and شَكَاة are not
  'ckw-I1': 'شَكْوَى',
  // دَارَ "turn, go round": دَوَرَان (Wehr "rotation"); دَوْر is today "role, turn", debatable
  'dwr-I1': 'دَوَرَان',
  // دَامَ "last": دَوَام (Wehr "duration, permanence"); دَوْم is rare
  'dwm-I1': 'دَوَام',
  // دَلَّ "indicate": دَلَالَة (Wehr); دُلُولَة is rare
  'dll-I1': 'دَلَالَة',
  // تَلَا "follow; recite": تِلَاوَة, the verb of reciting the Qur'an; "follow" takes تُلُوّ, not in the entry
  'tlw-I1': 'تِلَاوَة',
  // حَمَى "protect": حِمَايَة (Wehr "protection"); حَمْي is rare
  'Hmy-I2': 'حِمَايَة',
  'Hmy-I3': 'حِمَايَة',
  // رَعَى "care for, sponsor": رِعَايَة (Wehr); رَعْي is grazing
  'rEy-I3': 'رِعَايَة',
  // the intermediate band (ranks 500–1200), where the sources' first is not the one in use
  'nmy-I2': 'نَمَاء', // نَمَى يَنْمِي "grow": نَمَاء (Wehr); نَمْي is rare
  'njw-I1': 'نَجَاة', // نَجَا "escape, be rescued": نَجَاة (Wehr); نَجْو is rare
  'rHl-I3': 'رَحِيل', // رَحَلَ "depart": رَحِيل (Wehr); رَحْل is "saddle", رِحْلَة "journey"
  'crE-I3': 'شُرُوع', // شَرَعَ في "start": شُرُوع; شَرْع is today "the law", debatable for "enact"
  'srq-I2': 'سَرِقَة', // سَرَقَ "steal": سَرِقَة (Wehr)
  'kfl-I1': 'كَفَالَة', // كَفَلَ "support, vouch for": كَفَالَة (Wehr); كَفْل is rare
  'kfl-I2': 'كَفَالَة',
  'ncT-I4': 'نَشَاط', // نَشِطَ "be active": نَشَاط (Wehr)
  'slk-I1': 'سُلُوك', // سَلَكَ "take (a path), behave": سُلُوك (Wehr); سَلْك is rare
  'Hwz-I1': 'حِيَازَة', // حَازَ "possess": حِيَازَة (Wehr "possession")
  'Srx-I1': 'صُرَاخ', // صَرَخَ "scream": صُرَاخ (Wehr); صَرِيخ is rare
  'rDy-I4': 'رِضًا', // رَضِيَ "be pleased": رِضًا (Wehr); رِضْوَان is the Qur'an's, of God's good pleasure
  'Emm-I1': 'عُمُوم', // عَمَّ "be general": عُمُوم (Wehr); عَمّ is read "uncle"
  'Smd-I1': 'صُمُود', // صَمَدَ "be steadfast": صُمُود (Wehr)
  'qys-I2': 'قِيَاس', // قَاسَ "measure": قِيَاس (Wehr); قَيْس is rare
  'syl-I2': 'سَيَلَان', // سَالَ "flow": سَيَلَان (Wehr); سَيْل is "torrent", سُيُولَة "fluidity"
  'skt-I1': 'سُكُوت', // سَكَتَ "be silent": سُكُوت (Wehr); سَكْت is rare
  'Efw-I1': 'عَفْو', // عَفَا "forgive": عَفْو (Wehr); عَفَاء is "effacement"
  'srr-I1': 'سُرُور', // سَرَّ "delight": سُرُور (Wehr)
  'qrb-I5': 'قُرْب', // قَرُبَ "be near": قُرْب (Wehr "nearness"); قَرَابَة is "kinship"
  'Hyy-I4': 'حَيَاة', // حَيِيَ / حَيَّ يَحْيَا "live": حَيَاة; حَيَاء "shame" is the masdar of another sense
  'vwr-I1': 'ثَوْرَة', // ثَارَ "revolt": ثَوْرَة (Wehr), debatable against ثَوَرَان "eruption"; ثَوْر is read "bull"
  'swq-I1': 'سَوْق', // سَاقَ "drive, lead": سَوْق (Wehr), debatable against سِيَاقَة; سِيَاق is "context"
  'nfd-I4': 'نَفَاد', // نَفِدَ "be depleted": نَفَاد (Wehr "exhaustion"); نَفَد is rare
  'Vwb-I1': 'ذَوَبَان', // ذَابَ "melt, dissolve": ذَوَبَان (Wehr); ذَوْب is rare
  'mkv-I1': 'مُكُوث', // مَكَثَ "remain": مُكُوث (Wehr); مَكْث is rare
  'nSr-I1': 'نَصْر', // نَصَرَ "help to victory": نَصْر (Wehr "help; victory"), نُصْرَة named as accepted
  // حَوَى "encompass": both sources' masdars are rare (today's word is اِحْتِوَاء, form VIII); حَوَايَة is given
  // first since حَيّ is read "alive"
  'Hwy-I2': 'حَوَايَة',
};
