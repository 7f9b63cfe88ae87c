import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../src/db/accounts.ts';
import { hashPassword } from '../../src/auth/password.ts';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { createTestApp } from '../helpers.ts';
import { caller, PASSWORD, registration } from '../auth/harness.ts';
import { Inbox } from '../auth/inbox.ts';

const FIRST = 'first-admin@example.test';
const SECOND = 'second-admin@example.test';

let inbox: Inbox;
let t: Awaited<ReturnType<typeof createTestApp>>;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  inbox = await new Inbox().start();
  t = await createTestApp({
    env: { SMTP_URL: inbox.url, ADMIN_EMAILS: ` ${FIRST.toUpperCase()} , ${SECOND}` },
    options: { mail: { pollIntervalMs: 50, retryBaseMs: 10 }, oauthProviders: {} },
  });
  call = caller(t.app);
});
afterAll(async () => {
  await t?.cleanup();
  await inbox?.stop();
});

const tokenOf = (res: { json(): unknown }) => (res.json() as { data: { authorization: { token: string } } }).data.authorization.token;
const typeOf = async (email: string) => (await t.app.database.db.select().from(users).where(eq(users.email, email)))[0]?.type;

describe('ADMIN_EMAILS', () => {
  it('makes a listed address an administrator when it verifies its email, not before', async () => {
    const reg = await call('POST', '/auth/register', { body: registration(FIRST) });
    expect(reg.statusCode).toBe(200);
    const token = tokenOf(reg);
    expect(await typeOf(FIRST)).toBe('student');
    // Signing in unverified grants nothing: the address is not proven yet.
    expect((await call('POST', '/auth/login', { body: { email: FIRST, password: PASSWORD, remember_me: false } })).statusCode).toBe(200);
    expect(await typeOf(FIRST)).toBe('student');
    expect((await call('GET', '/admin/users', { token })).statusCode).toBe(403);

    const code = await inbox.code(FIRST);
    const verified = await call('POST', '/auth/verify-email', { token, body: { email: FIRST, verification_code: code } });
    expect(verified.statusCode).toBe(200);
    expect(await typeOf(FIRST)).toBe('admin');
    expect((await call('GET', '/account', { token })).json()).toMatchObject({ data: { type: 'admin' } });
    const list = await call('GET', `/admin/users?q=${encodeURIComponent('first-admin')}`, { token });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ data: [{ email: FIRST, type: 'admin' }], meta: { total: 1 } });
    const [row] = await t.app.database.db.select().from(users).where(eq(users.email, FIRST));
    const events = await t.app.database.db.select().from(auditLog).where(eq(auditLog.userId, row!.id));
    expect(events.filter((e) => e.event === 'admin_granted').map((e) => e.meta)).toEqual([{ by: 'ADMIN_EMAILS' }]);
  });

  it('makes an already verified, listed account an administrator when it signs in', async () => {
    const now = new Date();
    await t.app.database.db.insert(users).values({
      email: SECOND,
      passwordHash: await hashPassword(PASSWORD),
      fullName: 'Second',
      type: 'educator',
      educatorType: 'teacher',
      emailVerifiedAt: now,
      emailVerifiedVia: 'code',
      termsAcceptedAt: now,
    });
    expect(await typeOf(SECOND)).toBe('educator');
    const res = await call('POST', '/auth/login', { body: { email: SECOND, password: PASSWORD, remember_me: false } });
    expect(res.statusCode).toBe(200);
    expect(await typeOf(SECOND)).toBe('admin');
    expect((await call('GET', '/admin/users', { token: tokenOf(res) })).statusCode).toBe(200);
  });

  it('leaves addresses that are not listed alone', async () => {
    const email = 'plain@example.test';
    const reg = await call('POST', '/auth/register', { body: registration(email) });
    const token = tokenOf(reg);
    const verified = await call('POST', '/auth/verify-email', { token, body: { email, verification_code: await inbox.code(email) } });
    expect(verified.statusCode).toBe(200);
    expect((await call('POST', '/auth/login', { body: { email, password: PASSWORD, remember_me: false } })).statusCode).toBe(200);
    expect(await typeOf(email)).toBe('student');
    expect((await call('GET', '/admin/users', { token })).statusCode).toBe(403);
  });
});

describe('ADMIN_EMAILS in the configuration', () => {
  it('is a trimmed, lower-cased list, empty by default, and rejects what is not an address', () => {
    expect(loadConfig({}).adminEmails).toEqual([]);
    expect(loadConfig({ ADMIN_EMAILS: '  ' }).adminEmails).toEqual([]);
    expect(loadConfig({ ADMIN_EMAILS: ' Head@Example.test,,second@example.test ' }).adminEmails).toEqual(['head@example.test', 'second@example.test']);
    try {
      loadConfig({ ADMIN_EMAILS: 'head@example.test, not an address' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as ConfigError).problems).toEqual([{ variable: 'ADMIN_EMAILS', problem: 'must be a comma-separated list of email addresses' }]);
    }
  });
});
