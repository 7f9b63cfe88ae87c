import { randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { and, asc, eq, inArray, isNull, lte, notLike, or, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { translate } from '@tasreef/contracts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/accounts.ts';
import { webhookDeliveries, webhookEndpoints, type DeliveryTry } from '../../db/integrations.ts';
import { bilingualMail } from '../../mail/bilingual.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { SEALED_PREFIX, type Sealer } from '../../lib/sealer.ts';
import { checkedAddresses, pinnedLookup } from '../../lib/ssrf.ts';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/**
 * The pauses after each failed try (Standard Webhooks' own schedule): 5 s, 5 min, 30 min, 2 h, 5 h,
 * 10 h, 10 h — eight tries over about a day, then the message is failed (a replay sends it again).
 */
export const RETRY_DELAYS_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];
/** Failed tries in a row, over any messages, after which an endpoint is turned off and its owner told. */
export const DISABLE_AFTER_FAILURES = 10;
/** How long a rotated secret keeps signing beside the new one. */
export const ROTATION_OVERLAP_MS = 24 * 3_600_000;
const TIMEOUT_MS = 10_000;
const BATCH = 20;

export const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** The outbox's writer lives in lib/ (the features that emit reach it there); the tests and the matrix reach it here too. */
export { emitEvent } from '../../lib/webhook-events.ts';

/** The `webhook-signature` header: the current secret's, and the previous one's during the overlap (both kept sealed). */
export function signatureOf(endpoint: EndpointRow, messageId: string, at: Date, body: string, sealer: Sealer): string {
  const secrets = [endpoint.secret];
  if (endpoint.previousSecret && endpoint.previousSecretUntil && endpoint.previousSecretUntil > at) secrets.push(endpoint.previousSecret);
  return secrets.map((s) => new Webhook(sealer.open(s, endpoint.userId)).sign(messageId, at, body)).join(' ');
}

function signedOrNull(endpoint: EndpointRow, messageId: string, at: Date, body: string, sealer: Sealer): string | null {
  try {
    return signatureOf(endpoint, messageId, at, body, sealer);
  } catch {
    return null;
  }
}

/** Seals the secrets kept in clear by the version before sealing (ADR 0083); answers how many. */
export async function sealClearSecrets(db: Db, sealer: Sealer): Promise<number> {
  const rows = await db
    .select({ id: webhookEndpoints.id, userId: webhookEndpoints.userId, secret: webhookEndpoints.secret, previousSecret: webhookEndpoints.previousSecret })
    .from(webhookEndpoints)
    // at every start: only the rows still in clear are read (none, once sealed)
    .where(or(notLike(webhookEndpoints.secret, `${SEALED_PREFIX}%`), notLike(webhookEndpoints.previousSecret, `${SEALED_PREFIX}%`)));
  let sealed = 0;
  for (const row of rows) {
    const clear = !sealer.isSealed(row.secret) || (row.previousSecret !== null && !sealer.isSealed(row.previousSecret));
    if (!clear) continue;
    await db
      .update(webhookEndpoints)
      .set({
        secret: sealer.isSealed(row.secret) ? row.secret : sealer.seal(row.secret, row.userId),
        previousSecret: row.previousSecret === null || sealer.isSealed(row.previousSecret) ? row.previousSecret : sealer.seal(row.previousSecret, row.userId),
      })
      .where(and(eq(webhookEndpoints.id, row.id), eq(webhookEndpoints.secret, row.secret)));
    sealed++;
  }
  return sealed;
}

interface Answer {
  status: number | null;
  response: string;
}

/** One POST, no redirects followed, to an address checked at connection time; never throws. */
async function post(url: string, headers: Record<string, string>, body: string, allowLoopback: boolean): Promise<Answer> {
  const target = new URL(url);
  try {
    // an IP literal is connected to without a lookup: checked here; a name is checked by the pinned lookup
    await checkedAddresses(target.hostname, allowLoopback);
  } catch {
    return { status: null, response: 'refused: the address is local or private' };
  }
  const client = target.protocol === 'https:' ? https : http;
  return new Promise<Answer>((resolve) => {
    const req = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
        lookup: pinnedLookup(allowLoopback) as never,
        timeout: TIMEOUT_MS,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (text.length < 500) text += chunk;
        });
        res.on('end', () => {
          const status = res.statusCode ?? null;
          const location = res.headers.location;
          resolve({
            status,
            response: status !== null && status >= 300 && status < 400 ? `redirect not followed${location ? `: ${location}` : ''}`.slice(0, 500) : text.slice(0, 500),
          });
        });
        res.on('error', () => resolve({ status: res.statusCode ?? null, response: text.slice(0, 500) }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (err) =>
      resolve({ status: null, response: (err as NodeJS.ErrnoException).code === 'EADDRREFUSED' ? 'refused: the address is local or private' : err.message.slice(0, 200) }),
    );
    req.end(body);
  });
}

