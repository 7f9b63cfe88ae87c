/**
 * The letters of the throat (حروف الحلق): ء ه ع ح غ خ. فَعَلَ يَفْعَلُ (bab 3, fatha in the past and in
 * the present) is the bab of a verb whose second or third radical is one of them (فَتَحَ يَفْتَحُ،
 * ذَهَبَ يَذْهَبُ، قَرَأَ يَقْرَأُ); without one, a verb read with fatha in both is فَعِلَ يَفْعَلُ (bab 4)
 * whose kasra the surface hides: خَافَ يَخَافُ is خَوِفَ (خِفْتُ), مَسَّ يَمَسُّ is مَسِسَ (مَسِسْتُ).
 * A fact of Arabic grammar, stated here; the rule that uses it is in same-verb.ts.
 */
export const THROAT_LETTERS: ReadonlySet<string> = new Set(['ء', 'ه', 'ع', 'ح', 'غ', 'خ']);
