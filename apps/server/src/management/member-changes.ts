import { randomInt } from 'node:crypto';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Locale } from '@tasreef/contracts';
import type { BulkMembersRequest, CreateMemberRequest, UpdateMemberRequest } from '@tasreef/contracts/management';
import type { Db } from '../db/client.ts';
import { users } from '../db/accounts.ts';
import { classes, classStudents, classTeachers, memberships } from '../db/management.ts';
import type { UserRow } from '../db/accounts.ts';
import { extraColumns } from '../auth/present.ts';
import { audit, type RequestMeta } from '../lib/audit.ts';
import { hashPassword } from '../auth/password.ts';
import { AppError, fieldError } from '../http/errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { isPlaceholderAddress } from '../mail/mailer.ts';
import { closeInvitations, issueInvitation } from './invitations.ts';
import { findMember, findMembers, isManagedBy } from './members.ts';
import { visibleClasses } from './visibility.ts';
import { assertOwner, assertTeacherRoom, lockOrganization, ownedOrganization, type WorkspaceContext } from './workspace.ts';

/** Adding, changing and removing members: every change in one transaction with its audit row. */

export interface ChangeContext {
  db: Db;
  now: Date;
  mailer: Pick<Mailer, 'enqueue'>;
  publicUrl: string;
  locale: Locale;
  actor: UserRow;
  request: RequestMeta;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The reserved domain of username accounts' placeholder addresses (never mailed). */
export const placeholderEmail = (username: string) => `${username}@students.invalid`;

const OTP_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A one-time password: 12 characters without look-alikes, with a digit, an upper and a lower case letter (it passes the password rules). */
export function oneTimePassword(): string {
  for (;;) {
    const p = Array.from({ length: 12 }, () => OTP_ALPHABET[randomInt(OTP_ALPHABET.length)]).join('');
    if (/\d/.test(p) && /[a-z]/.test(p) && /[A-Z]/.test(p)) return `${p}!`;
  }
}

const isUniqueViolation = (err: unknown, constraint?: string): boolean => {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const o = e as { code?: unknown; constraint?: unknown };
    if (o.code === '23505' && (!constraint || o.constraint === constraint)) return true;
  }
  return false;
};

/** Classes the caller may see and change (not archived); any other id is a 404. */
async function writableClasses(tx: Tx, ws: WorkspaceContext, ids: string[] | undefined): Promise<string[]> {
  if (!ids || ids.length === 0) return [];
  const rows = await tx
    .select({ id: classes.id, archivedAt: classes.archivedAt })
    .from(classes)
    .where(and(visibleClasses(ws), inArray(classes.id, ids)));
  if (rows.length !== ids.length) throw new AppError('not_found', 404, 'not_found');
  if (rows.some((r) => r.archivedAt)) throw new AppError('conflict', 409, 'class_archived');
  return ids;
}

export async function createMember(c: ChangeContext, ws: WorkspaceContext, input: CreateMemberRequest) {
  if (input.role === 'teacher') assertOwner(ws);
  const locale = input.locale ?? c.locale;
  try {
    return await c.db.transaction(async (tx) => {
      await lockOrganization(tx, ws.organizationId);
      if (input.role === 'teacher') await assertTeacherRoom(tx, ws, c.locale);
      const classIds = await writableClasses(tx, ws, input.class_ids);
      let user: UserRow;
      let oneTime: string | null = null;
      if (input.username) {
        const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.username, input.username));
        if (taken) throw fieldError('username', 'username_taken');
        oneTime = oneTimePassword();
        const [made] = await tx
          .insert(users)
          .values({
            email: placeholderEmail(input.username),
            username: input.username,
            emailVerifiedAt: c.now,
            emailVerifiedVia: 'invitation',
            passwordHash: await hashPassword(oneTime),
            passwordMustChange: true,
            fullName: input.full_name,
            type: 'student',
            locale,
            managedBy: ws.organizationId,
            termsAcceptedAt: c.now,
            ...extraColumns(input),
            createdAt: c.now,
            updatedAt: c.now,
          })
          .returning();
        user = made!;
      } else {
        const email = input.email!;
        const [existing] = await tx
          .select()
          .from(users)
          .where(and(eq(users.email, email), isNull(users.claimedEmail)));
        if (existing) user = await admitExisting(tx, ws, existing, input.role);
        else {
          const [made] = await tx
            .insert(users)
            .values({
              email,
              fullName: input.full_name,
              type: input.role === 'teacher' ? 'educator' : 'student',
              educatorType: input.role === 'teacher' ? 'school_teacher' : null,
              locale,
              managedBy: ws.organizationId,
              ...extraColumns(input),
              createdAt: c.now,
              updatedAt: c.now,
            })
            .returning();
          user = made!;
        }
      }
      const membership = await upsertMembership(tx, ws, user.id, input.role, c.now, input.time_accommodation);
      for (const classId of classIds) {
        const table = input.role === 'teacher' ? classTeachers : classStudents;
        await tx.insert(table).values({ classId, userId: user.id, addedAt: c.now }).onConflictDoNothing();
      }
      const invitationSent = input.username
        ? false
        : await issueInvitation(tx, c, { membershipId: membership.id, email: user.email, name: user.fullName, role: input.role, organization: ws.organizationName, locale });
      await audit(tx, c.now, {
        event: input.username ? 'member_added' : 'member_invited',
        userId: user.id,
        actorId: c.actor.id,
        organizationId: ws.organizationId,
        meta: { name: user.fullName, role: input.role },
        request: c.request,
      });
      return { userId: user.id, oneTimePassword: oneTime, invitationSent };
    });
  } catch (err) {
    if (input.username && (isUniqueViolation(err, 'users_username_key') || isUniqueViolation(err, 'users_email_key'))) throw fieldError('username', 'username_taken');
    if (isUniqueViolation(err, 'memberships_one_teacher_org_key')) throw new AppError('conflict', 409, 'teacher_in_other_organization');
    if (isUniqueViolation(err, 'users_email_key')) throw new AppError('conflict', 409, 'member_exists');
    throw err;
  }
}

