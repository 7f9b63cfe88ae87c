import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailCodes, sessions, users } from '../../src/db/accounts.ts';
import { AccountService } from '../../src/auth/account-service.ts';
import { hashPassword } from '../../src/auth/password.ts';
import { AuthService } from '../../src/auth/service.ts';
import { caller, cookiesOf, createAccountsTestApp, freshEmail, issueOf, nextIp, PASSWORD, signUp, type AccountsTestApp } from '../auth/harness.ts';

/**
 * Issue 10, findings 1 and 4: a code proves only the address it was mailed to; changing the email
 * closes what the old address opened; ADMIN_EMAILS trusts only an address proven by our code; and
 * failed sign-ins slow the guesser without locking the owner out.
 */
const BOSS = 'boss@tasreef.test';

let t: AccountsTestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createAccountsTestApp({ env: { ADMIN_EMAILS: BOSS } });
  call = caller(t.app);
});
afterAll(async () => t?.cleanup());

const userByEmail = async (email: string) => (await t.app.database.db.select().from(users).where(eq(users.email, email)))[0];

describe('a code is bound to the address it was mailed to', () => {
  it('a reset code asked for evil@ does not reset, verify or promote the account once it is boss@', async () => {
    const evil = await signUp(t);
    const ip = nextIp();
    expect((await call('POST', '/auth/forget-password', { body: { email: evil.email }, ip })).statusCode).toBe(200);
    const evilCode = await t.inbox.code(evil.email, 2);
    t.clock.advance(60_000);
    const moved = await call('PATCH', '/account/profile', { token: evil.token, body: { email: BOSS, current_password: PASSWORD } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ email: BOSS, is_email_verified: false });

    const reset = await call('PATCH', '/auth/reset-password', { body: { email: BOSS, code: evilCode, password: 'Other1!x', password_confirmation: 'Other1!x' }, ip });
    expect(reset.statusCode).toBe(422);
    expect(issueOf(reset, 'code')).toBe('The verification code is incorrect');
    const row = await userByEmail(BOSS);
    expect(row?.emailVerifiedAt).toBeNull();
    expect(row?.type).toBe('student');
    // The old password still holds, and signing in does not make the account an administrator.
    expect((await call('POST', '/auth/login', { body: { email: BOSS, password: PASSWORD }, ip })).statusCode).toBe(200);
    expect((await userByEmail(BOSS))?.type).toBe('student');
    // The code went nowhere but to evil@, and every code of the account is closed.
    const open = await t.app.database.db.select().from(emailCodes).where(eq(emailCodes.userId, evil.id));
    expect(open.filter((c) => c.closedAt === null).map((c) => c.email)).toEqual([BOSS]);
    expect(open.find((c) => c.purpose === 'reset_password')?.closedReason).toBe('email_changed');
    await t.app.database.db.delete(users).where(eq(users.id, evil.id));
  });

  it('a verification code mailed to the old address does not verify the new one', async () => {
    const email = freshEmail('unverified');
    const ip = nextIp();
    const reg = await call('POST', '/auth/register', {
      body: { full_name: 'Eve', email, password: PASSWORD, password_confirmation: PASSWORD, accept_terms: true, role: 'student' },
      ip,
    });
    const token = reg.json().data.authorization.token as string;
    const oldCode = await t.inbox.code(email);
    // An unverified account cannot change its email through the profile; the code table is the
    // only link between the two addresses, so move the address underneath, as a race would.
    const other = freshEmail('other');
    await t.app.database.db.update(users).set({ email: other }).where(eq(users.email, email));
    const res = await call('POST', '/auth/verify-email', { body: { email: other, verification_code: oldCode }, ip });
    expect(res.statusCode).toBe(422);
    expect((await userByEmail(other))?.emailVerifiedAt).toBeNull();
    expect((await call('GET', '/account', { token })).json().data.is_email_verified).toBe(false);
  });

  it('changing the email signs out every other session and needs a code sent to the new address', async () => {
    const me = await signUp(t);
    const ip = nextIp();
    const other = (await call('POST', '/auth/login', { body: { email: me.email, password: PASSWORD }, ip })).json().data.authorization.token as string;
    t.clock.advance(60_000);
    const next = freshEmail('next');
    expect((await call('PATCH', '/account/profile', { token: me.token, body: { email: next, current_password: PASSWORD } })).statusCode).toBe(200);
    expect((await call('GET', '/account', { token: other })).statusCode).toBe(401);
    const mine = await call('GET', '/account', { token: me.token });
    expect(mine.json().data).toMatchObject({ email: next, is_email_verified: false });
    const live = await t.app.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, me.id)));
    expect(live.filter((s) => s.revokedAt === null)).toHaveLength(1);
    const code = await t.inbox.code(next);
    expect((await call('POST', '/auth/verify-email', { body: { email: next, verification_code: code }, ip })).statusCode).toBe(200);
    expect((await userByEmail(next))?.emailVerifiedVia).toBe('code');
  });

  it('a reset through the current address proves it: the account is verified by code', async () => {
    const email = freshEmail('reset');
    const ip = nextIp();
    await call('POST', '/auth/register', { body: { full_name: 'Rami', email, password: PASSWORD, password_confirmation: PASSWORD, accept_terms: true, role: 'student' }, ip });
    await t.inbox.code(email);
    t.clock.advance(60_000);
    await call('POST', '/auth/forget-password', { body: { email }, ip });
    const code = await t.inbox.code(email, 2);
    const res = await call('PATCH', '/auth/reset-password', { body: { email, code, password: 'Other1!x', password_confirmation: 'Other1!x' }, ip });
    expect(res.statusCode).toBe(200);
    expect(await userByEmail(email)).toMatchObject({ emailVerifiedVia: 'code' });
    expect((await userByEmail(email))?.emailVerifiedAt).not.toBeNull();
  });
});

