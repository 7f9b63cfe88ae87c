import { API_KEY_SCOPES } from '@tasreef/contracts/integrations';
import type { ServerLoadContext } from '@tasreef/contracts';
import { data } from 'react-router';
import { send } from '../../lib/api.server.ts';
import type { FormResult } from '../../lib/form.ts';
import type { Locale } from '../../i18n/index.ts';
import { isUuid } from '../../lib/uuid.ts';

/** What the keys page's action answers: the form's result, and the key itself once, right after it was made. */
export type KeyActionResult = FormResult & { secret?: string };

/** Makes a key (name, scopes, expiry) or revokes one, as the signed-in educator. */
export async function keyAction(context: ServerLoadContext, request: Request, locale: Locale, form: FormData) {
  const intent = form.get('intent');
  if (intent === 'revoke') {
    const id = String(form.get('id') ?? '');
    if (!isUuid(id)) throw data(null, { status: 404 });
    const { result, status } = await send(context, request, locale, `/api-keys/${id}/revoke`, 'POST', undefined, `revoke:${id}`);
    return data<KeyActionResult>(result, { status });
  }
  const days = String(form.get('expires_in_days') ?? '');
  const body = {
    name: String(form.get('name') ?? ''),
    scopes: form.getAll('scopes').filter((s): s is string => typeof s === 'string' && (API_KEY_SCOPES as readonly string[]).includes(s)),
    expires_in_days: /^\d+$/.test(days) ? Number(days) : null,
  };
  const { result, status, data: made } = await send<{ secret: string; message: string }>(context, request, locale, '/api-keys', 'POST', body, 'create');
  return data<KeyActionResult>({ ...result, ...(made?.secret ? { secret: made.secret } : { values: { name: body.name } }) }, { status });
}

/** What the webhooks page's action answers: the form's result, and a signing secret once (after a creation or a rotation). */
export type HookActionResult = FormResult & { secret?: string };

/** Adds an endpoint, rotates its secret, turns it on again, deletes it, or replays a delivery. */
export async function hookAction(context: ServerLoadContext, request: Request, locale: Locale, form: FormData) {
  const intent = String(form.get('intent') ?? '');
  const id = String(form.get('id') ?? '');
  if (intent === 'create') {
    const body = {
      url: String(form.get('url') ?? ''),
      events: form.getAll('events').filter((s): s is string => typeof s === 'string'),
      description: String(form.get('description') ?? ''),
    };
    const { result, status, data: made } = await send<{ secret: string; message: string }>(context, request, locale, '/webhooks', 'POST', body, 'create');
    return data<HookActionResult>({ ...result, ...(made?.secret ? { secret: made.secret } : { values: { url: body.url, description: body.description } }) }, { status });
  }
  if (!isUuid(id)) throw data(null, { status: 404 });
  if (intent === 'rotate') {
    const { result, status, data: made } = await send<{ secret: string; message: string }>(context, request, locale, `/webhooks/${id}/rotate`, 'POST', undefined, `rotate:${id}`);
    return data<HookActionResult>({ ...result, ...(made?.secret ? { secret: made.secret } : {}) }, { status });
  }
  if (intent === 'replay') {
    const delivery = String(form.get('delivery') ?? '');
    if (!isUuid(delivery)) throw data(null, { status: 404 });
    const { result, status } = await send(context, request, locale, `/webhooks/${id}/deliveries/${delivery}/replay`, 'POST', undefined, `replay:${delivery}`);
    return data<HookActionResult>(result, { status });
  }
  const path = intent === 'enable' ? `/webhooks/${id}/enable` : `/webhooks/${id}`;
  const { result, status } = await send(context, request, locale, path, intent === 'enable' ? 'POST' : 'DELETE', undefined, `${intent}:${id}`);
  return data<HookActionResult>(result, { status });
}

/** What the LMS page's action answers: the form's result, and a new connection's registration URL once. */
export type LmsActionResult = FormResult & { registrationUrl?: string };

/** Makes an LMS connection (its registration URL answered once) or removes one (ADR 0084). */
export async function lmsAction(context: ServerLoadContext, request: Request, locale: Locale, form: FormData) {
  const intent = String(form.get('intent') ?? '');
  if (intent === 'create') {
    const name = String(form.get('name') ?? '').trim();
    const { result, status, data: made } = await send<{ registration_url: string | null }>(context, request, locale, '/lms/connections', 'POST', name ? { name } : {}, 'create');
    return data<LmsActionResult>({ ...result, ...(made?.registration_url ? { registrationUrl: made.registration_url } : { values: { name } }) }, { status });
  }
  const id = String(form.get('id') ?? '');
  if (!isUuid(id)) throw data(null, { status: 404 });
  const { result, status } = await send(context, request, locale, `/lms/connections/${id}`, 'DELETE', undefined, `delete:${id}`);
  return data<LmsActionResult>(result, { status });
}
