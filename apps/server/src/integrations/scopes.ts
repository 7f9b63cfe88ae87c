import type { RouteOptions } from 'fastify';
import type { ApiKeyScope } from '@tasreef/contracts/integrations';

/**
 * The one table of what an API key may call (ADR 0083): each operation open to keys and the scope
 * it needs. An operation not named here refuses keys (403), whatever the key's scopes: sign-in,
 * the account, billing, administration, the keys themselves (a key never makes or widens a key),
 * and whatever hands out credentials (one-time passwords, password sheets, invitations).
 * The route's own guards still run after: a key acts as its owner, never as more.
 */
export const KEY_SCOPES: Readonly<Record<string, ApiKeyScope>> = {
  'GET /exams': 'exams:read',
  'GET /exams/{id}': 'exams:read',
  'GET /exams/{id}/summary': 'exams:read',
  'GET /exams/{id}/export': 'exams:read',
  'GET /exams/{id}/qti': 'exams:read',
  'GET /exams/{id}/sharing': 'exams:read',
  'GET /exams/{id}/overrides': 'exams:read',
  'GET /bank/questions': 'exams:read',
  'GET /bank/export': 'exams:read',
  'GET /grade-scales': 'exams:read',
  'GET /grade-scales/{id}': 'exams:read',
  'POST /exams': 'exams:write',
  'POST /exams/generate': 'exams:write',
  'PATCH /exams/{id}': 'exams:write',
  'DELETE /exams/{id}': 'exams:write',
  'PUT /exams/{id}/settings': 'exams:write',
  'POST /exams/{id}/publish': 'exams:write',
  'POST /exams/{id}/clone': 'exams:write',
  'POST /exams/{id}/retest': 'exams:write',
  'POST /exams/{id}/overrides': 'exams:write',
  'PUT /exams/{id}/overrides/{override_id}': 'exams:write',
  'DELETE /exams/{id}/overrides/{override_id}': 'exams:write',
  'PATCH /exams/{id}/questions/{question_id}': 'exams:write',
  'POST /exams/{id}/questions/{question_id}/regenerate': 'exams:write',
  'POST /exams/{id}/questions/from-bank': 'exams:write',
  'POST /bank/questions': 'exams:write',
  'PATCH /bank/questions/{id}': 'exams:write',
  'DELETE /bank/questions/{id}': 'exams:write',
  'POST /bank/import': 'exams:write',
  'POST /exams/import/qti': 'exams:write',
  'GET /exams/{id}/attempts': 'results:read',
  'GET /exams/{id}/report': 'results:read',
  'GET /exams/{id}/report.csv': 'results:read',
  'GET /reports': 'results:read',
  'GET /reports/students/{id}': 'results:read',
  'GET /attempts/{id}': 'results:read',
  'GET /certificates': 'results:read',
  'GET /certificates/{id}': 'results:read',
  'GET /workspace': 'roster:read',
  'GET /management/members': 'roster:read',
  'GET /management/members/{id}': 'roster:read',
  'GET /classes': 'roster:read',
  'GET /classes/{id}': 'roster:read',
  'GET /roster/imports/{id}': 'roster:read',
  'POST /management/members': 'roster:write',
  'POST /management/members/bulk': 'roster:write',
  'PATCH /management/members/{id}': 'roster:write',
  'DELETE /management/members/{id}': 'roster:write',
  'POST /classes': 'roster:write',
  'PATCH /classes/{id}': 'roster:write',
  'DELETE /classes/{id}': 'roster:write',
  'POST /classes/{id}/members': 'roster:write',
  'DELETE /classes/{id}/members': 'roster:write',
  'POST /roster/imports': 'roster:write',
  'POST /roster/imports/{id}/check': 'roster:write',
  'POST /roster/imports/{id}/encoding': 'roster:write',
  'POST /roster/imports/{id}/commit': 'roster:write',
  'GET /webhooks': 'webhooks:write',
  'POST /webhooks': 'webhooks:write',
  'PATCH /webhooks/{id}': 'webhooks:write',
  'DELETE /webhooks/{id}': 'webhooks:write',
  'POST /webhooks/{id}/rotate': 'webhooks:write',
  'POST /webhooks/{id}/enable': 'webhooks:write',
  'GET /webhooks/{id}/deliveries': 'webhooks:write',
  'POST /webhooks/{id}/deliveries/{delivery_id}/replay': 'webhooks:write',
};

const API_PREFIX = '/api/v1/:locale';

/** `METHOD /path` of a route as the OpenAPI document and the table above name it. */
export function operationOf(method: string, url: string | undefined): string | null {
  if (!url?.startsWith(API_PREFIX)) return null;
  return `${method} ${url.slice(API_PREFIX.length).replace(/:([A-Za-z_]+)/g, '{$1}')}`;
}

export const scopeOf = (method: string, url: string | undefined): ApiKeyScope | null => {
  const op = operationOf(method, url);
  return op ? (KEY_SCOPES[op] ?? null) : null;
};

/**
 * The onRoute hook of the API scope: each operation open to keys declares the key scheme beside
 * the session token, and its scope as `x-scopes` (OpenAPI 3.0 allows scope lists on OAuth 2
 * schemes only; the key is a bearer token, ADR 0083).
 */
export function declareKeyScope(route: RouteOptions): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const scope = scopeOf(methods[0]!, route.url);
  if (!scope || !route.schema || (route.schema as { hide?: boolean }).hide) return;
  const schema = route.schema as Record<string, unknown>;
  schema.security = [{ session: [] }, { apiKey: [] }];
  schema['x-scopes'] = [scope];
}
