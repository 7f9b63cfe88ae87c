/**
 * The app's logger settings: what may be written to the log and what may not. Secrets travel in
 * request bodies (passwords, codes) and in the rows the database is asked to write (argon2
 * hashes, emails, mails holding live codes); a database error carries those rows as query
 * parameters (drizzle puts them in `params` and in its message, PGlite in `params`, PostgreSQL
 * echoes them in `detail`). Errors are logged by what they are — type, SQLSTATE code, message,
 * constraint, SQL text with its `$n` placeholders, stack, request id — never by the values.
 */
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { DestinationStream, LevelWithSilent } from 'pino';

/** Own properties of an error that hold data rather than describe the failure. */
const DATA_KEYS = new Set(['params', 'parameters', 'values', 'body', 'payload', 'data', 'input', 'queryOptions', 'where', 'internalQuery', 'hint']);

/** PostgreSQL's `detail` forms that name the columns; their values are masked, any other form is dropped. */
const DETAIL_FORMS: Array<[RegExp, string]> = [
  [/^(Key \([^)]*\))=\(.*\)( .*)$/s, '$1=(…)$2'],
  [/^Failing row contains \(.*\)\.?$/s, 'Failing row contains (…).'],
];

/** A value at the end of a PostgreSQL message (`invalid input syntax for type uuid: "x"`). */
const TRAILING_VALUE = /: ".*"$/s;

/** The drizzle message `Failed query: <sql>\nparams: <values>` without its values. */
function withoutValues(message: string): string {
  const at = message.indexOf('\nparams: ');
  const text = at === -1 ? message : `${message.slice(0, at)}\nparams: [redacted]`;
  return text.replace(TRAILING_VALUE, ': "[redacted]"');
}

function maskedDetail(detail: string): string | undefined {
  for (const [form, masked] of DETAIL_FORMS) if (form.test(detail)) return detail.replace(form, masked);
  return undefined;
}

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

const isErrorLike = (v: unknown): v is Error => v instanceof Error || (typeof v === 'object' && v !== null && 'message' in v && 'stack' in v);

function serialize(err: Error, seen: Set<unknown>): SerializedError {
  seen.add(err);
  const type = err.constructor?.name && err.constructor.name !== 'Object' ? err.constructor.name : err.name;
  const message = withoutValues(String(err.message ?? ''));
  // The stack's first lines repeat the message: keep the frames only, under the cleaned message.
  const frames = typeof err.stack === 'string' ? err.stack.split('\n').filter((line) => /^\s+at /.test(line)) : [];
  const out: SerializedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  for (const [key, value] of Object.entries(err)) {
    if (key in out || key === 'cause' || DATA_KEYS.has(key) || value === undefined) continue;
    if (key === 'detail') {
      const detail = typeof value === 'string' ? maskedDetail(value) : undefined;
      if (detail !== undefined) out.detail = detail;
    } else if (isErrorLike(value)) {
      if (!seen.has(value)) out[key] = serialize(value, seen);
    } else if (Array.isArray(value) && value.every(isErrorLike)) {
      out[key] = value.filter((e) => !seen.has(e)).map((e) => serialize(e, seen));
    } else if (typeof value !== 'object' || value === null) {
      out[key] = typeof value === 'string' ? withoutValues(value) : value;
    }
    // other objects (a request, a response, rows) are left out: they are data, not the failure
  }
  if (isErrorLike(err.cause) && !seen.has(err.cause)) out.cause = serialize(err.cause, seen);
  return out;
}

/** The `err` serializer: an error described without the values it carries (a logged string is cleaned the same way). */
export function serializeError(err: unknown): SerializedError {
  if (isErrorLike(err)) return serialize(err, new Set());
  const message = withoutValues(String(err));
  return { type: typeof err, message, stack: '' };
}

/**
 * One-use secrets that travel in addresses: whoever reads them in a log can use them (an
 * invitation sets the invited person's password, a share link enrols in an exam, a certificate
 * code shows a person's result, an unsubscribe link changes a subscription, OAuth's `code` signs
 * in). The segment after one of these names is replaced, as is the value of one of these query
 * parameters; the rest of the address stays, so the log still says what was asked.
 */
const SECRET_AFTER_SEGMENT = new Set(['invitations', 'join-exam', 'exam-links']);
const SECRET_QUERY_KEYS = new Set(['token', 'code', 'state', 'email', 'password', 'id_token', 'access_token', 'refresh_token']);
export const REDACTED = '[redacted]';

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return text.toLowerCase();
  }
}

/** A secret path segment replaced, a React Router data request's `.data` kept. */
const redactedSegment = (segment: string) => (segment.endsWith('.data') ? `${REDACTED}.data` : REDACTED);

/** `url` (path and query, as received) with the secrets it may carry replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const segments = (q === -1 ? url : url.slice(0, q)).split('/');
  const names = segments.map(decoded);
  const api = names.find((n) => n !== '') === 'api';
  // the next segment that is not empty (the router takes `//` for `/` in some places)
  const next = (i: number) => segments.findIndex((s, j) => j > i && s !== '');
  for (let i = 0; i < segments.length; i++) {
    const name = names[i]!.replace(/\.data$/, '');
    let target = -1;
    if (SECRET_AFTER_SEGMENT.has(name)) target = next(i);
    else if (name === 'certificates') {
      const after = next(i);
      // the page /{locale}/certificates/{code}; the API's /certificates/verify/{code} (its /certificates/{id} is not a secret)
      if (after !== -1 && names[after] === 'verify') target = next(after);
      else if (!api) target = after;
    }
    if (target !== -1) {
      segments[target] = redactedSegment(segments[target]!);
      i = target;
    }
  }
  const path = segments.join('/');
  if (q === -1) return path;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq === -1 ? pair : pair.slice(0, eq);
      return SECRET_QUERY_KEYS.has(decoded(key).replace(/\[.*$/, '')) ? `${key}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Fastify's request fields, with the address's secrets redacted. */
export function serializeRequest(req: FastifyRequest): Record<string, unknown> {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** Paths removed from every log line (credentials in headers; a body wherever one is logged). */
export const REDACTED_PATHS = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', 'body', '*.body'];

/** The logger of `buildApp`: pino at `level`, errors without values, credentials, bodies and secrets in addresses redacted. */
export function loggerOptions(level: LevelWithSilent, stream?: DestinationStream): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError, req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}
