/**
 * What shows a verb's pattern (علامة الوزن): the letters added to the root and where, the doubled
 * radical, the long vowel. An explanation of an identify_pattern question names it, so that it
 * teaches how to see the pattern rather than restating it (review s21: nine of nine restated).
 * Facts of the grammar (Wright I §§ 36–66; al-Ḥamalāwī, Shadhā al-ʿArf, أبنية الفعل). Said of the
 * past; the present and the imperative keep the same added letters, without the connecting alif.
 */
import type { Bilingual } from '@tasreef/contracts/exams';

export const PATTERN_SIGNS: Readonly<Record<string, Bilingual>> = {
  II: { ar: 'عينه مضعّفة (مشدّدة)', en: 'its middle radical is doubled (shadda)' },
  III: { ar: 'زيدت ألف بعد فائه', en: 'an ā (alif) is added after its first radical' },
  IV: { ar: 'زيدت همزة قطع في أول ماضيه، وحرف المضارعة فيه مضموم (يُفْعِلُ)', en: 'a hamza is added before its root (a cutting hamza), and its present prefix takes ḍamma (yuf‘ilu)' },
  V: { ar: 'زيدت تاء في أوله وعينه مضعّفة', en: 'a t is added in front and its middle radical is doubled' },
  VI: { ar: 'زيدت تاء في أوله وألف بعد فائه', en: 'a t is added in front and an ā after its first radical' },
  VII: { ar: 'زيدت همزة وصل ونون قبل فائه', en: 'a connecting alif and an n are added before its first radical' },
  VIII: { ar: 'زيدت همزة وصل في أوله وتاء بعد فائه', en: 'a connecting alif is added in front and a t after its first radical' },
  IX: { ar: 'زيدت همزة وصل في أوله ولامه مضعّفة', en: 'a connecting alif is added in front and its last radical is doubled' },
  X: { ar: 'زيدت همزة وصل وسين وتاء قبل فائه', en: 'a connecting alif, s and t are added before its first radical' },
  XI: { ar: 'زيدت همزة وصل في أوله وألف بعد عينه ولامه مضعّفة', en: 'a connecting alif is added in front, an ā after its middle radical, and its last radical is doubled' },
  XII: { ar: 'زيدت همزة وصل في أوله وكُرّرت عينه بينهما واو', en: 'a connecting alif is added in front and its middle radical is repeated with a w between' },
  XIII: { ar: 'زيدت همزة وصل في أوله وواو مشدّدة بعد عينه', en: 'a connecting alif is added in front and a doubled w after its middle radical' },
  QI: { ar: 'أحرفه الأربعة أصول لا زيادة فيها', en: 'its four letters are all root letters, none added' },
  QII: { ar: 'زيدت تاء في أول الرباعي المجرد', en: 'a t is added in front of the four root letters' },
  QIII: { ar: 'زيدت همزة وصل في أوله ونون بعد حرفه الثاني', en: 'a connecting alif is added in front and an n after its second radical' },
  QIV: { ar: 'زيدت همزة وصل في أوله ولامه الأخيرة مضعّفة', en: 'a connecting alif is added in front and its last radical is doubled' },
};

const PAST_VOWEL: Readonly<Record<string, Bilingual>> = {
  a: { ar: 'الفتحة', en: 'a' },
  i: { ar: 'الكسرة', en: 'i' },
  u: { ar: 'الضمة', en: 'u' },
};

/**
 * The sign of `pattern` for the verb whose past is `past`: for form I, no letter added to the
 * three root letters and the vowel of the middle radical in the past, which is learnt by hearing
 * (the present alone does not show it: يَفْتَحُ of فَتَحَ and يَرْبَحُ of رَبِحَ).
 */
export function patternSign(pattern: string, past: string, pastVowel: string | null): Bilingual | null {
  if (pattern === 'I') {
    const v = pastVowel ? PAST_VOWEL[pastVowel] : undefined;
    if (!v) return null;
    return {
      ar: `لا زيادة فيه على أحرفه الأصول الثلاثة، وحركة عينه في الماضي «${past}» ${v.ar}، وهي سماعية لا يدلّ عليها المضارع وحده`,
      en: `no letter is added to its three root letters, and its middle radical takes ${v.en} in the past ${past}: this vowel is learnt by hearing, the present alone does not show it`,
    };
  }
  return PATTERN_SIGNS[pattern] ?? null;
}
