import { API_KEY_SCOPES, deploymentIdsOf } from '@tasreef/contracts/integrations';
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

/** The typed-in platform's fields, as the form names them (the API nests them under `manual`). */
export const LMS_MANUAL_FIELDS = ['issuer', 'client_id', 'deployment_ids', 'auth_url', 'token_url', 'jwks_url'] as const;

/**
 * The API names a typed-in field `manual.issuer`, or `manual.deployment_ids.2` for one of the ids;
 * the form shows each beside its own field (all the ids are one text area).
 */
function formErrors(errors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, issue] of Object.entries(errors)) {
    const field = path.replace(/^manual\./, '').split('.')[0]!;
    out[field] ??= issue;
  }
  return out;
}

/**
 * Makes an LMS connection: a registration URL (answered once) for Dynamic Registration, or the
 * platform's details typed in (`register`); or removes one (ADR 0084). The API judges the details
 * with the contracts' one schema; its field errors come back beside each field.
 */
export async function lmsAction(context: ServerLoadContext, request: Request, locale: Locale, form: FormData) {
  const intent = String(form.get('intent') ?? '');
  const name = String(form.get('name') ?? '').trim();
  if (intent === 'create') {
    const { result, status, data: made } = await send<{ registration_url: string | null }>(context, request, locale, '/lms/connections', 'POST', name ? { name } : {}, 'create');
    return data<LmsActionResult>({ ...result, ...(made?.registration_url ? { registrationUrl: made.registration_url } : { values: { name } }) }, { status });
  }
  if (intent === 'register') {
    const values: Record<string, string> = { name };
    for (const f of LMS_MANUAL_FIELDS) values[f] = String(form.get(f) ?? '');
    const manual = {
      issuer: values.issuer,
      client_id: values.client_id,
      deployment_ids: deploymentIdsOf(values.deployment_ids ?? ''),
      auth_url: values.auth_url,
      token_url: values.token_url,
      jwks_url: values.jwks_url,
    };
    const { result, status } = await send(context, request, locale, '/lms/connections', 'POST', name ? { name, manual } : { manual }, 'register');
    return data<LmsActionResult>(result.ok ? result : { ...result, errors: formErrors(result.errors), values }, { status });
  }
  const id = String(form.get('id') ?? '');
  if (!isUuid(id)) throw data(null, { status: 404 });
  const { result, status } = await send(context, request, locale, `/lms/connections/${id}`, 'DELETE', undefined, `delete:${id}`);
  return data<LmsActionResult>(result, { status });
}
