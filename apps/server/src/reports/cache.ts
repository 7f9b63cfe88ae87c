/**
 * An exam's report is computed once per state of what it reads, not on every request (ADR 0058).
 * The database keeps a counter per exam, `exam_report_versions`, that triggers of migration 0016
 * bump in the very transaction that changes what a report reads: an attempt submitted (by its
 * student, or closed at its deadline), regraded (a corrected key, a dropped question), moved in
 * time or deleted (with its student's account); a question changed; a taker renamed. A report read
 * at counter value v is right for as long as the counter says v, on any app instance: each keeps
 * its own memory, keyed by the value it reads from the database.
 *
 * What the counter does not cover stays out of the cache or in its key: the plan (its level and
 * retention cut after the cache: the kept attempts are part of the key), a class's students (read
 * per request, the same), the exam's own row (title, dates, grade scale: read per request), `now`.
 */
import { createHash } from 'node:crypto';
import { asc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Question } from '@tasreef/contracts/exams';
import type { Db } from '../db/client.ts';
import { examQuestions, examReportVersions } from '../db/exams.ts';
import { classStudents } from '../db/management.ts';
import { submittedAttempts, type ReportAttempt } from './attempts.ts';
import { PromiseLru } from '../lib/promise-lru.ts';

/** Every submitted attempt of an exam (by student and number) and its questions, as of `version`. */
export interface ExamSample {
  examId: string;
  version: string;
  attempts: readonly ReportAttempt[];
  questions: readonly Question[];
}

/** The exam's counter, as SQL: 0 until the first change that reports read (text: a bigint, only ever compared). */
export const reportVersionOf = (examId: SQL | SQLWrapper) =>
  sql<string>`coalesce((select ${examReportVersions.version} from ${examReportVersions} where ${examReportVersions.examId} = ${examId}), 0)::text`;

export async function reportVersion(db: Pick<Db, 'select'>, examId: string): Promise<string> {
  const [row] = await db.select({ v: reportVersionOf(sql`${examId}::uuid`) }).from(sql`(select 1) one`);
  return row!.v;
}

/** A key naming exactly these attempts (in this order): a report of other attempts is another report. */
export function attemptsKey(attempts: readonly Pick<ReportAttempt, 'id'>[]): string {
  const h = createHash('sha256');
  for (const a of attempts) h.update(a.id);
  return `${attempts.length}:${h.digest('base64url')}`;
}

export class ReportCache {
  private readonly samples: PromiseLru<ExamSample>;
  private readonly reports: PromiseLru<unknown>;
  private readonly graded = new Map<string, unknown>();
  private readonly maxGraded: number;
  /** How many samples were read, reports computed and grades worked out (the rest came from memory). */
  readonly computed = { samples: 0, reports: 0, grades: 0 };

  constructor({ samples = 32, reports = 128 }: { samples?: number; reports?: number } = {}) {
    this.samples = new PromiseLru(samples);
    this.reports = new PromiseLru(reports);
    this.maxGraded = reports;
  }

  /**
   * The exam's sample at counter `version`, read by the caller before this call: data read after it
   * is at least as new, so a sample kept under v is never older than v (a newer one under v is only
   * seen by requests that read v before the change committed).
   */
  sample(db: Db, examId: string, version: string): Promise<ExamSample> {
    return this.samples.get(`${examId}:${version}`, async () => {
      this.computed.samples++;
      return {
        examId,
        version,
        attempts: await submittedAttempts(db, [examId], { since: null }),
        questions: (await db.select({ q: examQuestions.question }).from(examQuestions).where(eq(examQuestions.examId, examId)).orderBy(asc(examQuestions.position))).map(
          (r) => r.q,
        ),
      };
    });
  }

  /** What `compute` makes of the attempts of the sample named by `kept` (`attemptsKey`), in `variant` (a locale), once per sample version. */
  report<T>(sample: ExamSample, variant: string, kept: string, compute: () => Promise<T>): Promise<T> {
    return this.reports.get(`${sample.examId}:${sample.version}:${variant}:${kept}`, () => {
      this.computed.reports++;
      return compute();
    }) as Promise<T>;
  }

  /** Each student's grade from the attempts of the sample named by `kept`, by `method` (and passing score), once per sample version. */
  grades<T>(sample: ExamSample, method: string, kept: string, compute: () => T): T {
    const key = `${sample.examId}:${sample.version}:${method}:${kept}`;
    const hit = this.graded.get(key);
    if (hit !== undefined) {
      this.graded.delete(key);
      this.graded.set(key, hit);
      return hit as T;
    }
    this.computed.grades++;
    const made = compute();
    this.graded.set(key, made);
    if (this.graded.size > this.maxGraded) this.graded.delete(this.graded.keys().next().value!);
    return made;
  }
}

/** The students of a class now: a report filtered by class counts their attempts. */
export async function classStudentIds(db: Pick<Db, 'select'>, classId: string): Promise<Set<string>> {
  return new Set((await db.select({ id: classStudents.userId }).from(classStudents).where(eq(classStudents.classId, classId))).map((r) => r.id));
}
