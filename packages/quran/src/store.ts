/**
 * The readings of the Quran's words as a server keeps them: one file, kept as the bytes it was read
 * as (one Buffer, outside the JavaScript heap), each distinct word's readings parsed only when asked.
 *
 * `${cacheDir}/quran/readings.tsv`:
 *   line 1: {"stamp": …, "format": 2, "distinct": N, "tokens": T}
 *   line 2: the T words of the text in order, each as the number of its distinct spelling (comma-separated)
 *   line 3: the words whose context changes their readings (context.ts, ADR 0077), comma-separated,
 *           each `position:first[:flags]` (the index of the reading put first; flags c: a construct,
 *           g: a name's fatha read as the genitive, i: a noun after لا of the whole kind, indefinite,
 *           a: a sound feminine plural's kasra read as the accusative)
 *   then N lines: `standard spelling <TAB> JSON array of its readings` (the likeliest first)
 *
 * Held this way the readings cost ~14 MB of resident memory instead of the ~250 MB of a parsed
 * object per reading and per word (ADR 0040); a word's readings are parsed in a few microseconds.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '@tasreef/lexicon/paths';
import { QURAN_SOURCE } from './data.ts';
import type { Reading, WordRef } from './analysis.ts';
import { withContext, type InContext } from './context.ts';

export const STORE_FORMAT = 6;

/** The store's file in a cache directory. */
export const storeFile = (cacheDir: string): string => path.join(cacheDir, 'quran', 'readings.tsv');

/** The sources the readings are computed by: this package, the lexicon's analyzer and the engine. */
export const READING_SOURCES = ['packages/quran/src', 'packages/lexicon/src', 'packages/morphology/src'];

function walk(dir: string, out: string[]): void {
  if (!existsSync(dir)) return;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')) out.push(p);
  }
}

let codeHash: string | null = null;

/**
 * What the cached readings depend on: the lexicon build, the text's version and the code that reads
 * the words. The sources are found from the repository's root, so the server's bundle and the
 * CLIs run by tsx compute the same stamp (a stamp that differed made each recompute and rewrite
 * the readings the other had written).
 */
export function quranStamp(lexiconBuiltAt: string): string {
  if (codeHash === null) {
    const files: string[] = [];
    for (const d of READING_SOURCES) walk(path.join(REPO_ROOT, d), files);
    const h = createHash('sha256');
    for (const f of files.sort()) h.update(path.relative(REPO_ROOT, f)).update(readFileSync(f));
    codeHash = h.digest('hex');
  }
  return createHash('sha256').update(lexiconBuiltAt).update(QURAN_SOURCE.version).update(`format ${STORE_FORMAT}`).update(codeHash).digest('hex').slice(0, 16);
}

export class ReadingStore {
  private constructor(
    readonly stamp: string,
    private readonly buf: Buffer,
    /** [start, end) of each distinct word's JSON in `buf`. */
    private readonly spans: Uint32Array,
    /** The distinct standard spellings, by number. */
    readonly standards: readonly string[],
    private readonly ids: ReadonlyMap<string, number>,
    /** The distinct spelling's number of each word of the text, in order. */
    readonly tokens: Uint32Array,
    /** The words (by position) whose context changes their readings' order. */
    private readonly context: ReadonlyMap<number, InContext>,
  ) {}

  /** The readings of the word at position p of the text, the first in its context first. */
  readingsAt(p: number): Reading[] {
    const rs = this.readings(this.tokens[p]!);
    const c = this.context.get(p);
    if (!c || !rs[c.first]) return rs;
    const first = withContext(rs[c.first]!, c);
    return [first, ...rs.filter((_, i) => i !== c.first)];
  }

  hasContext(p: number): boolean {
    return this.context.has(p);
  }

  /** The positions whose first reading the context chose (for verbCounts). */
  contextPositions(): IterableIterator<number> {
    return this.context.keys();
  }

  get size(): number {
    return this.standards.length;
  }

  idOf(standard: string): number | undefined {
    return this.ids.get(standard);
  }

  /** The readings of the distinct spelling `id`, likeliest first (parsed anew on each call). */
  readings(id: number): Reading[] {
    return JSON.parse(this.buf.toString('utf8', this.spans[2 * id]!, this.spans[2 * id + 1]!)) as Reading[];
  }

  readingsOf(standard: string): Reading[] {
    const id = this.ids.get(standard);
    return id === undefined ? [] : this.readings(id);
  }

  /** Every distinct spelling with its readings (parsed: for the CLIs and tests, not for a server). */
  toMap(): Map<string, Reading[]> {
    return new Map(this.standards.map((s, i) => [s, this.readings(i)]));
  }

