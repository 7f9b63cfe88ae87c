import type { BillingPeriod, Plan } from '@tasreef/contracts/plans';
import { PAID_PLAN_CODES } from '@tasreef/contracts/billing';
import { useState } from 'react';
import { ColumnSwitch } from '../components/ColumnSwitch.tsx';
import { Form, Link, data, redirect, useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { formValues, type FormResult } from '../lib/form.ts';
import { useResultToast } from '../components/fields.tsx';
import { loadStatus, paymentsEnabled, startCheckout } from '../features/billing/api.server.ts';
import '../features/billing/billing.css';
import { readForm } from '../lib/form-data.ts';
import { translate, type Locale } from '../i18n/index.ts';
import { rich } from '../i18n/rich.tsx';
import { useLocale } from '../i18n/use-locale.ts';
import { pageMeta } from '../lib/meta.ts';
import { localeParam } from '../lib/route-locale.ts';
import type { Route } from './+types/prices';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = localeParam(params);
  let plans: Plan[] | null = null;
  // `react-router dev` runs without the server's context: the page then says the plans are unavailable.
  if (typeof context?.api === 'function') {
    const res = await context.api<{ data: Plan[] }>(`/${locale}/plans`);
    if (res.status === 200 && Array.isArray(res.body?.data)) plans = res.body.data;
  }
  // A signed-in visitor sees their plan marked and subscribes from here.
  const [payments, status] = await Promise.all([paymentsEnabled(context, locale), loadStatus(context, request, locale)]);
  const live = status?.subscription && ['active', 'trialing', 'past_due'].includes(status.subscription.status);
  return {
    locale,
    plans,
    payments,
    current: status?.plan_code ?? null,
    subscribed: Boolean(live),
    canceled: new URL(request.url).searchParams.get('checkout') === 'canceled',
  };
}

/** Subscribe: off to Stripe's checkout page (or back to sign-in first). */
export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeParam(params);
  const values = formValues(await readForm(request));
  const went = await startCheckout(context, request, locale, values.plan ?? '', values.period ?? '');
  if (went instanceof Response) return went;
  if (went.status === 401) throw redirect(`/${locale}/auth/login?return_to=${encodeURIComponent(`/${locale}/prices?billing=${values.period ?? 'monthly'}`)}`);
  const message = went.result.message ?? Object.values(went.result.errors)[0];
  return data<FormResult>({ ...went.result, message }, { status: went.status });
}

// Switching monthly/yearly only changes the query: no need to fetch the plans again.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? pageMeta(data.locale, '/prices', translate(data.locale, 'prices.title'), translate(data.locale, 'prices.description')) : [];

function formatPrice(_locale: Locale, amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: amount % 1 === 0 ? 0 : 2 }).format(amount);
}

function isBilling(value: string | null): value is BillingPeriod {
  return value === 'monthly' || value === 'yearly';
}

