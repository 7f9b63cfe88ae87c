/**
 * Weak-letter tables: which verbs keep or drop a weak radical, and the assimilations of form VIII.
 * Keys of form I verbs: `<root>|<past vowel>-<present vowel>`.
 */
import { DAD, DAL, SAD, TAH, TEH, THAL, THEH, WAW, YEH, ZAH, ZAIN, HAMZA } from '../letters.ts';

/**
 * Assimilated verbs (المثال الواوي) whose waw falls in the present although the present vowel is
 * fatha: originally يَفْعِلُ, the fatha is due to a guttural (وَضَعَ يَضَعُ، وَقَعَ يَقَعُ، وَهَبَ يَهَبُ،
 * وَسِعَ يَسَعُ، وَطِئَ يَطَأُ). With a kasra in the present the waw always falls (وَعَدَ يَعِدُ).
 */
export const WAW_DROPS_WITH_FATHA: ReadonlySet<string> = new Set([
  'وضع|a-a', 'وقع|a-a', 'وهب|a-a', 'ودع|a-a', 'وسع|i-a', 'ولغ|a-a', 'وطء|a-a', 'وطء|i-a', 'وجء|a-a',
  'وضء|a-a', 'وذر|i-a', 'وزع|a-a', 'ولع|a-a',
]);

/**
 * Form I verbs with a weak middle radical that keeps it (عَوِرَ، حَوِلَ، عَوِجَ، غَيِدَ، صَيِدَ): mostly
 * adjectives of colour and bodily defect on فَعِلَ, whose form IX/XI counterparts also keep it.
 */
export const SOUND_HOLLOW: ReadonlySet<string> = new Set([
  'عور|i-a', 'حول|i-a', 'عوج|i-a', 'غيد|i-a', 'صيد|i-a', 'حور|i-a', 'هيف|i-a', 'سود|i-a', 'بيض|i-a',
  'جون|i-a', 'خول|i-a', 'نول|i-a', 'عين|i-a', 'ميل|i-a', 'طول|i-a', 'طول|u-u', 'ءود|i-a', 'ءيس|i-a',
  'ءوب|i-a', 'ءول|i-a', 'هوء|i-a', 'غيد|i-a', 'صور|i-a', 'شوه|i-a', 'عيي|i-a',
]);

/**
 * Doubled verbs that keep the two equal radicals apart (فكّ شاذّ), listed by the grammarians:
 * أَلِلَ السِّقاءُ، لَحِحَتْ عينُه، ضَبِبَ البلدُ، مَشِشَت الدابّةُ، قَطِطَ الشعرُ.
 */
export const DOUBLED_KEPT_APART: ReadonlySet<string> = new Set([
  'ءلل|i-a', 'ءمم|i-a', 'لحح|i-a', 'ضبب|i-a', 'مشش|i-a', 'قطط|i-a', 'صكك|i-a', 'دبب|i-a',
]);

/**
 * Form VIII (اِفْتَعَلَ): what the ت of the pattern becomes after a given first radical, and what
 * the first radical itself becomes. Several entries give accepted variants, preferred first.
 */
export interface IftaalAssimilation {
  /** [first radical, ta] letters, one pair per accepted variant, preferred first. */
  variants: ReadonlyArray<readonly [string, string]>;
  en: string;
  ar: string;
}

