import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** Control characters other than tab: what the HTTP grammar forbids in a header value (RFC 9110, 5.5). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\0-\x08\x0a-\x1f\x7f]/;

/**
 * Header values reach the database (the user agent in sessions and the audit log, the address
 * behind a proxy in throttles), and PostgreSQL refuses NUL in text. Node's HTTP parser already
 * answers 400 to such a request on a socket; this onRequest hook gives the same answer to what
 * does not come through that parser (`inject`: the pages' own API calls, tests) or through a
 * lenient one, so no header-derived value needs cleaning further down.
 */
export async function refuseControlCharactersInHeaders(request: FastifyRequest): Promise<void> {
  const raw = request.raw.rawHeaders;
  for (let i = 1; i < raw.length; i += 2) {
    if (CONTROL.test(raw[i]!)) throw new AppError('bad_request', 400);
  }
}
