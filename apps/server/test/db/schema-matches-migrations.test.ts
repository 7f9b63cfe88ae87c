/**
 * The table files (src/db/*.ts, listed in drizzle.config.ts) and the SQL migrations say the same:
 * every table and column the code declares exists after migrating, with its type, nullability and
 * whether it has a default, and the migrations make no column the code does not know. Migrations
 * are generated from the table files, and nothing else checks that a hand edit kept them together.
 */
import { getTableColumns, getTableName, isTable, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import config from '../../drizzle.config.ts';
import { createTestApp } from '../helpers.ts';

type Made = Awaited<ReturnType<typeof createTestApp>>;
let t: Made;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.cleanup();
});

interface Declared {
  table: string;
  column: string;
  type: string;
  notNull: boolean;
  hasDefault: boolean;
}

/** Drizzle's SQL type names as information_schema spells them. */
function infoType(sqlType: string): string {
  const t = sqlType.toLowerCase();
  if (t.endsWith('[]')) return 'ARRAY';
  if (t === 'timestamp with time zone' || t === 'timestamp') return t === 'timestamp' ? 'timestamp without time zone' : t;
  if (t === 'serial') return 'integer';
  if (t === 'bigserial') return 'bigint';
  if (t.startsWith('numeric')) return 'numeric';
  if (t.startsWith('varchar')) return 'character varying';
  if (t === 'double precision' || t === 'real' || t === 'uuid' || t === 'jsonb' || t === 'json' || t === 'text' || t === 'boolean' || t === 'date') return t;
  if (t === 'integer' || t === 'smallint' || t === 'bigint') return t;
  return 'USER-DEFINED'; // pgEnum
}

async function declared(): Promise<Declared[]> {
  const out: Declared[] = [];
  const files = Array.isArray(config.schema) ? config.schema : [config.schema!];
  for (const file of files) {
    const mod = (await import(new URL(`../../${file.replace(/^\.\//, '')}`, import.meta.url).href)) as Record<string, unknown>;
    for (const value of Object.values(mod)) {
      if (!isTable(value)) continue;
      for (const col of Object.values(getTableColumns(value)) as PgColumn[]) {
        out.push({
          table: getTableName(value),
          column: col.name,
          type: infoType(col.getSQLType()),
          notNull: col.notNull,
          // an identity or a default is made by the database
          hasDefault: col.hasDefault || col.generatedIdentity !== undefined,
        });
      }
    }
  }
  return out;
}

describe('the table files and the migrations', () => {
  it('declare the same tables and columns, with the same types, nullability and defaults', async () => {
    const code = await declared();
    expect(code.length).toBeGreaterThan(100);
    const tables = [...new Set(code.map((c) => c.table))];
    const rows = (await t.app.database.db.execute(sql`
      select table_name as "table", column_name as "column", data_type as type,
             is_nullable = 'NO' as "notNull",
             (column_default is not null or is_identity = 'YES') as "hasDefault"
      from information_schema.columns
      where table_schema = 'public' and table_name in (${sql.join(
        tables.map((x) => sql`${x}`),
        sql`, `,
      )})
    `)) as unknown as { rows?: Declared[] } | Declared[];
    const db = (Array.isArray(rows) ? rows : (rows.rows ?? [])).map((r) => ({ ...r, notNull: Boolean(r.notNull), hasDefault: Boolean(r.hasDefault) }));
    const key = (c: Declared) => `${c.table}.${c.column}`;
    const byKey = new Map(db.map((c) => [key(c), c]));
    const mismatches = code.filter((c) => JSON.stringify(byKey.get(key(c))) !== JSON.stringify(c)).map((c) => ({ code: c, db: byKey.get(key(c)) ?? null }));
    expect(mismatches).toEqual([]);
    const known = new Set(code.map(key));
    expect(db.filter((c) => !known.has(key(c))).map(key)).toEqual([]);
  });

  it('know the same tables', async () => {
    const code = new Set((await declared()).map((c) => c.table));
    const res = (await t.app.database.db.execute(sql`
      select table_name as "table" from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'
    `)) as unknown as { rows?: { table: string }[] } | { table: string }[];
    const db = (Array.isArray(res) ? res : (res.rows ?? []))
      .map((r) => r.table) // the migration runner's own ledger (src/db/migrate.ts)
      .filter((x) => x !== 'schema_migrations');
    expect(db.filter((x) => !code.has(x)).sort()).toEqual([]);
    expect([...code].filter((x) => !db.includes(x)).sort()).toEqual([]);
  });
});