describe('ADMIN_EMAILS trusts only an address proven by a code mailed to it', () => {
  it('an address verified by a provider (or before this was recorded) is not made an administrator', async () => {
    const now = t.clock();
    for (const via of ['provider', null] as const) {
      await t.app.database.db
        .insert(users)
        .values({ email: BOSS, passwordHash: await hashPassword(PASSWORD), fullName: 'Boss', type: 'student', emailVerifiedAt: now, emailVerifiedVia: via, termsAcceptedAt: now });
      expect((await call('POST', '/auth/login', { body: { email: BOSS, password: PASSWORD }, ip: nextIp() })).statusCode).toBe(200);
      expect((await userByEmail(BOSS))?.type).toBe('student');
      await t.app.database.db.delete(users).where(eq(users.email, BOSS));
    }
  });
});

describe('failed sign-ins', () => {
  it('a guessing attack spread over many addresses locks out unknown places, not the owner on a known device or address', async () => {
    const me = await signUp(t);
    const home = nextIp();
    const first = await call('POST', '/auth/login', { body: { email: me.email, password: PASSWORD }, ip: home });
    const device = cookiesOf(first).device?.value;
    expect(device).toMatch(/^[\w-]+\.[0-9a-f]{64}$/);
    expect(cookiesOf(first).device?.httpOnly).toBe(true);
    // 20 failures from 20 addresses: the account is locked for anyone unknown.
    for (let i = 0; i < 20; i++) expect((await call('POST', '/auth/login', { body: { email: me.email, password: 'Wrong1!x' }, ip: nextIp() })).statusCode).toBe(422);
    const stranger = await call('POST', '/auth/login', { body: { email: me.email, password: PASSWORD }, ip: nextIp() });
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBe(60);
    // The owner: from the address that signed in before, or with the device cookie from a new one.
    expect((await call('POST', '/auth/login', { body: { email: me.email, password: PASSWORD }, ip: home })).statusCode).toBe(200);
    for (let i = 0; i < 20; i++) await call('POST', '/auth/login', { body: { email: me.email, password: 'Wrong1!x' }, ip: nextIp() });
    expect((await call('POST', '/auth/login', { body: { email: me.email, password: PASSWORD }, ip: nextIp(), cookies: { device: device! } })).statusCode).toBe(200);
    // A device cookie made for another account proves nothing.
    for (let i = 0; i < 20; i++) await call('POST', '/auth/login', { body: { email: me.email, password: 'Wrong1!x' }, ip: nextIp() });
    const someone = await signUp(t);
    const theirs = cookiesOf(await call('POST', '/auth/login', { body: { email: someone.email, password: PASSWORD }, ip: nextIp() })).device!.value;
    expect((await call('POST', '/auth/login', { body: { email: me.email, password: PASSWORD }, ip: nextIp(), cookies: { device: theirs } })).statusCode).toBe(429);
    const locks = await t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, me.id), eq(auditLog.event, 'login_locked')));
    expect(locks.length).toBeGreaterThanOrEqual(3);
    expect(locks[0]!.meta).toMatchObject({ scope: 'account', failures: 20 });
  });

  it('audits the lock of an (account, address)', async () => {
    const me = await signUp(t);
    const ip = nextIp();
    for (let i = 0; i < 5; i++) await call('POST', '/auth/login', { body: { email: me.email, password: 'Wrong1!x' }, ip });
    const [lock] = await t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, me.id), eq(auditLog.event, 'login_locked')));
    expect(lock).toMatchObject({ ip, meta: { scope: 'account_address', failures: 5 } });
  });
});

describe('an account deleted while its email changes', () => {
  it('answers 401, not a 500 from a code written for a row that is gone', async () => {
    const me = await signUp(t);
    const user = await userByEmail(me.email);
    const [session] = await t.app.database.db.select().from(sessions).where(eq(sessions.userId, me.id));
    const auth = new AuthService({ db: t.app.database.db, now: t.clock, secretKey: 'k'.repeat(32), mailer: t.app.mailer });
    const accounts = new AccountService(auth.ctx, auth);
    // What DELETE /account does between the password check and the update of the racing request.
    await t.app.database.db.delete(users).where(eq(users.id, me.id));
    t.clock.advance(60_000);
    const attempt = accounts.updateProfile(user!, session!, { email: freshEmail('gone'), current_password: PASSWORD }, 'en', { ip: '203.0.113.1', userAgent: null });
    await expect(attempt).rejects.toMatchObject({ statusCode: 401 });
  });
});
