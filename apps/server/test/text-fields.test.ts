/**
 * Control characters in any free-text field or query string are a localized 422 (never a 500
 * from PostgreSQL, which refuses NUL), on the embedded database and on PostgreSQL alike
 * (TEST_DATABASE_URL). Header values with control characters are a 400 before any handler.
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@tasreef/contracts';
import { users } from '../src/db/accounts.ts';
import { caller, createAccountsTestApp, errorOf, nextIp, PASSWORD, registration, signUp, type AccountsTestApp } from './auth/harness.ts';

let t: AccountsTestApp;
let call: ReturnType<typeof caller>;
let student: { email: string; token: string };
let admin: { email: string; token: string };

beforeAll(async () => {
  t = await createAccountsTestApp();
  call = caller(t.app);
  student = await signUp(t);
  admin = await signUp(t);
  await t.app.database.db.update(users).set({ type: 'admin' }).where(eq(users.email, admin.email));
}, 300_000);
afterAll(async () => t?.cleanup());

/** One of each kind the fields refuse: NUL, other C0, DEL, C1, a lone surrogate, noncharacters. */
const REFUSED = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\ud800', '\udfff', '\ufdd0', '\ufffe', '\u{10ffff}'];
const SURROGATES = ['\ud800', '\udfff'];
/** Refused in a one-line field, kept in a multi-line one. */
const LINE_BREAKS = ['\n', '\r', '\t'];

interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PATCH';
  field: string;
  /** The request with `value` in `field` (body or query string). */
  make(value: string): { path: string; body?: unknown; token?: string };
  /** What it refuses: one line refuses line breaks and tabs too; a URL drops them (WHATWG). */
  lines: 'single' | 'multi' | 'url';
  /** A query string is bytes: a lone surrogate cannot be sent as UTF-8 (see `q`). */
  query?: true;
}

/**
 * A query string value, percent-encoded as UTF-8. A lone surrogate has no UTF-8 form: it goes as
 * the bytes a careless encoder would send (WTF-8), which the query parser leaves percent-encoded,
 * so no surrogate reaches a handler that way.
 */
const q = (v: string) =>
  v.replace(/[\s\S]/gu, (ch) => {
    const unit = ch.charCodeAt(0);
    if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff)
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    return encodeURIComponent(ch);
  });
const contact = (over: Record<string, string>) => ({
  inquiry_type: 'general_request',
  business_type: 'student',
  name: 'Lina',
  email: 'lina@example.org',
  message: 'A question about verbs.',
  ...over,
});
const reg = (over: Record<string, unknown>) => registration(`text.${Math.random().toString(36).slice(2)}@example.test`, over);

const CASES: Case[] = [
  { name: 'register full_name', method: 'POST', field: 'full_name', lines: 'single', make: (v) => ({ path: '/auth/register', body: reg({ full_name: `Layla${v}Haddad` }) }) },
  { name: 'register city', method: 'POST', field: 'city', lines: 'single', make: (v) => ({ path: '/auth/register', body: reg({ city: `Cai${v}ro` }) }) },
  { name: 'register comment', method: 'POST', field: 'comment', lines: 'multi', make: (v) => ({ path: '/auth/register', body: reg({ comment: `Hello${v}there` }) }) },
  {
    name: 'register password',
    method: 'POST',
    field: 'password',
    lines: 'single',
    make: (v) => ({ path: '/auth/register', body: reg({ password: `Sec1!a${v}b`, password_confirmation: `Sec1!a${v}b` }) }),
  },
  { name: 'contact name', method: 'POST', field: 'name', lines: 'single', make: (v) => ({ path: '/contact', body: contact({ name: `Li${v}na` }) }) },
  { name: 'contact message', method: 'POST', field: 'message', lines: 'multi', make: (v) => ({ path: '/contact', body: contact({ message: `A question${v}about verbs.` }) }) },
  {
    name: 'profile full_name',
    method: 'PATCH',
    field: 'full_name',
    lines: 'single',
    make: (v) => ({ path: '/account/profile', token: student.token, body: { full_name: `Layla${v}H` } }),
  },
  {
    name: 'profile education_level',
    method: 'PATCH',
    field: 'education_level',
    lines: 'single',
    make: (v) => ({ path: '/account/profile', token: student.token, body: { education_level: `Grade${v}9` } }),
  },
  {
    name: 'profile comment',
    method: 'PATCH',
    field: 'comment',
    lines: 'multi',
    make: (v) => ({ path: '/account/profile', token: student.token, body: { comment: `Line one${v}line two` } }),
  },
  {
    name: 'profile picture',
    method: 'PATCH',
    field: 'profile_pic',
    lines: 'url',
    make: (v) => ({ path: '/account/profile', token: student.token, body: { profile_pic: `https://img.example.org/a${v}b.png` } }),
  },
  {
    name: 'complete-profile country',
    method: 'POST',
    field: 'country',
    lines: 'single',
    make: (v) => ({ path: '/auth/complete-profile', token: student.token, body: { accept_terms: true, role: 'student', country: `Eg${v}ypt` } }),
  },
  {
    name: 'change password',
    method: 'PATCH',
    field: 'password',
    lines: 'single',
    make: (v) => ({ path: '/account/password', token: student.token, body: { current_password: PASSWORD, password: `Sec1!a${v}b`, password_confirmation: `Sec1!a${v}b` } }),
  },
  {
    name: 'reset password',
    method: 'PATCH',
    field: 'password',
    lines: 'single',
    make: (v) => ({ path: '/auth/reset-password', body: { email: student.email, code: '1234', password: `Sec1!a${v}b`, password_confirmation: `Sec1!a${v}b` } }),
  },
  { name: 'admin search q', method: 'GET', query: true, field: 'q', lines: 'single', make: (v) => ({ path: `/admin/users?q=${q(`an${v}n`)}`, token: admin.token }) },
  { name: 'search q', method: 'GET', query: true, field: 'q', lines: 'single', make: (v) => ({ path: `/search?q=${q(`كت${v}ب`)}` }) },
  { name: 'autocomplete q', method: 'GET', query: true, field: 'q', lines: 'single', make: (v) => ({ path: `/autocomplete?q=${q(`ك${v}ت`)}` }) },
  { name: 'conjugate root', method: 'GET', query: true, field: 'root', lines: 'single', make: (v) => ({ path: `/conjugate?root=${q(`ك${v}تب`)}&pattern=I1` }) },
  { name: 'advanced search type', method: 'GET', query: true, field: 'type', lines: 'single', make: (v) => ({ path: `/verbs?type=${q(`sou${v}nd`)}` }) },
  {
    name: 'newsletter status token',
    method: 'GET',
    query: true,
    field: 'token',
    lines: 'single',
    make: (v) => ({ path: `/newsletter/status?email=a%40example.org&token=${q(`abc${v}`)}` }),
  },
  {
    name: 'newsletter unsubscribe token',
    method: 'POST',
    field: 'token',
    lines: 'single',
    make: (v) => ({ path: '/newsletter/unsubscribe', body: { email: 'a@example.org', token: `abc${v}`, choice: 'unsubscribe' } }),
  },
  { name: 'oauth return_to', method: 'GET', query: true, field: 'return_to', lines: 'single', make: (v) => ({ path: `/auth/oauth/google/start?return_to=${q(`/en/a${v}b`)}` }) },
  {
    name: 'oauth callback error',
    method: 'GET',
    query: true,
    field: 'error',
    lines: 'single',
    make: (v) => ({ path: `/auth/oauth/google/callback?state=s&error=${q(`den${v}ied`)}` }),
  },
];

