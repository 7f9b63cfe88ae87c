/**
 * A teacher marks one question of a submitted attempt (ADR 0090): a comment its student reads,
 * and points instead of the machine's credit, with the reason. In one transaction, on the locked
 * attempt: the review, the grading and score, the audit row, then what follows a grade (as a
 * regrade does): the attempt.graded webhook, the LMS score, the student's certificate. Reports
 * follow by themselves (the attempt's update moves the exam's report counter, migration 0016).
 */
import { and, eq } from 'drizzle-orm';
import { questionReviewRequestSchema } from '@tasreef/contracts/attempts';
import { scoreOf, type Grade } from '@tasreef/exams';
import type { Db } from '../db/client.ts';
import type { UserRow } from '../db/accounts.ts';
import { attemptQuestionReviews, attemptReviewAudit, examAttempts, exams } from '../db/exams.ts';
import { AppError } from '../http/errors.ts';
import { attemptData, emitOrganizationEvent } from '../lib/webhook-events.ts';
import { queueScores } from '../lib/lti-scores.ts';
import { reconcileStudentCertificate } from '../grades/certificates.ts';
import { workspaceOf } from '../management/workspace.ts';
import { examQuestionsOf } from './attempts.ts';
import { withPoints } from './marking-points.ts';
import { visibleExams } from './scope.ts';

export async function markQuestion(db: Db, user: UserRow, attemptId: string, questionId: string, body: unknown, now: Date): Promise<void> {
  const input = questionReviewRequestSchema.parse(body);
  // the exam's educator and its school; any other educator does not find the attempt
  const ws = await workspaceOf(db, user, now);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ attempt: examAttempts, exam: exams })
      .from(examAttempts)
      .innerJoin(exams, eq(exams.id, examAttempts.examId))
      .where(and(eq(examAttempts.id, attemptId), visibleExams(ws)))
      .for('update', { of: examAttempts });
    if (!row) throw new AppError('not_found', 404, 'not_found');
    const { attempt, exam } = row;
    if (attempt.status !== 'submitted' || !attempt.grading) throw new AppError('conflict', 409, 'attempt_review_in_progress');
    const questions = await examQuestionsOf(tx, exam.id, exam.version);
    const entry = attempt.grading[questionId];
    if (!entry || !questions.some((q) => q.id === questionId)) throw new AppError('not_found', 404, 'exam_question_not_found');
    const [held] = await tx
      .select()
      .from(attemptQuestionReviews)
      .where(and(eq(attemptQuestionReviews.attemptId, attempt.id), eq(attemptQuestionReviews.questionId, questionId)));
    const comment = input.comment === undefined ? (held?.comment ?? null) : input.comment || null;
    const points = input.points === undefined ? (held?.points ?? null) : input.points === null ? null : input.points.toFixed(2);
    await tx
      .insert(attemptQuestionReviews)
      .values({ attemptId: attempt.id, questionId, comment, points, updatedBy: user.id, updatedAt: now })
      .onConflictDoUpdate({ target: [attemptQuestionReviews.attemptId, attemptQuestionReviews.questionId], set: { comment, points, updatedBy: user.id, updatedAt: now } });
    if (input.points === undefined) return;
    const next = withPoints(entry, input.points);
    if (next.credit === entry.credit && (next.auto === undefined) === (entry.auto === undefined)) return;
    const grading = { ...attempt.grading, [questionId]: next };
    // written from the grader's grades (their verdicts), with the teacher's credit in place
    const { earned, possible, score } = scoreOf(Object.values(grading) as Grade[]);
    const [graded] = await tx
      .update(examAttempts)
      .set({ earned: String(earned), possible, score: String(score), passed: score >= (exam.passingScore ?? 0), grading })
      .where(eq(examAttempts.id, attempt.id))
      .returning();
    await tx.insert(attemptReviewAudit).values({
      attemptId: attempt.id,
      questionId,
      actorId: user.id,
      actorName: user.fullName,
      at: now,
      oldPoints: entry.credit.toFixed(2),
      newPoints: next.credit.toFixed(2),
      reason: input.reason!,
    });
    await emitOrganizationEvent(tx, exam, 'attempt.graded', attemptData(graded!), now);
    await queueScores(tx, graded!, now);
    await reconcileStudentCertificate(tx, exam, attempt.studentId, now);
  });
}
