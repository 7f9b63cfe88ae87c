/**
 * The HTTP server lets go of slow and idle clients (ADR 0061), over a real loopback socket: the
 * app listens with its limits shortened (so the test takes seconds), and a client sends its headers
 * or its body a byte at a time, or keeps a connection idle. The production values are checked
 * apart, on an app built with the defaults.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SERVER_TIMEOUTS, type ServerTimeouts } from '../../src/http/timeouts.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

const SHORT: ServerTimeouts = { headersMs: 600, requestMs: 1_200, keepAliveMs: 900, idleSocketMs: 5_000, checkEveryMs: 50 };
/** How late a limit may act on a busy machine before the test calls it missing. */
const SLACK_MS = 1_500;
const DRIP_MS = 40;

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ options: { timeouts: SHORT } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
}, 120_000);
afterAll(async () => t?.cleanup());

interface Ended {
  /** ms from the connection to its end */
  after: number;
  /** everything the server sent */
  received: string;
}

/**
 * Opens a connection, writes `head` at once, then `drip` one byte every DRIP_MS; resolves when the
 * server closes the connection (or fails the test past `giveUpMs`).
 */
function connection(head: string, drip: string, giveUpMs: number, onData?: (received: string, socket: net.Socket) => void): Promise<Ended> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const start = performance.now();
    let received = '';
    let i = 0;
    let timer: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection ${giveUpMs} ms; got: ${received}`));
    }, giveUpMs);
    socket.setEncoding('latin1');
    socket.on('connect', () => {
      if (head) socket.write(head);
      if (drip)
        timer = setInterval(() => {
          if (i < drip.length && !socket.destroyed) socket.write(drip[i++]!);
        }, DRIP_MS);
    });
    socket.on('data', (chunk: string) => {
      received += chunk;
      onData?.(received, socket);
    });
    socket.on('error', () => undefined); // a reset is an end like a close
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ after: performance.now() - start, received });
    });
  });
}

describe('a slow or idle client is let go', () => {
  it('headers sent a byte at a time: cut at the headers limit (408), long before they end', async () => {
    const padding = `X-Pad: ${'a'.repeat(2_000)}\r\n\r\n`; // 2,000 × 40 ms: 80 s if let be
    const ended = await connection('GET /healthz HTTP/1.1\r\nHost: tasreef.test\r\n', padding, SHORT.headersMs + SLACK_MS + 1_000);
    expect(ended.after).toBeGreaterThanOrEqual(SHORT.headersMs - 50);
    expect(ended.after).toBeLessThan(SHORT.headersMs + SLACK_MS);
    expect(ended.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('a body sent a byte at a time: cut at the request limit (408), long before it ends', async () => {
    const body = JSON.stringify({ name: 'Slow Sender', email: 'slow@example.test', subject: 'slow', message: 'x'.repeat(1_000) });
    const head = `POST /api/v1/en/contact HTTP/1.1\r\nHost: tasreef.test\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
    const ended = await connection(head, body, SHORT.requestMs + SLACK_MS + 1_000);
    expect(ended.after).toBeGreaterThanOrEqual(SHORT.requestMs - 50);
    expect(ended.after).toBeLessThan(SHORT.requestMs + SLACK_MS);
    expect(ended.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('an idle keep-alive connection: answered, reused, then closed at the keep-alive limit', async () => {
    const get = 'GET /healthz HTTP/1.1\r\nHost: tasreef.test\r\n\r\n';
    let answers = 0;
    let lastAnswerAt = 0;
    const start = performance.now();
    const ended = await connection(get, '', SHORT.keepAliveMs * 2 + SLACK_MS + 1_000, (received, socket) => {
      const count = received.split('HTTP/1.1 200 ').length - 1;
      if (count === answers) return;
      answers = count;
      lastAnswerAt = performance.now() - start;
      // the second request well within the limit: the connection is still open for it
      if (answers === 1) setTimeout(() => socket.write(get), SHORT.keepAliveMs / 5);
    });
    expect(answers).toBe(2);
    // longer than the headers limit: it is the keep-alive limit that closed it, not the next request's headers one
    const idle = ended.after - lastAnswerAt;
    expect(idle).toBeGreaterThanOrEqual(SHORT.keepAliveMs - 50);
    expect(idle).toBeLessThan(SHORT.keepAliveMs + SLACK_MS);
  });

  it('a quick client is answered whole on the same server', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.status).toBe(200);
  });
});

describe('the production values', () => {
  it('are the ones of ADR 0061, on the server the app builds', async () => {
    expect(SERVER_TIMEOUTS).toEqual({ headersMs: 20_000, requestMs: 300_000, keepAliveMs: 72_000, idleSocketMs: 120_000, checkEveryMs: 1_000 });
    const plain = await createTestApp();
    try {
      const server = plain.app.server;
      expect(server.headersTimeout).toBe(20_000);
      expect(server.requestTimeout).toBe(300_000);
      expect(server.keepAliveTimeout).toBe(72_000);
      expect(server.timeout).toBe(120_000);
      // a headers limit is only as good as how often it is checked (node's default: every 30 s)
      expect(SERVER_TIMEOUTS.checkEveryMs).toBeLessThan(SERVER_TIMEOUTS.headersMs / 10);
    } finally {
      await plain.cleanup();
    }
  });
});
