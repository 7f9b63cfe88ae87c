import type { Db } from '../db/client.ts';
import { auditLog, type AuditEvent } from '../db/accounts.ts';

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}

/** Appends to the audit log: sign-ins, failures, password and email changes, links, admin actions. */
export async function audit(
  db: Pick<Db, 'insert'>,
  now: Date,
  entry: { event: AuditEvent; userId?: string | null; actorId?: string | null; organizationId?: string | null; meta?: Record<string, unknown>; request?: RequestMeta },
): Promise<void> {
  await db.insert(auditLog).values({
    event: entry.event,
    userId: entry.userId ?? null,
    actorId: entry.actorId ?? null,
    organizationId: entry.organizationId ?? null,
    ip: entry.request?.ip ?? null,
    userAgent: entry.request?.userAgent?.slice(0, 500) ?? null,
    meta: entry.meta ?? null,
    createdAt: now,
  });
}
