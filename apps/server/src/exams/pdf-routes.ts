import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authed, requireEducator, requireVerified } from '../http/guards.ts';
import { asciiFileName, attachment } from '../http/attachment.ts';
import { workspaceOf } from '../management/workspace.ts';
import { attemptResult } from './attempt-results.ts';
import { assertDownloadAllowed } from './entitlements.ts';
import { examDetails } from './list.ts';
import { renderExamPdf } from './pdf/exam-document.ts';
import { label } from '../lib/pdf/labels.ts';
import { renderResultPdf } from './pdf/result-document.ts';
import { errorResponses, withId } from '../http/route-schemas.ts';

/** The bytes as they are (the 200 schema describes them for the API document; no serializer runs on a Buffer). */
const sendPdf = (reply: FastifyReply, pdf: Buffer, disposition: string): FastifyReply =>
  reply.code(200).type('application/pdf').header('content-disposition', disposition).header('cache-control', 'private, no-store').send(pdf);

const errors = errorResponses(401, 403, 404, 422, 429, 503);
const pdfBody = z.string().describe('The PDF (application/pdf), a download');
/** Making a PDF takes a core for a fraction of a second: a few a minute per caller. */
const pdfLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/**
 * PDFs of exams and results (docs/decisions/0031-exam-pdf.md): an exam for its educators (with
 * `key=1` its answer key), a result for its student (as the review policy allows) and the exam's
 * educators. Educators download on plans with "educator download"; a student's own result is
 * always theirs to download.
 */
export const pdfRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['exams'];
  const { db, clock: now } = app;

  r.get('/exams/:id/pdf', {
    schema: {
      summary: 'The exam as a PDF in the request’s language: its questions, and with key=1 the answer key (the exam’s educators)',
      tags,
      params: withId,
      querystring: z.object({ key: z.enum(['0', '1'], { error: 'choice_invalid' }).optional() }),
      response: { 200: pdfBody, ...errors },
    },
    preHandler: requireEducator,
    config: pdfLimit,
    handler: async (request, reply) => {
      const { locale, id } = request.params;
      const ws = await workspaceOf(db, authed(request).user, now());
      const exam = await examDetails(db, ws, id, now(), locale);
      // examDetails already read the plan: ask again only to name the plan that lifts the refusal
      if (!exam.pdf_download.allowed) await assertDownloadAllowed(db, ws.ownerId, locale);
      const key = request.query.key === '1';
      const pdf = await renderExamPdf(exam, { locale, key, date: new Date(exam.updated_at) });
      const name = key ? `${exam.title} - ${label(locale, 'answer_key')}` : exam.title;
      const ascii = asciiFileName(exam.title, 'exam');
      return sendPdf(reply, pdf, attachment(name, 'pdf', key ? `${ascii}-answer-key` : ascii));
    },
  });

  r.get('/attempts/:id/pdf', {
    schema: {
      summary: 'A result as a PDF: its student (the key only where the review policy allows), and the exam’s educators',
      tags: ['attempts'],
      params: withId,
      response: { 200: pdfBody, ...errors },
    },
    preHandler: requireVerified,
    config: pdfLimit,
    handler: async (request, reply) => {
      const { locale, id } = request.params;
      const user = authed(request).user;
      const result = await attemptResult(db, user, id, now(), locale);
      if (user.type === 'educator') await assertDownloadAllowed(db, (await workspaceOf(db, user, now())).ownerId, locale);
      const pdf = await renderResultPdf(result, {
        locale,
        timeZone: user.timeZone ?? null,
        date: new Date(result.attempt.submitted_at ?? result.attempt.started_at),
      });
      const name = `${result.attempt.exam_title} - ${result.student.full_name}`;
      return sendPdf(reply, pdf, attachment(name, 'pdf', `${asciiFileName(result.attempt.exam_title, 'exam')}-result`));
    },
  });
};
