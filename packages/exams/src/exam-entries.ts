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
import { thirdPersonOnly } from '@tasreef/contracts/verb-usage';
import { MULHAQ, type Mulhaq } from './mulhaq-data.ts';
import { INCOMPLETE_VERBS, LESSER_READINGS, NOT_DIRECTLY_TRANSITIVE, NO_IMPERATIVE_IN_USE, PERSON_OBJECT, TRANSITIVE_IN_USE } from './transitivity-data.ts';

const SAYS_TRANSITIVE = new Set(['y', 'transitive']);

/** Whether an exam may treat the verb as transitive. */
export function certainlyTransitive(e: Pick<LexiconEntry, 'id' | 'transitive' | 'sources'>): boolean {
  // كان and her sisters have no passive in use (a voice question on يَزَلْنَ tests nothing)
  if (e.transitive === false || Object.hasOwn(NOT_DIRECTLY_TRANSITIVE, e.id) || Object.hasOwn(INCOMPLETE_VERBS, e.id)) return false;
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
  if (!passiveInUse(e) || !personAsked(e, person)) return false;
  return !PERSONAL.test(person) || PERSON_OBJECT.has(e.id);
}

/**
 * Whether an exam asks the verb's passive in any person, or its passive participle: a verb certainly
 * transitive, and not one used in the third person only, whose subject is the thing that happens or
 * is possible (أَمْكَنَنِي الأَمْرُ، يُمْكِنُ أَنْ…): no agent stands behind it, so no passive is in use
 * (*أُمْكِنَتَا، *مُمْكَنٌ: review s23, items 4, 6 and 11).
 */
export const passiveInUse = (e: Pick<LexiconEntry, 'id' | 'transitive' | 'sources'>): boolean => certainlyTransitive(e) && !thirdPersonOnly(e.id);

/** The persons asked of a verb used in the third person only: the singular, whose subject is a thing, an event or an أَنْ clause. */
const THIRD_SINGULAR: ReadonlySet<string> = new Set(['3ms', '3fs']);

/**
 * Whether an exam asks or shows the verb's form for `person` in either voice. A verb used in the
 * third person only (THIRD_PERSON_ONLY, in contracts/verb-usage.ts) is asked in the third person singular: not the first or
 * second (*تَمَمْتُ، *حَدَثْتَ), not هُمْ, whose و is of people (*تَمُّوا), and not the dual or نون
 * النسوة, which its subjects do not take in use (*تُمْكِنَا، *يُمْكِنَّ: review s23, items 3 and 8).
 */
export const personAsked = (e: Pick<LexiconEntry, 'id'>, person: string): boolean => !thirdPersonOnly(e.id) || THIRD_SINGULAR.has(person);

/** Whether an exam shows or asks the verb's imperative (not of NO_IMPERATIVE_IN_USE: *اِعْنِ، *زَلْ; nor of a verb used in the third person only: *تِمَّ). */
export const imperativeAsked = (e: Pick<LexiconEntry, 'id'>): boolean => !Object.hasOwn(NO_IMPERATIVE_IN_USE, e.id) && !thirdPersonOnly(e.id);

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

/**
 * Verbs spelt, without marks, as a more frequent word of their own root, so that the frequency
 * list's count of that spelling may not be theirs: a form-I verb and its form-II twin or a reading of another bab
 * (بَدَلَ / بَدَّلَ، both بدل; a count the list gave both readings), and a hollow root's form II and the form I's masdar فَعْل (شَوَّفَ / شَوْف of
 * شَافَ). Not a rule the exam applies: sharing every such count out by the counts (tried) drops
 * عَلَّمَ، ذَكَّرَ، قَدِمَ، رَكِبَ with the rare ones, since many form-II counts are of a spelling with
 * its shadda. It lists the verbs to read; those found not in use in that sense are LESSER_READINGS.
 */
export function twinSpelled(entries: readonly LexiconEntry[]): LexiconEntry[] {
  const byRoot = new Map<string, LexiconEntry[]>();
  for (const e of entries) byRoot.set(e.root, [...(byRoot.get(e.root) ?? []), e]);
  const twin = (p: string) => p === 'I' || p === 'II';
  return entries.filter((e) => {
    if (e.freq === null || !twin(e.pattern)) return false;
    const r = [...e.root];
    const hollowII = e.pattern === 'II' && r.length === 3 && (r[1] === '\u0648' || r[1] === '\u064A') && spelling(e.lemma) === e.root;
    return (byRoot.get(e.root) ?? []).some(
      (w) =>
        w.id !== e.id &&
        w.freq !== null &&
        ((twin(w.pattern) && spelling(w.lemma) === spelling(e.lemma) && w.freq >= e.freq!) || (hollowII && w.pattern === 'I' && w.freq > e.freq!)),
    );
  });
}

/** A masdar without its case ending, NFC. */
const stem = (m: string): string =>
  m
    .normalize('NFC')
    .replace(/[\u064B-\u0650\u0652]+$/u, '')
    .replace(/\u064B?\u0649$/u, '\u0649');
