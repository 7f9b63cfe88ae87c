/**
 * A student's one grade at an exam from their submitted attempts, by the exam's grading method
 * (ADR 0072). Every place that shows or acts on that grade calls `studentGrade`: the exam details'
 * students and progress, the report's headline, table and CSV, the students' pages, the student's
 * report and the certificate. The grade is never stored: a changed method is read at once
 * everywhere, and the report cache's counter moves with it (migration 0018).
 */
import type { GradingMethod } from '@tasreef/contracts/exams';

/** What the rule needs of an attempt: its number (1 first) and its score in percent. */
export interface GradedAttempt {
  number: number;
  score: number;
}

export interface StudentGrade<A extends GradedAttempt> {
  /** The grade in percent, to two places. */
  score: number;
  /** Whether it reaches the passing score (none set: every grade passes, as an attempt does). */
  passed: boolean;
  /**
   * The attempts that make the grade: the one chosen (first, best, last), or every one (mean). The
   * report's per-question figures read these, so that they describe the grade they sit beside.
   */
  counted: A[];
  /** The attempt that stands for the grade (its certificate's attempt): the chosen one, or the latest for the mean. */
  representative: A;
}

const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

/**
 * The grade of one student's submitted attempts at one exam, or null without any. `best` takes the
 * earliest of equal best scores, so the same attempts always give the same certificate attempt.
 */
export function studentGrade<A extends GradedAttempt>(attempts: readonly A[], method: GradingMethod, passingScore: number | null): StudentGrade<A> | null {
  if (attempts.length === 0) return null;
  const sorted = [...attempts].sort((x, y) => x.number - y.number);
  const first = sorted[0]!;
  const last = sorted[sorted.length - 1]!;
  let score: number;
  let counted: A[];
  let representative: A;
  switch (method) {
    case 'first':
      [score, counted, representative] = [first.score, [first], first];
      break;
    case 'last':
      [score, counted, representative] = [last.score, [last], last];
      break;
    case 'best': {
      const best = sorted.reduce((b, a) => (a.score > b.score ? a : b));
      [score, counted, representative] = [best.score, [best], best];
      break;
    }
    case 'mean':
      [score, counted, representative] = [sorted.reduce((s, a) => s + a.score, 0) / sorted.length, sorted, last];
      break;
  }
  score = round2(score);
  return { score, passed: score >= (passingScore ?? 0), counted, representative };
}

/** Each student's grade at each exam: the attempts grouped by `examId:studentId`, in the order first met. */
export function gradesByStudent<A extends GradedAttempt & { examId: string; studentId: string }>(
  attempts: readonly A[],
  rule: (examId: string) => { method: GradingMethod; passingScore: number | null },
): Array<{ examId: string; studentId: string; grade: StudentGrade<A> }> {
  const groups = new Map<string, A[]>();
  for (const a of attempts) {
    const key = `${a.examId}:${a.studentId}`;
    const g = groups.get(key);
    if (g) g.push(a);
    else groups.set(key, [a]);
  }
  return [...groups.values()].map((xs) => {
    const { examId, studentId } = xs[0]!;
    const { method, passingScore } = rule(examId);
    return { examId, studentId, grade: studentGrade(xs, method, passingScore)! };
  });
}
