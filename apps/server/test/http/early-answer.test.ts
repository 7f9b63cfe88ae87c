/**
 * An answer sent before the body was read (a 401 to an upload sent signed out) waits for the rest
 * of the body (http/early-answer.ts), so a client still writing reads the answer instead of EPIPE or
 * a reset. The fuzzer met this once in 10,000 requests (an 11 MB upload answered 401); here the
 * client waits after its first bytes, which makes the early close certain without the drain.
 */
import { connect, type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
}, 300_000);
afterAll(async () => t?.cleanup());

const BOUNDARY = 'early-answer-boundary';
const BODY_BYTES = 4 * 1_048_576;

/** Headers and 64 KB, a pause, then the rest in 256 KB writes; what came back and the first socket error. */
function uploadInTwoGoes(path: string, pauseMs: number): Promise<{ data: string; error: string | null; answeredDuringPause: boolean }> {
  const body = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="r.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.alloc(BODY_BYTES, 'a'),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  const head = `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${body.length}\r\n\r\n`;
  return new Promise((resolve) => {
    let data = '';
    let error: string | null = null;
    let answeredDuringPause = false;
    let pausing = true;
    const socket = connect(port, '127.0.0.1', async () => {
      socket.write(head);
      socket.write(body.subarray(0, 65_536));
      await sleep(pauseMs);
      pausing = false;
      for (let at = 65_536; at < body.length && !socket.destroyed; at += 262_144) {
        const chunk = body.subarray(at, Math.min(at + 262_144, body.length));
        if (!socket.write(chunk)) await new Promise((r) => socket.once('drain', r).once('close', r));
      }
      if (!socket.destroyed) socket.end();
    });
    socket.on('data', (d: Buffer) => {
      if (pausing) answeredDuringPause = true;
      data += d.toString('latin1');
    });
    socket.on('error', (err: NodeJS.ErrnoException) => (error ??= err.code ?? err.message));
    socket.on('close', () => resolve({ data, error, answeredDuringPause }));
  });
}

describe('an answer to a body not read', () => {
  it('waits for the rest of the body, then the client reads it: no EPIPE, no reset', async () => {
    const r = await uploadInTwoGoes('/api/v1/en/roster/imports', 400);
    expect(r.error).toBeNull();
    expect(r.answeredDuringPause).toBe(false);
    expect(r.data).toMatch(/^HTTP\/1\.1 401 /);
  });
});
