/** Who may take part in a live session (ADR 0091), as one SQL condition: joining, and staying in. */
import { and, exists, sql, type AnyColumn } from 'drizzle-orm';
import { classStudents, classTeachers, memberships, organizations } from '../db/management.ts';

/**
 * A student of the session's organisation, in a class its host teaches (or any of its students, when
 * the host owns it). The session's organisation and host, and the student, are values, or columns in a
 * query on them.
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
