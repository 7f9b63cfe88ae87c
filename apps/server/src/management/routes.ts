import { assignedStudentsAnswerSchema } from '@tasreef/contracts/exam-students';
import { assignedStudents } from '../exams/assigned.ts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, listEnvelope, messageDataSchema, translate, type Locale, plainText } from '@tasreef/contracts';
import { authTokenDataSchema } from '@tasreef/contracts/auth';
import {
  acceptInvitationRequestSchema,
  bulkMembersRequestSchema,
  classDetailsSchema,
  classListQuerySchema,
  classMembersRequestSchema,
  classSchema,
  createClassRequestSchema,
  createMemberAnswerSchema,
  createMemberRequestSchema,
  dashboardSchema,
  invitationSchema,
  memberDetailsSchema,
  memberListQuerySchema,
  memberSchema,
  setPasswordRequestSchema,
  updateClassRequestSchema,
  updateMemberRequestSchema,
  workspaceSchema,
} from '@tasreef/contracts/management';
import type { AuthService } from '../auth/service.ts';
import { authed, requestMeta, requireAuth, requireEducator, requireVerified } from '../http/guards.ts';
import { setSessionCookies } from '../http/session-cookies.ts';
import { AppError } from '../http/errors.ts';
import { changeClassMembers, classDetails, createClass, listClasses, updateClass } from './classes.ts';
import { dashboardOf } from './dashboard.ts';
import { openInvitation, presentInvitation } from './invitations.ts';
import { acceptByLink, answerInvitation, setOwnPassword } from './joining.ts';
import { bulkMembers, createMember, newOneTimePassword, removeMember, resendInvitation, updateMember, type ChangeContext } from './member-changes.ts';
import { listMembers, memberDetails } from './members.ts';
import { presentWorkspace, workspaceOfRequest } from './workspace.ts';
import { errorResponses, localeParams, withId } from '../http/route-schemas.ts';

export interface ManagementRoutesOptions {
  auth: AuthService;
  secureCookies: boolean;
  secretKey: string;
  publicUrl: string;
}

const errors = errorResponses(401, 403, 404, 409, 422, 429);
const memberAnswer = dataEnvelope(z.object({ member: memberDetailsSchema, message: z.string() }));
const classAnswer = dataEnvelope(z.object({ class: classDetailsSchema, message: z.string() }));

/**
 * Schools, teachers, students and classes (docs/decisions/0024-…). Every handler resolves the
 * caller's workspace first and reads and writes only inside it: a record outside is a 404.
 */
