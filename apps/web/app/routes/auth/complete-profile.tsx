import { useState } from 'react';
import { Form, Link, redirect, useNavigation, data } from 'react-router';
import { callApi, failure, formValues, payloadOf, requireSignedIn, type FormResult } from '../../features/auth/api.server.ts';
import { CheckboxField, TextField, useResultToast } from '../../features/auth/fields.tsx';
import { ExtraDataFields, EXTRA_FIELDS, RoleFields } from '../../features/auth/profile-fields.tsx';
import { translate } from '../../i18n/index.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { pageMeta } from '../../lib/meta.ts';
import { localeParam } from '../../lib/route-locale.ts';
import type { Route } from './+types/complete-profile';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  const account = await requireSignedIn(context, request, locale, { allowIncomplete: true });
  if (account.profile_complete) throw redirect(`/${locale}/dashboard/profile`);
  return { locale, fullName: account.full_name };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d ? pageMeta(d.locale, '/auth/complete-profile', translate(d.locale, 'auth.complete.title'), translate(d.locale, 'auth.complete.lead')) : [];

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeParam(params);
  const values = formValues(await request.formData());
  const body = payloadOf(values, ['full_name', 'role', 'educator_type', 'organization_type', ...EXTRA_FIELDS], ['accept_terms']);
  const res = await callApi(context, request, `/${locale}/auth/complete-profile`, 'POST', body);
  if (res.status !== 200) return data<FormResult>(failure(res, 'complete', values), { status: res.status });
  throw redirect(`/${locale}/dashboard/profile`);
}

export default function CompleteProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useLocale();
  const result = actionData as FormResult | undefined;
  const busy = useNavigation().state === 'submitting';
  const errors = result?.errors ?? {};
  const [role, setRole] = useState(result?.values?.role ?? '');
  const [educatorType, setEducatorType] = useState(result?.values?.educator_type ?? '');
  useResultToast(result);
  return (
    <div className="container page page--narrow auth-page">
      <header className="page-header">
        <h1>{t('auth.complete.title')}</h1>
        <p className="lead">{t('auth.complete.lead')}</p>
      </header>
      <Form method="post" noValidate className="form">
        <TextField name="full_name" label={t('auth.fullName')} autoComplete="name" maxLength={100} defaultValue={result?.values?.full_name ?? loaderData.fullName} error={errors.full_name} />
        <RoleFields errors={errors} role={role} educatorType={educatorType} onRole={setRole} onEducatorType={setEducatorType} defaults={result?.values ?? {}} />
        <ExtraDataFields errors={errors} defaults={result?.values ?? {}} />
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
    </div>
  );
}
