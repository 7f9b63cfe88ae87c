import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { translate } from '@tasreef/contracts';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { webhookDeliveries, webhookEndpoints } from '../../src/db/integrations.ts';
import { deliverDue, DISABLE_AFTER_FAILURES, emitEvent, sealClearSecrets } from '../../src/integrations/webhooks/outbox.ts';
import { createSealer } from '../../src/lib/sealer.ts';
import { addressAllowed, checkEndpointUrl } from '../../src/lib/ssrf.ts';
import { caller, createAccountsTestApp, errorOf, signUp, type AccountsTestApp } from '../auth/harness.ts';
import { buildWorld, type World } from '../management/world.ts';

/**
 * Webhooks (ADR 0083) against a receiver on loopback (allowed by the tests-only flag): signed per
 * Standard Webhooks and verified with the reference library, retried after a 500 with the backoff
 * under the test's clock, a redirect never followed, an endpoint turned off after repeated failures
 * with a mail to its owner, replay, rotation with overlap, SSRF refusals, another account's 404.
 */
interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}
let t: AccountsTestApp;
let w: World;
let call: ReturnType<typeof caller>;
let receiver: http.Server;
let base = '';
const received: Received[] = [];
/** What the receiver answers next (status, and a Location for a redirect); then 200. */
const script: Array<{ status: number; location?: string }> = [];

const deps = () => ({ db: t.app.db, now: t.app.clock, mailer: t.app.mailer, allowLoopback: true, sealer: t.app.sealer });

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      const next = script.shift() ?? { status: 200 };
      res.writeHead(next.status, next.location ? { location: next.location } : {});
      res.end(next.status >= 400 ? 'receiver trouble' : 'ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  t = await createAccountsTestApp({ env: { WEBHOOKS_ALLOW_LOOPBACK: 'true' }, start: new Date() });
  call = caller(t.app);
  w = await buildWorld(t);
}, 240_000);
afterAll(async () => {
  await t?.cleanup();
  await new Promise((resolve) => receiver?.close(resolve));
});

async function endpoint(events: string[] = ['attempt.submitted'], path = '/hook'): Promise<{ id: string; secret: string }> {
  const res = await call('POST', '/webhooks', { token: w.schoolA.token, body: { url: `${base}${path}`, events } });
  if (res.statusCode !== 201) throw new Error(res.body);
  return { id: res.json().data.endpoint.id, secret: res.json().data.secret };
}
const emit = (n = 1) => emitEvent(t.app.db, [w.schoolA.id], 'attempt.submitted', { attempt_id: `a${n}`, score: 80 }, t.clock());
/** Verified as a receiver whose clock is the app's (the tests move it hours ahead of the real time: the library's 5-minute tolerance reads Date). */
const verify = (secret: string, r: Received) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(t.clock());
  try {
    return new Webhook(secret).verify(r.body, r.headers as Record<string, string>);
  } finally {
    vi.useRealTimers();
  }
};

