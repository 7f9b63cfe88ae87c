import type { LmsConnectionList } from '@tasreef/contracts/integrations';
import { Form } from 'react-router';
import { TextField, useFormResult } from '../../../components/fields.tsx';
import { PlanLimitNotice } from '../../../components/PlanLimitNotice.tsx';
import { lmsAction, type LmsActionResult } from '../../../features/integrations/actions.server.ts';
import { LmsConnectionCard, LmsManualForm } from '../../../features/integrations/lms.tsx';
import '../../../features/integrations/integrations.css';
import { translate } from '../../../i18n/index.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { load } from '../../../lib/api.server.ts';
import { readForm } from '../../../lib/form-data.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { localeParam } from '../../../lib/route-locale.ts';
import { requireSignedIn } from '../../../lib/session.server.ts';
import type { Route } from './+types/lms';

/**
 * `/{locale}/dashboard/lms`: a school's LMS connections (LTI 1.3, ADR 0084): make one by Dynamic
 * Registration or by typing in the platform's details, see its state and course links, remove it.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  await requireSignedIn(context, request, locale);
  const list = await load<LmsConnectionList>(context, request, locale, '/lms/connections');
  return { locale, list };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d ? [...pageMeta(d.locale, '/dashboard/lms', translate(d.locale, 'lms.title'), translate(d.locale, 'lms.lead')), { name: 'robots', content: 'noindex' }] : [];

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeParam(params);
  await requireSignedIn(context, request, locale);
  return lmsAction(context, request, locale, await readForm(request));
}

export default function LmsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLocale();
  const { list } = loaderData;
  const { result, busy } = useFormResult(actionData);
  const done = result as LmsActionResult | undefined;
  const created = done?.intent === 'create' ? done : undefined;
  return (
    <div className="container page integrations-page">
      <header className="page-header">
        <h1>{t('lms.title')}</h1>
        <p>{t('lms.lead')}</p>
      </header>
      {!list.available && <PlanLimitNotice offer message={list.upgrade ?? undefined} />}
      {done?.code === 'plan_limit' && <PlanLimitNotice message={done.message} />}
      {done?.registrationUrl && (
        <section className="notice notice--success secret-once" aria-labelledby="registration-url">
          <h2 id="registration-url">{t('lms.urlTitle')}</h2>
          <p>{t('lms.urlLead')}</p>
          <input className="secret-once__value" dir="ltr" readOnly value={done.registrationUrl} aria-labelledby="registration-url" spellCheck={false} autoComplete="off" />
        </section>
      )}
      {list.available && (
        <section aria-labelledby="add-lms">
          <h2 id="add-lms">{t('lms.create')}</h2>
          <section aria-labelledby="lms-dynamic" className="lms-way">
            <h3 id="lms-dynamic">{t('lms.dynamic.title')}</h3>
            <p>{t('lms.dynamic.lead')}</p>
            <Form method="post" className="integrations-form" aria-labelledby="lms-dynamic">
              <TextField name="name" label={t('lms.name')} optional maxLength={120} error={created?.errors.name} defaultValue={created?.values?.name} />
              {created && !created.ok && created.message && created.code !== 'plan_limit' && (
                <p className="notice notice--error" role="alert">
                  {created.message}
                </p>
              )}
              <button type="submit" name="intent" value="create" className="button button--primary" disabled={busy}>
                {t('lms.createButton')}
              </button>
            </Form>
          </section>
          <LmsManualForm tool={list.tool} done={done} busy={busy} />
        </section>
      )}
      <h2>{t('lms.listTitle')}</h2>
      {list.connections.length === 0 ? (
        <p role="status">{t('lms.none')}</p>
      ) : (
        <ul className="integration-list">
          {list.connections.map((c) => (
            <LmsConnectionCard key={c.id} connection={c} busy={busy} />
          ))}
        </ul>
      )}
    </div>
  );
}
