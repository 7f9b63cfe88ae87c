import type { ClassDetails, Member } from '@tasreef/contracts/management';
import { Form, Link, data } from 'react-router';
import { formValues, type FormResult } from '../../../lib/form.ts';
import { TextField, useFormResult } from '../../../components/fields.tsx';
import { DoneNotice } from '../../../features/management/DoneNotice.tsx';
import { load, loadList, send } from '../../../lib/api.server.ts';
import { requireWorkspace } from '../../../lib/session.server.ts';
import '../../../features/management/management.css';
import { translate } from '../../../i18n/index.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { readForm } from '../../../lib/form-data.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { localeParam } from '../../../lib/route-locale.ts';
import type { Route } from './+types/class';

const uuid = /^[0-9a-f-]{36}$/i;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  const { workspace } = await requireWorkspace(context, request, locale);
  if (!uuid.test(params.id)) throw data(null, { status: 404 });
  const cls = await load<ClassDetails>(context, request, locale, `/classes/${params.id}`);
  const search = (new URL(request.url).searchParams.get('search') ?? '').slice(0, 100);
  const q = new URLSearchParams({ role: 'student', per_page: '100', sort: 'full_name' });
  if (search) q.set('search', search);
  const inClass = new Set(cls.students.map((s) => s.id));
  const candidates = (await loadList<Member>(context, request, locale, `/management/members?${q}`)).data.filter((m) => !inClass.has(m.id));
  const teacherIds = new Set(cls.teachers.map((x) => x.id));
  const teachers = workspace.can_manage_teachers
    ? (await loadList<Member>(context, request, locale, '/management/members?role=teacher&per_page=100&sort=full_name')).data.filter((m) => !teacherIds.has(m.id))
    : [];
  return { locale, cls, candidates, teachers, search };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d ? [...pageMeta(d.locale, `/dashboard/classes/${d.cls.id}`, d.cls.name, translate(d.locale, 'mgmt.classes.lead')), { name: 'robots', content: 'noindex' }] : [];

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeParam(params);
  await requireWorkspace(context, request, locale);
  if (!uuid.test(params.id)) throw data(null, { status: 404 });
  const form = await readForm(request);
  const values = formValues(form);
  const ids = (name: string) => form.getAll(name).filter((v): v is string => typeof v === 'string');
  const path = `/classes/${params.id}`;
  let answer;
  switch (values.intent) {
    case 'rename':
      answer = await send(context, request, locale, path, 'PATCH', { name: values.name ?? '', subject: values.subject ?? '', level: values.level ?? '' }, 'rename');
      break;
    case 'archive':
    case 'restore':
      answer = await send(context, request, locale, path, 'PATCH', { archived: values.intent === 'archive' }, values.intent);
      break;
    case 'add':
      answer = await send(context, request, locale, `${path}/members`, 'POST', { student_ids: ids('student_ids'), teacher_ids: ids('teacher_ids') }, 'add');
      break;
    case 'remove':
      answer = await send(context, request, locale, `${path}/members`, 'DELETE', { student_ids: ids('student_ids'), teacher_ids: ids('teacher_ids') }, 'remove');
      break;
    default:
      return data<FormResult>({ ok: false, errors: {}, message: translate(locale, 'profile.unknownAction') }, { status: 400 });
  }
  const { result, status } = answer;
  // Field errors of a members list read as one message.
  const message = result.message ?? (values.intent === 'rename' ? undefined : Object.values(result.errors)[0]);
  return data<FormResult>({ ...result, message, values }, { status });
}

