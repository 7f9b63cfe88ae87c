/**
 * One verb, two entries. The sources file some verbs twice, and search then showed them twice:
 *
 * - **Under two babs.** A source that reads a hollow or doubled verb off its surface (fatha in the
 *   past and in the present: خَافَ يَخَافُ، مَسَّ يَمَسُّ) files it under فَعَلَ يَفْعَلُ (bab 3), where
 *   another files it under فَعِلَ يَفْعَلُ (bab 4). Bab 3 needs a throat letter as second or third
 *   radical (same-verb-data.ts): without one, the bab-3 entry (which conjugated the past wrongly,
 *   خُفْتُ for خِفْتُ) is folded into its bab-4 twin of the same root, past and present. A bab-3 verb
 *   without a twin (أَبَى يَأْبَى) stays as its sources give it.
 * - **Under two roots.** Sarf lists the augmented forms of a weak root under both its و and its ي
 *   spelling (أَجْرَى يُجْرِي under جرو and جري). Entries of one pattern whose tables are the same,
 *   slot for slot, are one verb: folded into the one the sources say most about, which keeps the
 *   other root as an alternate root (search by root finds it there).
 *
 * The kept entry takes what the folded one's sources say (senses, masdars, sources, frequency,
 * transitivity where its own is missing) and answers to its id as an alias.
 */
import { createHash } from 'node:crypto';
import { stripMarks, type Conjugation } from '@tasreef/morphology';
import type { LexiconEntry, SourceId } from '../types.ts';
import { readingWeight } from '../search/reading-frequency.ts';
import { addUnique } from './merge.ts';
import { THROAT_LETTERS } from './same-verb-data.ts';

/** A bab-3 entry whose second and third radicals are not throat letters. */
export function bab3WithoutThroat(e: Pick<LexiconEntry, 'pattern' | 'bab' | 'root'>): boolean {
  if (e.pattern !== 'I' || e.bab !== 3) return false;
  const [, second, third] = [...e.root];
  return !THROAT_LETTERS.has(second!) && !THROAT_LETTERS.has(third!);
}

/** A verb's tables as a short key: two verbs with the same key conjugate alike, slot for slot. */
export function tablesKey(slots: Conjugation): string {
  return createHash('sha1').update(JSON.stringify(slots)).digest('base64');
}

/** What the plan needs of an accepted verb. */
export type VerbShape = Pick<LexiconEntry, 'root' | 'pattern' | 'bab' | 'lemma' | 'present' | 'glosses' | 'sources'> & { tables: string };

/**
 * The folds to make, as positions in `shapes`: folded → kept. A verb folded is never kept, and a
 * verb kept is never folded.
 */
export function planFolds(shapes: readonly VerbShape[]): Map<number, number> {
  const folds = new Map<number, number>();
  const surface = (s: VerbShape): string => `${s.root}\u0000${s.lemma}\u0000${s.present ?? ''}`;
  const bab4 = new Map<string, number>();
  shapes.forEach((s, i) => {
    if (s.pattern === 'I' && s.bab === 4) bab4.set(surface(s), i);
  });
  shapes.forEach((s, i) => {
    if (!bab3WithoutThroat(s)) return;
    const twin = bab4.get(surface(s));
    if (twin !== undefined) folds.set(i, twin);
  });
  const byTables = new Map<string, number[]>();
  shapes.forEach((s, i) => {
    if (folds.has(i)) return;
    const key = `${s.pattern}\u0000${s.tables}`;
    const same = byTables.get(key);
    if (same) same.push(i);
    else byTables.set(key, [i]);
  });
  for (const same of byTables.values()) {
    if (same.length < 2) continue;
    // the verb the sources say most about; on a tie, the first
    const kept = same.reduce((best, i) => (weight(shapes[i]!) > weight(shapes[best]!) ? i : best));
    for (const i of same) if (i !== kept) folds.set(i, kept);
  }
  // a bab-3 twin whose bab-4 verb is itself folded goes to where that verb goes
  for (const [from, into] of folds) {
    let target = into;
    while (folds.has(target)) target = folds.get(target)!;
    folds.set(from, target);
  }
  return folds;
}

const weight = (s: VerbShape): number => readingWeight(s) * 10 + s.sources.entry.length;

/** Folds `from` into `into` (in place): senses, masdars, sources, frequency, transitivity, root, id. */
export function foldInto(into: LexiconEntry, from: LexiconEntry): void {
  addUnique(into.glosses, from.glosses);
  const bare = new Set(into.masdars.map(stripMarks));
  for (const m of from.masdars) {
    if (bare.has(stripMarks(m))) continue;
    bare.add(stripMarks(m));
    into.masdars.push(m);
    into.sources.masdars[m] = [...(from.sources.masdars[m] ?? [])];
  }
  addUnique(into.sources.entry, from.sources.entry);
  addUnique<SourceId>(into.sources.glosses, from.sources.glosses);
  addUnique(into.sources.source_ids, from.sources.source_ids);
  if (into.freq === null && from.freq !== null) {
    into.freq = from.freq;
    into.sources.freq = [...from.sources.freq];
  }
  if (into.transitive === null) into.transitive = from.transitive;
  addUnique(
    into.alt_roots,
    [from.root, ...from.alt_roots].filter((r) => r !== into.root),
  );
  into.aliases = [...(into.aliases ?? []), from.id, ...(from.aliases ?? [])];
}
