import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../src/db/accounts.ts';
import { AuthService } from '../../src/auth/service.ts';
import { mailOutbox } from '../../src/db/schema.ts';
import { caller, cookiesOf, createAccountsTestApp, freshEmail, nextIp, PASSWORD, registration, signUp, type AccountsTestApp } from '../auth/harness.ts';

/**
 * Issue 10, finding 7: forgot-password, its resend and resend-verified-email take as long and say
 * the same for an address with an account as for one without. Medians over 50 interleaved tries
 * each, on the app's real time floor (a smaller one than production's, to keep the test short).
 */
let t: AccountsTestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createAccountsTestApp({ evenAnswerMs: 100 });
  call = caller(t.app);
});
afterAll(async () => t?.cleanup());

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return (s[Math.floor((s.length - 1) / 2)]! + s[Math.ceil((s.length - 1) / 2)]!) / 2;
};

async function timed(path: string, email: string) {
  const start = performance.now();
  const res = await call('POST', path, { body: { email }, ip: nextIp() });
  return { ms: performance.now() - start, status: res.statusCode, body: res.body };
}

describe('answers that must not tell which addresses have accounts', () => {
  for (const [path, verified] of [
    ['/auth/forget-password', true],
    ['/auth/resend-verified-email', false],
  ] as const) {
    it(`${path}: same answer, medians within 10 % (known vs unknown address)`, async () => {
      const known = verified ? (await signUp(t)).email : freshEmail('unverified');
      if (!verified)
        await call('POST', '/auth/register', {
          body: { full_name: 'Nour', email: known, password: 'Secret1!a', password_confirmation: 'Secret1!a', accept_terms: true, role: 'student' },
          ip: nextIp(),
        });
      const k: number[] = [];
      const u: number[] = [];
      for (let i = 0; i < 50; i++) {
        // Far enough apart that every try for the known address really sends a code (1 a minute, 5 an hour).
        t.clock.advance(13 * 60_000);
        const a = await timed(path, known);
        const b = await timed(path, freshEmail('nobody'));
        expect(a.status).toBe(200);
        expect(a.body).toBe(b.body);
        k.push(a.ms);
        u.push(b.ms);
      }
      const [mk, mu] = [median(k), median(u)];
      expect(Math.abs(mk - mu) / Math.min(mk, mu), `medians known ${mk.toFixed(1)} ms, unknown ${mu.toFixed(1)} ms`).toBeLessThan(0.1);
    }, 60_000);
  }

  it('verify-email: an unknown address, a verified one and a wrong code get the same answer', async () => {
    const { email } = await signUp(t);
    const ip = nextIp();
    const answers = await Promise.all(
      [email, freshEmail('nobody')].map(async (e) => (await call('POST', '/auth/verify-email', { body: { email: e, verification_code: '0000' }, ip })).body),
    );
    expect(answers[0]).toBe(answers[1]);
  });

  it('register: a taken address gets a session like a new one; its owner is told, nothing of theirs changes', async () => {
    const owner = await signUp(t);
    const fresh = freshEmail('fresh');
    const a = await call('POST', '/auth/register', {
      body: registration(owner.email, { full_name: 'Intruder', password: 'Other1!x', password_confirmation: 'Other1!x' }),
      ip: nextIp(),
    });
    const b = await call('POST', '/auth/register', { body: registration(fresh, { full_name: 'Intruder', password: 'Other1!x', password_confirmation: 'Other1!x' }), ip: nextIp() });
    expect(a.statusCode).toBe(b.statusCode);
    expect(Object.keys(cookiesOf(a)).sort()).toEqual(Object.keys(cookiesOf(b)).sort());
    // What each session then sees has the same shape and says the same things.
    const shape = (r: { json(): { data: Record<string, unknown> } }) => {
      const { id: _id, created_at: _c, email, ...rest } = r.json().data;
      return { ...rest, email: typeof email };
    };
    const meA = await call('GET', '/account', { token: a.json().data.authorization.token });
    const meB = await call('GET', '/account', { token: b.json().data.authorization.token });
    expect(meA.json().data.email).toBe(owner.email);
    expect(shape(meA)).toEqual(shape(meB));
    // Both sign in with the password just chosen, unverified; the owner's own password still works.
    for (const email of [owner.email, fresh]) {
      const login = await call('POST', '/auth/login', { body: { email, password: 'Other1!x' }, ip: nextIp() });
      expect(login.statusCode).toBe(200);
      expect(login.json().data.is_email_verified).toBe(false);
    }
    const mine = await call('POST', '/auth/login', { body: { email: owner.email, password: PASSWORD }, ip: nextIp() });
    expect(mine.json().data.is_email_verified).toBe(true);
    expect((await call('GET', '/account', { token: mine.json().data.authorization.token })).json().data).toMatchObject({ id: owner.id, full_name: 'Layla Haddad' });
    // No code for the claim: the owner got one mail saying someone tried (once an hour at most).
    const mails = await t.app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, owner.email)).orderBy(mailOutbox.id);
    expect(mails.map((m) => m.kind)).toEqual(['verify_email', 'registration_attempt']);
    await call('POST', '/auth/register', { body: registration(owner.email), ip: nextIp() });
    expect((await t.app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, owner.email))).length).toBe(2);
    const [event] = await t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, owner.id), eq(auditLog.event, 'registration_claimed')));
    expect(event?.meta).toMatchObject({ mailed: true });
    // The claim is no account: not listed, never verified, gone after a day.
    const claims = await t.app.database.db.select().from(users).where(eq(users.claimedEmail, owner.email));
    expect(claims).toHaveLength(2);
    expect(claims.every((c) => c.emailVerifiedAt === null && c.email.endsWith('@claim.invalid'))).toBe(true);
    t.clock.advance(86_400_000 + 1000);
    await new AuthService({ db: t.app.database.db, now: t.clock, secretKey: 'k'.repeat(32), mailer: t.app.mailer }).prune();
    expect(await t.app.database.db.select().from(users).where(eq(users.claimedEmail, owner.email))).toHaveLength(0);
    expect((await call('GET', '/account', { token: a.json().data.authorization.token })).statusCode).toBe(401);
  });

  it('register: medians within 10 % for a taken and a new address', async () => {
    const slow = await createAccountsTestApp({ evenAnswerMs: 200 });
    try {
      const reg = caller(slow.app);
      const owner = freshEmail('owner');
      await reg('POST', '/auth/register', { body: registration(owner), ip: nextIp() });
      const k: number[] = [];
      const u: number[] = [];
      for (let i = 0; i < 20; i++) {
        for (const [email, into] of [
          [owner, k],
          [freshEmail('new'), u],
        ] as const) {
          const start = performance.now();
          expect((await reg('POST', '/auth/register', { body: registration(email), ip: nextIp() })).statusCode).toBe(200);
          into.push(performance.now() - start);
        }
      }
      const [mk, mu] = [median(k), median(u)];
      expect(Math.abs(mk - mu) / Math.min(mk, mu), `medians taken ${mk.toFixed(1)} ms, new ${mu.toFixed(1)} ms`).toBeLessThan(0.1);
    } finally {
      await slow.cleanup();
    }
  }, 60_000);
});
