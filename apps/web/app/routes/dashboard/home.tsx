import { formatNumber } from '@tasreef/contracts/format';
import type { ExamSummary } from '@tasreef/contracts/exams';
import type { Dashboard } from '@tasreef/contracts/management';
import { Form, Link, data } from 'react-router';
import { formValues, type FormResult } from '../../lib/form.ts';
import { useFormResult } from '../../components/fields.tsx';
import { load, loadList, send } from '../../lib/api.server.ts';
import { DueExams } from '../../features/attempts/DueExams.tsx';
import '../../features/attempts/due-exams.css';
import { zoneOf } from '../../lib/time.ts';
import { requireSignedIn } from '../../lib/session.server.ts';
import { formatDate } from '../../features/management/paging.ts';
import '../../features/management/management.css';
import { loadStatus } from '../../features/billing/api.server.ts';
import { showDay } from '../../features/billing/format.ts';
import { translate } from '../../i18n/index.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { readForm } from '../../lib/form-data.ts';
import { pageMeta } from '../../lib/meta.ts';
import { localeParam } from '../../lib/route-locale.ts';
import type { Route } from './+types/home';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  const account = await requireSignedIn(context, request, locale);
  const [dashboard, billing, due] = await Promise.all([
    load<Dashboard>(context, request, locale, '/dashboard'),
    loadStatus(context, request, locale),
    // a student's exams they can take now, the soonest end first
    account.type === 'student' ? loadList<ExamSummary>(context, request, locale, '/exams?group=current&order=due') : null,
  ]);
  // A failed payment: the banner of the grace period (ADR 0035).
  const graceUntil = billing?.payment_problem ? (billing.subscription?.grace_until ?? null) : null;
  return { locale, name: account.full_name, dashboard, graceUntil, due: due?.data ?? [], timeZone: zoneOf(account.profile.time_zone) };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d ? [...pageMeta(d.locale, '/dashboard', translate(d.locale, 'mgmt.dashboard.title'), translate(d.locale, 'mgmt.dashboard.title')), { name: 'robots', content: 'noindex' }] : [];

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeParam(params);
  await requireSignedIn(context, request, locale);
  const values = formValues(await readForm(request));
  const intent = values.intent;
  if ((intent !== 'accept' && intent !== 'decline') || !values.membership_id)
    return data<FormResult>({ ok: false, errors: {}, message: translate(locale, 'profile.unknownAction') }, { status: 400 });
  const { result, status } = await send(context, request, locale, `/memberships/${encodeURIComponent(values.membership_id)}/${intent}`, 'POST', undefined, intent);
  return data<FormResult>(result, { status });
}

function Stat({ label, value, to }: { label: string; value: number; to?: string }) {
  const body = (
    <>
      <span className="dash-stat__value">{formatNumber(value, 'en')}</span>
      <span className="dash-stat__label">{label}</span>
    </>
  );
  return <li className="dash-stat">{to ? <Link to={to}>{body}</Link> : body}</li>;
}

