import http from 'node:http';
import https from 'node:https';
import * as oidc from 'openid-client';
import { ROSTER_MAX_ROWS } from '@tasreef/contracts/roster';
import { AppError, fieldError } from '../http/errors.ts';
import { checkedAddresses, pinnedLookup } from '../lib/ssrf.ts';
import { oneRosterMapped, type OneRosterData, type RosterRecord } from './read.ts';

/**
 * A school's roster pulled from its OneRoster 1.2 REST service (ADR 0093): a token by OAuth 2
 * client credentials (RFC 6749 §4.4, the roster-core.readonly scope), then /orgs, /classes,
 * /users and /enrollments page by page, mapped by the zip's own mapping (read.ts) into the
 * records the dry run checks. The addresses are a school's input, so every call gets the
 * webhooks' SSRF guard (public addresses only, checked where the connection goes, no redirect
 * followed), and the whole pull is bounded: records, pages, bytes of one answer, time.
 * The secret goes to the token endpoint only and never into an error, which names the host.
 */

export const ONEROSTER_SCOPE = 'https://purl.imsglobal.org/spec/or/v1p2/scope/roster-core.readonly';

export interface OneRosterLimits {
  /** Records of the four collections together. */
  maxRecords: number;
  /** Pages of the four collections together. */
  maxPages: number;
  /** Bytes of one answer. */
  maxBytes: number;
  /** One call's time. */
  callMs: number;
  /** The whole pull's time. */
  totalMs: number;
  /** Records asked for a page (`limit`). */
  pageSize: number;
}

export const ONEROSTER_LIMITS: OneRosterLimits = {
  // orgs, classes and enrollments beside the people: the people themselves are bounded again by the dry run
  maxRecords: 4 * ROSTER_MAX_ROWS,
  maxPages: 1_000,
  maxBytes: 5 * 1_048_576,
  callMs: 20_000,
  totalMs: 120_000,
  pageSize: 500,
};

export interface OneRosterSource {
  baseUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
}

interface Answer {
  status: number;
  type: string | undefined;
  link: string | undefined;
  total: number | null;
  text: string;
}

/** The errors of a pull: each its own message (both languages), the host named, no secret. */
const upstream = (key: 'oneroster_unreachable' | 'oneroster_timeout' | 'oneroster_too_large', host: string) => new AppError('service_unavailable', 502, key, { host });
const badAnswer = (host: string, path: string) => new AppError('service_unavailable', 502, 'oneroster_bad_answer', { host, path });

/** An address a school typed: http(s), no credentials in it; `field` names it in the 422. */
export function parseSourceUrl(raw: string, field: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw fieldError(field, 'oneroster_url_invalid');
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || url.hash) throw fieldError(field, 'oneroster_url_invalid');
  return url;
}

/** Refuses an address on loopback, private or link-local ranges (422 on `field`). */
export async function checkSourceUrl(raw: string, field: string, allowLoopback: boolean): Promise<URL> {
  const url = parseSourceUrl(raw, field);
  try {
    await checkedAddresses(url.hostname, allowLoopback);
  } catch {
    throw fieldError(field, 'oneroster_url_refused', { host: url.host });
  }
  return url;
}

interface Call {
  headers: Record<string, string>;
  body?: string;
}

async function request(url: URL, field: 'base_url' | 'token_url', call: Call, allowLoopback: boolean, limits: OneRosterLimits, signal: AbortSignal): Promise<Answer> {
  // An IP literal never reaches the pinned lookup (http.request looks up names only): checked here.
  await checkSourceUrl(url.href, field, allowLoopback);
  const client = url.protocol === 'https:' ? https : http;
  const body = call.body ?? null;
  return new Promise<Answer>((resolve, reject) => {
    let done = false;
    const fail = (err: AppError) => {
      if (done) return;
      done = true;
      req.destroy();
      reject(err);
    };
    const req = client.request(
      url,
      {
        method: body === null ? 'GET' : 'POST',
        headers: { accept: 'application/json', ...call.headers, ...(body === null ? {} : { 'content-length': String(Buffer.byteLength(body)) }) },
        lookup: pinnedLookup(allowLoopback) as never,
        timeout: limits.callMs,
        signal,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > limits.maxBytes) return fail(upstream('oneroster_too_large', url.host));
          chunks.push(chunk);
        });
        res.on('end', () => {
          if (done) return;
          done = true;
          const total = Number(res.headers['x-total-count']);
          resolve({
            status: res.statusCode ?? 0,
            type: typeof res.headers['content-type'] === 'string' ? res.headers['content-type'] : undefined,
            link: typeof res.headers.link === 'string' ? res.headers.link : undefined,
            total: Number.isSafeInteger(total) && total >= 0 ? total : null,
            text: Buffer.concat(chunks).toString('utf8'),
          });
        });
        res.on('error', () => fail(upstream('oneroster_unreachable', url.host)));
      },
    );
    req.on('timeout', () => fail(upstream('oneroster_timeout', url.host)));
    req.on('error', (err) => {
      if (signal.aborted) return fail(upstream('oneroster_timeout', url.host));
      fail((err as { code?: string }).code === 'EADDRREFUSED' ? fieldError(field, 'oneroster_url_refused', { host: url.host }) : upstream('oneroster_unreachable', url.host));
    });
    req.end(body ?? undefined);
  });
}