  /** The store of `file` when its stamp is `stamp` and it is whole; else null. */
  static open(file: string, stamp: string): ReadingStore | null {
    if (!existsSync(file)) return null;
    let buf: Buffer;
    try {
      buf = readFileSync(file);
    } catch {
      return null;
    }
    const nl1 = buf.indexOf(10);
    if (nl1 < 0) return null;
    let header: { stamp?: string; format?: number; distinct?: number; tokens?: number };
    try {
      header = JSON.parse(buf.toString('utf8', 0, nl1)) as typeof header;
    } catch {
      return null;
    }
    if (header.stamp !== stamp || header.format !== STORE_FORMAT || !header.distinct || !header.tokens) return null;
    const nl2 = buf.indexOf(10, nl1 + 1);
    if (nl2 < 0) return null;
    const nl3 = buf.indexOf(10, nl2 + 1);
    if (nl3 < 0) return null;
    const context = new Map<number, InContext>();
    for (const item of buf.toString('utf8', nl2 + 1, nl3).split(',')) {
      if (item === '') continue;
      const [pos, first, flags = ''] = item.split(':');
      const p = Number(pos);
      const k = Number(first);
      if (!Number.isInteger(p) || !Number.isInteger(k) || p < 0 || k < 0 || !/^c?g?i?a?$/.test(flags)) return null;
      context.set(p, {
        first: k,
        construct: flags.includes('c'),
        ...(flags.includes('g') ? { genitive: true } : {}),
        ...(flags.includes('i') ? { indefinite: true } : {}),
        ...(flags.includes('a') ? { accusative: true } : {}),
      });
    }
    const tokens = new Uint32Array(header.tokens);
    let t = 0;
    let n = 0;
    for (let i = nl1 + 1; i < nl2; i++) {
      const c = buf[i]!;
      if (c === 44) {
        tokens[t++] = n;
        n = 0;
      } else n = n * 10 + (c - 48);
    }
    tokens[t++] = n;
    if (t !== header.tokens) return null;
    const spans = new Uint32Array(2 * header.distinct);
    const standards: string[] = [];
    const ids = new Map<string, number>();
    let start = nl3 + 1;
    for (let i = 0; i < header.distinct; i++) {
      const tab = buf.indexOf(9, start);
      const end = buf.indexOf(10, start);
      if (tab < 0 || end < 0 || tab > end) return null;
      const s = buf.toString('utf8', start, tab);
      standards.push(s);
      ids.set(s, i);
      spans[2 * i] = tab + 1;
      spans[2 * i + 1] = end;
      start = end + 1;
    }
    if (start !== buf.length) return null;
    for (const p of context.keys()) if (p >= tokens.length) return null;
    return new ReadingStore(stamp, buf, spans, standards, ids, tokens, context);
  }

  /** Writes the store of these words and readings (by rename, so a concurrent reader never sees half). */
  static write(file: string, stamp: string, words: readonly WordRef[], readings: ReadonlyMap<string, Reading[]>, context: ReadonlyMap<number, InContext> = new Map()): void {
    const ids = new Map<string, number>();
    const order: string[] = [];
    const tokens = words.map((w) => {
      let id = ids.get(w.standard);
      if (id === undefined) {
        id = order.length;
        ids.set(w.standard, id);
        order.push(w.standard);
      }
      return id;
    });
    const flags = (c: InContext): string => `${c.construct ? 'c' : ''}${c.genitive ? 'g' : ''}${c.indefinite ? 'i' : ''}${c.accusative ? 'a' : ''}`;
    const inContext = [...context].map(([p, c]) => `${p}:${c.first}${flags(c) ? `:${flags(c)}` : ''}`).join(',');
    const lines = [JSON.stringify({ stamp, format: STORE_FORMAT, distinct: order.length, tokens: tokens.length }), tokens.join(','), inContext];
    for (const s of order) lines.push(`${s}\t${JSON.stringify(readings.get(s) ?? [])}`);
    mkdirSync(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, `${lines.join('\n')}\n`);
    renameSync(tmp, file);
    // the first format's file (one JSON object, ADR 0034) is read by nothing any more
    rmSync(path.join(path.dirname(file), 'readings.json'), { force: true });
  }
}

export interface VerbCount {
  /** Words read (likeliest first) as a form of the verb itself. */
  verb: number;
  /** Words read as a noun derived from it (masdar, participle …). */
  derived: number;
}

/**
 * How many words of the text each lexicon verb accounts for, by each word's likeliest reading in
 * its context: as a
 * form of the verb itself, or as a noun derived from it (the verb pages and the exam criterion
 * "verbs of the Quran", ADR 0040). Each distinct spelling's readings are parsed once.
 */
export function verbCounts(store: ReadingStore): Map<string, VerbCount> {
  const perId: Array<{ verb: string; derived: boolean } | null> = [];
  for (let i = 0; i < store.size; i++) {
    const r = store.readings(i)[0];
    perId.push(r?.of === 'verb' && r.in_lexicon ? { verb: r.verb_id, derived: r.kind !== 'verb' } : null);
  }
  const out = new Map<string, VerbCount>();
  const atPosition = new Map<number, { verb: string; derived: boolean } | null>();
  for (const p of store.contextPositions()) {
    const r = store.readingsAt(p)[0];
    atPosition.set(p, r?.of === 'verb' && r.in_lexicon ? { verb: r.verb_id, derived: r.kind !== 'verb' } : null);
  }
  for (let p = 0; p < store.tokens.length; p++) {
    const v = atPosition.has(p) ? atPosition.get(p) : perId[store.tokens[p]!];
    if (!v) continue;
    let c = out.get(v.verb);
    if (!c) out.set(v.verb, (c = { verb: 0, derived: 0 }));
    if (v.derived) c.derived++;
    else c.verb++;
  }
  return out;
}

/** The size of the store's file in bytes (for the logs), or 0. */
export const storeBytes = (file: string): number => (existsSync(file) ? statSync(file).size : 0);
