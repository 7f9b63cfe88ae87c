/**
 * The lexicon as the exam generator reads it: what an exam may ask is narrower than what the
 * conjugation tables show.
 *
 * - Transitivity (`certainlyTransitive`): a verb's passive (personal or impersonal) and its bare
 *   passive participle are asked only when its transitivity is certain: the sources say
 *   transitive and none says intransitive or "either", or the verb is in TRANSITIVE_IN_USE
 *   (transitivity-data.ts), and it is not in NOT_DIRECTLY_TRANSITIVE (a complement through a
 *   preposition: أَشَارَ إِلَى). The first and second person of the passive only when its object can
 *   be a person (PERSON_OBJECT: `passiveAsked`). The engine still conjugates the verb as the
 *   tables do, so that a form the tables give two readings is still seen as ambiguous.
 * - Frequency: the count of a reading, not of its spelling (كَانَ يَكِينُ does not share كَانَ
 *   يَكُونُ's count: examFrequencies).
 * - Masdars: a form-I masdar on مَفْعُول (رَفَعَ: مَرْفُوعٌ) is the passive participle, which a
 *   source lists among the masdars (a few, such as مَوْعُودٌ، مَيْسُورٌ, are masdars in the classical
 *   dictionaries, none in use): never the key or an accepted answer, never offered as wrong either
 *   (noun-forms.ts, masdar.ts).
 */
import { readingWeight, type LexiconEntry } from '@tasreef/lexicon';
import { LESSER_READINGS, NOT_DIRECTLY_TRANSITIVE, PERSON_OBJECT, TRANSITIVE_IN_USE } from './transitivity-data.ts';

const SAYS_TRANSITIVE = new Set(['y', 'transitive']);

/** Whether an exam may treat the verb as transitive. */
export function certainlyTransitive(e: Pick<LexiconEntry, 'id' | 'transitive' | 'sources'>): boolean {
  if (e.transitive === false || Object.hasOwn(NOT_DIRECTLY_TRANSITIVE, e.id)) return false;
  if (TRANSITIVE_IN_USE.has(e.id)) return true;
  const said = Object.values(e.sources.transitive);
  // Arramooz and Sarf mark most verbs "both"; Arramooz's plain "y" beside Sarf's "both" is the common case of a transitive verb
  const arramooz = e.sources.transitive.arramooz;
  if (arramooz !== undefined) return SAYS_TRANSITIVE.has(arramooz) && e.sources.transitive.sarf !== 'intransitive';
  return said.length > 0 && said.every((s) => SAYS_TRANSITIVE.has(s));
}

/** The persons whose subject is a person: the first, the second, and the masculine plural (its و is of rational beings: كُتِبُوا is said of people, never of letters). */
const PERSONAL = /^(?:[12]|3mp$)/u;

/**
 * Whether an exam asks the passive of the verb for `person` (`1s`, `3fp` …): the third person of a
 * verb certainly transitive, the first and second (and the masculine plural, هُمْ) only when its
 * object can be a person (PERSON_OBJECT: ضُرِبْتُ، أُكْرِمْنَا، ضُرِبُوا; not *نُشَنُّ، *نُقَلْ، *تُسَهَّلِينَ، *قِيلُوا).
 */
export function passiveAsked(e: Pick<LexiconEntry, 'id' | 'transitive' | 'sources'>, person: string): boolean {
  if (!certainlyTransitive(e)) return false;
  return !PERSONAL.test(person) || PERSON_OBJECT.has(e.id);
}

/** مَفْعُول written out: مَـ C ْ C ُ و C (with or without its case ending). */
const MAFUL = /^\u0645\u064E.\u0652.\u064F\u0648.[\u064B-\u0652]*$/u;
export const isMafulShape = (form: string): boolean => MAFUL.test(form.normalize('NFC'));

/**
 * The spelling the frequency list counts: no short vowels, no shadda, a last ا or ى alike. عَادَّ
 * "vie in number" is spelt عاد as عَادَ "return" is, and got its count whole.
 */
export const spelling = (lemma: string): string => lemma.replace(/[\u064B-\u0652\u0670]/gu, '').replace(/\u0627$/u, '\u0649');

/** A reading's weight among the homographs sharing its count; a lesser reading weighs as an uncurated one. */
const weightOf = (e: LexiconEntry): number => (LESSER_READINGS.has(e.id) ? 1 : readingWeight(e));

/** A homograph whose weight is at most this share of the heaviest reading's is a rare reading, whatever its spelling's count. */
export const MINOR_READING_SHARE = 0.1;

/**
 * Each reading's count, from its spelling's count (the frequency list counts spellings).
 * Readings spelt alike carry one count between them: كَانَ يَكُونُ and كَانَ يَكِينُ, and the
 * defective verbs whose past ends in ا or ى (عَنَا يَعْنُو / عَنَى يَعْنِي، أَتَا / أَتَى، تَلَا / تَلَى),
 * to which the frequency list gave one spelling's count. The count is shared out by the readings'
 * weights (@tasreef/lexicon readingWeight: a curated dictionary's reading outweighs the classical
 * lists' ones); a reading far lighter than the heaviest (a classical bab of a common verb: كَانَ
 * يَكِينُ، قَادَ يَقِيدُ) gets none: it is rare, as learners meet it.
 */
export function examFrequencies(entries: readonly LexiconEntry[]): Array<number | null> {
  const freq: Array<number | null> = entries.map((e) => e.freq);
  const groups = new Map<string, number[]>();
  entries.forEach((e, i) => {
    if (e.freq === null) return;
    const key = `${spelling(e.lemma)}\u0000${e.freq}`;
    const g = groups.get(key);
    if (g) g.push(i);
    else groups.set(key, [i]);
  });
  for (const g of groups.values()) {
    if (g.length < 2) {
      if (LESSER_READINGS.has(entries[g[0]!]!.id)) freq[g[0]!] = null;
      continue;
    }
    const weights = g.map((i) => weightOf(entries[i]!));
    const heaviest = Math.max(...weights);
    const total = weights.reduce((a, b) => a + b, 0);
    g.forEach((i, k) => {
      freq[i] = weights[k]! <= heaviest * MINOR_READING_SHARE ? null : (entries[i]!.freq! * weights[k]!) / total;
    });
  }
  return freq;
}

/** The exam's view of each entry (same order, same ids). */
export function examEntries(entries: readonly LexiconEntry[]): LexiconEntry[] {
  const freq = examFrequencies(entries);
  return entries.map((e, i) => ({ ...e, freq: freq[i] ?? null }));
}

/** The pattern's own template verb (فَعَلَ، فَاعَلَ، اِفْتَعَلَ … of ف ع ل; فَعْلَلَ of ف ع ل ل): never a test verb. */
export const isTemplateVerb = (e: Pick<LexiconEntry, 'root'>): boolean => e.root === 'فعل' || e.root === 'فعلل';
