import { errorBodySchema, type ApiCallInit, type ApiCallResult, type ServerLoadContext } from '@tasreef/contracts';
import { z } from 'zod';
import { data, redirect } from 'react-router';
import { parseCookies } from './cookies.ts';
import type { FormResult } from './form.ts';
import type { Locale } from '../i18n/index.ts';

/**
 * The one way loaders and actions call the API: `callApi` as the visitor, `load`/`loadList` for
 * what a page shows (an answer it cannot show becomes the error page of its status), `send` for a
 * change (the API's error body becomes the form result the pages show), `readPublicApi` for public
 * reads as nobody in particular. Features build their specific calls on these.
 */

/**
 * Calls the API as the visitor. State changes carry the `csrf_token` cookie's value as
 * `x-csrf-token` (the page's own form post was already origin-checked by React Router).
 */
export function callApi<T = unknown>(
  context: ServerLoadContext,
  request: Request,
  path: string,
  method: NonNullable<ApiCallInit['method']> = 'GET',
  body?: unknown,
  form?: FormData,
): Promise<ApiCallResult<T>> {
  const headers: Record<string, string> = {};
  const csrf = parseCookies(request.headers.get('cookie')).csrf_token;
  if (method !== 'GET' && csrf) headers['x-csrf-token'] = csrf;
  const userAgent = request.headers.get('user-agent');
  if (userAgent) headers['user-agent'] = userAgent;
  return context.api<T>(path, form ? { method, form, headers } : { method, body, headers });
}

/**
 * A file the API answers to a POST (the sheet of one-time passwords, ADR 0071), handed on to the
 * browser as the API named it (type, Content-Disposition, no-store); its error body otherwise.
 */
export async function downloadApi(
  context: ServerLoadContext,
  request: Request,
  locale: Locale,
  path: string,
  body: unknown,
): Promise<{ ok: true; response: Response } | { ok: false; status: number; body: unknown }> {
  const csrf = parseCookies(request.headers.get('cookie')).csrf_token;
  const headers: Record<string, string> = csrf ? { 'x-csrf-token': csrf } : {};
  const res = await context.api<Uint8Array>(`/${locale}${path}`, { method: 'POST', body, headers, binary: true });
  if (res.status !== 200 || !(res.body instanceof Uint8Array)) return { ok: false, status: res.status, body: res.body };
  const out = new Headers({ 'cache-control': 'private, no-store' });
  for (const name of ['content-type', 'content-disposition']) {
    const value = res.headers[name];
    if (typeof value === 'string') out.set(name, value);
  }
  return { ok: true, response: new Response(res.body.slice(), { status: 200, headers: out }) };
}

/**
 * A public read of a page (search, conjugation, a verb): a GET in-process as nobody in particular;
 * null when there is no server behind the page.
 */
export async function readPublicApi<T>(context: unknown, path: string): Promise<{ status: number; body: T } | null> {
  const api = (context as Partial<ServerLoadContext> | undefined)?.api;
  if (typeof api !== 'function') return null;
  const res = await api<T>(path);
  return { status: res.status, body: res.body };
}

/** The API's Set-Cookie headers (session, CSRF and client flags), for the browser. */
export function cookieHeaders(res: ApiCallResult): Headers {
  const headers = new Headers();
  const raw = res.headers['set-cookie'];
  for (const c of Array.isArray(raw) ? raw : raw ? [raw] : []) headers.append('set-cookie', c);
  return headers;
}

/**
 * The contracts' ErrorBody as far as an answer has it: every error of the API has all of it, but a
 * page must not fail on an answer that does not (a proxy's 502), so each part is optional here.
 */
const errorBodyParts = z
  .object({
    error: errorBodySchema.shape.error
      .partial()
      .extend({ details: z.array(errorBodySchema.shape.error.shape.details.element.partial()).optional() })
      .optional()
      .catch(undefined),
    message: z.string().optional().catch(undefined),
  })
  .catch({});

export type ErrorBodyParts = z.infer<typeof errorBodyParts>;

/** An answer's error body, each part checked against the contracts' ErrorBody. */
export const errorBodyOf = (body: unknown): ErrorBodyParts => errorBodyParts.parse(body ?? {});

/** Field errors of a 422 by field name; the message for a toast otherwise. */
export function failure(res: { body: unknown }, intent?: string, values?: Record<string, string>): FormResult {
  const body = errorBodyOf(res.body);
  const errors: Record<string, string> = {};
  for (const d of body.error?.details ?? []) if (d.path && d.issue && !(d.path in errors)) errors[d.path] = d.issue;
  const message = Object.keys(errors).length > 0 ? undefined : (body.error?.message ?? body.message);
  return { ok: false, intent, message, errors, values };
}

const passwordChangeRequired = (res: { status: number; body: unknown }) => res.status === 403 && errorBodyOf(res.body).error?.code === 'password_change_required';

/**
 * Throws the page a status calls for: set-password, sign-in, 403, 404, 400 with the API's localized
 * message for a request it refused (a search with a control character), else 500.
 */
export function pageError(locale: Locale, res: { status: number; body: unknown }): never {
  const body = errorBodyOf(res.body);
  if (passwordChangeRequired(res)) throw redirect(`/${locale}/auth/set-password`);
  if (res.status === 401) throw redirect(`/${locale}/auth/login`);
  if (res.status === 403 || res.status === 404) throw data(body.error?.message ?? null, { status: res.status });
  if (res.status === 400 || res.status === 422) throw data(body.error?.message ?? null, { status: 400 });
  throw data(null, { status: 500 });
}

/** GET an API path for a page: its `data`, or the page's error. */
export async function load<T>(context: ServerLoadContext, request: Request, locale: Locale, path: string): Promise<T> {
  const res = await callApi<{ data: T }>(context, request, `/${locale}${path}`);
  if (res.status !== 200) pageError(locale, res);
  return res.body.data;
}

/** GET a list with its paging. */
export async function loadList<T>(
  context: ServerLoadContext,
  request: Request,
  locale: Locale,
  path: string,
): Promise<{ data: T[]; meta: { page: number; per_page: number; total: number } }> {
  const res = await callApi<{ data: T[]; meta: { page: number; per_page: number; total: number } }>(context, request, `/${locale}${path}`);
  if (res.status !== 200) pageError(locale, res);
  return res.body;
}

/** A change: the API's message on success (with its data), field errors or the message otherwise. */
export async function send<T = { message: string }>(
  context: ServerLoadContext,
  request: Request,
  locale: Locale,
  path: string,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  body?: unknown,
  intent?: string,
): Promise<{ result: FormResult; status: number; data?: T }> {
  const res = await callApi<{ data: T & { message?: string } }>(context, request, `/${locale}${path}`, method, body);
  if (res.status === 200 || res.status === 201) return { result: { ok: true, intent, message: res.body.data.message, errors: {} }, status: 200, data: res.body.data };
  if (passwordChangeRequired(res)) throw redirect(`/${locale}/auth/set-password`);
  return { result: { ...failure(res, intent), code: errorBodyOf(res.body).error?.code }, status: res.status };
}
