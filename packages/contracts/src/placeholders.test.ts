import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogProblems, fillPlaceholders, placeholdersOf } from './placeholders.ts';

describe('fillPlaceholders', () => {
  it('fills named placeholders, numbers as written, and leaves the unknown and the undefined visible', () => {
    expect(fillPlaceholders('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(fillPlaceholders('{a}{a} {b}', { a: 'x', b: undefined })).toBe('xx {b}');
    expect(fillPlaceholders('no placeholder')).toBe('no placeholder');
    expect(fillPlaceholders('{n}%', { n: 0 })).toBe('0%');
  });

  it('never fills a placeholder from the prototype', () => {
    expect(fillPlaceholders('{constructor} {toString}', {})).toBe('{constructor} {toString}');
  });

  it('lists placeholders once each, sorted', () => {
    expect(placeholdersOf('{b} {a} {b} {{x}')).toEqual(['a', 'b', 'x']);
  });
});

describe('catalogProblems', () => {
  it('names a missing key, an empty text and differing placeholders, and lets a listed key differ', () => {
    const catalog = { en: { a: 'A {n}', b: 'B', c: 'C {x}', d: 'D {minutes}' }, ar: { a: 'أ', b: ' ', d: 'د' } };
    expect(catalogProblems(catalog, { d: 'Arabic writes the number in words' })).toEqual(['a: placeholders differ (en {n}, ar {})', 'b: empty text', 'c: missing in ar']);
  });
});

// One placeholder function (issue 35, item 6; ADR 0069): a second `{name}` filler must not grow
// back in the server, the web app or a package.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SEARCHED = ['apps/server/src', 'apps/web/app', 'packages'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name.startsWith('+') ? [] : sources(p);
    return /\.(ts|tsx|mts|mjs)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe('one placeholder function', () => {
  it('fills {name} in contracts/placeholders.ts only', () => {
    // a regular expression that matches `{word}` (or `{{word}}`), as a filler needs
    const filler = /\/\\\{\\?\{?\(\\w\+\)|\/\\\{\\\{|\.replace\([^)]*%s/;
    const found = SEARCHED.flatMap((dir) => sources(path.join(ROOT, dir)))
      .filter((file) => filler.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(ROOT, file))
      .sort();
    expect(found).toEqual(['packages/contracts/src/placeholders.ts']);
  });
});
