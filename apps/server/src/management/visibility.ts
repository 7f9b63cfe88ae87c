import { and, eq, exists, ne, or, sql, type SQL } from 'drizzle-orm';
import { classes, classStudents, classTeachers, memberships } from '../db/management.ts';
import type { WorkspaceContext } from './workspace.ts';

/**
 * Who sees what (docs/decisions/0024-…, the table "Who sees what"), as SQL conditions that every
 * query of members and classes carries. A record outside them does not exist for the caller: 404.
 */

/** The memberships the caller sees: the owner every live one; a teacher the students of the classes they teach and the students they added. */
export function visibleMembers(ws: WorkspaceContext): SQL {
  const live = and(eq(memberships.organizationId, ws.organizationId), ne(memberships.status, 'removed'))!;
  if (ws.role === 'owner') return live;
  const taught = exists(
    sql`(select 1 from ${classStudents} cs join ${classTeachers} ct on ct.class_id = cs.class_id join ${classes} c on c.id = cs.class_id
         where cs.user_id = ${memberships.userId} and ct.user_id = ${ws.userId} and c.organization_id = ${ws.organizationId})`,
  );
  return and(live, eq(memberships.role, 'student'), or(eq(memberships.addedBy, ws.userId), taught))!;
}

/** The classes the caller sees: the owner all of the organisation's; a teacher those they teach. */
export function visibleClasses(ws: WorkspaceContext): SQL {
  const own = eq(classes.organizationId, ws.organizationId);
  if (ws.role === 'owner') return own;
  return and(own, exists(sql`(select 1 from ${classTeachers} ct where ct.class_id = ${classes.id} and ct.user_id = ${ws.userId})`))!;
}
