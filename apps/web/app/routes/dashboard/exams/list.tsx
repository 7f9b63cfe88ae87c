import { EXAM_GROUPS, EXAM_TIME_STATUSES, type ExamSummary, type MyAttempts as Mine } from '@tasreef/contracts/exams';
import { Form, Link, data, redirect, useActionData, useLoaderData } from 'react-router';
import { requireSignedIn, requireWorkspace } from '../../../lib/session.server.ts';
import { callApi, failure, loadList } from '../../../lib/api.server.ts';
import type { FormResult } from '../../../lib/form.ts';
import { readForm } from '../../../lib/form-data.ts';
import { useFormResult } from '../../../components/fields.tsx';
import { showDate, zoneOf } from '../../../lib/time.ts';
import '../../../features/exams/exams.css';
import '../../../features/management/management.css';
import { formatNumber, translate } from '../../../i18n/index.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { localeParam } from '../../../lib/route-locale.ts';
import type { Route } from './+types/list';

/** The menu's "My exams" link asks for the started tab: the current group. */
const TAB_ALIASES: Record<string, string> = { started: 'current' };
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The filters of the list, as the address carries them ('' when not set). */
interface ListFilters {
  search: string;
  from_date: string;
  to_date: string;
  time_status: string;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  const account = await requireSignedIn(context, request, locale);
  const url = new URL(request.url);
  const tab = url.searchParams.get('tab') ?? '';
  const group = (EXAM_GROUPS as readonly string[]).includes(TAB_ALIASES[tab] ?? tab) ? (TAB_ALIASES[tab] ?? tab) : '';
  const search = (url.searchParams.get('search') ?? '').slice(0, 100);
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get('page')) || 1));
  // The specification's query keys; a value that is not a date or a status is dropped, not sent.
  const date = (key: string) => {
    const v = url.searchParams.get(key) ?? '';
    return ISO_DATE.test(v) && !Number.isNaN(Date.parse(v)) ? v : '';
  };
  const status = url.searchParams.get('time_status') ?? '';
  const filters: ListFilters = {
    search,
    from_date: date('from_date'),
    to_date: date('to_date'),
    time_status: (EXAM_TIME_STATUSES as readonly string[]).includes(status) ? status : '',
  };
  const q = new URLSearchParams({ page: String(page) });
  if (group) q.set('group', group);
  for (const [k, v] of Object.entries(filters)) if (v) q.set(k, v);
  const list = await loadList<ExamSummary>(context, request, locale, `/exams?${q}`);
  return { locale, group, filters, list, educator: account.type === 'educator', timeZone: zoneOf(account.profile.time_zone) };
}

