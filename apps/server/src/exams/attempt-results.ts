/**
 * Reading attempts: a result for its student (as the review policy allows) or for the exam's
 * educators (whole), and the attempts at an exam. An attempt past its deadline is closed before it
 * is shown, so nobody reads a stale "in progress".
 */
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { translate, type Locale } from '@tasreef/contracts';
import type { AttemptSummary, AttemptWithResult, StartRefusal, StudentExam } from '@tasreef/contracts/attempts';
import type { Db } from '../db/client.ts';
import { users } from '../db/accounts.ts';
import { attemptAnswers, attemptQuestionReviews, attemptReviewAudit, examAttempts as attemptsTable, examQuestions, exams } from '../db/exams.ts';
import type { UserRow } from '../db/accounts.ts';
import { AppError } from '../http/errors.ts';
import { workspaceOf } from '../management/workspace.ts';
import { assignedExam, attemptsUsed, closeAttempt, examQuestionsOf, isOverdue, ownAttempt, startRefusal, type AttemptRow } from './attempts.ts';
import { resultView, secondsLeft } from './attempt-views.ts';
import { findExam, visibleExams, type ExamRow } from './scope.ts';
import { memberships } from '../db/management.ts';
import { summary } from './list.ts';
import { gradeOf } from '@tasreef/contracts/grades';
import { certificateOfAttempt } from '../grades/certificates.ts';
import { examForStudent } from './overrides.ts';

async function readable(db: Db, user: UserRow, attemptId: string, now: Date): Promise<{ attempt: AttemptRow; exam: ExamRow; educator: boolean }> {
  if (user.type === 'student') return { ...(await ownAttempt(db, user.id, attemptId)), educator: false };
  if (user.type !== 'educator') throw new AppError('not_found', 404, 'not_found');
  const ws = await workspaceOf(db, user, now);
  const [row] = await db
    .select({ attempt: attemptsTable, exam: exams })
    .from(attemptsTable)
    .innerJoin(exams, eq(exams.id, attemptsTable.examId))
    .where(and(eq(attemptsTable.id, attemptId), visibleExams(ws)));
  if (!row) throw new AppError('not_found', 404, 'not_found');
  return { ...row, educator: true };
}

export async function attemptResult(db: Db, user: UserRow, attemptId: string, now: Date, locale: Locale): Promise<AttemptWithResult> {
  const { attempt: found, exam: asSet, educator } = await readable(db, user, attemptId, now);
  // its student's dates and attempts (their overrides, ADR 0089), for them and for their educators
  const { exam } = await examForStudent(db, asSet, found.studentId);
  const attempt = isOverdue(found, now) ? await closeAttempt(db, found.id, now, 'deadline') : found;
  const questions = await examQuestionsOf(db, exam.id, exam.version);
  const answers = new Map((await db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attempt.id))).map((r) => [r.questionId, r.answer]));
  const [who] = await db.select({ id: users.id, full_name: users.fullName }).from(users).where(eq(users.id, attempt.studentId));
  const expired = exam.expiresAt !== null && exam.expiresAt <= now;
  const used = await attemptsUsed(db, exam.id, attempt.studentId);
  const attemptsLeft = expired ? 0 : exam.attemptsAllowed === null ? null : Math.max(0, exam.attemptsAllowed - used);
  const certificate = await certificateOfAttempt(db, attempt.id);
  const markings = new Map(
    (await db.select().from(attemptQuestionReviews).where(eq(attemptQuestionReviews.attemptId, attempt.id))).map((r) => [
      r.questionId,
      { comment: r.comment, points: r.points === null ? null : Number(r.points) },
    ]),
  );
  // the reasons are the teacher's own notes: the audit is for the exam's educators only (ADR 0090)
  const audit = educator
    ? (await db.select().from(attemptReviewAudit).where(eq(attemptReviewAudit.attemptId, attempt.id)).orderBy(asc(attemptReviewAudit.at), asc(attemptReviewAudit.id))).map((r) => ({
        question_id: r.questionId,
        actor: r.actorName,
        at: r.at.toISOString(),
        old_points: Number(r.oldPoints),
        new_points: Number(r.newPoints),
        reason: r.reason,
      }))
    : undefined;
  return resultView({
    exam,
    attempt,
    questions,
    answers,
    educator,
    now,
    locale,
    attemptsLeft,
    student: who ?? { id: attempt.studentId, full_name: '—' },
    certificate,
    markings,
    audit,
  });
}

