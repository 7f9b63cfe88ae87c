/**
 * Verbs the lexicon files under a four-letter root that are mulhaq (ملحق بالرباعي): a triliteral root
 * with one added letter, conjugated like فَعْلَلَ (سَيْطَرَ فَيْعَلَ from س ط ر, جَهْوَرَ فَعْوَلَ from ج ه ر,
 * جَلْبَبَ فَعْلَلَ with its lām repeated, from ج ل ب). Their letters are not four radicals, so a question
 * on their root, pattern or kind of verb would teach a wrong analysis (review s24, c3).
 * Sources: W. Wright, A Grammar of the Arabic Language, vol. I (the quadriliteral verbs, and the
 * triliterals assimilated to them); Ibn Manẓūr, Lisān al-ʿArab, which files each under its three-letter
 * root (سيطر under سطر, هيمن under همن, حوقل under حقل, جورب under جرب…).
 * Keyed by the lexicon's root; `root` is the real root, `pattern` the QI-like pattern of the base verb
 * (its تَـ form, تَسَيْطَرَ, is تَفَيْعَلَ, and so on).
 */
export interface Mulhaq {
  root: string;
  pattern: string;
}

export const MULHAQ: Readonly<Record<string, Mulhaq>> = {
  سيطر: { root: 'سطر', pattern: 'فَيْعَلَ' },
  هيمن: { root: 'همن', pattern: 'فَيْعَلَ' },
  بيطر: { root: 'بطر', pattern: 'فَيْعَلَ' },
  بيقر: { root: 'بقر', pattern: 'فَيْعَلَ' },
  بيدر: { root: 'بدر', pattern: 'فَيْعَلَ' },
  شيطن: { root: 'شطن', pattern: 'فَيْعَلَ' },
  حوقل: { root: 'حقل', pattern: 'فَوْعَلَ' },
  جورب: { root: 'جرب', pattern: 'فَوْعَلَ' },
  صومع: { root: 'صمع', pattern: 'فَوْعَلَ' },
  كوثر: { root: 'كثر', pattern: 'فَوْعَلَ' },
  جهور: { root: 'جهر', pattern: 'فَعْوَلَ' },
  هرول: { root: 'هرل', pattern: 'فَعْوَلَ' },
  دهور: { root: 'دهر', pattern: 'فَعْوَلَ' },
  جلبب: { root: 'جلب', pattern: 'فَعْلَلَ' },
  شملل: { root: 'شمل', pattern: 'فَعْلَلَ' },
  قعسس: { root: 'قعس', pattern: 'فَعْلَلَ' },
  قلنس: { root: 'قلس', pattern: 'فَعْنَلَ' },
  سلقي: { root: 'سلق', pattern: 'فَعْلَى' },
  جعبي: { root: 'جعب', pattern: 'فَعْلَى' },
  حربي: { root: 'حرب', pattern: 'فَعْلَى' },
  مسكن: { root: 'سكن', pattern: 'مَفْعَلَ' },
};
