import { Form, redirect, data } from 'react-router';
import { callApi, cookieHeaders, failure } from '../../lib/api.server.ts';
import { formValues, safeReturnTo, type FormResult } from '../../lib/form.ts';
import { loadAccount } from '../../lib/session.server.ts';
import { CodeFormActions, TextField, useFormResult, AuthPage } from '../../components/fields.tsx';
import { translate } from '../../i18n/index.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { pageMeta } from '../../lib/meta.ts';
import { localeParam } from '../../lib/route-locale.ts';
import { readForm } from '../../lib/form-data.ts';
import type { Route } from './+types/otp';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  const account = await loadAccount(context, locale);
  if (account?.is_email_verified) throw redirect(`/${locale}/dashboard/profile`);
  const url = new URL(request.url);
  return { locale, email: url.searchParams.get('email') ?? account?.email ?? '', returnTo: safeReturnTo(url.searchParams.get('return_to'), locale) };
}

export const meta: Route.MetaFunction = ({ data: d }) => (d ? pageMeta(d.locale, '/auth/otp', translate(d.locale, 'auth.otp.title'), translate(d.locale, 'auth.otp.title')) : []);

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeParam(params);
  const values = formValues(await readForm(request));
  const email = values.email ?? '';
  if (values.intent === 'resend') {
    const res = await callApi<{ data: { message: string } }>(context, request, `/${locale}/auth/resend-verified-email`, 'POST', { email });
    if (res.status !== 200) return data<FormResult>(failure(res, 'resend', { email }), { status: res.status });
    return { ok: true, intent: 'resend', message: res.body.data.message, errors: {} } satisfies FormResult;
  }
  const res = await callApi(context, request, `/${locale}/auth/verify-email`, 'POST', { email, verification_code: values.verification_code ?? '' });
  if (res.status !== 200) return data<FormResult>(failure(res, 'verify', { email }), { status: res.status });
  const account = await loadAccount(context, locale);
  // The page reached says the address is now verified (or the page the visitor came from, such as a share link's).
  const back = safeReturnTo(values.return_to, locale);
  if (account && back) throw redirect(back, { headers: cookieHeaders(res) });
  throw redirect(account ? `/${locale}/dashboard/profile?verified=1` : `/${locale}/auth/login?verified=1`, { headers: cookieHeaders(res) });
}

export default function OtpPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLocale();
  const { result, busy } = useFormResult(actionData);
  return (
    <AuthPage title={t('auth.otp.title')} lead={loaderData.email ? t('auth.otp.lead', { email: loaderData.email }) : t('auth.otp.leadNoEmail')}>
      <Form method="post" noValidate className="form">
        {loaderData.returnTo && <input type="hidden" name="return_to" value={loaderData.returnTo} />}
        {/* Without an address (the link lost it, or a new visit) the page asks for it first. */}
        <TextField
          name="email"
          type="email"
          label={t('auth.email')}
          autoComplete="email"
          dir="ltr"
          required
          defaultValue={result?.values?.email ?? loaderData.email}
          error={result?.errors.email}
        />
        <TextField
          name="verification_code"
          label={t('auth.otp.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          dir="ltr"
          maxLength={4}
          error={result?.errors.verification_code}
        />
        <CodeFormActions intent="verify" label={t('auth.otp.submit')} busy={busy} />
      </Form>
    </AuthPage>
  );
}
