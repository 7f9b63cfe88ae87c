/**
 * Who sees which exam (ADR 0027): its educator, and the organisation that owns it (a school sees
 * its teachers' exams; a teacher sees their own). A student sees only the published exams assigned
 * to them (directly or through a class), or that they joined by a share link, without questions.
 * Anything else is a 404.
 */
import { and, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { exams, examAssignments } from '../db/exams.ts';
import { classStudents, memberships } from '../db/management.ts';
import { examLinkTakers } from '../db/sharing.ts';
import { AppError } from '../http/errors.ts';
import type { WorkspaceContext } from '../management/workspace.ts';

export type ExamRow = typeof exams.$inferSelect;

/** The exams an educator sees. */
export function visibleExams(ws: WorkspaceContext): SQL {
  const own = eq(exams.organizationId, ws.organizationId);
  if (ws.role === 'owner') return own;
  return and(own, eq(exams.ownerId, ws.userId))!;
}

/** The published exams assigned to a student (directly, or to a class they are in), in an organisation they still belong to. */
export function assignedToStudent(userId: string): SQL {
  const direct = exists(sql`(select 1 from ${examAssignments} a where a.exam_id = ${exams.id} and a.target = 'student' and a.target_id = ${userId})`);
  const viaClass = exists(
    sql`(select 1 from ${examAssignments} a join ${classStudents} cs on cs.class_id = a.target_id where a.exam_id = ${exams.id} and a.target = 'class' and cs.user_id = ${userId})`,
  );
  const member = exists(
    sql`(select 1 from ${memberships} m where m.organization_id = ${exams.organizationId} and m.user_id = ${userId} and m.role = 'student' and m.status <> 'removed')`,
  );
  // a student who joined by a share link is a taker whatever the assignments and memberships say (ADR 0043)
  const byLink = exists(sql`(select 1 from ${examLinkTakers} t where t.exam_id = ${exams.id} and t.student_id = ${userId})`);
  return and(eq(exams.status, 'published'), or(and(member, or(direct, viaClass)), byLink))!;
}

export async function findExam(db: Pick<Db, 'select'>, ws: WorkspaceContext, id: string): Promise<ExamRow> {
  const [row] = await db
    .select()
    .from(exams)
    .where(and(eq(exams.id, id), visibleExams(ws)));
  if (!row) throw new AppError('not_found', 404, 'not_found');
  return row;
}

/** Changing an exam is for its educator only; the school that sees it may not (403). */
export function assertAuthor(exam: ExamRow, ws: WorkspaceContext): void {
  if (exam.ownerId !== ws.userId) throw new AppError('forbidden', 403, 'exam_owner_only');
}
