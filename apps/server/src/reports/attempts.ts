/**
 * The attempts a report reads: submitted, within the plan's retention, of the exams the caller sees,
 * optionally of one class's students or of one student. An attempt past its deadline is closed first,
 * so a report never leaves out an attempt only the sweep has not reached yet.
 */
import { and, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/accounts.ts';
import { attemptAnswers, examAttempts } from '../db/exams.ts';
import { classStudents } from '../db/management.ts';
import { ATTEMPT_GRACE_SECONDS } from '@tasreef/contracts/attempts';
import { closeAttempt } from '../exams/attempts.ts';

export type Grading = Record<string, { verdict: string; credit: number; letters?: number[] }>;

export interface ReportAttempt {
  id: string;
  examId: string;
  studentId: string;
  fullName: string;
  number: number;
  startedAt: Date;
  submittedAt: Date;
  score: number;
  passed: boolean;
  grading: Grading;
}

export interface AttemptFilter {
  since: Date | null;
  classId?: string | undefined;
  studentId?: string | undefined;
}

/** Closes the attempts of these exams that are past their deadline and its grace. */
export async function closeOverdue(db: Db, examIds: readonly string[], now: Date): Promise<void> {
  if (examIds.length === 0) return;
  const due = await db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .where(
      and(inArray(examAttempts.examId, [...examIds]), eq(examAttempts.status, 'in_progress'), lt(examAttempts.deadline, new Date(now.getTime() - ATTEMPT_GRACE_SECONDS * 1000))),
    );
  for (const { id } of due) await closeAttempt(db, id, now, 'deadline');
}

/** Submitted attempts of the exams, by exam, student and number. */
export async function submittedAttempts(db: Db, examIds: readonly string[], f: AttemptFilter, extra?: SQL): Promise<ReportAttempt[]> {
  if (examIds.length === 0) return [];
  const rows = await db
    .select({ a: examAttempts, name: users.fullName })
    .from(examAttempts)
    .innerJoin(users, eq(users.id, examAttempts.studentId))
    .where(
      and(
        inArray(examAttempts.examId, [...examIds]),
        eq(examAttempts.status, 'submitted'),
        f.since ? gte(examAttempts.submittedAt, f.since) : undefined,
        f.studentId ? eq(examAttempts.studentId, f.studentId) : undefined,
        f.classId ? sql`exists (select 1 from ${classStudents} cs where cs.class_id = ${f.classId} and cs.user_id = ${examAttempts.studentId})` : undefined,
        extra,
      ),
    )
    .orderBy(asc(examAttempts.examId), asc(examAttempts.studentId), asc(examAttempts.number));
  return rows.map(({ a, name }) => ({
    id: a.id,
    examId: a.examId,
    studentId: a.studentId,
    fullName: name,
    number: a.number,
    startedAt: a.startedAt,
    submittedAt: a.submittedAt ?? a.startedAt,
    score: Number(a.score ?? 0),
    passed: a.passed ?? false,
    grading: (a.grading ?? {}) as Grading,
  }));
}

/** Each student's first attempt (the lowest number) of one exam, in the order given. */
export function firstAttempts(attempts: readonly ReportAttempt[]): ReportAttempt[] {
  const seen = new Map<string, ReportAttempt>();
  for (const a of attempts) {
    const key = `${a.examId}:${a.studentId}`;
    const had = seen.get(key);
    if (!had || a.number < had.number) seen.set(key, a);
  }
  return [...seen.values()];
}

/** Each student's latest attempt (the highest number) at each exam. */
export function latestAttempts(attempts: readonly ReportAttempt[]): ReportAttempt[] {
  const seen = new Map<string, ReportAttempt>();
  for (const a of attempts) {
    const key = `${a.examId}:${a.studentId}`;
    const had = seen.get(key);
    if (!had || a.number > had.number) seen.set(key, a);
  }
  return [...seen.values()];
}

/** The answers given in these attempts: attempt id → question id → answer. */
export async function answersOf(db: Db, attemptIds: readonly string[]): Promise<Map<string, Map<string, { option_id: string } | { text: string }>>> {
  const out = new Map<string, Map<string, { option_id: string } | { text: string }>>();
  if (attemptIds.length === 0) return out;
  const rows = await db
    .select()
    .from(attemptAnswers)
    .where(inArray(attemptAnswers.attemptId, [...attemptIds]));
  for (const r of rows) {
    const m = out.get(r.attemptId) ?? new Map();
    m.set(r.questionId, r.answer);
    out.set(r.attemptId, m);
  }
  return out;
}

export const secondsOf = (a: Pick<ReportAttempt, 'startedAt' | 'submittedAt'>) => Math.max(0, Math.round((a.submittedAt.getTime() - a.startedAt.getTime()) / 1000));
