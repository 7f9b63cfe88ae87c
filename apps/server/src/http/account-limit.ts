import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rateLimited } from './errors.ts';

/**
 * A second limit on a route that keeps its own per-address one (`config.rateLimit`), counted under
 * `keyOf(request)` (an account): a preHandler that answers 429 once `max` is passed in `timeWindow`.
 *
 * Why not `app.rateLimit({ keyGenerator })` as the preHandler: @fastify/rate-limit marks a request
 * once any of its handlers ran, and the route's own limit runs first (onRequest), so that second
 * handler returns at once and never counts (the sheet's per-account limit never answered 429 so).
 * `createRateLimit` counts without the mark. No allow list: the web app's in-process calls, which
 * the API-wide limit lets through (web/internal-call.ts), are the visitor's tries all the same.
 */
export function accountLimit(app: FastifyInstance, keyOf: (request: FastifyRequest) => string, max: number, timeWindow: string) {
  const count = app.createRateLimit({ max, timeWindow, keyGenerator: keyOf, allowList: [] });
  return async (request: FastifyRequest): Promise<void> => {
    const result = await count(request);
    if (!result.isAllowed && result.isExceeded) throw rateLimited(result.ttlInSeconds);
  };
}
