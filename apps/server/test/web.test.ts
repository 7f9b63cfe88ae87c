import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { Writable } from 'node:stream';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import type { ServerLoadContext } from '@tasreef/contracts';
import { fakeServerBuild } from './fake-server-build.ts';
import { contactMessage, createTestApp, type TestApp } from './helpers.ts';

/**
 * A hand-made React Router server build: a document route whose loader calls the API through the
 * load context, and a resource route whose action echoes the raw request body. It checks the web
 * plugin's seam (request in, Response out, load context) without depending on apps/web's build.
 */
function fakeBuild(): ServerBuild {
  return fakeServerBuild(
    {
      // As apps/web's entry.server does: errors go to the request's logger, not to stderr.
      handleError: (error: unknown, { context }: { context: ServerLoadContext }) => context.log.info({ err: error }, 'page error'),
      default: (
        _request: Request,
        status: number,
        headers: Headers,
        context: { staticHandlerContext: { loaderData: Record<string, unknown> } },
        loadContext: ServerLoadContext,
      ) => {
        headers.set('content-type', 'text/html; charset=utf-8');
        const data = JSON.stringify(context.staticHandlerContext.loaderData['routes/page'] ?? null);
        // a page's worth of text after the script: larger than the 1 KB below which nothing is compressed
        return new Response(
          `<!doctype html><html><body><script nonce="${loadContext.cspNonce}">window.__data=${data}</script><main>${'<p>كَتَبَ يَكْتُبُ كِتَابَةً</p>'.repeat(60)}</main></body></html>`,
          { status, headers },
        );
      },
    },
    {
      root: { path: '', parentId: undefined, module: { default: () => null } },
      'routes/page': {
        path: 'en/page',
        parentId: 'root',
        manifest: { hasLoader: true },
        module: {
          default: () => null,
          loader: async ({ context }: { context: ServerLoadContext }) => {
            const plans = await context.api<{ data: Array<{ code: string }> }>('/en/plans');
            const missing = await context.api('/en/no-such-route');
            return {
              plans: plans.body.data.map((p) => p.code),
              missingStatus: missing.status,
              nonceSeen: context.cspNonce.length > 0,
              // marks the store it got: a store shared between requests would come back marked
              renderOnly: !(context.renderOnly instanceof Map) ? 'none' : context.renderOnly.has('seen') ? 'reused' : (context.renderOnly.set('seen', true), 'fresh'),
            };
          },
        },
      },
      'routes/logged': {
        path: 'en/logged',
        parentId: 'root',
        manifest: { hasLoader: true },
        module: {
          loader: ({ context }: { context: ServerLoadContext }) => {
            context.log.warn({ seen: 'by the loader' }, 'loader speaking');
            return Response.json({ ok: true });
          },
        },
      },
      'routes/echo': {
        path: 'en/echo',
        parentId: 'root',
        manifest: { hasLoader: true, hasAction: true },
        module: {
          loader: async ({ request }: { request: Request }) =>
            Response.json({ language: request.headers.get('accept-language'), url: new URL(request.url).pathname }, { headers: { 'set-cookie': 'a=1; Path=/', 'x-extra': 'yes' } }),
          action: async ({ request }: { request: Request }) => {
            const form = await request.formData();
            return Response.json({ name: form.get('name'), method: request.method });
          },
        },
      },
    },
  );
}

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ options: { webBuild: fakeBuild() } });
  app = t.app;
});
afterAll(async () => t?.cleanup());

