/** Where the lexicon sources are read from and where the built artifacts go. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root: the nearest directory above this module whose package.json is Tasreef's
 * workspace root. Found by walking up rather than by a fixed `../../..` because this module also
 * runs from the server's bundle (apps/server/build/server.mjs, ADR 0015).
 */
export function findRepoRoot(fromUrl: string): string {
  let dir = path.dirname(fileURLToPath(fromUrl));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'tasreef') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no Tasreef workspace (package.json named "tasreef") above ${fileURLToPath(fromUrl)}`);
    dir = parent;
  }
}

export const REPO_ROOT = findRepoRoot(import.meta.url);

export function lexiconDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(REPO_ROOT, env.LEXICON_DIR ?? path.resolve(REPO_ROOT, '../shared/lexicon'));
}

/** LEXICON_CACHE_DIR (the server's setting, so tests, CLIs and the server share one build), else `${DATA_DIR}/lexicon`. */
export function artifactDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.LEXICON_CACHE_DIR) return path.resolve(REPO_ROOT, env.LEXICON_CACHE_DIR);
  return path.resolve(REPO_ROOT, env.DATA_DIR ?? 'data', 'lexicon');
}

/** Engine sources whose change must rebuild the artifacts (forms come from the engine). */
export const ENGINE_DIR = path.resolve(REPO_ROOT, 'packages/morphology/src');
export const LEXICON_SRC_DIR = path.resolve(REPO_ROOT, 'packages/lexicon/src');
