import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { SESSION_REMEMBER_TTL_MS, type AccountType } from '@tasreef/contracts/auth';
import { isOwnOrigin } from '../http/origin.ts';
import type { UserRow } from '../db/accounts.ts';
import type { RequestMeta } from '../lib/audit.ts';
import { AppError, forbidden, unauthenticated } from '../http/errors.ts';
import { pageMemo } from '../http/page-memo.ts';
import type { Sessions, SessionRow } from './sessions.ts';
import { hmacHex, safeEqual } from '../http/signing.ts';

export const TOKEN_COOKIE = 'token';
export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';
/** Client-readable flags the web app keeps (specification, section 3): signed in = both set. */
export const VERIFIED_COOKIE = 'isVerified';
export const LOGGED_IN_COOKIE = 'loggedIn';

export interface AuthState {
  user: UserRow;
  /** null for an API key, which has no session (it never reaches the routes that use one). */
  session: SessionRow | null;
  via: 'bearer' | 'cookie' | 'key';
  /** The API key that made the request, with its scopes (ADR 0083); null for a session. */
  apiKey?: { id: string; scopes: string[] } | null;
}

/** Takes a bearer token that is an API key (`tsk_…`) to its owner, or throws why not (integrations/key-auth.ts). */
export type ApiKeyResolver = (request: FastifyRequest, reply: FastifyReply, token: string) => Promise<AuthState>;

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthState | null;
    /** A live session cookie came without the CSRF proof: the request counts as signed out. */
    csrfRejected: boolean;
  }
}

export const requestMeta = (request: FastifyRequest): RequestMeta => ({ ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null });

function bearerOf(request: FastifyRequest): string | null {
  const h = request.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m ? m[1]! : null;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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

/**
 * The onRequest hook of the API scope: who is calling, if anyone. A cookie session without the
 * CSRF proof on a state change is not used: public calls go on as signed out, guarded ones answer
 * 403 `csrf_failed` (not 401, which would sign the web app out).
 */
export function authenticator(sessions: Sessions, allowedOrigins: readonly string[], secretKey: string, apiKeys?: ApiKeyResolver) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    request.auth = null;
    request.csrfRejected = false;
    const bearer = bearerOf(request);
    // A key is never a session token (those are 43 base64url characters): it is answered by itself.
    if (bearer?.startsWith('tsk_') && apiKeys) {
      request.auth = await apiKeys(request, reply, bearer);
      return;
    }
    const token = bearer ?? request.cookies[TOKEN_COOKIE] ?? null;
    if (!token) return;
    // a page's in-process calls share one lookup (http/page-memo.ts: a GET with the page's cookies only)
    const found = await pageMemo(request, `session:${token}`, () => sessions.resolve(token));
    if (!found) return;
    const via = bearer ? 'bearer' : 'cookie';
    if (via === 'cookie' && UNSAFE.has(request.method) && !csrfOk(request, allowedOrigins, secretKey)) {
      request.csrfRejected = true;
      return;
    }
    request.auth = { ...found, via };
  };
}

function signedIn(request: FastifyRequest): AuthState {
  if (request.auth) return request.auth;
  if (request.csrfRejected) throw new AppError('forbidden', 403, 'csrf_failed');
  throw unauthenticated();
}

export const requireAuth: preHandlerAsyncHookHandler = async (request) => {
  signedIn(request);
};

export const requireVerified: preHandlerAsyncHookHandler = async (request) => {
  if (!signedIn(request).user.emailVerifiedAt) throw new AppError('forbidden', 403, 'email_not_verified');
};

/** Signed in, verified, and of one of `types` (else the 403 of section 6). */
export function requireType(...types: AccountType[]): preHandlerAsyncHookHandler {
  return async (request) => {
    signedIn(request);
    if (!request.auth) throw unauthenticated();
    if (!request.auth.user.emailVerifiedAt) throw new AppError('forbidden', 403, 'email_not_verified');
    if (!request.auth.user.type || !types.includes(request.auth.user.type)) throw forbidden();
  };
}

/** The is-educator guard. */
export const requireEducator = requireType('educator');
export const requireAdmin = requireType('admin');

export function authed(request: FastifyRequest): AuthState {
  return signedIn(request);
}

/** The caller's session, for the routes that act on it (sign-out, profile, password): keys never reach them. */
export function sessionOf(request: FastifyRequest): SessionRow {
  const { session } = signedIn(request);
  if (!session) throw new AppError('forbidden', 403, 'api_key_route');
  return session;
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
