import { and, eq, isNotNull, isNull, ne, or } from 'drizzle-orm';
import { users } from '../db/accounts.ts';
import { audit } from '../auth/audit.ts';
import type { AuthService } from '../auth/service.ts';

/**
 * ADMIN_EMAILS: the first administrator without a shell on the database. An account whose
 * verified address is listed becomes an administrator when it verifies its email or signs in
 * (password or provider). Taking the address off the list revokes nothing: revoking stays with
 * `grant.ts --revoke`. Returns whether the role was granted now.
 */
export async function grantIfListed(auth: AuthService, listed: ReadonlySet<string>, userId: string): Promise<boolean> {
  if (listed.size === 0) return false;
  const { db, now } = auth.ctx;
  const user = await auth.findById(userId);
  if (!user || !user.emailVerifiedAt || user.type === 'admin' || !listed.has(user.email.toLowerCase())) return false;
  const t = now();
  const [granted] = await db
    .update(users)
    .set({ type: 'admin', updatedAt: t })
    .where(and(eq(users.id, user.id), isNotNull(users.emailVerifiedAt), or(isNull(users.type), ne(users.type, 'admin'))))
    .returning({ id: users.id });
  if (!granted) return false;
  await audit(db, t, { event: 'admin_granted', userId: user.id, meta: { by: 'ADMIN_EMAILS' } });
  return true;
}

/**
 * Wraps the two moments of the accounts service where an account proves its address or signs in:
 * `verifyEmail`, and `sessions.create` outside a transaction (password and provider sign-in;
 * registration creates its session inside its transaction, before any verification).
 */
export function grantListedAdmins(auth: AuthService, emails: readonly string[]): void {
  const listed = new Set(emails.map((e) => e.trim().toLowerCase()));
  if (listed.size === 0) return;
  const verifyEmail = auth.verifyEmail.bind(auth);
  auth.verifyEmail = async (...args) => {
    const user = await verifyEmail(...args);
    return (await grantIfListed(auth, listed, user.id)) ? ((await auth.findById(user.id)) ?? user) : user;
  };
  const sessions = auth.sessions;
  const create = sessions.create.bind(sessions);
  sessions.create = async (userId, remember, request, executor) => {
    const created = await create(userId, remember, request, executor);
    if (executor === undefined) await grantIfListed(auth, listed, userId);
    return created;
  };
}
