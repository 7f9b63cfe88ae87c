/**
 * Setting, changing and removing an exam's overrides (ADR 0089), and what each assigned student
 * meets with them. Only who sees the exam as its educator may (its teacher, and its school: the
 * workspace's scope, else 404), and only for the students and classes it is assigned to (422).
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { CreateOverrideRequest, EffectiveSettings, ExamOverride, ExamOverridesAnswer, OverrideSettings } from '@tasreef/contracts/exam-overrides';
import { createOverrideRequestSchema, overrideSettingsSchema } from '@tasreef/contracts/exam-overrides';
import type { Db } from '../db/client.ts';
import { auditLog, users } from '../db/accounts.ts';
import { examAssignments, examAttempts, examOverrides } from '../db/exams.ts';
import { classes, classStudents, memberships } from '../db/management.ts';
import { AppError } from '../http/errors.ts';
import type { WorkspaceContext } from '../management/workspace.ts';
import { deadlineOf } from './attempts.ts';
import { withOverrides, type OverrideRow } from './overrides.ts';
import { findExam, type ExamRow } from './scope.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Pick<Db, 'select'>;

export interface OverrideContext {
  db: Db;
  ws: WorkspaceContext;
  now: Date;
  /** The address of the request, for the audit log. */
  ip: string | null;
}

const settingsOf = (o: Pick<OverrideRow, 'extraMinutes' | 'timeFactor' | 'extraAttempts' | 'publishAt' | 'expiresAt'>) => ({
  extra_minutes: o.extraMinutes,
  time_factor: o.timeFactor,
  extra_attempts: o.extraAttempts,
  publish_at: o.publishAt?.toISOString() ?? null,
  expires_at: o.expiresAt?.toISOString() ?? null,
});

/**
 * One line of the audit log for an override set, changed or removed: who, on which exam, for whom
 * (`class`: the class's name, or the first student's with how many more, as the dashboard's
 * activity shows it), the settings before and after.
 */
async function auditOverride(
  tx: Pick<Db, 'insert'>,
  c: OverrideContext,
  exam: ExamRow,
  event: 'exam_override_set' | 'exam_override_removed',
  target: { kind: 'class' | 'student'; ids: string[]; label: string },
  change: { before: ReturnType<typeof settingsOf> | null; after: ReturnType<typeof settingsOf> | null },
): Promise<void> {
  await tx.insert(auditLog).values({
    userId: c.ws.userId,
    actorId: c.ws.userId,
    organizationId: exam.organizationId,
    event,
    ip: c.ip,
    meta: { exam_id: exam.id, name: exam.title, target: target.kind, target_ids: target.ids, class: target.label, before: change.before, after: change.after },
    createdAt: c.now,
  });
}

const studentsLabel = (ids: readonly string[], students: Map<string, { name: string }>) => `${students.get(ids[0]!)?.name ?? '—'}${ids.length > 1 ? ` +${ids.length - 1}` : ''}`;

const unassigned = (path: string, key: 'override_student_unassigned' | 'override_class_unassigned') =>
  new AppError('validation_failed', 422, 'validation_failed', {}, [{ path, key }]);

/** The students an exam is assigned to (by name, or through an assigned class), still members, each with their assigned classes. */
async function assignedStudents(db: Reader, exam: ExamRow): Promise<Map<string, { name: string; classIds: string[] }>> {
  const targets = await db.select().from(examAssignments).where(eq(examAssignments.examId, exam.id));
  const classIds = targets.filter((t) => t.target === 'class').map((t) => t.targetId);
  const direct = targets.filter((t) => t.target === 'student').map((t) => t.targetId);
  const viaClass = classIds.length
    ? await db.select({ userId: classStudents.userId, classId: classStudents.classId }).from(classStudents).where(inArray(classStudents.classId, classIds))
    : [];
  const ids = [...new Set([...direct, ...viaClass.map((r) => r.userId)])];
  if (ids.length === 0) return new Map();
  const people = await db
    .select({ id: users.id, name: users.fullName })
    .from(users)
    .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.organizationId, exam.organizationId), eq(memberships.role, 'student')))
    .where(and(inArray(users.id, ids), ne(memberships.status, 'removed')));
  return new Map(people.map((p) => [p.id, { name: p.name, classIds: viaClass.filter((r) => r.userId === p.id).map((r) => r.classId) }]));
}

const present = (o: OverrideRow, name: string): ExamOverride => ({
  id: o.id,
  target: o.target,
  target_id: o.targetId,
  target_name: name,
  extra_minutes: o.extraMinutes,
  time_factor: o.timeFactor,
  extra_attempts: o.extraAttempts,
  publish_at: o.publishAt?.toISOString() ?? null,
  expires_at: o.expiresAt?.toISOString() ?? null,
  updated_at: o.updatedAt.toISOString(),
});

