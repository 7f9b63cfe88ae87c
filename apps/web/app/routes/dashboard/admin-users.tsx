import { useEffect, useState } from 'react';
import { Form, Link, data, useNavigation } from 'react-router';
import { formValues, type FormResult } from '../../lib/form.ts';
import { useResultToast } from '../../components/fields.tsx';
import { readUsersQuery } from '../../features/admin/paging.ts';
import { UsersTable } from '../../features/admin/UsersTable.tsx';
import { listUsers, requireAdmin, setDisabled, setPlan } from '../../features/admin/users.server.ts';
import { translate } from '../../i18n/index.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { pageMeta } from '../../lib/meta.ts';
import { localeParam } from '../../lib/route-locale.ts';
import { readForm } from '../../lib/form-data.ts';
import type { Route } from './+types/admin-users';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  const account = await requireAdmin(context, request, locale);
  const query = readUsersQuery(new URL(request.url).searchParams);
  const page = await listUsers(context, request, locale, query);
  const plans = await context.api<{ data: Array<{ code: string; name: string }> }>(`/${locale}/plans`);
  return { locale, selfId: account.id, query, ...page, plans: plans.status === 200 ? plans.body.data.map((p) => ({ code: p.code, name: p.name })) : [] };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d
    ? [...pageMeta(d.locale, '/dashboard/admin/users', translate(d.locale, 'admin.users.title'), translate(d.locale, 'admin.users.lead')), { name: 'robots', content: 'noindex' }]
    : [];

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeParam(params);
  await requireAdmin(context, request, locale);
  const values = formValues(await readForm(request));
  const intent = values.intent ?? '';
  if (intent === 'plan' && values.id) {
    const { result, status } = await setPlan(context, request, locale, values.id, values.plan_code ?? '', values.reason ?? '');
    return data<FormResult>(result, { status });
  }
  if ((intent !== 'disable' && intent !== 'enable') || !values.id) {
    return data<FormResult>({ ok: false, intent, errors: {}, message: translate(locale, 'profile.unknownAction') }, { status: 400 });
  }
  const { result, status } = await setDisabled(context, request, locale, values.id, intent === 'disable');
  return data<FormResult>(result, { status });
}

export default function AdminUsersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useLocale();
  const { query, users, total, selfId, plans } = loaderData;
  const result = actionData as FormResult | undefined;
  const busy = useNavigation().state === 'submitting';
  useResultToast(result);
  // Without JavaScript there is no toast: the answer is shown on the page instead.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <div className="container page admin-users">
      <header className="page-header">
        <h1>{t('admin.users.title')}</h1>
        <p>{t('admin.users.lead')}</p>
      </header>
      {!hydrated && result?.message && (
        <p className={`notice ${result.ok ? 'notice--success' : 'notice--error'}`} role={result.ok ? 'status' : 'alert'}>
          {result.message}
        </p>
      )}
      <Form method="get" role="search" aria-label={t('admin.users.search')} className="admin-users__search">
        <label htmlFor="admin-users-q">{t('admin.users.search')}</label>
        <div className="admin-users__search-row">
          <input id="admin-users-q" type="search" name="q" defaultValue={query.q} maxLength={100} autoComplete="off" dir="auto" key={query.q} />
          <button type="submit" className="button button--primary">
            {t('admin.users.searchButton')}
          </button>
          {query.q && (
            <Link to={href('/dashboard/admin/users')} className="button button--ghost">
              {t('admin.users.clear')}
            </Link>
          )}
        </div>
      </Form>
      <UsersTable users={users} total={total} query={query} selfId={selfId} busy={busy} plans={plans} />
    </div>
  );
}
