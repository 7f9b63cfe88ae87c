import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CROSS_FEATURE_IMPORTS } from './cross-feature-imports.ts';

/**
 * A server feature folder reaches another feature only through packages/contracts, `lib/`, `http/`,
 * `db/`, `mail/` or `config.ts` (issue 35; the count of ADR 0065). The imports across features that
 * remain are listed in cross-feature-imports.ts, one per importing file and imported file: a new one
 * fails here, and so does a listed one that is gone, so the list can only shrink (a ratchet).
 */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');
const SHARED = new Set(['lib', 'http', 'db', 'mail', 'config.ts']);
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)'([^']+)'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(e.name) && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** `X/file -> Y/file` for every relative import from one feature folder of src/ into another one. */
export function crossFeatureImports(root: string = SRC): string[] {
  const found = new Set<string>();
  for (const file of sourceFiles(root)) {
    const from = relative(root, file).split(sep);
    if (from.length < 2) continue; // app.ts, server.ts: where the features are put together
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      if (!spec!.startsWith('.')) continue;
      const to = relative(root, resolve(dirname(file), spec!)).split(sep);
      if (to[0] === '..' || to[0] === from[0] || SHARED.has(to[0]!)) continue;
      found.add(`${from.join('/')} -> ${to.join('/')}`);
    }
  }
  return [...found].sort();
}

describe('server feature boundaries', () => {
  it('has no import from one feature folder into another beyond the ratchet list', () => {
    expect(crossFeatureImports()).toEqual([...CROSS_FEATURE_IMPORTS].sort());
  });

  it('finds an import into another feature, and none into lib/', () => {
    expect(CROSS_FEATURE_IMPORTS.some((i) => i.includes('-> lib/'))).toBe(false);
    expect(crossFeatureImports()).toContain('admin/routes.ts -> auth/present.ts');
  });
});
