/**
 * The usual masdar of form I verbs that have several (review s24: كَتَبَ → كِتَابَةٌ, not كَتْبٌ). The
 * sources list a verb's masdars in no order of use (ElixirFM and Arramooz: كَتْب | كِتْبَة | كِتَابَة | كِتَاب),
 * and the lexicon gives no frequency of nouns; so the one a teacher gives first is named here, from the
 * dictionaries' usage (Hans Wehr, A Dictionary of Modern Written Arabic; al-Muʿjam al-Wasīṭ): the key of a
 * masdar question, the others still accepted and named. Keyed by lexicon id; the value is one of the
 * entry's own masdars, as the sources write it (compared without vowel marks).
 */
export const USUAL_MASDAR: Readonly<Record<string, string>> = {
  'ktb-I1': 'كِتَابَة',
  'drs-I1': 'دِرَاسَة',
  'Erf-I2': 'مَعْرِفَة',
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
  'xsr-I4': 'خَسَارَة',
  'mrr-I1': 'مُرُور',
  'jmE-I3': 'جَمْع',
  'syr-I2': 'سَيْر',
  'wjd-I2': 'وُجُود',
};
