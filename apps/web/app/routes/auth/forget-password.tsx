import { Form, Link, redirect, data } from 'react-router';
import { callApi, failure } from '../../lib/api.server.ts';
import { formValues, type FormResult } from '../../lib/form.ts';
import { requireGuest } from '../../lib/session.server.ts';
import { TextField, useFormResult, AuthPage } from '../../components/fields.tsx';
import { translate } from '../../i18n/index.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { pageMeta } from '../../lib/meta.ts';
import { localeParam } from '../../lib/route-locale.ts';
import { readForm } from '../../lib/form-data.ts';
import type { Route } from './+types/forget-password';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  await requireGuest(context, request, locale);
  return { locale };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d ? pageMeta(d.locale, '/auth/forget-password', translate(d.locale, 'auth.forgot.title'), translate(d.locale, 'auth.forgot.lead')) : [];

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeParam(params);
  const values = formValues(await readForm(request));
  const res = await callApi(context, request, `/${locale}/auth/forget-password`, 'POST', { email: values.email ?? '' });
  if (res.status !== 200) return data<FormResult>(failure(res, 'forgot', values), { status: res.status });
  throw redirect(`/${locale}/auth/reset-password?email=${encodeURIComponent((values.email ?? '').trim())}&sent=1`);
}

export default function ForgetPasswordPage({ actionData }: Route.ComponentProps) {
  const { t, href } = useLocale();
  const { result, busy } = useFormResult(actionData);
  return (
    <AuthPage title={t('auth.forgot.title')} lead={t('auth.forgot.lead')}>
      <Form method="post" noValidate className="form">
        <TextField name="email" type="email" label={t('auth.email')} autoComplete="email" dir="ltr" required defaultValue={result?.values?.email} error={result?.errors.email} />
        <button type="submit" className="button button--primary button--large" disabled={busy}>
          {t('auth.forgot.submit')}
        </button>
      </Form>
      <p>
        <Link to={href('/auth/login')}>{t('nav.logIn')}</Link>
      </p>
    </AuthPage>
  );
}
