import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, translate, type Locale } from '@tasreef/contracts';
import { createLmsConnectionRequestSchema, lmsConnectionListSchema, lmsConnectionSchema, lmsRosterRequestSchema } from '@tasreef/contracts/integrations';
import { authed, requestMeta, requireEducator } from '../../http/guards.ts';
import { csrfTokenFor, CSRF_COOKIE, LOGGED_IN_COOKIE, TOKEN_COOKIE, VERIFIED_COOKIE } from '../../http/session-cookies.ts';
import { Sessions } from '../../auth/sessions.ts';
import { AppError } from '../../http/errors.ts';
import { errorResponses, localeParams, withId } from '../../http/route-schemas.ts';
import { assertOwner, workspaceOf } from '../../management/workspace.ts';
import { integrationAccess } from '../access.ts';
import { CLAIM } from './claims.ts';
import { createConnection, deleteConnection, listConnections, presentConnection, registerDynamically, toolUrls } from './connections.ts';
import { frameCookie } from './frame.ts';
import { beginLogin, completeLaunch, LOGIN_TTL_MS, verifyLaunch, type LoginRequest } from './launch.ts';
import { failurePage, registeredPage } from './pages.ts';
import { toolJwks } from './tool-keys.ts';
import { syncRoster } from './roster.ts';
import { answerDeepLink, deepLinkingPage } from './deep-linking.ts';

export interface LtiOptions {
  publicUrl: string;
  secretKey: string;
  allowLoopback: boolean;
}

/** The cookie that binds a login's state to the browser that began it (one per state: parallel launches do not clash). */
const stateCookie = (state: string) => `lti_state_${state.slice(0, 16)}`;

/** Answers an AppError of the tool's browser-facing routes as a bilingual page; anything else goes to the one error handler. */
async function orPage(request: FastifyRequest, reply: FastifyReply, work: () => Promise<FastifyReply>): Promise<FastifyReply> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof AppError) return failurePage(request, reply, err.statusCode, err.messageKey, err.params);
    throw err;
  }
}

/**
 * The LTI 1.3 tool's endpoints (shared/spec/lms.md, no locale prefix): login, launch, the tool's
 * keys and LTI Dynamic Registration. Their failures are pages for the person in the LMS's frame.
 */
export const ltiToolRoutes: FastifyPluginAsync<LtiOptions> = async (app, opts) => {
  const { db, clock: now } = app;
  const secure = opts.publicUrl.startsWith('https://');
  const launchUrl = `${opts.publicUrl}/lti/launch`;
  const sessions = new Sessions(db, now);
  // the platform's form posts (login and launch): a small urlencoded body, in this scope only
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  // in the LMS's frame every cookie is a third-party one: SameSite=None (and Secure, Partitioned) over HTTPS
  const frameCookieOptions = (maxAgeSeconds?: number) => ({
    path: '/',
    secure,
    sameSite: secure ? ('none' as const) : ('lax' as const),
    ...(secure ? { partitioned: true } : {}),
    ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}),
  });

  app.get('/lti/jwks', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return toolJwks(db, now());
  });

  const login = async (request: FastifyRequest, reply: FastifyReply) =>
    orPage(request, reply, async () => {
      const q = { ...(request.query as Record<string, string>), ...((request.body as Record<string, string> | undefined) ?? {}) } as LoginRequest;
      const { redirect, browser } = await beginLogin(db, q, launchUrl, now());
      const state = new URL(redirect).searchParams.get('state')!;
      reply.setCookie(stateCookie(state), browser, { ...frameCookieOptions(LOGIN_TTL_MS / 1000), path: '/lti', httpOnly: true });
      return reply.header('cache-control', 'no-store').redirect(redirect, 302);
    });
  app.get('/lti/login', { schema: { hide: true } }, login);
  app.post('/lti/login', { schema: { hide: true } }, login);

  app.post('/lti/launch', { schema: { hide: true } }, async (request, reply) =>
    orPage(request, reply, async () => {
      const form = (request.body ?? {}) as { id_token?: string; state?: string };
      const at = now();
      const launch = await verifyLaunch(db, form, form.state ? request.cookies[stateCookie(form.state)] : undefined, at, opts.allowLoopback);
      const landed = await completeLaunch(db, launch, at);
      const locale: Locale = String(launch.claims.locale ?? '').startsWith('en') ? 'en' : 'ar';
      // the session handed over in the launch: cookies that live in the LMS's frame
      const { token } = await sessions.create(landed.userId, false, requestMeta(request));
      const base = frameCookieOptions();
      reply.setCookie(TOKEN_COOKIE, token, { ...base, httpOnly: true });
      reply.setCookie(CSRF_COOKIE, csrfTokenFor(opts.secretKey, token), { ...base, httpOnly: false });
      reply.setCookie(LOGGED_IN_COOKIE, '1', { ...base, httpOnly: false });
      reply.setCookie(VERIFIED_COOKIE, '1', { ...base, httpOnly: false });
      reply.clearCookie(stateCookie(launch.state), { path: '/lti', secure });
      const returnUrl = launch.claims[CLAIM.launchPresentation] as { return_url?: unknown } | undefined;
      reply.setCookie(
        ...frameCookie(opts.secretKey, [launch.connection.issuer!, launch.connection.authUrl!, typeof returnUrl?.return_url === 'string' ? returnUrl.return_url : null], base),
      );
      if (launch.messageType === 'LtiDeepLinkingRequest') return deepLinkingPage(request, reply, { db, now, secretKey: opts.secretKey }, launch, locale);
      const page = landed.role === 'student' ? `/${locale}/dashboard/answer-exam/${landed.examId}` : `/${locale}/dashboard/exam-details/${landed.examId}`;
      return reply.header('cache-control', 'no-store').redirect(`${opts.publicUrl}${page}`, 303);
    }),
  );

  app.post('/lti/deep-link', { schema: { hide: true } }, async (request, reply) =>
    orPage(request, reply, () => answerDeepLink(request, reply, { db, now, secretKey: opts.secretKey }, launchUrl)),
  );

  app.get('/lti/register', { schema: { hide: true } }, async (request, reply) =>
    orPage(request, reply, async () => {
      const q = request.query as { token?: string; openid_configuration?: string; registration_token?: string };
      if (!q.token || !q.openid_configuration) throw new AppError('not_found', 404, 'lti_registration_unknown');
      await registerDynamically(
        db,
        { publicUrl: opts.publicUrl, allowLoopback: opts.allowLoopback },
        { token: q.token, openidConfiguration: q.openid_configuration, registrationToken: q.registration_token ?? null },
        now(),
      );
      return registeredPage(request, reply);
    }),
  );
};

