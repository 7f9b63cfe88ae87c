/**
 * Share links (ADR 0043): a link makes an exam open to whoever holds it — a student who opens it
 * and signs in joins the exam's takers (`exam_link_takers`, read by `assignedToStudent`), whatever
 * its assignments say. The token is 256 bits: HMAC-SHA256 of a 256-bit random seed under the
 * server's secret key. Only its SHA-256 is looked up, so the database alone gives no token; the
 * seed lets the server show the exam's educator the same link again to copy.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { translate, type Locale } from '@tasreef/contracts';
import { SHARE_LINK_TOKEN, type ExamSharing, type ShareLink, type ShareLinkPreview, type ShareLinkStatus } from '@tasreef/contracts/sharing';
import type { Db } from '../db/client.ts';
import { auditLog, users } from '../db/accounts.ts';
import { exams } from '../db/exams.ts';
import { organizations } from '../db/management.ts';
import { examLinkTakers, examShareLinks } from '../db/sharing.ts';
import type { UserRow } from '../db/accounts.ts';
import { AppError } from '../http/errors.ts';
import { hmac, safeEqual } from '../http/signing.ts';
import type { WorkspaceContext } from '../management/workspace.ts';
import { assertAuthor, assignedToStudent, findExam, type ExamRow } from '../exams/scope.ts';
import { assertSharingAllowed, sharingAllowed, sharingUpgrade } from './entitlements.ts';
import { receivedAs, sharesOf } from './share.ts';

type Reader = Pick<Db, 'select'>;
type LinkRow = typeof examShareLinks.$inferSelect;

export interface LinkContext {
  db: Db;
  now: Date;
  locale: Locale;
  secretKey: string;
  publicUrl: string;
  ip: string | null;
}

export const tokenOf = (secretKey: string, seed: string) => hmac(secretKey, `exam-share-link:${seed}`, 'base64url');
export const hashLinkToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export const joinUrl = (publicUrl: string, locale: Locale, token: string) => `${publicUrl.replace(/\/$/, '')}/${locale}/join-exam/${token}`;

/** The link's token again, from its seed; null when the secret key changed since (the link still works for whoever holds it). */
function shownToken(secretKey: string, link: LinkRow): string | null {
  const token = tokenOf(secretKey, link.seed);
  return safeEqual(hashLinkToken(token), link.tokenHash) ? token : null;
}

const ended = (exam: Pick<ExamRow, 'expiresAt'>, now: Date) => exam.expiresAt !== null && exam.expiresAt <= now;

/** Why this exam cannot have a new link now: not published (students cannot take a draft), or ended. */
function linkRefusal(exam: ExamRow, now: Date): AppError | null {
  if (exam.status !== 'published') return new AppError('conflict', 409, 'share_link_needs_published');
  if (ended(exam, now)) return new AppError('conflict', 409, 'share_link_exam_ended');
  return null;
}

async function linksOf(db: Reader, exam: ExamRow, showUrl: boolean, c: Pick<LinkContext, 'secretKey' | 'publicUrl' | 'locale'>): Promise<ShareLink[]> {
  const rows = await db
    .select({ link: examShareLinks, joined: count(examLinkTakers.studentId) })
    .from(examShareLinks)
    .leftJoin(examLinkTakers, eq(examLinkTakers.linkId, examShareLinks.id))
    .where(eq(examShareLinks.examId, exam.id))
    .groupBy(examShareLinks.id)
    .orderBy(desc(examShareLinks.createdAt), desc(examShareLinks.id));
  return rows.map(({ link, joined }) => {
    const token = showUrl && !link.revokedAt ? shownToken(c.secretKey, link) : null;
    return {
      id: link.id,
      state: link.revokedAt ? 'revoked' : 'active',
      url: token ? joinUrl(c.publicUrl, c.locale, token) : null,
      created_at: link.createdAt.toISOString(),
      revoked_at: link.revokedAt?.toISOString() ?? null,
      joined,
    };
  });
}

