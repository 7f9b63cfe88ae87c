import { PLAN_UNITS, PLAN_VALUE_KINDS, planValueLabel, type Plan, type PlanValueKind } from '@tasreef/contracts/plans';
import { useEffect, useState } from 'react';
import { Form, Link, data, useNavigation } from 'react-router';
import { callApi, failure } from '../../../lib/api.server.ts';
import { formValues, type FormResult } from '../../../lib/form.ts';
import { useResultToast } from '../../../components/fields.tsx';
import { requireAdmin } from '../../../features/admin/users.server.ts';
import '../../../features/billing/billing.css';
import { translate, type MessageKey } from '../../../i18n/index.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { readForm } from '../../../lib/form-data.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { localeParam } from '../../../lib/route-locale.ts';
import type { Route } from './+types/admin-plans';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  await requireAdmin(context, request, locale);
  const res = await context.api<{ data: Plan[] }>(`/${locale}/plans`);
  if (res.status !== 200) throw data(null, { status: 500 });
  return { locale, plans: res.body.data };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d
    ? [
        ...pageMeta(d.locale, '/dashboard/admin/plans', translate(d.locale, 'billing.catalogue.title'), translate(d.locale, 'billing.catalogue.lead')),
        { name: 'robots', content: 'noindex' },
      ]
    : [];

/** The form's fields (`kind.<key>`, `amount.<key>`, `unit.<key>`, `items.<key>`) as the API's values. */
function featuresFrom(values: Record<string, string>, keys: string[]) {
  return keys.map((key) => {
    const kind = values[`kind.${key}`] ?? '';
    if (kind === 'amount') return { key, value: { kind, amount: values[`amount.${key}`] === '' ? NaN : Number(values[`amount.${key}`]), unit: values[`unit.${key}`] ?? 'count' } };
    if (kind === 'list')
      return {
        key,
        value: {
          kind,
          items: (values[`items.${key}`] ?? '')
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        },
      };
    return { key, value: { kind } };
  });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeParam(params);
  await requireAdmin(context, request, locale);
  const values = formValues(await readForm(request));
  const code = values.code ?? '';
  const keys = Object.keys(values)
    .filter((k) => k.startsWith('kind.'))
    .map((k) => k.slice(5));
  const body = {
    price_monthly: values.price_monthly === '' || values.price_monthly === undefined ? undefined : Number(values.price_monthly),
    features: featuresFrom(values, keys),
    ...(values.reason?.trim() ? { reason: values.reason.trim() } : {}),
  };
  const res = await callApi<{ data: { message: string } }>(context, request, `/${locale}/admin/plans/${encodeURIComponent(code)}`, 'PATCH', body);
  if (res.status !== 200) {
    const f = failure(res, code);
    return data<FormResult>({ ...f, message: f.message ?? Object.values(f.errors)[0] }, { status: res.status });
  }
  return data<FormResult>({ ok: true, intent: code, message: res.body.data.message, errors: {} });
}

const NAMED = PLAN_VALUE_KINDS.filter((k) => k !== 'amount' && k !== 'list') as Array<Exclude<PlanValueKind, 'amount' | 'list'>>;

