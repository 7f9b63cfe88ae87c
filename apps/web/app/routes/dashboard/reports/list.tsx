import { Form, Link } from 'react-router';
import { showDate, zoneOf } from '../../../lib/time.ts';
import { loadReportList } from '../../../features/reports/api.server.ts';
import { requireWorkspace } from '../../../lib/session.server.ts';
import { duration, num, pct } from '../../../features/reports/format.ts';
import { UpgradePrompt } from '../../../features/reports/parts.tsx';
import '../../../features/exams/exams.css';
import '../../../features/management/management.css';
import '../../../features/reports/reports.css';
import { translate } from '../../../i18n/index.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { localeParam } from '../../../lib/route-locale.ts';
import type { Route } from './+types/list';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  const { account } = await requireWorkspace(context, request, locale);
  const url = new URL(request.url);
  const search = (url.searchParams.get('search') ?? '').slice(0, 100);
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get('page')) || 1));
  const q = new URLSearchParams({ page: String(page) });
  if (search) q.set('search', search);
  const list = await loadReportList(context, request, locale, q);
  return { locale, search, list, timeZone: zoneOf(account.profile.time_zone) };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d
    ? [
        ...pageMeta(d.locale, '/dashboard/exam-reports', translate(d.locale, 'reports.list.title'), translate(d.locale, 'reports.list.lead')),
        { name: 'robots', content: 'noindex' },
      ]
    : [];

export default function ExamReportsPage({ loaderData }: Route.ComponentProps) {
  const { t, href, locale } = useLocale();
  const { search, list, timeZone } = loaderData;
  const { exams, retention, upgrade } = list.data;
  const pages = Math.max(1, Math.ceil(list.meta.total / list.meta.per_page));
  const link = (page: number) => href(`/dashboard/exam-reports?${new URLSearchParams({ ...(search ? { search } : {}), ...(page > 1 ? { page: String(page) } : {}) })}`);
  return (
    <div className="container page exam-page report-page">
      <header className="page-header">
        <h1>{t('reports.list.title')}</h1>
        <p>{t('reports.list.lead')}</p>
        <p className="muted">
          {t('reports.byGrade')} {t('reports.kept', { kept: retention.kept })}
        </p>
      </header>
      {upgrade && <UpgradePrompt upgrade={upgrade} />}
      <Form method="get" role="search" aria-label={t('reports.list.search')} className="members-search">
        <div className="field">
          <label htmlFor="reports-search">{t('reports.list.search')}</label>
          <input id="reports-search" type="search" name="search" defaultValue={search} maxLength={100} dir="auto" key={search} />
        </div>
        <button type="submit" className="button button--primary">
          {t('reports.list.searchButton')}
        </button>
      </Form>
      {exams.length === 0 ? (
        <p role="status">{t('reports.list.none')}</p>
      ) : (
        <table className="exam-table report-table">
          <caption className="visually-hidden">{t('reports.list.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('reports.col.exam')}</th>
              <th scope="col">{t('reports.col.attempts')}</th>
              <th scope="col">{t('reports.col.students')}</th>
              <th scope="col">{t('reports.col.mean')}</th>
              <th scope="col">{t('reports.col.median')}</th>
              <th scope="col">{t('reports.col.passRate')}</th>
              <th scope="col">{t('reports.col.time')}</th>
              <th scope="col">{t('reports.col.last')}</th>
            </tr>
          </thead>
          <tbody>
            {exams.map(({ exam, summary }) => (
              <tr key={exam.id}>
                <th scope="row">
                  <Link to={href(`/dashboard/exam-reports/${exam.id}`)}>
                    <bdi>{exam.title}</bdi>
                  </Link>
                  <span className="report-sub">
                    {t(`exams.state.${exam.status}`)}
                    {exam.time_status && ` · ${t(`exams.time.${exam.time_status}`)}`} · <bdi>{exam.owner.full_name}</bdi> · {t(`grading.shown.${exam.grading_method}`)}
                  </span>
                </th>
                <td data-label={t('reports.col.attempts')}>{num(summary.attempts)}</td>
                <td data-label={t('reports.col.students')}>{num(summary.students)}</td>
                <td data-label={t('reports.col.mean')}>{pct(summary.mean, locale)}</td>
                <td data-label={t('reports.col.median')}>{pct(summary.median, locale)}</td>
                <td data-label={t('reports.col.passRate')}>{pct(summary.pass_rate, locale)}</td>
                <td data-label={t('reports.col.time')}>
                  <bdi dir="ltr">{duration(summary.time.mean_seconds)}</bdi>
                </td>
                <td data-label={t('reports.col.last')}>
                  <bdi>{summary.last_attempt_at ? showDate(summary.last_attempt_at, timeZone, locale) : '—'}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 && (
        <nav className="admin-users__pages" aria-label={t('admin.users.pages')}>
          {list.meta.page > 1 ? (
            <Link to={link(list.meta.page - 1)} rel="prev" className="button button--ghost button--small">
              {t('admin.users.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span>{t('admin.users.page', { page: Math.min(list.meta.page, pages), pages })}</span>
          {list.meta.page < pages ? (
            <Link to={link(list.meta.page + 1)} rel="next" className="button button--ghost button--small">
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
