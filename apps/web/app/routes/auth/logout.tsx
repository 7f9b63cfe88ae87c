import { redirect } from 'react-router';
import { callApi, cookieHeaders } from '../../features/auth/api.server.ts';
import { localeParam } from '../../lib/route-locale.ts';
import type { Route } from './+types/logout';

/** Sign out (section 4): the session is revoked on the server, the cookies cleared, the page reloaded. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeParam(params);
  const res = await callApi(context, request, `/${locale}/auth/logout`, 'DELETE');
  const headers = cookieHeaders(res);
  // Section 4: all cookies go (the session's, the client flags, and the preferences), whatever
  // the API said (already signed out: 401).
  for (const name of ['token', 'csrf_token', 'loggedIn', 'isVerified', 'fixedFontSize', 'locale']) headers.append('set-cookie', `${name}=; Path=/; Max-Age=0; SameSite=Lax`);
  throw redirect(`/${locale}`, { headers });
}

export function loader({ params }: Route.LoaderArgs) {
  throw redirect(`/${localeParam(params)}`);
}
