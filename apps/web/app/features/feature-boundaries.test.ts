import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A feature folder reaches another feature only through contracts, lib/ or components/ (house
 * style, issue 35). The imports across features that remain are listed here, one per importing
 * file and imported file; a new one fails, and so does an entry that no longer exists, so the
 * list can only shrink.
 */
const ALLOWED: readonly string[] = [];

const FEATURES = dirname(fileURLToPath(import.meta.url));
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)'([^']+)'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** `features/X/file -> features/Y/file` for every import from one feature folder into another. */
export function crossFeatureImports(root: string = FEATURES): string[] {
  const found = new Set<string>();
  for (const file of sourceFiles(root)) {
    const from = relative(root, file).split(sep);
    if (from.length < 2) continue; // a file beside the feature folders (this test) belongs to none
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      if (!spec!.startsWith('.')) continue;
      const to = relative(root, resolve(dirname(file), spec!)).split(sep);
      if (to[0] === '..' || to.length < 2 || to[0] === from[0]) continue;
      found.add(`${from.join('/')} -> ${to.join('/')}`);
    }
  }
  return [...found].sort();
}

describe('feature boundaries', () => {
  it('has no import from one feature folder into another beyond the allow-list', () => {
    expect(crossFeatureImports()).toEqual([...ALLOWED].sort());
  });
});
