import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LOCALE, isLocale, type Locale, type MessageKey } from '@tasreef/contracts';
import { errorBody } from './errors.ts';

/** How long, and how many more bytes, a refused request's rest is read and dropped before the socket is destroyed. */
export const LINGER_MS = 5_000;
export const LINGER_BYTES = 16 * 1_048_576;

/** Sockets already answered: Node reports the parse error again for every chunk that still comes. */
const lingering = new WeakMap<Socket, number>();

/** The locale of the path on a request line (`GET /api/v1/en/… HTTP/1.1`, `GET /ar/…`), when the bytes show it. */
function localeOfRequestLine(raw: Buffer | undefined): Locale {
  const line = raw?.subarray(0, 64).toString('latin1') ?? '';
  const locale = /^[A-Z]+ \/(?:api\/v1\/)?([a-z]{2})(?:[/?# ]|$)/.exec(line)?.[1];
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/**
 * What answers a request Node could not parse (there is no request object, so the one error path
 * of errors.ts never sees it): a request line or headers over Node's limit (16 KB), or bytes that
 * are not HTTP. Fastify's default wrote its answer and destroyed the socket at once; with the
 * rest of a long request still unread the kernel then resets the connection, and the client lost
 * the answer (a 2.4 MB URL met "connection reset" instead of a 4xx). Here the answer is:
 * - 414 when the chunk that overflowed starts with a request line that has not ended (the URL
 *   alone is too long), 431 for any other overflow, 400 for any other parse error, localized in
 *   the API's error shape by the locale of the path when the first bytes show it;
 * - `Connection: close`, then a half close, reading and dropping what the client still sends
 *   (a lingering close, as nginx does) for at most LINGER_MS and LINGER_BYTES, then destroy.
 * A request timeout keeps Fastify's answer (408) and is destroyed at once: a slow client gets no
 * more time.
 */
export function clientErrorHandler(this: FastifyInstance, err: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  // the bytes of the chunk Node was parsing (Fastify's types describe them as their JSON form)
  const raw = Buffer.isBuffer(err.rawPacket) ? err.rawPacket : undefined;
  const since = lingering.get(socket);
  if (since !== undefined) {
    if (socket.bytesRead - since > LINGER_BYTES) socket.destroy();
    return;
  }
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    const body = '{"error":"Request Timeout","message":"Client Timeout","statusCode":408}';
    if (socket.writable) socket.write(`HTTP/1.1 408 Request Timeout\r\nContent-Length: ${body.length}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${body}`);
    socket.destroy(err);
    return;
  }
  let status = 400;
  let reason = 'Bad Request';
  let key: MessageKey = 'bad_request';
  if (err.code === 'HPE_HEADER_OVERFLOW') {
    const urlTooLong = !!raw && /^[A-Z]+ /.test(raw.subarray(0, 16).toString('latin1')) && !raw.includes('\n');
    [status, reason, key] = urlTooLong ? [414, 'URI Too Long', 'uri_too_long'] : [431, 'Request Header Fields Too Large', 'headers_too_large'];
  }
  this.log.debug({ err: { code: err.code, message: err.message }, status }, 'request not parsed');
  lingering.set(socket, socket.bytesRead);
  const body = JSON.stringify(errorBody(localeOfRequestLine(raw), 'bad_request', key));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.end();
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}
