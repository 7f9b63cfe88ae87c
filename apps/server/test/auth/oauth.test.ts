import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../src/db/accounts.ts';
import type { ProviderConfig } from '../../src/auth/oauth.ts';
import { caller, cookiesOf, createAccountsTestApp, errorOf, freshEmail, nextIp, PASSWORD, signUp, type AccountsTestApp } from './harness.ts';

/** What the next token or userinfo answer of the local providers says about the person. */
interface Person {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  /** Tamper with the id_token's nonce (a replayed or injected token). */
  nonce?: string;
}

let google: OAuth2Server;
let facebook: OAuth2Server;
let person: Person;
let t: AccountsTestApp;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  google = new OAuth2Server();
  await google.issuer.keys.generate('RS256');
  await google.start(0, '127.0.0.1');
  google.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    token.payload.sub = person.sub;
    if (person.email) token.payload.email = person.email;
    if (person.email_verified !== undefined) token.payload.email_verified = person.email_verified;
    if (person.name) token.payload.name = person.name;
    if (person.nonce) token.payload.nonce = person.nonce;
  });
  facebook = new OAuth2Server();
  await facebook.issuer.keys.generate('RS256');
  await facebook.start(0, '127.0.0.1');
  facebook.service.on('beforeUserinfo', (res: { body: Record<string, unknown> }, req: { headers: Record<string, string> }) => {
    // Only with the access token the exchange gave.
    if (!/^Bearer .+/.test(req.headers.authorization ?? '')) {
      res.body = { error: 'invalid_token' };
      return;
    }
    res.body = { id: person.sub, email: person.email, name: person.name, picture: { data: { url: 'https://example.test/p.png' } } };
  });
  const providers: Record<'google' | 'facebook', ProviderConfig> = {
    google: { id: 'google', kind: 'oidc', clientId: 'tasreef-google', clientSecret: 'google-secret', issuer: google.issuer.url!, scopes: ['openid', 'email', 'profile'] },
    facebook: { id: 'facebook', kind: 'oauth2', clientId: 'tasreef-facebook', clientSecret: 'facebook-secret', issuer: facebook.issuer.url!, scopes: ['email', 'public_profile'] },
  };
  t = await createAccountsTestApp({ providers });
  call = caller(t.app);
});
afterAll(async () => {
  await t?.cleanup();
  await google?.stop();
  await facebook?.stop();
});
beforeEach(() => {
  person = { sub: `sub-${Math.random().toString(36).slice(2)}`, email: freshEmail('oidc'), email_verified: true, name: 'Omar Faruq' };
});

/** start → provider → back to the callback; returns the callback's answer. */
async function roundTrip(provider: 'google' | 'facebook', o: { token?: string; query?: string; tamperState?: boolean; dropCookie?: boolean } = {}) {
  const start = await call('GET', `/auth/oauth/${provider}/start${o.query ?? ''}`, { token: o.token });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(start.headers.location as string);
  const tx = cookiesOf(start).oauth_tx!;
  expect(tx.httpOnly).toBe(true);
  const atProvider = await fetch(authorize, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const back = new URL(atProvider.headers.get('location')!);
  expect(back.origin + back.pathname).toBe(`http://tasreef.test/api/v1/en/auth/oauth/${provider}/callback`);
  if (o.tamperState) back.searchParams.set('state', 'forged-state');
  const res = await t.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    cookies: { ...(o.dropCookie ? {} : { oauth_tx: tx.value }), ...(o.token ? {} : {}) },
    headers: o.token ? { authorization: `Bearer ${o.token}` } : {},
    remoteAddress: nextIp(),
  });
  return { start, authorize, res };
}

