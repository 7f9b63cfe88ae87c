import { data, redirect } from 'react-router';
import type { FormResult } from '../../../lib/form.ts';
import { useFormResult } from '../../../components/fields.tsx';
import { ExamReportView } from '../../../features/reports/ExamReport.tsx';
import { isUuid } from '../../../lib/uuid.ts';
import { loadExamReport } from '../../../features/reports/api.server.ts';
import { requireEducator, requireWorkspace } from '../../../lib/session.server.ts';
import { send } from '../../../lib/api.server.ts';
import { PlanLimitNotice } from '../../../components/PlanLimitNotice.tsx';
import '../../../features/exams/exams.css';
import '../../../features/management/management.css';
import '../../../features/reports/reports.css';
import { translate } from '../../../i18n/index.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { readForm } from '../../../lib/form-data.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { localeParam } from '../../../lib/route-locale.ts';
import type { Route } from './+types/exam';

/** The report's render is kept per state of what the loader read (ADR 0097): its components read nothing else. */
export const handle = { renderCache: true };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  // the sign-in and educator guard; the workspace is the report API's own check (a 403 either way),
  // so the page does not ask for it (its plan and teacher count cost two queries a view: ADR 0097)
  await requireEducator(context, request, locale);
  const search = new URL(request.url).searchParams;
  const report = await loadExamReport(context, request, locale, params.id, search.get('class_id'), search.get('student_page'));
  return { locale, report };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d
    ? [
        ...pageMeta(
          d.locale,
          `/dashboard/exam-reports/${d.report.exam.id}`,
          `${translate(d.locale, 'reports.exam.kicker')}: ${d.report.exam.title}`,
          translate(d.locale, 'reports.list.lead'),
        ),
        { name: 'robots', content: 'noindex' },
      ]
    : [];

/** Retest: a new draft from what was answered wrong (everyone, the class shown, or one student), opened at its preview. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeParam(params);
  await requireWorkspace(context, request, locale);
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  const form = await readForm(request);
  const studentId = String(form.get('student_id') ?? '');
  const classId = String(form.get('class_id') ?? '');
  const body = isUuid(studentId) ? { student_id: studentId } : isUuid(classId) ? { class_id: classId } : {};
  const { result, status, data: made } = await send<{ exam: { id: string } }>(context, request, locale, `/exams/${params.id}/retest`, 'POST', body, 'retest');
  if (result.ok && made) throw redirect(`/${locale}/dashboard/exam-setup/${made.exam.id}?step=3`);
  return data<FormResult>(result, { status });
}

export default function ExamReportPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLocale();
  const { report } = loaderData;
  const { result, busy } = useFormResult(actionData);
  return (
    <div className="container page exam-page report-page">
      <header className="page-header">
        <p className="report-kicker">{t('reports.exam.kicker')}</p>
        <h1>
          <bdi>{report.exam.title}</bdi>
        </h1>
      </header>
      {result?.code === 'plan_limit' && <PlanLimitNotice message={result.message} />}
      {result && !result.ok && result.code !== 'plan_limit' && (
        <p className="notice notice--error" role="alert">
          {result.message ?? Object.values(result.errors)[0]}
        </p>
      )}
      <ExamReportView report={report} busy={busy} />
    </div>
  );
}
