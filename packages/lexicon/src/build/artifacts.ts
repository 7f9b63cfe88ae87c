/**
 * `lexicon:build`: merge the sources, check every entry with the engine, generate every form of
 * every verb and index them. Writes `lexicon.json` (entries, rejects, stamp) and `forms.bin` (the
 * index) under `${DATA_DIR}/lexicon/`. The verb conjugated for the check is reused for its forms.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Conjugation } from '@tasreef/morphology';
import type { Lexicon, LexiconEntry, RejectedEntry } from '../types.ts';
import { FormIndex, FormIndexBuilder, MAX_VERBS, posting, postingCode, postingVerb } from '../analyze/index-store.ts';
import { StatsCollector } from '../analyze/stats.ts';
import { generateForms, generateNounForms, nounCode } from '../analyze/forms.ts';
import { readNouns } from './nouns.ts';
import { looseKey, marksSignature, SIG_NONE } from '../analyze/text.ts';
import { LEXICON_SRC_DIR, artifactDir, lexiconDir } from '../paths.ts';
import { mergeSources } from './merge.ts';
import { ADDITIONS_FILE, readAdditions } from './additions.ts';
import { foldInto, planFolds, tablesKey, type VerbShape } from './same-verb.ts';
import { validateCandidate } from './validate.ts';
import { readLexicon, sameStamp, sourceFiles, sourceStamp, writeAtomic, writeLexicon } from './lexicon.ts';

export const INDEX_FILE = 'forms.bin';

export interface BuiltData {
  lexicon: Lexicon;
  index: FormIndex;
  /** Milliseconds: merge + check, forms + index, writing. */
  timings: { merge_check_ms: number; forms_ms: number; write_ms: number; total_ms: number };
  rebuilt: boolean;
}

/** Whether the form's last letter is ى or ة (hidden by the loose key, shown before a pronoun). */
function endsMaqsuraOrTa(form: string): boolean {
  for (let i = form.length - 1; i >= 0; i--) {
    const c = form.charCodeAt(i);
    if ((c >= 0x064b && c <= 0x065f) || c === 0x0670) continue;
    return c === 0x0649 || c === 0x0629;
  }
  return false;
}

/** The first masdar's citation form (masculine or feminine singular indefinite nominative). */
const MASDAR_CODES = new Set([nounCode('masdar', 0, 'masculine.singular.indefinite.nom'), nounCode('masdar', 0, 'feminine.singular.indefinite.nom'), nounCode('masdar', 0, null)]);

function candidateOrder(a: { root: string; pattern: string; bab: number | null }, b: typeof a): number {
  if (a.root !== b.root) return a.root < b.root ? -1 : 1;
  if (a.pattern !== b.pattern) return a.pattern < b.pattern ? -1 : 1;
  return (a.bab ?? 0) - (b.bab ?? 0);
}

