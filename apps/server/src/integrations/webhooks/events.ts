import { eq } from 'drizzle-orm';
import type { WebhookEventType } from '@tasreef/contracts/integrations';
import type { Db } from '../../db/client.ts';
import { organizations } from '../../db/management.ts';
import { emitEvent } from './outbox.ts';

type Tx = Pick<Db, 'select' | 'insert' | 'update'>;

/**
 * An event of an exam, told to the endpoints of the exam's educator and of its school's owner
 * (a school hears of its teachers' exams), in the caller's transaction.
 */
export async function emitExamEvent(tx: Tx, exam: { ownerId: string; organizationId: string }, type: WebhookEventType, data: Record<string, unknown>, now: Date): Promise<void> {
  const [org] = await tx.select({ owner: organizations.ownerId }).from(organizations).where(eq(organizations.id, exam.organizationId));
  await emitEvent(tx, [exam.ownerId, ...(org ? [org.owner] : [])], type, data, now);
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
