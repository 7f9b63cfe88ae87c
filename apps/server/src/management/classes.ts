import { and, asc, eq, ilike, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { ClassDetails, ClassMembersRequest, ClassSummary, CreateClassRequest, UpdateClassRequest } from '@tasreef/contracts/management';
import { users } from '../db/accounts.ts';
import { classes, classStudents, classTeachers, memberships } from '../db/management.ts';
import type { Db } from '../db/client.ts';
import { audit } from '../lib/audit.ts';
import { AppError } from '../http/errors.ts';
import { isPlaceholderAddress } from '../mail/mailer.ts';
import type { ChangeContext } from './member-changes.ts';
import { findMembers } from './members.ts';
import { containsPattern } from '../lib/like.ts';
import { visibleClasses } from './visibility.ts';
import { assertOwner, type WorkspaceContext } from './workspace.ts';

/** Classes: a list, a class page, and the changes to them (create, rename, archive, members). */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type ClassRow = typeof classes.$inferSelect;

const isUniqueViolation = (err: unknown) => {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) if ((e as { code?: unknown }).code === '23505') return true;
  return false;
};

export async function listClasses(db: Pick<Db, 'select'>, ws: WorkspaceContext, q: { archived?: 'true' | 'false'; search?: string }): Promise<ClassSummary[]> {
  const conditions: SQL[] = [visibleClasses(ws)];
  if (q.archived === 'true') conditions.push(isNotNull(classes.archivedAt));
  else conditions.push(isNull(classes.archivedAt));
  if (q.search) conditions.push(ilike(classes.name, containsPattern(q.search)));
  const rows = await db
    .select()
    .from(classes)
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${classes.name})`));
  return summaries(db, ws, rows);
}

async function summaries(db: Pick<Db, 'select'>, ws: WorkspaceContext, rows: ClassRow[]): Promise<ClassSummary[]> {
  const ids = rows.map((r) => r.id);
  const teachers = ids.length
    ? await db
        .select({ classId: classTeachers.classId, id: users.id, full_name: users.fullName })
        .from(classTeachers)
        .innerJoin(users, eq(users.id, classTeachers.userId))
        .where(inArray(classTeachers.classId, ids))
        .orderBy(asc(users.fullName))
    : [];
  const counts = ids.length
    ? await db
        .select({ classId: classStudents.classId, n: sql<number>`count(*)::int` })
        .from(classStudents)
        .where(inArray(classStudents.classId, ids))
        .groupBy(classStudents.classId)
    : [];
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    subject: r.subject,
    level: r.level,
    archived: r.archivedAt !== null,
    created_at: r.createdAt.toISOString(),
    teachers: teachers.filter((t) => t.classId === r.id).map(({ id, full_name }) => ({ id, full_name })),
    student_count: counts.find((c) => c.classId === r.id)?.n ?? 0,
    can_manage_teachers: ws.role === 'owner',
  }));
}

export async function findClass(db: Pick<Db, 'select'>, ws: WorkspaceContext, id: string): Promise<ClassRow> {
  const [row] = await db
    .select()
    .from(classes)
    .where(and(visibleClasses(ws), eq(classes.id, id)));
  if (!row) throw new AppError('not_found', 404, 'not_found');
  return row;
}

export async function classDetails(db: Pick<Db, 'select'>, ws: WorkspaceContext, id: string): Promise<ClassDetails> {
  const row = await findClass(db, ws, id);
  const [summary] = await summaries(db, ws, [row]);
  const students = await db
    .select({ id: users.id, full_name: users.fullName, email: users.email, username: users.username, status: memberships.status })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.userId))
    .innerJoin(memberships, and(eq(memberships.userId, classStudents.userId), eq(memberships.organizationId, ws.organizationId)))
    .where(eq(classStudents.classId, id))
    .orderBy(asc(users.fullName));
  return {
    ...summary!,
    students: students.map((s) => ({ ...s, email: isPlaceholderAddress(s.email) ? null : s.email, status: s.status === 'active' ? 'active' : 'invited' })),
  };
}

export async function createClass(c: ChangeContext, ws: WorkspaceContext, input: CreateClassRequest): Promise<string> {
  // A teacher's class is theirs; naming other teachers is the owner's.
  if (ws.role !== 'owner' && (input.teacher_ids ?? []).some((t) => t !== ws.userId)) assertOwner(ws);
  try {
    return await c.db.transaction(async (tx) => {
      const [made] = await tx
        .insert(classes)
        .values({
          organizationId: ws.organizationId,
          name: input.name,
          subject: input.subject ?? null,
          level: input.level ?? null,
          createdBy: ws.userId,
          createdAt: c.now,
          updatedAt: c.now,
        })
        .returning();
      const teacherIds = ws.role === 'owner' ? (input.teacher_ids ?? []) : [ws.userId];
      await addMembers(tx, c, ws, made!, { teacher_ids: ws.role === 'owner' ? teacherIds : [], student_ids: input.student_ids ?? [] }, false);
      if (ws.role !== 'owner') await tx.insert(classTeachers).values({ classId: made!.id, userId: ws.userId, addedAt: c.now });
      await audit(tx, c.now, {
        event: 'class_created',
        actorId: c.actor.id,
        organizationId: ws.organizationId,
        meta: { class: made!.name, class_id: made!.id },
        request: c.request,
      });
      return made!.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('conflict', 409, 'class_name_taken');
    throw err;
  }
}

export async function updateClass(c: ChangeContext, ws: WorkspaceContext, id: string, input: UpdateClassRequest): Promise<'archived' | 'restored' | 'updated'> {
  try {
    return await c.db.transaction(async (tx) => {
      const row = await findClass(tx, ws, id);
      const set: Partial<ClassRow> = { updatedAt: c.now };
      if (input.name !== undefined) set.name = input.name;
      if (input.subject !== undefined) set.subject = input.subject;
      if (input.level !== undefined) set.level = input.level;
      let outcome: 'archived' | 'restored' | 'updated' = 'updated';
      if (input.archived === true && !row.archivedAt) {
        set.archivedAt = c.now;
        outcome = 'archived';
      } else if (input.archived === false && row.archivedAt) {
        set.archivedAt = null;
        outcome = 'restored';
      }
      await tx.update(classes).set(set).where(eq(classes.id, id));
      await audit(tx, c.now, {
        event: outcome === 'archived' ? 'class_archived' : 'class_updated',
        actorId: c.actor.id,
        organizationId: ws.organizationId,
        meta: { class: set.name ?? row.name, class_id: id },
        request: c.request,
      });
      return outcome;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('conflict', 409, 'class_name_taken');
    throw err;
  }
}

async function addMembers(tx: Tx, c: ChangeContext, ws: WorkspaceContext, row: ClassRow, input: ClassMembersRequest, check = true) {
  if (check && row.archivedAt) throw new AppError('conflict', 409, 'class_archived');
  if ((input.teacher_ids?.length ?? 0) > 0) assertOwner(ws);
  const teachers = await findMembers(tx, ws, input.teacher_ids ?? [], 'teacher');
  const students = await findMembers(tx, ws, input.student_ids ?? [], 'student');
  for (const t of teachers) await tx.insert(classTeachers).values({ classId: row.id, userId: t.u.id, addedAt: c.now }).onConflictDoNothing();
  for (const s of students) await tx.insert(classStudents).values({ classId: row.id, userId: s.u.id, addedAt: c.now }).onConflictDoNothing();
}

export async function changeClassMembers(c: ChangeContext, ws: WorkspaceContext, id: string, input: ClassMembersRequest, add: boolean) {
  await c.db.transaction(async (tx) => {
    const row = await findClass(tx, ws, id);
    if (add) await addMembers(tx, c, ws, row, input);
    else {
      if (row.archivedAt) throw new AppError('conflict', 409, 'class_archived');
      if ((input.teacher_ids?.length ?? 0) > 0) assertOwner(ws);
      const teachers = await findMembers(tx, ws, input.teacher_ids ?? [], 'teacher');
      const students = await findMembers(tx, ws, input.student_ids ?? [], 'student');
      if (teachers.length)
        await tx.delete(classTeachers).where(
          and(
            eq(classTeachers.classId, id),
            inArray(
              classTeachers.userId,
              teachers.map((t) => t.u.id),
            ),
          ),
        );
      if (students.length)
        await tx.delete(classStudents).where(
          and(
            eq(classStudents.classId, id),
            inArray(
              classStudents.userId,
              students.map((s) => s.u.id),
            ),
          ),
        );
    }
    await audit(tx, c.now, { event: 'class_members', actorId: c.actor.id, organizationId: ws.organizationId, meta: { class: row.name, class_id: id, add }, request: c.request });
  });
}
