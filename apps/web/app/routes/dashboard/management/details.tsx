import type { MemberDetails } from '@tasreef/contracts/management';
import { translate as apiText } from '@tasreef/contracts/messages';
import { Form, Link, data, redirect } from 'react-router';
import { formValues, type FormResult } from '../../../lib/form.ts';
import { useFormResult } from '../../../components/fields.tsx';
import { DoneNotice } from '../../../features/management/DoneNotice.tsx';
import { load, send } from '../../../lib/api.server.ts';
import { requireWorkspace } from '../../../lib/session.server.ts';
import { formatDate } from '../../../features/management/paging.ts';
import { MemberAttempts } from '../../../features/management/MemberAttempts.tsx';
import { showDate, zoneOf } from '../../../lib/time.ts';
import '../../../features/management/management.css';
import { translate, type MessageKey } from '../../../i18n/index.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { readForm } from '../../../lib/form-data.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { localeParam } from '../../../lib/route-locale.ts';
import type { Route } from './+types/details';

const uuid = /^[0-9a-f-]{36}$/i;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  const { account } = await requireWorkspace(context, request, locale);
  if (!uuid.test(params.id)) throw data(null, { status: 404 });
  const member = await load<MemberDetails>(context, request, locale, `/management/members/${params.id}`);
  return { locale, member, timeZone: zoneOf(account.profile.time_zone) };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d
    ? [...pageMeta(d.locale, `/dashboard/management/details/${d.member.id}`, d.member.full_name, translate(d.locale, 'mgmt.details.title')), { name: 'robots', content: 'noindex' }]
    : [];

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeParam(params);
  await requireWorkspace(context, request, locale);
  if (!uuid.test(params.id)) throw data(null, { status: 404 });
  const { intent, role } = formValues(await readForm(request));
  const path = `/management/members/${params.id}`;
  if (intent === 'delete') {
    const { result, status } = await send(context, request, locale, path, 'DELETE', undefined, intent);
    if (result.ok) throw redirect(`/${locale}/dashboard/${role === 'teacher' ? 'teachers' : 'students'}-management?done=deleted`);
    return data<FormResult>(result, { status });
  }
  if (intent === 'resend')
    return send(context, request, locale, `${path}/invitation`, 'POST', undefined, intent).then(({ result, status }) => data<FormResult>(result, { status }));
  if (intent === 'otp') {
    const {
      result,
      status,
      data: made,
    } = await send<{ one_time_password: string; message: string }>(context, request, locale, `${path}/one-time-password`, 'POST', undefined, intent);
    return data<FormResult & { otp?: string }>({ ...result, otp: made?.one_time_password }, { status });
  }
  return data<FormResult>({ ok: false, errors: {}, message: translate(locale, 'profile.unknownAction') }, { status: 400 });
}

export default function MemberDetailsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href, locale, fmt } = useLocale();
  const { member, timeZone } = loaderData;
  const { busy } = useFormResult(actionData);
  const otp = (actionData as { otp?: string } | undefined)?.otp;
  const rows: Array<[MessageKey, string | null]> = [
    ['mgmt.col.status', t(member.status === 'active' ? 'mgmt.status.active' : 'mgmt.status.invited')],
    [member.username ? 'mgmt.form.username' : 'auth.email', member.email ?? member.username],
    ['mgmt.col.enrolled', formatDate(locale, member.enrolled_at)],
    ['mgmt.col.country', member.country],
    ['mgmt.col.city', member.city],
    ['mgmt.col.area', member.area],
    ['mgmt.col.timeZone', member.time_zone],
    ['mgmt.col.educationLevel', member.education_level],
    ['mgmt.col.phone', member.phone],
    ['mgmt.col.whatsapp', member.whatsapp],
    ['mgmt.col.attempts', String(member.total_attempts)],
    ['mgmt.col.grade', member.grade],
    ['mgmt.col.successRate', member.success_rate === null ? null : `${member.success_rate}%`],
    ['mgmt.col.lastActivity', member.last_activity && showDate(member.last_activity, timeZone, fmt)],
  ];
  if (member.role === 'student') rows.push(['mgmt.field.timeAccommodation', `× ${member.time_accommodation ?? 1}`]);
  if (member.added_by) rows.push(['mgmt.details.addedBy', member.added_by.full_name]);
  const name = `\u2068${member.full_name}\u2069`;
  return (
    <div className="container page member-page">
      <DoneNotice />
      <header className="page-header page-header--row">
        <div>
          <h1>
            <bdi>{member.full_name}</bdi>
          </h1>
          <p>{t(member.role === 'teacher' ? 'mgmt.details.teacher' : 'mgmt.details.student')}</p>
        </div>
        <div className="dash-actions">
          <Link className="button button--primary" to={href(`/dashboard/management/update/${member.id}`)}>
            {t('mgmt.details.edit')}
          </Link>
          <Link className="button button--ghost" to={href(member.role === 'teacher' ? '/dashboard/teachers-management' : '/dashboard/students-management')}>
            {t('mgmt.create.backToList')}
          </Link>
        </div>
      </header>
      <div className="details-grid">
        <section className="dash-card" aria-labelledby="details-profile">
          <h2 id="details-profile">{t('mgmt.details.profile')}</h2>
          <dl className="details-list">
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt>{t(label)}</dt>
                <dd>{value ? <bdi>{value}</bdi> : '—'}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="dash-card" aria-labelledby="details-classes">
          <h2 id="details-classes">{t('mgmt.form.classes')}</h2>
          {member.classes.length === 0 ? (
            <p>{t('mgmt.details.noClasses')}</p>
          ) : (
            <ul className="dash-list">
              {member.classes.map((c) => (
                <li key={c.id}>
                  <Link to={href(`/dashboard/classes/${c.id}`)}>
                    <bdi>{c.name}</bdi>
                  </Link>
                  {c.archived && <span className="muted"> ({t('mgmt.classes.archived')})</span>}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="dash-card details-attempts" aria-labelledby="details-attempts">
          <h2 id="details-attempts">{t('mgmt.details.attempts')}</h2>
          <MemberAttempts attempts={member.attempts} timeZone={timeZone} />
        </section>
        <section className="dash-card" aria-labelledby="details-actions">
          <h2 id="details-actions">{t('mgmt.details.actions')}</h2>
          {member.status === 'invited' && member.email && (
            <Form method="post">
              <button type="submit" name="intent" value="resend" className="button button--ghost" disabled={busy}>
                {t('mgmt.details.resend')}
              </button>
            </Form>
          )}
          {member.username && member.managed && (
            <Form method="post">
              <button type="submit" name="intent" value="otp" className="button button--ghost" disabled={busy}>
                {t('mgmt.details.newOtp')}
              </button>
            </Form>
          )}
          {otp && (
            <p className="otp-box" role="status">
              {t('mgmt.create.otp')}:{' '}
              <code dir="ltr" className="otp-box__password">
                {otp}
              </code>
            </p>
          )}
          {member.can_delete && (
            <details className="admin-users__confirm">
              <summary className="button button--danger">{t('mgmt.details.delete')}</summary>
              <Form method="post" className="admin-users__confirm-body">
                <p>{apiText(locale, 'confirm_delete')}</p>
                <p className="muted">{t('mgmt.details.deleteKeeps', { name })}</p>
                <input type="hidden" name="role" value={member.role} />
                <button type="submit" name="intent" value="delete" className="button button--danger" disabled={busy}>
                  {t('mgmt.details.confirmYes')}
                </button>
              </Form>
            </details>
          )}
        </section>
      </div>
    </div>
  );
}