export interface OutboxDeps {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  allowLoopback: boolean;
  /** Opens the endpoints' sealed signing secrets (`app.sealer`). */
  sealer: Sealer;
}

/** Sends one message now; records the try, the next one (or the failure), and the endpoint's streak. */
export async function deliverOne(deps: OutboxDeps, delivery: DeliveryRow, endpoint: EndpointRow): Promise<void> {
  const at = deps.now();
  const body = JSON.stringify(delivery.payload);
  const started = Date.now();
  const signature = endpoint.disabledAt ? null : signedOrNull(endpoint, delivery.messageId, at, body, deps.sealer);
  const answer: Answer = endpoint.disabledAt
    ? { status: null, response: 'endpoint turned off' }
    : signature === null
      ? // SECRET_KEY changed or the row was altered: a failed try (its owner rotates the secret), not a crash every poll
        { status: null, response: 'the signing secret does not open: rotate it' }
      : await post(
          endpoint.url,
          { 'webhook-id': delivery.messageId, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': signature },
          body,
          deps.allowLoopback,
        );
  const ok = answer.status !== null && answer.status >= 200 && answer.status < 300;
  const attempt: DeliveryTry = { at: at.toISOString(), status: answer.status, response: answer.response, ms: Date.now() - started };
  const tries = delivery.tries + 1;
  const delay = RETRY_DELAYS_MS[tries - 1];
  await deps.db.transaction(async (tx) => {
    await tx
      .update(webhookDeliveries)
      .set({
        tries,
        attempts: sql`${webhookDeliveries.attempts} || ${JSON.stringify([attempt])}::jsonb`,
        status: ok ? 'delivered' : delay === undefined || endpoint.disabledAt ? 'failed' : 'pending',
        nextAttemptAt: ok || delay === undefined || endpoint.disabledAt ? null : new Date(at.getTime() + delay),
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    if (endpoint.disabledAt) return;
    if (ok) {
      await tx.update(webhookEndpoints).set({ consecutiveFailures: 0 }).where(eq(webhookEndpoints.id, endpoint.id));
      return;
    }
    const [streak] = await tx
      .update(webhookEndpoints)
      .set({ consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1` })
      .where(eq(webhookEndpoints.id, endpoint.id))
      .returning({ n: webhookEndpoints.consecutiveFailures });
    if ((streak?.n ?? 0) < DISABLE_AFTER_FAILURES) return;
    // turned off once: the update only takes an endpoint still on, and only then is the owner told
    const [off] = await tx
      .update(webhookEndpoints)
      .set({ disabledAt: at })
      .where(and(eq(webhookEndpoints.id, endpoint.id), isNull(webhookEndpoints.disabledAt)))
      .returning();
    if (!off) return;
    await tx
      .update(webhookDeliveries)
      .set({ status: 'failed', nextAttemptAt: null })
      .where(and(eq(webhookDeliveries.endpointId, endpoint.id), eq(webhookDeliveries.status, 'pending')));
    const [owner] = await tx.select().from(users).where(eq(users.id, endpoint.userId));
    if (owner) await deps.mailer.enqueue(disabledMail(owner.email, owner.locale === 'en' ? 'en' : 'ar', owner.fullName, endpoint.url), tx);
  });
}

function disabledMail(to: string, locale: 'ar' | 'en', name: string, url: string) {
  const block = (l: 'ar' | 'en') => ({
    subject: translate(l, 'webhook_disabled_subject'),
    lines: [
      translate(l, 'webhook_disabled_greeting', { name }),
      translate(l, 'webhook_disabled_body', { url, number: DISABLE_AFTER_FAILURES }),
      translate(l, 'webhook_disabled_advice'),
    ],
  });
  return bilingualMail('webhook_disabled', to, locale, { ar: block('ar'), en: block('en') });
}

/**
 * The outbox's job (jobs/plugin.ts): the messages due now, oldest first, each claimed by moving its
 * next try a minute on (another server's run skips it), then sent. Answers how many were sent.
 */
export async function deliverDue(deps: OutboxDeps): Promise<number> {
  const now = deps.now();
  const claimed = await deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now)))
      .orderBy(asc(webhookDeliveries.nextAttemptAt))
      .limit(BATCH)
      .for('update', { of: webhookDeliveries, skipLocked: true });
    if (due.length > 0) {
      await tx
        .update(webhookDeliveries)
        .set({ nextAttemptAt: new Date(now.getTime() + 60_000) })
        .where(
          inArray(
            webhookDeliveries.id,
            due.map((d) => d.delivery.id),
          ),
        );
    }
    return due;
  });
  for (const { delivery, endpoint } of claimed) await deliverOne(deps, delivery, endpoint);
  return claimed.length;
}