const F = '[^\u064B-\u0652\u0627]';
/** فِعْلَة (خِدْمَة، إِكْلَة) and a lafif's فِعْلَة with its weak letters merged (طِيَّة): the measure of the noun of manner (اسم الهيئة). */
const FILA = new RegExp(`^${F}\u0650(?:${F}\u0652${F}\u064E|\u064A\u064E\u0651)\u0629$`, 'u');
/** فَعَل (طَوًى، فَرَح): the regular masdar of an intransitive فَعِلَ. */
const FAAL = new RegExp(`^${F}\u064E${F}\u064E?(?:${F}|\u0649)$`, 'u');

/** تَفْعَال (تَرْدَاد، تَرْحَال): the masdar of repetition (للتكثير), right but never the one a teacher writes first. */
const TAFAAL = new RegExp(`^\u062A\u064E${F}\u0652${F}\u064E\u0627${F}$`, 'u');

/**
 * A form-I verb's masdars as an exam accepts them (the sources pool the masdars of a spelling):
 * - a فَعَل that another form-I reading of the root on فَعِلَ lists (its regular masdar) is that
 *   reading's, not this one's: طَوًى is the masdar of طَوِيَ يَطْوَى "go hungry", not of طَوَى يَطْوِي;
 * - a فِعْلَة (طِيَّة "a way of folding", إِكْلَة) given after another masdar and by the classical
 *   lists only is the noun of manner, not the masdar (خِدْمَة, ElixirFM's masdar of خَدَمَ, stays).
 * The verb keeps its first masdar; a تَفْعَال (تَرْدَاد) is accepted but never the key. What is set aside is neither accepted nor offered as wrong.
 * Tried and left: a masdar two readings list going to the one with more sources took نَشَاط from
 * نَشِطَ and قُرْب from قَرُبَ.
 */
export function examMasdars(entries: readonly LexiconEntry[]): { masdars: string[][]; setAside: string[][] } {
  const groups = new Map<string, LexiconEntry[]>();
  for (const e of entries) {
    if (e.pattern !== 'I') continue;
    groups.set(e.root, [...(groups.get(e.root) ?? []), e]);
  }
  const masdars: string[][] = [];
  const setAside: string[][] = [];
  for (const e of entries) {
    if (e.pattern !== 'I' || e.masdars.length < 2) {
      masdars.push(e.masdars);
      setAside.push([]);
      continue;
    }
    const twins = (groups.get(e.root) ?? []).filter((o) => o.id !== e.id && o.past_vowel === 'i');
    const othersRegular = (m: string) => e.past_vowel !== 'i' && FAAL.test(stem(m)) && twins.some((o) => o.masdars.includes(m));
    const manner = (m: string) => FILA.test(stem(m)) && !(e.sources.masdars[m] ?? []).includes('elixir');
    const keep = e.masdars.filter((m, i) => i === 0 || (!othersRegular(m) && !manner(m)));
    // the key is the first: a تَفْعَال goes after the verb's other masdars (رَدٌّ before تَرْدَاد)
    keep.sort((a, b) => Number(TAFAAL.test(stem(a))) - Number(TAFAAL.test(stem(b))));
    masdars.push(keep);
    setAside.push(e.masdars.filter((m) => !keep.includes(m)));
  }
  return { masdars, setAside };
}

const asideById = new Map<string, readonly string[]>();

/** A form-I verb's masdars the exam set aside (another bab's, the noun of manner): not accepted, not offered as wrong. */
export const setAsideMasdars = (id: string): readonly string[] => asideById.get(id) ?? [];

/** The exam's view of each entry (same order, same ids). */
export function examEntries(entries: readonly LexiconEntry[]): LexiconEntry[] {
  const freq = examFrequencies(entries);
  const { masdars, setAside } = examMasdars(entries);
  setAside.forEach((a, i) => {
    if (a.length > 0) asideById.set(entries[i]!.id, a);
  });
  return entries.map((e, i) => ({ ...e, freq: freq[i] ?? null, masdars: masdars[i]! }));
}

/** The pattern's own template verb (فَعَلَ، فَاعَلَ، اِفْتَعَلَ … of ف ع ل; فَعْلَلَ of ف ع ل ل): never a test verb. */
export const isTemplateVerb = (e: Pick<LexiconEntry, 'root'>): boolean => e.root === 'فعل' || e.root === 'فعلل';

/**
 * A verb the lexicon files under four letters that are a triliteral root and one added letter
 * (mulhaq-data.ts: سَيْطَرَ فَيْعَلَ from س ط ر), or undefined. Its root, pattern and kind of verb are not
 * asked: the lexicon's four "radicals" would make the key wrong (review s24, c3).
 */
export const mulhaqOf = (e: Pick<LexiconEntry, 'root' | 'pattern'>): Mulhaq | undefined => (e.pattern.startsWith('Q') ? MULHAQ[e.root] : undefined);
