import { data, redirect } from 'react-router';
import { cookieHeaders } from '../../lib/api.server.ts';
import { CSRF_FIELD } from '../../features/auth/csrf.ts';
import { readForm } from '../../lib/form-data.ts';
import { localeParam } from '../../lib/route-locale.ts';
import type { Route } from './+types/logout';

/**
 * Sign out (section 4): the session is revoked on the server, the cookies cleared, the page reloaded.
 * The form carries the session's CSRF token, and the API is sent that token and nothing else: a
 * post from elsewhere (a form on a sibling site, a client that sends neither Origin nor Referer)
 * cannot know it, and is refused with the 403 page while the session stays.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeParam(params);
  const token = (await readForm(request)).get(CSRF_FIELD);
  const headers: Record<string, string> = { 'x-csrf-token': typeof token === 'string' ? token : '' };
  const userAgent = request.headers.get('user-agent');
  if (userAgent) headers['user-agent'] = userAgent;
  const res = await context.api(`/${locale}/auth/logout`, { method: 'DELETE', headers });
  if (res.status === 403) throw data(null, { status: 403, statusText: 'Forbidden' });
  const out = cookieHeaders(res);
  // Section 4: all cookies go (the session's, the client flags, and the preferences), whatever
  // else the API said (already signed out: 401).
  for (const name of ['token', 'csrf_token', 'loggedIn', 'isVerified', 'fixedFontSize', 'locale']) out.append('set-cookie', `${name}=; Path=/; Max-Age=0; SameSite=Lax`);
  throw redirect(`/${locale}`, { headers: out });
}

export function loader({ params }: Route.LoaderArgs) {
  throw redirect(`/${localeParam(params)}`);
}

/** Never shown (the loader and the action redirect): a page route, so that a refusal renders the localized 403 page. */
export default function Logout() {
  return null;
}
