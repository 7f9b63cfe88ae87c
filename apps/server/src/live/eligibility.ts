/** Who may take part in a live session (ADR 0091): joining, and staying in. */
import { and, eq, exists, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { classStudents, classTeachers, memberships, organizations } from '../db/management.ts';

/**
 * A student of the session's organisation, in a class its host teaches (or any of its students, when
 * the host owns it), as one SQL condition. The session's organisation and host, and the student, are
 * values, or columns in a query on them.
 */
export function mayJoin(session: { organizationId: string | AnyColumn; hostId: string | AnyColumn }, userId: string | AnyColumn) {
  const member = exists(
    sql`(select 1 from ${memberships} m where m.organization_id = ${session.organizationId} and m.user_id = ${userId} and m.role = 'student' and m.status = 'active')`,
  );
  const owner = exists(sql`(select 1 from ${organizations} o where o.id = ${session.organizationId} and o.owner_id = ${session.hostId})`);
  const taught = exists(
    sql`(select 1 from ${classTeachers} ct join ${classStudents} cs on cs.class_id = ct.class_id where ct.user_id = ${session.hostId} and cs.user_id = ${userId})`,
  );
  return and(member, sql`(${owner} or ${taught})`)!;
}

/**
 * Those of `userIds` who may take part (the rule of `mayJoin`), in one statement for all of them:
 * the active students of the organisation among them, when the host owns it, else those in a class
 * the host teaches (ADR 0100: the hub asks it of the streams it is about to send to).
 */
export async function eligibleAmong(db: Pick<Db, 'select'>, session: { organizationId: string; hostId: string }, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const owner = exists(sql`(select 1 from ${organizations} o where o.id = ${session.organizationId} and o.owner_id = ${session.hostId})`);
  const taught = inArray(
    memberships.userId,
    db
      .select({ id: classStudents.userId })
      .from(classTeachers)
      .innerJoin(classStudents, eq(classStudents.classId, classTeachers.classId))
      .where(eq(classTeachers.userId, session.hostId)),
  );
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(
      and(
        eq(memberships.organizationId, session.organizationId),
        inArray(memberships.userId, [...userIds]),
        eq(memberships.role, 'student'),
        eq(memberships.status, 'active'),
        sql`(${owner} or ${taught})`,
      ),
    );
  return new Set(rows.map((r) => r.userId));
}
