/**
 * Sends a generated request as it is: the path and header bytes untouched (Node's client writes
 * them as latin1, one byte per character), the body as given. Answers with the status (0 when
 * the connection was reset or closed without one: a failure, since the server answers even a
 * request it cannot parse) and the start of the body, kept for 5xx reports.
 */
import http from 'node:http';
import type { FuzzRequest } from './requests.ts';

export interface Credentials {
  token: string;
  csrf: string;
}

export interface Answer {
  status: number;
  /** The first bytes of the answer (for reports), or the client error. */
  sample: string;
  ms: number;
}

const TIMEOUT_MS = 30_000;

/** The identity's proof on the request: `Authorization: Bearer`, or the session and CSRF cookies plus the CSRF header. */
export function withCredentials(req: FuzzRequest, credentials: Credentials | null): Record<string, string> {
  const headers = { ...req.headers };
  if (!credentials || !req.via) return headers;
  if (req.via === 'bearer') headers.authorization ??= `Bearer ${credentials.token}`;
  else {
    const session = `token=${credentials.token}; csrf_token=${credentials.csrf}; loggedIn=1; isVerified=1`;
    headers.cookie = headers.cookie ? `${session}; ${headers.cookie}` : session;
    headers['x-csrf-token'] ??= credentials.csrf;
  }
  return headers;
}

/**
 * One connection per request (no pool): an answer that comes before the server read the whole
 * body (413, 431, 405) leaves the socket half-written, and a pool would hand that socket's
 * troubles to the next request.
 */
export function send(base: URL, req: FuzzRequest, credentials: Credentials | null): Promise<Answer> {
  const t0 = performance.now();
  return new Promise((resolve) => {
    let done = false;
    let request: http.ClientRequest | undefined;
    const finish = (status: number, sample: string) => {
      if (done) return;
      done = true;
      request?.destroy();
      resolve({ status, sample, ms: performance.now() - t0 });
    };
    try {
      request = http.request({
        agent: false,
        host: base.hostname,
        port: base.port,
        method: req.method,
        path: req.path,
        headers: { ...withCredentials(req, credentials), ...(req.body ? { 'content-length': String(req.body.length) } : {}) },
        setHost: !('host' in req.headers),
        timeout: TIMEOUT_MS,
      });
    } catch (err) {
      finish(-1, `client refused to send: ${(err as Error).message}`);
      return;
    }
    let started = '';
    let status = 0;
    const sent = request;
    sent.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      status = res.statusCode ?? 0;
      started = `${res.statusCode} began, then nothing: `;
      res.on('data', (chunk: Buffer) => {
        if (size < 2048) chunks.push(chunk);
        size += chunk.length;
      });
      res.on('end', () => finish(res.statusCode ?? 0, Buffer.concat(chunks).subarray(0, 2048).toString('utf8')));
      res.on('error', () => finish(res.statusCode ?? 0, ''));
    });
    sent.on('timeout', () => {
      finish(-2, `${started}no answer in ${TIMEOUT_MS / 1000} s`);
    });
    // An answer that came before the server read the whole request counts as that answer, even
    // if writing the rest then failed; an error before any answer is a reset (status 0).
    sent.on('error', (err) => finish(status, `${started}${(err as NodeJS.ErrnoException).code ?? err.message}`));
    sent.end(req.body ?? undefined);
  });
}
