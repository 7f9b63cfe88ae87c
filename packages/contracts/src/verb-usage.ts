/**
 * Facts of Arabic usage that both the exam generator and the conjugation pages read: one table, in
 * contracts because the web app depends on contracts only (plain data, safe in the browser bundle).
 * The exams package reads it in exam-entries.ts (no question on these forms); the verb page marks
 * the same forms in its tables (issue 31).
 */

/**
 * Verbs used only in the third person in the sense the lexicon gives them (الأفعال التي لا تُسند إلا
 * إلى الغائب): their subject is an event, a state of affairs or a thing, never the speaker or the one
 * spoken to, so that *تَمَمْتُ، *حَدَثْتُ، *وَجَبْتَ، *أَمْكَنْتُ are not Arabic in that sense and an
 * exam asks neither their first nor their second person, nor their imperative. The value says
 * the sense and why. By lexicon id.
 *
 * Looked at and left out, because a person is their subject in a sense in use: وَقَعَ "fall" (وَقَعْتُ،
 * the lexicon's first sense), كَادَ يَكَادُ («لَقَدْ كِدْتَ تَرْكَنُ» 17:74), حَصَلَ "obtain" (حَصَلْتُ
 * عَلَى)، جَرَى "run"، بَدَا "seem" (بَدَوْتَ مُتْعَبًا)، لَزِمَ "keep to" (لَزِمْتُ البَيْتَ)، تَبَيَّنَ
 * "ascertain" (تَبَيَّنْتُ الأَمْرَ)، تَعَيَّنَ "be appointed"، أَمْطَرَ (أَمْطَرْتُهُ بِالأَسْئِلَةِ)، عَنَى "mean" (مَاذَا تَعْنِي؟).
 */
export const THIRD_PERSON_ONLY: Readonly<Record<string, string>> = {
  'tmm-I2': 'تَمَّ يَتِمُّ "be concluded, take place": تَمَّ الأَمْرُ؛ its subject is a thing or an event',
  'Hdv-I1': 'حَدَثَ يَحْدُثُ "happen": an event happens, a person does not',
  'wjb-I2': 'وَجَبَ يَجِبُ "be necessary": يَجِبُ عَلَيْكَ أَنْ…، the duty is the subject',
  'wjb-V': 'تَوَجَّبَ يَتَوَجَّبُ "be necessary": as وَجَبَ',
  'Htm-V': 'تَحَتَّمَ يَتَحَتَّمُ "be incumbent": تَحَتَّمَ عَلَيْهِ الأَمْرُ',
  'mkn-IV': 'أَمْكَنَ يُمْكِنُ "be possible": يُمْكِنُ أَنْ…، أَمْكَنَنِي الأَمْرُ؛ the possible thing is the subject',
  'bgy-VII': 'اِنْبَغَى يَنْبَغِي "be fitting": يَنْبَغِي أَنْ…، never of the speaker or the one spoken to (Lisān: «لا يُستعمل إلا للغائب»)',
  'snw-V': 'تَسَنَّى يَتَسَنَّى "be feasible": تَسَنَّى لِي أَنْ…',
  'jdr-I5': 'جَدُرَ يَجْدُرُ "behove": يَجْدُرُ بِكَ أَنْ…',
  'TrC-I3': 'طَرَأَ يَطْرَأُ "occur unexpectedly": طَرَأَ تَغْيِيرٌ',
  'Cty-V': 'تَأَتَّى يَتَأَتَّى "result, come about": تَأَتَّى لَهُ الأَمْرُ',
  'bTl-I1': 'بَطَلَ يَبْطُلُ "become void": بَطَلَ العَقْدُ؛ a contract or a deed is void, not a person',
  'SHH-I2': 'صَحَّ يَصِحُّ "be correct, be true": صَحَّ الخَبَرُ',
  'Hwl-X': 'اِسْتَحَالَ يَسْتَحِيلُ "be impossible, be transformed": يَسْتَحِيلُ أَنْ…، اِسْتَحَالَ المَاءُ بُخَارًا',
  'dlE-VII': 'اِنْدَلَعَ يَنْدَلِعُ "break out": a war or a fire breaks out',
  'bvq-VII': 'اِنْبَثَقَ يَنْبَثِقُ "emanate, result": اِنْبَثَقَ النُّورُ، اِنْبَثَقَتْ عَنْهُ لَجْنَةٌ',
  'wDH-VIII': 'اِتَّضَحَ يَتَّضِحُ "become clear": اِتَّضَحَ الأَمْرُ',
  'hTl-I2': 'هَطَلَ يَهْطِلُ "pour down": rain pours',
  'njm-I1': 'نَجَمَ يَنْجُمُ "originate, appear": نَجَمَ عَنْهُ ضَرَرٌ',
  'Hyq-I2': 'حَاقَ يَحِيقُ "befall": «وَلَا يَحِيقُ الْمَكْرُ السَّيِّئُ إِلَّا بِأَهْلِهِ» 35:43',
  'snH-I3': 'سَنَحَ يَسْنَحُ "present itself, come to mind": سَنَحَتِ الفُرْصَةُ',
  'Zlm-IV': 'أَظْلَمَ يُظْلِمُ "become dark": أَظْلَمَ اللَّيْلُ',
};

/** Whether the verb (a lexicon id) is used only in the third person in the sense the lexicon gives it. */
export const thirdPersonOnly = (verbId: string): boolean => Object.hasOwn(THIRD_PERSON_ONLY, verbId);
