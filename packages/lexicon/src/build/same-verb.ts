/**
 * One verb filed under two babs. A source that reads a hollow or doubled verb off its surface
 * (fatha in the past, fatha in the present: خَافَ يَخَافُ، مَسَّ يَمَسُّ) files it under فَعَلَ يَفْعَلُ
 * (bab 3), where another source files the same verb under فَعِلَ يَفْعَلُ (bab 4). Both entries then
 * have the same past and present, and search showed the verb twice; the bab-3 one also conjugated
 * the past wrongly (خُفْتُ for خِفْتُ). Bab 3 needs a throat letter as second or third radical
 * (same-verb-data.ts); without one, the bab-3 entry is folded into its bab-4 twin, which keeps
 * what both sources say (senses, masdars, sources) and answers to the other id as an alias.
 *
 * Only a twin with the same past and present is folded: a bab-3 verb without a throat letter that
 * has no bab-4 twin (أَبَى يَأْبَى) stays as its sources give it.
 */
import { stripMarks } from '@tasreef/morphology';
import type { LexiconEntry, SourceId } from '../types.ts';
import { THROAT_LETTERS } from './same-verb-data.ts';

/** A bab-3 entry whose second and third radicals are not throat letters. */
export function bab3WithoutThroat(e: Pick<LexiconEntry, 'pattern' | 'bab' | 'root'>): boolean {
  if (e.pattern !== 'I' || e.bab !== 3) return false;
  const [, second, third] = [...e.root];
  return !THROAT_LETTERS.has(second!) && !THROAT_LETTERS.has(third!);
}

function addUnique<T>(target: T[], values: readonly T[]): void {
  for (const v of values) if (!target.includes(v)) target.push(v);
}

/** Folds `from` into `into` (in place): senses, masdars, sources, frequency, transitivity, the id. */
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
  into.aliases = [...(into.aliases ?? []), from.id, ...(from.aliases ?? [])];
}

/**
 * Returns the entries without the bab-3 twins folded into their bab-4 entries (which it changes in
 * place), and the folds made (`from` id → `into` id), in the entries' order.
 */
export function foldSameVerbs(entries: readonly LexiconEntry[]): { entries: LexiconEntry[]; folded: Array<{ from: string; into: string }> } {
  const bab4 = new Map<string, LexiconEntry>();
  const key = (e: LexiconEntry): string => `${e.root}\u0000${e.lemma}\u0000${e.present ?? ''}`;
  for (const e of entries) if (e.pattern === 'I' && e.bab === 4) bab4.set(key(e), e);
  const folded: Array<{ from: string; into: string }> = [];
  const kept = entries.filter((e) => {
    if (!bab3WithoutThroat(e)) return true;
    const twin = bab4.get(key(e));
    if (!twin) return true;
    foldInto(twin, e);
    folded.push({ from: e.id, into: twin.id });
    return false;
  });
  return { entries: kept, folded };
}
