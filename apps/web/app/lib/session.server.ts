import type { ServerLoadContext } from '@tasreef/contracts';
import type { Account } from '@tasreef/contracts/auth';
import type { Workspace } from '@tasreef/contracts/management';
import { data, redirect } from 'react-router';
import { load } from './api.server.ts';
import { safeReturnTo } from './form.ts';
import type { Locale } from '../i18n/index.ts';

/** The guards of the pages: who may see them, else a redirect or the 403 page (thrown). */

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

/** Guard is-educator, then the caller's workspace (school or own roster, or the school they teach in). */
export async function requireWorkspace(context: ServerLoadContext, request: Request, locale: Locale): Promise<{ account: Account; workspace: Workspace }> {
  const account = await requireEducator(context, request, locale);
  const workspace = await load<Workspace>(context, request, locale, '/workspace');
  return { account, workspace };
}
