import type { Locale } from '../i18n/index.ts';

/* Form helpers used on both sides (no server-only code here). */

/** What an action answers a form with: field errors by name, or a message (toast), and the typed values. */
export interface FormResult {
  ok: boolean;
  intent?: string;
  message?: string;
  errors: Record<string, string>;
  values?: Record<string, string>;
  /** The API's error code, where the page reacts to it (plan_limit: an upgrade prompt). */
  code?: string | undefined;
}

/** A form's text fields as strings (files and empty names left out). */
export function formValues(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of form.entries()) if (typeof v === 'string' && k) out[k] = v;
  return out;
}

/** An API body from form text: blanks left out, checkboxes as booleans. */
export function payloadOf(values: Record<string, string>, fields: readonly string[], booleans: readonly string[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const v = values[f];
    if (v !== undefined && v.trim() !== '') out[f] = v;
  }
  for (const b of booleans) out[b] = values[b] === 'on' || values[b] === 'true' || values[b] === '1';
  return out;
}

const LOCAL_BASE = 'http://local.invalid';

/**
 * A local path of this locale to come back to, as the URL parser writes it (percent-encoded, so
 * it fits a Location header), or null. Never another site (`//host`, `/\\host`), never a value with
 * control characters: a CR or LF in a redirect's Location is refused by the Headers API.
 */
export function safeReturnTo(value: string | null | undefined, locale: Locale): string | null {
  if (!value || !value.startsWith('/') || /[\p{Cc}\\]/u.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, LOCAL_BASE);
  } catch {
    return null;
  }
  if (url.origin !== LOCAL_BASE) return null;
  const path = url.pathname + url.search + url.hash;
  return path === `/${locale}` || path.startsWith(`/${locale}/`) || path.startsWith(`/${locale}?`) ? path : null;
}