/** A student's attempts at an exam, or, for its educators, everyone's; newest first. */
export async function examAttempts(db: Db, user: UserRow, examId: string, now: Date): Promise<AttemptSummary[]> {
  let where;
  if (user.type === 'student') where = and(eq(attemptsTable.examId, examId), eq(attemptsTable.studentId, user.id));
  else if (user.type === 'educator') {
    await findExam(db, await workspaceOf(db, user, now), examId);
    where = eq(attemptsTable.examId, examId);
  } else throw new AppError('not_found', 404, 'not_found');
  let rows = await db
    .select({ a: attemptsTable, name: users.fullName, scale: exams.gradeScale })
    .from(attemptsTable)
    .innerJoin(users, eq(users.id, attemptsTable.studentId))
    .innerJoin(exams, eq(exams.id, attemptsTable.examId))
    .where(where)
    // two attempts started in one clock tick (a test's fixed clock): the later number is the newer
    .orderBy(desc(attemptsTable.startedAt), desc(attemptsTable.number));
  const overdue = rows.filter((r) => isOverdue(r.a, now));
  if (overdue.length > 0) {
    for (const r of overdue) await closeAttempt(db, r.a.id, now, 'deadline');
    const closed = new Map(
      (
        await db
          .select()
          .from(attemptsTable)
          .where(
            inArray(
              attemptsTable.id,
              overdue.map((r) => r.a.id),
            ),
          )
      ).map((a) => [a.id, a]),
    );
    rows = rows.map((r) => ({ ...r, a: closed.get(r.a.id) ?? r.a }));
  }
  return rows.map(({ a, name, scale }) => ({
    id: a.id,
    number: a.number,
    status: a.status,
    result: a.status !== 'submitted' ? 'in_review' : a.passed ? 'passed' : 'failed',
    score: a.status === 'submitted' && a.score !== null ? Number(a.score) : null,
    grade: scale && a.status === 'submitted' && a.score !== null ? gradeOf(scale.bands, Number(a.score)) : null,
    started_at: a.startedAt.toISOString(),
    submitted_at: a.submittedAt?.toISOString() ?? null,
    seconds_left: secondsLeft(a, now),
    student: { id: a.studentId, full_name: name },
  }));
}

/**
 * `GET /exams/{id}/summary`: an exam assigned to the student, before they take it: what it is, their
 * attempts (an overdue one closed first), and whether an attempt starts or resumes now, or why not.
 */
export async function studentExam(db: Db, user: UserRow, examId: string, now: Date, locale: Locale): Promise<StudentExam> {
  const view = await examForStudent(db, await assignedExam(db, user.id, examId), user.id);
  const exam = view.exam;
  const attempts = await examAttempts(db, user, examId, now);
  const [owner] = await db.select({ name: users.fullName }).from(users).where(eq(users.id, exam.ownerId));
  const [questions] = await db.select({ n: count() }).from(examQuestions).where(eq(examQuestions.examId, examId));
  const [member] = await db
    .select({ factor: memberships.timeAccommodation })
    .from(memberships)
    .where(and(eq(memberships.organizationId, exam.organizationId), eq(memberships.userId, user.id), eq(memberships.role, 'student')));
  const open = attempts.find((a) => a.status === 'in_progress') ?? null;
  const used = attempts.length;
  const refused = startRefusal(exam, used, now, locale, user.timeZone ?? null);
  const expired = exam.expiresAt !== null && exam.expiresAt <= now;
  const whole = summary(exam, questions?.n ?? 0, owner?.name ?? '—', now);
  return {
    exam: {
      id: whole.id,
      title: whole.title,
      objective: whole.objective,
      time_status: whole.time_status,
      question_count: whole.question_count,
      publish_at: whole.publish_at,
      expires_at: whole.expires_at,
      access: whole.access,
      duration_minutes: whole.duration_minutes,
      passing_score: whole.passing_score,
      attempts_allowed: whole.attempts_allowed,
      review: whole.review,
      owner: whole.owner,
    },
    attempts,
    attempts_used: used,
    attempts_left: expired ? 0 : exam.attemptsAllowed === null ? null : Math.max(0, exam.attemptsAllowed - used),
    open_attempt: open ? { id: open.id, seconds_left: open.seconds_left } : null,
    can_start: !open && !refused,
    refusal: !open && refused ? { code: refused.messageKey as StartRefusal, message: translate(locale, refused.messageKey, refused.params) } : null,
    time_factor: Number(view.timeFactor ?? member?.factor ?? 1),
  };
}
