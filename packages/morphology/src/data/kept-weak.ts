/**
 * Augmented verbs that keep their weak middle radical against the rule (تصحيح شاذّ): conjugated like a
 * sound verb (اِسْتَحْوَذَ يَسْتَحْوِذُ، مُسْتَحْوِذٌ، اِسْتِحْوَاذٌ). Key `<root>|<pattern>`.
 *
 * - `usual`: which treatment is the form in use and comes first. One root + pattern can name two verbs
 *   the lexicon cannot tell apart (اِسْتَرَاحَ "rest" and اِسْتَرْوَحَ "smell"): then the regular hollow verb
 *   is the usual one and the sound form is the second variant.
 * - `hollow`: the regular hollow form is attested too (اِسْتَحَاذَ beside اِسْتَحْوَذَ); without it only the
 *   sound form is given (اِسْتَنْوَقَ، اِسْتَتْيَسَ have no اِسْتَنَاقَ، اِسْتَتَاسَ).
 * - `source`: where the sound form is recorded.
 *
 * Form VIII of hollow roots with the reciprocal sense of form VI keeps its و by rule (اِزْدَوَجُوا =
 * تَزَاوَجُوا، اِجْتَوَرُوا، اِعْتَوَرُوا: Wright I, the derived forms of verbs mediae و); listed here too.
 * Form-I verbs that keep their و/ي (عَوِرَ، حَوِرَ، صَيِدَ) are `SOUND_HOLLOW` in ./weak.ts.
 */
export interface KeptWeakVerb {
  /** The sound 3ms past. */
  verb: string;
  usual: 'sound' | 'hollow';
  hollow: boolean;
  source: string;
}

const GHALAYINI = 'al-Ghalayini, Jāmiʿ al-durūs I, الإعلال (ما شذّ فيه التصحيح)';
const WRIGHT = 'Wright I, the derived forms of verbs mediae و and ي (the forms that keep the weak letter)';

export const KEPT_WEAK_MIDDLE: Readonly<Record<string, KeptWeakVerb>> = {
  'حوذ|X': { verb: 'اِسْتَحْوَذَ', usual: 'sound', hollow: true, source: `Qur'an 4:141, 58:19; ${GHALAYINI}; Lane s.v. حوذ (اِسْتَحَاذَ the regular form)` },
  'نوق|X': { verb: 'اِسْتَنْوَقَ', usual: 'sound', hollow: false, source: `the proverb «اِسْتَنْوَقَ الجَمَلُ»; ${GHALAYINI}; ${WRIGHT}` },
  'صوب|X': { verb: 'اِسْتَصْوَبَ', usual: 'sound', hollow: true, source: `${GHALAYINI}; Lane s.v. صوب (also اِسْتَصَابَ)` },
  'تيس|X': { verb: 'اِسْتَتْيَسَ', usual: 'sound', hollow: false, source: `the proverb «اِسْتَتْيَسَتِ الشَّاةُ»; ${GHALAYINI}` },
  'غيل|IV': { verb: 'أَغْيَلَ', usual: 'sound', hollow: true, source: `«أَغْيَلَتِ المَرْأَةُ» (also أَغَالَتْ); ${GHALAYINI}; ${WRIGHT}` },
  'غيم|IV': { verb: 'أَغْيَمَ', usual: 'sound', hollow: true, source: `«أَغْيَمَتِ السَّمَاءُ» (also أَغَامَتْ); ${GHALAYINI}; ${WRIGHT}` },
  'حوج|IV': { verb: 'أَحْوَجَ', usual: 'sound', hollow: true, source: `${WRIGHT}; Lane s.v. حوج (also أَحَاجَ)` },
  'عوز|IV': { verb: 'أَعْوَزَ', usual: 'sound', hollow: false, source: `${WRIGHT}; Lane s.v. عوز` },
  'خيل|IV': { verb: 'أَخْيَلَ', usual: 'hollow', hollow: true, source: `«أَخْيَلَتِ السَّمَاءُ» beside the usual أَخَالَ; ${GHALAYINI}` },
  'طول|IV': { verb: 'أَطْوَلَ', usual: 'hollow', hollow: true, source: `${GHALAYINI} (أَطْوَلَ beside the usual أَطَالَ)` },
  'جود|IV': { verb: 'أَجْوَدَ', usual: 'hollow', hollow: true, source: `${GHALAYINI} (أَجْوَدَ beside the usual أَجَادَ)` },
  'روح|IV': { verb: 'أَرْوَحَ', usual: 'hollow', hollow: true, source: `Lane s.v. روح (أَرْوَحَ "stink" beside أَرَاحَ)` },
  'نور|IV': { verb: 'أَنْوَرَ', usual: 'hollow', hollow: true, source: `Lane s.v. نور (أَنْوَرَ beside the usual أَنَارَ)` },
  'روح|X': { verb: 'اِسْتَرْوَحَ', usual: 'hollow', hollow: true, source: `Lane s.v. روح (اِسْتَرْوَحَ "smell, find rest" beside اِسْتَرَاحَ)` },
  'طيب|X': { verb: 'اِسْتَطْيَبَ', usual: 'hollow', hollow: true, source: `Lane s.v. طيب (اِسْتَطْيَبَ beside the usual اِسْتَطَابَ)` },
  'هون|X': { verb: 'اِسْتَهْوَنَ', usual: 'hollow', hollow: true, source: `Lane s.v. هون (اِسْتَهْوَنَ beside the usual اِسْتَهَانَ)` },
  'جوب|X': { verb: 'اِسْتَجْوَبَ', usual: 'hollow', hollow: true, source: `modern اِسْتَجْوَبَ "interrogate" beside اِسْتَجَابَ "answer" (Wehr s.v. جوب)` },
  'بين|X': { verb: 'اِسْتَبْيَنَ', usual: 'hollow', hollow: true, source: `Lane s.v. بين (اِسْتَبْيَنَ beside the usual اِسْتَبَانَ)` },
  'زوج|VIII': { verb: 'اِزْدَوَجَ', usual: 'sound', hollow: false, source: WRIGHT },
  'جور|VIII': { verb: 'اِجْتَوَرَ', usual: 'sound', hollow: false, source: WRIGHT },
  'عور|VIII': { verb: 'اِعْتَوَرَ', usual: 'sound', hollow: false, source: WRIGHT },
};

/** The kept-weak entry of an augmented verb, if any. */
export function keptWeakFor(root: string, pattern: string): KeptWeakVerb | undefined {
  return pattern === 'I' ? undefined : KEPT_WEAK_MIDDLE[`${root}|${pattern}`];
}
