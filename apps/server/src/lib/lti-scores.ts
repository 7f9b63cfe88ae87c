/**
 * The LMS gradebook's queue (Assignment and Grade Services, ADR 0084): what a graded attempt, a
 * teacher's marking or a changed grading rule writes into the scores' outbox, in the transaction
 * that changed the grade. Here in lib/, like the webhook events (lib/webhook-events.ts), so that
 * exams queue a score without knowing the integrations; integrations/lti/scores.ts sends them.
 */
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { examAttempts, exams } from '../db/exams.ts';
import { ltiGradeTargets, ltiResourceLinks, ltiScoreSends } from '../db/lti.ts';
import { studentGrade } from './grading-method.ts';

type Tx = Pick<Db, 'select' | 'selectDistinct' | 'insert' | 'update'>;

/** The student's grade at the exam by its grading method (lib/grading-method.ts), as every page and the certificate show it; null before a graded attempt. */
async function examGrade(tx: Tx, examId: string, studentId: string): Promise<number | null> {
  const [exam] = await tx.select({ method: exams.gradingMethod, passing: exams.passingScore }).from(exams).where(eq(exams.id, examId));
  if (!exam) return null;
  const rows = await tx
    .select({ number: examAttempts.number, score: examAttempts.score })
    .from(examAttempts)
    .where(and(eq(examAttempts.examId, examId), eq(examAttempts.studentId, studentId), eq(examAttempts.status, 'submitted'), isNotNull(examAttempts.score)));
  return (
    studentGrade(
      rows.map((r) => ({ number: r.number, score: Number(r.score) })),
      exam.method,
      exam.passing,
    )?.score ?? null
  );
}

/**
 * Assignment and Grade Services (ADR 0084): an attempt graded (on submit, by the sweep, or again on
 * a regrade or a teacher's marking) is written into the scores' outbox, in the grading transaction,
 * once for each course link the student launched the exam from. What is sent is the student's grade
 * at the exam by its grading method (first, best, last or mean of their attempts), not the one
 * attempt's score: a worse retake does not lower a "best" grade in the gradebook. A score not sent
 * yet for the same person and column is superseded: the gradebook gets the newest, never an older
 * one after it.
 */
export async function queueScores(tx: Tx, attempt: { id: string; examId: string; studentId: string; score: string | null; submittedAt: Date | null }, now: Date): Promise<number> {
  if (attempt.score === null) return 0;
  const targets = await tx
    .select({ linkId: ltiGradeTargets.linkId, subject: ltiGradeTargets.subject })
    .from(ltiGradeTargets)
    .innerJoin(ltiResourceLinks, eq(ltiResourceLinks.id, ltiGradeTargets.linkId))
    .where(and(eq(ltiGradeTargets.userId, attempt.studentId), eq(ltiResourceLinks.examId, attempt.examId)));
  if (targets.length === 0) return 0;
  const grade = await examGrade(tx, attempt.examId, attempt.studentId);
  if (grade === null) return 0;
  for (const t of targets) {
    await tx
      .update(ltiScoreSends)
      .set({ status: 'superseded', nextAttemptAt: null })
      .where(and(eq(ltiScoreSends.linkId, t.linkId), eq(ltiScoreSends.subject, t.subject), eq(ltiScoreSends.status, 'pending')));
    const score = {
      userId: t.subject,
      scoreGiven: grade,
      scoreMaximum: 100,
      activityProgress: 'Completed',
      gradingProgress: 'FullyGraded',
      timestamp: now.toISOString(),
    };
    await tx.insert(ltiScoreSends).values({ linkId: t.linkId, subject: t.subject, attemptId: attempt.id, score, createdAt: now, nextAttemptAt: now });
  }
  return targets.length;
}

/**
 * The exam's grading method or passing score changed: every student the LMS has a column for gets
 * their grade by the new rule (one queued score per student with a graded attempt, for their latest).
 */
export async function requeueExamScores(tx: Tx, examId: string, now: Date): Promise<number> {
  const students = await tx
    .selectDistinct({ userId: ltiGradeTargets.userId })
    .from(ltiGradeTargets)
    .innerJoin(ltiResourceLinks, eq(ltiResourceLinks.id, ltiGradeTargets.linkId))
    .where(eq(ltiResourceLinks.examId, examId));
  let queued = 0;
  for (const { userId } of students) {
    const [latest] = await tx
      .select()
      .from(examAttempts)
      .where(and(eq(examAttempts.examId, examId), eq(examAttempts.studentId, userId), eq(examAttempts.status, 'submitted'), isNotNull(examAttempts.score)))
      .orderBy(desc(examAttempts.number))
      .limit(1);
    if (latest) queued += await queueScores(tx, latest, now);
  }
  return queued;
}
