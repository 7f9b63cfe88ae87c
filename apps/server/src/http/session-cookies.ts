/**
 * The session's cookies: the HttpOnly token, its CSRF token (double submit, bound to the session)
 * and the two flags the web app reads; the proof a cookie-authenticated state change must bring.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_REMEMBER_TTL_MS } from '@tasreef/contracts/auth';
import { isOwnOrigin } from './origin.ts';
import { hmacHex, safeEqual } from './signing.ts';

export const TOKEN_COOKIE = 'token';
export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';
/** Client-readable flags the web app keeps (specification, section 3): signed in = both set. */
export const VERIFIED_COOKIE = 'isVerified';
export const LOGGED_IN_COOKIE = 'loggedIn';

/**
 * The CSRF token of a session: an HMAC of its token under SECRET_KEY, so only our server can make
 * it. A plain random cookie would prove nothing against a sibling subdomain, which can plant a
 * `csrf_token` cookie of its own choosing and send the same value in the header.
 */
export function csrfTokenFor(secretKey: string, sessionToken: string): string {
  return hmacHex(secretKey, `csrf:${sessionToken}`);
}

/**
 * A cookie-authenticated state change must prove it comes from our pages: the `x-csrf-token`
 * header equal to the session's CSRF token (the web app reads it from the `csrf_token` cookie:
 * double submit, bound to the session), or an `Origin` that is ours.
 * Bearer tokens need no such proof: a browser never adds them on its own.
 */
export function csrfOk(request: FastifyRequest, allowedOrigins: readonly string[], secretKey: string): boolean {
  const session = request.cookies[TOKEN_COOKIE];
  const header = request.headers[CSRF_HEADER];
  if (session && typeof header === 'string' && safeEqual(csrfTokenFor(secretKey, session), header)) return true;
  const origin = request.headers.origin;
  return typeof origin === 'string' && origin !== 'null' && isOwnOrigin(origin, request, allowedOrigins);
}

/** Sets the HttpOnly session cookie, the session's CSRF cookie and the client flags after a sign-in. */
export function setSessionCookies(reply: FastifyReply, token: string, remember: boolean, verified: boolean, secure: boolean, secretKey: string): void {
  const maxAge = remember ? Math.floor(SESSION_REMEMBER_TTL_MS / 1000) : undefined;
  const base = { path: '/', sameSite: 'lax' as const, secure, ...(maxAge ? { maxAge } : {}) };
  reply.setCookie(TOKEN_COOKIE, token, { ...base, httpOnly: true });
  reply.setCookie(CSRF_COOKIE, csrfTokenFor(secretKey, token), { ...base, httpOnly: false });
  reply.setCookie(LOGGED_IN_COOKIE, '1', { ...base, httpOnly: false });
  reply.setCookie(VERIFIED_COOKIE, verified ? '1' : '0', { ...base, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  for (const name of [TOKEN_COOKIE, CSRF_COOKIE, LOGGED_IN_COOKIE, VERIFIED_COOKIE]) reply.clearCookie(name, { path: '/', secure });
}