describe('web plugin', () => {
  it('renders a page with the request’s CSP nonce, and loaders reach the API in-process', async () => {
    const res = await app.inject({ url: '/en/page', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(res.body).toContain(`<script nonce="${nonce}">`);
    expect(res.body).toContain('"plans":["free","basic","pro","school"]');
    expect(res.body).toContain('"missingStatus":404');
    expect(res.body).toContain('"nonceSeen":true');
    expect((await app.inject('/readyz')).json().web).toBe('loaded');
  });

  it('gives a document request, and only a document request, a fresh render-only store (ADR 0051)', async () => {
    expect((await app.inject('/en/page')).body).toContain('"renderOnly":"fresh"');
    // a second document gets a store of its own, not the first one's
    expect((await app.inject('/en/page')).body).toContain('"renderOnly":"fresh"');
    // React Router's data request for the same route, as a navigation inside the app sends it
    const data = await app.inject('/en/page.data');
    expect(data.statusCode).toBe(200);
    expect(data.body).toContain('"none"');
    expect(data.body).not.toContain('"fresh"');
  });

  it('passes headers through and returns the response headers, cookies included', async () => {
    const res = await app.inject({ url: '/en/echo', headers: { 'accept-language': 'ar' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ language: 'ar', url: '/en/echo' });
    expect([res.headers['set-cookie']].flat()).toEqual(['a=1; Path=/']);
    expect(res.headers['x-extra']).toBe('yes');
  });

  it('hands form posts to React Router with the body untouched (no 415)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/en/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=%D8%B3%D8%A7%D8%B1%D8%A9',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'سارة', method: 'POST' });
  });

  it('refuses a page post over 1 MB with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/en/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `name=${'a'.repeat(1024 * 1024 + 10)}`,
    });
    expect(res.statusCode).toBe(413);
  });

  it('answers unknown pages through React Router (404), and HEAD without a body', async () => {
    const res = await app.inject('/en/does-not-exist');
    expect(res.statusCode).toBe(404);
    const head = await app.inject({ method: 'HEAD', url: '/en/page' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('answers 400 to a page path with a percent-encoded control character (a 500 while rendering before)', async () => {
    for (const url of ['/%09%09', '/en/%0aecho', '/en/echo%0D', '/%00', '/en/%7F', '/%1f/page']) expect((await app.inject({ url })).statusCode, url).toBe(400);
    expect((await app.inject({ url: '/en/ech%6F?q=%09' })).statusCode).toBe(200);
  });

  it('leaves /api paths to the API: unknown ones are JSON 404s', async () => {
    const res = await app.inject('/api/v1/en/unknown');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});

describe('page errors and the server log', () => {
  let logged: TestApp;
  const lines: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
        callback();
      },
    });
    logged = await createTestApp({ options: { webBuild: fakeBuild(), logger: { level: 'info', stream } } });
  });
  afterAll(async () => logged?.cleanup());

  it('hands loaders and actions the request’s own logger (pino, with the request id) in the load context', async () => {
    const res = await logged.app.inject('/en/logged');
    expect(res.statusCode).toBe(200);
    const line = lines.find((l) => l.msg === 'loader speaking');
    expect(line).toMatchObject({ level: 40, seen: 'by the loader' });
    expect(line?.reqId).toBe(lines.find((l) => l.msg === 'incoming request' && (l.req as { url?: string } | undefined)?.url === '/en/logged')?.reqId);
  });
});

describe('pages of one person', () => {
  it('are Cache-Control: no-store for a signed-in visitor and on accounts and dashboard paths, not otherwise', async () => {
    expect((await app.inject({ url: '/en/page', headers: { cookie: 'token=abc' } })).headers['cache-control']).toBe('no-store');
    expect((await app.inject('/en/dashboard/profile')).headers['cache-control']).toBe('no-store');
    expect((await app.inject('/en/auth/login')).headers['cache-control']).toBe('no-store');
    expect((await app.inject('/en/dashboard/profile.data')).headers['cache-control']).toBe('no-store');
    expect((await app.inject('/en/page')).headers['cache-control']).toBeUndefined();
  });

  it('give a signed-in visitor whose CSRF cookie is not their session’s the right one', async () => {
    const { csrfTokenFor } = await import('../src/http/session-cookies.ts');
    const expected = csrfTokenFor(t.config.secretKey!, 'abc');
    const stale = await app.inject({ url: '/en/page', headers: { cookie: 'token=abc; csrf_token=random-from-before' } });
    expect([stale.headers['set-cookie']].flat()).toEqual([`csrf_token=${expected}; Path=/; SameSite=Lax`]);
    const fine = await app.inject({ url: '/en/page', headers: { cookie: `token=abc; csrf_token=${expected}` } });
    expect(fine.headers['set-cookie']).toBeUndefined();
    expect((await app.inject('/en/page')).headers['set-cookie']).toBeUndefined();
  });
});

