import { randomBytes } from 'node:crypto';
import { ROSTER_SHEET_TTL_MS, type RosterSheet } from '@tasreef/contracts/roster';
import { and, eq, sql } from 'drizzle-orm';
import { INVITATION_TTL_MS } from '@tasreef/contracts/management';
import type { Locale } from '@tasreef/contracts';
import type { Db } from '../db/client.ts';
import { users } from '../db/accounts.ts';
import { classes, classStudents, classTeachers, invitations, memberships, rosterImports } from '../db/management.ts';
import { audit, type RequestMeta } from '../lib/audit.ts';
import { emitEvent } from '../lib/webhook-events.ts';
import { hashPassword } from '../auth/password.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import { hashInvitationToken } from '../management/invitations.ts';
import { invitationMail } from '../management/mail.ts';
import { oneTimePassword, placeholderEmail } from '../management/member-changes.ts';
import { lockOrganization, type WorkspaceContext } from '../management/workspace.ts';
import type { RosterPlan } from './check.ts';
import type { RosterRecord } from './read.ts';
import { sealSheet, type SheetCard } from './sheet.ts';

/**
 * Confirming an import: the plan of the dry run, checked again inside the transaction (the caller
 * compares it with the stored one first), written with set-based statements: classes, accounts,
 * memberships, class links, invitations and their mails, one audit row. All or nothing.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const CHUNK = 1000;
const lower = (s: string) => s.trim().toLocaleLowerCase();

async function inChunks<T>(items: T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += CHUNK) await write(items.slice(i, i + CHUNK));
}

export interface CommitContext {
  now: Date;
  locale: Locale;
  publicUrl: string;
  mailer: Pick<Mailer, 'enqueueMany'>;
  actorId: string;
  request: RequestMeta;
  /** The one-time passwords of the file's username rows, by line, made before the transaction (oneTimePasswords). */
  oneTime: OneTimePasswords;
}

export type OneTimePasswords = Map<number, { password: string; hash: string }>;

/**
 * A one-time password and its hash for every username row of the file, made before the commit's
 * transaction: argon2 takes about 7 ms a hash (30+ under load), too long to hold the database's
 * one connection for while thousands are made. Rows that turn out not to make an account waste
 * their hash; nothing of them is kept.
 */
export async function oneTimePasswords(records: RosterRecord[]): Promise<OneTimePasswords> {
  const lines = records.flatMap((r) => (r.kind === 'person' && r.username.trim() ? [r.line] : []));
  const made: OneTimePasswords = new Map();
  // a few at a time: argon2 runs on libuv's thread pool, 19 MiB each
  for (let i = 0; i < lines.length; i += 4)
    await Promise.all(
      lines.slice(i, i + 4).map(async (line) => {
        const password = oneTimePassword();
        made.set(line, { password, hash: await hashPassword(password) });
      }),
    );
  return made;
}

export interface Written {
  count: number;
  /** The key of the sheet of the new username accounts' one-time passwords, or null when there are none. */
  sheet: RosterSheet | null;
}

