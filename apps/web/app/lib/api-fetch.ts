import type { ErrorBody } from '@tasreef/contracts';
import type { z } from 'zod';
import { parseCookies } from './cookies.ts';

/**
 * The one way the browser calls the API: `/api/v1/<locale><path>`, JSON both ways, a state change
 * with the session's CSRF token as `x-csrf-token` (the server also accepts a same-origin request
 * without it, but the header is the proof it documents), the answer's `data` parsed by a contracts
 * schema when one is given, and every error as the contracts' ErrorBody. A network failure or an
 * abort rejects, as `fetch` does.
 *
 * No zod here: this module is in the first-load bundle of every page (the header's account and
 * search box), so the error body is checked by hand and a page passes a schema only where zod is
 * loaded anyway.
 */

export type ApiFetchResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: ErrorBody };

export interface ApiFetchInit<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Parses the answer's `data`; an answer that does not fit is an error (`invalid_response`). */
  schema?: z.ZodType<T>;
}

const isString = (v: unknown): v is string => typeof v === 'string';

/** The answer's error body when it has the contracts' ErrorBody shape; one naming only the status otherwise (a proxy's 502 page). */
export function errorBodyOf(status: number, body: unknown): ErrorBody {
  const b = body as { error?: { code?: unknown; message?: unknown; details?: unknown }; message?: unknown } | null;
  const e = b && typeof b === 'object' ? b.error : undefined;
  if (e && isString(e.code) && isString(e.message) && isString(b?.message) && Array.isArray(e.details)) {
    const details = e.details.filter((d): d is { path: string; issue: string } => isString(d?.path) && isString(d?.issue));
    return { error: { code: e.code, message: e.message, details: details.map(({ path, issue }) => ({ path, issue })) }, message: b.message };
  }
  return { error: { code: `http_${status}`, message: '', details: [] }, message: '' };
}

/** The CSRF token of the signed-in page (the `csrf_token` cookie); empty when signed out or on the server. */
function csrfToken(): string {
  if (typeof document === 'undefined') return '';
  return parseCookies(document.cookie).csrf_token ?? '';
}

export async function apiFetch<T = unknown>(locale: string, path: string, init: ApiFetchInit<T> = {}): Promise<ApiFetchResult<T>> {
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const csrf = method === 'GET' ? '' : csrfToken();
  if (csrf) headers['x-csrf-token'] = csrf;
  const res = await fetch(`/api/v1/${locale}${path}`, {
    method,
    headers,
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    ...(init.signal ? { signal: init.signal } : {}),
  });
  // Read as text first: an abort while the body arrives rejects here, as fetch does (a swallowed
  // abort once passed as a success without data and broke the search box's render). An empty body
  // (204) is a success without data; a success whose body is not JSON is an invalid response.
  const text = await res.text();
  let body: unknown = null;
  let parsedBody = true;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    parsedBody = false;
  }
  if (!res.ok) return { ok: false, status: res.status, error: errorBodyOf(res.status, body) };
  if (!parsedBody) return invalidResponse(res.status);
  const data = (body as { data?: unknown } | null)?.data;
  if (!init.schema) return { ok: true, status: res.status, data: data as T };
  const parsed = init.schema.safeParse(data);
  if (parsed.success) return { ok: true, status: res.status, data: parsed.data };
  return invalidResponse(res.status);
}

const invalidResponse = (status: number): ApiFetchResult<never> => ({
  ok: false,
  status,
  error: { error: { code: 'invalid_response', message: '', details: [] }, message: '' },
});

export type ApiDownloadResult = { ok: true; blob: Blob; fileName: string | null } | { ok: false; status: number; error: ErrorBody };

/** The name a download answer gives itself (`filename*`, RFC 5987), or null. */
export function fileNameOf(disposition: string | null): string | null {
  const m = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (!m) return null;
  try {
    return decodeURIComponent(m[1]!);
  } catch {
    return null;
  }
}

/**
 * A state-changing call whose answer is a file (a POST, so that a secret in its body stays out of
 * addresses and logs): the same path, CSRF header and error body as apiFetch; the bytes as a Blob.
 */
export async function apiDownload(locale: string, path: string, body: unknown): Promise<ApiDownloadResult> {
  const headers: Record<string, string> = { accept: '*/*', 'content-type': 'application/json' };
  const csrf = csrfToken();
  if (csrf) headers['x-csrf-token'] = csrf;
  const res = await fetch(`/api/v1/${locale}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!res.ok) {
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
    return { ok: false, status: res.status, error: errorBodyOf(res.status, parsed) };
  }
  return { ok: true, blob: await res.blob(), fileName: fileNameOf(res.headers.get('content-disposition')) };
}
