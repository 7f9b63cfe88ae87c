import { API_KEY_SCOPES, type ApiKeyList } from '@tasreef/contracts/integrations';
import { Form, Link } from 'react-router';
import { TextField, useFormResult } from '../../../components/fields.tsx';
import { PlanLimitNotice } from '../../../components/PlanLimitNotice.tsx';
import { keyAction, type KeyActionResult } from '../../../features/integrations/actions.server.ts';
import { ScopeName, When } from '../../../features/integrations/parts.tsx';
import '../../../features/integrations/integrations.css';
import { translate } from '../../../i18n/index.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { load } from '../../../lib/api.server.ts';
import { readForm } from '../../../lib/form-data.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { localeParam } from '../../../lib/route-locale.ts';
import { requireSignedIn } from '../../../lib/session.server.ts';
import type { Route } from './+types/api-keys';

/** `/{locale}/dashboard/api-keys`: an educator's API keys, made, listed (never their secrets) and revoked (ADR 0083). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  await requireSignedIn(context, request, locale);
  return { locale, list: await load<ApiKeyList>(context, request, locale, '/api-keys') };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d ? [...pageMeta(d.locale, '/dashboard/api-keys', translate(d.locale, 'keys.title'), translate(d.locale, 'keys.lead')), { name: 'robots', content: 'noindex' }] : [];

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeParam(params);
  await requireSignedIn(context, request, locale);
  return keyAction(context, request, locale, await readForm(request));
}

const EXPIRIES = [30, 90, 365] as const;

export default function ApiKeysPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useLocale();
  const { list } = loaderData;
  const { result, busy } = useFormResult(actionData);
  const made = result as KeyActionResult | undefined;
  return (
    <div className="container page integrations-page">
      <header className="page-header">
        <h1>{t('keys.title')}</h1>
        <p>{t('keys.lead')}</p>
        <p>
          <Link to={href('/developers')}>{t('dev.link')}</Link> · <Link to={href('/dashboard/webhooks')}>{t('hooks.title')}</Link>
        </p>
      </header>
      {!list.available && <PlanLimitNotice offer message={list.upgrade ?? undefined} />}
      {made?.code === 'plan_limit' && <PlanLimitNotice message={made.message} />}
      {made?.secret && (
        <section className="notice notice--success secret-once" aria-labelledby="new-key">
          <h2 id="new-key">{t('keys.newTitle')}</h2>
          <p>{t('keys.newLead')}</p>
          <input className="secret-once__value" dir="ltr" readOnly value={made.secret} aria-labelledby="new-key" spellCheck={false} autoComplete="off" />
        </section>
      )}
      {list.available && (
        <Form method="post" className="integrations-form" aria-labelledby="create-key">
          <h2 id="create-key">{t('keys.create')}</h2>
          <TextField
            name="name"
            label={t('keys.name')}
            required
            maxLength={80}
            error={made?.intent === 'create' ? made.errors.name : undefined}
            defaultValue={made?.values?.name}
          />
          <fieldset className="field scope-choices" aria-describedby={made?.errors.scopes ? 'scopes-error' : undefined}>
            <legend>{t('keys.scopes')}</legend>
            {API_KEY_SCOPES.map((s) => (
              <label key={s} className="scope-choice">
                <input type="checkbox" name="scopes" value={s} /> <ScopeName scope={s} />
              </label>
            ))}
            {made?.errors.scopes && (
              <p id="scopes-error" className="field-error">
                {made.errors.scopes}
              </p>
            )}
          </fieldset>
          <div className="field">
            <label htmlFor="key-expiry">{t('keys.expiry')}</label>
            <select id="key-expiry" name="expires_in_days" defaultValue="90">
              <option value="">{t('keys.never')}</option>
              {EXPIRIES.map((d) => (
                <option key={d} value={d}>
                  {t('keys.days', { count: d })}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" name="intent" value="create" className="button button--primary" disabled={busy}>
            {t('keys.createButton')}
          </button>
        </Form>
      )}
      <h2>{t('keys.listTitle')}</h2>
      {list.keys.length === 0 ? (
        <p role="status">{t('keys.none')}</p>
      ) : (
        <ul className="integration-list">
          {list.keys.map((k) => (
            <li key={k.id} className={`integration-card integration-card--${k.state}`}>
              <h3>
                <bdi>{k.name}</bdi> <code dir="ltr">{k.prefix}</code>
              </h3>
              <p className="integration-card__state">{t(`keys.state.${k.state}`)}</p>
              <dl className="integration-facts">
                <dt>{t('keys.scopes')}</dt>
                <dd>
                  {k.scopes.map((s) => (
                    <span key={s} className="scope-tag">
                      <ScopeName scope={s} />
                    </span>
                  ))}
                </dd>
                <dt>{t('keys.lastUsed')}</dt>
                <dd>{k.last_used_at ? <When iso={k.last_used_at} /> : t('keys.neverUsed')}</dd>
                <dt>{t('keys.expires')}</dt>
                <dd>{k.expires_at ? <When iso={k.expires_at} /> : t('keys.never')}</dd>
              </dl>
              {k.state === 'active' && (
                <Form method="post">
                  <input type="hidden" name="id" value={k.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="revoke"
                    className="button button--danger button--small"
                    disabled={busy}
                    aria-label={t('keys.revokeNamed', { name: k.name })}
                  >
                    {t('keys.revoke')}
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
