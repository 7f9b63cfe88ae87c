import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createAccountsTestApp, freshEmail, nextIp, signUp, type AccountsTestApp } from '../auth/harness.ts';

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
      if (!verified) await call('POST', '/auth/register', { body: { full_name: 'Nour', email: known, password: 'Secret1!a', password_confirmation: 'Secret1!a', accept_terms: true, role: 'student' }, ip: nextIp() });
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
});
