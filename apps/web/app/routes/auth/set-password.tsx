import { Form, data, redirect } from 'react-router';
import { formValues, type FormResult } from '../../lib/form.ts';
import { requireSignedIn } from '../../lib/session.server.ts';
import { AuthPage, NewPasswordField, TextField, useFormResult } from '../../components/fields.tsx';
import { send } from '../../lib/api.server.ts';
import { translate } from '../../i18n/index.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { readForm } from '../../lib/form-data.ts';
import { pageMeta } from '../../lib/meta.ts';
import { localeParam } from '../../lib/route-locale.ts';
import type { Route } from './+types/set-password';

/** A student signed in with a one-time password chooses their own before anything else. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  const account = await requireSignedIn(context, request, locale, { allowPasswordChange: true });
  if (!account.must_change_password) throw redirect(`/${locale}/dashboard`);
  return { locale, name: account.full_name };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d
    ? [
        ...pageMeta(d.locale, '/auth/set-password', translate(d.locale, 'mgmt.setPassword.title'), translate(d.locale, 'mgmt.setPassword.lead')),
        { name: 'robots', content: 'noindex' },
      ]
    : [];

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeParam(params);
  await requireSignedIn(context, request, locale, { allowPasswordChange: true });
  const values = formValues(await readForm(request));
  const { result, status } = await send(
    context,
    request,
    locale,
    '/auth/set-password',
    'POST',
    { password: values.password ?? '', password_confirmation: values.password_confirmation ?? '' },
    'set',
  );
  if (result.ok) throw redirect(`/${locale}/dashboard`);
  return data<FormResult>(result, { status });
}

export default function SetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLocale();
  const { result, busy } = useFormResult(actionData);
  return (
    <AuthPage title={t('mgmt.setPassword.title')} lead={t('mgmt.setPassword.lead', { name: `\u2068${loaderData.name}\u2069` })}>
      <Form method="post" noValidate className="form">
        <NewPasswordField name="password" label={t('auth.password')} error={result?.errors.password} />
        <TextField
          name="password_confirmation"
          type="password"
          label={t('auth.passwordConfirmation')}
          autoComplete="new-password"
          dir="ltr"
          required
          error={result?.errors.password_confirmation}
        />
        <button type="submit" className="button button--primary button--large" disabled={busy}>
          {t('mgmt.setPassword.submit')}
        </button>
      </Form>
    </AuthPage>
  );
}
