/**
 * What an identify_root explanation says about the root letters a form does not show as they are
 * (review s21: «تَجِدِينَ» → (و ج د) said nothing of the wāw; «أَعِدَّ» → (ع د د) nothing of the
 * shadda): a weak radical the form drops or changes, and a doubled radical written once with shadda.
 */
import { letters, stripMarks } from '@tasreef/morphology';
import type { Bilingual } from '@tasreef/contracts/exams';

const PLACE: readonly Bilingual[] = [
  { ar: 'فاؤه', en: 'its first radical' },
  { ar: 'عينه', en: 'its middle radical' },
  { ar: 'لامه', en: 'its last radical' },
];
const LATIN: Readonly<Record<string, string>> = { و: 'w', ي: 'y' };
const folded = (s: string) => stripMarks(s).replace(/[أإآؤئء]/gu, 'ء');

/** The sentences on the root letters `form` hides or merges, or null when every letter shows. */
export function rootLettersNote(root: string, form: string): Bilingual | null {
  const r = [...root];
  const shown = [...folded(form)];
  const notes: Bilingual[] = [];
  // a doubled root written with one letter and shadda (أَعِدَّ، مَدَّ)
  if (r.length === 3 && r[1] === r[2] && shown.filter((c) => c === r[1]).length === 1 && form.includes(letters.SHADDA)) {
    notes.push({ ar: `والحرف المشدّد «${r[1]}» حرفان من الجذر أُدغم أولهما في الثاني`, en: `the doubled ${r[1]} is two of the root's letters, the first merged into the second` });
  }
  // a weak radical that does not show as itself: dropped (تَجِدِينَ، قُلْ) or turned into another letter (قَالَ)
  r.forEach((ch, i) => {
    if ((ch !== letters.WAW && ch !== letters.YEH) || i >= PLACE.length) return;
    const inRoot = r.filter((c) => c === ch).length;
    if (shown.filter((c) => c === ch).length >= inRoot) return;
    // the wāw of an assimilated verb after the present prefix: dropped (يَوْجِدُ → يَجِدُ)
    if (i === 0 && ch === letters.WAW && 'يتنء'.includes(shown[0] ?? '') && shown[1] === r[1]) {
      notes.push({
        ar: `وفاؤه «و» محذوفة: تُحذف واو المثال في مضارع يَفْعِلُ وأمره (يَوْجِدُ ← يَجِدُ)`,
        en: `its first radical w (و) has fallen: an assimilated verb of yafʿilu drops it in the present and the imperative (yawjidu → yajidu)`,
      });
      return;
    }
    notes.push({
      ar: `و${PLACE[i]!.ar} «${ch}» لا تظهر بصورتها في هذه الصيغة بسبب الإعلال`,
      en: `${PLACE[i]!.en} ${LATIN[ch]} (${ch}) does not show as itself in this form, by the weak-letter rules`,
    });
  });
  return notes.length ? { ar: notes.map((n) => n.ar).join('، '), en: notes.map((n) => n.en).join('; ') } : null;
}
