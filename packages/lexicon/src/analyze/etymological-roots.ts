/**
 * Verbs the lexicon's sources file under a root other than the one their word comes from: the
 * analyzer gives the etymological root first and the sources' root after it (both, as the
 * dictionaries do). Data, each with its source; a verb not here keeps the sources' root.
 * Applied when the analyzer reads (the verb ids, made from the sources' root, stay as they are).
 */
export interface EtymologicalRoot {
  /** The lexicon entry: its lemma, pattern and the root the sources give. */
  lemma: string;
  pattern: string;
  filed: string;
  root: string;
  source: string;
}

export const ETYMOLOGICAL_ROOTS: readonly EtymologicalRoot[] = [
  { lemma: 'سَمَّى', pattern: 'II', filed: 'سمي', root: 'سمو', source: 'Lisān al-ʿArab, سما: «وسَمَّاه… من السُّمُوّ»; the plural أَسْمَاء and the diminutive سُمَيّ keep the و' },
  { lemma: 'تَسَمَّى', pattern: 'V', filed: 'سمي', root: 'سمو', source: 'Lisān al-ʿArab, سما: «وتَسَمَّى بكذا»' },
  { lemma: 'أَسْمَى', pattern: 'IV', filed: 'سمي', root: 'سمو', source: 'Lisān al-ʿArab, سما: «وأَسْماه» beside سَمَّاه' },
  { lemma: 'اِعْتَادَ', pattern: 'VIII', filed: 'عيد', root: 'عود', source: 'Lisān al-ʿArab, عود: «والعادة… واعْتادَه وتَعَوَّدَه»; اِعْتِيَاد beside عَادَة' },
];

const BY_KEY = new Map(ETYMOLOGICAL_ROOTS.map((r) => [`${r.lemma}|${r.pattern}|${r.filed}`, r.root]));

/** The roots to give for a lexicon verb: its etymological root first, then the others the sources give. */
export function rootsOf(e: { lemma: string; pattern: string; root: string; alt_roots: readonly string[] }): { root: string; alt_roots: string[] } {
  const etym = BY_KEY.get(`${e.lemma}|${e.pattern}|${e.root}`);
  if (etym === undefined) return { root: e.root, alt_roots: [...e.alt_roots] };
  return { root: etym, alt_roots: [e.root, ...e.alt_roots.filter((r) => r !== etym && r !== e.root)] };
}
