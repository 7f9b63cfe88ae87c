import type { ClassSummary, Member } from '@tasreef/contracts/management';
import { Form, Link, data, redirect } from 'react-router';
import { formValues, type FormResult } from '../../../lib/form.ts';
import { TextField, useFormResult } from '../../../components/fields.tsx';
import { load, loadList, send } from '../../../lib/api.server.ts';
import { requireWorkspace } from '../../../lib/session.server.ts';
import '../../../features/management/management.css';
import { translate } from '../../../i18n/index.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { readForm } from '../../../lib/form-data.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { localeParam } from '../../../lib/route-locale.ts';
import type { Route } from './+types/list';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  const { workspace } = await requireWorkspace(context, request, locale);
  const url = new URL(request.url);
  const archived = url.searchParams.get('archived') === 'true';
  const search = (url.searchParams.get('search') ?? '').slice(0, 100);
  const q = new URLSearchParams({ archived: String(archived) });
  if (search) q.set('search', search);
  const classes = await load<ClassSummary[]>(context, request, locale, `/classes?${q}`);
  const teachers = workspace.can_manage_teachers ? (await loadList<Member>(context, request, locale, '/management/members?role=teacher&per_page=100&sort=full_name')).data : [];
  return { locale, archived, search, classes, teachers, workspace };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d
    ? [...pageMeta(d.locale, '/dashboard/classes', translate(d.locale, 'mgmt.classes.title'), translate(d.locale, 'mgmt.classes.lead')), { name: 'robots', content: 'noindex' }]
    : [];

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeParam(params);
  await requireWorkspace(context, request, locale);
  const form = await readForm(request);
  const values = formValues(form);
  const body: Record<string, unknown> = { name: values.name ?? '', teacher_ids: form.getAll('teacher_ids').filter((v) => typeof v === 'string') };
  if (values.subject?.trim()) body.subject = values.subject;
  if (values.level?.trim()) body.level = values.level;
  const { result, status, data: made } = await send<{ class: { id: string }; message: string }>(context, request, locale, '/classes', 'POST', body, 'create');
  if (result.ok && made) throw redirect(`/${locale}/dashboard/classes/${made.class.id}?done=created`);
  return data<FormResult>({ ...result, values }, { status });
}

export default function ClassesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useLocale();
  const { archived, search, classes, teachers, workspace } = loaderData;
  const { result, busy } = useFormResult(actionData);
  const errors = result?.errors ?? {};
  return (
    <div className="container page classes-page">
      <header className="page-header">
        <h1>{t('mgmt.classes.title')}</h1>
        <p>{t('mgmt.classes.lead')}</p>
      </header>
      <nav className="tabs" aria-label={t('mgmt.classes.title')}>
        <Link to={href('/dashboard/classes')} aria-current={!archived ? 'page' : undefined} className="tabs__tab">
          {t('mgmt.classes.active')}
        </Link>
        <Link to={href('/dashboard/classes?archived=true')} aria-current={archived ? 'page' : undefined} className="tabs__tab">
          {t('mgmt.classes.archivedTab')}
        </Link>
      </nav>
      <Form method="get" role="search" aria-label={t('mgmt.classes.search')} className="members-search">
        {archived && <input type="hidden" name="archived" value="true" />}
        <div className="field">
          <label htmlFor="classes-search">{t('mgmt.classes.search')}</label>
          <input id="classes-search" type="search" name="search" defaultValue={search} maxLength={100} dir="auto" key={search} />
        </div>
        <button type="submit" className="button button--primary">
          {t('admin.users.searchButton')}
        </button>
      </Form>
      {classes.length === 0 ? (
        <p role="status">{t(archived ? 'mgmt.classes.noneArchived' : 'mgmt.classes.none')}</p>
      ) : (
        <ul className="class-cards">
          {classes.map((c) => (
            <li key={c.id} className="class-card">
              <h2>
                <Link to={href(`/dashboard/classes/${c.id}`)}>
                  <bdi>{c.name}</bdi>
                </Link>
              </h2>
              <p className="muted">{[c.subject, c.level].filter(Boolean).join(' · ') || '—'}</p>
              <p>{t('mgmt.classes.studentCount', { count: c.student_count })}</p>
              <p className="muted">{c.teachers.length ? c.teachers.map((x) => x.full_name).join('، ') : t('mgmt.classes.noTeacher')}</p>
            </li>
          ))}
        </ul>
      )}
      {!archived && (
        <section className="dash-card" aria-labelledby="new-class">
          <h2 id="new-class">{t('mgmt.classes.create')}</h2>
          {result && !result.ok && result.message && (
            <p className="notice notice--error" role="alert">
              {result.message}
            </p>
          )}
          <Form method="post" className="form class-form" noValidate>
            <TextField name="name" label={t('mgmt.classes.name')} maxLength={100} required defaultValue={result?.values?.name} error={errors.name} />
            <TextField name="subject" label={t('mgmt.classes.subject')} maxLength={100} defaultValue={result?.values?.subject} error={errors.subject} />
            <TextField name="level" label={t('mgmt.classes.level')} maxLength={100} defaultValue={result?.values?.level} error={errors.level} />
            {workspace.can_manage_teachers && teachers.length > 0 && (
              <fieldset className="form__group">
                <legend>{t('mgmt.classes.teachers')}</legend>
                <ul className="check-list">
                  {teachers.map((m) => (
                    <li key={m.id}>
                      <label>
                        <input type="checkbox" name="teacher_ids" value={m.id} /> <bdi>{m.full_name}</bdi>
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            )}
            <div className="form__actions">
              <button type="submit" className="button button--primary" disabled={busy}>
                {t('mgmt.classes.createButton')}
              </button>
            </div>
          </Form>
        </section>
      )}
    </div>
  );
}
