/**
 * Makes an existing, verified account an administrator (or takes the role back):
 *   npx tsx apps/server/src/admin/grant.ts someone@example.org          # grant
 *   npx tsx apps/server/src/admin/grant.ts someone@example.org --revoke # revoke: the account then
 *                                                                        # completes its profile again
 * Uses the same environment as the server (DATABASE_URL or the embedded PGlite in DATA_DIR);
 * run it while the server is stopped when on PGlite (one process per data directory).
 */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config.ts';
import { users } from '../db/accounts.ts';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { audit } from '../lib/audit.ts';

export async function setAdmin(email: string, revoke: boolean, env: Record<string, string | undefined> = process.env): Promise<'granted' | 'revoked' | 'unknown' | 'unverified'> {
  const config = loadConfig(env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
  try {
    await migrate(database.db);
    const [user] = await database.db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
    if (!user) return 'unknown';
    if (!user.emailVerifiedAt) return 'unverified';
    const now = new Date();
    // Revoked: no type, so the next sign-in asks for the role again (complete-profile).
    await database.db
      .update(users)
      .set({ type: revoke ? null : 'admin', updatedAt: now })
      .where(eq(users.id, user.id));
    await audit(database.db, now, { event: revoke ? 'admin_revoked' : 'admin_granted', userId: user.id, meta: { by: 'command line' } });
    return revoke ? 'revoked' : 'granted';
  } finally {
    await database.close();
  }
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (invokedDirectly) {
  const [email, flag] = process.argv.slice(2);
  if (!email) {
    console.error('usage: tsx apps/server/src/admin/grant.ts <email> [--revoke]');
    process.exit(2);
  }
  setAdmin(email, flag === '--revoke').then(
    (result) => {
      console.log(`${email}: ${result}`);
      process.exit(result === 'granted' || result === 'revoked' ? 0 : 1);
    },
    (err: unknown) => {
      console.error(err instanceof ConfigError ? err.message : err);
      process.exit(1);
    },
  );
}
