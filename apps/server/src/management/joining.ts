import { and, eq, ne, sql } from 'drizzle-orm';
import type { AcceptInvitationRequest } from '@tasreef/contracts/management';
import type { Db } from '../db/client.ts';
import { users } from '../db/accounts.ts';
import { memberships, organizations } from '../db/management.ts';
import type { UserRow } from '../db/accounts.ts';
import { audit, type RequestMeta } from '../lib/audit.ts';
import { hashPassword } from '../auth/password.ts';
import { AppError, fieldError } from '../http/errors.ts';
import { closeInvitations, openInvitation } from './invitations.ts';
import { ownedOrganization } from './workspace.ts';

/** Joining an organisation: by the invitation link (a new account sets its password), or from the dashboard (an existing account). */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type MembershipRow = typeof memberships.$inferSelect;

const isUniqueViolation = (err: unknown) => {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) if ((e as { code?: unknown }).code === '23505') return true;
  return false;
};

async function join(tx: Tx, m: MembershipRow, user: UserRow, now: Date, request: RequestMeta) {
  if (m.role === 'teacher') {
    const own = await ownedOrganization(tx, user.id);
    if (own) {
      const [r] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(memberships)
        .where(and(eq(memberships.organizationId, own.id), ne(memberships.status, 'removed')));
      if ((r?.n ?? 0) > 0) throw new AppError('conflict', 409, 'educator_has_roster');
    }
  }
  await tx.update(memberships).set({ status: 'active', joinedAt: now, updatedAt: now }).where(eq(memberships.id, m.id));
  await closeInvitations(tx, m.id, now, 'used');
  await audit(tx, now, { event: 'member_joined', userId: user.id, actorId: user.id, organizationId: m.organizationId, meta: { name: user.fullName }, request });
}

/**
 * The invitation link: a new account (no password yet) sets one and its address counts as proven
 * (the link was mailed to it); an existing account must be the signed-in caller.
 * Answers the account that joined and the organisation's name.
 */
export async function acceptByLink(db: Db, token: string, input: AcceptInvitationRequest, caller: UserRow | null, now: Date, request: RequestMeta) {
  const hash = input.password ? await hashPassword(input.password) : null;
  try {
    return await db.transaction(async (tx) => {
      const row = await openInvitation(tx, token, now);
      if (!row) throw new AppError('not_found', 404, 'invitation_invalid');
      await tx.execute(sql`select 1 from memberships where id = ${row.membership.id} for update`);
      let user = row.user;
      if (user.passwordHash === null) {
        if (!hash) throw fieldError('password', 'required');
        const [updated] = await tx
          .update(users)
          .set({
            passwordHash: hash,
            emailVerifiedAt: user.emailVerifiedAt ?? now,
            emailVerifiedVia: user.emailVerifiedVia ?? 'invitation',
            termsAcceptedAt: user.termsAcceptedAt ?? now,
            fullName: input.full_name ?? user.fullName,
            // The owner takes the account over: the organisation no longer edits its profile.
            managedBy: null,
            updatedAt: now,
          })
          .where(eq(users.id, user.id))
          .returning();
        user = updated!;
      } else {
        if (!caller) throw new AppError('unauthorized', 401, 'unauthenticated');
        if (caller.id !== user.id) throw new AppError('forbidden', 403, 'invitation_wrong_account');
      }
      await join(tx, row.membership, user, now, request);
      return { user, organization: row.organization.name, newAccount: hash !== null && row.user.passwordHash === null };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('conflict', 409, 'teacher_in_other_organization');
    throw err;
  }
}

/** An existing account answers an invitation on its dashboard. */
export async function answerInvitation(db: Db, membershipId: string, user: UserRow, accept: boolean, now: Date, request: RequestMeta): Promise<string> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ m: memberships, o: organizations })
        .from(memberships)
        .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
        .where(and(eq(memberships.id, membershipId), eq(memberships.userId, user.id), eq(memberships.status, 'invited')))
        .for('update', { of: memberships });
      if (!row) throw new AppError('not_found', 404, 'not_found');
      if (accept) await join(tx, row.m, user, now, request);
      else {
        await tx.update(memberships).set({ status: 'removed', removedAt: now, updatedAt: now }).where(eq(memberships.id, row.m.id));
        await closeInvitations(tx, row.m.id, now, 'revoked');
        await audit(tx, now, { event: 'invitation_declined', userId: user.id, actorId: user.id, organizationId: row.m.organizationId, meta: { name: user.fullName }, request });
      }
      return row.o.name;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('conflict', 409, 'teacher_in_other_organization');
    throw err;
  }
}

/** A one-time-password account chooses its own password; its invited memberships become active (it has signed in). */
export async function setOwnPassword(db: Db, user: UserRow, password: string, now: Date, request: RequestMeta): Promise<void> {
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash: hash, passwordMustChange: false, updatedAt: now }).where(eq(users.id, user.id));
    const invited = await tx
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, user.id), eq(memberships.status, 'invited')));
    if (user.passwordMustChange) for (const m of invited) await join(tx, m, user, now, request);
    await audit(tx, now, { event: 'password_changed', userId: user.id, actorId: user.id, request });
  });
}
