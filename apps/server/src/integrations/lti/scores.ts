import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ltiConnections, ltiResourceLinks, ltiScoreSends } from '../../db/lti.ts';
import { RETRY_DELAYS_MS } from '../webhooks/outbox.ts';
import { SCOPE } from './claims.ts';
import { callPlatform } from './platform-http.ts';
import { platformToken } from './service-token.ts';

const BATCH = 20;

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
