import { Form, Link, data, redirect } from 'react-router';
import type { FormResult } from '../../../lib/form.ts';
import { useFormResult } from '../../../components/fields.tsx';
import { showDate, zoneOf } from '../../../lib/time.ts';
import { PlanLimitNotice } from '../../../components/PlanLimitNotice.tsx';
import { BarChart } from '../../../features/reports/Charts.tsx';
import { isUuid } from '../../../lib/uuid.ts';
import { loadStudentReport } from '../../../features/reports/api.server.ts';
import { requireWorkspace } from '../../../lib/session.server.ts';
import { send } from '../../../lib/api.server.ts';
import { num, pct } from '../../../features/reports/format.ts';
import { FeatureTables, Stat, UpgradePrompt } from '../../../features/reports/parts.tsx';
import '../../../features/exams/exams.css';
import '../../../features/management/management.css';
import '../../../features/reports/reports.css';
import { translate } from '../../../i18n/index.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { readForm } from '../../../lib/form-data.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { localeParam } from '../../../lib/route-locale.ts';
import type { Route } from './+types/student';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  const { account } = await requireWorkspace(context, request, locale);
  const report = await loadStudentReport(context, request, locale, params.id);
  return { locale, report, timeZone: zoneOf(account.profile.time_zone) };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d
    ? [
        ...pageMeta(
          d.locale,
          `/dashboard/exam-reports/students/${d.report.student.id}`,
          `${translate(d.locale, 'reports.student.kicker')}: ${d.report.student.full_name}`,
          translate(d.locale, 'reports.student.lead'),
        ),
        { name: 'robots', content: 'noindex' },
      ]
    : [];

/** Retest one exam for this student: a new draft from their latest attempt's wrong answers. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeParam(params);
  await requireWorkspace(context, request, locale);
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  const form = await readForm(request);
  const examId = String(form.get('exam_id') ?? '');
  if (!isUuid(examId)) throw data(null, { status: 404 });
  const { result, status, data: made } = await send<{ exam: { id: string } }>(context, request, locale, `/exams/${examId}/retest`, 'POST', { student_id: params.id }, 'retest');
  if (result.ok && made) throw redirect(`/${locale}/dashboard/exam-setup/${made.exam.id}?step=3`);
  return data<FormResult>(result, { status });
}

export default function StudentReportPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href, locale } = useLocale();
  const { report, timeZone } = loaderData;
  const { result, busy } = useFormResult(actionData);
  const { summary } = report;
  const day = (iso: string) => showDate(iso, timeZone, 'en').slice(0, 8);
  return (
    <div className="container page exam-page report-page">
      <header className="page-header">
        <p className="report-kicker">{t('reports.student.kicker')}</p>
        <h1>
          <bdi>{report.student.full_name}</bdi>
        </h1>
        <p className="muted">
          {t('reports.student.lead')} {t('reports.kept', { kept: report.retention.kept })}
        </p>
      </header>
      {result?.code === 'plan_limit' && <PlanLimitNotice message={result.message} />}
      {result && !result.ok && result.code !== 'plan_limit' && (
        <p className="notice notice--error" role="alert">
          {result.message ?? Object.values(result.errors)[0]}
        </p>
      )}
      {report.upgrade && <UpgradePrompt upgrade={report.upgrade} />}
      <ul className="dash-stats report-stats">
        <Stat label={t('reports.stat.attempts')} value={num(summary.attempts)} />
        <Stat label={t('reports.student.exams')} value={num(summary.exams)} />
        <Stat label={t('reports.student.grade')} value={pct(summary.grade, locale)} />
        <Stat label={t('reports.student.successRate')} value={pct(summary.success_rate, locale)} />
      </ul>
      {summary.attempts === 0 && <p role="status">{t('reports.student.none')}</p>}
      {report.progress && report.progress.length > 0 && (
        <BarChart
          id="student-progress"
          title={t('reports.progress.title')}
          bars={report.progress.map((p) => ({
            label: day(p.submitted_at),
            long: t('reports.progress.attempt', { date: showDate(p.submitted_at, timeZone, locale), exam: p.exam_title }),
            value: p.score,
            shown: pct(p.score, locale),
          }))}
          max={100}
          category={t('reports.progress.date')}
          quantity={t('reports.progress.score')}
        />
      )}
      {report.exams && report.exams.length > 0 && (
        <section className="report-section" aria-labelledby="student-exams">
          <h2 id="student-exams">{t('reports.student.exams')}</h2>
          <table className="exam-table report-table">
            <caption className="visually-hidden">{t('reports.student.exams')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('reports.col.exam')}</th>
                <th scope="col">{t('reports.s.attempts')}</th>
                <th scope="col">{t('reports.s.best')}</th>
                <th scope="col">{t('reports.s.last')}</th>
                <th scope="col">{t('grading.col')}</th>
                <th scope="col">{t('reports.s.passed')}</th>
                <th scope="col">{t('reports.s.retest')}</th>
              </tr>
            </thead>
            <tbody>
              {report.exams.map((e) => (
                <tr key={e.id}>
                  <th scope="row">
                    <Link to={href(`/dashboard/exam-reports/${e.id}`)}>
                      <bdi>{e.title}</bdi>
                    </Link>
                  </th>
                  <td data-label={t('reports.s.attempts')}>{num(e.attempts)}</td>
                  <td data-label={t('reports.s.best')}>{pct(e.best_score, locale)}</td>
                  <td data-label={t('reports.s.last')}>{pct(e.last_score, locale)}</td>
                  <td data-label={t('grading.col')}>
                    <strong>{pct(e.score, locale)}</strong> <span className="report-sub">{t(`grading.shown.${e.grading_method}`)}</span>
                  </td>
                  <td data-label={t('reports.s.passed')}>{e.passed ? t('reports.yes') : t('reports.no')}</td>
                  <td className="report-wide">
                    <Form method="post">
                      <input type="hidden" name="exam_id" value={e.id} />
                      <button type="submit" name="intent" value="retest" className="button button--small" disabled={busy} aria-label={t('reports.s.retestFor', { name: e.title })}>
                        {t('reports.s.retest')}
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {report.features && <FeatureTables features={report.features} idPrefix="student" lead={t('reports.student.weakLead', { number: report.features.min_answers })} />}
      <p>
        <Link to={href('/dashboard/exam-reports')}>{t('reports.exam.back')}</Link>
      </p>
    </div>
  );
}
