/** Where the lexicon sources are read from and where the built artifacts go. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file is packages/lexicon/src/paths.ts). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export function lexiconDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(REPO_ROOT, env.LEXICON_DIR ?? path.resolve(REPO_ROOT, '../shared/lexicon'));
}

export function artifactDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(REPO_ROOT, env.DATA_DIR ?? 'data', 'lexicon');
}

/** Engine sources whose change must rebuild the artifacts (forms come from the engine). */
export const ENGINE_DIR = path.resolve(REPO_ROOT, 'packages/morphology/src');
export const LEXICON_SRC_DIR = path.resolve(REPO_ROOT, 'packages/lexicon/src');
