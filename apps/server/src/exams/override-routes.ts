import type { FastifyPluginAsync, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, translate, type MessageKey } from '@tasreef/contracts';
import { createOverrideRequestSchema, examOverridesAnswerSchema, overrideSettingsSchema } from '@tasreef/contracts/exam-overrides';
import { authed } from '../http/guards.ts';
import { errorResponses, withId } from '../http/route-schemas.ts';
import { workspaceOf } from '../management/workspace.ts';
import { createOverrides, deleteOverride, examOverridesOf, updateOverride, type OverrideContext } from './override-records.ts';

const errors = errorResponses(401, 403, 404, 422, 429);
const answer = dataEnvelope(examOverridesAnswerSchema.extend({ message: z.string() }));
const withOverride = withId.extend({ override_id: z.uuid({ error: 'not_found' }) });

/** An exam's per-student overrides (ADR 0089): its educator and their school, for the students it is assigned to. */
export const overrideRoutes: FastifyPluginAsync<{ requireEducator: preHandlerHookHandler }> = async (app, { requireEducator }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['exams'];
  const { db, clock } = app;
  const context = async (request: FastifyRequest): Promise<OverrideContext> => ({
    db,
    now: clock(),
    ws: await workspaceOf(db, authed(request).user, clock()),
    ip: request.ip,
  });
  const answered = async (c: OverrideContext, examId: string, locale: 'ar' | 'en', key: MessageKey) => ({
    data: { ...(await examOverridesOf(c.db, c.ws, examId)), message: translate(locale, key) },
  });

  r.get('/exams/:id/overrides', {
    schema: {
      summary: 'The exam’s overrides and each assigned student’s settings with them',
      tags,
      params: withId,
      response: { 200: dataEnvelope(examOverridesAnswerSchema), ...errors },
    },
    preHandler: requireEducator,
    handler: async (request) => {
      const c = await context(request);
      return { data: await examOverridesOf(c.db, c.ws, request.params.id) };
    },
  });

  r.post('/exams/:id/overrides', {
    schema: {
      summary: 'Give a class of the assignment, or each ticked student, extra time, extra attempts or other dates',
      tags,
      params: withId,
      body: createOverrideRequestSchema,
      response: { 201: answer, ...errors },
    },
    preHandler: requireEducator,
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const c = await context(request);
      await createOverrides(c, request.params.id, request.body);
      return reply.code(201).send(await answered(c, request.params.id, request.params.locale, 'override_saved'));
    },
  });

  r.put('/exams/:id/overrides/:override_id', {
    schema: { summary: 'Change an override’s settings', tags, params: withOverride, body: overrideSettingsSchema, response: { 200: answer, ...errors } },
    preHandler: requireEducator,
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request) => {
      const c = await context(request);
      await updateOverride(c, request.params.id, request.params.override_id, request.body);
      return answered(c, request.params.id, request.params.locale, 'override_saved');
    },
  });

  r.delete('/exams/:id/overrides/:override_id', {
    schema: { summary: 'Remove an override', tags, params: withOverride, response: { 200: answer, ...errors } },
    preHandler: requireEducator,
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request) => {
      const c = await context(request);
      await deleteOverride(c, request.params.id, request.params.override_id);
      return answered(c, request.params.id, request.params.locale, 'override_removed');
    },
  });
};
