import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  DEFAULT_LOCALE,
  isLocale,
  localeFromAcceptLanguage,
  localizeIssue,
  translate,
  type ErrorBody,
  type ErrorCode,
  type ErrorDetail,
  type Locale,
  type MessageKey,
  type MessageParams,
} from '@tasreef/contracts';

/**
 * The one domain error of the server: a stable code, an HTTP status and a message key of the one
 * catalog, localized when answered; field problems go in `details` (one per field), and a 429
 * says in how many seconds to come back (Retry-After).
 */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    statusCode: number,
    readonly messageKey: MessageKey = code as MessageKey,
    readonly params: MessageParams = {},
    readonly details: Array<{ path: string; key: MessageKey; params?: MessageParams }> = [],
    /** Seconds for the Retry-After header of a 429. */
    readonly retryAfter?: number,
  ) {
    super(code);
    this.name = 'AppError';
    this.statusCode = statusCode;
  }
}

/** Not signed in (the accounts plugin also clears the session cookies of a 401). */
export const unauthenticated = () => new AppError('unauthorized', 401, 'unauthenticated');
export const forbidden = () => new AppError('forbidden', 403, 'forbidden');
/** A field error answered as 422 with the field in `details`. */
export const fieldError = (path: string, key: MessageKey, params: MessageParams = {}) => new AppError('validation_failed', 422, 'validation_failed', {}, [{ path, key, params }]);
export const rateLimited = (retryAfter: number, key: MessageKey = 'rate_limited', params: MessageParams = {}) =>
  new AppError('rate_limited', 429, key, params, [], Math.max(1, Math.ceil(retryAfter)));

const API_LOCALE = /^\/api\/v1\/([^/?#]+)/;

/** The locale of an answer: the `{locale}` of an API path, else Accept-Language, else Arabic. */
export function localeOf(request: FastifyRequest): Locale {
  const fromPath = API_LOCALE.exec(request.url)?.[1];
  if (isLocale(fromPath)) return fromPath;
  const params = request.params as { locale?: unknown } | undefined;
  if (isLocale(params?.locale)) return params.locale;
  return localeFromAcceptLanguage(request.headers['accept-language'], DEFAULT_LOCALE);
}

export function errorBody(locale: Locale, code: ErrorCode, key: MessageKey, params: MessageParams = {}, details: ErrorDetail[] = []): ErrorBody {
  const message = translate(locale, key, params);
  return { error: { code, message, details }, message };
}

function pathOf(instancePath: string | undefined): string {
  return (instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
}

interface Mapped {
  status: number;
  code: ErrorCode;
  key: MessageKey;
  params?: MessageParams;
  details?: ErrorDetail[];
  retryAfter?: number;
}

/*
 * A multipart body the parser (@fastify/busboy, under @fastify/multipart) cannot read. Its errors
 * are plain Errors told by their text, which the library has kept for years; the test of every
 * broken body (test/http/multipart-errors.test.ts) fails if one changes.
 */
const BROKEN_MULTIPART = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^The needle cannot (be an empty|have a length bigger)/,
  /unexpected end of multipart data$/i,
  /^Malformed (part )?header/i,
];

function brokenMultipart(error: FastifyError, request: FastifyRequest): boolean {
  // @fastify/multipart's own: the stream closed before the end, a field named __proto__
  if (error.code === 'FST_MP_PREMATURE_CLOSE' || error.code === 'FST_PROTO_VIOLATION') return true;
  if (!/^multipart\//i.test(request.headers['content-type'] ?? '')) return false;
  return !('code' in error && error.code) && BROKEN_MULTIPART.some((re) => re.test(error.message));
}

const UNAVAILABLE_SQLSTATES = new Set(['53100', '53200', '53300', '25006']);

/** Whether the error, or one of its causes (a driver's error wrapped by the query builder), carries one of these SQLSTATEs. */
function hasSqlState(error: unknown, states: ReadonlySet<string>): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && states.has(code)) return true;
  }
  return false;
}
const databaseUnavailable = (error: unknown): boolean => hasSqlState(error, UNAVAILABLE_SQLSTATES);

/** A write that names a row another request removed meanwhile (the organisation deleted while its educator uploads): a conflict, not a fault. */
const FOREIGN_KEY_VIOLATION: ReadonlySet<string> = new Set(['23503']);
const removedMeanwhile = (error: unknown): boolean => hasSqlState(error, FOREIGN_KEY_VIOLATION);

