import type { AdminSubscription } from '@tasreef/contracts/billing';
import { Link, data } from 'react-router';
import { callApi } from '../../../lib/api.server.ts';
import { requireAdmin } from '../../../features/admin/users.server.ts';
import { showDay } from '../../../features/billing/format.ts';
import '../../../features/billing/billing.css';
import { translate, type MessageKey } from '../../../i18n/index.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { localeParam } from '../../../lib/route-locale.ts';
import type { Route } from './+types/admin-subscriptions';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  await requireAdmin(context, request, locale);
  const page = Math.max(1, Math.min(10_000, Number(new URL(request.url).searchParams.get('page')) || 1));
  const res = await callApi<{ data: AdminSubscription[]; meta: { total: number; per_page: number } }>(context, request, `/${locale}/admin/subscriptions?page=${page}`);
  if (res.status !== 200) throw data(null, { status: res.status === 401 || res.status === 403 ? 403 : 500 });
  const plans = await context.api<{ data: Array<{ code: string; name: string }> }>(`/${locale}/plans`);
  const names = Object.fromEntries((plans.status === 200 ? plans.body.data : []).map((p) => [p.code, p.name]));
  return { locale, page, rows: res.body.data, pages: Math.max(1, Math.ceil(res.body.meta.total / res.body.meta.per_page)), names };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d
    ? [
        ...pageMeta(d.locale, '/dashboard/admin/subscriptions', translate(d.locale, 'billing.admin.title'), translate(d.locale, 'billing.admin.lead')),
        { name: 'robots', content: 'noindex' },
      ]
    : [];

export default function AdminSubscriptionsPage({ loaderData }: Route.ComponentProps) {
  const { t, href, fmt } = useLocale();
  const { rows, page, pages, names } = loaderData;
  const name = (code: string) => names[code] ?? code;
  return (
    <div className="container page billing-page">
      <header className="page-header">
        <h1>{t('billing.admin.title')}</h1>
        <p>{t('billing.admin.lead')}</p>
      </header>
      {rows.length === 0 ? (
        <p role="status">{t('billing.admin.none')}</p>
      ) : (
        <table className="billing-table">
          <caption className="visually-hidden">{t('billing.admin.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('billing.admin.account')}</th>
              <th scope="col">{t('billing.subs.plan')}</th>
              <th scope="col">{t('billing.subs.state')}</th>
              <th scope="col">{t('billing.admin.periodEnd')}</th>
              <th scope="col">{t('billing.admin.granted')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.user.id}-${r.updated_at}-${r.plan_code}`}>
                <th scope="row">
                  <bdi>{r.user.full_name}</bdi>
                  <br />
                  <bdi dir="ltr" className="muted">
                    {r.user.email}
                  </bdi>
                </th>
                <td>
                  <span className="billing-label">{t('billing.subs.plan')}: </span>
                  {name(r.plan_code)} · {t(`billing.period.${r.period}`)}
                </td>
                <td>
                  <span className="billing-label">{t('billing.subs.state')}: </span>
                  <span className={`billing-state billing-state--${r.status}`}>{t(`billing.state.${r.status}` as MessageKey)}</span>
                  {r.cancel_at_period_end && <span className="muted"> · {t('billing.admin.ending')}</span>}
                </td>
                <td>
                  <span className="billing-label">{t('billing.admin.periodEnd')}: </span>
                  {showDay(r.current_period_end, fmt)}
                </td>
                <td>
                  <span className="billing-label">{t('billing.admin.granted')}: </span>
                  {name(r.account_plan)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 && (
        <nav aria-label={t('billing.admin.pages')} className="billing-actions">
          {page > 1 && <Link to={href(`/dashboard/admin/subscriptions?page=${page - 1}`)}>{t('billing.admin.previous')}</Link>}
          {page < pages && <Link to={href(`/dashboard/admin/subscriptions?page=${page + 1}`)}>{t('billing.admin.next')}</Link>}
        </nav>
      )}
      <p>
        <Link to={href('/dashboard/admin/users')}>{t('menu.adminUsers')}</Link>
      </p>
    </div>
  );
}
