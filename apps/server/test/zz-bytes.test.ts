// TEMPORARY (never committed): records error answers byte for byte to compare before/after.
import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { createTestApp } from './helpers.ts';
import { caller, createAccountsTestApp, PASSWORD } from './auth/harness.ts';

it('records', async () => {
  const out: unknown[] = [];
  const rec = (label: string, r: { statusCode: number; headers: Record<string, unknown>; body: string }) =>
    out.push({ label, status: r.statusCode, ct: r.headers['content-type'], retry: r.headers['retry-after'] ?? null, setCookie: r.headers['set-cookie'] ?? null, body: r.statusCode >= 400 ? r.body : null });
  const t = await createAccountsTestApp({ start: new Date('2030-01-01T00:00:00Z') });
  const call = caller(t.app);
  try {
    for (const locale of ['en', 'ar'] as const) {
      for (const q of ['', '   ', 'x'.repeat(101), 'abc كتب', '☺☺', 'كتب', 'zzzzqqq']) rec(`search ${locale} ${q.slice(0, 5)}`, await t.app.inject({ url: `/api/v1/${locale}/search?q=${encodeURIComponent(q)}` }));
      rec(`search page0 ${locale}`, await t.app.inject({ url: `/api/v1/${locale}/search?q=a&page=0` }));
      rec(`verbs pattern ${locale}`, await t.app.inject({ url: `/api/v1/${locale}/verbs?pattern=ZZ` }));
      rec(`verbs type ${locale}`, await t.app.inject({ url: `/api/v1/${locale}/verbs?type=nonsense` }));
      rec(`verbs first ${locale}`, await t.app.inject({ url: `/api/v1/${locale}/verbs?first_letter=b` }));
      rec(`group 404 ${locale}`, await t.app.inject({ url: `/api/v1/${locale}/keyword-groups/nope` }));
      rec(`verb 404 ${locale}`, await t.app.inject({ url: `/api/v1/${locale}/verbs/nope` }));
      rec(`account 401 ${locale}`, await call('GET', '/account', { locale, cookies: { token: 'bogus', csrf_token: 'x' } }));
      rec(`account 401b ${locale}`, await call('GET', '/account', { locale, token: 'bogus' }));
      rec(`login 422 ${locale}`, await call('POST', '/auth/login', { locale, body: { email: 'nope', password: '' } }));
      rec(`login creds ${locale}`, await call('POST', '/auth/login', { locale, body: { email: 'nobody@example.test', password: 'x' }, ip: '10.0.0.1' }));
      rec(`register weak ${locale}`, await call('POST', '/auth/register', { locale, body: { full_name: 'A', email: 'a@b', password: 'abc', password_confirmation: 'abd', accept_terms: false, role: 'boss' } }));
      rec(`contact bad ${locale}`, await call('POST', '/contact', { locale, body: { name: '' } }));
      rec(`json bad ${locale}`, await t.app.inject({ method: 'POST', url: `/api/v1/${locale}/auth/login`, headers: { 'content-type': 'application/json' }, payload: '{bad' }));
      rec(`text ${locale}`, await t.app.inject({ method: 'POST', url: `/api/v1/${locale}/auth/login`, headers: { 'content-type': 'text/plain' }, payload: 'x' }));
      rec(`unknown ${locale}`, await t.app.inject({ url: `/api/v1/${locale}/nothing-here` }));
      rec(`reset bad ${locale}`, await call('PATCH', '/auth/reset-password', { locale, body: { email: 'nobody@example.test', code: '1234', password: PASSWORD, password_confirmation: PASSWORD }, ip: '10.0.0.2' }));
    }
    rec('bad locale', await t.app.inject({ url: '/api/v1/fr/search?q=x' }));
    rec('bad locale al', await t.app.inject({ url: '/api/v1/fr/search?q=x', headers: { 'accept-language': 'en' } }));
    // accounts: register twice (409), resend limit (429 + Retry-After), csrf 403, forbidden 403
    const reg = { full_name: 'Layla Haddad', email: 'bytes@example.test', password: PASSWORD, password_confirmation: PASSWORD, accept_terms: true, role: 'student' };
    const first = await call('POST', '/auth/register', { body: reg, ip: '10.1.0.1' });
    rec('register ok', first);
    rec('register again', await call('POST', '/auth/register', { body: reg, ip: '10.1.0.2' }));
    rec('register again ar', await call('POST', '/auth/register', { locale: 'ar', body: reg, ip: '10.1.0.3' }));
    rec('resend 1', await call('POST', '/auth/resend-verified-email', { body: { email: reg.email }, ip: '10.1.0.4' }));
    rec('resend 2', await call('POST', '/auth/resend-verified-email', { body: { email: reg.email }, ip: '10.1.0.4' }));
    rec('resend 2 ar', await call('POST', '/auth/resend-verified-email', { locale: 'ar', body: { email: reg.email }, ip: '10.1.0.4' }));
    const token = first.json().data.authorization.token as string;
    rec('csrf', await call('PATCH', '/account/profile', { cookies: { token }, body: { full_name: 'New Name' } }));
    rec('unverified', await call('GET', '/admin/users', { token }));
    rec('verify wrong', await call('POST', '/auth/verify-email', { body: { email: reg.email, verification_code: '0000' }, ip: '10.1.0.5' }));
    for (let i = 0; i < 7; i++) rec(`login wrong ${i}`, await call('POST', '/auth/login', { body: { email: reg.email, password: 'Wrong1!aa' }, ip: '10.1.0.6' }));
  } finally {
    await t.cleanup();
  }
  const bare = await createTestApp({ env: { LEXICON_DIR: '/nonexistent/lexicon' } });
  try {
    for (const p of ['/api/v1/en/search?q=x', '/api/v1/ar/verbs', '/api/v1/en/autocomplete?q=k', '/api/v1/ar/keyword-groups', '/api/v1/en/keyword-groups/x', '/api/v1/ar/verbs/x']) rec(`503 ${p}`, await bare.app.inject({ url: p }));
  } finally {
    await bare.cleanup();
  }
  writeFileSync(`/tmp/oneway/bytes-${process.env.BYTES_LABEL}.json`, JSON.stringify(out, null, 1));
});
