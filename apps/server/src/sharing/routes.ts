import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, messageDataSchema, translate, type Locale, plainText } from '@tasreef/contracts';
import { examShareSchema, examSharingSchema, shareExamRequestSchema, shareLinkPreviewSchema, shareLinkSchema } from '@tasreef/contracts/sharing';
import { authed, requireEducator, requireVerified } from '../http/guards.ts';
import { workspaceOf } from '../management/workspace.ts';
import { createLink, examSharing, joinByLink, previewLink, revokeLink, type LinkContext } from './links.ts';
import { shareExam, shareDoneMessage, type ShareContext } from './share.ts';
import { errorResponses, localeParams, withId } from '../http/route-schemas.ts';
import { limitKeyOf } from '../http/client-address.ts';

export interface SharingRoutesOptions {
  /** Turns a link's seed into its token (to show the link again). */
  secretKey: string;
  /** The site's address, for the links and the mail. */
  publicUrl: string;
}

const withLink = withId.extend({ link_id: z.uuid({ error: 'not_found' }) });
const withToken = localeParams.extend({ token: plainText(z.string().max(200)) });
const errors = errorResponses(401, 403, 404, 409, 422, 429, 503);

/** Sharing exams (ADR 0043): copies for other educators, links for students. */
export const sharingRoutes: FastifyPluginAsync<SharingRoutesOptions> = async (app, { secretKey, publicUrl }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['sharing'];
  const { db, clock: now } = app;
  const localeOf = (request: FastifyRequest) => (request.params as { locale: Locale }).locale;
  const linkContext = (request: FastifyRequest): LinkContext => ({ db, now: now(), locale: localeOf(request), secretKey, publicUrl, ip: request.ip });

  // Naming an address tells whether an educator has it: held to a few tries an account (and an address), as other lookups of addresses are.
  const shareLimit = app.rateLimit({ max: 20, timeWindow: '10 minutes', keyGenerator: (request: FastifyRequest) => `share:${authed(request).user.id}` });
  // A token is a secret: lookups are counted per account when signed in, else per address (a class behind one address opens the link once each).
  const tokenLimit = app.rateLimit({
    max: (_request, key) => (key.startsWith('share-link:u:') ? 30 : 60),
    timeWindow: '10 minutes',
    keyGenerator: (request: FastifyRequest) => (request.auth ? `share-link:u:${request.auth.user.id}` : `share-link:ip:${limitKeyOf(request.ip)}`),
  });

  r.get('/exams/:id/sharing', {
    schema: {
      summary: 'The Share section of an exam: copies given to other educators, its links (the active one to copy, for its educator), the share this exam came from',
      tags,
      params: withId,
      response: { 200: dataEnvelope(examSharingSchema), ...errors },
    },
    preHandler: requireEducator,
    handler: async (request) => {
      const ws = await workspaceOf(db, authed(request).user, now());
      return { data: await examSharing(db, ws, request.params.id, linkContext(request)) };
    },
  });

  r.post('/exams/:id/shares', {
    schema: {
      summary: 'Share an exam with another educator by their address: they get an independent copy as a draft, its questions in their bank, and a mail',
      tags,
      params: withId,
      body: shareExamRequestSchema,
      response: { 201: dataEnvelope(z.object({ share: examShareSchema, message: z.string() })), ...errors },
    },
    // per account only: a route's own limit and a second one in a preHandler do not both run
    config: { rateLimit: false },
    preHandler: [requireEducator, shareLimit],
    handler: async (request, reply) => {
      const user = authed(request).user;
      const c: ShareContext = {
        db,
        now: now(),
        locale: request.params.locale,
        ws: await workspaceOf(db, user, now()),
        user,
        ip: request.ip,
        mailer: app.mailer,
        publicUrl,
      };
      const { share, recipient } = await shareExam(c, request.params.id, request.body);
      app.mailer.kick();
      reply.code(201);
      return { data: { share, message: shareDoneMessage(c.locale, recipient) } };
    },
  });

  r.post('/exams/:id/links', {
    schema: {
      summary: 'Make a share link for a published exam: students who open it and sign in join its takers (one active link an exam)',
      tags,
      params: withId,
      response: { 201: dataEnvelope(z.object({ link: shareLinkSchema, message: z.string() })), ...errors },
    },
    preHandler: requireEducator,
    config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    handler: async (request, reply) => {
      const ws = await workspaceOf(db, authed(request).user, now());
      const link = await createLink(linkContext(request), ws, request.params.id);
      reply.code(201);
      return { data: { link, message: translate(request.params.locale, 'share_link_created') } };
    },
  });

  r.post('/exams/:id/links/:link_id/revoke', {
    schema: {
      summary: 'Revoke a share link: it no longer adds anyone (students who joined stay takers); twice is harmless',
      tags,
      params: withLink,
      response: { 200: messageDataSchema, ...errors },
    },
    preHandler: requireEducator,
    config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    handler: async (request) => {
      const ws = await workspaceOf(db, authed(request).user, now());
      await revokeLink(linkContext(request), ws, request.params.id, request.params.link_id);
      return { data: { message: translate(request.params.locale, 'share_link_revoked') } };
    },
  });

  r.get('/exam-links/:token', {
    schema: {
      summary: 'What a share link leads to (anyone who holds it): open, revoked, ended or unavailable, and whether the signed-in student joined already; an unknown token is a 404',
      tags,
      params: withToken,
      response: { 200: dataEnvelope(shareLinkPreviewSchema), ...errors },
    },
    config: { rateLimit: false },
    preHandler: tokenLimit,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await previewLink(db, request.params.token, request.auth?.user ?? null, now(), request.params.locale) };
    },
  });

  r.post('/exam-links/:token/join', {
    schema: {
      summary: 'Join an exam by its share link: the signed-in student becomes one of its takers (twice is harmless)',
      tags,
      params: withToken,
      response: { 200: dataEnvelope(z.object({ exam_id: z.string(), message: z.string() })), ...errors },
    },
    config: { rateLimit: false },
    preHandler: [requireVerified, tokenLimit],
    handler: async (request) => {
      const joined = await joinByLink(linkContext(request), request.params.token, authed(request).user);
      return { data: { exam_id: joined.examId, message: translate(request.params.locale, 'share_link_joined', { name: joined.title }) } };
    },
  });
};
