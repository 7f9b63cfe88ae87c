/**
 * Broken multipart bodies are the client's fault: a 400 `invalid_multipart` (or the route's own
 * 4xx), localized, never a 500 (issue 30: "Boundary not found", "Unexpected end of multipart
 * data", an empty body with a boundary were 500s). Every route that reads multipart is listed in
 * MULTIPART_ROUTES and a test keeps that list whole.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@tasreef/contracts';
import { createAccountsTestApp, errorOf, nextIp, signUp, type AccountsTestApp } from '../auth/harness.ts';

let t: AccountsTestApp;
let token: string;

/** The routes that read a multipart body (`request.parts()` / `request.file()`), by URL. */
const MULTIPART_ROUTES = ['/roster/imports', '/exams/import/qti'];

beforeAll(async () => {
  t = await createAccountsTestApp();
  token = (await signUp(t, { role: 'educator', educator_type: 'school', organization_type: 'school' })).token;
}, 300_000);
afterAll(async () => t?.cleanup());

const B = 'XyZ123boundary';
const part = (name: string, body: string, file?: string) =>
  `--${B}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file}"` : ''}\r\n${file ? 'Content-Type: text/csv\r\n' : ''}\r\n${body}\r\n`;
const whole = `${part('format', 'csv')}${part('file', 'full_name,email\nLina,lina@example.org\n', 'r.csv')}--${B}--\r\n`;

/** The broken bodies: content type and payload. */
const BROKEN: Array<{ name: string; type: string; body: string }> = [
  { name: 'no boundary in the content type', type: 'multipart/form-data', body: whole },
  { name: 'an empty boundary', type: 'multipart/form-data; boundary=', body: whole },
  { name: 'a boundary longer than the parser takes', type: `multipart/form-data; boundary=${'b'.repeat(300)}`, body: whole },
  { name: 'an empty body with a boundary', type: `multipart/form-data; boundary=${B}`, body: '' },
  { name: 'a body cut in a field', type: `multipart/form-data; boundary=${B}`, body: whole.slice(0, 40) },
  { name: 'a body cut in the file', type: `multipart/form-data; boundary=${B}`, body: whole.slice(0, whole.indexOf('Lina') + 3) },
  { name: 'a body without its closing boundary', type: `multipart/form-data; boundary=${B}`, body: whole.slice(0, whole.lastIndexOf(`--${B}--`)) },
  { name: 'a body that never names the boundary', type: `multipart/form-data; boundary=${B}`, body: 'just some text\r\n' },
  { name: 'a part without headers', type: `multipart/form-data; boundary=${B}`, body: `--${B}\r\n\r\nvalue\r\n--${B}--\r\n` },
  {
    name: 'a part whose headers never end',
    type: `multipart/form-data; boundary=${B}`,
    body: `--${B}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n${'X-Pad: y\r\n'.repeat(3000)}`,
  },
];

describe('broken multipart bodies', () => {
  it.each(MULTIPART_ROUTES.flatMap((route) => BROKEN.map((b) => ({ route, ...b }))))('$route, $name: a localized 4xx, never a 500', async (c) => {
    // a minute of its own per case: the QTI import takes 10 uploads a minute per account
    t.clock.advance(61_000);
    for (const locale of ['en', 'ar'] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/${locale}${c.route}`,
        headers: { authorization: `Bearer ${token}`, 'content-type': c.type, 'x-forwarded-for': nextIp() },
        payload: c.body,
      });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      const body = errorOf(res);
      expect(body.error.code, res.body).toMatch(/^(invalid_multipart|validation_failed|payload_too_large)$/);
      if (body.error.code === 'invalid_multipart') {
        expect(res.statusCode).toBe(400);
        expect(body.message).toBe(translate(locale, 'invalid_multipart'));
      }
    }
  });

  it('the whole body is read (the broken ones are broken, not the harness)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/en/roster/imports',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${B}`, 'x-forwarded-for': nextIp() },
      payload: whole,
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('lists every route that reads multipart', () => {
    const src = path.resolve(import.meta.dirname, '../../src');
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const readers = files.filter((f) => /from '@fastify\/multipart'|\.isMultipart\(\)|\.(parts|saveRequestFiles)\(/.test(readFileSync(path.join(src, f), 'utf8')));
    expect(readers.sort()).toEqual(['exams/qti-routes.ts', 'roster/routes.ts']);
  });
});