/**
 * A QTI 3.0 package imported as a new draft (ADR 0085): the file goes to the API as it came, and
 * the new draft's page opens; a package refused says why, in the page's language.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeParam(params);
  await requireWorkspace(context, request, locale);
  const form = await readForm(request);
  const file = form.get('file');
  const upload = new FormData();
  if (file instanceof File && file.size > 0) upload.set('file', file, file.name);
  const res = await callApi<{ data: { exam: { id: string } } }>(context, request, `/${locale}/exams/import/qti`, 'POST', undefined, upload);
  if (res.status === 201) throw redirect(`/${locale}/dashboard/exam-details/${res.body.data.exam.id}`);
  const result = failure(res, 'import_qti');
  return data<FormResult>({ ...result, message: result.message ?? Object.values(result.errors)[0] }, { status: res.status });
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d ? [...pageMeta(d.locale, '/dashboard/exam-list', translate(d.locale, 'exams.list.title'), translate(d.locale, 'exams.list.lead')), { name: 'robots', content: 'noindex' }] : [];

export default function ExamListPage({ loaderData }: Route.ComponentProps) {
  const { t, href } = useLocale();
  const { group, filters, list, educator } = loaderData;
  const tabs = educator ? ['', ...EXAM_GROUPS] : ['', 'current', 'upcoming', 'finished', 'open'];
  const pages = Math.max(1, Math.ceil(list.meta.total / list.meta.per_page));
  const set = Object.fromEntries(Object.entries(filters).filter(([, v]) => v));
  const link = (g: string, page = 1) => href(`/dashboard/exam-list?${new URLSearchParams({ ...(g ? { tab: g } : {}), ...set, ...(page > 1 ? { page: String(page) } : {}) })}`);
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
        {educator && <QtiImport />}
      </header>
      <nav className="tabs" aria-label={t('exams.list.title')}>
        {tabs.map((g) => (
          <Link key={g || 'all'} to={link(g)} aria-current={group === g ? 'page' : undefined} className="tabs__tab">
            {g ? t(`exams.group.${g as 'current'}`) : t('exams.list.all')}
          </Link>
        ))}
      </nav>
      {group && <p className="exam-group-lead">{t(`exams.groupLead.${group as 'current'}`)}</p>}
      <Filters group={group} filters={filters} educator={educator} />
      {list.data.length === 0 ? (
        <p role="status">{t('exams.list.none')}</p>
      ) : group === 'groups' ? (
        <ByClass exams={list.data} />
      ) : (
        <ExamTable exams={list.data} caption={t('exams.list.title')} />
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

/** A QTI 3.0 package (an exam exported by Tasreef, perhaps edited in an LMS) imported as a new draft; no script needed. */
function QtiImport() {
  const { t } = useLocale();
  const { result, busy } = useFormResult(useActionData<typeof action>());
  return (
    <details className="bank-import" open={result?.ok === false}>
      <summary>{t('exams.qti.importTitle')}</summary>
      <Form method="post" encType="multipart/form-data" className="form">
        <p className="field-hint">{t('exams.qti.importHint')}</p>
        {result?.ok === false && result.message && (
          <p className="notice notice--error" role="alert">
            {result.message}
          </p>
        )}
        <div className="field">
          <label htmlFor="qti-file">{t('exams.qti.importFile')}</label>
          <input id="qti-file" type="file" name="file" accept=".zip,application/zip" required />
        </div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('exams.qti.importButton')}
        </button>
      </Form>
    </details>
  );
}

