/**
 * A request Node cannot parse gets an answer the client can read (http/client-error.ts): a URL
 * over Node's 16 KB limit is a 414, headers over it a 431, in the API's error shape and the path's
 * language, and the connection is closed cleanly, not reset — even while the client is still
 * sending megabytes of the request (the fuzzer's 2.4 MB URL met "connection reset" before).
 */
import http from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@tasreef/contracts';
import { createTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
}, 300_000);
afterAll(async () => t?.cleanup());

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Sends as Node's client does (the whole request written at once, no pooled socket); rejects on a reset. */
function send(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ agent: false, host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Writes `request` whole on a raw socket and reads to the end: what came back, and the socket error, if any (a reset). */
function rawExchange(request: Buffer | string): Promise<{ data: string; error: string | null }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    let data = '';
    let error: string | null = null;
    socket.on('data', (d: Buffer) => (data += d.toString('latin1')));
    socket.on('error', (err: NodeJS.ErrnoException) => (error = err.code ?? err.message));
    socket.on('close', () => resolve({ data, error }));
  });
}

describe('a request over Node’s header limit', () => {
  it('is read to its end and answered: 8 MB of URL meet a 414 and a clean close, not a reset', async () => {
    for (let i = 0; i < 3; i++) {
      const { data, error } = await rawExchange(`GET /api/v1/en/verbs?q=${'a'.repeat(8 * 1_048_576)} HTTP/1.1\r\nHost: x\r\n\r\n`);
      expect(error).toBeNull();
      expect(data).toMatch(/^HTTP\/1\.1 414 URI Too Long\r\n/);
      expect(data).toContain(translate('en', 'uri_too_long'));
    }
  });

  it('a 2.4 MB URL is a 414 in the language of its path, not a reset', async () => {
    const path = `/api/v1/en/verbs?q=${'%F0%9F%98%80'.repeat(200_000)}`;
    expect(path.length).toBeGreaterThan(2_400_000);
    for (let i = 0; i < 3; i++) {
      const answer = await send(path);
      expect(answer.status).toBe(414);
      expect(answer.headers.connection).toBe('close');
      expect(JSON.parse(answer.body)).toEqual({
        error: { code: 'bad_request', message: translate('en', 'uri_too_long'), details: [] },
        message: translate('en', 'uri_too_long'),
      });
    }
    const page = await send(`/ar/${'a'.repeat(3_000_000)}`);
    expect(page.status).toBe(414);
    expect(JSON.parse(page.body).message).toBe(translate('ar', 'uri_too_long'));
  });

  it('headers of 2 MB are a 431, a bare line over the limit a 400; the server answers the next request', async () => {
    const answer = await send('/healthz', { cookie: `a=${'x'.repeat(2_000_000)}` });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body).error.message).toBe(translate('ar', 'headers_too_large'));
    const garbage = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(`${'\u0001'.repeat(100_000)}\r\n\r\n`));
      let data = '';
      socket.on('data', (d: Buffer) => (data += d.toString('latin1')));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expect((await send('/healthz')).status).toBe(200);
  });

  it('a client that keeps sending after the answer is cut off once the linger ends', async () => {
    const closed = await new Promise<{ data: string; ms: number }>((resolve) => {
      const t0 = performance.now();
      const socket = connect(port, '127.0.0.1');
      let data = '';
      const chunk = Buffer.alloc(64 * 1024, 'a');
      const pump = () => {
        while (!socket.destroyed && socket.write(chunk));
      };
      socket.on('connect', () => {
        socket.write('GET /');
        pump();
      });
      socket.on('drain', pump);
      socket.on('data', (d: Buffer) => (data += d.toString('latin1')));
      socket.on('error', () => {});
      socket.on('close', () => resolve({ data, ms: performance.now() - t0 }));
    });
    expect(closed.data).toMatch(/^HTTP\/1\.1 414 /);
    expect(closed.ms).toBeLessThan(15_000);
  }, 30_000);
});
