import type { ServerLoadContext } from '@tasreef/contracts';
import type { Account, AdminUser } from '@tasreef/contracts/auth';
import { translate as contractText } from '@tasreef/contracts/messages';
import { data } from 'react-router';
import { callApi, failure } from '../../lib/api.server.ts';
import type { FormResult } from '../../lib/form.ts';
import { requireSignedIn } from '../../lib/session.server.ts';
import type { Locale } from '../../i18n/index.ts';
import { PER_PAGE, usersSearch, type UsersQuery } from './paging.ts';

/** Guard is-admin: signed in (else sign-in, code page, complete-profile), then the 403 page for non-administrators. */
export async function requireAdmin(context: ServerLoadContext, request: Request, locale: Locale): Promise<Account> {
  const account = await requireSignedIn(context, request, locale);
  if (account.type !== 'admin') throw data(null, { status: 403, statusText: 'Forbidden' });
  return account;
}

export interface UsersPage {
  users: AdminUser[];
  total: number;
}

/** One page of `GET /admin/users`; an API refusal (the role taken away meanwhile) is the error page. */
export async function listUsers(context: ServerLoadContext, request: Request, locale: Locale, query: UsersQuery): Promise<UsersPage> {
  const search = usersSearch(query);
  const res = await callApi<{ data: AdminUser[]; meta: { total: number } }>(context, request, `/${locale}/admin/users${search}${search ? '&' : '?'}per_page=${PER_PAGE}`);
  if (res.status !== 200) throw data(null, { status: res.status === 401 || res.status === 403 ? 403 : 500 });
  return { users: res.body.data, total: res.body.meta.total };
}

/** Disables or enables one account (`PATCH /admin/users/{id}`); the spec's success message, else the API's. */
export async function setDisabled(context: ServerLoadContext, request: Request, locale: Locale, id: string, disabled: boolean): Promise<{ result: FormResult; status: number }> {
  const intent = disabled ? 'disable' : 'enable';
  const res = await callApi(context, request, `/${locale}/admin/users/${encodeURIComponent(id)}`, 'PATCH', { disabled });
  if (res.status !== 200) return { result: failure(res, intent), status: res.status };
  return { result: { ok: true, intent, message: contractText(locale, 'data_updated'), errors: {} }, status: 200 };
}

/** Puts an account on a plan (`PATCH /admin/users/{id}/plan`); the API's message either way. */
export async function setPlan(
  context: ServerLoadContext,
  request: Request,
  locale: Locale,
  id: string,
  planCode: string,
  reason = '',
): Promise<{ result: FormResult; status: number }> {
  const body = reason.trim() ? { plan_code: planCode, reason: reason.trim() } : { plan_code: planCode };
  const res = await callApi<{ data: { message: string } }>(context, request, `/${locale}/admin/users/${encodeURIComponent(id)}/plan`, 'PATCH', body);
  if (res.status !== 200) {
    const f = failure(res, 'plan');
    return { result: { ...f, message: f.message ?? Object.values(f.errors)[0] }, status: res.status };
  }
  return { result: { ok: true, intent: 'plan', message: res.body.data.message, errors: {} }, status: 200 };
}