describe('state-changing page requests (one Origin check on the server for every action)', () => {
  const post = (headers: Record<string, string>, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' = 'POST', url = '/en/echo') =>
    app.inject({ method, url, headers: { host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: 'name=Layla' });

  it('refuses a post from another site before its action runs, in the page’s language', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await post({ origin: 'https://evil.example', accept: 'text/html' }, method);
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('The request could not be verified, reload the page and try again');
      expect(res.body).not.toContain('Layla');
    }
    const ar = await post({ origin: 'https://evil.example', accept: 'text/html' }, 'POST', '/ar/echo');
    expect(ar.statusCode).toBe(403);
    expect(ar.body).toContain('<html lang="ar" dir="rtl">');
    expect(ar.body).toContain('تعذّر التحقق من الطلب');
    expect(ar.body).toContain('<a href="/ar">العودة إلى الصفحة الرئيسية</a>');
    const script = await post({ origin: 'https://evil.example' });
    expect(script.json().error.code).toBe('forbidden');
  });

  it('refuses Origin null, a cross-site or same-site fetch, and a foreign Referer when Origin is absent', async () => {
    expect((await post({ origin: 'null' })).statusCode).toBe(403);
    expect((await post({ origin: 'http://localhost:3001' })).statusCode).toBe(403);
    expect((await post({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await post({ 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    expect((await post({ referer: 'https://evil.example/page' })).statusCode).toBe(403);
    expect((await post({ referer: 'not a url' })).statusCode).toBe(403);
  });

  it('lets our own pages post: own Origin, PUBLIC_URL’s origin, same-origin fetch, own Referer, or no browser headers', async () => {
    const ok = async (headers: Record<string, string>) => {
      const res = await post(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(res.json()).toEqual({ name: 'Layla', method: 'POST' });
    };
    await ok({ origin: 'http://localhost:3000' });
    await ok({ origin: 'http://tasreef.test' });
    await ok({ 'sec-fetch-site': 'same-origin' });
    await ok({ referer: 'http://localhost:3000/en/echo' });
    await ok({});
  });

  it('answers a page post that is not a form (JSON, no content type) with 415 instead of failing in the action', async () => {
    const json = await app.inject({ method: 'POST', url: '/en/echo', headers: { 'content-type': 'application/json', accept: 'text/html' }, payload: '{"name":"Layla"}' });
    expect(json.statusCode).toBe(415);
    expect(json.body).toContain('The request is malformed');
    const none = await app.inject({ method: 'POST', url: '/en/echo', payload: 'name=Layla' });
    expect(none.statusCode).toBe(415);
    const multipart = await app.inject({
      method: 'POST',
      url: '/en/echo',
      headers: { 'content-type': 'multipart/form-data; boundary=XyZ' },
      payload: '--XyZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nLayla\r\n--XyZ--\r\n',
    });
    expect(multipart.json()).toEqual({ name: 'Layla', method: 'POST' });
  });
});

describe('rate limits and static files', () => {
  let limited: TestApp;
  let buildDir: string;
  beforeAll(async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    buildDir = mkdtempSync(path.join(tmpdir(), 'tasreef-webbuild-'));
    mkdirSync(path.join(buildDir, 'client/assets'), { recursive: true });
    writeFileSync(path.join(buildDir, 'client/assets/app-abc123.js'), 'export {};\n');
    limited = await createTestApp({ env: { RATE_LIMIT_MAX: '3' }, options: { webBuild: fakeBuild(), webBuildDir: buildDir } });
  });
  afterAll(async () => {
    await limited?.cleanup();
    const { rmSync } = await import('node:fs');
    rmSync(buildDir, { recursive: true, force: true });
  });

  it('does not count fingerprinted static files against the per-address limit, but counts pages', async () => {
    for (let i = 0; i < 8; i++) {
      const res = await limited.app.inject('/assets/app-abc123.js');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toContain('immutable');
    }
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await limited.app.inject('/en/page')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('sends a referrer policy that keeps the Origin of same-origin form posts', async () => {
    const res = await limited.app.inject('/assets/app-abc123.js');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('still applies a route’s own limit to in-process calls (a no-JS contact post cannot escape it)', async () => {
    const { INTERNAL_CALL_HEADER, internalCallToken } = await import('../src/web/internal-call.ts');
    const payload = contactMessage;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/v1/en/contact',
        payload,
        remoteAddress: '10.9.8.7',
        headers: { [INTERNAL_CALL_HEADER]: internalCallToken },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

/** One GET with the request target sent byte for byte (no client normalizes it), answered status. */
function rawStatus(port: number, target: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`));
    let head = '';
    socket.on('data', (chunk: Buffer) => (head += chunk.toString('latin1')));
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0)));
    socket.on('error', reject);
  });
}

describe('the static-file exemption of the per-address limit', () => {
  let limited: TestApp;
  let buildDir: string;
  let port: number;
  beforeAll(async () => {
    buildDir = mkdtempSync(path.join(tmpdir(), 'tasreef-webbuild-'));
    mkdirSync(path.join(buildDir, 'client/assets'), { recursive: true });
    writeFileSync(path.join(buildDir, 'client/assets/app-abc123.js'), 'export {};\n');
    limited = await createTestApp({ env: { RATE_LIMIT_MAX: '3' }, options: { webBuild: fakeBuild(), webBuildDir: buildDir } });
    await limited.app.listen({ port: 0, host: '127.0.0.1' });
    port = (limited.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await limited?.cleanup();
    rmSync(buildDir, { recursive: true, force: true });
  });

  it('counts page requests whose raw path only looks like a static file', async () => {
    for (let i = 0; i < 3; i++) expect(await rawStatus(port, '/en/page')).toBe(200);
    // Each of these is answered by the page route (React Router resolves the dot segments), so
    // each must meet the exhausted limit.
    const disguised = [
      '/assets/../en/page',
      '/assets/%2e%2e/en/page',
      '/assets/%2E%2E/en/page',
      '/flags/..%2fen/page',
      '/assets\\..\\en\\page',
      '/assets/nothing-here.js',
      '/favicon.svg/../en/page',
    ];
    const statuses: number[] = [];
    for (const target of disguised) statuses.push(await rawStatus(port, target));
    expect(statuses).toEqual(disguised.map(() => 429));
    // The real static file is still free once the address is over its limit.
    expect(await rawStatus(port, '/assets/app-abc123.js')).toBe(200);
  });
});

describe('page cache for anonymous visitors', () => {
  let cached: TestApp;
  beforeAll(async () => {
    cached = await createTestApp({ options: { webBuild: fakeBuild(), pageCacheTtlMs: 60_000 } });
  });
  afterAll(async () => cached?.cleanup());

  const scriptOf = (html: string) => /<script>([^<]*)<\/script>/.exec(html)?.[1] ?? '';
  const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

  it('renders once, then serves the copy: no nonce in it, its script allowed by hash in the CSP', async () => {
    const first = await cached.app.inject({ url: '/en/page', headers: { 'accept-language': 'en', cookie: 'locale=en' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    const second = await cached.app.inject({ url: '/en/page', headers: { 'accept-language': 'en', cookie: 'locale=en' } });
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.body).toContain('<script>window.__data=');
    expect(second.body).not.toContain('nonce=');
    for (const answer of [first, second]) {
      const csp = String(answer.headers['content-security-policy']);
      expect(csp).not.toContain("'nonce-");
      expect(csp).toContain(`script-src 'self' 'sha256-${sha256(scriptOf(answer.body))}';`);
    }
    // an answer rendered for one visitor keeps its own nonce
    const own = await cached.app.inject({ url: '/en/page?fresh=1' });
    const nonce = /'nonce-([^']+)'/.exec(String(own.headers['content-security-policy']))?.[1];
    expect(own.body).toContain(`<script nonce="${nonce}">`);
  });

  it('sends the copy compressed as the client asks, by the same rule as a page rendered for one visitor', async () => {
    const plain = await cached.app.inject({ url: '/en/page', headers: { 'accept-language': 'en' } });
    const br = await cached.app.inject({ url: '/en/page', headers: { 'accept-language': 'en', 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['x-page-cache']).toBe('hit');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await cached.app.inject({ url: '/en/page', headers: { 'accept-language': 'en', 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const head = await cached.app.inject({ method: 'HEAD', url: '/en/page', headers: { 'accept-language': 'en', 'accept-encoding': 'br' } });
    expect([head.headers['x-page-cache'], head.headers['content-encoding'], head.body]).toEqual(['hit', 'br', '']);
    for (const acceptEncoding of ['gzip, deflate, br', 'gzip', 'br;q=0.5, gzip', 'x-gzip', '*', 'deflate', 'identity', undefined]) {
      const headers = { 'accept-language': 'en', ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) };
      const copy = await cached.app.inject({ url: '/en/page', headers });
      const own = await cached.app.inject({ url: '/en/page?x=1', headers });
      expect([acceptEncoding, copy.headers['x-page-cache'], copy.headers['content-encoding']]).toEqual([acceptEncoding, 'hit', own.headers['content-encoding']]);
    }
  });

  it('never serves a copy to a visitor with a session or other cookies, or to a query', async () => {
    await cached.app.inject({ url: '/en/page' });
    const withSession = await cached.app.inject({ url: '/en/page', headers: { cookie: 'token=abc; locale=en' } });
    expect(withSession.headers['x-page-cache']).toBeUndefined();
    const withQuery = await cached.app.inject({ url: '/en/page?x=1' });
    expect(withQuery.headers['x-page-cache']).toBeUndefined();
  });

  it('keeps languages apart: the locale Accept-Language picks is part of the key, not its first tag', async () => {
    const page = (language: string) => cached.app.inject({ url: '/en/page', headers: { 'accept-language': language, cookie: 'fixedFontSize=28' } });
    expect((await page('fr, en;q=0.9')).headers['x-page-cache']).toBe('miss');
    expect((await page('fr, ar;q=0.9')).headers['x-page-cache']).toBe('miss');
    expect((await page('en-GB,en;q=0.8')).headers['x-page-cache']).toBe('hit');
  });

  it('does not store errors or answers that set cookies', async () => {
    const missing = await cached.app.inject({ url: '/en/nowhere-at-all' });
    expect(missing.statusCode).toBe(404);
    const again = await cached.app.inject({ url: '/en/nowhere-at-all' });
    expect(again.headers['x-page-cache']).toBeUndefined();
  });
});