export const managementRoutes: FastifyPluginAsync<ManagementRoutesOptions> = async (app, { auth, secureCookies, secretKey, publicUrl }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['management'];
  const { db, clock: now } = app;

  const change = (request: FastifyRequest, locale: Locale): ChangeContext => ({
    db,
    now: now(),
    mailer: app.mailer,
    publicUrl,
    locale,
    actor: authed(request).user,
    request: requestMeta(request),
  });
  const workspace = (request: FastifyRequest) => workspaceOfRequest(request, db, authed(request).user, now());

  r.get('/workspace', {
    schema: {
      summary: 'The organisation the caller works in, and what they may do there',
      tags,
      params: localeParams,
      response: { 200: dataEnvelope(workspaceSchema), ...errors },
    },
    preHandler: requireEducator,
    handler: async (request) => ({ data: await presentWorkspace(db, await workspace(request)) }),
  });

  r.get('/dashboard', {
    schema: { summary: 'The dashboard home: what this person can do next, by role', tags, params: localeParams, response: { 200: dataEnvelope(dashboardSchema), ...errors } },
    preHandler: requireVerified,
    handler: async (request) => ({ data: await dashboardOf(db, authed(request).user, now(), request.params.locale) }),
  });

  // Members ------------------------------------------------------------------------------------

  r.get('/management/members', {
    schema: {
      summary: 'Teachers or students of the organisation, searchable, sortable, paginated',
      tags,
      params: localeParams,
      querystring: memberListQuerySchema,
      response: { 200: listEnvelope(memberSchema), ...errors },
    },
    preHandler: requireEducator,
    handler: async (request) => listMembers(db, await workspace(request), request.query.role, request.query),
  });

  r.post('/management/members', {
    schema: {
      summary: 'Add a teacher or a student (an invitation mail, or a username and a one-time password)',
      tags,
      params: localeParams,
      body: createMemberRequestSchema,
      response: { 201: dataEnvelope(createMemberAnswerSchema), ...errors },
    },
    preHandler: requireEducator,
    config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
    handler: async (request, reply) => {
      const { locale } = request.params;
      const ws = await workspace(request);
      const made = await createMember(change(request, locale), ws, request.body);
      app.mailer.kick();
      reply.code(201);
      return {
        data: {
          member: await memberDetails(db, ws, made.userId),
          one_time_password: made.oneTimePassword,
          invitation_sent: made.invitationSent,
          message: translate(locale, request.body.role === 'teacher' ? 'educator_added' : 'student_added'),
        },
      };
    },
  });

  r.post('/management/members/bulk', {
    schema: {
      summary: 'One action on many members, all or nothing',
      tags,
      params: localeParams,
      body: bulkMembersRequestSchema,
      response: { 200: dataEnvelope(z.object({ count: z.number().int(), message: z.string() })), ...errors },
    },
    preHandler: requireEducator,
    handler: async (request) => {
      const count = await bulkMembers(change(request, request.params.locale), await workspace(request), request.body);
      return { data: { count, message: translate(request.params.locale, 'bulk_done', { number: count }) } };
    },
  });

  r.get('/management/members/:id', {
    schema: {
      summary: 'A member with their classes and their attempts at the exams the caller sees',
      tags,
      params: withId,
      response: { 200: dataEnvelope(memberDetailsSchema), ...errors },
    },
    preHandler: requireEducator,
    handler: async (request) => ({ data: await memberDetails(db, await workspace(request), request.params.id) }),
  });

  r.patch('/management/members/:id', {
    schema: {
      summary: 'Update a member: profile (accounts the organisation made), time accommodation, classes',
      tags,
      params: withId,
      body: updateMemberRequestSchema,
      response: { 200: memberAnswer, ...errors },
    },
    preHandler: requireEducator,
    handler: async (request) => {
      const ws = await workspace(request);
      await updateMember(change(request, request.params.locale), ws, request.params.id, request.body);
      return { data: { member: await memberDetails(db, ws, request.params.id), message: translate(request.params.locale, 'data_updated') } };
    },
  });

  r.delete('/management/members/:id', {
    schema: { summary: 'Remove a member: their access ends, their account and history stay', tags, params: withId, response: { 200: messageDataSchema, ...errors } },
    preHandler: requireEducator,
    handler: async (request) => {
      await removeMember(change(request, request.params.locale), await workspace(request), request.params.id);
      return { data: { message: translate(request.params.locale, 'user_deleted') } };
    },
  });

  r.post('/management/members/:id/invitation', {
    schema: { summary: 'Mail a new invitation link (the old one stops working)', tags, params: withId, response: { 200: messageDataSchema, ...errors } },
    preHandler: requireEducator,
    config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    handler: async (request) => {
      await resendInvitation(change(request, request.params.locale), await workspace(request), request.params.id);
      app.mailer.kick();
      return { data: { message: translate(request.params.locale, 'invitation_resent') } };
    },
  });

  r.post('/management/members/:id/one-time-password', {
    schema: {
      summary: 'A new one-time password for a username account (shown once)',
      tags,
      params: withId,
      response: { 200: dataEnvelope(z.object({ one_time_password: z.string(), message: z.string() })), ...errors },
    },
    preHandler: requireEducator,
    config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    handler: async (request) => {
      const password = await newOneTimePassword(change(request, request.params.locale), await workspace(request), request.params.id);
      return { data: { one_time_password: password, message: translate(request.params.locale, 'one_time_password_made') } };
    },
  });

  // Classes ------------------------------------------------------------------------------------

  r.get('/classes', {
    schema: {
      summary: 'The classes the caller sees (active, or archived)',
      tags,
      params: localeParams,
      querystring: classListQuerySchema,
      response: { 200: dataEnvelope(z.array(classSchema)), ...errors },
    },
    preHandler: requireEducator,
    handler: async (request) => ({ data: await listClasses(db, await workspace(request), request.query) }),
  });

  r.post('/classes', {
    schema: { summary: 'Create a class', tags, params: localeParams, body: createClassRequestSchema, response: { 201: classAnswer, ...errors } },
    preHandler: requireEducator,
    handler: async (request, reply) => {
      const ws = await workspace(request);
      const id = await createClass(change(request, request.params.locale), ws, request.body);
      reply.code(201);
      return { data: { class: await classDetails(db, ws, id), message: translate(request.params.locale, 'class_created') } };
    },
  });

  r.get('/classes/:id', {
    schema: { summary: 'A class with its teachers and students', tags, params: withId, response: { 200: dataEnvelope(classDetailsSchema), ...errors } },
    preHandler: requireEducator,
    handler: async (request) => ({ data: await classDetails(db, await workspace(request), request.params.id) }),
  });

  r.patch('/classes/:id', {
    schema: {
      summary: 'Rename a class, change its subject or level, archive or restore it',
      tags,
      params: withId,
      body: updateClassRequestSchema,
      response: { 200: classAnswer, ...errors },
    },
    preHandler: requireEducator,
    handler: async (request) => {
      const ws = await workspace(request);
      const outcome = await updateClass(change(request, request.params.locale), ws, request.params.id, request.body);
      const key = outcome === 'archived' ? 'class_archived_done' : outcome === 'restored' ? 'class_restored' : 'data_updated';
      return { data: { class: await classDetails(db, ws, request.params.id), message: translate(request.params.locale, key) } };
    },
  });

  for (const add of [true, false]) {
    const handler = async (request: FastifyRequest<{ Params: { locale: Locale; id: string }; Body: z.infer<typeof classMembersRequestSchema> }>) => {
      const ws = await workspace(request);
      await changeClassMembers(change(request, request.params.locale), ws, request.params.id, request.body, add);
      return { data: { class: await classDetails(db, ws, request.params.id), message: translate(request.params.locale, add ? 'members_added' : 'members_removed') } };
    };
    const schema = {
      summary: add ? 'Add teachers or students to a class' : 'Remove teachers or students from a class',
      tags,
      params: withId,
      body: classMembersRequestSchema,
      response: { 200: classAnswer, ...errors },
    };
    if (add) r.post('/classes/:id/members', { schema, preHandler: requireEducator, handler });
    else r.delete('/classes/:id/members', { schema, preHandler: requireEducator, handler });
  }

  // The students an exam is assigned to, and how far each has got.
  r.get('/assigned-students/:id', {
    schema: {
      summary: 'The students an exam is assigned to (directly or through a class), each with their status, attempts and scores; the exam’s success rates',
      tags,
      params: withId,
      response: { 200: dataEnvelope(assignedStudentsAnswerSchema), ...errors },
    },
    preHandler: requireEducator,
    handler: async (request) => ({ data: await assignedStudents(db, await workspace(request), request.params.id) }),
  });

  // Invitations --------------------------------------------------------------------------------

  const token = localeParams.extend({ token: plainText(z.string().max(200)) });

  r.get('/invitations/:token', {
    schema: { summary: 'What an invitation link invites to', tags, params: token, response: { 200: dataEnvelope(invitationSchema), ...errors } },
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request) => {
      const row = await openInvitation(db, request.params.token, now());
      if (!row) throw new AppError('not_found', 404, 'invitation_invalid');
      return { data: presentInvitation(row) };
    },
  });

  r.post('/invitations/:token/accept', {
    schema: {
      summary: 'Join by the invitation link: a new account sets its password and is signed in; an existing one must be signed in',
      tags,
      params: token,
      body: acceptInvitationRequestSchema,
      response: { 200: dataEnvelope(authTokenDataSchema.partial().extend({ message: z.string() })), ...errors },
    },
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const { locale } = request.params;
      const joined = await acceptByLink(db, request.params.token, request.body, request.auth?.user ?? null, now(), requestMeta(request));
      const message = translate(locale, 'invitation_accepted', { organization: joined.organization });
      if (!joined.newAccount) return { data: { message } };
      const { token: session } = await auth.sessions.create(joined.user.id, false, requestMeta(request));
      setSessionCookies(reply, session, false, true, secureCookies, secretKey);
      return { data: { authorization: { token: session }, is_email_verified: true, message } };
    },
  });

  for (const accept of [true, false]) {
    r.post(accept ? '/memberships/:id/accept' : '/memberships/:id/decline', {
      schema: {
        summary: accept ? 'Accept an invitation on the dashboard' : 'Decline an invitation on the dashboard',
        tags,
        params: withId,
        response: { 200: messageDataSchema, ...errors },
      },
      preHandler: requireVerified,
      handler: async (request) => {
        const name = await answerInvitation(db, request.params.id, authed(request).user, accept, now(), requestMeta(request));
        return { data: { message: translate(request.params.locale, accept ? 'invitation_accepted' : 'invitation_declined', { organization: name }) } };
      },
    });
  }

  r.post('/auth/set-password', {
    schema: {
      summary: 'An account on a one-time password chooses its own',
      tags,
      params: localeParams,
      body: setPasswordRequestSchema,
      response: { 200: messageDataSchema, ...errors },
    },
    preHandler: requireAuth,
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    handler: async (request) => {
      const user = authed(request).user;
      if (!user.passwordMustChange) throw new AppError('forbidden', 403, 'forbidden');
      await setOwnPassword(db, user, request.body.password, now(), requestMeta(request));
      return { data: { message: translate(request.params.locale, 'password_set') } };
    },
  });
};
