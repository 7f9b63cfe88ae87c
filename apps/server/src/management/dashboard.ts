import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { translate, type Locale, type MessageKey } from '@tasreef/contracts';
import type { Dashboard } from '@tasreef/contracts/management';
import { auditLog, users } from '../db/accounts.ts';
import { classes, classStudents, memberships, organizations } from '../db/management.ts';
import type { Db } from '../db/client.ts';
import type { UserRow } from '../db/accounts.ts';
import { isProfileComplete } from '../auth/present.ts';
import { listClasses } from './classes.ts';
import { visibleMembers } from './visibility.ts';
import { presentWorkspace, workspaceOf } from './workspace.ts';

/** The dashboard home: what this person can do next, by role. */

const ACTIVITY: Record<string, MessageKey> = {
  member_invited: 'activity_member_invited',
  member_added: 'activity_member_added',
  member_updated: 'activity_member_updated',
  member_removed: 'activity_member_removed',
  member_joined: 'activity_member_joined',
  class_created: 'activity_class_created',
  class_updated: 'activity_class_updated',
  class_archived: 'activity_class_archived',
  class_members: 'activity_class_members',
  roster_imported: 'activity_roster_imported',
  exam_created: 'activity_exam_created',
  exam_updated: 'activity_exam_updated',
  exam_published: 'activity_exam_published',
  exam_deleted: 'activity_exam_deleted',
  exam_cloned: 'activity_exam_cloned',
  exam_override_set: 'activity_exam_override_set',
  exam_override_removed: 'activity_exam_override_removed',
};

export async function dashboardOf(db: Db, user: UserRow, now: Date, locale: Locale): Promise<Dashboard> {
  const invitations = await pendingInvitations(db, user.id);
  if (!isProfileComplete(user) || user.type === 'admin' || !user.type) return { view: { kind: 'other' }, invitations };
  if (user.type === 'student') return { view: await studentView(db, user.id), invitations };
  const ws = await workspaceOf(db, user, now);
  const workspace = await presentWorkspace(db, ws);
  if (ws.role === 'teacher') {
    const taught = await listClasses(db, ws, {});
    const [students] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(memberships)
      .where(and(visibleMembers(ws), eq(memberships.role, 'student')));
    return { view: { kind: 'teacher', workspace, classes: taught, student_count: students?.n ?? 0 }, invitations };
  }
  const counts = await db
    .select({ role: memberships.role, status: memberships.status, n: sql<number>`count(*)::int` })
    .from(memberships)
    .where(and(eq(memberships.organizationId, ws.organizationId), ne(memberships.status, 'removed')))
    .groupBy(memberships.role, memberships.status);
  const count = (role: string) => counts.filter((c) => c.role === role).reduce((a, c) => a + c.n, 0);
  const [classCount] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(classes)
    .where(and(eq(classes.organizationId, ws.organizationId), isNull(classes.archivedAt)));
  return {
    view: {
      kind: 'owner',
      workspace,
      counts: {
        teachers: count('teacher'),
        students: count('student'),
        classes: classCount?.n ?? 0,
        invited: counts.filter((c) => c.status === 'invited').reduce((a, c) => a + c.n, 0),
      },
      activity: await activity(db, ws.organizationId, locale),
    },
    invitations,
  };
}

async function activity(db: Db, organizationId: string, locale: Locale) {
  const rows = await db
    .select({ event: auditLog.event, meta: auditLog.meta, at: auditLog.createdAt, actor: users.fullName })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(eq(auditLog.organizationId, organizationId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(10);
  return rows.map((r) => {
    const meta = (r.meta ?? {}) as Record<string, unknown>;
    const text = translate(locale, ACTIVITY[r.event] ?? 'activity_other', {
      actor: r.actor ?? '—',
      name: String(meta.name ?? '—'),
      class: String(meta.class ?? '—'),
      number: Number(meta.rows ?? meta.count ?? 0),
    });
    return { event: r.event, text, at: r.at.toISOString() };
  });
}

async function studentView(db: Db, userId: string): Promise<Extract<Dashboard['view'], { kind: 'student' }>> {
  const rows = await db
    .select({ m: memberships, o: organizations })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(and(eq(memberships.userId, userId), eq(memberships.status, 'active')));
  const orgIds = rows.map((r) => r.o.id);
  const links = orgIds.length
    ? await db
        .select({ organizationId: classes.organizationId, id: classes.id, name: classes.name, archivedAt: classes.archivedAt })
        .from(classStudents)
        .innerJoin(classes, eq(classes.id, classStudents.classId))
        .where(and(eq(classStudents.userId, userId), inArray(classes.organizationId, orgIds), isNull(classes.archivedAt)))
    : [];
  return {
    kind: 'student',
    memberships: rows.map((r) => ({
      organization: { id: r.o.id, name: r.o.name, kind: r.o.kind },
      classes: links.filter((l) => l.organizationId === r.o.id).map((l) => ({ id: l.id, name: l.name, archived: false })),
      time_accommodation: Number(r.m.timeAccommodation),
    })),
    exams: [],
  };
}

async function pendingInvitations(db: Db, userId: string) {
  const rows = await db
    .select({ m: memberships, o: organizations })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(and(eq(memberships.userId, userId), eq(memberships.status, 'invited')));
  return rows.map((r) => ({
    membership_id: r.m.id,
    organization: { id: r.o.id, name: r.o.name, kind: r.o.kind },
    role: r.m.role,
    invited_at: (r.m.invitedAt ?? r.m.enrolledAt).toISOString(),
  }));
}
