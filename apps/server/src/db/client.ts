import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import path from 'node:path';
import pg from 'pg';
import { DataDirError, freeBytes } from '../lib/data-dir.ts';
import { prepareDataDir } from './pglite-template.ts';
import * as schema from './schema.ts';

/**
 * PGlite runs one backend for one process: 8 MB of shared buffers hold the accounts' working set;
 * PostgreSQL's default of 128 MB cost ~130 MB more resident memory (a deployment with many users
 * points DATABASE_URL at a PostgreSQL server).
 */
/*
 * Durability: a data directory given as a path is mounted with Emscripten's NODEFS, so each write
 * of PostgreSQL (the WAL at every commit: synchronous_commit stays on) is a write to the real file
 * before the query answers; `syncToFs` is a no-op there and `relaxedDurability` (which lets the
 * browser file systems flush after answering) has no effect. PGlite's defaults include `-F`
 * (fsync off): a committed answer survives the process being killed (the kernel holds the page),
 * not a power cut or a kernel crash. test/exams/attempts-durability.test.ts kills the server.
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
  /**
   * Rewrites the one row of `health_probe`; throws when the database takes no writes (read-only,
   * disk full: PostgreSQL's SQLSTATE on the error, or `DiskNearlyFull` for the embedded one).
   */
  probeWrite(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres:// URL; null opens the embedded PGlite in `pgliteDir`. */
  databaseUrl: string | null;
  pgliteDir: string;
  /** Connections of the PostgreSQL pool; 10 unless given. */
  poolMax?: number;
}

const probeWrite = (db: Db) => async () => {
  await db.execute(sql`insert into health_probe (id, checked_at) values (1, now()) on conflict (id) do update set checked_at = excluded.checked_at`);
};

/**
 * Below this much free space the embedded database is about to fail: PostgreSQL preallocates its
 * write-ahead log 16 MB at a time, and a relation that cannot grow fails every insert.
 */
export const EMBEDDED_MIN_FREE_BYTES = 32 * 1_048_576;

/** The disk of the embedded database has less than `EMBEDDED_MIN_FREE_BYTES` free. */
export class DiskNearlyFull extends Error {
  readonly code = '53100'; // PostgreSQL's disk_full, so callers tell both engines' answers apart the same way
  constructor(readonly freeBytes: number) {
    super(`the disk of the embedded database has ${Math.floor(freeBytes / 1024)} KB free`);
    this.name = 'DiskNearlyFull';
  }
}

/** The PostgreSQL server of DATABASE_URL does not answer at start. */
export class DatabaseUrlError extends Error {
  constructor(reason: string, cause: unknown) {
    super(`DATABASE_URL: PostgreSQL cannot be used (${reason})`, { cause });
    this.name = 'DatabaseUrlError';
  }
}

/** The driver's own words under drizzle's `Failed query: …` wrapper (which would carry parameters). */
function driverReason(err: unknown): string {
  let e = err as { message?: string; cause?: unknown } | undefined;
  while (e?.message?.startsWith('Failed query') && e.cause) e = e.cause as typeof e;
  return e?.message ?? String(err);
}

/** How long a PostgreSQL server may take to accept a connection before the start (or a query) fails. */
const CONNECT_TIMEOUT_MS = 5_000;

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolMax ?? 10, idleTimeoutMillis: 30_000, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    // Nor a client in use (a transaction of a job, when the server restarts or ends its backend):
    // its query already rejects with the error, and pg-pool listens only to idle clients, so the
    // 'error' the client emits after would be an uncaught exception that ends the process.
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    let closed = false;
    const database: Database = {
      db,
      driver: 'postgres',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      probeWrite: probeWrite(db),
      close: async () => {
        if (closed) return;
        closed = true;
        await pool.end();
      },
    };
    try {
      await database.ping();
    } catch (err) {
      await database.close();
      throw new DatabaseUrlError(driverReason(err), err);
    }
    return database;
  }
  await prepareDataDir(opts.pgliteDir);
  let client: PGlite;
  try {
    client = await PGlite.create(opts.pgliteDir, { startParams: PGLITE_START_PARAMS });
  } catch (err) {
    throw embeddedStartError(err, opts.pgliteDir);
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const write = probeWrite(db);
  return {
    db,
    driver: 'pglite',
    ping: async () => {
      if (client.closed) throw new Error('database closed');
      await db.execute(sql`select 1`);
    },
    probeWrite: async () => {
      const free = freeBytes(opts.pgliteDir);
      if (free !== null && free < EMBEDDED_MIN_FREE_BYTES) throw new DiskNearlyFull(free);
      await write();
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * PGlite reports a failed start as WebAssembly's bare `Aborted()`; say what is most likely wrong
 * (a full disk, else a damaged folder or one used by another process), naming DATA_DIR.
 */
export function embeddedStartError(err: unknown, pgliteDir: string): unknown {
  if (!(err instanceof Error) || !err.message.startsWith('Aborted(')) return err;
  const dataDir = path.dirname(pgliteDir);
  const free = freeBytes(pgliteDir);
  if (free !== null && free < EMBEDDED_MIN_FREE_BYTES) {
    return new DataDirError(
      dataDir,
      `the embedded database cannot start: the disk holding it is full (${(free / 1_048_576).toFixed(1)} MB free, it needs at least ${EMBEDDED_MIN_FREE_BYTES / 1_048_576} MB); free some space and start again`,
    );
  }
  return new DataDirError(
    dataDir,
    `the embedded database in ${pgliteDir} cannot start (PGlite: ${err.message.split('.')[0]}); the folder may be damaged or in use by another process`,
  );
}
