/**
 * PostgreSQL ending a connection that a transaction holds (a server restart, an administrator's
 * pg_terminate_backend) fails that transaction and nothing else: the process goes on. pg-pool
 * listens for errors of idle clients only; a client in use emitted its 'error' to no listener, an
 * uncaught exception that ends the server (it failed CI's readiness test once the webhook job's
 * transactions ran beside it). The embedded database has no connection to lose.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers.ts';

type Made = Awaited<ReturnType<typeof createTestApp>>;
let t: Made | undefined;
afterEach(async () => {
  await t?.cleanup();
  t = undefined;
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a connection in use that PostgreSQL ends', () => {
  it('fails its transaction, raises no uncaught exception, and the next query goes through', async () => {
    t = await createTestApp();
    const uncaught: unknown[] = [];
    const record = (err: unknown) => uncaught.push(err);
    process.on('uncaughtException', record);
    try {
      const db = t.app.database.db;
      // its outcome is taken at once: it fails while the administrator's connection still works
      const held = db
        .transaction(async (tx) => {
          await tx.execute(sql`select pg_sleep(30)`);
        })
        .then(
          () => null,
          (err: unknown) => err,
        );
      const admin = new pg.Client({ connectionString: t.databaseUrl! });
      await admin.connect();
      try {
        // wait until the transaction's backend is in its sleep, then end it
        for (let i = 0; i < 200; i++) {
          const { rows } = await admin.query(
            `select count(*)::int as n from pg_stat_activity where datname = current_database() and query like '%pg_sleep(30)%' and pid <> pg_backend_pid()`,
          );
          if (rows[0].n > 0) break;
          await new Promise((r) => setTimeout(r, 25));
        }
        await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like '%pg_sleep(30)%' and pid <> pg_backend_pid()`);
      } finally {
        await admin.end();
      }
      expect(await held).toBeInstanceOf(Error);
      // the client's own 'error' follows the query's rejection: give it the turn it needs
      await new Promise((r) => setTimeout(r, 200));
      expect(uncaught).toEqual([]);
      await t.app.database.ping();
    } finally {
      process.off('uncaughtException', record);
    }
  });
});