describe('free-text fields refuse control characters with a localized 422', () => {
  it.each(CASES)('$name', async (c) => {
    const refused = (c.lines === 'single' ? [...REFUSED, ...LINE_BREAKS] : REFUSED).filter((ch) => !(c.query && SURROGATES.includes(ch)));
    for (const ch of SURROGATES) {
      if (!c.query) break;
      const r = c.make(ch);
      const res = await call(c.method, r.path, { token: r.token, ip: nextIp() });
      expect(res.statusCode, res.body).not.toBe(500);
    }
    for (const ch of refused) {
      for (const locale of ['en', 'ar'] as const) {
        const r = c.make(ch);
        const res = await call(c.method, r.path, { body: r.body, token: r.token, ip: nextIp(), locale });
        const label = `${c.name} with U+${ch.codePointAt(0)!.toString(16).padStart(4, '0')} (${locale})`;
        expect(res.statusCode, `${label}: ${res.body}`).toBe(422);
        const detail = errorOf(res).error.details.find((d) => d.path === c.field);
        expect(detail?.issue, label).toBe(translate(locale, 'text_characters'));
      }
    }
  });

  it('a multi-line field keeps line breaks and tabs; the text is stored as sent', async () => {
    const message = 'Hello,\r\n\tA question\nabout verbs.';
    const sent = await call('POST', '/contact', { body: contact({ message }), ip: nextIp() });
    expect(sent.statusCode, sent.body).toBe(200);
    const comment = 'Line one\nline two';
    const updated = await call('PATCH', '/account/profile', { token: student.token, body: { comment } });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.profile.comment).toBe(comment);
  });

  it('Arabic text with its marks (ZWNJ, RLM, ALM) and letters beyond the BMP are not refused', async () => {
    const full_name = 'ليلى\u200c حدّاد\u200f\u061c 𝒜';
    const res = await call('PATCH', '/account/profile', { token: student.token, body: { full_name } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.full_name).toBe(full_name);
  });

  it('an email with a control character is an invalid email, not a 500', async () => {
    for (const ch of REFUSED) {
      const res = await call('POST', '/auth/register', { body: registration(`a${ch}b@example.test`), ip: nextIp() });
      expect(res.statusCode).toBe(422);
      expect(errorOf(res).error.details.map((d) => d.path)).toContain('email');
    }
  });
});

describe('header values with control characters', () => {
  it('are a 400 before any handler: the user agent never reaches the sessions table or the audit log', async () => {
    for (const ch of ['\u0000', '\u0001', '\u001f', '\u007f']) {
      const res = await call('POST', '/auth/login', { body: { email: student.email, password: PASSWORD }, headers: { 'user-agent': `Mozilla${ch}5.0` }, ip: nextIp() });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).error.code).toBe('bad_request');
      const forwarded = await t.app.inject({ method: 'GET', url: '/api/v1/en/plans', headers: { 'x-forwarded-for': `198.51.100.1${ch}` } });
      expect(forwarded.statusCode).toBe(400);
    }
    // A tab is allowed by the HTTP grammar and kept.
    const tab = await call('POST', '/auth/login', { body: { email: student.email, password: PASSWORD }, headers: { 'user-agent': 'Mozilla\t5.0' }, ip: nextIp() });
    expect(tab.statusCode, tab.body).toBe(200);
  });

  it('on a real socket Node itself answers 400 (the hook gives inject the same answer)', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end('GET /healthz HTTP/1.1\r\nHost: x\r\nUser-Agent: a\u0000b\r\n\r\n'));
      let data = '';
      socket.on('data', (d: Buffer) => (data += d.toString('latin1')));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
  });
});
