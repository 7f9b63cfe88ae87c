import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Locale, dataEnvelope } from '@tasreef/contracts';
import {
  advanceLiveRequestSchema,
  joinLiveRequestSchema,
  liveAnswerRequestSchema,
  liveAnsweredSchema,
  liveHostViewSchema,
  liveJoinedSchema,
  liveViewSchema,
  startLiveRequestSchema,
} from '@tasreef/contracts/live';
import { authed, requireEducator, requireType } from '../http/guards.ts';
import { rateLimited } from '../http/errors.ts';
import { errorResponses, localeParams, withId } from '../http/route-schemas.ts';
import { workspaceOf } from '../management/workspace.ts';
import { codeHasher } from './code.ts';
import { LiveHub, SSE_HEADERS } from './hub.ts';
import { advanceSession, answerQuestion, endSession, hostedSession, joinedSession, joinSession, startSession, type LiveDeps } from './sessions.ts';
import { hostView, readSnapshot, studentView } from './views.ts';

export interface LiveRoutesOptions {
  secretKey: string;
  /** How often watched sessions are read again and idle streams pinged (default 2 s); 0: never (tests). */
  tickMs: number;
}

const errors = errorResponses(401, 403, 404, 409, 422, 429);

/** Live classroom sessions (ADR 0091). */
export const liveRoutes: FastifyPluginAsync<LiveRoutesOptions> = async (app, { secretKey, tickMs }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['live'];
  const { db, clock: now } = app;
  const deps: LiveDeps = { db, sealer: app.sealer, hashCode: codeHasher(secretKey) };
  const hub = new LiveHub(db, app.sealer, now, app.log.child({ component: 'live' }), tickMs);
  app.addHook('preClose', async () => hub.close());
  const requireMember = requireType('educator', 'student');
  const requireStudent = requireType('student');
  // a class answers from one address: limits count per account
  const perUser = (name: string, max: number, key?: 'live_join_limited') =>
    app.rateLimit({
      max,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => `live:${name}:${authed(request).user.id}`,
      ...(key ? { errorResponseBuilder: (_req, ctx) => rateLimited(ctx.ttl / 1000, key, { number: Math.max(1, Math.ceil(ctx.ttl / 1000)) }) } : {}),
    });
  // a code is a secret: ten tries a minute per account, against about 148 million codes that live three hours
  const joinLimit = perUser('join', 10, 'live_join_limited');
  const answerLimit = perUser('answer', 120);
  const readLimit = perUser('read', 240);
  const hostLimit = perUser('host', 120);
  const localeOf = (request: FastifyRequest) => (request.params as { locale: Locale }).locale;
  const hostViewNow = async (id: string, locale: Locale) => {
    const snap = (await readSnapshot(db, id))!;
    return hostView(snap, app.sealer.open(snap.session.codeSealed, snap.session.id), now(), locale);
  };
  /** The caller's view of a session they host or joined; anyone else: 404. */
  const viewFor = async (request: FastifyRequest, id: string) => {
    const user = authed(request).user;
    if (user.type === 'educator') await hostedSession(db, user.id, id);
    else await joinedSession(db, user.id, id);
    const snap = (await readSnapshot(db, id))!;
    return { user, snap };
  };

  r.post('/live-sessions', {
    schema: {
      summary: 'Start a live session of an exam the educator sees: its questions as they are now, a join code for the class',
      tags,
      params: localeParams,
      body: startLiveRequestSchema,
      response: { 201: dataEnvelope(liveHostViewSchema), ...errors },
    },
    config: { rateLimit: false },
    preHandler: [requireEducator, hostLimit],
    handler: async (request, reply) => {
      const ws = await workspaceOf(db, authed(request).user, now());
      const { session } = await startSession(deps, ws, request.body.exam_id, now());
      reply.code(201);
      return { data: await hostViewNow(session.id, localeOf(request)) };
    },
  });

  r.post('/live-sessions/join', {
    schema: {
      summary: 'Join a live session by its code (a student of a class its educator teaches); joining again is the same',
      tags,
      params: localeParams,
      body: joinLiveRequestSchema,
      response: { 200: dataEnvelope(liveJoinedSchema), ...errors },
    },
    config: { rateLimit: false },
    preHandler: [requireStudent, joinLimit],
    handler: async (request) => {
      const session = await joinSession(deps, authed(request).user.id, request.body.code, now());
      hub.notify(session.id, { host: true });
      return { data: { session_id: session.id } };
    },
  });

  r.get('/live-sessions/:id', {
    schema: {
      summary: 'A live session as the caller sees it: the host’s screen, or a participant’s own (no key before the question closes)',
      tags,
      params: withId,
      response: { 200: dataEnvelope(liveViewSchema), ...errors },
    },
    config: { rateLimit: false },
    preHandler: [requireMember, readLimit],
    handler: async (request) => {
      const { user, snap } = await viewFor(request, request.params.id);
      const locale = localeOf(request);
      return { data: user.type === 'educator' ? hostView(snap, app.sealer.open(snap.session.codeSealed, snap.session.id), now(), locale) : studentView(snap, user.id, locale) };
    },
  });

  r.get('/live-sessions/:id/events', {
    schema: {
      summary: 'The session’s changes as server-sent events (`state`, the caller’s view); Last-Event-ID resumes; the stream ends with the session',
      tags,
      params: withId,
      response: { 200: z.string().describe('text/event-stream'), ...errors },
    },
    config: { rateLimit: false },
    preHandler: [requireMember, readLimit],
    handler: async (request, reply) => {
      const user = authed(request).user;
      if (user.type === 'educator') await hostedSession(db, user.id, request.params.id);
      else await joinedSession(db, user.id, request.params.id);
      const lastId = request.headers['last-event-id'];
      reply.hijack();
      reply.raw.writeHead(200, SSE_HEADERS);
      hub.open(request.params.id, {
        role: user.type === 'educator' ? 'host' : 'student',
        userId: user.id,
        locale: localeOf(request),
        raw: reply.raw,
        lastId: typeof lastId === 'string' ? lastId : null,
      });
    },
  });

  r.post('/live-sessions/:id/advance', {
    schema: {
      summary: 'Move the session one step on from the step given: open the next question, close the open one (showing its key), or end after the last',
      tags,
      params: withId,
      body: advanceLiveRequestSchema,
      response: { 200: dataEnvelope(liveHostViewSchema), ...errors },
    },
    config: { rateLimit: false },
    preHandler: [requireEducator, hostLimit],
    handler: async (request) => {
      await advanceSession(db, authed(request).user.id, request.params.id, request.body.step, now());
      hub.notify(request.params.id, { all: true });
      return { data: await hostViewNow(request.params.id, localeOf(request)) };
    },
  });

  r.post('/live-sessions/:id/end', {
    schema: { summary: 'End the session: its code stops working, the streams close', tags, params: withId, response: { 200: dataEnvelope(liveHostViewSchema), ...errors } },
    config: { rateLimit: false },
    preHandler: [requireEducator, hostLimit],
    handler: async (request) => {
      await endSession(db, authed(request).user.id, request.params.id, now());
      hub.notify(request.params.id, { all: true });
      return { data: await hostViewNow(request.params.id, localeOf(request)) };
    },
  });

  r.post('/live-sessions/:id/answers', {
    schema: {
      summary: 'Answer the open question, once: no verdict yet (it comes with the key when the question closes)',
      tags,
      params: withId,
      body: liveAnswerRequestSchema,
      response: { 201: dataEnvelope(liveAnsweredSchema), ...errors },
    },
    config: { rateLimit: false },
    preHandler: [requireStudent, answerLimit],
    handler: async (request, reply) => {
      const userId = authed(request).user.id;
      const { questionId, answeredAt } = await answerQuestion(db, userId, request.params.id, request.body, now());
      hub.notify(request.params.id, { host: true, userId });
      reply.code(201);
      return { data: { question_id: questionId, answered_at: answeredAt.toISOString() } };
    },
  });
};
