import { isMessageKey, translate as apiText } from '@tasreef/contracts/messages';
import { Form, Link, redirect, data } from 'react-router';
import { callApi, cookieHeaders, failure } from '../../lib/api.server.ts';
import { formValues, safeReturnTo, type FormResult } from '../../lib/form.ts';
import { requireGuest } from '../../lib/session.server.ts';
import { CheckboxField, TextField, useFormResult, AuthPage } from '../../components/fields.tsx';
import { OAuthButtons } from '../../features/auth/OAuthButtons.tsx';
import { translate } from '../../i18n/index.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { pageMeta } from '../../lib/meta.ts';
import { localeParam } from '../../lib/route-locale.ts';
import { readForm } from '../../lib/form-data.ts';
import type { Route } from './+types/login';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  await requireGuest(context, request, locale);
  const url = new URL(request.url);
  const oauthError = url.searchParams.get('oauth_error');
  const providers = await context.api<{ data: string[] }>(`/${locale}/auth/oauth/providers`);
  return {
    locale,
    returnTo: safeReturnTo(url.searchParams.get('return_to'), locale),
    // Arriving from a password reset (?reset=1) or the code page (?verified=1): say what was done.
    notice:
      url.searchParams.get('reset') === '1'
        ? translate(locale, 'auth.login.passwordChanged')
        : url.searchParams.get('verified') === '1'
          ? translate(locale, 'auth.verifiedSignIn')
          : null,
    oauthError: oauthError && isMessageKey(oauthError) ? apiText(locale, oauthError) : null,
    providers: providers.status === 200 ? providers.body.data : [],
  };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d ? pageMeta(d.locale, '/auth/login', translate(d.locale, 'auth.login.title'), translate(d.locale, 'auth.login.lead')) : [];

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeParam(params);
  const values = formValues(await readForm(request));
  const res = await callApi<{ data: { is_email_verified: boolean; must_change_password?: boolean } }>(context, request, `/${locale}/auth/login`, 'POST', {
    email: values.email ?? '',
    password: values.password ?? '',
    remember_me: values.remember_me === 'on',
  });
  if (res.status !== 200) return data<FormResult>(failure(res, 'login', { email: values.email ?? '' }), { status: res.status });
  const headers = cookieHeaders(res);
  if (res.body.data.must_change_password) throw redirect(`/${locale}/auth/set-password`, { headers });
  if (!res.body.data.is_email_verified) throw redirect(`/${locale}/auth/otp?email=${encodeURIComponent(values.email ?? '')}`, { headers });
  throw redirect(safeReturnTo(values.return_to, locale) ?? `/${locale}`, { headers });
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useLocale();
  const { result, busy } = useFormResult(actionData);
  return (
    <AuthPage title={t('auth.login.title')} lead={t('auth.login.lead')}>
      {loaderData.notice && !result && (
        <p className="notice notice--success" role="status">
          {loaderData.notice}
        </p>
      )}
      {loaderData.oauthError && (
        <p className="notice notice--error" role="alert">
          {loaderData.oauthError}
        </p>
      )}
      <Form method="post" noValidate className="form">
        {loaderData.returnTo && <input type="hidden" name="return_to" value={loaderData.returnTo} />}
        <TextField
          name="email"
          inputMode="email"
          label={t('mgmt.login.emailOrUsername')}
          autoComplete="username"
          dir="ltr"
          required
          defaultValue={result?.values?.email}
          error={result?.errors.email}
        />
        <TextField name="password" type="password" label={t('auth.password')} autoComplete="current-password" dir="ltr" required error={result?.errors.password} />
        <CheckboxField name="remember_me" label={t('auth.rememberMe')} />
        <button type="submit" className="button button--primary button--large" disabled={busy}>
          {t('auth.login.submit')}
        </button>
      </Form>
      <p>
        <Link to={href('/auth/forget-password')}>{t('auth.login.forgot')}</Link>
      </p>
      <OAuthButtons providers={loaderData.providers} returnTo={loaderData.returnTo} />
      <p>
        {t('auth.login.noAccount')} <Link to={href('/auth/register')}>{t('nav.createAccount')}</Link>
      </p>
    </AuthPage>
  );
}
