/**
 * The databases a bench runs on, one after the other: PostgreSQL (a database of its own on
 * BENCH_DATABASE_URL's server, dropped after; else a throw-away cluster on loopback from the
 * Debian binaries; skipped with a note when neither is there), then the embedded PGlite.
 * BENCH_ONLY=postgres|pglite keeps one.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { findPostgresBin } from '../../scripts/prereqs.mjs';
import { startThrowawayPostgres } from '../../scripts/throwaway-postgres.mjs';

export type BenchDatabase = 'PostgreSQL' | 'PGlite';
/** One run of the bench on a database: `databaseUrl` null for PGlite; `note` says which server it is. */
export type RunOn<T> = (database: BenchDatabase, databaseUrl: string | null, note: string) => Promise<T>;

export async function onEachDatabase<T>(runOn: RunOn<T>, o: { fsync: boolean }): Promise<T[]> {
  const only = process.env.BENCH_ONLY;
  const outcomes: T[] = [];
  if (only !== 'pglite') {
    if (process.env.BENCH_DATABASE_URL) {
      const name = `tasreef_bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
      const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(process.env.BENCH_DATABASE_URL);
      url.pathname = `/${name}`;
      try {
        outcomes.push(await runOn('PostgreSQL', url.toString(), ' (BENCH_DATABASE_URL)'));
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    } else {
      const bin = findPostgresBin();
      if (!bin) {
        console.log('\nPostgreSQL: SKIPPED — no PostgreSQL binaries (initdb, pg_ctl) in /usr/lib/postgresql/*/bin or on PATH, and no BENCH_DATABASE_URL.');
        console.log('  Install them (Debian: apt-get install postgresql) or point BENCH_DATABASE_URL at a server, then run again.');
      } else {
        const server = await startThrowawayPostgres(bin, undefined, { fsync: o.fsync });
        process.on('exit', server.stop);
        try {
          const pool = `the server's pool of ${process.env.DATABASE_POOL_MAX || 10} connections (DATABASE_POOL_MAX)`;
          outcomes.push(await runOn('PostgreSQL', server.url, ` ${server.version}, throw-away cluster on loopback, fsync ${o.fsync ? 'on' : 'off'}, ${pool}`));
        } finally {
          server.stop();
          process.off('exit', server.stop);
        }
      }
    }
  }
  if (only !== 'postgres') outcomes.push(await runOn('PGlite', null, ' (embedded, one connection)'));
  return outcomes;
}
