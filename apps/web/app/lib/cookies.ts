import { parseCookie, stringifySetCookie } from 'cookie';

/** The cookies of a `Cookie` header (or `document.cookie`), by the `cookie` package; the first of duplicates wins. */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(parseCookie(header ?? ''))) if (value !== undefined) out[name] = value;
  return out;
}

export const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Sets a first-party cookie from the browser (not HttpOnly: the server only reads preferences). */
export function setBrowserCookie(name: string, value: string, maxAgeSeconds = YEAR_SECONDS): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  document.cookie = stringifySetCookie({ name, value, path: '/', maxAge: maxAgeSeconds, sameSite: 'lax', secure });
}
