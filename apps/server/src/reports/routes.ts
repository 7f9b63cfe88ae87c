import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Locale, dataEnvelope, translate } from '@tasreef/contracts';
import { examDetailsSchema } from '@tasreef/contracts/exams';
import {
  examReportCsvQuerySchema,
  examReportQuerySchema,
  examReportSchema,
  reportListQuerySchema,
  reportListSchema,
  retestRequestSchema,
  studentReportSchema,
  REPORTS_PER_PAGE,
} from '@tasreef/contracts/reports';
import { authed, requireEducator } from '../http/guards.ts';
import type { LexiconHolder } from '../search/lexicon.ts';
import { workspaceOfRequest } from '../management/workspace.ts';
import type { QuranService } from '../quran/service.ts';
import { examGenerator } from '../exams/generator.ts';
import { examDetails } from '../exams/list.ts';
import type { DraftContext } from '../exams/drafts.ts';
import { assertFullReport } from './entitlements.ts';
import { reportCsv } from './csv.ts';
import { examReportJson, examSample, reportList, studentReport, type ReportContext } from './report.ts';
import { retest } from './retest.ts';
import { errorResponses, localeParams, withId } from '../http/route-schemas.ts';

export interface ReportRoutesOptions {
  lexicon: LexiconHolder;
  /** The Quran's service, for the criterion "verbs of the Quran". */
  quran?: { get(): QuranService };
}

const errors = errorResponses(401, 403, 404, 409, 422, 429, 503);

/** Exam reports (docs/reports.md): for the exam's educator and the school that sees it; a student is refused (403). */
export const reportRoutes: FastifyPluginAsync<ReportRoutesOptions> = async (app, { lexicon, quran }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];
  const { db, clock: now } = app;
  const context = async (request: FastifyRequest): Promise<ReportContext> => ({
    db,
    cache: app.reportCache,
    plans: app.planCache,
    now: now(),
    locale: (request.params as { locale: Locale }).locale,
    ws: await workspaceOfRequest(request, db, authed(request).user, now()),
  });

  r.get('/reports', {
    schema: {
      summary: 'The caller’s published exams with their headline figures (attempts, students, mean, median, pass rate, time), newest first',
      tags,
      params: localeParams,
      querystring: reportListQuerySchema,
      response: { 200: reportListSchema, ...errors },
    },
    preHandler: requireEducator,
    handler: async (request) => {
      const { total, page, ...data } = await reportList(await context(request), request.query);
      return { data, meta: { page, per_page: REPORTS_PER_PAGE, total } };
    },
  });

  r.get('/exams/:id/report', {
    schema: {
      summary:
        'An exam’s report from each student’s grade by the exam’s grading method (first, best, last attempt or their mean): headline figures and score distribution; per question (partial and full reports); per grammatical feature and per student (full); within the plan’s retention',
      tags,
      params: withId,
      querystring: examReportQuerySchema,
      response: { 200: dataEnvelope(examReportSchema), ...errors },
    },
    preHandler: requireEducator,
    // written as JSON once per state of the figures, not checked against the schema on every request:
    // built by typed code, and its tests parse it with examReportSchema (ADR 0058)
    handler: async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send((await examReportJson(await context(request), request.params.id, request.query.class_id, request.query.student_page)) as never),
  });

  r.get('/exams/:id/report.csv', {
    schema: {
      summary:
        'The report as CSV: one row per submitted attempt within the retention, whether it counts toward its student’s grade and that grade (by the exam’s grading method), each question’s credit in its own column (full reports)',
      tags,
      params: withId,
      querystring: examReportCsvQuerySchema,
      response: { 200: z.string().describe('text/csv, UTF-8 with a byte-order mark'), ...errors },
    },
    preHandler: requireEducator,
    handler: async (request, reply) => {
      const c = await context(request);
      const { exam, allowance, all, grades, questions } = await examSample(c, request.params.id, request.query.class_id);
      await assertFullReport(db, allowance, 'plan_limit_report_csv', c.locale);
      const name = `${asciiName(exam.title) || 'exam'}-report.csv`;
      reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(`${exam.title}.csv`)}`);
      return reportCsv(questions, all, grades, exam.gradingMethod, c.locale, exam.gradeScale ?? null);
    },
  });

  r.get('/reports/students/:id', {
    schema: {
      summary: 'A student’s report across the caller’s exams: attempts, grade, success rate; progress over time, per exam and weak features (full reports)',
      tags,
      params: withId,
      response: { 200: dataEnvelope(studentReportSchema), ...errors },
    },
    preHandler: requireEducator,
    handler: async (request) => ({ data: await studentReport(await context(request), request.params.id) }),
  });

  r.post('/exams/:id/retest', {
    schema: {
      summary: 'Make a draft exam from what was answered wrong (one student, one class, or everyone; each student’s latest attempt); full reports; counts as an exam of the month',
      tags,
      params: withId,
      body: retestRequestSchema.optional(),
      response: { 201: dataEnvelope(z.object({ exam: examDetailsSchema, message: z.string() })), ...errors },
    },
    preHandler: requireEducator,
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const c: DraftContext = {
        ...(await context(request)),
        get generator() {
          return examGenerator(lexicon, quran);
        },
        ip: request.ip,
      };
      const id = await retest(c, request.params.id, request.body ?? {});
      reply.code(201);
      return { data: { exam: await examDetails(db, c.ws, id, c.now, c.locale), message: translate(c.locale, 'report_retest_made') } };
    },
  });
};

/** A file name of the title's ASCII letters and digits (the UTF-8 name travels in filename*). */
const asciiName = (title: string) =>
  title
    .replace(/[^A-Za-z0-9 _-]+/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 80);
