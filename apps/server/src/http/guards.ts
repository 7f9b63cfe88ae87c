/**
 * Who is calling, as the authenticator (auth/http.ts) found it, and the route guards every feature
 * puts in front of its routes: signed in, verified, of an account type; the caller's session.
 */
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AccountType } from '@tasreef/contracts/auth';
import type { SessionRow, UserRow } from '../db/accounts.ts';
import type { RequestMeta } from '../lib/audit.ts';
import { AppError, forbidden, unauthenticated } from './errors.ts';

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
