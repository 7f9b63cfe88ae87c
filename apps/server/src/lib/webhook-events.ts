/**
 * Events for webhooks, written into the outbox (ADR 0083) in the transaction of the event itself: a
 * message is sent only if the event happened, and is never lost. Here in lib/ so that the features
 * where events happen (exams, grades, roster) emit them without knowing the integrations feature,
 * which delivers them (integrations/webhooks/outbox.ts).
 */
import { randomUUID } from 'node:crypto';
import { and, arrayContains, eq, inArray, isNull } from 'drizzle-orm';
import type { WebhookEventType } from '@tasreef/contracts/integrations';
import type { Db } from '../db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '../db/integrations.ts';
import { organizations } from '../db/management.ts';

type Tx = Pick<Db, 'select' | 'insert' | 'update'>;

/** Writes one message per subscribed, active endpoint of `owners` into the outbox; answers how many. */
export async function emitEvent(tx: Tx, owners: readonly string[], type: WebhookEventType, data: Record<string, unknown>, now: Date): Promise<number> {
  const ids = [...new Set(owners)];
  if (ids.length === 0) return 0;
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(inArray(webhookEndpoints.userId, ids), isNull(webhookEndpoints.disabledAt), arrayContains(webhookEndpoints.events, [type])));
  if (endpoints.length === 0) return 0;
  const payload = { type, timestamp: now.toISOString(), data };
  await tx
    .insert(webhookDeliveries)
    .values(endpoints.map((e) => ({ messageId: `msg_${randomUUID()}`, endpointId: e.id, eventType: type, payload, createdAt: now, nextAttemptAt: now })));
  return endpoints.length;
}

/**
 * An event of an organisation's work (an exam, its attempts, its certificates), told to the
 * endpoints of the educator it belongs to and of the organisation's owner (a school hears of its
 * teachers' exams), in the caller's transaction.
 */
export async function emitOrganizationEvent(
  tx: Tx,
  of: { ownerId: string; organizationId: string },
  type: WebhookEventType,
  data: Record<string, unknown>,
  now: Date,
): Promise<number> {
  const [org] = await tx.select({ owner: organizations.ownerId }).from(organizations).where(eq(organizations.id, of.organizationId));
  return emitEvent(tx, [of.ownerId, ...(org ? [org.owner] : [])], type, data, now);
}

/** What a webhook says of an attempt (ids and the grade; names stay in Tasreef). */
export const attemptData = (a: { id: string; examId: string; studentId: string; score: string | null; passed: boolean | null; submittedAt: Date | null }) => ({
  attempt_id: a.id,
  exam_id: a.examId,
  student_id: a.studentId,
  score: a.score === null ? null : Number(a.score),
  passed: a.passed,
  submitted_at: a.submittedAt?.toISOString() ?? null,
});
