import { useEffect, useState } from 'react';
import { Form, Link, data, useNavigation } from 'react-router';
import { PAID_PLAN_CODES } from '@tasreef/contracts/billing';
import { formValues, type FormResult } from '../../../lib/form.ts';
import { requireSignedIn } from '../../../lib/session.server.ts';
import { useResultToast } from '../../../components/fields.tsx';
import { changeSubscription, loadAllowance, loadStatus, openPortal } from '../../../features/billing/api.server.ts';
import { formatNumber, translate, type MessageKey } from '../../../i18n/index.ts';
import { showDay } from '../../../features/billing/format.ts';
import '../../../features/billing/billing.css';
import { useLocale } from '../../../i18n/use-locale.ts';
import { readForm } from '../../../lib/form-data.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { localeParam } from '../../../lib/route-locale.ts';
import type { Route } from './+types/subscriptions';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  await requireSignedIn(context, request, locale);
  const status = await loadStatus(context, request, locale);
  if (!status) throw data(null, { status: 500 });
  const plans = await context.api<{ data: Array<{ code: string; name: string }> }>(`/${locale}/plans`);
  const names = plans.status === 200 ? plans.body.data.filter((p) => (PAID_PLAN_CODES as readonly string[]).includes(p.code)).map((p) => ({ code: p.code, name: p.name })) : [];
  // Past the grace period the plan is already gone: the banner says so instead of "until".
  const graceOver = Boolean(status.subscription?.grace_until && new Date(status.subscription.grace_until) <= new Date());
  const allowance = await loadAllowance(context, request, locale);
  return { locale, status, plans: names, graceOver, allowance, checkout: new URL(request.url).searchParams.get('checkout') === 'done' };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d
    ? [
        ...pageMeta(d.locale, '/dashboard/subscriptions', translate(d.locale, 'billing.subs.title'), translate(d.locale, 'billing.subs.lead')),
        { name: 'robots', content: 'noindex' },
      ]
    : [];

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeParam(params);
  await requireSignedIn(context, request, locale);
  const values = formValues(await readForm(request));
  const intent = values.intent ?? '';
  if (intent === 'portal') {
    const went = await openPortal(context, request, locale);
    return went instanceof Response ? went : data<FormResult>(went.result, { status: went.status });
  }
  if (intent === 'cancel' || intent === 'resume' || intent === 'plan') {
    const body = intent === 'plan' ? { plan: values.plan ?? '', period: values.period ?? '' } : undefined;
    const { result, status } = await changeSubscription(context, request, locale, intent, body);
    return data<FormResult>(result, { status });
  }
  return data<FormResult>({ ok: false, intent, errors: {}, message: translate(locale, 'profile.unknownAction') }, { status: 400 });
}