function json(answer: Answer, url: URL): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(answer.text);
  } catch {
    throw badAnswer(url.host, url.pathname);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw badAnswer(url.host, url.pathname);
  return value as Record<string, unknown>;
}

/** The status of an answer as its error: 401/403 the credentials, anything else not 2xx the server's fault. */
function checkStatus(answer: Answer, url: URL, credentials: boolean): void {
  if (answer.status >= 200 && answer.status < 300) return;
  if (answer.status === 401 || answer.status === 403 || (credentials && answer.status === 400))
    throw new AppError('service_unavailable', 502, 'oneroster_credentials_refused', { host: url.host });
  throw new AppError('service_unavailable', 502, 'oneroster_server_error', { host: url.host, status: answer.status });
}

/** The `rel="next"` target of a Link header (RFC 8288), resolved against the page's address. */
function nextLink(link: string | undefined, base: URL): URL | null {
  if (!link) return null;
  for (const part of link.split(',')) {
    const m = /^\s*<([^>]*)>(.*)$/.exec(part);
    if (m && /;\s*rel\s*=\s*"?next"?(\s|;|$)/i.test(m[2]!)) {
      try {
        return new URL(m[1]!, base);
      } catch {
        return null;
      }
    }
  }
  return null;
}

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const ref = (v: unknown) => (v && typeof v === 'object' ? str((v as { sourcedId?: unknown }).sourcedId) : '');
/** A record the service has marked for deletion is not part of the roster. */
const live = (r: Record<string, unknown>) => str(r.status) !== 'tobedeleted';

/** A user's role: 1.1's `role`, else 1.2's primary role in `roles`, else its first. */
function roleOf(u: Record<string, unknown>): string {
  if (str(u.role)) return str(u.role);
  const roles = Array.isArray(u.roles) ? (u.roles as Array<Record<string, unknown>>).filter((r) => r && typeof r === 'object') : [];
  return str((roles.find((r) => str(r.roleType) === 'primary') ?? roles[0])?.role);
}

/**
 * The access token, by OAuth 2 client credentials (RFC 6749 §4.4) with client_secret_basic, through
 * openid-client (the one OAuth client of the server, ADR 0020); its requests go through `request`,
 * so the token endpoint gets the same SSRF guard, bounds and errors as the pages.
 */
async function accessToken(source: OneRosterSource, tokenUrl: URL, allowLoopback: boolean, limits: OneRosterLimits, signal: AbortSignal): Promise<string> {
  const config = new oidc.Configuration({ issuer: tokenUrl.origin, token_endpoint: tokenUrl.href }, source.clientId, undefined, oidc.ClientSecretBasic(source.clientSecret));
  // a school's test service on plain http is its choice; the SSRF guard still applies
  if (tokenUrl.protocol === 'http:') oidc.allowInsecureRequests(config);
  config[oidc.customFetch] = async (url, options) => {
    const body = options.body === null || options.body === undefined ? undefined : String(options.body);
    const answer = await request(new URL(url), 'token_url', { headers: { ...options.headers }, ...(body === undefined ? {} : { body }) }, allowLoopback, limits, signal);
    return new Response(answer.text, { status: answer.status, headers: answer.type ? { 'content-type': answer.type } : {} });
  };
  let token: string;
  try {
    token = (await oidc.clientCredentialsGrant(config, { scope: ONEROSTER_SCOPE })).access_token;
  } catch (err) {
    // our own refusals (SSRF, time, size) come back from the client wrapped
    if (err instanceof AppError) throw err;
    if ((err as { cause?: unknown }).cause instanceof AppError) throw (err as { cause: AppError }).cause;
    // the token endpoint's status: refused credentials, its own fault, or an answer that is no token
    const e = err as { status?: unknown; cause?: { status?: unknown } };
    const status = typeof e.status === 'number' ? e.status : typeof e.cause?.status === 'number' ? e.cause.status : 200;
    checkStatus({ status, type: undefined, link: undefined, total: null, text: '' }, tokenUrl, true);
    throw badAnswer(tokenUrl.host, tokenUrl.pathname);
  }
  if (!token || /[\r\n]/.test(token)) throw badAnswer(tokenUrl.host, tokenUrl.pathname);
  return token;
}

