import type { ServerLoadContext } from '@tasreef/contracts';
import type { Allowance, BillingStatus, InvoiceView } from '@tasreef/contracts/billing';
import { data, redirect } from 'react-router';
import { callApi, failure } from '../../lib/api.server.ts';
import type { FormResult } from '../../lib/form.ts';
import type { Locale } from '../../i18n/index.ts';

/** Whether plans can be bought online (false also when the page renders without the server). */
export async function paymentsEnabled(context: ServerLoadContext, locale: Locale): Promise<boolean> {
  if (typeof context?.api !== 'function') return false;
  const res = await context.api<{ data: { payments_enabled: boolean } }>(`/${locale}/billing/availability`);
  return res.status === 200 && res.body.data.payments_enabled;
}

/** The signed-in person's plan and subscription; null when signed out. */
export async function loadStatus(context: ServerLoadContext, request: Request, locale: Locale): Promise<BillingStatus | null> {
  if (typeof context?.api !== 'function') return null;
  const res = await callApi<{ data: BillingStatus }>(context, request, `/${locale}/billing/subscription`);
  return res.status === 200 ? res.body.data : null;
}

/** What the plan that covers the signed-in person allows and how much is left; null when it cannot be read. */
export async function loadAllowance(context: ServerLoadContext, request: Request, locale: Locale): Promise<Allowance | null> {
  if (typeof context?.api !== 'function') return null;
  const res = await callApi<{ data: Allowance }>(context, request, `/${locale}/billing/allowance`);
  return res.status === 200 ? res.body.data : null;
}

export async function loadInvoices(context: ServerLoadContext, request: Request, locale: Locale): Promise<InvoiceView[]> {
  const res = await callApi<{ data: InvoiceView[] }>(context, request, `/${locale}/billing/invoices`);
  if (res.status !== 200) throw data(null, { status: res.status === 401 || res.status === 403 ? 403 : 500 });
  return res.body.data;
}

/** POST the API and go where it says (Stripe's checkout or portal); its error otherwise. */
async function go(context: ServerLoadContext, request: Request, path: string, intent: string, body?: unknown): Promise<Response | { result: FormResult; status: number }> {
  const res = await callApi<{ data: { url: string } }>(context, request, path, 'POST', body);
  if (res.status === 200) return redirect(res.body.data.url);
  return { result: failure(res, intent), status: res.status };
}

export const startCheckout = (context: ServerLoadContext, request: Request, locale: Locale, plan: string, period: string) =>
  go(context, request, `/${locale}/billing/checkout`, 'checkout', { plan, period });

export const openPortal = (context: ServerLoadContext, request: Request, locale: Locale) => go(context, request, `/${locale}/billing/portal`, 'portal');

/** Cancel, resume or change plan: the API's message either way. */
export async function changeSubscription(
  context: ServerLoadContext,
  request: Request,
  locale: Locale,
  intent: 'cancel' | 'resume' | 'plan',
  body?: unknown,
): Promise<{ result: FormResult; status: number }> {
  const res = await callApi<{ data: { message: string } }>(context, request, `/${locale}/billing/subscription/${intent}`, 'POST', body);
  if (res.status !== 200) {
    const f = failure(res, intent);
    return { result: { ...f, message: f.message ?? Object.values(f.errors)[0] }, status: res.status };
  }
  return { result: { ok: true, intent, message: res.body.data.message, errors: {} }, status: 200 };
}
