import { parseCookies } from '../../lib/cookies.ts';

/** The form field that carries the session's CSRF token (the `csrf_token` cookie's value, bound to the session by the server). */
export const CSRF_FIELD = 'csrf_token';

/** The CSRF token for a form rendered in the browser; empty on the server or when signed out. */
export function csrfTokenOfPage(): string {
  if (typeof document === 'undefined') return '';
  return parseCookies(document.cookie).csrf_token ?? '';
}
