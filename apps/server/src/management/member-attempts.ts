import { and, desc, eq, inArray } from 'drizzle-orm';
import type { GradingMethod } from '@tasreef/contracts/exams';
import { gradeOf, type ExamGradeScale } from '@tasreef/contracts/grades';
import type { Member, MemberAttempt } from '@tasreef/contracts/management';
import { examAttempts, exams } from '../db/exams.ts';
import type { Db } from '../db/client.ts';
import { visibleExams } from '../exams/scope.ts';
import type { WorkspaceContext } from './workspace.ts';
import { gradesByStudent } from '../lib/grading-method.ts';

/**
 * What the students tables and a student's details say about their attempts. Only the attempts at
 * exams the caller sees count (ADR 0027: a school all of its exams, a teacher their own), so a
 * student's work elsewhere, or at a colleague's exam, stays out of a teacher's view. A student's
 * grade at an exam, and whether it passes, is by the exam's grading method (ADR 0072).
 */

type Tx = Pick<Db, 'select'>;
export type AttemptFigures = Pick<Member, 'total_attempts' | 'grade' | 'success_rate' | 'last_activity'>;
export const NO_ATTEMPTS: AttemptFigures = { total_attempts: 0, grade: null, success_rate: null, last_activity: null };

/** How an exam makes one grade of a student's attempts, and the scale it shows it on. */
export interface ExamRule {
  method: GradingMethod;
  passingScore: number | null;
  scale: ExamGradeScale | null;
}

export interface StudentsAttempts {
  /** Per student, newest first. */
  byStudent: Map<string, MemberAttempt[]>;
  /** The rules of the exams those attempts are at. */
  rules: Map<string, ExamRule>;
}

/** The attempts of these students the caller may see, newest first, per student. */
export async function attemptsOf(db: Tx, ws: WorkspaceContext, studentIds: string[]): Promise<StudentsAttempts> {
  const map = new Map<string, MemberAttempt[]>();
  const rules = new Map<string, ExamRule>();
  if (studentIds.length === 0) return { byStudent: map, rules };
  const rows = await db
    .select({ a: examAttempts, title: exams.title, scale: exams.gradeScale, method: exams.gradingMethod, passingScore: exams.passingScore })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .where(and(visibleExams(ws), inArray(examAttempts.studentId, studentIds)))
    .orderBy(desc(examAttempts.startedAt), desc(examAttempts.number));
  for (const { a, title, scale, method, passingScore } of rows) {
    rules.set(a.examId, { method, passingScore, scale: scale ?? null });
    const score = a.score === null ? null : Number(a.score);
    const list = map.get(a.studentId) ?? [];
    list.push({
      id: a.id,
      exam_id: a.examId,
      exam_title: title,
      number: a.number,
      // a submitted attempt is graded in the same transaction; `passed` is never null after it
      status: a.status === 'in_progress' ? 'in_progress' : a.passed ? 'passed' : 'failed',
      score,
      grade: a.status === 'submitted' && scale ? gradeOf(scale.bands, score) : null,
      started_at: a.startedAt.toISOString(),
      submitted_at: a.submittedAt?.toISOString() ?? null,
    });
    map.set(a.studentId, list);
  }
  return { byStudent: map, rules };
}

/**
 * The figures of one student's attempts (newest first, as `attemptsOf` gives them): the grade at
 * the exam they were last graded at, and the share of their exams whose grade passes.
 */
export function attemptFigures(attempts: readonly MemberAttempt[], rules: ReadonlyMap<string, ExamRule>): AttemptFigures {
  if (attempts.length === 0) return NO_ATTEMPTS;
  const graded = attempts.filter((a) => a.status !== 'in_progress' && a.score !== null);
  const grades = new Map(
    gradesByStudent(
      graded.map((a) => ({ examId: a.exam_id, studentId: '', number: a.number, score: a.score! })),
      (id) => ({ method: rules.get(id)!.method, passingScore: rules.get(id)!.passingScore }),
    ).map((g) => [g.examId, g.grade]),
  );
  const passed = [...grades.values()].filter((g) => g.passed).length;
  const lastExam = graded[0]?.exam_id;
  const scale = lastExam ? rules.get(lastExam)!.scale : null;
  const latest = attempts[0]!;
  return {
    total_attempts: attempts.length,
    grade: lastExam && scale ? gradeOf(scale.bands, grades.get(lastExam)!.score) : null,
    success_rate: grades.size ? Math.round((10_000 * passed) / grades.size) / 100 : null,
    last_activity: latest.submitted_at ?? latest.started_at,
  };
}
