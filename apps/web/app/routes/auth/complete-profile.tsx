import { useState } from 'react';
import { Form, Link, redirect, data } from 'react-router';
import { callApi, failure } from '../../lib/api.server.ts';
import { formValues, payloadOf, type FormResult } from '../../lib/form.ts';
import { requireSignedIn } from '../../lib/session.server.ts';
import { CheckboxField, TextField, useFormResult, AuthPage } from '../../components/fields.tsx';
import { ExtraDataFields, EXTRA_FIELDS, isPersonalRole, RoleFields, timeZoneList } from '../../components/profile-fields.tsx';
import { translate } from '../../i18n/index.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { pageMeta } from '../../lib/meta.ts';
import { localeParam } from '../../lib/route-locale.ts';
import { readForm } from '../../lib/form-data.ts';
import type { Route } from './+types/complete-profile';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  const account = await requireSignedIn(context, request, locale, { allowIncomplete: true });
  if (account.profile_complete) throw redirect(`/${locale}/dashboard/profile`);
  return { locale, fullName: account.full_name, timeZones: timeZoneList() };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d ? pageMeta(d.locale, '/auth/complete-profile', translate(d.locale, 'auth.complete.title'), translate(d.locale, 'auth.complete.lead')) : [];

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeParam(params);
  const values = formValues(await readForm(request));
  const body = payloadOf(values, ['full_name', 'role', 'educator_type', 'organization_type', ...EXTRA_FIELDS], ['accept_terms']);
  const res = await callApi(context, request, `/${locale}/auth/complete-profile`, 'POST', body);
  if (res.status !== 200) return data<FormResult>(failure(res, 'complete', values), { status: res.status });
  throw redirect(`/${locale}/dashboard/profile`);
}

export default function CompleteProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useLocale();
  const { result, busy } = useFormResult(actionData);
  const errors = result?.errors ?? {};
  const [role, setRole] = useState(result?.values?.role ?? '');
  const [educatorType, setEducatorType] = useState(result?.values?.educator_type ?? '');
  return (
    <AuthPage title={t('auth.complete.title')} lead={t('auth.complete.lead')}>
      <Form method="post" noValidate className="form">
        <TextField
          name="full_name"
          label={t('auth.fullName')}
          autoComplete="name"
          maxLength={100}
          defaultValue={result?.values?.full_name ?? loaderData.fullName}
          error={errors.full_name}
        />
        <RoleFields errors={errors} role={role} educatorType={educatorType} onRole={setRole} onEducatorType={setEducatorType} defaults={result?.values ?? {}} />
        <ExtraDataFields errors={errors} defaults={result?.values ?? {}} timeZones={loaderData.timeZones} personal={isPersonalRole(role, educatorType)} />
        <CheckboxField
          name="accept_terms"
          error={errors.accept_terms}
          label={
            <>
              {t('auth.acceptTerms')} (<Link to={href('/terms-and-conditions')}>{t('footer.terms')}</Link>)
            </>
          }
        />
        <button type="submit" className="button button--primary button--large" disabled={busy}>
          {t('auth.complete.submit')}
        </button>
      </Form>
    </AuthPage>
  );
}