/** `GET /exams/{id}/sharing`: what the Share section shows (the exam is one the caller sees). */
export async function examSharing(db: Db, ws: WorkspaceContext, examId: string, c: Pick<LinkContext, 'secretKey' | 'publicUrl' | 'locale' | 'now'>): Promise<ExamSharing> {
  const exam = await findExam(db, ws, examId);
  const author = exam.ownerId === ws.userId;
  const allowed = await sharingAllowed(db, ws.ownerId);
  const refusal = linkRefusal(exam, c.now);
  return {
    can_manage: author,
    can_share: author && allowed,
    upgrade: allowed ? null : translate(c.locale, 'plan_limit_share', (await sharingUpgrade(db, c.locale)).params),
    link_refusal: refusal ? translate(c.locale, refusal.messageKey, refusal.params) : null,
    shares: await sharesOf(db, exam.id),
    links: await linksOf(db, exam, author, c),
    received: await receivedAs(db, exam.id),
  };
}

/** `POST /exams/{id}/links`: a new link for a published exam that has none active. */
export async function createLink(c: LinkContext, ws: WorkspaceContext, examId: string): Promise<ShareLink> {
  const exam = await findExam(c.db, ws, examId);
  assertAuthor(exam, ws);
  await assertSharingAllowed(c.db, ws.ownerId, c.locale);
  const refusal = linkRefusal(exam, c.now);
  if (refusal) throw refusal;
  const seed = randomBytes(32).toString('base64url');
  const token = tokenOf(c.secretKey, seed);
  const made = await c.db.transaction(async (tx) => {
    // one active link an exam: the second of two requests at once finds the first
    await tx.execute(sqlLockExam(exam.id));
    const [active] = await tx
      .select({ id: examShareLinks.id })
      .from(examShareLinks)
      .where(and(eq(examShareLinks.examId, exam.id), isNull(examShareLinks.revokedAt)));
    if (active) throw new AppError('conflict', 409, 'share_link_exists');
    const [row] = await tx
      .insert(examShareLinks)
      .values({ examId: exam.id, tokenHash: hashLinkToken(token), seed, createdBy: ws.userId, createdAt: c.now })
      .returning();
    await tx.insert(auditLog).values({
      userId: ws.userId,
      actorId: ws.userId,
      organizationId: ws.organizationId,
      event: 'exam_share_link_created',
      ip: c.ip,
      meta: { exam_id: exam.id, name: exam.title, link_id: row!.id },
      createdAt: c.now,
    });
    return row!;
  });
  return { id: made.id, state: 'active', url: joinUrl(c.publicUrl, c.locale, token), created_at: made.createdAt.toISOString(), revoked_at: null, joined: 0 };
}

const sqlLockExam = (examId: string) => sql`select 1 from ${exams} where ${exams.id} = ${examId} for update`;

/** `POST /exams/{id}/links/{link_id}/revoke`: the link stops adding anyone (those who joined stay takers). Twice is harmless. */
export async function revokeLink(c: LinkContext, ws: WorkspaceContext, examId: string, linkId: string): Promise<void> {
  const exam = await findExam(c.db, ws, examId);
  assertAuthor(exam, ws);
  await c.db.transaction(async (tx) => {
    const [link] = await tx
      .select()
      .from(examShareLinks)
      .where(and(eq(examShareLinks.id, linkId), eq(examShareLinks.examId, exam.id)))
      .for('update');
    if (!link) throw new AppError('not_found', 404, 'not_found');
    if (link.revokedAt) return;
    await tx.update(examShareLinks).set({ revokedAt: c.now }).where(eq(examShareLinks.id, link.id));
    await tx.insert(auditLog).values({
      userId: ws.userId,
      actorId: ws.userId,
      organizationId: ws.organizationId,
      event: 'exam_share_link_revoked',
      ip: c.ip,
      meta: { exam_id: exam.id, name: exam.title, link_id: link.id },
      createdAt: c.now,
    });
  });
}

