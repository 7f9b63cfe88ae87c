import type { FastifyRequest } from 'fastify';

/**
 * Where a state-changing request comes from, for cross-site request forgery checks (ADR 0016).
 * "Ours" is this request's own origin (the scheme and Host the client addressed) or one of
 * `trusted` (PUBLIC_URL's origin, for a proxy that rewrites Host or the scheme).
 */
export function isOwnOrigin(origin: string, request: FastifyRequest, trusted: readonly string[]): boolean {
  return origin === `${request.protocol}://${request.host}` || trusted.includes(origin);
}

function originOfUrl(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Whether a form post was sent from one of our own pages, by the standard headers in OWASP's
 * order: the first one present decides.
 * - `Origin`: ours, else refused; `null` too (sandboxed frames and data: documents send it, so
 *   another site can make a browser send it).
 * - `Sec-Fetch-Site`: `same-origin`, or `none` (the visitor's own doing); `same-site` is refused,
 *   since a sibling subdomain is not us.
 * - `Referer`: its origin is ours.
 * - None of them: no browser of the last years sent it (every one sends Origin on a POST), so no
 *   visitor's cookies are being used behind their back; scripts and tests post forms that way.
 */
export function sentFromOwnPages(request: FastifyRequest, trusted: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return origin !== 'null' && isOwnOrigin(origin, request, trusted);
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const referer = request.headers.referer;
  if (referer !== undefined) {
    const from = originOfUrl(referer);
    return from !== null && isOwnOrigin(from, request, trusted);
  }
  return true;
}
