/**
 * A student's results at the exams assigned to them, for their progress page (ADR 0044): every
 * submitted attempt of theirs, newest first, with the grade when the exam has a grade scale. Only
 * the student's own attempts are read (the query is by their id), as on the exam's own page.
 */
import { and, desc, eq } from 'drizzle-orm';
import { gradeOf } from '@tasreef/contracts/grades';
import type { ExamResultItem } from '@tasreef/contracts/practice';
import type { Db } from '../db/client.ts';
import { examAttempts, exams } from '../db/exams.ts';

/** At most this many results are listed. */
export const EXAM_RESULTS_MAX = 50;

export async function examResultsOf(db: Pick<Db, 'select'>, studentId: string): Promise<ExamResultItem[]> {
  const rows = await db
    .select({ a: examAttempts, title: exams.title, scale: exams.gradeScale })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .where(and(eq(examAttempts.studentId, studentId), eq(examAttempts.status, 'submitted')))
    .orderBy(desc(examAttempts.submittedAt), desc(examAttempts.startedAt))
    .limit(EXAM_RESULTS_MAX);
  return rows
    .filter((r) => r.a.score !== null)
    .map(({ a, title, scale }) => {
      const score = Number(a.score);
      return {
        attempt_id: a.id,
        exam_id: a.examId,
        exam_title: title,
        submitted_at: (a.submittedAt ?? a.startedAt).toISOString(),
        score,
        passed: a.passed,
        grade: scale ? gradeOf(scale.bands, score) : null,
      };
    });
}
