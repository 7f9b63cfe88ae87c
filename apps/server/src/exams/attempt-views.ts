/**
 * What an attempt's reader may see. A student answering gets each question without key,
 * explanation, source or tags; a result shows verdicts and keys only where the exam's review policy
 * allows (the exam's educators always see them).
 */
import type { Locale } from '@tasreef/contracts';
import type { AttemptWithResult, ReviewedQuestion } from '@tasreef/contracts/attempts';
import type { Question } from '@tasreef/contracts/exams';
import { studentQuestion } from '../lib/student-question.ts';

export { studentQuestion };
import type { ExamRow } from './scope.ts';
import { ATTEMPT_GRACE_SECONDS } from '@tasreef/contracts/attempts';
import { gradeOf } from '@tasreef/contracts/grades';
import type { examAttempts } from '../db/exams.ts';
import { inAttemptOrder } from './shuffle.ts';

type AttemptRow = typeof examAttempts.$inferSelect;

export const secondsLeft = (a: Pick<AttemptRow, 'deadline' | 'status'>, now: Date) =>
  a.deadline === null || a.status !== 'in_progress' ? null : Math.max(0, Math.floor((a.deadline.getTime() - now.getTime()) / 1000));

export function attemptHead(exam: Pick<ExamRow, 'id' | 'title' | 'onePerPage'>, a: AttemptRow, now: Date) {
  return {
    id: a.id,
    exam_id: exam.id,
    exam_title: exam.title,
    number: a.number,
    status: a.status,
    started_at: a.startedAt.toISOString(),
    deadline: a.deadline?.toISOString() ?? null,
    seconds_left: secondsLeft(a, now),
    server_time: now.toISOString(),
    grace_seconds: ATTEMPT_GRACE_SECONDS,
    submitted_at: a.submittedAt?.toISOString() ?? null,
    closed_by: a.closedBy ?? null,
    time_factor: Number(a.timeFactor),
    shuffled: a.shuffled,
    one_per_page: exam.onePerPage,
    flagged: a.flagged,
  };
}

/** Whether the key and the verdicts are shown to the student now, and when they will be. */
export function reviewOf(exam: Pick<ExamRow, 'review' | 'expiresAt'>, a: Pick<AttemptRow, 'status'>, now: Date): { shown: boolean; review_at: string | null } {
  if (a.status !== 'submitted' || exam.review === 'never' || exam.review === null) return { shown: false, review_at: null };
  if (exam.review === 'after_submit') return { shown: true, review_at: null };
  const at = exam.expiresAt;
  return at && at <= now ? { shown: true, review_at: null } : { shown: false, review_at: at?.toISOString() ?? null };
}

export interface ResultInput {
  exam: ExamRow;
  attempt: AttemptRow;
  questions: Question[];
  answers: Map<string, { option_id: string } | { text: string }>;
  educator: boolean;
  now: Date;
  locale: Locale;
  attemptsLeft: number | null;
  student: { id: string; full_name: string };
  certificate: AttemptWithResult['certificate'];
  /** The teacher's comment and points per question (ADR 0090). */
  markings?: ReadonlyMap<string, { comment: string | null; points: number | null }>;
  audit?: AttemptWithResult['audit'];
}

export function resultView(r: ResultInput): AttemptWithResult {
  const { exam, attempt: a } = r;
  const review = r.educator ? { shown: a.status === 'submitted', review_at: null } : reviewOf(exam, a, r.now);
  const graded = a.status === 'submitted';
  const score = graded && a.score !== null ? Number(a.score) : null;
  // in the attempt's own order: the result and its PDF show the questions as they were answered
  const questions: ReviewedQuestion[] = inAttemptOrder(r.questions, a).map((q) => {
    const grade = review.shown || r.educator ? a.grading?.[q.id] : undefined;
    // a student reads the teacher's marking where the review shows verdicts: points would tell one
    const marked = review.shown || r.educator ? r.markings?.get(q.id) : undefined;
    return {
      ...studentQuestion(q, r.locale),
      given: r.answers.get(q.id) ?? null,
      verdict: (grade?.verdict as ReviewedQuestion['verdict']) ?? null,
      credit: grade?.credit ?? null,
      ...(grade?.letters ? { letters: grade.letters } : {}),
      ...(review.shown || r.educator ? { answer: q.answer, explanation: q.explanation } : {}),
      flagged: a.flagged.includes(q.id),
      marking:
        marked && (marked.comment !== null || marked.points !== null)
          ? { comment: marked.comment, points: marked.points, auto_credit: grade?.auto ?? grade?.credit ?? null }
          : null,
    };
  });
  return {
    attempt: attemptHead(exam, a, r.now),
    result: {
      status: !graded ? 'in_review' : a.passed ? 'passed' : 'failed',
      score,
      passed: graded ? Boolean(a.passed) : null,
      passing_score: exam.passingScore ?? 0,
      grade: exam.gradeScale ? gradeOf(exam.gradeScale.bands, score) : null,
      earned: graded && a.earned !== null ? Number(a.earned) : null,
      possible: r.questions.length,
    },
    review,
    questions,
    attempts_left: r.attemptsLeft,
    student: r.student,
    certificate: r.certificate,
    ...(r.audit ? { audit: r.audit } : {}),
  };
}