describe('webhooks', () => {
  it('are signed per Standard Webhooks and verified with the reference library', async () => {
    const hook = await endpoint();
    expect(hook.secret).toMatch(/^whsec_/);
    const from = received.length;
    expect(await emit()).toBe(1);
    expect(await deliverDue(deps())).toBe(1);
    const got = received.slice(from);
    expect(got).toHaveLength(1);
    expect(verify(hook.secret, got[0]!)).toMatchObject({ type: 'attempt.submitted', data: { attempt_id: 'a1', score: 80 } });
    expect(() =>
      new Webhook(`whsec_${Buffer.from('another secret of 32 bytes long!').toString('base64')}`).verify(got[0]!.body, got[0]!.headers as Record<string, string>),
    ).toThrow();
    const [d] = await t.app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, hook.id));
    expect(d).toMatchObject({ status: 'delivered', tries: 1 });
    await call('DELETE', `/webhooks/${hook.id}`, { token: w.schoolA.token });
  });

  it('are retried after a receiver’s 500 with backoff, and a redirect is never followed', async () => {
    const hook = await endpoint();
    script.push({ status: 500 }, { status: 302, location: 'http://10.0.0.1/' });
    const from = received.length;
    await emit(2);
    expect(await deliverDue(deps())).toBe(1);
    let [d] = await t.app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, hook.id));
    expect(d).toMatchObject({ status: 'pending', tries: 1 });
    expect(d!.attempts[0]).toMatchObject({ status: 500, response: 'receiver trouble' });
    expect(d!.nextAttemptAt!.getTime()).toBe(t.clock().getTime() + 5_000);
    expect(await deliverDue(deps())).toBe(0);
    t.clock.advance(5_000);
    expect(await deliverDue(deps())).toBe(1);
    [d] = await t.app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, hook.id));
    expect(d!.attempts[1]).toMatchObject({ status: 302, response: 'redirect not followed: http://10.0.0.1/' });
    expect(d!.nextAttemptAt!.getTime()).toBe(t.clock().getTime() + 300_000);
    t.clock.advance(300_000);
    expect(await deliverDue(deps())).toBe(1);
    const got = received.slice(from);
    // three tries reached the receiver and nothing else (the redirect went nowhere); the same message id each time
    expect(got).toHaveLength(3);
    expect(new Set(got.map((g) => g.headers['webhook-id'])).size).toBe(1);
    expect(verify(hook.secret, got[2]!)).toMatchObject({ type: 'attempt.submitted' });
    [d] = await t.app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, hook.id));
    expect(d).toMatchObject({ status: 'delivered', tries: 3 });
    // replay: the same message again, with the same webhook-id
    const replay = await call('POST', `/webhooks/${hook.id}/deliveries/${d!.id}/replay`, { token: w.schoolA.token, locale: 'ar' });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.message).toBe(translate('ar', 'webhook_replayed'));
    expect(await deliverDue(deps())).toBe(1);
    expect(received.at(-1)!.headers['webhook-id']).toBe(got[0]!.headers['webhook-id']);
    const log = await call('GET', `/webhooks/${hook.id}/deliveries`, { token: w.schoolA.token });
    expect(log.json().data[0].tries).toHaveLength(4);
    expect((await call('GET', `/webhooks/${hook.id}/deliveries`, { token: w.schoolB.token })).statusCode).toBe(404);
    expect((await call('POST', `/webhooks/${hook.id}/deliveries/${d!.id}/replay`, { token: w.schoolB.token })).statusCode).toBe(404);
    await call('DELETE', `/webhooks/${hook.id}`, { token: w.schoolA.token });
  });

  it('turn an endpoint off after repeated failures and tell its owner by mail', async () => {
    const hook = await endpoint();
    const mailsBefore = t.inbox.to(w.schoolA.email).length;
    for (let i = 0; i < DISABLE_AFTER_FAILURES; i++) script.push({ status: 500 });
    for (let i = 0; i < DISABLE_AFTER_FAILURES; i++) await emit(10 + i);
    expect(await deliverDue(deps())).toBe(DISABLE_AFTER_FAILURES);
    const [e] = await t.app.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, hook.id));
    expect(e!.disabledAt).not.toBeNull();
    const mail = await t.inbox.waitFor(w.schoolA.email, mailsBefore + 1);
    expect(mail.subject).toContain(translate('en', 'webhook_disabled_subject'));
    expect(mail.text).toContain(`${base}/hook`);
    expect(mail.text).toContain(translate('en', 'webhook_disabled_advice'));
    // nothing more is written for it, and the page shows it off
    expect(await emit(99)).toBe(0);
    const list = await call('GET', '/webhooks', { token: w.schoolA.token });
    expect(list.json().data.endpoints.find((x: { id: string }) => x.id === hook.id).state).toBe('disabled');
    expect((await call('POST', `/webhooks/${hook.id}/enable`, { token: w.schoolB.token })).statusCode).toBe(404);
    expect((await call('POST', `/webhooks/${hook.id}/enable`, { token: w.schoolA.token })).statusCode).toBe(200);
    expect(await emit(100)).toBe(1);
    expect(await deliverDue(deps())).toBe(1);
    await call('DELETE', `/webhooks/${hook.id}`, { token: w.schoolA.token });
  });

  it('keep the signing secrets sealed under SECRET_KEY, bound to their owner, and seal the ones kept in clear before', async () => {
    const hook = await endpoint();
    const stored = async () => (await t.app.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, hook.id)))[0]!;
    const row = await stored();
    // a database dump gives no secret: the row holds neither the secret nor its key material
    expect(row.secret).toMatch(/^sealed:v1:/);
    expect(row.secret).not.toContain(hook.secret.slice(6, 30));
    expect(t.app.sealer.open(row.secret, row.userId)).toBe(hook.secret);
    // moved onto another account's row it does not open, nor under another SECRET_KEY
    expect(() => t.app.sealer.open(row.secret, w.schoolB.id)).toThrow();
    expect(() => createSealer('another-secret-key-0123456789abcdef0123').open(row.secret, row.userId)).toThrow();
    // a row written in clear by the version before is sealed, and still signs with the same secret
    await t.app.db.update(webhookEndpoints).set({ secret: hook.secret }).where(eq(webhookEndpoints.id, hook.id));
    expect(await sealClearSecrets(t.app.db, t.app.sealer)).toBe(1);
    expect((await stored()).secret).toMatch(/^sealed:v1:/);
    expect(await sealClearSecrets(t.app.db, t.app.sealer)).toBe(0);
    const from = received.length;
    await emit(300);
    await deliverDue(deps());
    expect(verify(hook.secret, received.slice(from)[0]!)).toBeTruthy();
    // a secret that no longer opens (SECRET_KEY changed) is a failed try the log shows, not a crash at every poll
    const other = createSealer('another-secret-key-0123456789abcdef0123');
    await t.app.db
      .update(webhookEndpoints)
      .set({ secret: other.seal(hook.secret, row.userId) })
      .where(eq(webhookEndpoints.id, hook.id));
    await emit(301);
    expect(await deliverDue(deps())).toBe(1);
    expect(received.length).toBe(from + 1);
    const [failed] = await t.app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, hook.id)).orderBy(desc(webhookDeliveries.createdAt)).limit(1);
    expect(failed!.attempts.at(-1)).toMatchObject({ status: null, response: 'the signing secret does not open: rotate it' });
    await call('DELETE', `/webhooks/${hook.id}`, { token: w.schoolA.token });
  });

  it('rotate the secret with a day of overlap: both secrets verify, then the new one alone', async () => {
    const hook = await endpoint();
    const rotated = await call('POST', `/webhooks/${hook.id}/rotate`, { token: w.schoolA.token });
    expect(rotated.statusCode).toBe(200);
    const secret = rotated.json().data.secret as string;
    expect(secret).not.toBe(hook.secret);
    expect((await call('POST', `/webhooks/${hook.id}/rotate`, { token: w.schoolB.token })).statusCode).toBe(404);
    await emit(200);
    await deliverDue(deps());
    const during = received.at(-1)!;
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verify(secret, during)).toBeTruthy();
    expect(verify(hook.secret, during)).toBeTruthy();
    t.clock.advance(24 * 3_600_000);
    await emit(201);
    await deliverDue(deps());
    const after = received.at(-1)!;
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(() => verify(hook.secret, after)).toThrow(/signature/i);
  });

  it('refuse addresses of loopback, private and link-local networks (SSRF)', async () => {
    for (const url of [
      'http://127.0.0.1/x',
      'http://localhost/x',
      'http://[::1]/x',
      'http://10.1.2.3/',
      'http://192.168.1.1/',
      'http://172.16.0.9/',
      'http://169.254.169.254/latest',
      'http://[fe80::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://0.0.0.0/',
    ]) {
      await expect(checkEndpointUrl(url, false), url).rejects.toMatchObject({ statusCode: 422 });
    }
    await expect(checkEndpointUrl('http://user:pw@93.184.216.34/', false)).rejects.toMatchObject({ statusCode: 422 });
    expect(addressAllowed('93.184.216.34', false)).toBe(true);
    expect(addressAllowed('127.0.0.1', true)).toBe(true);
    expect(addressAllowed('10.0.0.1', true)).toBe(false);
  });
});

