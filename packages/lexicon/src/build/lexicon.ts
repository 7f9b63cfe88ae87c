/** Builds the lexicon (merge + engine check) and reads/writes its artifact with a source stamp. */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Lexicon, SourceStamp } from '../types.ts';
import { ENGINE_DIR, LEXICON_SRC_DIR, REPO_ROOT } from '../paths.ts';
import { ADDITIONS_FILE } from './additions.ts';

export const LEXICON_FILE = 'lexicon.json';

function walk(dir: string, out: string[]): void {
  for (const name of readdirSync(dir)) {
    const f = path.join(dir, name);
    const s = statSync(f);
    if (s.isDirectory()) walk(f, out);
    else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) out.push(f);
  }
}

/**
 * Sizes and mtimes of the source files, and sizes and content hashes of the engine and lexicon code
 * that turns them into forms and keys: the server rebuilds the artifacts only when this stamp
 * changes. The code is named by its path in the repository and stamped by content, so another
 * checkout of the same code (a git worktree, a fresh clone: other paths, other mtimes) reuses the
 * build instead of rebuilding it, and a change of code rebuilds it whatever its mtime.
 */
export function sourceStamp(sourceFiles: readonly string[], additionsFile: string = ADDITIONS_FILE): SourceStamp {
  // Tasreef's own verbs (additions.ts) are data in the repository, stamped by content like the code
  const code: string[] = [additionsFile];
  walk(ENGINE_DIR, code);
  walk(path.join(LEXICON_SRC_DIR, 'build'), code);
  for (const f of ['analyze/forms.ts', 'analyze/text.ts', 'analyze/index-store.ts', 'analyze/stats.ts', 'analyze/clitics.ts']) code.push(path.join(LEXICON_SRC_DIR, f));
  const stamp: SourceStamp = {};
  for (const f of [...sourceFiles].sort()) {
    // an optional source (nouns.tsv) that is missing is stamped as missing
    if (!existsSync(f)) {
      stamp[f] = { size: -1, mtimeMs: 0 };
      continue;
    }
    const s = statSync(f);
    stamp[f] = { size: s.size, mtimeMs: Math.round(s.mtimeMs) };
  }
  for (const f of code.sort()) {
    const text = readFileSync(f);
    stamp[path.relative(REPO_ROOT, f).split(path.sep).join('/')] = { size: text.length, mtimeMs: 0, sha256: createHash('sha256').update(text).digest('hex') };
  }
  return stamp;
}

export function sameStamp(a: SourceStamp, b: SourceStamp): boolean {
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => b[k] !== undefined && b[k]!.size === a[k]!.size && b[k]!.mtimeMs === a[k]!.mtimeMs && b[k]!.sha256 === a[k]!.sha256);
}

/** The source files the build reads (for the stamp check before reading anything). */
export function sourceFiles(dir: string): string[] {
  const names = [
    'verbs.tsv',
    'nouns.tsv',
    'sarf/trilateral_unaugmented.tsv',
    'sarf/trilateral_augmented.tsv',
    'sarf/quadrilateral_unaugmented.tsv',
    'sarf/quadrilateral_augmented.tsv',
    'sarf/adjectives.tsv',
    'sarf/place_time.tsv',
    'sarf/intensive_nonstandard.tsv',
    'sarf/instrument_nonstandard.tsv',
    'sarf/masdar_mimi.tsv',
    'sarf/elative_roots.tsv',
  ];
  return names.map((n) => path.join(dir, n));
}

/** Writes through a temporary file so a reader never sees half an artifact. */
export function writeAtomic(file: string, data: string | Uint8Array): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, data);
  renameSync(tmp, file);
}

export function writeLexicon(outDir: string, lexicon: Lexicon): string {
  const file = path.join(outDir, LEXICON_FILE);
  writeAtomic(file, JSON.stringify(lexicon));
  return file;
}

export function readLexicon(outDir: string): Lexicon | null {
  const file = path.join(outDir, LEXICON_FILE);
  if (!existsSync(file)) return null;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Lexicon;
  return parsed.format === 2 ? parsed : null;
}