export default function DashboardPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href, locale, fmt } = useLocale();
  const { dashboard, name, graceUntil, due, timeZone } = loaderData;
  const { busy } = useFormResult(actionData);
  const view = dashboard.view;
  return (
    <div className="container page dashboard">
      <header className="page-header">
        <h1>{t('mgmt.dashboard.title')}</h1>
        <p>{t('mgmt.dashboard.hello', { name: `\u2068${name}\u2069` })}</p>
      </header>
      {graceUntil && (
        <p className="notice notice--error" role="alert" data-testid="past-due-banner">
          {t(new Date(graceUntil) <= new Date() ? 'billing.subs.pastDueOver' : 'billing.subs.pastDue', { date: showDay(graceUntil, fmt) })}{' '}
          <Link to={href('/dashboard/subscriptions')}>{t('billing.menu.subscriptions')}</Link>
        </p>
      )}

      {dashboard.invitations.length > 0 && (
        <section className="dash-card" aria-labelledby="dash-invitations">
          <h2 id="dash-invitations">{t('mgmt.dashboard.invitations')}</h2>
          <ul className="dash-list">
            {dashboard.invitations.map((inv) => (
              <li key={inv.membership_id} className="dash-invitation">
                <span>
                  {t(inv.role === 'teacher' ? 'mgmt.dashboard.invitedTeacher' : 'mgmt.dashboard.invitedStudent', { organization: `\u2068${inv.organization.name}\u2069` })}
                </span>
                <Form method="post" className="dash-invitation__actions">
                  <input type="hidden" name="membership_id" value={inv.membership_id} />
                  <button type="submit" name="intent" value="accept" className="button button--primary button--small" disabled={busy}>
                    {t('mgmt.dashboard.accept')}
                  </button>
                  <button type="submit" name="intent" value="decline" className="button button--ghost button--small" disabled={busy}>
                    {t('mgmt.dashboard.decline')}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </section>
      )}

      {view.kind === 'owner' && (
        <>
          <ul className="dash-stats">
            <Stat label={t('mgmt.dashboard.teachers')} value={view.counts.teachers} to={href('/dashboard/teachers-management')} />
            <Stat label={t('mgmt.dashboard.students')} value={view.counts.students} to={href('/dashboard/students-management')} />
            <Stat label={t('mgmt.dashboard.classes')} value={view.counts.classes} to={href('/dashboard/classes')} />
            <Stat label={t('mgmt.dashboard.invited')} value={view.counts.invited} />
          </ul>
          <section className="dash-card" aria-labelledby="dash-next">
            <h2 id="dash-next">{t('mgmt.dashboard.next')}</h2>
            <div className="dash-actions">
              <Link className="button button--primary" to={href('/dashboard/management/create?role=student')}>
                {t('mgmt.dashboard.addStudent')}
              </Link>
              <Link className="button button--ghost" to={href('/dashboard/management/create?role=teacher')}>
                {t('mgmt.dashboard.addTeacher')}
              </Link>
              <Link className="button button--ghost" to={href('/dashboard/classes')}>
                {t('mgmt.dashboard.newClass')}
              </Link>
              <Link className="button button--ghost" to={href('/dashboard/roster-import')}>
                {t('mgmt.dashboard.import')}
              </Link>
              <Link className="button button--ghost" to={href('/dashboard/exam-list')}>
                {t('exams.list.title')}
              </Link>
              <Link className="button button--ghost" to={href('/dashboard/grade-scales')}>
                {t('grades.title')}
              </Link>
            </div>
          </section>
          <section className="dash-card" aria-labelledby="dash-activity">
            <h2 id="dash-activity">{t('mgmt.dashboard.activity')}</h2>
            {view.activity.length === 0 ? (
              <p>{t('mgmt.dashboard.noActivity')}</p>
            ) : (
              <ul className="dash-list">
                {view.activity.map((a, i) => (
                  <li key={`${a.at}-${i}`}>
                    <span>{a.text}</span> <time dateTime={a.at}>{formatDate(locale, a.at)}</time>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}

      {view.kind === 'teacher' && (
        <>
          <p>{t('mgmt.dashboard.teacherOf', { organization: `\u2068${view.workspace.organization.name}\u2069`, count: view.student_count })}</p>
          <section className="dash-card" aria-labelledby="dash-classes">
            <h2 id="dash-classes">{t('mgmt.dashboard.yourClasses')}</h2>
            {view.classes.length === 0 ? (
              <p>{t('mgmt.dashboard.noClasses')}</p>
            ) : (
              <ul className="dash-list">
                {view.classes.map((c) => (
                  <li key={c.id}>
                    <Link to={href(`/dashboard/classes/${c.id}`)}>
                      <bdi>{c.name}</bdi>
                    </Link>{' '}
                    <span className="muted">{t('mgmt.classes.studentCount', { count: c.student_count })}</span>
                  </li>
                ))}
              </ul>
            )}
            <div className="dash-actions">
              <Link className="button button--primary" to={href('/dashboard/create-exam')}>
                {t('exams.list.create')}
              </Link>
              <Link className="button button--ghost" to={href('/dashboard/exam-list')}>
                {t('exams.list.title')}
              </Link>
              <Link className="button button--ghost" to={href('/dashboard/question-bank')}>
                {t('bank.title')}
              </Link>
              <Link className="button button--ghost" to={href('/dashboard/grade-scales')}>
                {t('grades.title')}
              </Link>
              <Link className="button button--ghost" to={href('/dashboard/classes')}>
                {t('mgmt.dashboard.newClass')}
              </Link>
              <Link className="button button--ghost" to={href('/dashboard/students-management')}>
                {t('mgmt.dashboard.students')}
              </Link>
            </div>
          </section>
        </>
      )}

      {view.kind === 'student' && (
        <>
          <section className="dash-card" aria-labelledby="dash-exams">
            <h2 id="dash-exams">{t('mgmt.dashboard.yourExams')}</h2>
            <h3>{t('mgmt.dashboard.due')}</h3>
            <DueExams exams={due} timeZone={timeZone} />
            <p>{t('exams.list.studentLead')}</p>
            <div className="dash-actions">
              <Link className="button button--primary" to={href('/dashboard/exam-list')}>
                {t('exams.list.title')}
              </Link>
              <Link className="button button--ghost" to={href('/dashboard/certificates')}>
                {t('cert.title')}
              </Link>
              <Link className="button button--ghost" to={href('/live')}>
                {t('live.joinTitle')}
              </Link>
            </div>
          </section>
          {view.memberships.length > 0 && (
            <section className="dash-card" aria-labelledby="dash-schools">
              <h2 id="dash-schools">{t('mgmt.dashboard.yourSchools')}</h2>
              <ul className="dash-list">
                {view.memberships.map((m) => (
                  <li key={m.organization.id}>
                    <bdi>{m.organization.name}</bdi>
                    {m.classes.length > 0 && <span className="muted"> — {m.classes.map((c) => c.name).join('، ')}</span>}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}

      {view.kind === 'other' && (
        <section className="dash-card">
          <div className="dash-actions">
            <Link className="button button--primary" to={href('/dashboard/profile')}>
              {t('menu.profile')}
            </Link>
            <Link className="button button--ghost" to={href('/basic-search')}>
              {t('nav.basicSearch')}
            </Link>
          </div>
        </section>
      )}
    </div>
  );
}