describe('webhooks through the API', () => {
  it('refuse private addresses even with the tests’ loopback flag, in the caller’s language', async () => {
    const fresh = await createAccountsTestApp({ env: { WEBHOOKS_ALLOW_LOOPBACK: 'true' } });
    try {
      const c = caller(fresh.app);
      const school = await signUp(fresh, { role: 'educator', educator_type: 'school', organization_type: 'school' });
      const free = await c('POST', '/webhooks', { token: school.token, body: { url: 'https://example.com/h', events: ['exam.published'] } });
      expect(free.statusCode).toBe(403);
      expect(errorOf(free).error.code).toBe('plan_limit');
      const { setPlan } = await import('../management/world.ts');
      await setPlan(fresh, school.id, 'school');
      for (const url of ['http://10.0.0.5/h', 'http://169.254.169.254/latest/meta-data']) {
        const res = await c('POST', '/webhooks', { token: school.token, body: { url, events: ['exam.published'] }, locale: 'ar' });
        expect(res.statusCode, url).toBe(422);
        expect(errorOf(res).error.details[0]).toEqual({ path: 'url', issue: translate('ar', 'webhook_url_refused') });
      }
      const none = await c('POST', '/webhooks', { token: school.token, body: { url: 'https://example.com/h', events: [] } });
      expect(none.statusCode).toBe(422);
    } finally {
      await fresh.cleanup();
    }
  });
});

describe('the loopback flag', () => {
  it('is refused in production', () => {
    const prod = { NODE_ENV: 'production', SECRET_KEY: 'x'.repeat(40), SMTP_URL: 'smtp://localhost:25' };
    expect(() => loadConfig({ ...prod, WEBHOOKS_ALLOW_LOOPBACK: 'true' })).toThrow(ConfigError);
    expect(loadConfig(prod).webhooksAllowLoopback).toBe(false);
  });
});