/** `GET /exams/{id}/overrides`: the overrides, and every assigned student's settings as they meet them. */
export async function examOverridesOf(db: Reader, ws: WorkspaceContext, examId: string): Promise<ExamOverridesAnswer> {
  const exam = await findExam(db, ws, examId);
  const rows = await db.select().from(examOverrides).where(eq(examOverrides.examId, exam.id)).orderBy(examOverrides.createdAt, examOverrides.id);
  const students = await assignedStudents(db, exam);
  const classIds = rows.filter((o) => o.target === 'class').map((o) => o.targetId);
  const classNames = new Map(
    (classIds.length ? await db.select({ id: classes.id, name: classes.name }).from(classes).where(inArray(classes.id, classIds)) : []).map((c) => [c.id, c.name]),
  );
  const factors = new Map(
    students.size
      ? (
          await db
            .select({ id: memberships.userId, factor: memberships.timeAccommodation })
            .from(memberships)
            .where(and(eq(memberships.organizationId, exam.organizationId), eq(memberships.role, 'student'), inArray(memberships.userId, [...students.keys()])))
        ).map((m) => [m.id, m.factor])
      : [],
  );
  const effective: EffectiveSettings[] = [...students].map(([id, s]) => {
    const reaching = rows.filter((o) => (o.target === 'student' ? o.targetId === id : s.classIds.includes(o.targetId)));
    const view = withOverrides(exam, reaching);
    const factor = view.timeFactor ?? factors.get(id) ?? 1;
    return {
      id,
      full_name: s.name,
      publish_at: view.exam.publishAt?.toISOString() ?? null,
      expires_at: view.exam.expiresAt?.toISOString() ?? null,
      minutes: exam.durationMinutes === null ? null : Math.round(exam.durationMinutes * factor) + view.extraMinutes,
      time_factor: factor,
      attempts_allowed: view.exam.attemptsAllowed,
      source: view.source,
    };
  });
  effective.sort((a, b) => a.full_name.localeCompare(b.full_name, 'ar'));
  const nameOf = (o: OverrideRow) => (o.target === 'class' ? classNames.get(o.targetId) : students.get(o.targetId)?.name) ?? '—';
  return { overrides: rows.map((o) => present(o, nameOf(o))), students: effective };
}

type Settings = ReturnType<typeof overrideSettingsSchema.parse>;

/** The override's dates with the exam's: it must not close before it opens for its students. */
function checkDates(exam: ExamRow, s: Settings): void {
  const open = s.publish_at ? new Date(s.publish_at) : exam.publishAt;
  const close = s.expires_at ? new Date(s.expires_at) : exam.expiresAt;
  if (open && close && close <= open)
    throw new AppError('validation_failed', 422, 'validation_failed', {}, [{ path: s.expires_at ? 'expires_at' : 'publish_at', key: 'override_dates_order' }]);
}

const columns = (s: Settings, now: Date) => ({
  extraMinutes: s.extra_minutes,
  timeFactor: s.time_factor,
  extraAttempts: s.extra_attempts,
  publishAt: s.publish_at ? new Date(s.publish_at) : null,
  expiresAt: s.expires_at ? new Date(s.expires_at) : null,
  updatedAt: now,
});

/**
 * The open attempts of these students get the time their overrides now give them: a deadline is
 * moved later, never earlier (an attempt under way keeps at least the time it started with).
 */
async function extendOpenAttempts(tx: Tx, exam: ExamRow, studentIds: readonly string[]): Promise<void> {
  if (studentIds.length === 0) return;
  const open = await tx
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.examId, exam.id), eq(examAttempts.status, 'in_progress'), inArray(examAttempts.studentId, [...studentIds])));
  if (open.length === 0) return;
  const reaching = await tx.select().from(examOverrides).where(eq(examOverrides.examId, exam.id));
  const member = await tx
    .select({ userId: classStudents.userId, classId: classStudents.classId })
    .from(classStudents)
    .where(inArray(classStudents.userId, [...studentIds]));
  for (const a of open) {
    const classIds = member.filter((m) => m.userId === a.studentId).map((m) => m.classId);
    const view = withOverrides(
      exam,
      reaching.filter((o) => (o.target === 'student' ? o.targetId === a.studentId : classIds.includes(o.targetId))),
    );
    const factor = Math.max(view.timeFactor ?? 0, Number(a.timeFactor));
    const deadline = deadlineOf(view.exam, a.startedAt, factor, view.extraMinutes);
    if (a.deadline === null || deadline === null || deadline <= a.deadline) continue;
    await tx
      .update(examAttempts)
      .set({ deadline, timeFactor: String(factor) })
      .where(and(eq(examAttempts.id, a.id), eq(examAttempts.status, 'in_progress')));
  }
}