export default function ClassPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useLocale();
  const { cls, candidates, teachers, search } = loaderData;
  const { result, busy } = useFormResult(actionData);
  const errors = result?.intent === 'rename' ? result.errors : {};
  return (
    <div className="container page class-page">
      <DoneNotice />
      <header className="page-header page-header--row">
        <div>
          <h1>
            <bdi>{cls.name}</bdi>
          </h1>
          <p>
            {[cls.subject, cls.level].filter(Boolean).join(' · ')}
            {cls.archived && <span className="status-pill status-pill--invited">{t('mgmt.classes.archived')}</span>}
          </p>
        </div>
        <div className="dash-actions">
          <Link className="button button--ghost" to={href('/dashboard/classes')}>
            {t('mgmt.classes.back')}
          </Link>
          <Form method="post">
            <button type="submit" name="intent" value={cls.archived ? 'restore' : 'archive'} className="button button--ghost" disabled={busy}>
              {t(cls.archived ? 'mgmt.classes.restore' : 'mgmt.classes.archive')}
            </button>
          </Form>
        </div>
      </header>

      <div className="details-grid">
        <section className="dash-card" aria-labelledby="class-students">
          <h2 id="class-students">{t('mgmt.classes.students', { count: cls.students.length })}</h2>
          {cls.students.length === 0 ? (
            <p>{t('mgmt.classes.noStudents')}</p>
          ) : (
            <Form method="post">
              <ul className="check-list">
                {cls.students.map((s) => (
                  <li key={s.id}>
                    <label>
                      <input type="checkbox" name="student_ids" value={s.id} /> <bdi>{s.full_name}</bdi>
                    </label>{' '}
                    <Link to={href(`/dashboard/management/details/${s.id}`)} className="muted">
                      <bdi dir="ltr">{s.email ?? s.username}</bdi>
                    </Link>
                  </li>
                ))}
              </ul>
              <button type="submit" name="intent" value="remove" className="button button--ghost" disabled={busy || cls.archived}>
                {t('mgmt.classes.removeSelected')}
              </button>
            </Form>
          )}
        </section>

        <section className="dash-card" aria-labelledby="class-teachers">
          <h2 id="class-teachers">{t('mgmt.classes.teachers')}</h2>
          {cls.teachers.length === 0 ? (
            <p>{t('mgmt.classes.noTeacher')}</p>
          ) : cls.can_manage_teachers ? (
            <Form method="post">
              <ul className="check-list">
                {cls.teachers.map((x) => (
                  <li key={x.id}>
                    <label>
                      <input type="checkbox" name="teacher_ids" value={x.id} /> <bdi>{x.full_name}</bdi>
                    </label>
                  </li>
                ))}
              </ul>
              <button type="submit" name="intent" value="remove" className="button button--ghost" disabled={busy || cls.archived}>
                {t('mgmt.classes.removeSelected')}
              </button>
            </Form>
          ) : (
            <ul className="dash-list">
              {cls.teachers.map((x) => (
                <li key={x.id}>
                  <bdi>{x.full_name}</bdi>
                </li>
              ))}
            </ul>
          )}
          {cls.can_manage_teachers && teachers.length > 0 && !cls.archived && (
            <Form method="post" className="add-members">
              <fieldset>
                <legend>{t('mgmt.classes.addTeachers')}</legend>
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
              <button type="submit" name="intent" value="add" className="button button--primary" disabled={busy}>
                {t('mgmt.classes.addSelected')}
              </button>
            </Form>
          )}
        </section>

        {!cls.archived && (
          <section className="dash-card" aria-labelledby="class-add">
            <h2 id="class-add">{t('mgmt.classes.addStudents')}</h2>
            <Form method="get" role="search" aria-label={t('mgmt.members.search')} className="members-search">
              <div className="field">
                <label htmlFor="class-search">{t('mgmt.members.search')}</label>
                <input id="class-search" type="search" name="search" defaultValue={search} maxLength={100} dir="auto" key={search} />
              </div>
              <button type="submit" className="button button--ghost">
                {t('admin.users.searchButton')}
              </button>
            </Form>
            {candidates.length === 0 ? (
              <p>{t('mgmt.classes.noCandidates')}</p>
            ) : (
              <Form method="post">
                <ul className="check-list">
                  {candidates.map((m) => (
                    <li key={m.id}>
                      <label>
                        <input type="checkbox" name="student_ids" value={m.id} /> <bdi>{m.full_name}</bdi>
                      </label>
                    </li>
                  ))}
                </ul>
                <button type="submit" name="intent" value="add" className="button button--primary" disabled={busy}>
                  {t('mgmt.classes.addSelected')}
                </button>
              </Form>
            )}
          </section>
        )}

        <section className="dash-card" aria-labelledby="class-edit">
          <h2 id="class-edit">{t('mgmt.classes.edit')}</h2>
          <Form method="post" className="form" noValidate>
            <TextField name="name" label={t('mgmt.classes.name')} maxLength={100} required defaultValue={cls.name} error={errors.name} key={`n-${cls.name}`} />
            <TextField name="subject" label={t('mgmt.classes.subject')} maxLength={100} defaultValue={cls.subject ?? ''} error={errors.subject} key={`s-${cls.subject}`} />
            <TextField name="level" label={t('mgmt.classes.level')} maxLength={100} defaultValue={cls.level ?? ''} error={errors.level} key={`l-${cls.level}`} />
            <button type="submit" name="intent" value="rename" className="button button--primary" disabled={busy}>
              {t('mgmt.form.save')}
            </button>
          </Form>
        </section>
      </div>
    </div>
  );
}
