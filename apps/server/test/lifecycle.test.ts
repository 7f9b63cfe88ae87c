import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client.ts';
import { migrate, readMigrations } from '../src/db/migrate.ts';
import { contactMessages } from '../src/db/schema.ts';
import { createTestApp } from './helpers.ts';

describe('migrations', () => {
  it('are applied once and are a no-op on reopen; data survives', async () => {
    const first = await createTestApp();
    const tags = readMigrations().map((m) => m.tag);
    expect(tags.length).toBeGreaterThan(0);
    const applied = rowsOf<{ tag: string }>(await first.app.database.db.execute(sql`select tag from schema_migrations order by tag`));
    expect(applied.map((r) => r.tag)).toEqual(tags);
    expect(await migrate(first.app.database.db)).toEqual([]);
    await first.app.database.db.insert(contactMessages).values({
      inquiryType: 'general_request',
      businessType: 'other',
      name: 'Kept',
      email: 'kept@example.org',
      message: 'still here after a restart',
      locale: 'en',
    });
    await first.app.close();

    const again = await createTestApp({ reuse: { dataDir: first.dataDir, databaseUrl: first.databaseUrl } });
    try {
      expect(await migrate(again.app.database.db)).toEqual([]);
      const count = rowsOf<{ n: number }>(await again.app.database.db.execute(sql`select count(*)::int as n from schema_migrations`));
      expect(count[0]!.n).toBe(tags.length);
      const rows = await again.app.database.db.select().from(contactMessages);
      expect(rows.map((r) => r.name)).toEqual(['Kept']);
    } finally {
      await again.app.close();
      await first.cleanup();
    }
  });

  it('refuses a migration file changed after it was applied; /healthz is 503 when the database is down', async () => {
    const t = await createTestApp();
    try {
      const changed = readMigrations().map((m, i) => (i === 0 ? { ...m, hash: 'different' } : m));
      await expect(migrate(t.app.database.db, changed)).rejects.toThrow(/was changed after it was applied/);
      // With the database gone, /healthz says so.
      expect((await t.app.inject('/healthz')).statusCode).toBe(200);
      await t.app.database.close();
      const down = await t.app.inject('/healthz');
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'error', database: 'down' });
    } finally {
      await t.cleanup();
    }
  });
});

describe('graceful shutdown', () => {
  it('lets a request in flight finish after close() begins, refuses new ones, then closes the database', async () => {
    const t = await createTestApp({ skipReady: true });
    const { app } = t;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    app.get('/test/slow', async () => {
      entered();
      await held;
      // The database is still open while the request runs.
      await app.database.ping();
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    const inFlight = fetch(`http://127.0.0.1:${port}/test/slow`);
    await inside;
    let closed = false;
    const closing = app.close().then(() => {
      closed = true;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(closed).toBe(false);
    expect(app.readiness.shuttingDown).toBe(true);
    // New requests are refused: the listener is closed (or, on a kept-alive socket, 503).
    const late = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(3000) }).then(
      (r) => r.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(late);

    release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closing;
    expect(closed).toBe(true);
    await expect(app.database.ping()).rejects.toThrow();
    await t.cleanup();
  });
});
