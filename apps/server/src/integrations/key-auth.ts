import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthState } from '../http/guards.ts';
import { AppError, localeOf, rateLimited } from '../http/errors.ts';
import { assertIntegrations } from './access.ts';
import { resolveKey } from './api-keys.ts';
import { scopeOf } from './scopes.ts';

const WINDOW_MS = 60_000;

/**
 * How the API scope's authenticator takes a bearer token that is an API key (`tsk_…`): the key
 * and its owner, the key's own rate limit (`RateLimit-*` headers, 429 past it; counted in the
 * database like every limit, ADR 0016), the operation's scope, and the owner's plan. Any refusal is
 * an AppError answered by the one error handler.
 */
export function apiKeyAuthenticator(app: FastifyInstance, perMinute: number) {
  return async (request: FastifyRequest, reply: FastifyReply, token: string): Promise<AuthState> => {
    const { key, user } = await resolveKey(app.db, token, app.clock());
    const { current, ttl } = await app.rateLimitCounts.hit(`apikey:${key.id}`, WINDOW_MS, perMinute);
    const reset = Math.max(1, Math.ceil(ttl / 1000));
    reply.header('ratelimit-limit', perMinute);
    reply.header('ratelimit-remaining', Math.max(0, perMinute - current));
    reply.header('ratelimit-reset', reset);
    if (current > perMinute) throw rateLimited(reset);
    const scope = scopeOf(request.method, request.routeOptions.url);
    if (!scope) throw new AppError('forbidden', 403, 'api_key_route');
    if (!key.scopes.includes(scope)) throw new AppError('forbidden', 403, 'api_key_scope', { scope });
    await assertIntegrations(app.db, user.id, localeOf(request));
    return { user, session: null, via: 'key', apiKey: { id: key.id, scopes: key.scopes } };
  };
}
