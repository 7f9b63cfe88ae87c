import type { ApiCallInit, ApiCallResult, ServerLoadContext } from '@tasreef/contracts';
import type { Account } from '@tasreef/contracts/auth';
import { data, redirect } from 'react-router';
import { parseCookies } from '../../lib/cookies.ts';
import type { Locale } from '../../i18n/index.ts';
import { safeReturnTo, type FormResult } from './form.ts';

export { formValues, payloadOf, safeReturnTo, type FormResult } from './form.ts';

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

/** The API's Set-Cookie headers (session, CSRF and client flags), for the browser. */
export function cookieHeaders(res: ApiCallResult): Headers {
  const headers = new Headers();
  const raw = res.headers['set-cookie'];
  for (const c of Array.isArray(raw) ? raw : raw ? [raw] : []) headers.append('set-cookie', c);
  return headers;
}

interface ErrorBodyLike {
  error?: { message?: string; details?: Array<{ path?: string; issue?: string }> };
  message?: string;
}

/** Field errors of a 422 by field name; the message for a toast otherwise. */
export function failure(res: ApiCallResult, intent?: string, values?: Record<string, string>): FormResult {
  const body = (res.body ?? {}) as ErrorBodyLike;
  const errors: Record<string, string> = {};
  for (const d of body.error?.details ?? []) if (d.path && d.issue && !(d.path in errors)) errors[d.path] = d.issue;
  const message = Object.keys(errors).length > 0 ? undefined : (body.error?.message ?? body.message);
  return { ok: false, intent, message, errors, values };
}

export async function loadAccount(context: ServerLoadContext, locale: Locale): Promise<Account | null> {
  const res = await context.api<{ data: Account }>(`/${locale}/account`);
  return res.status === 200 ? res.body.data : null;
}

/**
 * Guard auth-access: signed in (verified) or off to sign-in with a return path; an unverified
 * account goes to the code page; an incomplete profile (provider sign-up) to complete-profile.
 */
export async function requireSignedIn(
  context: ServerLoadContext,
  request: Request,
  locale: Locale,
  opts: { allowIncomplete?: boolean; allowPasswordChange?: boolean } = {},
): Promise<Account> {
  const account = await loadAccount(context, locale);
  const url = new URL(request.url);
  if (!account) throw redirect(`/${locale}/auth/login?return_to=${encodeURIComponent(url.pathname + url.search)}`);
  if (account.must_change_password && !opts.allowPasswordChange) throw redirect(`/${locale}/auth/set-password`);
  if (!account.is_email_verified) throw redirect(`/${locale}/auth/otp?email=${encodeURIComponent(account.email)}`);
  if (!account.profile_complete && !opts.allowIncomplete) throw redirect(`/${locale}/auth/complete-profile`);
  return account;
}

/** Guard no-auth-access: a signed-in visitor is sent on (to the return path, else the profile). */
export async function requireGuest(context: ServerLoadContext, request: Request, locale: Locale): Promise<void> {
  const account = await loadAccount(context, locale);
  if (account?.is_email_verified) {
    const back = safeReturnTo(new URL(request.url).searchParams.get('return_to'), locale);
    throw redirect(back ?? `/${locale}/dashboard/profile`);
  }
}

/** Guard is-educator: the 403 page for everyone else. */
export async function requireEducator(context: ServerLoadContext, request: Request, locale: Locale): Promise<Account> {
  const account = await requireSignedIn(context, request, locale);
  if (account.type !== 'educator') throw data(null, { status: 403, statusText: 'Forbidden' });
  return account;
}
