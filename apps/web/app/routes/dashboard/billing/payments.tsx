import { Link } from 'react-router';
import { rich } from '../../../i18n/rich.tsx';
import { requireSignedIn } from '../../../lib/session.server.ts';
import { loadInvoices } from '../../../features/billing/api.server.ts';
import { showDay, showMoney } from '../../../features/billing/format.ts';
import '../../../features/billing/billing.css';
import { translate, type MessageKey } from '../../../i18n/index.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { localeParam } from '../../../lib/route-locale.ts';
import type { Route } from './+types/payments';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  await requireSignedIn(context, request, locale);
  return { locale, invoices: await loadInvoices(context, request, locale) };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d
    ? [...pageMeta(d.locale, '/dashboard/payments', translate(d.locale, 'billing.pay.title'), translate(d.locale, 'billing.pay.lead')), { name: 'robots', content: 'noindex' }]
    : [];

export default function PaymentsPage({ loaderData }: Route.ComponentProps) {
  const { t, href, fmt, locale } = useLocale();
  const { invoices } = loaderData;
  return (
    <div className="container page billing-page">
      <header className="page-header">
        <h1>{t('billing.pay.title')}</h1>
        <p>{t('billing.pay.lead')}</p>
      </header>
      {invoices.length === 0 ? (
        <p role="status">{t('billing.pay.none')}</p>
      ) : (
        <table className="billing-table">
          <caption className="visually-hidden">{t('billing.pay.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('billing.pay.date')}</th>
              <th scope="col">{t('billing.pay.number')}</th>
              <th scope="col">{t('billing.pay.amount')}</th>
              <th scope="col">{t('billing.pay.state')}</th>
              <th scope="col">{t('billing.pay.link')}</th>
            </tr>
          </thead>
          <tbody>
            {invoices.map((invoice) => (
              <tr key={invoice.id}>
                <th scope="row">{showDay(invoice.date, fmt)}</th>
                <td>
                  <span className="billing-label">{t('billing.pay.number')}: </span>
                  <bdi dir="ltr">{invoice.number ?? '—'}</bdi>
                </td>
                <td>
                  <span className="billing-label">{t('billing.pay.amount')}: </span>
                  <bdi dir="ltr">{showMoney(invoice.amount, invoice.currency)}</bdi>
                </td>
                <td>
                  <span className="billing-label">{t('billing.pay.state')}: </span>
                  <span className={`billing-state billing-state--${invoice.status === 'paid' ? 'active' : 'past_due'}`}>
                    {t(`billing.invoice.${invoice.status}` as MessageKey)}
                  </span>
                </td>
                <td>
                  <div className="billing-links">
                    {invoice.url ? (
                      <a href={invoice.url} target="_blank" rel="noreferrer noopener">
                        {rich(t('billing.pay.open'), { number: <bdi dir="ltr">{invoice.number ?? ''}</bdi> })}
                      </a>
                    ) : (
                      '—'
                    )}
                    {invoice.receipt && (
                      <a href={`/api/v1/${locale}/billing/invoices/${encodeURIComponent(invoice.id)}/receipt`} download>
                        {rich(t('billing.pay.receipt'), { number: <bdi dir="ltr">{invoice.number ?? ''}</bdi> })}
                      </a>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p>
        <Link to={href('/dashboard/subscriptions')}>{t('billing.menu.subscriptions')}</Link>
      </p>
    </div>
  );
}
