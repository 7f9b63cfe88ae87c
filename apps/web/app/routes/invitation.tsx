import type { Invitation } from '@tasreef/contracts/management';
import { Form, Link, data, redirect, useLocation } from 'react-router';
import { callApi, cookieHeaders, failure } from '../lib/api.server.ts';
import { formValues, type FormResult } from '../lib/form.ts';
import { loadAccount } from '../lib/session.server.ts';
import { AuthPage, NewPasswordField, TextField, useFormResult } from '../components/fields.tsx';
import { translate } from '../i18n/index.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { readForm } from '../lib/form-data.ts';
import { pageMeta } from '../lib/meta.ts';
import { localeParam } from '../lib/route-locale.ts';
import type { Route } from './+types/invitation';

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** An invitation link: a new account sets its password and joins; an existing one signs in and confirms. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  const res = TOKEN.test(params.token) ? await callApi<{ data: Invitation }>(context, request, `/${locale}/invitations/${params.token}`) : { status: 404, body: null };
  if (res.status !== 200) return data({ locale, invitation: null, signedInAs: null }, { status: 404 });
  const account = await loadAccount(context, locale);
  return { locale, invitation: (res.body as { data: Invitation }).data, signedInAs: account?.email ?? null };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d
    ? [...pageMeta(d.locale, '/invitations', translate(d.locale, 'mgmt.invitation.title'), translate(d.locale, 'mgmt.invitation.title')), { name: 'robots', content: 'noindex' }]
    : [];

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeParam(params);
  if (!TOKEN.test(params.token)) throw data(null, { status: 404 });
  const values = formValues(await readForm(request));
  const body = values.password !== undefined ? { full_name: values.full_name, password: values.password, password_confirmation: values.password_confirmation ?? '' } : {};
  const res = await callApi(context, request, `/${locale}/invitations/${params.token}/accept`, 'POST', body);
  if (res.status !== 200) return data<FormResult>(failure(res, 'accept', { full_name: values.full_name ?? '' }), { status: res.status });
  throw redirect(`/${locale}/dashboard`, { headers: cookieHeaders(res) });
}

export default function InvitationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useLocale();
  const { invitation, signedInAs } = loaderData;
  const { result, busy } = useFormResult(actionData);
  const { pathname } = useLocation();
  if (!invitation) {
    return (
      <AuthPage title={t('mgmt.invitation.title')} lead={t('mgmt.invitation.invalid')}>
        <p>
          <Link to={href('/')}>{t('nav.home')}</Link>
        </p>
      </AuthPage>
    );
  }
  const org = `\u2068${invitation.organization.name}\u2069`;
  const lead = t(invitation.role === 'teacher' ? 'mgmt.invitation.leadTeacher' : 'mgmt.invitation.leadStudent', { organization: org });
  if (invitation.needs_password) {
    return (
      <AuthPage title={t('mgmt.invitation.title')} lead={lead}>
        <Form method="post" noValidate className="form">
          <p>
            {t('auth.email')}: <bdi dir="ltr">{invitation.email}</bdi>
          </p>
          <TextField
            name="full_name"
            label={t('auth.fullName')}
            autoComplete="name"
            maxLength={100}
            defaultValue={result?.values?.full_name ?? invitation.full_name}
            error={result?.errors.full_name}
          />
          <NewPasswordField name="password" label={t('auth.password')} error={result?.errors.password} />
          <TextField
            name="password_confirmation"
            type="password"
            label={t('auth.passwordConfirmation')}
            autoComplete="new-password"
            dir="ltr"
            error={result?.errors.password_confirmation}
          />
          <button type="submit" className="button button--primary button--large" disabled={busy}>
            {t('mgmt.invitation.join')}
          </button>
        </Form>
      </AuthPage>
    );
  }
  return (
    <AuthPage title={t('mgmt.invitation.title')} lead={lead}>
      {signedInAs === invitation.email ? (
        <Form method="post">
          <button type="submit" className="button button--primary button--large" disabled={busy}>
            {t('mgmt.invitation.accept')}
          </button>
        </Form>
      ) : (
        <p>
          {t('mgmt.invitation.signInAs', { email: `\u2068${invitation.email}\u2069` })}{' '}
          <Link to={`${href('/auth/login')}?return_to=${encodeURIComponent(pathname)}`}>{t('nav.logIn')}</Link>
        </p>
      )}
    </AuthPage>
  );
}
