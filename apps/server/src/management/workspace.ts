import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Locale } from '@tasreef/contracts';
import type { OrganizationKind, Workspace } from '@tasreef/contracts/management';
import type { Db } from '../db/client.ts';
import { memberships, organizations } from '../db/management.ts';
import type { UserRow } from '../db/accounts.ts';
import { AppError, forbidden } from '../http/errors.ts';
import { pageMemo } from '../http/page-memo.ts';
import { amountOf, assertWithin, entitlementsOf, lifting, limitOf } from '../entitlements/service.ts';

/**
 * Where a caller works (docs/decisions/0024-…): the organisation they own (a school account, or an
 * independent educator's own roster, made the first time it is needed) or the one they teach in.
 * Students, administrators and incomplete profiles have none: 403.
 */
export interface WorkspaceContext {
  organizationId: string;
  organizationName: string;
  kind: OrganizationKind;
  ownerId: string;
  role: 'owner' | 'teacher';
  userId: string;
}

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export async function workspaceOf(db: Tx, user: UserRow, now: Date): Promise<WorkspaceContext> {
  if (user.type !== 'educator' || !user.educatorType) throw forbidden();
  if (user.educatorType !== 'school') {
    const [teaching] = await db
      .select({ org: organizations })
      .from(memberships)
      .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
      .where(and(eq(memberships.userId, user.id), eq(memberships.role, 'teacher'), eq(memberships.status, 'active')))
      .limit(1);
    if (teaching) return context(teaching.org, 'teacher', user.id);
  }
  // read first: every request of an educator comes here, and the organisation is made only once
  const [existing] = await db.select().from(organizations).where(eq(organizations.ownerId, user.id));
  if (existing) return context(existing, 'owner', user.id);
  const kind: OrganizationKind = user.educatorType === 'school' ? (user.organizationType ?? 'school') : 'independent';
  await db.insert(organizations).values({ kind, name: user.fullName, ownerId: user.id, createdAt: now }).onConflictDoNothing({ target: organizations.ownerId });
  const [own] = await db.select().from(organizations).where(eq(organizations.ownerId, user.id));
  if (!own) throw new Error('the organisation just made is not there');
  return context(own, 'owner', user.id);
}

/** The caller's workspace, read once for all the API calls of one page view (http/page-memo.ts, ADR 0086). */
export function workspaceOfRequest(request: FastifyRequest, db: Tx, user: UserRow, now: Date): Promise<WorkspaceContext> {
  return pageMemo(request, `workspace:${user.id}`, () => workspaceOf(db, user, now));
}

/** The organisation an educator owns, if any, without making one. */
export async function ownedOrganization(db: Tx, userId: string) {
  const [own] = await db.select().from(organizations).where(eq(organizations.ownerId, userId));
  return own ?? null;
}

function context(org: typeof organizations.$inferSelect, role: 'owner' | 'teacher', userId: string): WorkspaceContext {
  return { organizationId: org.id, organizationName: org.name, kind: org.kind, ownerId: org.ownerId, role, userId };
}

/** The owner alone changes the teachers list, a class's teachers, and deletes members. */
export function assertOwner(ws: WorkspaceContext): void {
  if (ws.role !== 'owner') throw new AppError('forbidden', 403, 'owner_only');
}

/** The plan's educator sub-accounts for the owner's plan: null = unlimited, 0 = unavailable (the entitlements service). */
export async function teacherLimit(db: Pick<Db, 'select'>, ownerId: string): Promise<{ limit: number | null; plan: string }> {
  const e = await entitlementsOf(db, ownerId);
  return { limit: limitOf(e, 'educator_sub_accounts'), plan: e.plan };
}

/** The teachers (invited or active) an organisation has. */
export async function teacherCount(db: Pick<Db, 'select'>, organizationId: string): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.role, 'teacher'), ne(memberships.status, 'removed')));
  return r?.n ?? 0;
}

/**
 * Refuses one more teacher over the plan's limit (403 plan_limit naming the plan that lifts it).
 * Run inside the transaction that adds the teacher, after `lockOrganization`, so two requests
 * cannot both pass the check.
 */
export async function assertTeacherRoom(db: Tx, ws: WorkspaceContext, locale: Locale, adding = 1): Promise<void> {
  const { limit } = await teacherLimit(db, ws.ownerId);
  if (limit === null) return;
  const count = await teacherCount(db, ws.organizationId);
  await assertWithin(db, 'educator_sub_accounts', limit, count + adding, locale, 'plan_limit_educators', 'plan_limit_educators_unavailable');
}

export async function planLifting(db: Pick<Db, 'select'>, needed: number, locale: Locale): Promise<string> {
  return lifting(db, 'educator_sub_accounts', (r) => amountOf(r) === null || amountOf(r)! >= needed, locale);
}

/** Serializes the changes of one organisation that check a count (the plan limit). */
export async function lockOrganization(db: Tx, organizationId: string): Promise<void> {
  await db.execute(sql`select 1 from organizations where id = ${organizationId} for update`);
}

export async function presentWorkspace(db: Tx, ws: WorkspaceContext): Promise<Workspace> {
  const { limit } = await teacherLimit(db, ws.ownerId);
  return {
    organization: { id: ws.organizationId, name: ws.organizationName, kind: ws.kind },
    role: ws.role,
    can_manage_teachers: ws.role === 'owner',
    teacher_limit: limit,
    teacher_count: await teacherCount(db, ws.organizationId),
  };
}
