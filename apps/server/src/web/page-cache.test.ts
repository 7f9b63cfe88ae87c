import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { ownBytes, PageCache } from './page-cache.ts';

const NONCE = 'Zm9vYmFyYmF6cXV4';
const text = (body: Buffer | undefined) => body?.toString();

const req = (url: string, cookie?: string, method = 'GET') => ({ method, url, headers: { cookie, 'accept-language': 'ar,en;q=0.8' } }) as unknown as FastifyRequest;

describe('PageCache', () => {
  it('keys a page by the locale Accept-Language picks, not by its first tag', () => {
    const cache = new PageCache();
    const withLanguage = (language: string) => ({ method: 'GET', url: '/', headers: { 'accept-language': language } }) as unknown as FastifyRequest;
    // The bare / renders the first supported language: English for one, Arabic for the other.
    expect(cache.keyOf(withLanguage('fr, en;q=0.9'))).not.toBe(cache.keyOf(withLanguage('fr, ar;q=0.9')));
    expect(cache.keyOf(withLanguage('en-GB,en;q=0.9'))).toBe(cache.keyOf(withLanguage('en')));
    expect(cache.keyOf(withLanguage('de'))).toBe(cache.keyOf(withLanguage('ar')));
  });

  it('reads duplicate cookies the way the pages do: the first one counts', () => {
    const cache = new PageCache();
    expect(cache.keyOf(req('/', 'locale=en; locale=ar'))).toBe(cache.keyOf(req('/', 'locale=en')));
    expect(cache.keyOf(req('/', 'locale=en; locale=ar'))).not.toBe(cache.keyOf(req('/', 'locale=ar')));
  });

  it('expires entries after the TTL on a controlled clock', () => {
    let now = 1_000;
    const cache = new PageCache(30_000, 10, () => now);
    const key = cache.keyOf(req('/ar'))!;
    cache.set(key, 200, new Headers({ 'content-type': 'text/html' }), `<script nonce="${NONCE}">x</script>`, NONCE);
    expect(text(cache.get(key, null)?.body)).toBe('<script>x</script>');
    now += 30_001;
    expect(cache.get(key, null)).toBeNull();
  });

  it('drops the oldest entries past its size', () => {
    const cache = new PageCache(60_000, 10);
    for (let i = 0; i < 11; i++) cache.set(`k${i}`, 200, new Headers(), `<p>${i}</p>`, NONCE);
    expect(cache.size).toBe(10);
    expect(cache.get('k0', null)).toBeNull();
    expect(text(cache.get('k10', null)?.body)).toBe('<p>10</p>');
  });

  it('keeps the stored bodies and their compressed copies under its byte budget, oldest out first', () => {
    const cache = new PageCache(60_000, 1000, Date.now, 10_000);
    const page = (i: number) => `<p>${'ب'.repeat(1000)}${i}</p>`; // ~2 KB of UTF-8
    for (let i = 0; i < 20; i++) cache.set(`k${i}`, 200, new Headers(), page(i), NONCE);
    expect(cache.storedBytes).toBeLessThanOrEqual(10_000);
    expect(cache.size).toBe(4);
    expect(cache.get('k0', null)).toBeNull();
    expect(text(cache.get('k19', null)?.body)).toBe(page(19));
    const before = cache.storedBytes;
    const br = cache.get('k19', 'br')!.body;
    expect(cache.storedBytes).toBe(before + br.length);
    cache.set('big', 200, new Headers(), 'x'.repeat(5_000), NONCE);
    expect(cache.get('big', null)).toBeNull();
  });

  it('stores no nonce: the scripts that carried it are allowed by hash in the policy kept with the page', () => {
    const cache = new PageCache();
    const body = `<script nonce="${NONCE}">a()</script><p>كَتَبَ</p><script>b()</script><link nonce="${NONCE}" rel="stylesheet" href="/a.css"/>`;
    cache.set('k', 200, new Headers({ 'content-type': 'text/html', 'content-security-policy': `script-src 'nonce-${NONCE}'`, 'set-cookie': 'a=b' }), body, NONCE);
    const hit = cache.get('k', null)!;
    expect(text(hit.body)).toBe('<script>a()</script><p>كَتَبَ</p><script>b()</script><link rel="stylesheet" href="/a.css"/>');
    expect(Object.fromEntries(hit.headers)).toEqual({
      'content-type': 'text/html',
      // a() only (hash from Python's hashlib): b() had no nonce
      'content-security-policy': expect.stringContaining("script-src 'self' 'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4=';"),
    });
    expect(JSON.stringify(hit)).not.toContain(NONCE);
    cache.set('k2', 200, new Headers(), `<p title="${NONCE}"></p>`, NONCE);
    expect(cache.get('k2', null)).toBeNull();
  });

  it('compresses each encoding once, on its first request, and serves those same bytes after', () => {
    const cache = new PageCache();
    const body = `<main>${'<p>كَتَبَ يَكْتُبُ كِتَابَةً</p>'.repeat(100)}</main>`;
    cache.set('k', 200, new Headers(), body, NONCE);
    const br = cache.get('k', 'br')!;
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(body);
    expect(cache.get('k', 'br')!.body).toBe(br.body);
    const gzip = cache.get('k', 'gzip')!;
    expect(gunzipSync(gzip.body).toString()).toBe(body);
    expect(cache.get('k', 'gzip')!.body).toBe(gzip.body);
    expect(cache.storedBytes).toBe(Buffer.byteLength(body) + br.body.length + gzip.body.length);
    // below 1 KB a page goes as it is
    cache.set('small', 200, new Headers(), '<p>كَتَبَ</p>', NONCE);
    expect(cache.get('small', 'br')).toMatchObject({ encoding: null, body: Buffer.from('<p>كَتَبَ</p>') });
  });

  it('keys only anonymous GET/HEAD page requests without a query', () => {
    const cache = new PageCache();
    expect(cache.keyOf(req('/en/faq', 'locale=en; fixedFontSize=20'))).toContain('/en/faq');
    expect(cache.keyOf(req('/en/faq', 'token=abc'))).toBeNull();
    expect(cache.keyOf(req('/en/faq', 'csrf_token=abc; locale=en'))).toBeNull();
    expect(cache.keyOf(req('/en/help-center?q=exam'))).toBeNull();
    expect(cache.keyOf(req('/en/contact-us', undefined, 'POST'))).toBeNull();
    expect(cache.keyOf(req('/en/faq', 'locale=%E0%A4%A'))).not.toBeNull();
    expect(cache.keyOf(req('/en/faq', 'locale=ar'))).not.toBe(cache.keyOf(req('/en/faq', 'locale=en')));
  });

  it('stores only 200 HTML answers without cookies or no-store', () => {
    const html = { 'content-type': 'text/html; charset=utf-8' };
    expect(PageCache.cacheable(new Response('x', { status: 200, headers: html }))).toBe(true);
    expect(PageCache.cacheable(new Response('x', { status: 404, headers: html }))).toBe(false);
    expect(PageCache.cacheable(new Response('x', { status: 200, headers: { ...html, 'set-cookie': 'a=b' } }))).toBe(false);
    expect(PageCache.cacheable(new Response('x', { status: 200, headers: { ...html, 'cache-control': 'private' } }))).toBe(false);
    expect(PageCache.cacheable(new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }))).toBe(false);
  });

  it('keeps each body part in a buffer of its own, not a slice of a shared slab', () => {
    const small = ownBytes('{"data":[]}');
    expect(small.toString()).toBe('{"data":[]}');
    expect(small.buffer.byteLength).toBe(small.length);
    expect(Buffer.from('{"data":[]}').buffer.byteLength).toBeGreaterThan(small.length); // what it avoids
  });
});
