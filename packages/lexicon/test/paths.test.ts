import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, artifactDir, findRepoRoot } from '../src/paths.ts';

describe('findRepoRoot', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'tasreef-paths-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('is the workspace root from a source file and from a bundle at another depth', () => {
    expect(REPO_ROOT).toBe(path.resolve(import.meta.dirname, '../../..'));
    expect(findRepoRoot(pathToFileURL(path.join(REPO_ROOT, 'apps/server/build/server.mjs')).href)).toBe(REPO_ROOT);
  });

  it('skips package.json files of other packages and fails clearly without a workspace', () => {
    const nested = path.join(scratch, 'outer/inner');
    mkdirSync(nested, { recursive: true });
    writeFileSync(path.join(scratch, 'outer/package.json'), JSON.stringify({ name: 'tasreef' }));
    writeFileSync(path.join(nested, 'package.json'), JSON.stringify({ name: '@tasreef/lexicon' }));
    expect(findRepoRoot(pathToFileURL(path.join(nested, 'x.mjs')).href)).toBe(path.join(scratch, 'outer'));
    expect(() => findRepoRoot(pathToFileURL(path.join(scratch, 'x.mjs')).href)).toThrow(/no Tasreef workspace/);
  });
});

describe('artifactDir', () => {
  it('is LEXICON_CACHE_DIR when set (shared with the server), else DATA_DIR/lexicon', () => {
    expect(artifactDir({ LEXICON_CACHE_DIR: '/tmp/lex-cache', DATA_DIR: '/tmp/d' })).toBe('/tmp/lex-cache');
    expect(artifactDir({ DATA_DIR: '/tmp/d' })).toBe('/tmp/d/lexicon');
  });
});