interface Found {
  link: LinkRow;
  exam: ExamRow;
  educator: string;
  organization: { name: string; kind: string; ownerId: string };
}

/** The link of a token, its exam, educator and organisation; null for a malformed or unknown token. */
async function findLink(db: Reader, token: string): Promise<Found | null> {
  if (!SHARE_LINK_TOKEN.test(token)) return null;
  const [row] = await db
    .select({ link: examShareLinks, exam: exams, educator: users.fullName, organization: { name: organizations.name, kind: organizations.kind, ownerId: organizations.ownerId } })
    .from(examShareLinks)
    .innerJoin(exams, eq(exams.id, examShareLinks.examId))
    .innerJoin(users, eq(users.id, exams.ownerId))
    .innerJoin(organizations, eq(organizations.id, exams.organizationId))
    .where(eq(examShareLinks.tokenHash, hashLinkToken(token)));
  return row ?? null;
}

const STATUS_MESSAGE = { revoked: 'share_link_was_revoked', ended: 'share_link_exam_ended', unavailable: 'share_link_unavailable' } as const;

/** Where a found link stands now: revoked, its exam ended, not takable (no longer published, or the plan lost sharing), or open. */
async function statusOf(db: Reader, f: Found, now: Date): Promise<ShareLinkStatus> {
  if (f.link.revokedAt) return 'revoked';
  if (ended(f.exam, now)) return 'ended';
  if (f.exam.status !== 'published' || !(await sharingAllowed(db, f.organization.ownerId))) return 'unavailable';
  return 'open';
}

async function isTaker(db: Reader, examId: string, studentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: exams.id })
    .from(exams)
    .where(and(eq(exams.id, examId), assignedToStudent(studentId)));
  return Boolean(row);
}

/** `GET /exam-links/{token}`: what the link leads to, for anyone who holds it; an unknown token is a 404. */
export async function previewLink(db: Db, token: string, caller: UserRow | null, now: Date, locale: Locale): Promise<ShareLinkPreview> {
  const f = await findLink(db, token);
  if (!f) throw new AppError('not_found', 404, 'share_link_invalid');
  const status = await statusOf(db, f, now);
  return {
    status,
    message: status === 'open' ? null : translate(locale, STATUS_MESSAGE[status]),
    exam: { id: f.exam.id, title: f.exam.title, educator: f.educator, organization: f.organization.kind === 'independent' ? null : f.organization.name },
    joined: caller?.type === 'student' ? await isTaker(db, f.exam.id, caller.id) : false,
  };
}

/** `POST /exam-links/{token}/join`: the signed-in student joins the exam's takers (twice is harmless). */
export async function joinByLink(c: LinkContext, token: string, student: UserRow): Promise<{ examId: string; title: string }> {
  if (student.type !== 'student') throw new AppError('forbidden', 403, 'share_link_students_only');
  return c.db.transaction(async (tx) => {
    const f = await findLink(tx, token);
    if (!f) throw new AppError('not_found', 404, 'share_link_invalid');
    // the link row locked and read again: a revocation at the same moment comes before this join or after it, not during it
    const [link] = await tx.select().from(examShareLinks).where(eq(examShareLinks.id, f.link.id)).for('share');
    f.link = link!;
    const status = await statusOf(tx, f, c.now);
    if (status !== 'open') throw new AppError('conflict', 409, STATUS_MESSAGE[status]);
    const added = await tx
      .insert(examLinkTakers)
      .values({ examId: f.exam.id, studentId: student.id, linkId: f.link.id, joinedAt: c.now })
      .onConflictDoNothing()
      .returning({ examId: examLinkTakers.examId });
    if (added.length > 0)
      await tx.insert(auditLog).values({
        userId: student.id,
        actorId: student.id,
        organizationId: f.exam.organizationId,
        event: 'exam_link_joined',
        ip: c.ip,
        meta: { exam_id: f.exam.id, name: student.fullName, link_id: f.link.id },
        createdAt: c.now,
      });
    return { examId: f.exam.id, title: f.exam.title };
  });
}
