import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { MemberDetails, MemberListQuery, MemberRole, Member } from '@tasreef/contracts/management';
import { DEFAULT_PER_PAGE } from '@tasreef/contracts/management';
import { users } from '../db/accounts.ts';
import { classes, classStudents, classTeachers, memberships } from '../db/management.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { isPlaceholderAddress } from '../mail/mailer.ts';
import { attemptFigures, attemptsOf, NO_ATTEMPTS, type AttemptFigures } from './member-attempts.ts';
import { visibleClasses, visibleMembers } from './visibility.ts';
import type { WorkspaceContext } from './workspace.ts';
import { containsPattern } from '../lib/like.ts';

/** Reading members: the teachers and students tables and a member's details, inside what the caller may see. */

type Tx = Pick<Db, 'select'>;
export type MemberRow = { m: typeof memberships.$inferSelect; u: typeof users.$inferSelect };

/** `LIKE` wildcards in the search text are literal characters. */

const SORT_COLUMNS = {
  full_name: users.fullName,
  enrolled_at: memberships.enrolledAt,
  country: users.country,
  city: users.city,
  area: users.area,
  time_zone: users.timeZone,
  education_level: users.educationLevel,
  status: memberships.status,
} as const;

export async function listMembers(db: Tx, ws: WorkspaceContext, role: MemberRole, q: MemberListQuery) {
  if (role === 'teacher' && ws.role !== 'owner') throw new AppError('forbidden', 403, 'owner_only');
  const conditions: SQL[] = [visibleMembers(ws), eq(memberships.role, role)];
  if (q.status) conditions.push(eq(memberships.status, q.status));
  if (q.search) {
    const p = containsPattern(q.search);
    conditions.push(or(ilike(users.fullName, p), ilike(users.email, p), ilike(users.username, p), ilike(users.phone, p))!);
  }
  if (q.class_id) {
    const table = role === 'student' ? classStudents : classTeachers;
    conditions.push(sql`exists (select 1 from ${table} x where x.user_id = ${memberships.userId} and x.class_id = ${q.class_id})`);
  }
  const where = and(...conditions);
  const page = q.page ?? 1;
  const perPage = q.per_page ?? DEFAULT_PER_PAGE;
  const column = SORT_COLUMNS[q.sort ?? 'enrolled_at'];
  const direction = (q.order ?? (q.sort ? 'asc' : 'desc')) === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({ m: memberships, u: users })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(where)
      .orderBy(direction(column), asc(users.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(where),
  ]);
  const [classMap, attemptMap] = await Promise.all([
    classesOf(db, ws, rows),
    attemptsOf(
      db,
      ws,
      rows.map((r) => r.u.id),
    ),
  ]);
  return {
    data: rows.map((r) => presentMember(r, ws, classMap.get(r.u.id) ?? [], attemptFigures(attemptMap.byStudent.get(r.u.id) ?? [], attemptMap.rules))),
    meta: { page, per_page: perPage, total: total?.n ?? 0 },
  };
}

/** A member the caller may see, by user id, else 404. */
export async function findMember(db: Tx, ws: WorkspaceContext, userId: string): Promise<MemberRow> {
  const [row] = await db
    .select({ m: memberships, u: users })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(visibleMembers(ws), eq(memberships.userId, userId)));
  if (!row) throw new AppError('not_found', 404, 'not_found');
  return row;
}

/** Several members the caller may see; any id outside them is a 404 (nothing is done to the rest). */
export async function findMembers(db: Tx, ws: WorkspaceContext, userIds: string[], role?: MemberRole): Promise<MemberRow[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ m: memberships, u: users })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(visibleMembers(ws), inArray(memberships.userId, userIds)));
  if (rows.length !== userIds.length) throw new AppError('not_found', 404, 'not_found');
  if (role && rows.some((r) => r.m.role !== role)) throw new AppError('validation_failed', 422, role === 'student' ? 'not_a_student' : 'not_a_teacher');
  return rows;
}

async function classesOf(db: Tx, ws: WorkspaceContext, rows: MemberRow[]) {
  const map = new Map<string, Array<{ id: string; name: string; archived: boolean }>>();
  const ids = rows.map((r) => r.u.id);
  if (ids.length === 0) return map;
  const links = await db
    .select({ userId: classStudents.userId, id: classes.id, name: classes.name, archivedAt: classes.archivedAt })
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classId))
    .where(and(visibleClasses(ws), inArray(classStudents.userId, ids)))
    .union(
      db
        .select({ userId: classTeachers.userId, id: classes.id, name: classes.name, archivedAt: classes.archivedAt })
        .from(classTeachers)
        .innerJoin(classes, eq(classes.id, classTeachers.classId))
        .where(and(visibleClasses(ws), inArray(classTeachers.userId, ids))),
    );
  for (const l of links.sort((a, b) => a.name.localeCompare(b.name))) {
    const list = map.get(l.userId) ?? [];
    list.push({ id: l.id, name: l.name, archived: l.archivedAt !== null });
    map.set(l.userId, list);
  }
  return map;
}

export function presentMember({ m, u }: MemberRow, ws: WorkspaceContext, memberClasses: Member['classes'], figures: AttemptFigures = NO_ATTEMPTS): Member {
  return {
    id: u.id,
    role: m.role,
    status: m.status === 'active' ? 'active' : 'invited',
    full_name: u.fullName,
    email: isPlaceholderAddress(u.email) ? null : u.email,
    username: u.username,
    enrolled_at: m.enrolledAt.toISOString(),
    country: u.country,
    city: u.city,
    area: u.area,
    time_zone: u.timeZone,
    education_level: u.educationLevel,
    phone: u.phone,
    whatsapp: u.whatsapp,
    ...figures,
    time_accommodation: m.role === 'student' ? Number(m.timeAccommodation) : null,
    classes: memberClasses,
    managed: u.managedBy === ws.organizationId,
  };
}

export async function memberDetails(db: Tx, ws: WorkspaceContext, userId: string): Promise<MemberDetails> {
  const row = await findMember(db, ws, userId);
  const [classMap, attemptMap] = await Promise.all([classesOf(db, ws, [row]), attemptsOf(db, ws, [userId])]);
  const attempts = attemptMap.byStudent.get(userId) ?? [];
  const [adder] = row.m.addedBy ? await db.select({ id: users.id, full_name: users.fullName }).from(users).where(eq(users.id, row.m.addedBy)) : [];
  return {
    ...presentMember(row, ws, classMap.get(userId) ?? [], attemptFigures(attempts, attemptMap.rules)),
    invited_at: row.m.invitedAt?.toISOString() ?? null,
    joined_at: row.m.joinedAt?.toISOString() ?? null,
    added_by: adder ?? null,
    can_delete: ws.role === 'owner',
    attempts,
  };
}

/** An account not yet taken over by its owner and made by this organisation: its profile is the organisation's to edit. */
export const isManagedBy = (u: typeof users.$inferSelect, ws: WorkspaceContext) => u.managedBy === ws.organizationId;
