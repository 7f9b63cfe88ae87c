import { EXAM_GROUPS, type ExamSummary, type MyAttempts as Mine } from '@tasreef/contracts/exams';
import { Form, Link } from 'react-router';
import { requireSignedIn } from '../../../features/auth/api.server.ts';
import { loadList } from '../../../features/exams/api.server.ts';
import { showDate, zoneOf } from '../../../features/exams/time.ts';
import '../../../features/exams/exams.css';
import '../../../features/management/management.css';
import { formatNumber, translate } from '../../../i18n/index.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { localeParam } from '../../../lib/route-locale.ts';
import type { Route } from './+types/list';

/** The menu's "My exams" link asks for the started tab: the current group. */
const TAB_ALIASES: Record<string, string> = { started: 'current' };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  const account = await requireSignedIn(context, request, locale);
  const url = new URL(request.url);
  const tab = url.searchParams.get('tab') ?? '';
  const group = (EXAM_GROUPS as readonly string[]).includes(TAB_ALIASES[tab] ?? tab) ? (TAB_ALIASES[tab] ?? tab) : '';
  const search = (url.searchParams.get('search') ?? '').slice(0, 100);
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get('page')) || 1));
  const q = new URLSearchParams({ page: String(page) });
  if (group) q.set('group', group);
  if (search) q.set('search', search);
  const list = await loadList<ExamSummary>(context, request, locale, `/exams?${q}`);
  return { locale, group, search, list, educator: account.type === 'educator', timeZone: zoneOf(account.profile.time_zone) };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d ? [...pageMeta(d.locale, '/dashboard/exam-list', translate(d.locale, 'exams.list.title'), translate(d.locale, 'exams.list.lead')), { name: 'robots', content: 'noindex' }] : [];

export default function ExamListPage({ loaderData }: Route.ComponentProps) {
  const { t, href, locale } = useLocale();
  const { group, search, list, educator, timeZone } = loaderData;
  const tabs = educator ? ['', ...EXAM_GROUPS] : ['', 'current', 'upcoming', 'finished', 'open'];
  const pages = Math.max(1, Math.ceil(list.meta.total / list.meta.per_page));
  const link = (g: string, page = 1) =>
    href(`/dashboard/exam-list?${new URLSearchParams({ ...(g ? { tab: g } : {}), ...(search ? { search } : {}), ...(page > 1 ? { page: String(page) } : {}) })}`);
  return (
    <div className="container page exam-page">
      <header className="page-header">
        <h1>{t('exams.list.title')}</h1>
        <p>{t(educator ? 'exams.list.lead' : 'exams.list.studentLead')}</p>
        {educator && (
          <div className="question-actions">
            <Link className="button button--primary" to={href('/dashboard/create-exam')}>
              {t('exams.list.create')}
            </Link>
            <Link className="button" to={href('/dashboard/exam-reports')}>
              {t('reports.list.title')}
            </Link>
          </div>
        )}
      </header>
      <nav className="tabs" aria-label={t('exams.list.title')}>
        {tabs.map((g) => (
          <Link key={g || 'all'} to={link(g)} aria-current={group === g ? 'page' : undefined} className="tabs__tab">
            {g ? t(`exams.group.${g as 'current'}`) : t('exams.list.all')}
          </Link>
        ))}
      </nav>
      <Form method="get" role="search" aria-label={t('exams.list.search')} className="members-search">
        {group && <input type="hidden" name="tab" value={group} />}
        <div className="field">
          <label htmlFor="exams-search">{t('exams.list.search')}</label>
          <input id="exams-search" type="search" name="search" defaultValue={search} maxLength={100} dir="auto" key={search} />
        </div>
        <button type="submit" className="button button--primary">
          {t('exams.list.searchButton')}
        </button>
      </Form>
      {list.data.length === 0 ? (
        <p role="status">{t('exams.list.none')}</p>
      ) : (
        <table className="exam-table">
          <caption className="visually-hidden">{t('exams.list.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('exams.col.title')}</th>
              <th scope="col">{t('exams.col.status')}</th>
              <th scope="col">{t('exams.col.questions')}</th>
              <th scope="col">{t('exams.col.dates')}</th>
              {educator ? <th scope="col">{t('exams.col.owner')}</th> : <th scope="col">{t('exams.col.yours')}</th>}
            </tr>
          </thead>
          <tbody>
            {list.data.map((e) => (
              <tr key={e.id}>
                <th scope="row">
                  {educator ? (
                    <Link to={href(e.status === 'published' || e.status === 'upcoming' ? `/dashboard/exam-details/${e.id}` : `/dashboard/exam-setup/${e.id}`)}>
                      <bdi>{e.title}</bdi>
                    </Link>
                  ) : (
                    <Link to={href(`/dashboard/answer-exam/${e.id}`)}>
                      <bdi>{e.title}</bdi>
                    </Link>
                  )}
                </th>
                <td data-label={t('exams.col.status')}>
                  {t(`exams.state.${e.status}`)}
                  {e.time_status && ` · ${t(`exams.time.${e.time_status}`)}`}
                </td>
                <td data-label={t('exams.col.questions')}>{e.question_count}</td>
                <td data-label={t('exams.col.dates')}>
                  <bdi>{showDate(e.publish_at, timeZone, locale)}</bdi>
                  {e.expires_at && (
                    <>
                      {locale === 'ar' ? ' ← ' : ' → '}
                      <bdi>{showDate(e.expires_at, timeZone, locale)}</bdi>
                    </>
                  )}
                </td>
                {educator ? (
                  <td data-label={t('exams.col.owner')}>
                    <bdi>{e.owner.full_name}</bdi>
                  </td>
                ) : (
                  <td data-label={t('exams.col.yours')}>{e.my_attempts && <MyAttempts examId={e.id} title={e.title} mine={e.my_attempts} />}</td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 && (
        <nav className="admin-users__pages" aria-label={t('admin.users.pages')}>
          {list.meta.page > 1 ? (
            <Link to={link(group, list.meta.page - 1)} rel="prev" className="button button--ghost button--small">
              {t('admin.users.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span>{t('admin.users.page', { page: Math.min(list.meta.page, pages), pages })}</span>
          {list.meta.page < pages ? (
            <Link to={link(group, list.meta.page + 1)} rel="next" className="button button--ghost button--small">
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

/** A student's attempts at an exam and the verb of its page: Start, Resume, Result (else its details). */
function MyAttempts({ examId, title, mine }: { examId: string; title: string; mine: Mine }) {
  const { t, href, locale } = useLocale();
  const to = href(`/dashboard/answer-exam/${examId}${mine.action === 'result' && mine.last ? `?attempt=${mine.last.id}` : ''}`);
  const verb = mine.action ? t(`exams.action.${mine.action}`) : t('exams.action.details');
  return (
    <div className="my-attempts">
      <span className="muted">
        {t('exams.mine.usedLeft', { used: formatNumber(locale, mine.used), remaining: mine.left === null ? t('exams.review.unlimited') : formatNumber(locale, mine.left) })}
      </span>
      <Link
        to={to}
        aria-label={`${verb}: ${title}`}
        className={`button button--small ${mine.action === 'start' || mine.action === 'resume' ? 'button--primary' : 'button--ghost'}`}
      >
        {verb}
      </Link>
    </div>
  );
}
