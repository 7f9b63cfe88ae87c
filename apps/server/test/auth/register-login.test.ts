import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/accounts.ts';
import { caller, cookiesOf, createAccountsTestApp, errorOf, freshEmail, issueOf, PASSWORD, registration, type AccountsTestApp } from './harness.ts';

let t: AccountsTestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createAccountsTestApp();
  call = caller(t.app);
});
afterAll(async () => t?.cleanup());

describe('POST /auth/register', () => {
  it('registers, answers the login shape, sets the cookies and mails a 4-digit code', async () => {
    const email = freshEmail();
    const res = await call('POST', '/auth/register', {
      body: registration(email.toUpperCase(), { role: 'educator', educator_type: 'school', organization_type: 'university', city: 'Amman', time_zone: 'Asia/Amman' }),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: { authorization: { token: string }; is_email_verified: boolean } };
    expect(body.data.is_email_verified).toBe(false);
    expect(body.data.authorization.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookies = cookiesOf(res);
    expect(cookies.token?.httpOnly).toBe(true);
    expect(cookies.token?.value).toBe(body.data.authorization.token);
    expect(cookies.loggedIn?.value).toBe('1');
    expect(cookies.isVerified?.value).toBe('0');
    expect(await t.inbox.code(email)).toMatch(/^\d{4}$/);
    const mail = await t.inbox.waitFor(email);
    expect(mail.subject).toMatch(/^Your Tasreef verification code: \d{4}$/);
    expect(mail.text).toContain('مرحبًا Layla Haddad،');

    const account = await call('GET', '/account', { token: body.data.authorization.token });
    expect(account.statusCode).toBe(200);
    expect(account.json().data).toMatchObject({
      type: 'educator',
      full_name: 'Layla Haddad',
      profile_pic: null,
      email,
      is_email_verified: false,
      profile_complete: true,
      profile: { account_type: 'school', organization_type: 'university', city: 'Amman', time_zone: 'Asia/Amman' },
    });
    // Only the SHA-256 of the token is stored.
    const [row] = await t.app.database.db.select().from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(eq(users.email, email));
    expect(row!.sessions.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.sessions.tokenHash).not.toContain(body.data.authorization.token);
    expect(row!.users.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('answers every bad field with the section 5 message, in English and Arabic', async () => {
    const bad = { full_name: '', email: 'not-an-email', password: 'short', password_confirmation: 'other', accept_terms: false, role: 'educator' };
    const en = await call('POST', '/auth/register', { body: bad });
    expect(en.statusCode).toBe(422);
    expect(errorOf(en).error.code).toBe('validation_failed');
    expect(issueOf(en, 'full_name')).toBe('This field is required');
    expect(issueOf(en, 'email')).toBe('Email must be valid');
    expect(issueOf(en, 'password')).toBe('password must be at least 8 characters');
    expect(issueOf(en, 'password_confirmation')).toBe('Password confirmation must match the password');
    expect(issueOf(en, 'accept_terms')).toBe('You must accept the terms and privacy policy');
    const ar = await call('POST', '/auth/register', { body: bad, locale: 'ar' });
    expect(issueOf(ar, 'email')).toBe('يجب أن يكون البريد الإلكتروني صالحًا');
    expect(issueOf(ar, 'password')).toBe('يجب ألا يقل عدد أحرف كلمة المرور عن 8');
    const rules: Array<[string, string]> = [
      ['Abcdefghij1!x', 'password must be at most 12 characters'],
      ['abcdefg1!', 'password must contain at least one uppercase letter'],
      ['ABCDEFG1!', 'password must contain at least one lowercase letter'],
      ['Abcdefgh1', 'password must contain at least one special character'],
    ];
    for (const [password, message] of rules) {
      const res = await call('POST', '/auth/register', { body: registration(freshEmail(), { password, password_confirmation: password }) });
      expect(issueOf(res, 'password')).toBe(message);
    }
    const noKind = await call('POST', '/auth/register', { body: registration(freshEmail(), { role: 'educator' }) });
    expect(issueOf(noKind, 'educator_type')).toBe('This field is required');
    const extras = await call('POST', '/auth/register', { body: registration(freshEmail(), { phone: 'call me', birth_date: '2100-01-01', time_zone: 'Nowhere/Land' }) });
    expect(issueOf(extras, 'phone')).toBe('Phone number must be valid');
    expect(issueOf(extras, 'birth_date')).toBe('Birth date must be a valid date in the past');
    expect(issueOf(extras, 'time_zone')).toBe('Time zone must be valid');
  });

  it('answers a registered email like a new one (no 409 that would tell it has an account)', async () => {
    const email = freshEmail();
    const first = await call('POST', '/auth/register', { body: registration(email), ip: '198.51.100.1' });
    const again = await call('POST', '/auth/register', { body: registration(email), ip: '198.51.100.1' });
    expect(again.statusCode).toBe(200);
    expect(Object.keys(again.json().data)).toEqual(Object.keys(first.json().data));
    expect(again.json().data.is_email_verified).toBe(false);
    expect(Object.keys(cookiesOf(again)).sort()).toEqual(Object.keys(cookiesOf(first)).sort());
  });

  it('limits registrations per address: the 11th in an hour is a 429 with Retry-After', async () => {
    const ip = '198.51.100.99';
    for (let i = 0; i < 10; i++) expect((await call('POST', '/auth/register', { body: registration(freshEmail('reg')), ip })).statusCode).toBe(200);
    const limited = await call('POST', '/auth/register', { body: registration(freshEmail('reg')), ip });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorOf(limited).message).toBe('Too many requests, please try again later');
    t.clock.advance(Number(limited.headers['retry-after']) * 1000);
    expect((await call('POST', '/auth/register', { body: registration(freshEmail('reg')), ip })).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64: a new address in the same network for each try does not pass the limit', async () => {
    const inNetwork = (i: number) => `2001:db8:7:9::${(i + 1).toString(16)}`;
    for (let i = 0; i < 10; i++) expect((await call('POST', '/auth/register', { body: registration(freshEmail('reg6')), ip: inNetwork(i) })).statusCode).toBe(200);
    expect((await call('POST', '/auth/register', { body: registration(freshEmail('reg6')), ip: inNetwork(10) })).statusCode).toBe(429);
    // the next network is another client
    expect((await call('POST', '/auth/register', { body: registration(freshEmail('reg6')), ip: '2001:db8:7:a::1' })).statusCode).toBe(200);
  });
});

describe('POST /auth/login', () => {
  it('signs in, with remember_me for 30 days, and reports the verified flag', async () => {
    const email = freshEmail();
    await call('POST', '/auth/register', { body: registration(email), ip: '198.51.100.2' });
    const short = await call('POST', '/auth/login', { body: { email, password: PASSWORD } });
    expect(short.statusCode).toBe(200);
    expect(short.json().data.is_email_verified).toBe(false);
    expect(cookiesOf(short).token?.maxAge).toBeUndefined();
    const long = await call('POST', '/auth/login', { body: { email: ` ${email.toUpperCase()} `, password: PASSWORD, remember_me: true } });
    expect(long.statusCode).toBe(200);
    expect(cookiesOf(long).token?.maxAge).toBe(30 * 24 * 3600);
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const email = freshEmail();
    await call('POST', '/auth/register', { body: registration(email), ip: '198.51.100.3' });
    const wrong = await call('POST', '/auth/login', { body: { email, password: 'Wrong1!x' }, ip: '198.51.100.3' });
    const unknown = await call('POST', '/auth/login', { body: { email: freshEmail('nobody'), password: 'Wrong1!x' }, ip: '198.51.100.3' });
    expect(wrong.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(errorOf(wrong)).toEqual(errorOf(unknown));
    expect(errorOf(wrong).message).toBe('The email or password is incorrect');
    const missing = await call('POST', '/auth/login', { body: { email } });
    expect(issueOf(missing, 'password')).toBe('This field is required');
  });

  it('slows the address that guesses, not the owner elsewhere; the delay grows', async () => {
    const email = freshEmail();
    await call('POST', '/auth/register', { body: registration(email), ip: '198.51.100.4' });
    const attacker = '192.0.2.1';
    for (let i = 0; i < 4; i++) expect((await call('POST', '/auth/login', { body: { email, password: 'Wrong1!x' }, ip: attacker })).statusCode).toBe(422);
    // The 5th failure locks (account, this address) for 30 s; the owner elsewhere signs in.
    expect((await call('POST', '/auth/login', { body: { email, password: 'Wrong1!x' }, ip: attacker })).statusCode).toBe(422);
    const locked = await call('POST', '/auth/login', { body: { email, password: PASSWORD }, ip: attacker });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBe(30);
    expect((await call('POST', '/auth/login', { body: { email, password: PASSWORD }, ip: '192.0.2.50' })).statusCode).toBe(200);
    // Each further failure from that address doubles the wait: 60 s, then 120 s.
    t.clock.advance(30_000);
    expect((await call('POST', '/auth/login', { body: { email, password: 'Wrong1!x' }, ip: attacker })).statusCode).toBe(422);
    expect(Number((await call('POST', '/auth/login', { body: { email, password: 'Wrong1!x' }, ip: attacker })).headers['retry-after'])).toBe(60);
    t.clock.advance(60_000);
    expect((await call('POST', '/auth/login', { body: { email, password: 'Wrong1!x' }, ip: attacker })).statusCode).toBe(422);
    expect(Number((await call('POST', '/auth/login', { body: { email, password: PASSWORD }, ip: attacker })).headers['retry-after'])).toBe(120);
    t.clock.advance(120_000);
    expect((await call('POST', '/auth/login', { body: { email, password: PASSWORD }, ip: attacker })).statusCode).toBe(200);
  });

  it('locks the guessing IPv6 network, not only the address it guessed from', async () => {
    const email = freshEmail();
    await call('POST', '/auth/register', { body: registration(email), ip: '198.51.100.5' });
    for (let i = 0; i < 5; i++) expect((await call('POST', '/auth/login', { body: { email, password: 'Wrong1!x' }, ip: `2001:db8:66:1::${i + 1}` })).statusCode).toBe(422);
    expect((await call('POST', '/auth/login', { body: { email, password: PASSWORD }, ip: '2001:db8:66:1::99' })).statusCode).toBe(429);
    expect((await call('POST', '/auth/login', { body: { email, password: PASSWORD }, ip: '2001:db8:66:2::1' })).statusCode).toBe(200);
  });

  it('limits sign-in attempts per address: the 21st in 10 minutes is a 429', async () => {
    const ip = '192.0.2.200';
    for (let i = 0; i < 20; i++) expect((await call('POST', '/auth/login', { body: { email: freshEmail('probe'), password: 'Wrong1!x' }, ip })).statusCode).toBe(422);
    const limited = await call('POST', '/auth/login', { body: { email: freshEmail('probe'), password: 'Wrong1!x' }, ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(errorOf(limited).error.code).toBe('rate_limited');
  });
});