export default function SubscriptionsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href, fmt } = useLocale();
  const { status, plans, checkout, graceOver, allowance } = loaderData;
  const n = (x: number) => formatNumber(fmt, x);
  const sub = status.subscription;
  const result = actionData as FormResult | undefined;
  const busy = useNavigation().state === 'submitting';
  useResultToast(result);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const live = sub && ['active', 'trialing', 'past_due'].includes(sub.status);
  return (
    <div className="container page billing-page">
      <header className="page-header">
        <h1>{t('billing.subs.title')}</h1>
        <p>{t('billing.subs.lead')}</p>
      </header>
      {!hydrated && result?.message && (
        <p className={`notice ${result.ok ? 'notice--success' : 'notice--error'}`} role={result.ok ? 'status' : 'alert'}>
          {result.message}
        </p>
      )}
      {checkout && !live && (
        <p className="notice notice--success" role="status">
          {t('billing.subs.thanks')}
        </p>
      )}
      {status.payment_problem && sub?.grace_until && (
        <p className="notice notice--error" role="alert" data-testid="past-due-banner">
          {t(graceOver ? 'billing.subs.pastDueOver' : 'billing.subs.pastDue', { date: showDay(sub.grace_until, fmt) })}
        </p>
      )}
      {!status.payments_enabled && (
        <p className="notice" role="status">
          {t('billing.subs.off')} <Link to={href('/contact-us')}>{t('billing.subs.contact')}</Link>
        </p>
      )}

      <section className="card" aria-labelledby="billing-plan">
        <h2 id="billing-plan">{t('billing.subs.onPlan', { plan: status.plan_name })}</h2>
        {sub ? (
          <dl className="billing-facts">
            <dt>{t('billing.subs.plan')}</dt>
            <dd data-testid="sub-plan">{sub.plan_name}</dd>
            <dt>{t('billing.subs.period')}</dt>
            <dd>{t(`billing.period.${sub.period}` as MessageKey)}</dd>
            <dt>{t('billing.subs.state')}</dt>
            <dd>
              <span className={`billing-state billing-state--${sub.status}`} data-testid="sub-state">
                {t(`billing.state.${sub.status}` as MessageKey)}
              </span>
            </dd>
            {sub.current_period_end && (
              <>
                <dt>{t(sub.cancel_at_period_end || !live ? 'billing.subs.ends' : 'billing.subs.renews')}</dt>
                <dd data-testid="sub-date">{showDay(sub.current_period_end, fmt)}</dd>
              </>
            )}
          </dl>
        ) : (
          <p>
            {t('billing.subs.none')} <Link to={href('/prices')}>{t('billing.subs.seePrices')}</Link>
          </p>
        )}
        {sub?.kept_plan_name && sub.kept_until && <p className="muted">{t('billing.subs.kept', { plan: sub.kept_plan_name, date: showDay(sub.kept_until, fmt) })}</p>}
        {sub?.scheduled && (
          <p className="muted" data-testid="sub-scheduled">
            {t(`billing.subs.scheduled.${sub.scheduled.period}`, { date: showDay(sub.scheduled.from, fmt), plan: sub.scheduled.plan_name })}
          </p>
        )}
        {status.payments_enabled && sub && (
          <div className="billing-actions">
            {live && (
              <Form method="post">
                <input type="hidden" name="intent" value={sub.cancel_at_period_end ? 'resume' : 'cancel'} />
                <button type="submit" className={`button ${sub.cancel_at_period_end ? 'button--primary' : 'button--ghost'}`} disabled={busy}>
                  {t(sub.cancel_at_period_end ? 'billing.subs.resume' : 'billing.subs.cancel')}
                </button>
              </Form>
            )}
            <Form method="post">
              <input type="hidden" name="intent" value="portal" />
              <button type="submit" className="button button--ghost" disabled={busy}>
                {t('billing.subs.portal')}
              </button>
            </Form>
          </div>
        )}
      </section>

      {allowance && (
        <section className="card" aria-labelledby="billing-allowance">
          <h2 id="billing-allowance">{t('billing.allow.title')}</h2>
          <p className="muted">
            {allowance.scope === 'organization' && allowance.organization_name
              ? t('billing.allow.leadOrg', { plan: allowance.plan_name, organization: allowance.organization_name })
              : t('billing.allow.lead', { plan: allowance.plan_name })}
          </p>
          <div className="table-scroll" tabIndex={0} role="region" aria-label={t('billing.allow.title')}>
            <table className="billing-table billing-allowance">
              <thead>
                <tr>
                  <th scope="col">{t('billing.allow.feature')}</th>
                  <th scope="col">{t('billing.allow.plan')}</th>
                  <th scope="col">{t('billing.allow.used')}</th>
                  <th scope="col">{t('billing.allow.left')}</th>
                </tr>
              </thead>
              <tbody>
                {allowance.rows.map((r) => (
                  <tr key={r.key} data-key={r.key}>
                    <th scope="row">{r.label}</th>
                    <td>
                      <span className="billing-label">{t('billing.allow.plan')}: </span>
                      {r.limit !== null ? n(r.limit) : r.value_label}
                    </td>
                    <td>
                      {r.used !== null && (
                        <>
                          <span className="billing-label">{t('billing.allow.used')}: </span>
                          {n(r.used)}
                        </>
                      )}
                    </td>
                    <td>
                      {r.left !== null && (
                        <>
                          <span className="billing-label">{t('billing.allow.left')}: </span>
                          {r.left === 0 ? (
                            <>
                              <strong>{n(0)}</strong> <Link to={href('/prices')}>{t('billing.allow.upgrade')}</Link>
                            </>
                          ) : (
                            n(r.left)
                          )}
                        </>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="muted">{t('billing.allow.month')}</p>
        </section>
      )}

      {status.payments_enabled && live && (
        <section className="card" aria-labelledby="billing-change">
          <h2 id="billing-change">{t('billing.subs.change')}</h2>
          <p className="muted">{t('billing.subs.changeNote')}</p>
          <Form method="post" className="billing-change">
            <input type="hidden" name="intent" value="plan" />
            <div className="field">
              <label htmlFor="billing-plan-select">{t('billing.subs.plan')}</label>
              <select id="billing-plan-select" name="plan" defaultValue={sub.plan_code}>
                {plans.map((p) => (
                  <option key={p.code} value={p.code}>
                    {p.name}
                  </option>
                ))}
              </select>
            </div>
            <fieldset>
              <legend>{t('billing.subs.period')}</legend>
              {(['monthly', 'yearly'] as const).map((period) => (
                <label key={period}>
                  <input type="radio" name="period" value={period} defaultChecked={sub.period === period} /> {t(`billing.period.${period}`)}
                </label>
              ))}
            </fieldset>
            {result?.intent === 'plan' && !result.ok && result.message && (
              <p className="notice notice--error" role="alert">
                {result.message}
              </p>
            )}
            <div>
              <button type="submit" className="button button--primary" disabled={busy}>
                {t('billing.subs.changeButton')}
              </button>
            </div>
          </Form>
        </section>
      )}
      <p>
        <Link to={href('/dashboard/payments')}>{t('billing.menu.payments')}</Link>
      </p>
    </div>
  );
}
