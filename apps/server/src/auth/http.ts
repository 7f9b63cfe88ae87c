import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiKeyResolver } from '../http/guards.ts';
import { pageMemo } from '../http/page-memo.ts';
import { csrfOk, TOKEN_COOKIE } from '../http/session-cookies.ts';
import type { Sessions } from './sessions.ts';

function bearerOf(request: FastifyRequest): string | null {
  const h = request.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m ? m[1]! : null;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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
