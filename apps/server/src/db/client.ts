import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { prepareDataDir } from './pglite-template.ts';
import * as schema from './schema.ts';

/**
 * PGlite runs one backend for one process: 8 MB of shared buffers hold the accounts' working set;
 * PostgreSQL's default of 128 MB cost ~130 MB more resident memory (a deployment with many users
 * points DATABASE_URL at a PostgreSQL server).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=8MB'];

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The rows of a raw `execute` answer: both drivers answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** One database handle for the app, whichever engine is underneath. */
export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Runs `select 1`; throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres:// URL; null opens the embedded PGlite in `pgliteDir`. */
  databaseUrl: string | null;
  pgliteDir: string;
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, idleTimeoutMillis: 30_000 });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    let closed = false;
    const database: Database = {
      db,
      driver: 'postgres',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        if (closed) return;
        closed = true;
        await pool.end();
      },
    };
    await database.ping();
    return database;
  }
  await prepareDataDir(opts.pgliteDir);
  const client = await PGlite.create(opts.pgliteDir, { startParams: PGLITE_START_PARAMS });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    ping: async () => {
      if (client.closed) throw new Error('database closed');
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
