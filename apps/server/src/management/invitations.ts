import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Locale } from '@tasreef/contracts';
import { INVITATION_TTL_MS, type Invitation, type MemberRole } from '@tasreef/contracts/management';
import type { Db } from '../db/client.ts';
import { users } from '../db/accounts.ts';
import { invitations, memberships, organizations } from '../db/management.ts';
import type { Mailer } from '../mail/mailer.ts';
import { invitationMail } from './mail.ts';

/**
 * Invitation links: 32 random bytes, stored as their SHA-256, valid 7 days, for the address they
 * were mailed to only. A new one closes the open ones of the same membership.
 */

type Tx = Pick<Db, 'select' | 'insert' | 'update'>;

export const hashInvitationToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export interface InvitationMailContext {
  mailer: Pick<Mailer, 'enqueue'>;
  publicUrl: string;
  now: Date;
}

/** Closes the membership's open links, makes a new one and queues its mail (in the same transaction). */
export async function issueInvitation(
  tx: Tx,
  c: InvitationMailContext,
  to: { membershipId: string; email: string; name: string; role: MemberRole; organization: string; locale: Locale },
): Promise<boolean> {
  await tx
    .update(invitations)
    .set({ closedAt: c.now, closedReason: 'replaced' })
    .where(and(eq(invitations.membershipId, to.membershipId), isNull(invitations.closedAt)));
  const token = randomBytes(32).toString('base64url');
  await tx.insert(invitations).values({
    membershipId: to.membershipId,
    email: to.email,
    tokenHash: hashInvitationToken(token),
    createdAt: c.now,
    expiresAt: new Date(c.now.getTime() + INVITATION_TTL_MS),
  });
  const link = `${c.publicUrl.replace(/\/$/, '')}/${to.locale}/invitations/${token}`;
  const id = await c.mailer.enqueue(invitationMail(to.email, to.locale, to.name, to.organization, to.role, link), tx);
  return id !== null;
}

export async function closeInvitations(tx: Tx, membershipId: string, now: Date, reason: 'used' | 'revoked'): Promise<void> {
  await tx
    .update(invitations)
    .set({ closedAt: now, closedReason: reason })
    .where(and(eq(invitations.membershipId, membershipId), isNull(invitations.closedAt)));
}

/** An open, unexpired link whose address is still the account's, with its membership, account and organisation; else null. */
export async function openInvitation(db: Pick<Db, 'select'>, token: string, now: Date) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = await db
    .select({ invitation: invitations, membership: memberships, user: users, organization: organizations })
    .from(invitations)
    .innerJoin(memberships, eq(memberships.id, invitations.membershipId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(and(eq(invitations.tokenHash, hashInvitationToken(token)), isNull(invitations.closedAt), gt(invitations.expiresAt, now)));
  if (!row) return null;
  // The link proves the address it was mailed to: an account whose address changed since, or a membership no longer invited, is not it.
  if (row.user.email !== row.invitation.email || row.membership.status !== 'invited') return null;
  return row;
}

export function presentInvitation(row: NonNullable<Awaited<ReturnType<typeof openInvitation>>>): Invitation {
  return {
    organization: { id: row.organization.id, name: row.organization.name, kind: row.organization.kind },
    role: row.membership.role,
    email: row.invitation.email,
    full_name: row.user.fullName,
    needs_password: row.user.passwordHash === null,
    expires_at: row.invitation.expiresAt.toISOString(),
  };
}