const errors = errorResponses(401, 403, 404, 409, 422, 429);

/** 403 plan_limit naming the plan with LMS connections, when the school's plan has none (api_access). */
async function assertLti(db: Parameters<typeof integrationAccess>[0], userId: string, locale: Locale): Promise<void> {
  const access = await integrationAccess(db, userId, locale);
  if (!access.available) throw new AppError('plan_limit', 403, 'plan_limit_lti', { plan: access.plan! });
}

/**
 * A school's LMS connections (ADR 0084): the owner makes one (a registration URL for Dynamic
 * Registration, or the platform's details typed in), lists them and removes one. Teachers and
 * other schools see none of them; API keys cannot reach these routes.
 */
export const lmsConnectionRoutes: FastifyPluginAsync<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const allowLoopback = app.config.webhooksAllowLoopback;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['lms'];
  const { db, clock: now } = app;
  const ownerWorkspace = async (request: FastifyRequest) => {
    const ws = await workspaceOf(db, authed(request).user, now());
    assertOwner(ws);
    return ws;
  };

  r.get('/lms/connections', {
    schema: {
      summary: 'The school’s LMS connections (LTI 1.3), and whether its plan includes them',
      tags,
      params: localeParams,
      response: { 200: dataEnvelope(lmsConnectionListSchema), ...errors },
    },
    preHandler: requireEducator,
    handler: async (request) => {
      const ws = await ownerWorkspace(request);
      const { locale } = request.params;
      const access = await integrationAccess(db, ws.ownerId, locale);
      const upgrade = access.available ? null : translate(locale, 'plan_limit_lti', { plan: access.plan! });
      return { data: { available: access.available, upgrade, connections: await listConnections(db, ws.organizationId), tool: toolUrls(publicUrl) } };
    },
  });

  r.post('/lms/connections', {
    schema: {
      summary: 'Connect an LMS: a registration URL to paste into it (LTI Dynamic Registration), or the platform registered by hand',
      tags,
      params: localeParams,
      body: createLmsConnectionRequestSchema,
      response: { 201: dataEnvelope(z.object({ connection: lmsConnectionSchema, registration_url: z.string().nullable(), message: z.string() })), ...errors },
    },
    preHandler: requireEducator,
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const { locale } = request.params;
      const ws = await ownerWorkspace(request);
      await assertLti(db, ws.ownerId, locale);
      const { row, deployments, registrationToken } = await createConnection(db, ws.organizationId, ws.userId, request.body, now());
      reply.code(201);
      return {
        data: {
          connection: presentConnection(row, deployments),
          registration_url: registrationToken ? `${publicUrl}/lti/register?token=${registrationToken}` : null,
          message: translate(locale, registrationToken ? 'lti_connection_created' : 'lti_connection_registered'),
        },
      };
    },
  });

  r.delete('/lms/connections/:id', {
    schema: {
      summary: 'Remove an LMS connection: its launches are refused from then on',
      tags,
      params: withId,
      response: { 200: dataEnvelope(z.object({ message: z.string() })), ...errors },
    },
    preHandler: requireEducator,
    handler: async (request) => {
      const ws = await ownerWorkspace(request);
      await deleteConnection(db, ws.organizationId, request.params.id);
      return { data: { message: translate(request.params.locale, 'lti_connection_deleted') } };
    },
  });

  r.post('/lms/links/:id/roster', {
    schema: {
      summary: 'Pull the course members of an LMS course link into a class of the school (LTI Names and Role Provisioning Services)',
      tags,
      params: withId,
      body: lmsRosterRequestSchema,
      response: { 200: dataEnvelope(z.object({ added: z.number(), members: z.number(), message: z.string() })), ...errors },
    },
    preHandler: requireEducator,
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    handler: async (request) => {
      const { locale, id } = request.params;
      const ws = await workspaceOf(db, authed(request).user, now());
      await assertLti(db, ws.ownerId, locale);
      const { added, members } = await syncRoster({ db, now, allowLoopback }, ws.organizationId, id, request.body.class_id);
      return { data: { added, members, message: translate(locale, 'lti_roster_synced', { number: added }) } };
    },
  });
};