/** An account that exists already: refused when it cannot be this kind of member, else invited (it accepts on its dashboard or by the link). */
async function admitExisting(tx: Tx, ws: WorkspaceContext, existing: UserRow, role: 'teacher' | 'student'): Promise<UserRow> {
  if (existing.id === ws.ownerId || existing.type === 'admin' || existing.disabledAt) throw new AppError('conflict', 409, 'account_not_addable');
  if (role === 'teacher' && existing.type === 'student') throw new AppError('conflict', 409, 'account_is_student');
  if (role === 'student' && existing.type === 'educator') throw new AppError('conflict', 409, 'account_is_educator');
  if (role === 'teacher' && existing.type === 'educator' && existing.educatorType === 'school') throw new AppError('conflict', 409, 'account_not_addable');
  const [member] = await tx
    .select({ status: memberships.status })
    .from(memberships)
    .where(and(eq(memberships.organizationId, ws.organizationId), eq(memberships.userId, existing.id)));
  if (member && member.status !== 'removed') throw new AppError('conflict', 409, 'member_exists');
  if (role === 'teacher') {
    const own = await ownedOrganization(tx, existing.id);
    if (own) {
      const [r] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(memberships)
        .where(and(eq(memberships.organizationId, own.id), ne(memberships.status, 'removed')));
      if ((r?.n ?? 0) > 0) throw new AppError('conflict', 409, 'educator_has_roster');
    }
  }
  return existing;
}

async function upsertMembership(tx: Tx, ws: WorkspaceContext, userId: string, role: 'teacher' | 'student', now: Date, timeAccommodation?: number) {
  const values = {
    organizationId: ws.organizationId,
    userId,
    role,
    status: 'invited' as const,
    timeAccommodation: role === 'student' ? (timeAccommodation ?? 1) : 1,
    addedBy: ws.userId,
    enrolledAt: now,
    invitedAt: now,
    joinedAt: null,
    removedAt: null,
    updatedAt: now,
  };
  const [row] = await tx
    .insert(memberships)
    .values(values)
    .onConflictDoUpdate({ target: [memberships.organizationId, memberships.userId], set: values })
    .returning();
  return row!;
}

export async function updateMember(c: ChangeContext, ws: WorkspaceContext, userId: string, input: UpdateMemberRequest) {
  await c.db.transaction(async (tx) => {
    const { m, u } = await findMember(tx, ws, userId);
    const profile = { ...extraColumns(input), ...(input.full_name !== undefined ? { fullName: input.full_name } : {}) };
    const profileChanged = Object.values(profile).some((v) => v !== undefined);
    if (profileChanged) {
      if (!isManagedBy(u, ws)) throw new AppError('forbidden', 403, 'managed_elsewhere');
      if (m.role === 'teacher') assertOwner(ws);
      await tx
        .update(users)
        .set({ ...profile, updatedAt: c.now })
        .where(eq(users.id, userId));
    }
    if (input.time_accommodation !== undefined) {
      if (m.role !== 'student') throw fieldError('time_accommodation', 'time_accommodation_students_only');
      await tx.update(memberships).set({ timeAccommodation: input.time_accommodation, updatedAt: c.now }).where(eq(memberships.id, m.id));
    }
    if (input.class_ids !== undefined) {
      if (m.role === 'teacher') assertOwner(ws);
      const wanted = await writableClasses(tx, ws, input.class_ids);
      const table = m.role === 'teacher' ? classTeachers : classStudents;
      // Only the classes the caller sees are replaced; the others stay as they are.
      await tx.delete(table).where(and(eq(table.userId, userId), sql`${table.classId} in (select id from ${classes} where ${visibleClasses(ws)})`));
      for (const classId of wanted) await tx.insert(table).values({ classId, userId, addedAt: c.now }).onConflictDoNothing();
    }
    await audit(tx, c.now, { event: 'member_updated', userId, actorId: c.actor.id, organizationId: ws.organizationId, meta: { name: u.fullName }, request: c.request });
  });
}

