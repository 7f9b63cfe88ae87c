import { errorBodySchema } from '@tasreef/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiDownload, apiFetch, errorBodyOf, fileNameOf } from './api-fetch.ts';

interface Call {
  url: string;
  init: RequestInit & { headers: Record<string, string> };
}

/** A fetch that answers `status` with `body` and records what it was asked. */
function answer(status: number, body: unknown): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: Call['init']) => {
    calls.push({ url, init });
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(status === 204 ? null : text, { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

const refused = {
  error: { code: 'validation_failed', message: 'Check the form.', details: [{ path: 'email', issue: 'Enter an email.' }] },
  message: 'Check the form.',
};

afterEach(() => vi.unstubAllGlobals());

describe('apiFetch', () => {
  it('sends a state change as JSON with the session CSRF token as x-csrf-token', async () => {
    vi.stubGlobal('document', { cookie: 'loggedIn=1; csrf_token=abc123' });
    const calls = answer(200, { data: { message: 'Sent.' } });
    const res = await apiFetch('en', '/contact', { method: 'POST', body: { name: 'A' } });
    expect(res).toEqual({ ok: true, status: 200, data: { message: 'Sent.' } });
    expect(calls[0]!.url).toBe('/api/v1/en/contact');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.headers).toEqual({ accept: 'application/json', 'content-type': 'application/json', 'x-csrf-token': 'abc123' });
    expect(calls[0]!.init.body).toBe('{"name":"A"}');
  });

  it('sends no CSRF header on a read, nor when signed out', async () => {
    vi.stubGlobal('document', { cookie: 'csrf_token=abc123' });
    const calls = answer(200, { data: [] });
    await apiFetch('ar', '/autocomplete?q=x');
    expect(calls[0]!.init.headers).toEqual({ accept: 'application/json' });
    vi.stubGlobal('document', { cookie: '' });
    await apiFetch('ar', '/attempts/1/submit', { method: 'POST' });
    expect(calls[1]!.init.headers).toEqual({ accept: 'application/json' });
  });

  it("answers an error with the API's ErrorBody", async () => {
    answer(422, refused);
    const res = await apiFetch('en', '/contact', { method: 'POST', body: {} });
    expect(res).toEqual({ ok: false, status: 422, error: refused });
  });

  it('answers an error without a JSON body with an ErrorBody that names the status', async () => {
    answer(502, '<html>Bad gateway</html>');
    const res = await apiFetch('en', '/account');
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(errorBodySchema.parse(res.error)).toEqual({ error: { code: 'http_502', message: '', details: [] }, message: '' });
  });

  it('parses data with the schema given, and calls an answer that does not fit an error', async () => {
    const schema = z.object({ n: z.number() });
    answer(200, { data: { n: 1, extra: true } });
    expect(await apiFetch('en', '/x', { schema })).toEqual({ ok: true, status: 200, data: { n: 1 } });
    answer(200, { data: { n: 'one' } });
    const res = await apiFetch('en', '/x', { schema });
    expect(res.ok ? null : res.error.error.code).toBe('invalid_response');
  });

  it('calls a success whose body is not JSON an invalid response, and an empty one a success without data', async () => {
    answer(200, '<html>a proxy page</html>');
    const res = await apiFetch('en', '/autocomplete?q=x');
    expect(res.ok ? null : res.error.error.code).toBe('invalid_response');
    answer(204, '');
    expect(await apiFetch('en', '/x', { method: 'DELETE' })).toEqual({ ok: true, status: 204, data: undefined });
  });

  it('rejects when aborted while the body arrives, never a success without data', async () => {
    const ctrl = new AbortController();
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      // the headers have come; the body comes in two chunks and the caller aborts between them
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          c.enqueue(new TextEncoder().encode('{"data":['));
          init.signal?.addEventListener('abort', () => c.error(new DOMException('The operation was aborted.', 'AbortError')));
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const pending = apiFetch('ar', '/autocomplete?q=x', { signal: ctrl.signal });
    ctrl.abort();
    await expect(pending).rejects.toThrow(/abort/i);
  });

  it('rejects on a network failure, as fetch does', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiFetch('en', '/account')).rejects.toThrow('Failed to fetch');
  });
});

describe('errorBodyOf', () => {
  it('agrees with the contracts schema on what is an ErrorBody', () => {
    const samples: unknown[] = [
      refused,
      { error: { code: 'x', message: 'y', details: [] }, message: 'y' },
      { error: { code: 'x', message: 'y' }, message: 'y' },
      { error: { code: 1, message: 'y', details: [] }, message: 'y' },
      { message: 'only' },
      null,
      'text',
    ];
    for (const s of samples) {
      const ok = errorBodySchema.safeParse(s).success;
      expect(errorBodyOf(500, s).error.code === 'http_500', JSON.stringify(s)).toBe(!ok);
      if (ok) expect(errorBodyOf(500, s)).toEqual(s);
    }
  });
});

describe('apiDownload', () => {
  it('posts the body with the CSRF header and answers the bytes with the name the server gave', async () => {
    vi.stubGlobal('document', { cookie: 'csrf_token=abc123' });
    const calls: Call[] = [];
    vi.stubGlobal('fetch', async (url: string, init: Call['init']) => {
      calls.push({ url, init });
      return new Response('a,b\r\n', {
        status: 200,
        headers: { 'content-disposition': `attachment; filename="x.csv"; filename*=UTF-8''${encodeURIComponent('كلمات المرور.csv')}` },
      });
    });
    const res = await apiDownload('ar', '/roster/imports/1/sheet', { token: 't', format: 'csv' });
    expect(calls[0]!.url).toBe('/api/v1/ar/roster/imports/1/sheet');
    expect(calls[0]!.init.headers['x-csrf-token']).toBe('abc123');
    expect(calls[0]!.init.body).toBe('{"token":"t","format":"csv"}');
    expect(res.ok && (await res.blob.text())).toBe('a,b\r\n');
    expect(res.ok && res.fileName).toBe('كلمات المرور.csv');
  });

  it('answers a refusal as the error body (the localized message the page shows)', async () => {
    answer(409, { error: { code: 'conflict', message: 'Taken.', details: [] }, message: 'Taken.' });
    expect(await apiDownload('en', '/x', {})).toEqual({ ok: false, status: 409, error: { error: { code: 'conflict', message: 'Taken.', details: [] }, message: 'Taken.' } });
  });

  it('reads no name from a header without filename*', () => {
    expect(fileNameOf('attachment; filename="x.pdf"')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf("attachment; filename*=UTF-8''%E0%A4%A")).toBeNull();
  });
});
