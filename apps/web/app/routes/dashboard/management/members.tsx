import { type ClassSummary, type Member, type MemberRole, BULK_ACTIONS, TIME_ACCOMMODATION_PRESETS } from '@tasreef/contracts/management';
import { Form, Link, data } from 'react-router';
import type { FormResult } from '../../../lib/form.ts';
import { useFormResult } from '../../../components/fields.tsx';
import { load, loadList, send } from '../../../lib/api.server.ts';
import { requireWorkspace } from '../../../lib/session.server.ts';
import { DoneNotice } from '../../../features/management/DoneNotice.tsx';
import { PlanLimitNotice } from '../../../components/PlanLimitNotice.tsx';
import { PER_PAGE, formatDate, membersSearch, readMembersQuery, type MembersQuery } from '../../../features/management/paging.ts';
import '../../../features/management/management.css';
import { showDate, zoneOf } from '../../../lib/time.ts';
import { translate, type MessageKey } from '../../../i18n/index.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { readForm } from '../../../lib/form-data.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { localeParam } from '../../../lib/route-locale.ts';
import type { Route } from './+types/members';

const roleOf = (request: Request): MemberRole => (new URL(request.url).pathname.includes('teachers-management') ? 'teacher' : 'student');
const PAGE = { teacher: '/dashboard/teachers-management', student: '/dashboard/students-management' } as const;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  const { workspace, account } = await requireWorkspace(context, request, locale);
  const role = roleOf(request);
  const query = readMembersQuery(new URL(request.url).searchParams);
  if (role === 'teacher' && !workspace.can_manage_teachers) throw data(translate(locale, 'mgmt.members.ownerOnly'), { status: 403 });
  const api = new URLSearchParams({ role, sort: query.sort, order: query.order, page: String(query.page), per_page: String(PER_PAGE) });
  if (query.search) api.set('search', query.search);
  if (query.status) api.set('status', query.status);
  const list = await loadList<Member>(context, request, locale, `/management/members?${api}`);
  const classes = await load<ClassSummary[]>(context, request, locale, '/classes');
  return { locale, role, query, workspace, members: list.data, total: list.meta.total, classes, timeZone: zoneOf(account.profile.time_zone) };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d
    ? [
        ...pageMeta(
          d.locale,
          PAGE[d.role],
          translate(d.locale, d.role === 'teacher' ? 'mgmt.members.teachersTitle' : 'mgmt.members.studentsTitle'),
          translate(d.locale, 'mgmt.members.lead'),
        ),
        { name: 'robots', content: 'noindex' },
      ]
    : [];

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeParam(params);
  await requireWorkspace(context, request, locale);
  const form = await readForm(request);
  const ids = form.getAll('ids').filter((v): v is string => typeof v === 'string');
  const action = String(form.get('bulk_action') ?? '');
  const body: Record<string, unknown> = { action, ids };
  if (form.get('class_id')) body.class_id = String(form.get('class_id'));
  if (form.get('time_accommodation')) body.time_accommodation = String(form.get('time_accommodation'));
  const { result, status } = await send(context, request, locale, '/management/members/bulk', 'POST', body, 'bulk');
  // A bulk answer's field errors (ids, class, factor) are shown as one message.
  const message = result.message ?? Object.values(result.errors)[0];
  return data<FormResult>({ ...result, message, errors: {} }, { status });
}

const COLUMNS: Array<{ key: string; label: MessageKey; sort?: MembersQuery['sort'] }> = [
  { key: 'name', label: 'mgmt.col.name', sort: 'full_name' },
  { key: 'enrolled', label: 'mgmt.col.enrolled', sort: 'enrolled_at' },
  { key: 'status', label: 'mgmt.col.status', sort: 'status' },
  { key: 'country', label: 'mgmt.col.country', sort: 'country' },
  { key: 'city', label: 'mgmt.col.city', sort: 'city' },
  { key: 'area', label: 'mgmt.col.area', sort: 'area' },
  { key: 'time_zone', label: 'mgmt.col.timeZone', sort: 'time_zone' },
  { key: 'education_level', label: 'mgmt.col.educationLevel', sort: 'education_level' },
  { key: 'phone', label: 'mgmt.col.phone' },
  { key: 'whatsapp', label: 'mgmt.col.whatsapp' },
  { key: 'attempts', label: 'mgmt.col.attempts' },
  { key: 'grade', label: 'mgmt.col.grade' },
  { key: 'success', label: 'mgmt.col.successRate' },
  { key: 'activity', label: 'mgmt.col.lastActivity' },
];

