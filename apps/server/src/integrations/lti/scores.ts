import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ltiConnections, ltiGradeTargets, ltiResourceLinks, ltiScoreSends } from '../../db/lti.ts';
import { RETRY_DELAYS_MS } from '../webhooks/outbox.ts';
import { SCOPE } from './claims.ts';
import { callPlatform } from './platform-http.ts';
import { platformToken } from './service-token.ts';

type Tx = Pick<Db, 'select' | 'insert' | 'update'>;
const BATCH = 20;

/**
 * Assignment and Grade Services (ADR 0084): an attempt graded (on submit, by the sweep, or again on
 * a regrade) is written into the scores' outbox, in the grading transaction, once for each course
 * link the student launched the exam from. A score not sent yet for the same person and column is
 * superseded: the gradebook gets the newest, never an older one after it.
 */
export async function queueScores(tx: Tx, attempt: { id: string; examId: string; studentId: string; score: string | null; submittedAt: Date | null }, now: Date): Promise<number> {
  if (attempt.score === null) return 0;
  const targets = await tx
    .select({ linkId: ltiGradeTargets.linkId, subject: ltiGradeTargets.subject })
    .from(ltiGradeTargets)
    .innerJoin(ltiResourceLinks, eq(ltiResourceLinks.id, ltiGradeTargets.linkId))
    .where(and(eq(ltiGradeTargets.userId, attempt.studentId), eq(ltiResourceLinks.examId, attempt.examId)));
  for (const t of targets) {
    await tx
      .update(ltiScoreSends)
      .set({ status: 'superseded', nextAttemptAt: null })
      .where(and(eq(ltiScoreSends.linkId, t.linkId), eq(ltiScoreSends.subject, t.subject), eq(ltiScoreSends.status, 'pending')));
    const score = {
      userId: t.subject,
      scoreGiven: Number(attempt.score),
      scoreMaximum: 100,
      activityProgress: 'Completed',
      gradingProgress: 'FullyGraded',
      timestamp: now.toISOString(),
    };
    await tx.insert(ltiScoreSends).values({ linkId: t.linkId, subject: t.subject, attemptId: attempt.id, score, createdAt: now, nextAttemptAt: now });
  }
  return targets.length;
}

/** `{lineitem}/scores`, keeping the line item URL's query (AGS 2.0, section 3.4). */
export function scoresUrl(lineItem: string): string {
  const url = new URL(lineItem);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/scores`;
  return url.toString();
}

export interface ScoreDeps {
  db: Db;
  now: () => Date;
  allowLoopback: boolean;
}

type Due = { send: typeof ltiScoreSends.$inferSelect; lineItemUrl: string | null; connection: typeof ltiConnections.$inferSelect };

async function sendOne(deps: ScoreDeps, { send, lineItemUrl, connection }: Due): Promise<void> {
  const at = deps.now();
  let error: string | null = null;
  try {
    if (!lineItemUrl) throw new Error('the course link has no line item');
    const token = await platformToken(deps, connection, [SCOPE.score]);
    const answer = await callPlatform(scoresUrl(lineItemUrl), deps.allowLoopback, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/vnd.ims.lis.v1.score+json' },
      body: JSON.stringify({ ...send.score, timestamp: send.score.timestamp }),
    });
    if (answer.status < 200 || answer.status >= 300) error = `${answer.status}: ${answer.text.slice(0, 200)}`;
  } catch (err) {
    error = (err as Error).message.slice(0, 300);
  }
  const tries = send.tries + 1;
  const delay = RETRY_DELAYS_MS[tries - 1];
  await deps.db
    .update(ltiScoreSends)
    .set({
      tries,
      lastError: error,
      status: error === null ? 'sent' : delay === undefined ? 'failed' : 'pending',
      nextAttemptAt: error === null || delay === undefined ? null : new Date(at.getTime() + delay),
    })
    // a newer score that superseded this one while it was on its way keeps its own state
    .where(and(eq(ltiScoreSends.id, send.id), eq(ltiScoreSends.status, 'pending')));
}

/** The outbox's job (jobs/plugin.ts): scores due now, oldest first, claimed for a minute, then sent. */
export async function sendDueScores(deps: ScoreDeps): Promise<number> {
  const now = deps.now();
  const claimed = await deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ send: ltiScoreSends, lineItemUrl: ltiResourceLinks.lineItemUrl, connection: ltiConnections })
      .from(ltiScoreSends)
      .innerJoin(ltiResourceLinks, eq(ltiResourceLinks.id, ltiScoreSends.linkId))
      .innerJoin(ltiConnections, eq(ltiConnections.id, ltiResourceLinks.connectionId))
      .where(and(eq(ltiScoreSends.status, 'pending'), lte(ltiScoreSends.nextAttemptAt, now)))
      .orderBy(asc(ltiScoreSends.createdAt))
      .limit(BATCH)
      .for('update', { of: ltiScoreSends, skipLocked: true });
    if (due.length > 0)
      await tx
        .update(ltiScoreSends)
        .set({ nextAttemptAt: new Date(now.getTime() + 60_000) })
        .where(
          inArray(
            ltiScoreSends.id,
            due.map((d) => d.send.id),
          ),
        );
    return due;
  });
  for (const due of claimed) await sendOne(deps, due);
  return claimed.length;
}