export async function pullOneRoster(source: OneRosterSource, allowLoopback: boolean, limits: OneRosterLimits = ONEROSTER_LIMITS): Promise<RosterRecord[]> {
  const base = parseSourceUrl(source.baseUrl, 'base_url');
  const tokenUrl = parseSourceUrl(source.tokenUrl, 'token_url');
  const signal = AbortSignal.timeout(limits.totalMs);

  const token = await accessToken(source, tokenUrl, allowLoopback, limits, signal);

  let records = 0;
  let pages = 0;
  const collection = async (name: 'orgs' | 'classes' | 'users' | 'enrollments') => {
    const out: Array<Record<string, unknown>> = [];
    const first = new URL(`${base.pathname.replace(/\/+$/, '')}/${name}`, base);
    const pageAt = (offset: number) => {
      const u = new URL(first);
      u.searchParams.set('limit', String(limits.pageSize));
      u.searchParams.set('offset', String(offset));
      return u;
    };
    let url: URL | null = pageAt(0);
    let offset = 0;
    while (url) {
      if (++pages > limits.maxPages) throw upstream('oneroster_too_large', base.host);
      // The token goes to the school's own service only: a next page elsewhere is refused.
      if (url.origin !== base.origin) throw badAnswer(base.host, first.pathname);
      const answer = await request(url, 'base_url', { headers: { authorization: `Bearer ${token}` } }, allowLoopback, limits, signal);
      checkStatus(answer, url, false);
      const page: unknown = json(answer, url)[name];
      if (!Array.isArray(page)) throw badAnswer(url.host, url.pathname);
      records += page.length;
      if (records > limits.maxRecords) throw upstream('oneroster_too_large', base.host);
      for (const r of page) if (r && typeof r === 'object' && !Array.isArray(r) && live(r as Record<string, unknown>)) out.push(r as Record<string, unknown>);
      offset += page.length;
      // The Link header's next page, else the count the service gave, else a short page ends it.
      const next = nextLink(answer.link, url);
      if (next) url = next;
      else if (page.length === 0) url = null;
      else if (answer.total !== null) url = offset < answer.total ? pageAt(offset) : null;
      else url = page.length < limits.pageSize ? null : pageAt(offset);
    }
    return out;
  };
  // orgs are read as the zip's orgs.csv is: a service without them is not a OneRoster roster
  await collection('orgs');
  const classes = await collection('classes');
  const users = await collection('users');
  const enrollments = await collection('enrollments');
  const at = (file: string, i: number) => ({ file, line: i + 1 });
  const data: OneRosterData = {
    classes: classes.map((c, i) => ({ at: at('classes', i), sourcedId: str(c.sourcedId), title: str(c.title) })),
    users: users.map((u, i) => ({
      at: at('users', i),
      sourcedId: str(u.sourcedId),
      givenName: str(u.givenName),
      middleName: str(u.middleName),
      familyName: str(u.familyName),
      role: roleOf(u),
      email: str(u.email),
      username: str(u.username),
      phone: str(u.phone) || str(u.sms),
      grades: Array.isArray(u.grades) ? u.grades.map(str).filter(Boolean).join(',') : str(u.grades),
    })),
    enrollments: enrollments.map((e, i) => ({ at: at('enrollments', i), classSourcedId: ref(e.class), userSourcedId: ref(e.user) })),
  };
  return oneRosterMapped(data, 'rest');
}
