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
export const LESSER_READINGS: ReadonlySet<string> = new Set(['Enw-I1']);
