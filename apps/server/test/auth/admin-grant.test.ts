import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { setAdmin } from '../../src/admin/grant.ts';
import { auditLog, users } from '../../src/db/accounts.ts';
import { createTestApp } from '../helpers.ts';

describe('granting the administrator role from the command line', () => {
  let cleanup: (() => Promise<void>) | null = null;
  afterAll(async () => cleanup?.());

  it('grants to a verified account, refuses unknown and unverified ones, and revokes', async () => {
    const first = await createTestApp();
    const { app, dataDir, databaseUrl } = first;
    const env = { NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? undefined, SECRET_KEY: 'test-secret-key-0123456789abcdef0123456789', LOG_LEVEL: 'silent' };
    const db = app.database.db;
    const [verified] = await db
      .insert(users)
      .values({ email: 'head@example.test', fullName: 'Head', type: 'educator', emailVerifiedAt: new Date(), termsAcceptedAt: new Date() })
      .returning();
    await db.insert(users).values({ email: 'new@example.test', fullName: 'New', type: 'student' });
    await app.close(); // PGlite: one process per data directory
    expect(await setAdmin('nobody@example.test', false, env)).toBe('unknown');
    expect(await setAdmin('new@example.test', false, env)).toBe('unverified');
    expect(await setAdmin(' HEAD@example.test ', false, env)).toBe('granted');
    const again = await createTestApp({ reuse: { dataDir, databaseUrl } });
    cleanup = async () => {
      await again.cleanup();
      await first.cleanup();
    };
    const [row] = await again.app.database.db.select().from(users).where(eq(users.id, verified!.id));
    expect(row!.type).toBe('admin');
    expect((await again.app.database.db.select().from(auditLog).where(eq(auditLog.userId, verified!.id))).map((e) => e.event)).toEqual(['admin_granted']);
    await again.app.close();
    expect(await setAdmin('head@example.test', true, env)).toBe('revoked');
  });
});