describe('Google (OpenID Connect)', () => {
  it('sends the browser to the provider with state, nonce and PKCE', async () => {
    const start = await call('GET', '/auth/oauth/google/start');
    const url = new URL(start.headers.location as string);
    expect(url.origin).toBe(google.issuer.url);
    const q = url.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe('tasreef-google');
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect((await call('GET', '/auth/oauth/providers')).json().data).toEqual(['google', 'facebook']);
  });

  it('creates an account on first sign-in, then asks to complete the profile', async () => {
    const { res } = await roundTrip('google');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/en/auth/complete-profile');
    const c = cookiesOf(res);
    expect(c.token?.httpOnly).toBe(true);
    expect(c.isVerified?.value).toBe('1');
    const token = c.token!.value;
    const account = (await call('GET', '/account', { token })).json().data;
    expect(account).toMatchObject({ type: null, full_name: 'Omar Faruq', email: person.email, is_email_verified: true, profile_complete: false, has_password: false });
    expect(account.linked_accounts).toEqual([expect.objectContaining({ provider: 'google', email: person.email })]);

    const noTerms = await call('POST', '/auth/complete-profile', { token, body: { role: 'student' } });
    expect(noTerms.statusCode).toBe(422);
    expect(errorOf(noTerms).error.details[0]).toEqual({ path: 'accept_terms', issue: 'You must accept the terms and privacy policy' });
    const done = await call('POST', '/auth/complete-profile', { token, body: { role: 'educator', educator_type: 'teacher', accept_terms: true, country: 'Jordan' } });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ type: 'educator', profile_complete: true, profile: { account_type: 'teacher', country: 'Jordan' } });
    const again = await call('POST', '/auth/complete-profile', { token, body: { role: 'student', accept_terms: true } });
    expect(again.statusCode).toBe(409);

    // The second time, the same Google account signs in to the same user, straight to the return path.
    const second = await roundTrip('google', { query: '?return_to=/en/dashboard/exam-list' });
    expect(second.res.headers.location).toBe('/en/dashboard/exam-list');
    const again2 = (await call('GET', '/account', { token: cookiesOf(second.res).token!.value })).json().data;
    expect(again2.id).toBe(account.id);
  });

  it('refuses a forged state, a missing transaction cookie and a wrong nonce', async () => {
    const forged = await roundTrip('google', { tamperState: true });
    expect(forged.res.headers.location).toBe('/en/auth/login?oauth_error=oauth_failed');
    expect(cookiesOf(forged.res).token).toBeUndefined();
    const noCookie = await roundTrip('google', { dropCookie: true });
    expect(noCookie.res.headers.location).toBe('/en/auth/login?oauth_error=oauth_failed');
    person.nonce = 'a-nonce-from-another-sign-in';
    const badNonce = await roundTrip('google');
    expect(badNonce.res.headers.location).toBe('/en/auth/login?oauth_error=oauth_failed');
    expect(cookiesOf(badNonce.res).token).toBeUndefined();
    const reasons = (await t.app.database.db.select().from(auditLog).where(eq(auditLog.event, 'login_failed'))).map((e) => (e.meta as { reason?: string }).reason);
    expect(reasons).toEqual(expect.arrayContaining(['state mismatch', 'no or stale transaction', 'nonce mismatch']));
    expect(await t.app.database.db.select().from(users).where(eq(users.email, person.email!))).toHaveLength(0);
  });

  it('refuses a redirect target outside the site and an unknown provider', async () => {
    expect((await call('GET', '/auth/oauth/google/start?return_to=//evil.example/x')).statusCode).toBe(422);
    expect((await call('GET', '/auth/oauth/google/start?return_to=https://evil.example')).statusCode).toBe(422);
    // Nothing a Location header would refuse (a 500 at the callback otherwise).
    for (const bad of ['/en/%01x', '/en/%0d%0ax', '/en/%D9%83%D8%AA%D8%A8', '/en/%7f']) {
      expect((await call('GET', `/auth/oauth/google/start?return_to=${bad}`)).statusCode, bad).toBe(422);
    }
    expect((await call('GET', '/auth/oauth/twitter/start')).statusCode).toBe(422);
  });

  it('links to the account with the same verified email; an unverified local account loses its password', async () => {
    const existing = await signUp(t);
    person.email = existing.email;
    const { res } = await roundTrip('google');
    expect(res.headers.location).toBe('/en');
    const token = cookiesOf(res).token!.value;
    const account = (await call('GET', '/account', { token })).json().data;
    expect(account.id).toBe(existing.id);
    expect(account.has_password).toBe(true);

    // Someone registered this address without owning it: the provider's proof wins.
    const squatter = freshEmail('squat');
    await call('POST', '/auth/register', {
      body: { full_name: 'Squatter', email: squatter, password: PASSWORD, password_confirmation: PASSWORD, accept_terms: true, role: 'student' },
      ip: nextIp(),
    });
    person = { ...person, sub: `sub-squat-${Date.now()}`, email: squatter };
    const taken = await roundTrip('google');
    const owner = (await call('GET', '/account', { token: cookiesOf(taken.res).token!.value })).json().data;
    expect(owner).toMatchObject({ email: squatter, is_email_verified: true, has_password: false });
    expect((await call('POST', '/auth/login', { body: { email: squatter, password: PASSWORD }, ip: nextIp() })).statusCode).toBe(422);
  });

  it('links and unlinks from the profile; the last way to sign in cannot be unlinked', async () => {
    const user = await signUp(t);
    const link = await roundTrip('google', { token: user.token, query: '?mode=link' });
    expect(link.res.headers.location).toBe('/en/dashboard/profile?oauth_linked=google');
    const account = (await call('GET', '/account', { token: user.token })).json().data;
    expect(account.linked_accounts.map((l: { provider: string }) => l.provider)).toEqual(['google']);
    // The same Google account cannot be linked to someone else.
    const other = await signUp(t);
    const stolen = await roundTrip('google', { token: other.token, query: '?mode=link' });
    expect(stolen.res.headers.location).toBe('/en/dashboard/profile?oauth_error=oauth_linked_elsewhere');
    const unlink = await call('DELETE', '/account/links/google', { token: user.token });
    expect(unlink.statusCode).toBe(200);
    expect(unlink.json().data.message).toBe('The account has been unlinked successfully');
    expect((await call('DELETE', '/account/links/google', { token: user.token })).statusCode).toBe(404);
    expect((await call('GET', '/auth/oauth/google/start?mode=link')).statusCode).toBe(401);

    // A Google-only account keeps its only way in.
    const { res } = await roundTrip('google');
    const googleOnly = cookiesOf(res).token!.value;
    const refused = await call('DELETE', '/account/links/google', { token: googleOnly });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe('You cannot unlink your only way to sign in; set a password first');
  });
});