export async function writePlan(tx: Tx, c: CommitContext, ws: WorkspaceContext, plan: RosterPlan, importId: string): Promise<Written> {
  const { now } = c;
  await lockOrganization(tx, ws.organizationId);

  // Classes: the new ones made; the caller teaches a class they (a teacher) create.
  await inChunks(plan.newClasses, (chunk) =>
    tx
      .insert(classes)
      .values(chunk.map((name) => ({ organizationId: ws.organizationId, name, createdBy: ws.userId, createdAt: now, updatedAt: now })))
      .onConflictDoNothing(),
  );
  const classRows = await tx.select({ id: classes.id, name: classes.name }).from(classes).where(eq(classes.organizationId, ws.organizationId));
  const classId = new Map(classRows.map((r) => [lower(r.name), r.id]));
  if (ws.role === 'teacher' && plan.newClasses.length)
    await tx
      .insert(classTeachers)
      .values(plan.newClasses.map((n) => ({ classId: classId.get(lower(n))!, userId: ws.userId, addedAt: now })))
      .onConflictDoNothing();

  // Accounts that do not exist yet.
  const fresh = plan.people.filter((p) => p.userId === null);
  const cards: SheetCard[] = [];
  for (const p of fresh.filter((x) => x.username)) {
    let secret = c.oneTime.get(p.line);
    if (!secret) {
      const password = oneTimePassword();
      secret = { password, hash: await hashPassword(password) };
      c.oneTime.set(p.line, secret);
    }
    cards.push({ name: p.full_name, username: p.username!, password: secret.password, classes: p.classes });
  }
  const idOf = new Map<number, string>(plan.people.filter((p) => p.userId).map((p) => [p.line, p.userId!]));
  await inChunks(fresh, async (chunk) => {
    const made = await tx
      .insert(users)
      .values(
        chunk.map((p) => ({
          email: p.email ?? placeholderEmail(p.username!),
          username: p.username,
          // A username account proves nothing by mail and gets its password from its school: a
          // one-time password on the import's sheet, to be changed at the first sign-in.
          passwordHash: p.username ? c.oneTime.get(p.line)!.hash : null,
          passwordMustChange: Boolean(p.username),
          emailVerifiedAt: p.username ? now : null,
          emailVerifiedVia: p.username ? ('invitation' as const) : null,
          termsAcceptedAt: p.username ? now : null,
          fullName: p.full_name,
          type: p.role === 'teacher' ? ('educator' as const) : ('student' as const),
          educatorType: p.role === 'teacher' ? ('school_teacher' as const) : null,
          locale: c.locale,
          managedBy: ws.organizationId,
          phone: p.profile.phone ?? null,
          country: p.profile.country ?? null,
          city: p.profile.city ?? null,
          educationLevel: p.profile.education_level ?? null,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: users.id, email: users.email });
    const byEmail = new Map(made.map((m) => [m.email, m.id]));
    for (const p of chunk) idOf.set(p.line, byEmail.get(p.email ?? placeholderEmail(p.username!))!);
  });

  // Memberships: new ones invited (or back from removed); updates change the time accommodation.
  const joining = plan.people.filter((p) => p.join);
  const membershipOf = new Map<string, string>();
  await inChunks(joining, async (chunk) => {
    const rows = await tx
      .insert(memberships)
      .values(
        chunk.map((p) => ({
          organizationId: ws.organizationId,
          userId: idOf.get(p.line)!,
          role: p.role,
          status: 'invited' as const,
          timeAccommodation: p.time_accommodation ?? 1,
          addedBy: ws.userId,
          enrolledAt: now,
          invitedAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [memberships.organizationId, memberships.userId],
        set: {
          status: 'invited',
          role: sql`excluded.role`,
          timeAccommodation: sql`excluded.time_accommodation`,
          addedBy: ws.userId,
          enrolledAt: now,
          invitedAt: now,
          joinedAt: null,
          removedAt: null,
          updatedAt: now,
        },
      })
      .returning({ id: memberships.id, userId: memberships.userId });
    for (const r of rows) membershipOf.set(r.userId, r.id);
  });
  for (const p of plan.people.filter((x) => !x.join && x.time_accommodation !== null))
    await tx
      .update(memberships)
      .set({ timeAccommodation: p.time_accommodation!, updatedAt: now })
      .where(and(eq(memberships.organizationId, ws.organizationId), eq(memberships.userId, p.userId!)));

  // Class links.
  const links = plan.people.flatMap((p) => p.classes.map((name) => ({ role: p.role, classId: classId.get(lower(name))!, userId: idOf.get(p.line)!, addedAt: now })));
  await inChunks(
    links.filter((l) => l.role === 'student'),
    (chunk) =>
      tx
        .insert(classStudents)
        .values(chunk.map(({ classId: cid, userId, addedAt }) => ({ classId: cid, userId, addedAt })))
        .onConflictDoNothing(),
  );
  await inChunks(
    links.filter((l) => l.role === 'teacher'),
    (chunk) =>
      tx
        .insert(classTeachers)
        .values(chunk.map(({ classId: cid, userId, addedAt }) => ({ classId: cid, userId, addedAt })))
        .onConflictDoNothing(),
  );

  // Invitations for addresses (username accounts get their one-time password on the sheet).
  const invited = joining.filter((p) => p.email);
  const mails: MailMessage[] = [];
  const invitationRows: Array<typeof invitations.$inferInsert> = [];
  for (const p of invited) {
    const userId = idOf.get(p.line)!;
    const email = p.email!;
    const token = randomBytes(32).toString('base64url');
    invitationRows.push({
      membershipId: membershipOf.get(userId)!,
      email,
      tokenHash: hashInvitationToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
    });
    mails.push(invitationMail(email, c.locale, p.full_name, ws.organizationName, p.role, `${c.publicUrl.replace(/\/$/, '')}/${c.locale}/invitations/${token}`));
  }
  await inChunks(invitationRows, (chunk) => tx.insert(invitations).values(chunk));
  await c.mailer.enqueueMany(mails, tx);

  const written = plan.people.length + plan.newClasses.length;
  // The sheet: the passwords sealed under a key the answer alone carries (ADR 0071).
  const expiresAt = new Date(now.getTime() + ROSTER_SHEET_TTL_MS);
  const sealed = cards.length ? sealSheet({ school: ws.organizationName, publicUrl: c.publicUrl, cards }, importId) : null;
  await tx
    .update(rosterImports)
    .set({ status: 'committed', committedAt: now, sheetSealed: sealed?.sealed ?? null, sheetExpiresAt: sealed ? expiresAt : null })
    .where(eq(rosterImports.id, importId));
  await audit(tx, now, {
    event: 'roster_imported',
    actorId: c.actorId,
    organizationId: ws.organizationId,
    meta: { rows: written, import_id: importId, one_time_passwords: cards.length },
    request: c.request,
  });
  // told to the importer's endpoints and the school owner's, in this transaction (counts and ids; names stay in Tasreef)
  await emitEvent(
    tx,
    [ws.userId, ws.ownerId],
    'roster.imported',
    {
      import_id: importId,
      organization_id: ws.organizationId,
      people: plan.people.length,
      students: plan.people.filter((p) => p.role === 'student').length,
      teachers: plan.people.filter((p) => p.role === 'teacher').length,
      joined: joining.length,
      classes_created: plan.newClasses.length,
      imported_at: now.toISOString(),
    },
    now,
  );
  return { count: written, sheet: sealed ? { token: sealed.token, count: cards.length, expires_at: expiresAt.toISOString() } : null };
}