/** `POST /exams/{id}/overrides`: for a class of the assignment, or for each ticked student (replacing their own). */
export async function createOverrides(c: OverrideContext, examId: string, body: CreateOverrideRequest): Promise<void> {
  const v = createOverrideRequestSchema.parse(body);
  const exam = await findExam(c.db, c.ws, examId);
  checkDates(exam, v);
  const students = await assignedStudents(c.db, exam);
  let affected: string[];
  if (v.class_id !== null) {
    const [assigned] = await c.db
      .select()
      .from(examAssignments)
      .where(and(eq(examAssignments.examId, exam.id), eq(examAssignments.target, 'class'), eq(examAssignments.targetId, v.class_id)));
    if (!assigned) throw unassigned('class_id', 'override_class_unassigned');
    affected = [...students].filter(([, s]) => s.classIds.includes(v.class_id!)).map(([id]) => id);
  } else {
    const outside = v.students.findIndex((id) => !students.has(id));
    if (outside >= 0) throw unassigned(`students.${outside}`, 'override_student_unassigned');
    affected = [...new Set(v.students)];
  }
  const targets = v.class_id !== null ? [{ target: 'class' as const, targetId: v.class_id }] : affected.map((id) => ({ target: 'student' as const, targetId: id }));
  const set = columns(v, c.now);
  const label =
    v.class_id !== null ? ((await c.db.select({ name: classes.name }).from(classes).where(eq(classes.id, v.class_id)))[0]?.name ?? '—') : studentsLabel(affected, students);
  await c.db.transaction(async (tx) => {
    const before = await tx
      .select()
      .from(examOverrides)
      .where(
        and(
          eq(examOverrides.examId, exam.id),
          eq(examOverrides.target, targets[0]!.target),
          inArray(
            examOverrides.targetId,
            targets.map((t) => t.targetId),
          ),
        ),
      );
    await tx
      .insert(examOverrides)
      .values(targets.map((t) => ({ examId: exam.id, ...t, ...set, createdBy: c.ws.userId, createdAt: c.now })))
      .onConflictDoUpdate({ target: [examOverrides.examId, examOverrides.target, examOverrides.targetId], set });
    await extendOpenAttempts(tx, exam, affected);
    await auditOverride(
      tx,
      c,
      exam,
      'exam_override_set',
      { kind: targets[0]!.target, ids: targets.map((t) => t.targetId), label },
      // what each target had before, when one target had one (a class, or one student), else null
      { before: before.length === 1 && targets.length === 1 ? settingsOf(before[0]!) : null, after: settingsOf(set) },
    );
  });
}

async function ownOverride(
  c: OverrideContext,
  examId: string,
  overrideId: string,
): Promise<{ exam: ExamRow; row: OverrideRow; affected: string[]; target: { kind: 'class' | 'student'; ids: string[]; label: string } }> {
  const exam = await findExam(c.db, c.ws, examId);
  const [row] = await c.db
    .select()
    .from(examOverrides)
    .where(and(eq(examOverrides.id, overrideId), eq(examOverrides.examId, exam.id)));
  if (!row) throw new AppError('not_found', 404, 'not_found');
  const students = await assignedStudents(c.db, exam);
  const affected = row.target === 'student' ? [row.targetId] : [...students].filter(([, s]) => s.classIds.includes(row.targetId)).map(([id]) => id);
  const label =
    row.target === 'class'
      ? ((await c.db.select({ name: classes.name }).from(classes).where(eq(classes.id, row.targetId)))[0]?.name ?? '—')
      : studentsLabel([row.targetId], students);
  return { exam, row, affected, target: { kind: row.target, ids: [row.targetId], label } };
}

/** `PUT /exams/{id}/overrides/{override_id}`: its settings replaced. */
export async function updateOverride(c: OverrideContext, examId: string, overrideId: string, body: OverrideSettings): Promise<void> {
  const v = overrideSettingsSchema.parse(body);
  const { exam, row, affected, target } = await ownOverride(c, examId, overrideId);
  checkDates(exam, v);
  const set = columns(v, c.now);
  await c.db.transaction(async (tx) => {
    await tx.update(examOverrides).set(set).where(eq(examOverrides.id, row.id));
    await extendOpenAttempts(tx, exam, affected);
    await auditOverride(tx, c, exam, 'exam_override_set', target, { before: settingsOf(row), after: settingsOf(set) });
  });
}

/** `DELETE /exams/{id}/overrides/{override_id}`: its students meet the exam as set again (an attempt under way keeps its deadline). */
export async function deleteOverride(c: OverrideContext, examId: string, overrideId: string): Promise<void> {
  const { exam, row, target } = await ownOverride(c, examId, overrideId);
  await c.db.transaction(async (tx) => {
    await tx.delete(examOverrides).where(eq(examOverrides.id, row.id));
    await auditOverride(tx, c, exam, 'exam_override_removed', target, { before: settingsOf(row), after: null });
  });
}