export function buildAll(dir = lexiconDir(), onProgress?: (done: number, total: number) => void, additionsFile: string = ADDITIONS_FILE): Omit<BuiltData, 'rebuilt'> {
  const t0 = performance.now();
  const merged = mergeSources(dir, readAdditions(additionsFile));
  const candidates = merged.candidates.sort(candidateOrder);
  const entries: LexiconEntry[] = [];
  const rejects: RejectedEntry[] = [...merged.rejects];
  const ids = new Map<string, number>();
  const builder = new FormIndexBuilder();
  let formsMs = 0;
  const seen = new Map<string, number>();
  const stats = new StatsCollector();
  const indexVerb = (entry: LexiconEntry, slots: Conjugation): void => {
    const verbIndex = entries.length;
    entries.push(entry);
    const tf = performance.now();
    seen.clear();
    for (const f of generateForms(entry, slots)) {
      if (entry.masdar === null && MASDAR_CODES.has(f.code)) entry.masdar = f.form;
      stats.addVocalized(f.form, f.code, entry.transitive);
      const key = looseKey(f.form);
      const flag = endsMaqsuraOrTa(f.form);
      const dedupe = `${key}\u0000${f.code}\u0000${flag ? 1 : 0}`;
      const sig = marksSignature(f.form);
      const pair = seen.get(dedupe);
      if (pair !== undefined) builder.mergeSignature(pair, sig, SIG_NONE);
      else seen.set(dedupe, builder.add(key, posting(verbIndex, flag, f.code), sig));
    }
    formsMs += performance.now() - tf;
  };
  // One verb the sources file twice is one entry (same-verb.ts). A first pass sees every accepted
  // verb's tables; the second folds and indexes, so a verb is conjugated twice and its tables are
  // never all held at once.
  const shapes: VerbShape[] = [];
  /** per shape, the position of its candidate */
  const candidateOf: number[] = [];
  candidates.forEach((c, i) => {
    const r = validateCandidate(c);
    if ('reject' in r) return;
    shapes.push({ ...r.entry, tables: tablesKey(r.slots) });
    candidateOf.push(i);
  });
  /** candidate position → the candidate position it folds into */
  const folds = new Map<number, number>();
  for (const [from, into] of planFolds(shapes)) folds.set(candidateOf[from]!, candidateOf[into]!);
  const keptEntries = new Map<number, LexiconEntry>();
  const waiting = new Map<number, LexiconEntry[]>();
  candidates.forEach((c, i) => {
    const r = validateCandidate(c);
    if ('reject' in r) {
      rejects.push(r.reject);
      return;
    }
    const n = (ids.get(r.entry.id) ?? 0) + 1;
    ids.set(r.entry.id, n);
    if (n > 1) r.entry.id += `-${n}`;
    const into = folds.get(i);
    if (into !== undefined) {
      const kept = keptEntries.get(into);
      if (kept) foldInto(kept, r.entry);
      else waiting.set(into, [...(waiting.get(into) ?? []), r.entry]);
      return;
    }
    for (const from of waiting.get(i) ?? []) foldInto(r.entry, from);
    keptEntries.set(i, r.entry);
    indexVerb(r.entry, r.slots);
    if (onProgress && i % 2000 === 0) onProgress(i, candidates.length);
  });
  // the lexicon's own nouns, indexed after the verbs (a posting's index past the verbs is a noun)
  const tn = performance.now();
  const nouns = readNouns(dir);
  if (entries.length + nouns.length > MAX_VERBS) throw new Error(`too many entries for the index: ${entries.length} verbs + ${nouns.length} nouns`);
  nouns.forEach((noun, i) => {
    seen.clear();
    for (const f of generateNounForms(noun)) {
      stats.addVocalized(f.form, f.code, null);
      const key = looseKey(f.form);
      const flag = endsMaqsuraOrTa(f.form);
      const dedupe = `${key}\u0000${f.code}\u0000${flag ? 1 : 0}`;
      const sig = marksSignature(f.form);
      const pair = seen.get(dedupe);
      if (pair !== undefined) builder.mergeSignature(pair, sig, SIG_NONE);
      else seen.set(dedupe, builder.add(key, posting(entries.length + i, flag, f.code), sig));
    }
  });
  formsMs += performance.now() - tn;
  const index = builder.finish();
  const tf = performance.now();
  const transitiveOf = (p: number): boolean | null => entries[postingVerb(p)]?.transitive ?? null;
  for (let k = 0; k < index.keyCount; k++) {
    stats.addLoose(index.postings.subarray(index.offsets[k]!, index.offsets[k + 1]!), postingCode, transitiveOf);
  }
  formsMs += performance.now() - tf;
  const lexicon: Lexicon = {
    format: 2,
    built_at: new Date().toISOString(),
    stamp: sourceStamp([...merged.files, path.join(dir, 'nouns.tsv')], additionsFile),
    entries,
    nouns,
    rejects,
    stats: stats.finish(),
  };
  const total = performance.now() - t0;
  return {
    lexicon,
    index,
    timings: { merge_check_ms: Math.round(total - formsMs), forms_ms: Math.round(formsMs), write_ms: 0, total_ms: Math.round(total) },
  };
}