/** Ends a member's access: the membership is `removed`, its classes and open links go; the account and its history stay. */
async function removeOne(tx: Tx, c: ChangeContext, ws: WorkspaceContext, row: { m: typeof memberships.$inferSelect; u: UserRow }) {
  await tx.update(memberships).set({ status: 'removed', removedAt: c.now, updatedAt: c.now }).where(eq(memberships.id, row.m.id));
  const inOrg = sql`class_id in (select id from ${classes} where organization_id = ${ws.organizationId})`;
  await tx.delete(classStudents).where(and(eq(classStudents.userId, row.u.id), inOrg));
  await tx.delete(classTeachers).where(and(eq(classTeachers.userId, row.u.id), inOrg));
  await closeInvitations(tx, row.m.id, c.now, 'revoked');
  await audit(tx, c.now, { event: 'member_removed', userId: row.u.id, actorId: c.actor.id, organizationId: ws.organizationId, meta: { name: row.u.fullName }, request: c.request });
}

export async function removeMember(c: ChangeContext, ws: WorkspaceContext, userId: string) {
  await c.db.transaction(async (tx) => {
    const row = await findMember(tx, ws, userId);
    assertOwner(ws);
    await removeOne(tx, c, ws, row);
  });
}

export async function bulkMembers(c: ChangeContext, ws: WorkspaceContext, input: BulkMembersRequest): Promise<number> {
  return c.db.transaction(async (tx) => {
    const rows = await findMembers(tx, ws, input.ids);
    switch (input.action) {
      case 'delete':
        assertOwner(ws);
        for (const row of rows) await removeOne(tx, c, ws, row);
        break;
      case 'set_time_accommodation':
        if (rows.some((r) => r.m.role !== 'student')) throw fieldError('time_accommodation', 'time_accommodation_students_only');
        await tx
          .update(memberships)
          .set({ timeAccommodation: input.time_accommodation!, updatedAt: c.now })
          .where(
            inArray(
              memberships.id,
              rows.map((r) => r.m.id),
            ),
          );
        break;
      case 'add_to_class':
      case 'remove_from_class': {
        const [classId] = await writableClasses(tx, ws, [input.class_id!]);
        if (rows.some((r) => r.m.role === 'teacher')) assertOwner(ws);
        for (const r of rows) {
          const table = r.m.role === 'teacher' ? classTeachers : classStudents;
          if (input.action === 'add_to_class') await tx.insert(table).values({ classId: classId!, userId: r.u.id, addedAt: c.now }).onConflictDoNothing();
          else await tx.delete(table).where(and(eq(table.classId, classId!), eq(table.userId, r.u.id)));
        }
        break;
      }
    }
    if (input.action !== 'delete')
      await audit(tx, c.now, {
        event: 'member_updated',
        actorId: c.actor.id,
        organizationId: ws.organizationId,
        meta: { action: input.action, count: rows.length },
        request: c.request,
      });
    return rows.length;
  });
}

export async function resendInvitation(c: ChangeContext, ws: WorkspaceContext, userId: string) {
  await c.db.transaction(async (tx) => {
    const { m, u } = await findMember(tx, ws, userId);
    if (m.role === 'teacher') assertOwner(ws);
    if (isPlaceholderAddress(u.email)) throw new AppError('conflict', 409, 'not_email_account');
    if (m.status !== 'invited') throw new AppError('conflict', 409, 'invitation_not_pending');
    await issueInvitation(tx, c, { membershipId: m.id, email: u.email, name: u.fullName, role: m.role, organization: ws.organizationName, locale: u.locale });
    await audit(tx, c.now, { event: 'invitation_resent', userId, actorId: c.actor.id, organizationId: ws.organizationId, meta: { name: u.fullName }, request: c.request });
  });
}

/** A new one-time password for a username account the organisation manages; its sessions end. */
export async function newOneTimePassword(c: ChangeContext, ws: WorkspaceContext, userId: string): Promise<string> {
  const password = oneTimePassword();
  const hash = await hashPassword(password);
  await c.db.transaction(async (tx) => {
    const { u } = await findMember(tx, ws, userId);
    if (!u.username || !isPlaceholderAddress(u.email)) throw new AppError('conflict', 409, 'not_username_account');
    if (!isManagedBy(u, ws)) throw new AppError('forbidden', 403, 'managed_elsewhere');
    await tx.update(users).set({ passwordHash: hash, passwordMustChange: true, updatedAt: c.now }).where(eq(users.id, userId));
    await tx.execute(sql`update sessions set revoked_at = ${c.now} where user_id = ${userId} and revoked_at is null`);
    await audit(tx, c.now, { event: 'one_time_password_made', userId, actorId: c.actor.id, organizationId: ws.organizationId, meta: { name: u.fullName }, request: c.request });
  });
  return password;
}
