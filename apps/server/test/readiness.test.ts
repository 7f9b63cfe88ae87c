/**
 * `/readyz` reports a database that answers reads but takes no writes (read-only, disk full),
 * while `/healthz` (liveness) stays a read. On the embedded database and on PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { healthProbe } from '../src/db/schema.ts';
import { createTestApp } from './helpers.ts';

type Made = Awaited<ReturnType<typeof createTestApp>>;
let t: Made | undefined;
afterEach(async () => {
  await t?.cleanup();
  t = undefined;
});

/** Every new transaction read-only, as a standby or `ALTER DATABASE … SET default_transaction_read_only` makes it. */
async function makeReadOnly(made: Made) {
  if (!made.databaseUrl) {
    // one backend for the whole process: the setting holds for every later query
    await made.app.database.db.execute(sql`set default_transaction_read_only = on`);
    return;
  }
  const admin = new pg.Client({ connectionString: made.databaseUrl });
  await admin.connect();
  try {
    await admin.query('select 1');
    const name = new URL(made.databaseUrl).pathname.slice(1);
    await admin.query(`alter database ${name} set default_transaction_read_only = on`);
    // the pool's open connections keep the old default: end them, new ones get the new one
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    // pg_terminate_backend only signals: wait until those backends are gone
    for (let i = 0; i < 100; i++) {
      const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
      if (rows[0].n === 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    await admin.end();
  }
  // The pool may hold several ended connections (a dead one fails the query that takes it, then
  // leaves the pool): ping until as many pings in a row as the pool has room for have gone through.
  let inARow = 0;
  for (let i = 0; i < 100 && inARow < 12; i++) {
    inARow = (await made.app.database.ping().then(
      () => true,
      () => false,
    ))
      ? inARow + 1
      : 0;
  }
  expect(inARow).toBeGreaterThanOrEqual(12);
}

describe('/readyz and writes', () => {
  it('is ready when a write goes through, and that write is the probe row', async () => {
    t = await createTestApp();
    const res = await t.app.inject('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ready', database: 'ok' });
    const rows = await t.app.database.db.select().from(healthProbe);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(1);
  });

  it('answers 503 read_only when the database refuses writes, while /healthz stays 200', async () => {
    t = await createTestApp();
    await makeReadOnly(t);
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'not_ready', migrations: true, database: 'read_only' });
    const live = await t.app.inject('/healthz');
    expect(live.statusCode).toBe(200);
  });

  it('answers 503 disk_full when the write fails for want of space (SQLSTATE 53100)', async () => {
    t = await createTestApp();
    await t.app.database.db.execute(
      sql.raw(`
      create function readiness_test_full() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file: No space left on device' using errcode = 'disk_full'; end $$`),
    );
    await t.app.database.db.execute(sql.raw('create trigger readiness_test_full before insert or update on health_probe for each row execute function readiness_test_full()'));
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'not_ready', database: 'disk_full' });
  });
});
