import { MATRIX } from './management/matrix-table.ts';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, appForFile, errorOf } from './helpers.ts';

let app: FastifyInstance;
appForFile((made) => {
  app = made.app;
});

const json = { 'content-type': 'application/json' };
// The contact route allows 5 requests per 10 minutes per address: each request here comes from its own.
let lastOctet = 0;
const ip = () => `10.1.${Math.floor(++lastOctet / 250)}.${lastOctet % 250}`;

describe('health', () => {
  it('/healthz queries the database', async () => {
    const res = await app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('/readyz is ready after migrations (web build missing is tolerated outside production)', async () => {
    const res = await app.inject('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', migrations: true, database: 'ok', web: 'missing', shutting_down: false, quran: 'lazy' });
  });

  it('/readyz answers 503 once shutdown began', async () => {
    app.readiness.shuttingDown = true;
    try {
      const res = await app.inject('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'not_ready', shutting_down: true });
    } finally {
      app.readiness.shuttingDown = false;
    }
  });
});

describe('envelope and error shapes', () => {
  it('answers data in an envelope', async () => {
    const res = await app.inject('/api/v1/en/plans');
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json().data)).toBe(true);
  });

  it.each([
    ['en', 'The request body is not valid JSON'],
    ['ar', 'نص الطلب ليس JSON صالحًا'],
  ])('400 invalid_json for malformed JSON (%s)', async (locale, text) => {
    const res = await app.inject({ method: 'POST', url: `/api/v1/${locale}/contact`, remoteAddress: ip(), headers: json, payload: '{"name": ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'invalid_json', message: text, details: [] }, message: text });
  });

  it.each([
    ['en', 'The request body is too large'],
    ['ar', 'حجم نص الطلب كبير جدًّا'],
  ])('413 payload_too_large over 100 KB (%s)', async (locale, text) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/${locale}/contact`,
      headers: json,
      payload: JSON.stringify({ message: 'x'.repeat(110 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(errorOf(res).error.code).toBe('payload_too_large');
    expect(errorOf(res).message).toBe(text);
  });

  it.each([
    ['en', 'This content type is not supported; send JSON'],
    ['ar', 'نوع المحتوى هذا غير مدعوم، أرسل JSON'],
  ])('415 unsupported_media_type for a non-JSON body (%s)', async (locale, text) => {
    for (const type of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded']) {
      const res = await app.inject({ method: 'POST', url: `/api/v1/${locale}/contact`, remoteAddress: ip(), headers: { 'content-type': type }, payload: 'a=b' });
      expect(res.statusCode).toBe(415);
      expect(errorOf(res).error).toEqual({ code: 'unsupported_media_type', message: text, details: [] });
    }
  });

  it.each([
    ['en', 'The requested resource was not found'],
    ['ar', 'المورد المطلوب غير موجود'],
  ])('404 JSON for an unknown API route (%s)', async (locale, text) => {
    for (const url of [`/api/v1/${locale}/no-such-thing`, `/api/v1/${locale}/plans/extra/deep`]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ error: { code: 'not_found', message: text, details: [] }, message: text });
    }
  });

  it('404 JSON for an unknown locale in the API path', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/fr/plans', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).error.code).toBe('not_found');
    expect(errorOf(res).message).toBe('The requested resource was not found');
    const post = await app.inject({ method: 'POST', url: '/api/v1/de/contact', headers: json, payload: '{}' });
    expect(post.statusCode).toBe(404);
  });

  it('422 validation_failed with one localized detail per field', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/en/contact', remoteAddress: ip(), headers: json, payload: '{}' });
    expect(res.statusCode).toBe(422);
    const body = errorOf(res);
    expect(body.error.code).toBe('validation_failed');
    expect(body.message).toBe('Some fields are not valid');
    expect(body.error.details.map((d) => d.path)).toEqual(['inquiry_type', 'business_type', 'name', 'email', 'message']);
    expect(new Set(body.error.details.map((d) => d.issue))).toEqual(new Set(['This field is required']));
  });

  it('a JSON array or scalar body is a validation error, never a 500', async () => {
    for (const payload of ['[]', '"text"', '42', 'null']) {
      const res = await app.inject({ method: 'POST', url: '/api/v1/ar/contact', remoteAddress: ip(), headers: json, payload });
      expect([400, 422]).toContain(res.statusCode);
      expect(errorOf(res).error.code).toMatch(/^(invalid_json|validation_failed)$/);
    }
  });

  it('the 404 handler is rate limited (429 with Retry-After, localized)', async () => {
    let last = await app.inject({ method: 'GET', url: '/api/v1/ar/missing', remoteAddress: '10.9.9.9' });
    for (let i = 0; i < 70 && last.statusCode === 404; i++) {
      last = await app.inject({ method: 'GET', url: '/api/v1/ar/missing', remoteAddress: '10.9.9.9' });
    }
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorOf(last).error.code).toBe('rate_limited');
    expect(errorOf(last).message).toBe('طلبات كثيرة جدًّا، يُرجى المحاولة مرة أخرى لاحقًا');
    // Another visitor is not affected.
    const other = await app.inject({ method: 'GET', url: '/api/v1/en/missing', remoteAddress: '10.9.9.10' });
    expect(other.statusCode).toBe(404);
  });
});

describe('security headers', () => {
  it('sends the CSP of docs/architecture.md with a fresh nonce per request', async () => {
    const a = await app.inject('/healthz');
    const b = await app.inject('/healthz');
    const csp = String(a.headers['content-security-policy']);
    for (const part of [
      "default-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self'",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(part);
    }
    const nonceA = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
    const nonceB = /'nonce-([A-Za-z0-9+/=]+)'/.exec(String(b.headers['content-security-policy']))?.[1];
    expect(nonceA).toBeTruthy();
    expect(nonceA).not.toBe(nonceB);
    expect(a.headers['x-content-type-options']).toBe('nosniff');
  });

  it('puts the same headers on errors and API answers, and never repeats a nonce', async () => {
    const answers = await Promise.all([
      app.inject('/api/v1/en/no-such-route'),
      app.inject({ method: 'POST', url: '/api/v1/en/contact', payload: '{', headers: { 'content-type': 'application/json' } }),
      app.inject('/healthz'),
    ]);
    for (const res of answers) {
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(String(res.headers['content-security-policy'])).toMatch(/^default-src 'self';script-src 'self' 'nonce-[A-Za-z0-9+/]{22}=='/);
    }
    expect(answers.map((r) => r.statusCode)).toEqual([404, 400, 200]);
    const seen = new Set<string>();
    for (let i = 0; i < 600; i++) {
      const res = await app.inject('/healthz');
      seen.add(/'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))![1]!);
    }
    expect(seen.size).toBe(600); // past the pool of 256: refilled, not reused
  });
});

describe('OpenAPI', () => {
  it('/api/openapi.json lists every API route, generated from the zod schemas', async () => {
    const res = await app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, { requestBody?: unknown; parameters?: unknown[] }>> };
    expect(doc.openapi).toMatch(/^3\./);
    const listed = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
    expect(listed.sort()).toEqual(
      [
        'GET /healthz',
        'GET /readyz',
        'GET /api/v1/{locale}/plans',
        // Payments (apps/server/src/billing; ADR 0035).
        'GET /api/v1/{locale}/billing/availability',
        'GET /api/v1/{locale}/billing/subscription',
        'GET /api/v1/{locale}/billing/invoices',
        'GET /api/v1/{locale}/billing/allowance',
        'GET /api/v1/{locale}/billing/invoices/{invoiceId}/receipt',
        'POST /api/v1/{locale}/billing/checkout',
        'POST /api/v1/{locale}/billing/portal',
        'POST /api/v1/{locale}/billing/subscription/plan',
        'POST /api/v1/{locale}/billing/subscription/cancel',
        'POST /api/v1/{locale}/billing/subscription/resume',
        'POST /api/v1/{locale}/billing/webhook',
        'GET /api/v1/{locale}/admin/subscriptions',
        'PATCH /api/v1/{locale}/admin/plans/{code}',
        'POST /api/v1/{locale}/contact',
        'GET /api/v1/{locale}/newsletter/status',
        'POST /api/v1/{locale}/newsletter/unsubscribe',
        // Search and conjugation (apps/server/src/search, conjugation).
        'GET /api/v1/{locale}/search',
        'GET /api/v1/{locale}/verbs',
        'GET /api/v1/{locale}/verbs/{id}',
        'GET /api/v1/{locale}/conjugate',
        // The Quran (apps/server/src/quran).
        'GET /api/v1/{locale}/quran/suras',
        'GET /api/v1/{locale}/quran/suras/{number}',
        'GET /api/v1/{locale}/quran/suras/{number}/verses/{verse}/words/{word}',
        'GET /api/v1/{locale}/quran/roots/{root}',
        'GET /api/v1/{locale}/quran/search',
        'GET /api/v1/{locale}/quran/verbs/{id}',
        'GET /api/v1/{locale}/autocomplete',
        'GET /api/v1/{locale}/keyword-groups',
        'GET /api/v1/{locale}/keyword-groups/{name}',
        // Accounts (apps/server/src/auth, accounts, admin).
        'POST /api/v1/{locale}/auth/register',
        'POST /api/v1/{locale}/auth/login',
        'POST /api/v1/{locale}/auth/verify-email',
        'POST /api/v1/{locale}/auth/resend-verified-email',
        'POST /api/v1/{locale}/auth/forget-password',
        'POST /api/v1/{locale}/auth/resend-forget-password',
        'PATCH /api/v1/{locale}/auth/reset-password',
        'POST /api/v1/{locale}/auth/complete-profile',
        'DELETE /api/v1/{locale}/auth/logout',
        'GET /api/v1/{locale}/account',
        'DELETE /api/v1/{locale}/account',
        'GET /api/v1/{locale}/account/profile',
        'PATCH /api/v1/{locale}/account/profile',
        'PATCH /api/v1/{locale}/account/password',
        'GET /api/v1/{locale}/account/notifications',
        'PATCH /api/v1/{locale}/account/notifications',
        'DELETE /api/v1/{locale}/account/links/{provider}',
        'GET /api/v1/{locale}/auth/oauth/providers',
        'GET /api/v1/{locale}/auth/oauth/{provider}/start',
        'GET /api/v1/{locale}/auth/oauth/{provider}/callback',
        'GET /api/v1/{locale}/admin/users',
        'PATCH /api/v1/{locale}/admin/users/{id}',
        'POST /api/v1/{locale}/auth/set-password',
        // Practice (apps/server/src/practice, ADR 0036): anyone; a signed-in learner's set and progress theirs alone (test/practice).
        'POST /api/v1/{locale}/practice/sets',
        'GET /api/v1/{locale}/practice/sets/{id}',
        'POST /api/v1/{locale}/practice/sets/{id}/answers/{question_id}',
        'GET /api/v1/{locale}/practice/progress',
        // A student's own exam results (ADR 0044): read by their id alone (test/practice/plans-progress).
        'GET /api/v1/{locale}/practice/exam-results',
        // Schools, teachers, students, classes, roster import: every one is a row of the authorization matrix.
        ...new Set(MATRIX.map((row) => row.route.replace(' /', ' /api/v1/{locale}/'))),
      ].sort(),
    );
    const contact = doc.paths['/api/v1/{locale}/contact']!.post as { requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> } };
    expect(Object.keys(contact.requestBody.content['application/json']!.schema.properties)).toEqual(
      expect.arrayContaining(['inquiry_type', 'business_type', 'number_of_users', 'name', 'email', 'message']),
    );
  });

  it('/api/docs serves the docs UI with its assets from this server', async () => {
    const page = await app.inject('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)/);
    const js = await app.inject('/api/docs/static/swagger-ui-bundle.js');
    expect(js.statusCode).toBe(200);
    const init = await app.inject('/api/docs/static/swagger-initializer.js');
    expect(init.body).toContain('/api/openapi.json');
  });
});

describe('pages without a web build', () => {
  it('answers 503 with a clear text while the API keeps working', async () => {
    const res = await app.inject('/en/prices');
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('web build missing: run npm run build');
    const root = await app.inject('/');
    expect(root.statusCode).toBe(503);
    expect((await app.inject('/api/v1/ar/plans')).statusCode).toBe(200);
  });
});

describe('bugs', () => {
  it('a thrown error is a 500 with the localized generic message and nothing internal', async () => {
    const other = await createTestApp({ skipReady: true });
    try {
      other.app.get('/api/v1/:locale/test-bug', async () => {
        throw new Error('relation "secret_table" does not exist: SELECT * FROM secret_table');
      });
      await other.app.ready();
      for (const [locale, text] of [
        ['en', 'An unknown error occurred'],
        ['ar', 'حدث خطأ غير معروف'],
      ] as const) {
        const res = await other.app.inject(`/api/v1/${locale}/test-bug`);
        expect(res.statusCode).toBe(500);
        expect(res.json()).toEqual({ error: { code: 'internal_error', message: text, details: [] }, message: text });
        expect(res.body).not.toMatch(/secret_table|SELECT|at .*\.ts/);
      }
    } finally {
      await other.cleanup();
    }
  });
});
