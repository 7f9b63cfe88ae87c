import type { FastifyRequest } from 'fastify';
import { LINGER_BYTES } from './client-error.ts';

/** How long an answer waits for the rest of a body it did not read. */
export const DRAIN_MS = 5_000;

/**
 * An answer sent before the request's body was read — a 401 or 403 to an upload sent signed out, a
 * 413 from a length over the limit, a 415 — waits until the rest of the body has arrived and been
 * dropped (at most LINGER_BYTES and DRAIN_MS). Otherwise Node closes the connection with bytes still
 * unread, the kernel answers the client's next segment with a reset, and a client still writing
 * sees EPIPE or ECONNRESET instead of the answer (RFC 9112 §9.6; nginx's lingering close).
 * A body larger than the cap is not waited for: the connection closes as before.
 */
export async function drainUnreadBody(request: FastifyRequest): Promise<void> {
  const raw = request.raw;
  if (raw.complete || raw.destroyed || raw.readableEnded) return;
  const declared = Number(raw.headers['content-length']);
  if (Number.isFinite(declared) && declared > LINGER_BYTES) return;
  await new Promise<void>((resolve) => {
    let read = 0;
    const done = () => {
      clearTimeout(timer);
      raw.off('data', count);
      raw.off('end', done);
      raw.off('error', done);
      raw.off('close', done);
      resolve();
    };
    const count = (chunk: Buffer) => {
      read += chunk.length;
      if (read > LINGER_BYTES) done();
    };
    const timer = setTimeout(done, DRAIN_MS);
    raw.on('data', count);
    raw.on('end', done);
    raw.on('error', done);
    raw.on('close', done);
    raw.resume();
  });
}
