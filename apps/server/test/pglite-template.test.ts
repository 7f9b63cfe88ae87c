import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf } from '../src/db/client.ts';
import { ensureTemplate, prepareDataDir } from '../src/db/pglite-template.ts';

const made: string[] = [];
afterEach(() => {
  for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
});
function scratch(): string {
  const d = mkdtempSync(path.join(tmpdir(), 'tasreef-tpl-'));
  made.push(d);
  return d;
}

describe('embedded database from a template cluster', () => {
  it('makes a fresh directory a cluster, and two made at once are independent databases', async () => {
    const root = scratch();
    const a = path.join(root, 'a', 'pglite');
    const b = path.join(root, 'b', 'pglite');
    await Promise.all([prepareDataDir(a), prepareDataDir(b)]);
    expect(readFileSync(path.join(a, 'PG_VERSION'), 'utf8').trim()).toMatch(/^\d+$/);
    expect(existsSync(path.join(b, 'PG_VERSION'))).toBe(true);
    const dbA = await openDatabase({ databaseUrl: null, pgliteDir: a });
    const dbB = await openDatabase({ databaseUrl: null, pgliteDir: b });
    try {
      await dbA.db.execute(sql`create table only_in_a (x int)`);
      const inB = rowsOf<{ n: number }>(await dbB.db.execute(sql`select count(*)::int as n from pg_tables where tablename = 'only_in_a'`));
      expect(inB[0]!.n).toBe(0);
      // one backend for one process: small shared buffers
      const sb = rowsOf<{ shared_buffers: string }>(await dbA.db.execute(sql`show shared_buffers`));
      expect(sb[0]!.shared_buffers).toBe('8MB');
    } finally {
      await dbA.close();
      await dbB.close();
    }
    // the template itself is never opened or changed
    const template = await ensureTemplate();
    expect(existsSync(path.join(template, 'PG_VERSION'))).toBe(true);
  });

  it('leaves an existing cluster and a foreign non-empty directory alone', async () => {
    const root = scratch();
    const dir = path.join(root, 'pglite');
    await prepareDataDir(dir);
    writeFileSync(path.join(dir, 'marker'), 'kept');
    await prepareDataDir(dir);
    expect(readFileSync(path.join(dir, 'marker'), 'utf8')).toBe('kept');
    const foreign = path.join(root, 'foreign');
    mkdirSync(foreign);
    writeFileSync(path.join(foreign, 'something'), 'not a database');
    await prepareDataDir(foreign);
    expect(existsSync(path.join(foreign, 'PG_VERSION'))).toBe(false);
    expect(readFileSync(path.join(foreign, 'something'), 'utf8')).toBe('not a database');
  });
});
