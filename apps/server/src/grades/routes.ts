import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, messageDataSchema, translate, plainText } from '@tasreef/contracts';
import { certificateListQuerySchema, certificateSchema, gradeScaleInputSchema, gradeScaleListSchema, gradeScaleSchema, publicCertificateSchema } from '@tasreef/contracts/grades';
import { authed, requireEducator, requireVerified } from '../http/guards.ts';
import { asciiFileName, attachment } from '../http/attachment.ts';
import { workspaceOf } from '../management/workspace.ts';
import { renderCertificatePdf } from './certificate-document.ts';
import { listCertificates, readCertificate, setRevoked, verifyCertificate } from './certificates.ts';
import { createScale, deleteScale, findScale, listScales, updateScale } from './scales.ts';
import { errorResponses, localeParams, withId } from '../http/route-schemas.ts';

export interface GradeRoutesOptions {
  /** The site's address: certificates point their QR code and link at its verification page. */
  publicUrl: string;
}

const errors = errorResponses(401, 403, 404, 422, 429, 503);
const certificateAnswer = dataEnvelope(z.object({ certificate: certificateSchema, message: z.string() }));
const scaleAnswer = dataEnvelope(z.object({ scale: gradeScaleSchema, message: z.string() }));

/** Grade scales (ADR 0039): an educator's own, and their school's to use. */
export const gradeRoutes: FastifyPluginAsync<GradeRoutesOptions> = async (app, { publicUrl }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['grades'];
  const { db, clock: now } = app;

  r.get('/grade-scales', {
    schema: {
      summary: 'The grade scales the educator may use (their own and their school’s), and what their plan allows',
      tags,
      params: localeParams,
      response: { 200: dataEnvelope(gradeScaleListSchema), ...errors },
    },
    preHandler: requireEducator,
    handler: async (request) => {
      const ws = await workspaceOf(db, authed(request).user, now());
      return { data: await listScales(db, ws, request.params.locale) };
    },
  });

  r.post('/grade-scales', {
    schema: {
      summary: 'Make a grade scale: a name and percent bands covering 0–100 once',
      tags,
      params: localeParams,
      body: gradeScaleInputSchema,
      response: { 201: scaleAnswer, ...errors },
    },
    preHandler: requireEducator,
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const { locale } = request.params;
      const ws = await workspaceOf(db, authed(request).user, now());
      const scale = await createScale(db, ws, request.body, now(), locale);
      reply.code(201);
      return { data: { scale, message: translate(locale, 'grades_scale_saved') } };
    },
  });

  r.get('/grade-scales/:id', {
    schema: { summary: 'A grade scale the educator may use', tags, params: withId, response: { 200: dataEnvelope(gradeScaleSchema), ...errors } },
    preHandler: requireEducator,
    handler: async (request) => {
      const ws = await workspaceOf(db, authed(request).user, now());
      return { data: await findScale(db, ws, request.params.id) };
    },
  });

  r.patch('/grade-scales/:id', {
    schema: {
      summary: 'Change a grade scale (its maker only); exams keep the copy they were given',
      tags,
      params: withId,
      body: gradeScaleInputSchema,
      response: { 200: scaleAnswer, ...errors },
    },
    preHandler: requireEducator,
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request) => {
      const { locale, id } = request.params;
      const ws = await workspaceOf(db, authed(request).user, now());
      const scale = await updateScale(db, ws, id, request.body, now(), locale);
      return { data: { scale, message: translate(locale, 'grades_scale_saved') } };
    },
  });

  r.delete('/grade-scales/:id', {
    schema: { summary: 'Delete a grade scale (its maker only); exams keep the copy they were given', tags, params: withId, response: { 200: messageDataSchema, ...errors } },
    preHandler: requireEducator,
    handler: async (request) => {
      const { locale, id } = request.params;
      const ws = await workspaceOf(db, authed(request).user, now());
      await deleteScale(db, ws, id);
      return { data: { message: translate(locale, 'grades_scale_deleted') } };
    },
  });

  // ------------------------------------------------------------ certificates

  r.get('/certificates/verify/:code', {
    schema: {
      summary: 'Verify a certificate by its code (no sign-in): valid, or revoked with the date; an unknown code is a 404',
      tags,
      params: localeParams.extend({ code: plainText(z.string().max(64)) }),
      response: { 200: dataEnvelope(publicCertificateSchema), ...errors },
    },
    // the code is a secret: guessing is held to a few tries an address, as the other code checks are
    config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await verifyCertificate(db, request.params.code) };
    },
  });

  r.get('/certificates', {
    schema: {
      summary: 'Certificates: a student’s own; an educator’s, those of the exams they see (optionally of one exam)',
      tags,
      params: localeParams,
      querystring: certificateListQuerySchema,
      response: { 200: dataEnvelope(z.array(certificateSchema)), ...errors },
    },
    preHandler: requireVerified,
    handler: async (request) => {
      const { locale } = request.params;
      return { data: await listCertificates(db, authed(request).user, request.query.exam_id, now(), publicUrl, locale) };
    },
  });

  r.get('/certificates/:id', {
    schema: { summary: 'A certificate: its student’s, or the exam’s educators’', tags, params: withId, response: { 200: dataEnvelope(certificateSchema), ...errors } },
    preHandler: requireVerified,
    handler: async (request) => {
      const { locale, id } = request.params;
      return { data: await readCertificate(db, authed(request).user, id, now(), publicUrl, locale) };
    },
  });

  r.get('/certificates/:id/pdf', {
    schema: {
      summary: 'A certificate as a PDF in the request’s language, with its QR code (its student, the exam’s educators)',
      tags,
      params: withId,
      response: { 200: z.string().describe('The PDF (application/pdf), a download'), ...errors },
    },
    preHandler: requireVerified,
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const { locale, id } = request.params;
      const user = authed(request).user;
      const certificate = await readCertificate(db, user, id, now(), publicUrl, locale);
      const pdf = await renderCertificatePdf(certificate, locale, user.timeZone ?? null);
      const name = `${certificate.exam_title} - ${certificate.student_name}`;
      // the bytes as they are (the 200 schema describes them for the API document; no serializer runs on a Buffer)
      return (reply as FastifyReply)
        .code(200)
        .type('application/pdf')
        .header('content-disposition', attachment(name, 'pdf', `${asciiFileName(certificate.exam_title, 'exam')}-certificate`))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });

  for (const [verb, revoked] of [
    ['revoke', true],
    ['reinstate', false],
  ] as const) {
    r.post(`/certificates/:id/${verb}`, {
      schema: {
        summary: revoked ? 'Revoke a certificate: its page says revoked, with the date (the exam’s educator or its school)' : 'Make a revoked certificate valid again',
        tags,
        params: withId,
        response: { 200: certificateAnswer, ...errors },
      },
      preHandler: requireEducator,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      handler: async (request) => {
        const { locale, id } = request.params;
        const ws = await workspaceOf(db, authed(request).user, now());
        const certificate = await setRevoked(db, ws, id, revoked, now(), publicUrl, locale);
        return { data: { certificate, message: translate(locale, revoked ? 'certificate_revoked' : 'certificate_reinstated') } };
      },
    });
  }
};
