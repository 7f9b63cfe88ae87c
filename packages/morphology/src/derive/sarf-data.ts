/**
 * Loads the attested forms of the Sarf data base (LEXICON_DIR/sarf, see its README) so a caller
 * can pass them to `derive`. Node only (reads files): exported from the `./node` entry, never from
 * the browser-safe index.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BABS, type VerbInput } from '../types.ts';
import { parseRoot } from '../root.ts';
import type { AttestedNouns } from './derive.ts';

export interface SarfData {
  /** Attested masdars of a form-I verb (root + bab), vocalized, without case ending. */
  masdars(root: string, bab: number): string[];
  /** The `masdars` and `attested` fields to add to a verb before calling `derive`. */
  forVerb(verb: VerbInput): { masdars?: string[]; attested?: AttestedNouns };
  counts: Record<string, number>;
}

function readTsv(file: string): string[][] {
  const text = readFileSync(file, 'utf8');
  return text
    .split('\n')
    .slice(1)
    .filter((l) => l.trim() !== '')
    .map((l) => l.replace(/\r$/, '').split('\t'));
}

const split = (cell: string | undefined): string[] =>
  cell
    ? cell
        .split('|')
        .map((x) => x.trim())
        .filter(Boolean)
    : [];

function push(map: Map<string, string[]>, key: string, values: string[]): void {
  const list = map.get(key);
  if (list) list.push(...values.filter((v) => !list.includes(v)));
  else map.set(key, [...values]);
}

/** Reads the Sarf TSV files from `dir` (default: $LEXICON_DIR/sarf). */
export function loadSarfData(dir = path.join(process.env.LEXICON_DIR ?? path.resolve(process.cwd(), '../shared/lexicon'), 'sarf')): SarfData {
  const masdars = new Map<string, string[]>();
  for (const [root, bab, , , , m] of readTsv(path.join(dir, 'trilateral_unaugmented.tsv'))) push(masdars, `${root}|${bab}`, split(m));
  const mimi = new Map<string, string[]>();
  for (const [root, , word] of readTsv(path.join(dir, 'masdar_mimi.tsv'))) push(mimi, root!, split(word));
  const adjectives = new Map<string, string[]>();
  for (const [root, bab, , , f] of readTsv(path.join(dir, 'adjectives.tsv'))) push(adjectives, `${root}|${bab}`, split(f));
  const places = new Map<string, string[]>();
  for (const [root, bab, , , f] of readTsv(path.join(dir, 'place_time.tsv'))) push(places, `${root}|${bab}`, split(f));
  const intensive = new Map<string, string[]>();
  for (const [root, f] of readTsv(path.join(dir, 'intensive_nonstandard.tsv'))) push(intensive, root!, split(f));
  const instrument = new Map<string, string[]>();
  for (const [root, f] of readTsv(path.join(dir, 'instrument_nonstandard.tsv'))) push(instrument, root!, split(f));
  const elative = new Set(readTsv(path.join(dir, 'elative_roots.tsv')).map(([r]) => r!));

  return {
    counts: {
      masdars: masdars.size,
      masdar_mimi: mimi.size,
      adjectives: adjectives.size,
      place_time: places.size,
      intensive: intensive.size,
      instrument: instrument.size,
      elative: elative.size,
    },
    masdars: (root, bab) => masdars.get(`${root}|${bab}`) ?? [],
    forVerb(verb) {
      if (verb.pattern !== 'I') return {};
      const root = parseRoot(verb.root).join('');
      const bab = BABS.find((b) => b.past === verb.past_vowel && b.present === verb.present_vowel)?.bab;
      const attested: AttestedNouns = {};
      const m = mimi.get(root);
      if (m) attested.masdar_mimi = m;
      const adj = adjectives.get(`${root}|${bab}`);
      if (adj) attested.adjective = adj;
      const place = places.get(`${root}|${bab}`);
      if (place) attested.noun_of_place_time = place;
      const int = intensive.get(root);
      if (int) attested.intensive = int;
      const ins = instrument.get(root);
      if (ins) attested.noun_of_instrument = ins;
      if (elative.has(root)) attested.elative = true;
      const ms = bab === undefined ? [] : (masdars.get(`${root}|${bab}`) ?? []);
      return { ...(ms.length > 0 ? { masdars: ms } : {}), attested };
    },
  };
}
