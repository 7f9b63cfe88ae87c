import { WEBHOOK_EVENT_TYPES, type WebhookDelivery, type WebhookEndpointList } from '@tasreef/contracts/integrations';
import { Form, Link } from 'react-router';
import { TextField, useFormResult } from '../../../components/fields.tsx';
import { PlanLimitNotice } from '../../../components/PlanLimitNotice.tsx';
import { hookAction, type HookActionResult } from '../../../features/integrations/actions.server.ts';
import { EventName, When } from '../../../features/integrations/parts.tsx';
import '../../../features/integrations/integrations.css';
import { translate } from '../../../i18n/index.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { load } from '../../../lib/api.server.ts';
import { readForm } from '../../../lib/form-data.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { localeParam } from '../../../lib/route-locale.ts';
import { requireSignedIn } from '../../../lib/session.server.ts';
import { isUuid } from '../../../lib/uuid.ts';
import type { Route } from './+types/webhooks';

/** `/{locale}/dashboard/webhooks`: an educator's webhook endpoints and, for the one asked (`?endpoint=`), its deliveries (ADR 0083). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  await requireSignedIn(context, request, locale);
  const list = await load<WebhookEndpointList>(context, request, locale, '/webhooks');
  const asked = new URL(request.url).searchParams.get('endpoint');
  const open = asked && isUuid(asked) && list.endpoints.some((e) => e.id === asked) ? asked : null;
  const deliveries = open ? await load<WebhookDelivery[]>(context, request, locale, `/webhooks/${open}/deliveries`) : [];
  return { locale, list, open, deliveries };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d ? [...pageMeta(d.locale, '/dashboard/webhooks', translate(d.locale, 'hooks.title'), translate(d.locale, 'hooks.lead')), { name: 'robots', content: 'noindex' }] : [];

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeParam(params);
  await requireSignedIn(context, request, locale);
  return hookAction(context, request, locale, await readForm(request));
}

export default function WebhooksPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useLocale();
  const { list, open, deliveries } = loaderData;
  const { result, busy } = useFormResult(actionData);
  const done = result as HookActionResult | undefined;
  return (
    <div className="container page integrations-page">
      <header className="page-header">
        <h1>{t('hooks.title')}</h1>
        <p>{t('hooks.lead')}</p>
        <p>
          <Link to={href('/developers')}>{t('dev.link')}</Link> · <Link to={href('/dashboard/api-keys')}>{t('keys.title')}</Link> ·{' '}
          <Link to={href('/dashboard/lms')}>{t('lms.title')}</Link>
        </p>
      </header>
      {!list.available && <PlanLimitNotice offer message={list.upgrade ?? undefined} />}
      {done?.code === 'plan_limit' && <PlanLimitNotice message={done.message} />}
      {done?.secret && (
        <section className="notice notice--success secret-once" aria-labelledby="new-secret">
          <h2 id="new-secret">{t('hooks.secretTitle')}</h2>
          <p>{t('hooks.secretLead')}</p>
          <input className="secret-once__value" dir="ltr" readOnly value={done.secret} aria-labelledby="new-secret" spellCheck={false} autoComplete="off" />
        </section>
      )}
      {list.available && (
        <Form method="post" className="integrations-form" aria-labelledby="add-hook">
          <h2 id="add-hook">{t('hooks.create')}</h2>
          <TextField
            name="url"
            label={t('hooks.url')}
            required
            dir="ltr"
            maxLength={2000}
            hint={t('hooks.urlHint')}
            error={done?.intent === 'create' ? done.errors.url : undefined}
            defaultValue={done?.values?.url}
          />
          <fieldset className="field scope-choices" aria-describedby={done?.errors.events ? 'events-error' : undefined}>
            <legend>{t('hooks.events')}</legend>
            {WEBHOOK_EVENT_TYPES.map((e) => (
              <label key={e} className="scope-choice">
                <input type="checkbox" name="events" value={e} /> <EventName type={e} />
              </label>
            ))}
            {done?.errors.events && (
              <p id="events-error" className="field-error">
                {done.errors.events}
              </p>
            )}
          </fieldset>
          <TextField
            name="description"
            label={t('hooks.description')}
            optional
            maxLength={200}
            error={done?.intent === 'create' ? done.errors.description : undefined}
            defaultValue={done?.values?.description}
          />
          {done?.intent === 'create' && !done.ok && done.message && done.code !== 'plan_limit' && (
            <p className="notice notice--error" role="alert">
              {done.message}
            </p>
          )}
          <button type="submit" name="intent" value="create" className="button button--primary" disabled={busy}>
            {t('hooks.createButton')}
          </button>
        </Form>
      )}
      <h2>{t('hooks.listTitle')}</h2>
      {list.endpoints.length === 0 ? (
        <p role="status">{t('hooks.none')}</p>
      ) : (
        <ul className="integration-list">
          {list.endpoints.map((e) => (
            <li key={e.id} className={`integration-card integration-card--${e.state}`}>
              <h3>
                <code dir="ltr">{e.url}</code>
              </h3>
              <p className="integration-card__state">{t(`hooks.state.${e.state}`)}</p>
              <dl className="integration-facts">
                {e.description && (
                  <>
                    <dt>{t('hooks.description')}</dt>
                    <dd>
                      <bdi>{e.description}</bdi>
                    </dd>
                  </>
                )}
                <dt>{t('hooks.events')}</dt>
                <dd>
                  {e.events.map((ev) => (
                    <span key={ev} className="scope-tag">
                      <EventName type={ev} />
                    </span>
                  ))}
                </dd>
                {e.previous_secret_until && (
                  <>
                    <dt>{t('hooks.overlap')}</dt>
                    <dd>
                      <When iso={e.previous_secret_until} />
                    </dd>
                  </>
                )}
              </dl>
              <div className="integration-actions">
                <Link className="button button--ghost button--small" to={href(`/dashboard/webhooks?endpoint=${e.id}`)}>
                  {t('hooks.deliveries')}
                </Link>
                <Form method="post">
                  <input type="hidden" name="id" value={e.id} />
                  {e.state === 'disabled' && (
                    <button type="submit" name="intent" value="enable" className="button button--small" disabled={busy}>
                      {t('hooks.enable')}
                    </button>
                  )}{' '}
                  <button type="submit" name="intent" value="rotate" className="button button--small" disabled={busy}>
                    {t('hooks.rotate')}
                  </button>{' '}
                  <button type="submit" name="intent" value="delete" className="button button--danger button--small" disabled={busy}>
                    {t('hooks.delete')}
                  </button>
                </Form>
              </div>
              {open === e.id && <Deliveries endpointId={e.id} deliveries={deliveries} busy={busy} />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Deliveries({ endpointId, deliveries, busy }: { endpointId: string; deliveries: WebhookDelivery[]; busy: boolean }) {
  const { t } = useLocale();
  if (deliveries.length === 0) return <p role="status">{t('hooks.noDeliveries')}</p>;
  return (
    <div className="table-scroll">
      <table className="delivery-table">
        <caption>{t('hooks.deliveries')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('hooks.event')}</th>
            <th scope="col">{t('hooks.status')}</th>
            <th scope="col">{t('hooks.tries')}</th>
            <th scope="col">{t('hooks.replay')}</th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((d) => (
            <tr key={d.id}>
              <td>
                <code dir="ltr">{d.event_type}</code>
                <br />
                <When iso={d.created_at} />
              </td>
              <td>{t(`hooks.delivery.${d.status}`)}</td>
              <td>
                <ol>
                  {d.tries.map((tr, i) => (
                    <li key={i}>
                      <When iso={tr.at} /> — <bdi dir="ltr">{tr.status ?? '—'}</bdi> <bdi dir="ltr">{tr.response.slice(0, 80)}</bdi>
                    </li>
                  ))}
                </ol>
              </td>
              <td>
                <Form method="post">
                  <input type="hidden" name="id" value={endpointId} />
                  <input type="hidden" name="delivery" value={d.id} />
                  <button type="submit" name="intent" value="replay" className="button button--small" disabled={busy} aria-label={t('hooks.replayNamed', { event: d.event_type })}>
                    {t('hooks.replay')}
                  </button>
                </Form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
