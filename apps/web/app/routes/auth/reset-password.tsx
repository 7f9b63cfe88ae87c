import { Form, redirect, data } from 'react-router';
import { callApi, failure } from '../../lib/api.server.ts';
import { formValues, type FormResult } from '../../lib/form.ts';
import { requireGuest } from '../../lib/session.server.ts';
import { CodeFormActions, NewPasswordField, TextField, useFormResult, AuthPage } from '../../components/fields.tsx';
import { translate } from '../../i18n/index.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { pageMeta } from '../../lib/meta.ts';
import { localeParam } from '../../lib/route-locale.ts';
import { readForm } from '../../lib/form-data.ts';
import type { Route } from './+types/reset-password';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  await requireGuest(context, request, locale);
  const url = new URL(request.url);
  return { locale, email: url.searchParams.get('email') ?? '', sent: url.searchParams.get('sent') === '1' };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d ? pageMeta(d.locale, '/auth/reset-password', translate(d.locale, 'auth.reset.title'), translate(d.locale, 'auth.reset.title')) : [];

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeParam(params);
  const values = formValues(await readForm(request));
  const email = values.email ?? '';
  if (values.intent === 'resend') {
    const res = await callApi<{ data: { message: string } }>(context, request, `/${locale}/auth/resend-forget-password`, 'POST', { email });
    if (res.status !== 200) return data<FormResult>(failure(res, 'resend', { email }), { status: res.status });
    return { ok: true, intent: 'resend', message: res.body.data.message, errors: {}, values: { email } } satisfies FormResult;
  }
  const res = await callApi(context, request, `/${locale}/auth/reset-password`, 'PATCH', {
    email,
    code: values.code ?? '',
    password: values.password ?? '',
    password_confirmation: values.password_confirmation ?? '',
  });
  if (res.status !== 200) return data<FormResult>(failure(res, 'reset', { email }), { status: res.status });
  throw redirect(`/${locale}/auth/login?reset=1`);
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLocale();
  const { result, busy } = useFormResult(actionData);
  const email = result?.values?.email ?? loaderData.email;
  return (
    <AuthPage title={t('auth.reset.title')} lead={loaderData.sent ? t('auth.reset.sent', { email }) : t('auth.reset.lead')}>
      <Form method="post" noValidate className="form">
        <TextField name="email" type="email" label={t('auth.email')} autoComplete="email" dir="ltr" defaultValue={email} error={result?.errors.email} />
        <TextField name="code" label={t('auth.otp.code')} autoComplete="one-time-code" inputMode="numeric" dir="ltr" maxLength={4} error={result?.errors.code} />
        <NewPasswordField name="password" label={t('auth.newPassword')} error={result?.errors.password} />
        <TextField
          name="password_confirmation"
          type="password"
          label={t('auth.passwordConfirmation')}
          autoComplete="new-password"
          dir="ltr"
          error={result?.errors.password_confirmation}
        />
        <CodeFormActions intent="reset" label={t('auth.reset.submit')} busy={busy} />
      </Form>
    </AuthPage>
  );
}