export const VIII_ASSIMILATION: Readonly<Record<string, IftaalAssimilation>> = {
  [SAD]: { variants: [[SAD, TAH]], en: 'after ص the ت of form VIII becomes ط (اِصْطَبَرَ)', ar: 'تُبدل تاء الافتعال طاءً بعد الصاد (اِصْطَبَرَ)' },
  [DAD]: { variants: [[DAD, TAH]], en: 'after ض the ت of form VIII becomes ط (اِضْطَرَبَ)', ar: 'تُبدل تاء الافتعال طاءً بعد الضاد (اِضْطَرَبَ)' },
  [TAH]: { variants: [[TAH, TAH]], en: 'after ط the ت of form VIII becomes ط and merges (اِطَّرَدَ)', ar: 'تُبدل تاء الافتعال طاءً بعد الطاء وتُدغم (اِطَّرَدَ)' },
  [ZAH]: {
    variants: [[ZAH, ZAH], [ZAH, TAH]],
    en: 'after ظ the ت of form VIII becomes ط, and ظ and ط merge as ظّ (اِظَّلَمَ) or stay apart (اِظْطَلَمَ)',
    ar: 'تُبدل تاء الافتعال طاءً بعد الظاء، ثم تُدغم فيها (اِظَّلَمَ) أو تبقى (اِظْطَلَمَ)',
  },
  [DAL]: { variants: [[DAL, DAL]], en: 'after د the ت of form VIII becomes د and merges (اِدَّعَى)', ar: 'تُبدل تاء الافتعال دالًا بعد الدال وتُدغم (اِدَّعَى)' },
  [THAL]: {
    variants: [
      [DAL, DAL],
      [THAL, THAL],
    ],
    en: 'after ذ the ت of form VIII becomes د; then ذ and د merge as دّ (اِدَّكَرَ, the usual form and the Qur’an’s: «فَهَلْ مِنْ مُدَّكِرٍ» 54:15, «وَادَّكَرَ بَعْدَ أُمَّةٍ» 12:45) or ذّ (اِذَّكَرَ)',
    ar: 'تُبدل تاء الافتعال دالًا بعد الذال، ثم تُدغم: اِدَّكَرَ (وهو الغالب، وبه جاء القرآن: «فَهَلْ مِنْ مُدَّكِرٍ») أو اِذَّكَرَ',
  },
  [ZAIN]: { variants: [[ZAIN, DAL]], en: 'after ز the ت of form VIII becomes د (اِزْدَهَرَ)', ar: 'تُبدل تاء الافتعال دالًا بعد الزاي (اِزْدَهَرَ)' },
  [THEH]: {
    variants: [[THEH, THEH], [THEH, TEH]],
    en: 'after ث the ت of form VIII may merge into ث (اِثَّأَرَ) or stay (اِثْتَأَرَ)',
    ar: 'تُدغم تاء الافتعال في الثاء (اِثَّأَرَ) أو تبقى (اِثْتَأَرَ)',
  },
  [WAW]: { variants: [[TEH, TEH]], en: 'a first و becomes ت and merges with the ت of form VIII (اِتَّصَلَ)', ar: 'تُبدل فاء الافتعال الواوُ تاءً وتُدغم في تائه (اِتَّصَلَ)' },
  [YEH]: { variants: [[TEH, TEH]], en: 'a first ي becomes ت and merges with the ت of form VIII (اِتَّسَرَ)', ar: 'تُبدل فاء الافتعال الياءُ تاءً وتُدغم في تائه (اِتَّسَرَ)' },
};

/** Roots whose hamza behaves like و in form VIII (اِتَّخَذَ from أَخَذَ). */
export const VIII_HAMZA_AS_TA: ReadonlySet<string> = new Set([`${HAMZA}خذ`]);

/**
 * The [first radical, ta] pairs of form VIII for a root, preferred first (one pair when nothing is
 * assimilated), with the note that explains them. Shared by the conjugator and the derivations.
 */
export function iftaalPairs(radicals: readonly string[]): { pairs: ReadonlyArray<readonly [string, string]>; note?: { en: string; ar: string } } {
  if (VIII_HAMZA_AS_TA.has(radicals.join(''))) return { pairs: [[TEH, TEH]] };
  const a = VIII_ASSIMILATION[radicals[0]!];
  return a ? { pairs: a.variants, note: { en: a.en, ar: a.ar } } : { pairs: [[radicals[0]!, TEH]] };
}
