/**
 * Per-student overrides (docs/decisions/0089-per-student-overrides.md): the exam as one student
 * meets it. Each setting is the student's own override's if it sets it, else the most lenient of
 * their classes' overrides (the earliest opening, the latest close, the most attempts, the most
 * time), else the exam's; as Moodle merges user and group overrides. Every place that enforces
 * an exam's settings for a student (starting an attempt, its deadline, their list and dashboard,
 * their result) reads the exam through `withOverrides`, and a list's filters through `effectiveDates`.
 */
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { examOverrides, exams } from '../db/exams.ts';
import { classStudents } from '../db/management.ts';
import type { ExamRow } from './scope.ts';

type Reader = Pick<Db, 'select'>;
export type OverrideRow = typeof examOverrides.$inferSelect;

/** An exam as a student meets it, and the time their attempts get beside its duration. */
export interface StudentExamView {
  exam: ExamRow;
  /** Replaces the student's roster accommodation when set. */
  timeFactor: number | null;
  /** Added to each attempt after the time factor. */
  extraMinutes: number;
  source: 'student' | 'class' | 'exam';
}

/** The classes of a student, as a subquery of their ids. */
const classesOf = (studentId: string) => sql`(select ${classStudents.classId} from ${classStudents} where ${classStudents.userId} = ${studentId}::uuid)`;

/** The overrides that reach a student at these exams: their own, and those of the classes they are in. */
export async function overridesReaching(db: Reader, studentId: string, examIds: readonly string[]): Promise<OverrideRow[]> {
  if (examIds.length === 0) return [];
  return db
    .select()
    .from(examOverrides)
    .where(
      and(
        inArray(examOverrides.examId, [...examIds]),
        or(
          and(eq(examOverrides.target, 'student'), eq(examOverrides.targetId, studentId)),
          and(eq(examOverrides.target, 'class'), sql`${examOverrides.targetId} in ${classesOf(studentId)}`),
        ),
      ),
    );
}

const latest = (ds: Date[]) => new Date(Math.max(...ds.map((d) => d.getTime())));
const earliest = (ds: Date[]) => new Date(Math.min(...ds.map((d) => d.getTime())));
const most = (ns: number[]) => Math.max(...ns);

/** The student's own value of a setting, else the most lenient of their classes', else null. */
function pick<T>(own: OverrideRow | undefined, groups: OverrideRow[], get: (o: OverrideRow) => T | null, best: (xs: T[]) => T): T | null {
  const mine = own ? get(own) : null;
  if (mine !== null) return mine;
  const theirs = groups.map(get).filter((x): x is T => x !== null);
  return theirs.length ? best(theirs) : null;
}

/** `exam` as the student these overrides reach (only this exam's are read) meets it. */
export function withOverrides(exam: ExamRow, reaching: readonly OverrideRow[]): StudentExamView {
  const rows = reaching.filter((o) => o.examId === exam.id);
  const own = rows.find((o) => o.target === 'student');
  const groups = rows.filter((o) => o.target === 'class');
  if (rows.length === 0) return { exam, timeFactor: null, extraMinutes: 0, source: 'exam' };
  const publishAt = pick(own, groups, (o) => o.publishAt, earliest);
  const expiresAt = pick(own, groups, (o) => o.expiresAt, latest);
  const extraAttempts = pick(own, groups, (o) => o.extraAttempts, most);
  // time is one setting: the student's own (a factor or minutes), else the most of their classes'
  const ownTime = own && (own.timeFactor !== null || own.extraMinutes !== null);
  const timeFrom = ownTime ? [own] : groups;
  const factors = timeFrom.map((o) => o.timeFactor).filter((x): x is number => x !== null);
  const minutes = timeFrom.map((o) => o.extraMinutes).filter((x): x is number => x !== null);
  return {
    exam: {
      ...exam,
      publishAt: publishAt ?? exam.publishAt,
      expiresAt: expiresAt ?? exam.expiresAt,
      attemptsAllowed: exam.attemptsAllowed === null ? null : exam.attemptsAllowed + (extraAttempts ?? 0),
    },
    timeFactor: factors.length ? most(factors) : null,
    extraMinutes: minutes.length ? most(minutes) : 0,
    source: own ? 'student' : 'class',
  };
}

/** One exam as one student meets it (the exam must be theirs: callers check). */
export async function examForStudent(db: Reader, exam: ExamRow, studentId: string): Promise<StudentExamView> {
  return withOverrides(exam, await overridesReaching(db, studentId, [exam.id]));
}

/**
 * The open and close dates of the exam in the row as the student meets them, in SQL: what a
 * student's list filters and orders by. The same merge as `withOverrides`.
 */
export function effectiveDates(studentId: string): { open: SQL; close: SQL } {
  const own = (col: string) =>
    sql.raw(`(select o.${col} from exam_overrides o where o.exam_id = "exams"."id" and o.target = 'student' and o.target_id = `).append(sql`${studentId}::uuid)`);
  const group = (fn: 'min' | 'max', col: string) =>
    sql.raw(`(select ${fn}(o.${col}) from exam_overrides o where o.exam_id = "exams"."id" and o.target = 'class' and o.target_id in `).append(sql`${classesOf(studentId)})`);
  return {
    open: sql`coalesce(${own('publish_at')}, ${group('min', 'publish_at')}, ${exams.publishAt})`,
    close: sql`coalesce(${own('expires_at')}, ${group('max', 'expires_at')}, ${exams.expiresAt})`,
  };
}
