/**
 * Who an exam is assigned to and how far each has got: the students named, and those of the
 * classes named (as the class is now), with their attempts. A student who has left the
 * organisation but took the exam is still listed (inactive): removing a member never hides what
 * they did. Each student's grade, pass or fail and the exam's mean are by the exam's grading method
 * (ADR 0072), as the report gives them.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { AssignedStudent, AssignedStudentsAnswer } from '@tasreef/contracts/exam-students';
import type { Db } from '../db/client.ts';
import { users } from '../db/accounts.ts';
import { examAssignments, examAttempts } from '../db/exams.ts';
import { classes, classStudents, memberships } from '../db/management.ts';
import { examLinkTakers } from '../db/sharing.ts';
import type { WorkspaceContext } from '../management/workspace.ts';
import { findExam } from './scope.ts';
import { studentGrade } from '../lib/grading-method.ts';

export async function assignedStudents(db: Db, ws: WorkspaceContext, examId: string): Promise<AssignedStudentsAnswer> {
  const exam = await findExam(db, ws, examId);
  const targets = await db.select().from(examAssignments).where(eq(examAssignments.examId, examId));
  const classIds = targets.filter((t) => t.target === 'class').map((t) => t.targetId);
  const direct = new Set(targets.filter((t) => t.target === 'student').map((t) => t.targetId));
  const viaClass = classIds.length
    ? await db
        .select({ userId: classStudents.userId, classId: classes.id, name: classes.name })
        .from(classStudents)
        .innerJoin(classes, eq(classes.id, classStudents.classId))
        .where(inArray(classStudents.classId, classIds))
    : [];
  const attempts = await db.select().from(examAttempts).where(eq(examAttempts.examId, examId));
  const byLink = new Set((await db.select({ id: examLinkTakers.studentId }).from(examLinkTakers).where(eq(examLinkTakers.examId, examId))).map((r) => r.id));
  const ids = [...new Set([...direct, ...viaClass.map((r) => r.userId), ...byLink, ...attempts.map((a) => a.studentId)])];
  if (ids.length === 0)
    return { students: [], progress: { assigned: 0, started: 0, submitted: 0, passed: 0, success_rate: null, mean_score: null, grading_method: exam.gradingMethod } };
  const people = await db
    .select({ id: users.id, fullName: users.fullName, status: memberships.status })
    .from(users)
    .leftJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.organizationId, exam.organizationId), eq(memberships.role, 'student')))
    .where(inArray(users.id, ids));
  const students: AssignedStudent[] = people.map((p) => {
    const mine = attempts.filter((a) => a.studentId === p.id).sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime());
    const done = mine.filter((a) => a.status === 'submitted' && a.score !== null);
    const scores = done.map((a) => Number(a.score));
    const open = mine.some((a) => a.status === 'in_progress');
    const grade = studentGrade(
      done.map((a) => ({ number: a.number, score: Number(a.score) })),
      exam.gradingMethod,
      exam.passingScore,
    );
    return {
      id: p.id,
      full_name: p.fullName,
      classes: viaClass.filter((r) => r.userId === p.id).map((r) => ({ id: r.classId, name: r.name })),
      direct: direct.has(p.id),
      by_link: byLink.has(p.id),
      active: byLink.has(p.id) || (p.status !== null && p.status !== 'removed'),
      status: open ? 'in_progress' : grade ? (grade.passed ? 'passed' : 'failed') : 'not_started',
      attempts: mine.length,
      last_score: scores[0] ?? null,
      best_score: scores.length ? Math.max(...scores) : null,
      score: grade?.score ?? null,
      last_attempt_id: mine[0]?.id ?? null,
      last_activity: (mine[0]?.submittedAt ?? mine[0]?.startedAt)?.toISOString() ?? null,
    };
  });
  students.sort((a, b) => a.full_name.localeCompare(b.full_name, 'ar'));
  const submitted = students.filter((s) => s.score !== null);
  // a student with an attempt in progress still has the grade of their submitted ones
  const passed = submitted.filter((s) => s.score! >= (exam.passingScore ?? 0)).length;
  const mean = submitted.length ? submitted.reduce((s, x) => s + x.score!, 0) / submitted.length : null;
  return {
    students,
    progress: {
      assigned: students.filter((s) => s.active || s.attempts > 0).length,
      started: students.filter((s) => s.attempts > 0).length,
      submitted: submitted.length,
      passed,
      success_rate: submitted.length ? Math.round((10_000 * passed) / submitted.length) / 100 : null,
      mean_score: mean === null ? null : Math.round(mean * 100) / 100,
      grading_method: exam.gradingMethod,
    },
  };
}
