import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailCodes, users } from '../../src/db/accounts.ts';
import { mailOutbox } from '../../src/db/schema.ts';
import { caller, createAccountsTestApp, freshEmail, issueOf, PASSWORD, registration, type AccountsTestApp } from './harness.ts';

let t: AccountsTestApp;
let call: ReturnType<typeof caller>;
let ipCounter = 0;
/** Each test from its own address, so the per-address limits of one do not touch another. */
const nextIp = () => `198.18.0.${++ipCounter}`;

beforeAll(async () => {
  t = await createAccountsTestApp();
  call = caller(t.app);
});
afterAll(async () => t?.cleanup());

/** Mails queued for an address (the outbox table: no waiting on the SMTP server to prove an absence). */
const mailsTo = async (address: string) => (await t.app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, address))).length;

async function register(email = freshEmail(), ip = nextIp()) {
  const res = await call('POST', '/auth/register', { body: registration(email), ip });
  expect(res.statusCode).toBe(200);
  return { email, token: res.json().data.authorization.token as string, ip };
}

describe('email verification', () => {
  it('verifies with the mailed code; the account then says so', async () => {
    const { email, token, ip } = await register();
    const code = await t.inbox.code(email);
    const res = await call('POST', '/auth/verify-email', { body: { email, verification_code: code }, ip });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ message: 'Your email has been verified successfully', is_email_verified: true });
    expect((await call('GET', '/account', { token })).json().data.is_email_verified).toBe(true);
    // Once verified, the address answers like an unknown one (a 409 would tell it has an account).
    const again = await call('POST', '/auth/verify-email', { body: { email, verification_code: code }, ip });
    expect(again.statusCode).toBe(422);
    expect(issueOf(again, 'verification_code')).toBe('The verification code is incorrect');
    const unknown = await call('POST', '/auth/verify-email', { body: { email: freshEmail('ghost'), verification_code: code }, ip });
    expect(unknown.json()).toEqual(again.json());
  });

  it('stores only an HMAC of the code', async () => {
    const { email } = await register();
    const code = await t.inbox.code(email);
    const [row] = await t.app.database.db.select().from(emailCodes).innerJoin(users, eq(users.id, emailCodes.userId)).where(eq(users.email, email));
    expect(row!.email_codes.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.email_codes.codeHash).not.toContain(code);
  });

  it('kills a code after 5 wrong tries: the 6th try fails even with the right code', async () => {
    const { email, ip } = await register();
    const code = await t.inbox.code(email);
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 1; i <= 4; i++) {
      const res = await call('POST', '/auth/verify-email', { body: { email, verification_code: wrong }, ip });
      expect(res.statusCode).toBe(422);
      expect(issueOf(res, 'verification_code')).toBe('The verification code is incorrect');
    }
    const fifth = await call('POST', '/auth/verify-email', { body: { email, verification_code: wrong }, ip, locale: 'ar' });
    expect(issueOf(fifth, 'verification_code')).toBe('محاولات خاطئة كثيرة، اطلب رمزًا جديدًا');
    const sixth = await call('POST', '/auth/verify-email', { body: { email, verification_code: code }, ip });
    expect(sixth.statusCode).toBe(422);
    expect(issueOf(sixth, 'verification_code')).toBe('Too many wrong attempts, request a new code');
    const [user] = await t.app.database.db.select().from(users).where(eq(users.email, email));
    const events = await t.app.database.db.select().from(auditLog).where(eq(auditLog.userId, user!.id));
    expect(events.map((e) => e.event)).toContain('code_locked');
    // A new code (a minute later) works.
    t.clock.advance(61_000);
    expect((await call('POST', '/auth/resend-verified-email', { body: { email }, ip })).statusCode).toBe(200);
    const fresh = await t.inbox.code(email, 2);
    expect((await call('POST', '/auth/verify-email', { body: { email, verification_code: fresh }, ip })).statusCode).toBe(200);
  });

  it('refuses an expired code after 10 minutes', async () => {
    const { email, ip } = await register();
    const code = await t.inbox.code(email);
    t.clock.advance(10 * 60_000 + 1);
    const res = await call('POST', '/auth/verify-email', { body: { email, verification_code: code }, ip });
    expect(res.statusCode).toBe(422);
    expect(issueOf(res, 'verification_code')).toBe('The verification code has expired, request a new one');
  });

  it('a new code replaces the old one', async () => {
    const { email, ip } = await register();
    const first = await t.inbox.code(email);
    t.clock.advance(60_000);
    await call('POST', '/auth/resend-verified-email', { body: { email }, ip });
    const second = await t.inbox.code(email, 2);
    if (first !== second) {
      const old = await call('POST', '/auth/verify-email', { body: { email, verification_code: first }, ip });
      expect(issueOf(old, 'verification_code')).toBe('The verification code is incorrect');
    }
    expect((await call('POST', '/auth/verify-email', { body: { email, verification_code: second }, ip })).statusCode).toBe(200);
  });

  it('resends at most once a minute and five times an hour; asked too soon, the same answer and no mail', async () => {
    const { email, ip } = await register();
    await t.inbox.waitFor(email);
    const ok = { data: { message: 'A verification code has been sent to your email' } };
    // A 429 here would tell that the address has an account: the answer is the same, no code goes.
    const soon = await call('POST', '/auth/resend-verified-email', { body: { email }, ip });
    expect(soon.statusCode).toBe(200);
    expect(soon.json()).toEqual(ok);
    expect(await mailsTo(email)).toBe(1);
    for (let i = 2; i <= 5; i++) {
      t.clock.advance(60_000);
      expect((await call('POST', '/auth/resend-verified-email', { body: { email }, ip })).statusCode).toBe(200);
      expect(await mailsTo(email)).toBe(i);
    }
    t.clock.advance(60_000);
    const hourly = await call('POST', '/auth/resend-verified-email', { body: { email }, ip });
    expect(hourly.json()).toEqual(ok);
    expect(await mailsTo(email)).toBe(5);
    // The first code of the hour was 5 minutes ago: 55 minutes later one goes again.
    t.clock.advance(55 * 60_000);
    expect((await call('POST', '/auth/resend-verified-email', { body: { email }, ip })).statusCode).toBe(200);
    expect(await mailsTo(email)).toBe(6);
  });

  it('answers a verified address like an unknown one, and sends it nothing', async () => {
    const { email, ip } = await register();
    await call('POST', '/auth/verify-email', { body: { email, verification_code: await t.inbox.code(email) }, ip });
    t.clock.advance(60_000);
    const verified = await call('POST', '/auth/resend-verified-email', { body: { email }, ip });
    const ghost = await call('POST', '/auth/resend-verified-email', { body: { email: freshEmail('ghost') }, ip });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual(ghost.json());
    expect(await mailsTo(email)).toBe(1);
  });

  it('answers an unknown address like a known one, and checks the code format', async () => {
    const ip = nextIp();
    const res = await call('POST', '/auth/resend-verified-email', { body: { email: freshEmail('ghost') }, ip });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe('A verification code has been sent to your email');
    for (const code of ['123', '12345', 'abcd']) {
      const bad = await call('POST', '/auth/verify-email', { body: { email: freshEmail(), verification_code: code }, ip });
      expect(issueOf(bad, 'verification_code')).toBe('The verification code must be 4 digits');
    }
    const unknown = await call('POST', '/auth/verify-email', { body: { email: freshEmail('ghost'), verification_code: '1234' }, ip });
    expect(issueOf(unknown, 'verification_code')).toBe('The verification code is incorrect');
  });

  it('limits code checks per address (20 in 10 minutes)', async () => {
    const ip = nextIp();
    for (let i = 0; i < 20; i++) await call('POST', '/auth/verify-email', { body: { email: freshEmail('guess'), verification_code: '1234' }, ip });
    const limited = await call('POST', '/auth/verify-email', { body: { email: freshEmail('guess'), verification_code: '1234' }, ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('forgot and reset password', () => {
  it('answers the same whether or not the email exists, and mails only real accounts', async () => {
    const { email } = await register();
    const ip = nextIp();
    const ghost = freshEmail('ghost');
    const known = await call('POST', '/auth/forget-password', { body: { email }, ip });
    const unknown = await call('POST', '/auth/forget-password', { body: { email: ghost }, ip });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().data.message).toBe('If an account exists for this email, a reset code has been sent to it');
    // Two mails: the verification code of the registration and the reset code, in either order of arrival.
    await t.inbox.waitFor(email, 2);
    expect(
      t.inbox
        .to(email)
        .map((m) => m.subject)
        .filter((s) => /^Your Tasreef password reset code: \d{4}$/.test(s)),
    ).toHaveLength(1);
    expect(t.inbox.to(ghost)).toHaveLength(0);
    // Asked again too soon: the same answer, no new mail.
    const soon = await call('POST', '/auth/resend-forget-password', { body: { email }, ip });
    expect(soon.json()).toEqual(known.json());
    await new Promise((r) => setTimeout(r, 300));
    expect(t.inbox.to(email)).toHaveLength(2);
  });

  it('resets with the code, signs out everywhere, and refuses the code a second time', async () => {
    const { email, token, ip } = await register();
    await t.inbox.waitFor(email);
    await call('POST', '/auth/forget-password', { body: { email }, ip });
    const code = await t.inbox.code(email, 2);
    const newPassword = 'Fresh2@pw';
    const mismatch = await call('PATCH', '/auth/reset-password', { body: { email, code, password: newPassword, password_confirmation: 'Other2@pw' }, ip });
    expect(issueOf(mismatch, 'password_confirmation')).toBe('Password confirmation must match the password');
    const weak = await call('PATCH', '/auth/reset-password', { body: { email, code, password: 'weakpass', password_confirmation: 'weakpass' }, ip });
    expect(issueOf(weak, 'password')).toBe('password must contain at least one uppercase letter');
    const res = await call('PATCH', '/auth/reset-password', { body: { email, code, password: newPassword, password_confirmation: newPassword }, ip });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe('Your password has been reset, you can sign in now');
    expect((await call('GET', '/account', { token })).statusCode).toBe(401);
    expect((await call('POST', '/auth/login', { body: { email, password: PASSWORD }, ip })).statusCode).toBe(422);
    const login = await call('POST', '/auth/login', { body: { email, password: newPassword }, ip });
    expect(login.statusCode).toBe(200);
    // Proving the mailbox verified the address too.
    expect(login.json().data.is_email_verified).toBe(true);
    const reused = await call('PATCH', '/auth/reset-password', { body: { email, code, password: 'Again3#pw', password_confirmation: 'Again3#pw' }, ip });
    expect(reused.statusCode).toBe(422);
    expect(issueOf(reused, 'code')).toBe('This code has already been used, request a new one');
    const changed = await t.inbox.waitFor(email, 3);
    expect(changed.subject).toBe('Your Tasreef password has been changed');
  });

  it('limits forgot-password per address: the 11th in an hour is a 429', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) expect((await call('POST', '/auth/forget-password', { body: { email: freshEmail('f') }, ip })).statusCode).toBe(200);
    const limited = await call('POST', '/auth/forget-password', { body: { email: freshEmail('f') }, ip });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
