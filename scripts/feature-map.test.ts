import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The feature map of docs/architecture.md (issue 35, item 10) cannot drift silently: every server
 * folder, contracts module, web feature folder, route file and page path of the code has its row,
 * and every path the map names exists.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const at = (...p: string[]) => path.join(ROOT, ...p);

const COLUMNS = ['feature', 'pages', 'route files', 'web', 'server', 'contracts', 'tests'] as const;
type Column = (typeof COLUMNS)[number];

function featureMap(): Record<Column, string[]>[] {
  const doc = readFileSync(at('docs/architecture.md'), 'utf8');
  const section = doc.split(/^## Feature map$/m)[1]?.split(/^## /m)[0] ?? '';
  const rows = section.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| feature |'));
  return rows.map((line) => {
    const cells = line.split('|').slice(1, -1);
    expect(cells, line).toHaveLength(COLUMNS.length);
    return Object.fromEntries(COLUMNS.map((c, i) => [c, [...cells[i]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!)])) as Record<Column, string[]>;
  });
}

const map = featureMap();
const named = (column: Column) => new Set(map.flatMap((row) => row[column]));
const dirs = (dir: string) =>
  readdirSync(at(dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

const routesTs = readFileSync(at('apps/web/app/routes.ts'), 'utf8');
const routeFiles = [...new Set([...routesTs.matchAll(/'routes\/([^']+\.tsx)'/g)].map((m) => m[1]!))];
const pagePaths = [...routesTs.matchAll(/route\('([^']+)'/g)].map((m) => m[1]!).filter((p) => p !== ':locale' && p !== '*');

describe('the feature map of docs/architecture.md', () => {
  it('has its rows', () => {
    expect(map.length).toBeGreaterThan(10);
  });

  it('names every server folder', () => {
    const missing = dirs('apps/server/src').filter((d) => !named('server').has(`${d}/`));
    expect(missing).toEqual([]);
  });

  it('names every contracts module', () => {
    const modules = readdirSync(at('packages/contracts/src')).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    expect(modules.filter((m) => !named('contracts').has(m))).toEqual([]);
  });

  it('names every web feature folder', () => {
    expect(dirs('apps/web/app/features').filter((d) => !named('web').has(`features/${d}/`))).toEqual([]);
  });

  it('names every route file and every page of routes.ts', () => {
    expect(routeFiles.length).toBeGreaterThan(50);
    expect(routeFiles.filter((f) => !named('route files').has(f))).toEqual([]);
    expect(pagePaths.filter((p) => !named('pages').has(p))).toEqual([]);
  });

  it('names only paths that exist', () => {
    const base: Partial<Record<Column, string>> = {
      'route files': 'apps/web/app/routes',
      web: 'apps/web/app',
      server: 'apps/server/src',
      contracts: 'packages/contracts/src',
      tests: '.',
    };
    const absent = Object.entries(base).flatMap(([column, dir]) => [...named(column as Column)].filter((p) => !existsSync(at(dir, p))).map((p) => `${column}: ${p}`));
    expect(absent).toEqual([]);
  });
});
