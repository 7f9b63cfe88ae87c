import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * API calls that a page's loader or action makes in-process (`context.api`) carry this header with
 * a per-process random token, so the API-wide per-address limit does not count the visitor twice
 * (the page request was counted already). Route-specific limits (contact, codes, sign-in) still
 * apply to them: an action posting a form must not escape its limit.
 */
export const INTERNAL_CALL_HEADER = 'x-tasreef-internal-call';
export const internalCallToken = randomBytes(32).toString('base64url');

export function isExemptFromGlobalLimit(request: FastifyRequest): boolean {
  if (request.headers[INTERNAL_CALL_HEADER] !== internalCallToken) return false;
  const config = request.routeOptions?.config as { rateLimit?: unknown } | undefined;
  return config?.rateLimit === undefined;
}
