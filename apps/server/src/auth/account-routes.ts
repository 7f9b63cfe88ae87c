import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, messageDataSchema, translate } from '@tasreef/contracts';
import {
  OAUTH_PROVIDERS,
  accountSchema,
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  notificationSettingsSchema,
  updateProfileRequestSchema,
} from '@tasreef/contracts/auth';
import { authed, requestMeta, requireAuth, requireVerified, sessionOf } from '../http/guards.ts';
import { clearSessionCookies } from '../http/session-cookies.ts';
import type { AuthService } from './service.ts';
import { presentAccount } from './present.ts';
import type { AccountService } from './account-service.ts';
import { errorResponses, localeParams } from '../http/route-schemas.ts';

export interface AccountRoutesOptions {
  auth: AuthService;
  accounts: AccountService;
  secureCookies: boolean;
}

const errors = errorResponses(401, 403, 404, 409, 422, 429);
const notificationsSchema = z.object({ newsletter: z.boolean(), exam_assigned: z.boolean(), exam_results: z.boolean(), product_updates: z.boolean() });

/** Profile settings (`/dashboard/profile`): personal and educational info, notifications, links, password, deletion. */
export const accountRoutes: FastifyPluginAsync<AccountRoutesOptions> = async (app, { auth, accounts, secureCookies }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];
  const withMessage = dataEnvelope(accountSchema.extend({ message: z.string() }));

  r.get('/account/profile', {
    schema: { summary: 'Profile settings of the signed-in account', tags, params: localeParams, response: { 200: dataEnvelope(accountSchema), ...errors } },
    preHandler: requireAuth,
    handler: async (request) => {
      const { user } = authed(request);
      return { data: presentAccount(user, await auth.links(user.id)) };
    },
  });

  r.patch('/account/profile', {
    schema: {
      summary: 'Update personal and educational info; a new email needs current_password and is verified again',
      tags,
      params: localeParams,
      body: updateProfileRequestSchema,
      response: { 200: withMessage, ...errors },
    },
    preHandler: requireVerified,
    handler: async (request) => {
      const { user } = authed(request);
      const session = sessionOf(request);
      const { locale } = request.params;
      const updated = await accounts.updateProfile(user, session, request.body, locale, requestMeta(request));
      return { data: { ...presentAccount(updated, await auth.links(updated.id)), message: translate(locale, 'data_updated') } };
    },
  });

  r.patch('/account/password', {
    schema: {
      summary: 'Change the password (the current one is required); other sessions are signed out',
      tags,
      params: localeParams,
      body: changePasswordRequestSchema,
      response: { 200: messageDataSchema, ...errors },
    },
    preHandler: requireAuth,
    handler: async (request) => {
      const { user } = authed(request);
      const session = sessionOf(request);
      await accounts.changePassword(user, session, request.body, request.params.locale, requestMeta(request));
      return { data: { message: translate(request.params.locale, 'password_updated') } };
    },
  });

  r.delete('/account', {
    schema: {
      summary: 'Delete the account (password required); see the help center for what happens to exams and attempts',
      tags,
      params: localeParams,
      body: deleteAccountRequestSchema,
      response: { 200: messageDataSchema, ...errors },
    },
    preHandler: requireAuth,
    handler: async (request, reply) => {
      await accounts.deleteAccount(authed(request).user, request.body.password, requestMeta(request));
      clearSessionCookies(reply, secureCookies);
      return { data: { message: translate(request.params.locale, 'user_deleted') } };
    },
  });

  r.get('/account/notifications', {
    schema: { summary: 'Notification settings', tags, params: localeParams, response: { 200: dataEnvelope(notificationsSchema), ...errors } },
    preHandler: requireAuth,
    handler: async (request) => ({ data: presentAccount(authed(request).user, []).notifications }),
  });

  r.patch('/account/notifications', {
    schema: {
      summary: 'Change notification settings',
      tags,
      params: localeParams,
      body: notificationSettingsSchema,
      response: { 200: dataEnvelope(notificationsSchema.extend({ message: z.string() })), ...errors },
    },
    preHandler: requireAuth,
    handler: async (request) => {
      const next = await accounts.updateNotifications(authed(request).user, request.body);
      return { data: { ...next, message: translate(request.params.locale, 'data_updated') } };
    },
  });

  r.delete('/account/links/:provider', {
    schema: {
      summary: 'Unlink Google or Facebook (refused when it is the only way to sign in)',
      tags,
      params: localeParams.extend({ provider: z.enum(OAUTH_PROVIDERS) }),
      response: { 200: messageDataSchema, ...errors },
    },
    preHandler: requireAuth,
    handler: async (request) => {
      await accounts.unlink(authed(request).user, request.params.provider, requestMeta(request));
      return { data: { message: translate(request.params.locale, 'oauth_unlinked') } };
    },
  });
};
