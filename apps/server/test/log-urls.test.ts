/**
 * One-use secrets in addresses never reach the log: an invitation token (which lets its holder set
 * the invited person's password), a share-link token, a certificate code, a signed unsubscribe
 * link and OAuth's code and state. Real requests through the app, pages and API, with the log at
 * `info` (every request is logged with its address); the whole log is then searched for each.
 */
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createAccountsTestApp, freshEmail, nextIp, PASSWORD, type AccountsTestApp } from './auth/harness.ts';
import { newCertificateCode } from '../src/grades/certificates.ts';
import { buildWorld, invitationToken, type World } from './management/world.ts';

let t: AccountsTestApp;
let w: World;
const lines: string[] = [];

beforeAll(async () => {
  t = await createAccountsTestApp({
    env: { LOG_LEVEL: 'info' },
    logStream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    }),
  });
  w = await buildWorld(t);
}, 300_000);
afterAll(async () => t?.cleanup());

/** Every request's address as logged, and the whole log as text. */
const loggedUrls = (from: number) =>
  lines
    .slice(from)
    .map((l) => JSON.parse(l) as { req?: { url?: string } })
    .flatMap((l) => (l.req?.url ? [l.req.url] : []));
const page = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: nextIp() });

describe('secrets in addresses, in the log', () => {
  it('an invitation token: the page, its data request, the API look-up and the acceptance', async () => {
    const from = lines.length;
    const call = caller(t.app);
    const email = freshEmail('invited');
    const added = await call('POST', '/management/members', { token: w.schoolA.token, body: { role: 'student', full_name: 'Invited Pupil', email }, ip: nextIp() });
    expect(added.statusCode, added.body).toBe(201);
    const token = await invitationToken(t, email);
    await page(`/en/invitations/${token}`);
    await page(`/ar/invitations/${token}.data`);
    expect((await call('GET', `/invitations/${token}`, { ip: nextIp() })).statusCode).toBe(200);
    const accepted = await call('POST', `/invitations/${token}/accept`, { body: { password: PASSWORD, password_confirmation: PASSWORD }, ip: nextIp() });
    expect(accepted.statusCode, accepted.body).toBe(200);

    expect(lines.slice(from).join('\n')).not.toContain(token);
    expect(loggedUrls(from)).toEqual(
      expect.arrayContaining(['/en/invitations/[redacted]', '/ar/invitations/[redacted].data', '/api/v1/en/invitations/[redacted]', '/api/v1/en/invitations/[redacted]/accept']),
    );
  });

  it('a share-link token and a certificate code: pages and API', async () => {
    // Of the real forms (256 random bits; 80 bits in Crockford's base 32): the server answers 404
    // to them, and logs the request as it would a live one. (A live link needs an exam, which needs
    // the lexicon: the address is logged before any of that is read.)
    const from = lines.length;
    const call = caller(t.app);
    const token = randomBytes(32).toString('base64url');
    const code = newCertificateCode();
    await page(`/en/join-exam/${token}`);
    expect((await call('GET', `/exam-links/${token}`, { ip: nextIp() })).statusCode).toBe(404);
    expect((await call('POST', `/exam-links/${token}/join`, { token: w.studentA.token, ip: nextIp() })).statusCode).toBe(404);
    await page(`/ar/certificates/${code}`);
    await page(`/en/certificates?code=${code}`);
    expect((await call('GET', `/certificates/verify/${code}`, { ip: nextIp() })).statusCode).toBe(404);

    const text = lines.slice(from).join('\n');
    expect(text).not.toContain(token);
    expect(text).not.toContain(code);
    expect(loggedUrls(from)).toEqual(
      expect.arrayContaining([
        '/en/join-exam/[redacted]',
        '/api/v1/en/exam-links/[redacted]',
        '/api/v1/en/exam-links/[redacted]/join',
        '/ar/certificates/[redacted]',
        '/en/certificates?code=[redacted]',
        '/api/v1/en/certificates/verify/[redacted]',
      ]),
    );
  });

  it('a signed unsubscribe link and an OAuth callback’s code and state', async () => {
    const from = lines.length;
    const email = freshEmail('reader');
    const link = new URL(t.app.signer.unsubscribeUrl(email, 'en'));
    const token = link.searchParams.get('token')!;
    await page(`${link.pathname}${link.search}`);
    const status = await t.app.inject({ method: 'GET', url: `/api/v1/en/newsletter/status${link.search}`, remoteAddress: nextIp() });
    expect(status.statusCode, status.body).toBe(200);
    const oauthCode = '4/0AeanS0b-oauth-code-from-the-provider';
    const state = 'state-3f9c1e7d5b2a4c6e8f0a1b3c5d7e9f1a';
    await t.app.inject({ method: 'GET', url: `/api/v1/en/auth/oauth/google/callback?code=${encodeURIComponent(oauthCode)}&state=${state}`, remoteAddress: nextIp() });

    const text = lines.slice(from).join('\n');
    for (const secret of [token, email, encodeURIComponent(email), oauthCode, encodeURIComponent(oauthCode), state]) expect(text).not.toContain(secret);
    expect(loggedUrls(from)).toEqual(
      expect.arrayContaining([
        '/en/unsubscribe?email=[redacted]&token=[redacted]',
        '/api/v1/en/newsletter/status?email=[redacted]&token=[redacted]',
        '/api/v1/en/auth/oauth/google/callback?code=[redacted]&state=[redacted]',
      ]),
    );
  });
});