export function writeArtifacts(outDir: string, lexicon: Lexicon, index: FormIndex): void {
  writeAtomic(path.join(outDir, INDEX_FILE), index.serialize());
  // The lexicon is written last: its stamp vouches for the index beside it.
  writeLexicon(outDir, lexicon);
}

/**
 * The lexicon and its index: read from `${DATA_DIR}/lexicon/` when the stamp of the sources (and of
 * the engine code) is unchanged, otherwise rebuilt and written.
 */
export function loadOrBuild(options: { dir?: string; outDir?: string; force?: boolean; inChild?: boolean; additions?: string } = {}): BuiltData {
  const outDir = options.outDir ?? artifactDir();
  const dir = options.dir ?? lexiconDir();
  const additions = options.additions ?? ADDITIONS_FILE;
  if (!options.force) {
    const ready = tryLoad(dir, outDir, additions);
    if (ready) return ready;
  }
  // One builder at a time (test workers, server and CLI may start together); the others wait and load.
  return withBuildLock(outDir, () => {
    if (!options.force) {
      const ready = tryLoad(dir, outDir, additions);
      if (ready) return ready;
    }
    if (options.inChild && additions === ADDITIONS_FILE) {
      // A long-running process (the server) builds in a child: the build's garbage (~1 GB at its
      // peak) never becomes part of the server's resident memory.
      const t0 = performance.now();
      const r = spawnSync(process.execPath, ['--import', 'tsx', BUILD_CLI], {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, LEXICON_DIR: dir, LEXICON_CACHE_DIR: outDir },
      });
      const loaded = r.status === 0 ? tryLoad(dir, outDir, additions) : null;
      if (loaded) {
        const ms = Math.round(performance.now() - t0);
        return { ...loaded, rebuilt: true, timings: { ...loaded.timings, total_ms: ms } };
      }
    }
    return build(dir, outDir, additions);
  });
}

const BUILD_CLI = path.join(LEXICON_SRC_DIR, 'build/cli.ts');

function withBuildLock<T>(outDir: string, fn: () => T): T {
  mkdirSync(outDir, { recursive: true });
  const lock = path.join(outDir, '.build.lock');
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // a lock older than 10 minutes belongs to a builder that died
      try {
        if (Date.now() - statSync(lock).mtimeMs > 600_000) rmSync(lock, { recursive: true, force: true });
      } catch {
        /* gone meanwhile */
      }
      if (Date.now() - started > 900_000) throw new Error(`lexicon build lock ${lock} held too long`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
    }
  }
  try {
    return fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** The artifacts when they exist, are readable and match the sources; null means build them. */
function tryLoad(dir: string, outDir: string, additions: string): BuiltData | null {
  const t0 = performance.now();
  try {
    const existing = readLexicon(outDir);
    const indexFile = path.join(outDir, INDEX_FILE);
    if (!existing || !existsSync(indexFile) || !sameStamp(existing.stamp, sourceStamp(sourceFiles(dir), additions))) return null;
    const index = FormIndex.deserialize(readFileSync(indexFile));
    if (index.postings.length === 0 || existing.entries.length === 0) return null;
    const ms = Math.round(performance.now() - t0);
    return { lexicon: existing, index, rebuilt: false, timings: { merge_check_ms: 0, forms_ms: 0, write_ms: ms, total_ms: ms } };
  } catch {
    // a truncated or foreign file (a crash mid-write on another filesystem, a hand edit): rebuild
    return null;
  }
}

function build(dir: string, outDir: string, additions: string): BuiltData {
  const t0 = performance.now();
  const built = buildAll(dir, undefined, additions);
  const tw = performance.now();
  writeArtifacts(outDir, built.lexicon, built.index);
  built.timings.write_ms = Math.round(performance.now() - tw);
  built.timings.total_ms = Math.round(performance.now() - t0);
  return { ...built, rebuilt: true };
}
