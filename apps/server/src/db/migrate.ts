import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '@tasreef/lexicon/paths';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from './client.ts';

export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'apps/server/src/db/migrations');

/** Any fixed number; all app instances take the same advisory lock so only one migrates at a time. */
const MIGRATION_LOCK = 72_737_265;

interface JournalEntry {
  idx: number;
  tag: string;
  when: number;
}

export interface Migration {
  tag: string;
  hash: string;
  statements: string[];
}

export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const journal = JSON.parse(readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return [...journal.entries]
    .sort((a, b) => a.idx - b.idx)
    .map((entry) => {
      const text = readFileSync(path.join(dir, `${entry.tag}.sql`), 'utf8');
      return {
        tag: entry.tag,
        hash: createHash('sha256').update(text).digest('hex'),
        statements: text
          .split('--> statement-breakpoint')
          .map((s) => s.trim())
          .filter((s) => s.length > 0),
      };
    });
}

/**
 * Applies the drizzle-kit SQL files not yet recorded in `schema_migrations`, in order, in one
 * transaction under an advisory lock. The same statements through the same drizzle API on PGlite
 * and on node-postgres, so both engines migrate identically. Returns the tags applied now.
 */
export async function migrate(db: Db, migrations: Migration[] = readMigrations()): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.execute(sql`create table if not exists schema_migrations (
      tag text primary key,
      hash text not null,
      applied_at timestamptz not null default now()
    )`);
    const result = await tx.execute(sql`select tag, hash from schema_migrations`);
    const applied = new Map(rowsOf<{ tag: string; hash: string }>(result).map((r) => [r.tag, r.hash]));
    const done: string[] = [];
    for (const migration of migrations) {
      const known = applied.get(migration.tag);
      if (known !== undefined) {
        if (known !== migration.hash) {
          throw new Error(`migration ${migration.tag} was changed after it was applied; add a new migration instead`);
        }
        continue;
      }
      for (const statement of migration.statements) await tx.execute(sql.raw(statement));
      await tx.execute(sql`insert into schema_migrations (tag, hash) values (${migration.tag}, ${migration.hash})`);
      done.push(migration.tag);
    }
    return done;
  });
}