export default function PricesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, t, href } = useLocale();
  const { plans, payments, current, subscribed, canceled } = loaderData;
  const result = actionData as FormResult | undefined;
  useResultToast(result);
  const [searchParams, setSearchParams] = useSearchParams();
  const fromUrl = searchParams.get('billing');
  const [billing, setBilling] = useState<BillingPeriod>(isBilling(fromUrl) ? fromUrl : 'monthly');
  const discount = Math.max(0, ...(plans ?? []).map((plan) => plan.yearly_discount_percent));

  const choose = (value: BillingPeriod) => {
    setBilling(value);
    setSearchParams({ billing: value }, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="container page">
      <header className="page-header">
        <h1>{t('prices.title')}</h1>
        <p className="lead">{t('prices.lead')}</p>
      </header>
      {canceled && (
        <p className="notice" role="status">
          {t('billing.prices.canceled')}
        </p>
      )}
      {result && !result.ok && result.message && (
        <p className="notice notice--error" role="alert">
          {result.message}
        </p>
      )}
      {plans && !payments && (
        <p className="notice" role="status" data-testid="payments-off">
          {t('billing.prices.off')} <Link to={href('/contact-us')}>{t('billing.subs.contact')}</Link>
        </p>
      )}
      {!plans ? (
        <p className="notice notice--error" role="alert">
          {t('prices.unavailableError')}
        </p>
      ) : (
        <>
          <Form method="get" className="billing-toggle">
            <fieldset>
              <legend>{t('prices.billing')}</legend>
              <div className="billing-toggle__options">
                {(['monthly', 'yearly'] as const).map((period) => (
                  <label key={period} className="billing-toggle__option">
                    <input type="radio" name="billing" value={period} checked={billing === period} onChange={() => choose(period)} />
                    <span>{t(period === 'monthly' ? 'prices.monthly' : 'prices.yearly')}</span>
                  </label>
                ))}
              </div>
              {discount > 0 && <p className="billing-toggle__discount">{rich(t('prices.yearlyDiscount'), { percent: <bdi>{discount}</bdi> })}</p>}
              <noscript>
                <button type="submit" className="button button--small">
                  {t('prices.billing')}
                </button>
              </noscript>
            </fieldset>
          </Form>

          <ul className="plan-cards">
            {plans.map((plan) => {
              const amount = billing === 'monthly' ? plan.price_monthly : plan.price_yearly;
              const price = <bdi dir="ltr">{formatPrice(locale, amount, plan.currency)}</bdi>;
              return (
                <li key={plan.code} className={`card plan-card${plan.code === 'pro' ? ' plan-card--featured' : ''}`}>
                  <h2 className="plan-card__name">{plan.name}</h2>
                  <p className="plan-card__price" data-testid={`price-${plan.code}`}>
                    {amount === 0 ? t('prices.free') : rich(t(billing === 'monthly' ? 'prices.perMonth' : 'prices.perYear'), { price })}
                  </p>
                  {billing === 'yearly' && plan.yearly_discount_percent > 0 && (
                    <p className="plan-card__saving">{rich(t('prices.yearlyDiscount'), { percent: <bdi>{plan.yearly_discount_percent}</bdi> })}</p>
                  )}
                  {plan.price_note && <p className="plan-card__note">{plan.price_note}</p>}
                  <PlanAction plan={plan} billing={billing} payments={payments} current={current} subscribed={subscribed} />
                  {plan.code === 'school' && <SchoolQuote />}
                </li>
              );
            })}
          </ul>

          <h2 id="compare-title">{t('prices.compare')}</h2>
          {/* On a phone one plan at a time beside the features (ColumnSwitch); every plan on a wide screen. */}
          <ColumnSwitch name="compare-plan" legend={t('phone.plans.shown')} columns={plans.map((plan) => plan.name)}>
            <div className="table-scroll" role="region" aria-labelledby="compare-title" tabIndex={0}>
              <table className="compare-table">
                <caption className="visually-hidden">{t('prices.tableCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('prices.feature')}</th>
                    {plans.map((plan, i) => (
                      <th scope="col" key={plan.code} data-col={i + 1}>
                        {plan.name}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {(plans[0]?.features ?? []).map((feature) => (
                    <tr key={feature.key}>
                      <th scope="row">{feature.label}</th>
                      {plans.map((plan, i) => {
                        const cell = plan.features.find((f) => f.key === feature.key);
                        const off = cell?.kind === 'unavailable';
                        return (
                          <td key={plan.code} className={off ? 'is-off' : undefined} data-col={i + 1}>
                            {off && (
                              <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
                                <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                              </svg>
                            )}
                            <bdi>{cell?.value_label ?? '—'}</bdi>
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </ColumnSwitch>
        </>
      )}
    </div>
  );
}

/** What a plan card offers: the current plan marked; subscribe (checkout), change plan, or sign up. */
function PlanAction({ plan, billing, payments, current, subscribed }: { plan: Plan; billing: BillingPeriod; payments: boolean; current: string | null; subscribed: boolean }) {
  const { t, href } = useLocale();
  if (current === plan.code) {
    return (
      <p className="plan-card__current" data-testid={`current-${plan.code}`}>
        {t('billing.prices.current')}
      </p>
    );
  }
  if (current === null) {
    return (
      <Link to={`${href('/auth/register')}?plan=${plan.code}&billing=${billing}`} className="button button--primary">
        {t('prices.choose', { plan: plan.name })}
      </Link>
    );
  }
  if (!payments || !(PAID_PLAN_CODES as readonly string[]).includes(plan.code)) return null;
  if (subscribed) {
    return (
      <Link to={href('/dashboard/subscriptions')} className="button button--ghost">
        {t('billing.prices.manage')}
      </Link>
    );
  }
  return (
    <Form method="post">
      <input type="hidden" name="plan" value={plan.code} />
      <input type="hidden" name="period" value={billing} />
      <button type="submit" className="button button--primary">
        {t('billing.prices.subscribe', { plan: plan.name })}
      </button>
    </Form>
  );
}

/** A school above the plan's users asks for a price: the contact form, with the inquiry and the number filled in. */
function SchoolQuote() {
  const { t, href } = useLocale();
  return (
    <Form method="get" action={href('/contact-us')} className="plan-card__quote">
      <input type="hidden" name="inquiry_type" value="price_inquiry" />
      <input type="hidden" name="business_type" value="school" />
      <label htmlFor="school-users">{t('billing.prices.users')}</label>
      <div className="plan-card__quote-row">
        <input id="school-users" name="number_of_users" type="number" inputMode="numeric" min={1} step={1} defaultValue={201} dir="ltr" />
        <button type="submit" className="button button--ghost button--small">
          {t('billing.prices.quote')}
        </button>
      </div>
    </Form>
  );
}
