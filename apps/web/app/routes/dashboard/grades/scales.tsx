import { GRADE_SCALE_PRESETS, GRADE_SCALE_PRESET_IDS, type GradeScaleList, type GradeScalePreset } from '@tasreef/contracts/grades';
import { Form, Link, data, redirect } from 'react-router';
import { formValues, type FormResult } from '../../../lib/form.ts';
import { useFormResult } from '../../../components/fields.tsx';
import { BandsTable } from '../../../features/grades/BandsTable.tsx';
import { ScaleForm } from '../../../features/grades/ScaleForm.tsx';
import { fieldOfPath, readScaleForm } from '../../../features/grades/scale-form.ts';
import '../../../features/grades/grades.css';
import { load, send } from '../../../lib/api.server.ts';
import { requireWorkspace } from '../../../lib/session.server.ts';
import '../../../features/management/management.css';
import { PlanLimitNotice } from '../../../components/PlanLimitNotice.tsx';
import { translate } from '../../../i18n/index.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { readForm } from '../../../lib/form-data.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { localeParam } from '../../../lib/route-locale.ts';
import type { Route } from './+types/scales';

/** `/{locale}/dashboard/grade-scales`: an educator's grade scales and their school's, the two ready ones to copy (ADR 0039). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  await requireWorkspace(context, request, locale);
  const list = await load<GradeScaleList>(context, request, locale, '/grade-scales');
  const url = new URL(request.url);
  const asked = url.searchParams.get('preset');
  const preset = GRADE_SCALE_PRESET_IDS.includes(asked as GradeScalePreset) ? (asked as GradeScalePreset) : null;
  return { locale, list, preset, created: url.searchParams.get('done') === 'created' };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d ? [...pageMeta(d.locale, '/dashboard/grade-scales', translate(d.locale, 'grades.title'), translate(d.locale, 'grades.lead')), { name: 'robots', content: 'noindex' }] : [];

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeParam(params);
  await requireWorkspace(context, request, locale);
  const form = await readForm(request);
  const intent = String(form.get('intent') ?? '');
  const id = String(form.get('id') ?? '');
  if (intent === 'delete') {
    const { result, status } = await send(context, request, locale, `/grade-scales/${encodeURIComponent(id)}`, 'DELETE', undefined, `delete:${id}`);
    return data<FormResult>(result, { status });
  }
  const { body, rows } = readScaleForm(form);
  const path = intent === 'create' ? '/grade-scales' : `/grade-scales/${encodeURIComponent(id)}`;
  const {
    result,
    status,
    data: saved,
  } = await send<{ scale: { id: string }; message: string }>(context, request, locale, path, intent === 'create' ? 'POST' : 'PATCH', body, intent);
  // a new scale: the page again with a blank form, at the scale made
  if (result.ok && intent === 'create' && saved) throw redirect(`/${locale}/dashboard/grade-scales?done=created#scale-${saved.scale.id}`);
  const errors = Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [fieldOfPath(k, rows), v]));
  return data<FormResult>({ ...result, errors, values: result.ok ? undefined : formValues(form) }, { status });
}

export default function GradeScalesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href, locale } = useLocale();
  const { list, preset, created } = loaderData;
  const { result, busy } = useFormResult(actionData);
  const limited = list.plan_level === 'unavailable';
  const start = preset ? GRADE_SCALE_PRESETS[preset] : null;
  return (
    <div className="container page grades-page">
      <header className="page-header">
        <h1>{t('grades.title')}</h1>
        <p>{t('grades.lead')}</p>
      </header>
      {created && (
        <p className="notice notice--success" role="status">
          {t('grades.created')}
        </p>
      )}
      {list.upgrade && <PlanLimitNotice offer message={list.upgrade} />}
      {result?.code === 'plan_limit' && result.message !== list.upgrade && <PlanLimitNotice message={result.message} />}

      <section aria-labelledby="scales-yours">
        <h2 id="scales-yours">{t('grades.yours')}</h2>
        {list.scales.length === 0 ? (
          <p role="status">{t('grades.none')}</p>
        ) : (
          <ul className="scale-cards">
            {list.scales.map((s) => (
              <li key={s.id} className="scale-card" id={`scale-${s.id}`}>
                <h3>
                  <bdi>{s.name}</bdi>
                </h3>
                {!s.mine && <p className="muted">{t('grades.fromSchool', { name: `\u2068${s.owner.full_name}\u2069` })}</p>}
                <BandsTable bands={s.bands} caption={s.name} />
                {s.mine && (
                  <>
                    <details open={Boolean(result && !result.ok && result.values?.id === s.id)}>
                      <summary>{t('grades.edit')}</summary>
                      <ScaleForm
                        intent="update"
                        id={s.id}
                        name={s.name}
                        bands={s.bands}
                        result={result?.values?.id === s.id ? result : undefined}
                        busy={busy}
                        submitLabel={t('grades.save')}
                      />
                    </details>
                    <details>
                      <summary>{t('grades.delete')}</summary>
                      <p>{t('grades.deleteConfirm')}</p>
                      <Form method="post">
                        <input type="hidden" name="id" value={s.id} />
                        <button type="submit" name="intent" value="delete" className="button button--danger button--small" disabled={busy}>
                          {t('grades.deleteButton', { name: s.name })}
                        </button>
                      </Form>
                    </details>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      {!limited && (
        <section className="dash-card" aria-labelledby="scale-new">
          <h2 id="scale-new">{t('grades.new')}</h2>
          <p>{t('grades.presetsLead')}</p>
          <ul className="preset-list" aria-label={t('grades.presets')}>
            {GRADE_SCALE_PRESET_IDS.map((p) => (
              <li key={p}>
                <Link className="button button--ghost button--small" to={href(`/dashboard/grade-scales?preset=${p}#scale-new`)} aria-current={preset === p ? 'true' : undefined}>
                  {t('grades.copyPreset', { name: GRADE_SCALE_PRESETS[p].name[locale] })}
                </Link>
              </li>
            ))}
          </ul>
          <ScaleForm
            key={preset ?? 'blank'}
            intent="create"
            name={start ? start.name[locale] : ''}
            bands={start ? start.bands : []}
            result={result}
            busy={busy}
            submitLabel={t('grades.create')}
          />
        </section>
      )}
    </div>
  );
}