function mapError(error: FastifyError, locale: Locale, request: FastifyRequest): Mapped {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      code: error.code,
      key: error.messageKey,
      params: error.params,
      details: error.details.map((d) => ({ path: d.path, issue: translate(locale, d.key, d.params) })),
      retryAfter: error.retryAfter,
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const seen = new Set<string>();
    const details: ErrorDetail[] = [];
    for (const v of error.validation) {
      // a field that is not allowed is named by its own path, not its object's
      const extra = v.keyword === 'unrecognized_keys' ? (v.params as { keys?: string[] }).keys?.[0] : undefined;
      const p = extra ? [pathOf(v.instancePath), extra].filter(Boolean).join('.') : pathOf(v.instancePath);
      if (seen.has(p)) continue; // one issue per field: the first is the one to fix first
      seen.add(p);
      // a custom issue's own parameters (`params`) fill its message: the grade bands it names
      const params = v.params as { minimum?: number; maximum?: number; params?: MessageParams };
      details.push({ path: p, issue: localizeIssue({ code: v.keyword, message: v.message, minimum: params.minimum, maximum: params.maximum, params: params.params }, locale) });
    }
    return { status: 422, code: 'validation_failed', key: 'validation_failed', details };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, code: 'invalid_json', key: 'invalid_json' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, code: 'payload_too_large', key: 'payload_too_large' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_TYPE':
      return { status: 415, code: 'unsupported_media_type', key: 'unsupported_media_type' };
    case 'FST_ERR_NOT_FOUND':
      return { status: 404, code: 'not_found', key: 'not_found' };
    // asking @fastify/multipart for the parts of a body that is not multipart
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { status: 415, code: 'unsupported_media_type', key: 'unsupported_media_type' };
  }
  if (brokenMultipart(error, request)) return { status: 400, code: 'invalid_multipart', key: 'invalid_multipart' };
  // The database cannot take the write (disk full, out of memory, too many connections, read-only):
  // the service is unavailable for now, not broken; /readyz says the same (ADR 0017).
  if (databaseUnavailable(error)) return { status: 503, code: 'service_unavailable', key: 'service_unavailable' };
  // Two requests raced: one removed a row (an account, an organisation) the other's write refers to.
  // The write did not happen (the statement failed whole); the caller can reload and see why.
  if (removedMeanwhile(error)) return { status: 409, code: 'conflict', key: 'record_removed_meanwhile' };
  // The payment provider refusing or unreachable (Stripe's errors name their type 'Stripe…Error'):
  // try again later; its own text, which may name its internals, stays in the log.
  if (paymentProviderError(error)) return { status: 503, code: 'service_unavailable', key: 'service_unavailable' };
  // The JSON parser's own SyntaxError carries statusCode 400.
  if (error instanceof SyntaxError && error.statusCode === 400) return { status: 400, code: 'invalid_json', key: 'invalid_json' };
  const status = error.statusCode ?? 500;
  if (status === 429) return { status, code: 'rate_limited', key: 'rate_limited' };
  if (status === 413) return { status, code: 'payload_too_large', key: 'payload_too_large' };
  if (status === 415) return { status, code: 'unsupported_media_type', key: 'unsupported_media_type' };
  if (status === 404) return { status, code: 'not_found', key: 'not_found' };
  if (status === 503) return { status, code: 'service_unavailable', key: 'service_unavailable' };
  if (status >= 400 && status < 500) return { status, code: 'bad_request', key: 'bad_request' };
  return { status: 500, code: 'internal_error', key: 'unknown_error' };
}

/**
 * The one error handler of the app (ADR 0003): every error becomes `{error:{code,message,details}, message}`,
 * localized from the one catalog.
 */
/** An error of the payment provider's library, told by its type without importing it (billing/). */
function paymentProviderError(error: unknown): error is { type: string; code?: string } {
  const type = (error as { type?: unknown } | null)?.type;
  return typeof type === 'string' && /^Stripe[A-Za-z]*Error$/.test(type);
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const locale = localeOf(request);
  const mapped = mapError(error, locale, request);
  if (paymentProviderError(error)) request.log.error({ err: error, stripe: { type: error.type, code: error.code } }, 'stripe call failed');
  else if (mapped.status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ code: mapped.code, status: mapped.status, key: mapped.key }, 'request rejected');
  if (mapped.status === 429 && mapped.retryAfter) reply.header('retry-after', String(mapped.retryAfter));
  return reply
    .code(mapped.status)
    .type('application/json; charset=utf-8')
    .send(errorBody(locale, mapped.code, mapped.key, mapped.params, mapped.details));
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  const locale = localeOf(request);
  return reply
    .code(404)
    .type('application/json; charset=utf-8')
    .send(errorBody(locale, 'not_found', 'not_found'));
}
