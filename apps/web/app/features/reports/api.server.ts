/** The report pages' calls to the API (lib/api.server.ts's, over the report routes). */
import type { ServerLoadContext } from '@tasreef/contracts';
import type { ExamReport, ReportList, StudentReport } from '@tasreef/contracts/reports';
import { data } from 'react-router';
import { callApi, load, pageError } from '../../lib/api.server.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { Locale } from '../../i18n/index.ts';

/** A uuid from the URL, or the 404 page. */
function uuidOr404(id: string | undefined): string {
  if (!isUuid(id)) throw data(null, { status: 404 });
  return id;
}

export async function loadReportList(context: ServerLoadContext, request: Request, locale: Locale, query: URLSearchParams): Promise<ReportList> {
  const res = await callApi<ReportList>(context, request, `/${locale}/reports?${query}`);
  if (res.status !== 200) pageError(locale, res);
  return res.body;
}

export function loadExamReport(
  context: ServerLoadContext,
  request: Request,
  locale: Locale,
  id: string | undefined,
  classId: string | null,
  studentPage: string | null,
): Promise<ExamReport> {
  const q = new URLSearchParams();
  if (isUuid(classId)) q.set('class_id', classId);
  // a page number that is not one shows the first page, as the other lists do
  const page = Math.max(1, Math.min(10_000, Math.trunc(Number(studentPage)) || 1));
  if (page > 1) q.set('student_page', String(page));
  const query = q.size ? `?${q.toString()}` : '';
  return load<ExamReport>(context, request, locale, `/exams/${uuidOr404(id)}/report${query}`);
}

export function loadStudentReport(context: ServerLoadContext, request: Request, locale: Locale, id: string | undefined): Promise<StudentReport> {
  return load<StudentReport>(context, request, locale, `/reports/students/${uuidOr404(id)}`);
}