export default function AdminPlansPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href, locale } = useLocale();
  const { plans } = loaderData;
  const result = actionData as FormResult | undefined;
  const busy = useNavigation().state === 'submitting';
  useResultToast(result);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <div className="container page billing-page">
      <header className="page-header">
        <h1>{t('billing.catalogue.title')}</h1>
        <p>{t('billing.catalogue.lead')}</p>
      </header>
      {!hydrated && result?.message && (
        <p className={`notice ${result.ok ? 'notice--success' : 'notice--error'}`} role={result.ok ? 'status' : 'alert'}>
          {result.message}
        </p>
      )}
      {plans.map((plan) => (
        <details key={plan.code} className="card billing-plan-edit" open={result?.intent === plan.code}>
          <summary>
            <span className="billing-plan-edit__name">{plan.name}</span> <bdi dir="ltr">${plan.price_monthly}</bdi>
          </summary>
          <Form method="post" className="billing-change">
            <input type="hidden" name="code" value={plan.code} />
            <div className="field">
              <label htmlFor={`price-${plan.code}`}>{t('billing.catalogue.price')}</label>
              <input
                id={`price-${plan.code}`}
                name="price_monthly"
                type="number"
                min={0}
                step="0.01"
                defaultValue={plan.price_monthly}
                readOnly={plan.price_monthly === 0}
                dir="ltr"
                aria-describedby={`price-note-${plan.code}`}
              />
              <p id={`price-note-${plan.code}`} className="muted">
                {t('billing.catalogue.priceNote')}
              </p>
            </div>
            {plan.features.map((f) => {
              const id = `${plan.code}-${f.key}`;
              return (
                <fieldset key={f.key} className="billing-feature-edit">
                  <legend>{f.label}</legend>
                  <label htmlFor={`${id}-kind`} className="visually-hidden">
                    {t('billing.catalogue.kind', { feature: f.label })}
                  </label>
                  <select id={`${id}-kind`} name={`kind.${f.key}`} defaultValue={f.kind}>
                    {NAMED.map((k) => (
                      <option key={k} value={k}>
                        {planValueLabel({ kind: k }, locale)}
                      </option>
                    ))}
                    <option value="amount">{t('billing.catalogue.amount')}</option>
                    <option value="list">{t('billing.catalogue.list')}</option>
                  </select>
                  {/* Shown for a number (amount and unit) or a list (items) only: CSS :has() on the chosen kind, no script needed. */}
                  <span className="billing-feature-edit__part billing-feature-edit__part--amount">
                    <label htmlFor={`${id}-amount`} className="visually-hidden">
                      {t('billing.catalogue.amountOf', { feature: f.label })}
                    </label>
                    <input
                      id={`${id}-amount`}
                      name={`amount.${f.key}`}
                      type="number"
                      min={0}
                      step={1}
                      defaultValue={f.amount ?? ''}
                      dir="ltr"
                      className="billing-feature-edit__amount"
                    />
                    <label htmlFor={`${id}-unit`} className="visually-hidden">
                      {t('billing.catalogue.unitOf', { feature: f.label })}
                    </label>
                    <select id={`${id}-unit`} name={`unit.${f.key}`} defaultValue={f.unit ?? 'count'}>
                      {PLAN_UNITS.map((u) => (
                        <option key={u} value={u}>
                          {t(`billing.catalogue.unit.${u}` as MessageKey)}
                        </option>
                      ))}
                    </select>
                  </span>
                  <span className="billing-feature-edit__part billing-feature-edit__part--list">
                    <label htmlFor={`${id}-items`} className="visually-hidden">
                      {t('billing.catalogue.itemsOf', { feature: f.label })}
                    </label>
                    <input id={`${id}-items`} name={`items.${f.key}`} type="text" defaultValue={(f.items ?? []).join(', ')} dir="ltr" placeholder={t('billing.catalogue.items')} />
                  </span>
                </fieldset>
              );
            })}
            <div className="field">
              <label htmlFor={`reason-${plan.code}`}>{t('billing.admin.reason')}</label>
              <input id={`reason-${plan.code}`} name="reason" type="text" maxLength={300} dir="auto" />
            </div>
            {result?.intent === plan.code && !result.ok && result.message && (
              <p className="notice notice--error" role="alert">
                {result.message}
              </p>
            )}
            <div>
              <button type="submit" className="button button--primary" disabled={busy}>
                {t('billing.catalogue.save', { plan: plan.name })}
              </button>
            </div>
          </Form>
        </details>
      ))}
      <p>
        <Link to={href('/prices')}>{t('nav.prices')}</Link>
      </p>
    </div>
  );
}
