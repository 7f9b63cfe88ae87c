import { and, eq, isNotNull, isNull, ne, or } from 'drizzle-orm';
import { users } from '../db/accounts.ts';
import { audit } from '../lib/audit.ts';
import type { Db } from '../db/client.ts';

/**
 * ADMIN_EMAILS: the first administrator without a shell on the database. An account whose listed
 * address was proven by a code we mailed to that very address (not by a provider, not by a code
 * sent to an address it had before) becomes an administrator when it verifies its email or signs
 * in (password or provider). Taking the address off the list revokes nothing: revoking stays with
 * `grant.ts --revoke`. Returns whether the role was granted now. It takes the database and the
 * clock, not the accounts service that calls it, so the two modules do not import each other.
 */
export async function grantIfListed(db: Db, now: () => Date, listed: ReadonlySet<string>, userId: string): Promise<boolean> {
  if (listed.size === 0) return false;
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user || !user.emailVerifiedAt || user.emailVerifiedVia !== 'code' || user.type === 'admin' || !listed.has(user.email.toLowerCase())) return false;
  const t = now();
  const [granted] = await db
    .update(users)
    .set({ type: 'admin', updatedAt: t })
    .where(
      and(
        eq(users.id, user.id),
        eq(users.email, user.email),
        isNotNull(users.emailVerifiedAt),
        eq(users.emailVerifiedVia, 'code'),
        or(isNull(users.type), ne(users.type, 'admin')),
      ),
    )
    .returning({ id: users.id });
  if (!granted) return false;
  await audit(db, t, { event: 'admin_granted', userId: user.id, meta: { by: 'ADMIN_EMAILS' } });
  return true;
}