function SortHeader({ column, query }: { column: (typeof COLUMNS)[number]; query: MembersQuery }) {
  const { t } = useLocale();
  if (!column.sort) return <th scope="col">{t(column.label)}</th>;
  const active = query.sort === column.sort;
  const next = active && query.order === 'asc' ? 'desc' : 'asc';
  return (
    <th scope="col" aria-sort={active ? (query.order === 'asc' ? 'ascending' : 'descending') : undefined}>
      <Link to={membersSearch({ ...query, sort: column.sort, order: next, page: 1 }) || '?'} className="sort-link">
        {t(column.label)}
        <span aria-hidden="true">{active ? (query.order === 'asc' ? ' ▲' : ' ▼') : ''}</span>
      </Link>
    </th>
  );
}

export default function MembersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href, locale, fmt } = useLocale();
  const { role, query, members, total, classes, workspace, timeZone } = loaderData;
  const { result, busy } = useFormResult(actionData);
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  const title = t(role === 'teacher' ? 'mgmt.members.teachersTitle' : 'mgmt.members.studentsTitle');
  const cell = (v: string | null) => (v ? <bdi>{v}</bdi> : '—');
  return (
    <div className="container page members-page">
      <DoneNotice />
      <header className="page-header page-header--row">
        <div>
          <h1>{title}</h1>
          <p>{t('mgmt.members.lead')}</p>
        </div>
        <div className="dash-actions">
          <Link className="button button--primary" to={href(`/dashboard/management/create?role=${role}`)}>
            {t(role === 'teacher' ? 'mgmt.dashboard.addTeacher' : 'mgmt.dashboard.addStudent')}
          </Link>
          {role === 'student' && (
            <Link className="button button--ghost" to={href('/dashboard/roster-import')}>
              {t('mgmt.dashboard.import')}
            </Link>
          )}
        </div>
      </header>
      {role === 'teacher' && workspace.teacher_limit !== null && (
        <p className="muted">{t('mgmt.members.teacherLimit', { count: workspace.teacher_count, limit: workspace.teacher_limit })}</p>
      )}
      {result?.code === 'plan_limit' && <PlanLimitNotice message={result.message} />}

      <Form method="get" role="search" aria-label={t('mgmt.members.search')} className="members-search">
        <div className="field">
          <label htmlFor="members-search">{t('mgmt.members.search')}</label>
          <input id="members-search" type="search" name="search" defaultValue={query.search} maxLength={100} dir="auto" key={query.search} />
        </div>
        <div className="field">
          <label htmlFor="members-status">{t('mgmt.col.status')}</label>
          <select id="members-status" name="status" defaultValue={query.status}>
            <option value="">{t('mgmt.members.allStatuses')}</option>
            <option value="active">{t('mgmt.status.active')}</option>
            <option value="invited">{t('mgmt.status.invited')}</option>
          </select>
        </div>
        <button type="submit" className="button button--primary">
          {t('admin.users.searchButton')}
        </button>
      </Form>

      <p role="status" className="members-range">
        {members.length === 0
          ? t(query.search ? 'mgmt.members.noMatch' : 'mgmt.members.empty')
          : t('mgmt.members.range', { from: (query.page - 1) * PER_PAGE + 1, to: (query.page - 1) * PER_PAGE + members.length, total })}
      </p>

      {members.length > 0 && (
        <Form method="post" id="bulk-form">
          <fieldset className="bulk-bar">
            <legend>{t('mgmt.bulk.legend')}</legend>
            <div className="field">
              <label htmlFor="bulk-action">{t('mgmt.bulk.action')}</label>
              <select id="bulk-action" name="bulk_action" required defaultValue="">
                <option value="" disabled>
                  {t('mgmt.bulk.choose')}
                </option>
                {BULK_ACTIONS.filter((a) => (workspace.role === 'owner' || a !== 'delete') && (role === 'student' || a !== 'set_time_accommodation')).map((a) => (
                  <option key={a} value={a}>
                    {t(`mgmt.bulk.${a}` as MessageKey)}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="bulk-class">{t('mgmt.bulk.class')}</label>
              <select id="bulk-class" name="class_id" defaultValue="">
                <option value="">—</option>
                {classes.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            </div>
            {role === 'student' && (
              <div className="field">
                <label htmlFor="bulk-time">{t('mgmt.field.timeAccommodation')}</label>
                <select id="bulk-time" name="time_accommodation" defaultValue="">
                  <option value="">—</option>
                  {TIME_ACCOMMODATION_PRESETS.map((p) => (
                    <option key={p} value={p}>
                      × {p}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <button type="submit" className="button button--primary" disabled={busy}>
              {t('mgmt.bulk.apply')}
            </button>
          </fieldset>
          <div className="table-scroll" role="region" aria-labelledby="members-caption" tabIndex={0}>
            <table className="members-table">
              <caption id="members-caption">{title}</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">{t('mgmt.bulk.select')}</span>
                  </th>
                  {COLUMNS.map((c) => (
                    <SortHeader key={c.key} column={c} query={query} />
                  ))}
                </tr>
              </thead>
              <tbody>
                {members.map((m) => (
                  <tr key={m.id}>
                    <td data-label={t('mgmt.bulk.select')}>
                      <input type="checkbox" name="ids" value={m.id} aria-label={t('mgmt.bulk.selectOne', { name: `\u2068${m.full_name}\u2069` })} />
                    </td>
                    <th scope="row" data-label={t('mgmt.col.name')}>
                      <Link to={href(`/dashboard/management/details/${m.id}`)}>
                        <bdi>{m.full_name}</bdi>
                      </Link>
                      <span className="members-table__login">
                        <bdi dir="ltr">{m.email ?? m.username}</bdi>
                      </span>
                    </th>
                    <td data-label={t('mgmt.col.enrolled')}>
                      <time dateTime={m.enrolled_at}>{formatDate(locale, m.enrolled_at)}</time>
                    </td>
                    <td data-label={t('mgmt.col.status')}>
                      <span className={`status-pill status-pill--${m.status}`}>{t(m.status === 'active' ? 'mgmt.status.active' : 'mgmt.status.invited')}</span>
                    </td>
                    <td data-label={t('mgmt.col.country')}>{cell(m.country)}</td>
                    <td data-label={t('mgmt.col.city')}>{cell(m.city)}</td>
                    <td data-label={t('mgmt.col.area')}>{cell(m.area)}</td>
                    <td data-label={t('mgmt.col.timeZone')}>{cell(m.time_zone)}</td>
                    <td data-label={t('mgmt.col.educationLevel')}>{cell(m.education_level)}</td>
                    <td data-label={t('mgmt.col.phone')}>{m.phone ? <bdi dir="ltr">{m.phone}</bdi> : '—'}</td>
                    <td data-label={t('mgmt.col.whatsapp')}>{m.whatsapp ? <bdi dir="ltr">{m.whatsapp}</bdi> : '—'}</td>
                    <td data-label={t('mgmt.col.attempts')}>{m.total_attempts}</td>
                    <td data-label={t('mgmt.col.grade')}>{m.grade ?? '—'}</td>
                    <td data-label={t('mgmt.col.successRate')}>{m.success_rate === null ? '—' : `${m.success_rate}%`}</td>
                    <td data-label={t('mgmt.col.lastActivity')}>{m.last_activity ? <time dateTime={m.last_activity}>{showDate(m.last_activity, timeZone, fmt)}</time> : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Form>
      )}
      {pages > 1 && (
        <nav className="admin-users__pages" aria-label={t('admin.users.pages')}>
          {query.page > 1 ? (
            <Link to={membersSearch({ ...query, page: query.page - 1 }) || '?'} rel="prev" className="button button--ghost button--small">
              {t('admin.users.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span>{t('admin.users.page', { page: Math.min(query.page, pages), pages })}</span>
          {query.page < pages ? (
            <Link to={membersSearch({ ...query, page: query.page + 1 })} rel="next" className="button button--ghost button--small">
              {t('admin.users.next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
