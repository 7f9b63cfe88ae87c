import { and, desc, eq, inArray } from 'drizzle-orm';
import { gradeOf } from '@tasreef/contracts/grades';
import type { Member, MemberAttempt } from '@tasreef/contracts/management';
import { examAttempts, exams } from '../db/exams.ts';
import type { Db } from '../db/client.ts';
import { visibleExams } from '../exams/scope.ts';
import type { WorkspaceContext } from './workspace.ts';

/**
 * What the students tables and a student's details say about their attempts. Only the attempts at
 * exams the caller sees count (ADR 0027: a school all of its exams, a teacher their own), so a
 * student's work elsewhere, or at a colleague's exam, stays out of a teacher's view.
 */

type Tx = Pick<Db, 'select'>;
export type AttemptFigures = Pick<Member, 'total_attempts' | 'grade' | 'success_rate' | 'last_activity'>;
export const NO_ATTEMPTS: AttemptFigures = { total_attempts: 0, grade: null, success_rate: null, last_activity: null };

/** The attempts of these students the caller may see, newest first, per student. */
export async function attemptsOf(db: Tx, ws: WorkspaceContext, studentIds: string[]): Promise<Map<string, MemberAttempt[]>> {
  const map = new Map<string, MemberAttempt[]>();
  if (studentIds.length === 0) return map;
  const rows = await db
    .select({ a: examAttempts, title: exams.title, scale: exams.gradeScale })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .where(and(visibleExams(ws), inArray(examAttempts.studentId, studentIds)))
    .orderBy(desc(examAttempts.startedAt), desc(examAttempts.number));
  for (const { a, title, scale } of rows) {
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
  return map;
}

/** The figures of one student's attempts (newest first, as `attemptsOf` gives them). */
export function attemptFigures(attempts: readonly MemberAttempt[]): AttemptFigures {
  if (attempts.length === 0) return NO_ATTEMPTS;
  const graded = attempts.filter((a) => a.status !== 'in_progress');
  const passedExams = new Set(graded.filter((a) => a.status === 'passed').map((a) => a.exam_id));
  const takenExams = new Set(graded.map((a) => a.exam_id));
  const latest = attempts[0]!;
  return {
    total_attempts: attempts.length,
    grade: graded[0]?.grade ?? null,
    success_rate: takenExams.size ? Math.round((10_000 * passedExams.size) / takenExams.size) / 100 : null,
    last_activity: latest.submitted_at ?? latest.started_at,
  };
}