/** Search by title, the dates from and to (an educator's: created; a student's: due), the time status: one GET form, no script needed. */
function Filters({ group, filters, educator }: { group: string; filters: ListFilters; educator: boolean }) {
  const { t } = useLocale();
  const key = Object.values(filters).join('|');
  return (
    <Form method="get" role="search" aria-label={t('exams.list.search')} className="exam-filters" key={key}>
      {group && <input type="hidden" name="tab" value={group} />}
      <div className="field exam-filters__search">
        <label htmlFor="exams-search">{t('exams.list.search')}</label>
        <input id="exams-search" type="search" name="search" defaultValue={filters.search} maxLength={100} dir="auto" />
      </div>
      <div className="field exam-filters__date">
        <label htmlFor="exams-from">{t(educator ? 'exams.list.from' : 'exams.list.dueFrom')}</label>
        <input id="exams-from" type="date" name="from_date" defaultValue={filters.from_date} />
      </div>
      <div className="field exam-filters__date">
        <label htmlFor="exams-to">{t(educator ? 'exams.list.to' : 'exams.list.dueTo')}</label>
        <input id="exams-to" type="date" name="to_date" defaultValue={filters.to_date} />
      </div>
      <div className="field exam-filters__status">
        <label htmlFor="exams-time">{t('exams.list.timeStatus')}</label>
        <select id="exams-time" name="time_status" defaultValue={filters.time_status}>
          <option value="">{t('exams.list.anyTime')}</option>
          {EXAM_TIME_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`exams.time.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--primary">
        {t('exams.list.searchButton')}
      </button>
    </Form>
  );
}

/** The groups tab: the exams of this page set out class by class (an exam for two classes is under both). */
function ByClass({ exams }: { exams: ExamSummary[] }) {
  const { t } = useLocale();
  const byClass = new Map<string, { name: string; exams: ExamSummary[] }>();
  for (const e of exams)
    for (const c of e.classes ?? []) {
      const entry = byClass.get(c.id) ?? { name: c.name, exams: [] };
      entry.exams.push(e);
      byClass.set(c.id, entry);
    }
  return (
    <>
      {[...byClass.entries()]
        .sort(([, a], [, b]) => a.name.localeCompare(b.name))
        .map(([id, c]) => (
          <section key={id} className="exam-class" aria-labelledby={`class-${id}`}>
            <h2 id={`class-${id}`}>
              <bdi>{c.name}</bdi> <span className="muted">({t('exams.list.examCount', { count: c.exams.length })})</span>
            </h2>
            <ExamTable exams={c.exams} caption={c.name} />
          </section>
        ))}
    </>
  );
}

/** The exams as a table; in the reports tab each leads to its report, with its submitted attempts. */
function ExamTable({ exams, caption }: { exams: ExamSummary[]; caption: string }) {
  const { fmt, t, href, locale } = useLocale();
  const { educator, group, timeZone } = useLoaderData<typeof loader>();
  const reports = group === 'reports';
  return (
    <table className="exam-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('exams.col.title')}</th>
          <th scope="col">{t('exams.col.status')}</th>
          <th scope="col">{t('exams.col.questions')}</th>
          <th scope="col">{t('exams.col.dates')}</th>
          {reports && <th scope="col">{t('exams.col.submitted')}</th>}
          {educator ? <th scope="col">{t('exams.col.owner')}</th> : <th scope="col">{t('exams.col.yours')}</th>}
        </tr>
      </thead>
      <tbody>
        {exams.map((e) => (
          <tr key={e.id}>
            <th scope="row">
              <Link to={href(examPage(e, educator, reports))}>
                <bdi>{e.title}</bdi>
              </Link>
            </th>
            <td data-label={t('exams.col.status')}>
              {t(`exams.state.${e.status}`)}
              {e.time_status && ` · ${t(`exams.time.${e.time_status}`)}`}
            </td>
            <td data-label={t('exams.col.questions')}>{formatNumber(fmt, e.question_count)}</td>
            <td data-label={t('exams.col.dates')}>
              <bdi>{showDate(e.publish_at, timeZone, fmt)}</bdi>
              {e.expires_at && (
                <>
                  {locale === 'ar' ? ' ← ' : ' → '}
                  <bdi>{showDate(e.expires_at, timeZone, fmt)}</bdi>
                </>
              )}
            </td>
            {reports && <td data-label={t('exams.col.submitted')}>{formatNumber(fmt, e.submitted_attempts ?? 0)}</td>}
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
  );
}

/** Where an exam's title leads: a student to its answer page; an educator to its report (reports tab), its details (published) or the wizard (draft). */
function examPage(e: ExamSummary, educator: boolean, reports: boolean): string {
  if (!educator) return `/dashboard/answer-exam/${e.id}`;
  if (reports) return `/dashboard/exam-reports/${e.id}`;
  return e.status === 'published' || e.status === 'upcoming' ? `/dashboard/exam-details/${e.id}` : `/dashboard/exam-setup/${e.id}`;
}

/** A student's attempts at an exam and the verb of its page: Start, Resume, Result (else its details). */
function MyAttempts({ examId, title, mine }: { examId: string; title: string; mine: Mine }) {
  const { fmt, t, href } = useLocale();
  const to = href(`/dashboard/answer-exam/${examId}${mine.action === 'result' && mine.last ? `?attempt=${mine.last.id}` : ''}`);
  const verb = mine.action ? t(`exams.action.${mine.action}`) : t('exams.action.details');
  return (
    <div className="my-attempts">
      <span className="muted">
        {t('exams.mine.usedLeft', { used: formatNumber(fmt, mine.used), remaining: mine.left === null ? t('exams.review.unlimited') : formatNumber(fmt, mine.left) })}
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