describe('Facebook (OAuth 2 with a userinfo endpoint)', () => {
  it('signs in through the userinfo answer', async () => {
    const { authorize, res } = await roundTrip('facebook');
    expect(authorize.searchParams.get('nonce')).toBeNull();
    expect(authorize.searchParams.get('scope')).toBe('email,public_profile');
    expect(res.headers.location).toBe('/en/auth/complete-profile');
    const account = (await call('GET', '/account', { token: cookiesOf(res).token!.value })).json().data;
    expect(account).toMatchObject({ email: person.email, full_name: 'Omar Faruq', profile_pic: 'https://example.test/p.png', is_email_verified: true });
    expect(account.linked_accounts[0].provider).toBe('facebook');
  });

  it('sends the browser back with an error when the provider cannot be reached', async () => {
    const down = await createAccountsTestApp({
      providers: { google: { id: 'google', kind: 'oidc', clientId: 'c', clientSecret: 's', issuer: 'http://127.0.0.1:9', scopes: ['openid'] } },
    });
    try {
      const res = await caller(down.app)('GET', '/auth/oauth/google/start');
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/en/auth/login?oauth_error=oauth_failed');
    } finally {
      await down.cleanup();
    }
  });

  it('is off (404) when not configured', async () => {
    const bare = await createAccountsTestApp();
    try {
      const res = await caller(bare.app)('GET', '/auth/oauth/facebook/start');
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe('Sign-in with this provider is not available');
      expect((await caller(bare.app)('GET', '/auth/oauth/providers')).json().data).toEqual([]);
    } finally {
      await bare.cleanup();
    }
  });
});
