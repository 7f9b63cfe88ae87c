import type { ServerLoadContext } from '@tasreef/contracts';
import type { Account } from '@tasreef/contracts/auth';
import type { Workspace } from '@tasreef/contracts/management';
import { data, redirect } from 'react-router';
import { callApi, failure, requireEducator, requireSignedIn, type FormResult } from '../auth/api.server.ts';
import type { Locale } from '../../i18n/index.ts';

/**
 * The management pages' calls to the API. An answer the page cannot show becomes the error page
 * of its status (404 for a record outside the caller's organisation, 403 for a refusal); an
 * account on a one-time password is sent to choose its own first.
 */

interface ErrorBody {
  error?: { code?: string; message?: string };
}

/**
 * Throws the page a status calls for: set-password, sign-in, 403, 404, 400 with the API's localized
 * message for a request it refused (a search with a control character), else 500.
 */
export function pageError(locale: Locale, res: { status: number; body: unknown }): never {
  const body = (res.body ?? {}) as ErrorBody;
  if (res.status === 403 && isPasswordChangeRequired(body)) throw redirect(`/${locale}/auth/set-password`);
  if (res.status === 401) throw redirect(`/${locale}/auth/login`);
  if (res.status === 403 || res.status === 404) throw data(body.error?.message ?? null, { status: res.status });
  if (res.status === 400 || res.status === 422) throw data(body.error?.message ?? null, { status: 400 });
  throw data(null, { status: 500 });
}

const isPasswordChangeRequired = (body: ErrorBody) => body.error?.code === 'password_change_required';

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
  if (res.status === 403 && isPasswordChangeRequired(res.body as ErrorBody)) throw redirect(`/${locale}/auth/set-password`);
  return { result: { ...failure(res, intent), code: (res.body as ErrorBody).error?.code }, status: res.status };
}

/** Guard is-educator, then the caller's workspace (school or own roster, or the school they teach in). */
export async function requireWorkspace(context: ServerLoadContext, request: Request, locale: Locale): Promise<{ account: Account; workspace: Workspace }> {
  const account = await requireEducator(context, request, locale);
  const workspace = await load<Workspace>(context, request, locale, '/workspace');
  return { account, workspace };
}

export { requireSignedIn };
