/**
 * The points a teacher gave instead of the machine's credit (ADR 0090), put into an attempt's
 * grading wherever it is written: the teacher's review itself, and every regrade after it (a
 * corrected key or a dropped question changes the machine's credit, never the teacher's points).
 */
import { and, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { attemptQuestionReviews, type examAttempts } from '../db/exams.ts';

export type Grading = NonNullable<(typeof examAttempts.$inferSelect)['grading']>;
type Credited = { credit: number; auto?: number };

/** One question's grade with the teacher's points as its credit (null: the machine's credit again), `auto` keeping the machine's. */
export function withPoints<G extends Credited>(entry: G, points: number | null): G {
  const auto = entry.auto ?? entry.credit;
  const { auto: _dropped, ...machine } = entry;
  // the same entry but for its credit (and `auto`): still a G
  return (points === null ? { ...machine, credit: auto } : { ...machine, credit: points, auto }) as unknown as G;
}

/** A grading with the teachers' points in force for the questions it holds (a question no longer in the exam has none to hold). */
export function applyPoints<G extends Credited>(grading: Record<string, G>, points: ReadonlyMap<string, number> | undefined): Record<string, G> {
  if (!points) return grading;
  const out = { ...grading };
  for (const [questionId, p] of points) {
    const entry = out[questionId];
    if (entry) out[questionId] = withPoints(entry, p);
  }
  return out;
}

/** The teachers' points of these attempts: attempt id → question id → points. */
export async function pointsOfAttempts(db: Pick<Db, 'select'>, attemptIds: readonly string[]): Promise<Map<string, Map<string, number>>> {
  const out = new Map<string, Map<string, number>>();
  if (attemptIds.length === 0) return out;
  const rows = await db
    .select({ attemptId: attemptQuestionReviews.attemptId, questionId: attemptQuestionReviews.questionId, points: attemptQuestionReviews.points })
    .from(attemptQuestionReviews)
    .where(and(inArray(attemptQuestionReviews.attemptId, [...attemptIds]), isNotNull(attemptQuestionReviews.points)));
  for (const r of rows) {
    let of = out.get(r.attemptId);
    if (!of) out.set(r.attemptId, (of = new Map()));
    of.set(r.questionId, Number(r.points));
  }
  return out;
}
