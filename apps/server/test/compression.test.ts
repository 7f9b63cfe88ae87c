import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../scripts/precompress.mjs';
import { fakeServerBuild } from './fake-server-build.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/** A page far above the 1 KB threshold, as a verb page is. */
const CSS = '.conj-table{inline-size:100%}';
const BODY = `<body>${'<p>كَتَبَ يَكْتُبُ kataba yaktubu</p>'.repeat(300)}</body></html>`;
const PAGE = `<!doctype html><html><head><link nonce="abc" rel="stylesheet" href="/assets/site-abc123.css"/><link rel="stylesheet" href="/assets/missing-abc123.css"/></head>${BODY}`;
/** As sent: the build's stylesheet inside the page, a link to a file the build lacks left alone. */
const SENT = `<!doctype html><html><head><style data-inline-href="/assets/site-abc123.css">${CSS}</style><link rel="stylesheet" href="/assets/missing-abc123.css"/></head>${BODY}`;
const SCRIPT = `export const forms = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `form-${i}`))};\n`;

function pageBuild(): ServerBuild {
  return fakeServerBuild(
    {
      handleError: () => undefined,
      default: (_request: Request, status: number, headers: Headers) => {
        headers.set('content-type', 'text/html; charset=utf-8');
        return new Response(PAGE, { status, headers });
      },
    },
    {
      root: { path: '', parentId: undefined, module: { default: () => null } },
      'routes/page': { path: 'en/page', parentId: 'root', module: { default: () => null } },
    },
  );
}

let t: TestApp;
let buildDir: string;
beforeAll(async () => {
  buildDir = mkdtempSync(path.join(tmpdir(), 'tasreef-compress-'));
  mkdirSync(path.join(buildDir, 'client/assets'), { recursive: true });
  writeFileSync(path.join(buildDir, 'client/assets/app-abc123.js'), SCRIPT);
  writeFileSync(path.join(buildDir, 'client/assets/tiny-abc123.js'), 'export {};\n');
  writeFileSync(path.join(buildDir, 'client/assets/site-abc123.css'), CSS);
  writeFileSync(path.join(buildDir, 'client/assets/font-abc123.woff2'), Buffer.alloc(4096, 7));
  expect(precompress(path.join(buildDir, 'client')).count).toBe(1);
  t = await createTestApp({ options: { webBuild: pageBuild(), webBuildDir: buildDir } });
});
afterAll(async () => {
  await t?.cleanup();
  rmSync(buildDir, { recursive: true, force: true });
});

describe('precompressed static files (scripts/precompress.mjs, @fastify/static preCompressed)', () => {
  it('writes brotli and gzip twins of compressible files of 1 KB and more only', () => {
    const assets = path.join(buildDir, 'client/assets');
    expect(existsSync(path.join(assets, 'app-abc123.js.br'))).toBe(true);
    expect(existsSync(path.join(assets, 'app-abc123.js.gz'))).toBe(true);
    expect(existsSync(path.join(assets, 'tiny-abc123.js.br'))).toBe(false);
    expect(existsSync(path.join(assets, 'font-abc123.woff2.br'))).toBe(false);
  });

  it('sends the brotli twin to a browser that takes brotli, with its type, Vary and the immutable cache', async () => {
    const res = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
  });

  it('sends the gzip twin to a client without brotli, and the file itself to one that takes neither', async () => {
    const gz = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toContain('immutable');
  });
});

describe('stylesheets inside the page (web/inline-css.ts)', () => {
  it('puts the build’s stylesheets in the page’s head, in place of their links', async () => {
    const res = await t.app.inject({ url: '/en/page', headers: { 'accept-encoding': 'identity' } });
    expect(res.body.startsWith(SENT.slice(0, SENT.indexOf('</head>')))).toBe(true);
    expect(res.body).not.toContain('<link rel="stylesheet" href="/assets/site-abc123.css"');
  });
});

describe('compressed answers (@fastify/compress)', () => {
  it('compresses a page with brotli, or gzip, as the browser asks', async () => {
    const br = await t.app.inject({ url: '/en/page', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SENT);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(PAGE) / 10);
    const gz = await t.app.inject({ url: '/en/page', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SENT);
    const plain = await t.app.inject({ url: '/en/page', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SENT);
  });

  it('compresses API answers of 1 KB and more, and leaves small ones alone', async () => {
    const big = await t.app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'br' } });
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString()).openapi).toMatch(/^3\./);
    const small = await t.app.inject({ url: '/readyz', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
