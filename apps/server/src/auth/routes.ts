import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, errorBodySchema, messageDataSchema, translate } from '@tasreef/contracts';
import {
  accountSchema,
  authTokenDataSchema,
  completeProfileRequestSchema,
  emailOnlyRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
} from '@tasreef/contracts/auth';
import { presentAccount } from './present.ts';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S } from './login-guard.ts';
import type { AuthService } from './service.ts';
import { authed, requestMeta, requireAuth, sessionOf } from '../http/guards.ts';
import { clearSessionCookies, setSessionCookies } from '../http/session-cookies.ts';
import { errorResponses, localeParams } from '../http/route-schemas.ts';

export interface AuthRoutesOptions {
  auth: AuthService;
  secureCookies: boolean;
  /** SECRET_KEY: the CSRF cookie is derived from the session under it. */
  secretKey: string;
}

const errors = errorResponses(401, 403, 409, 422, 429);
const tokenAnswer = dataEnvelope(authTokenDataSchema);
const verifiedAnswer = dataEnvelope(z.object({ message: z.string(), is_email_verified: z.boolean() }));

/** The calls of section 7: register, login, email codes, password reset, complete profile, account, logout. */
export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, { auth, secureCookies, secretKey }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  r.post('/auth/register', {
    schema: {
      summary: 'Register (answers like login); a 4-digit code is mailed',
      tags,
      params: localeParams,
      body: registerRequestSchema,
      response: { 200: tokenAnswer, ...errors },
    },
    handler: async (request, reply) => {
      const { token } = await auth.register(request.body, request.params.locale, requestMeta(request));
      setSessionCookies(reply, token, false, false, secureCookies, secretKey);
      return { data: { authorization: { token }, is_email_verified: false } };
    },
  });

  r.post('/auth/login', {
    schema: { summary: 'Sign in with email and password', tags, params: localeParams, body: loginRequestSchema, response: { 200: tokenAnswer, ...errors } },
    handler: async (request, reply) => {
      const { token, user, device } = await auth.login(request.body, requestMeta(request), request.cookies[DEVICE_COOKIE]);
      const verified = user.emailVerifiedAt !== null;
      setSessionCookies(reply, token, request.body.remember_me, verified, secureCookies, secretKey);
      // Kept across sign-outs: the proof of a known device when the account is under a guessing attack.
      reply.setCookie(DEVICE_COOKIE, device, { path: '/', sameSite: 'lax', secure: secureCookies, httpOnly: true, maxAge: DEVICE_COOKIE_MAX_AGE_S });
      return { data: { authorization: { token }, is_email_verified: verified, must_change_password: user.passwordMustChange } };
    },
  });

  r.post('/auth/verify-email', {
    schema: { summary: 'Verify the email address with the 4-digit code', tags, params: localeParams, body: verifyEmailRequestSchema, response: { 200: verifiedAnswer, ...errors } },
    handler: async (request, reply) => {
      await auth.verifyEmail(request.body.email, request.body.verification_code, requestMeta(request));
      if (request.auth) reply.setCookie('isVerified', '1', { path: '/', sameSite: 'lax', secure: secureCookies });
      return { data: { message: translate(request.params.locale, 'email_verified'), is_email_verified: true } };
    },
  });

  r.post('/auth/resend-verified-email', {
    schema: {
      summary: 'Send a new verification code (60 s apart, 5 an hour)',
      tags,
      params: localeParams,
      body: emailOnlyRequestSchema,
      response: { 200: messageDataSchema, ...errors },
    },
    handler: async (request) => {
      await auth.resendVerification(request.body.email, request.params.locale, requestMeta(request));
      return { data: { message: translate(request.params.locale, 'code_sent') } };
    },
  });

  for (const [path, summary] of [
    ['/auth/forget-password', 'Mail a password reset code (same answer whether or not the email is registered)'],
    ['/auth/resend-forget-password', 'Mail a new password reset code (same answer whether or not the email is registered)'],
  ] as const) {
    r.post(path, {
      schema: { summary, tags, params: localeParams, body: emailOnlyRequestSchema, response: { 200: messageDataSchema, ...errors } },
      handler: async (request) => {
        await auth.forgotPassword(request.body.email, request.params.locale, requestMeta(request));
        return { data: { message: translate(request.params.locale, 'reset_code_sent') } };
      },
    });
  }

  r.patch('/auth/reset-password', {
    schema: {
      summary: 'Choose a new password with the mailed code; signs out everywhere',
      tags,
      params: localeParams,
      body: resetPasswordRequestSchema,
      response: { 200: messageDataSchema, ...errors },
    },
    handler: async (request) => {
      await auth.resetPassword(request.body, request.params.locale, requestMeta(request));
      return { data: { message: translate(request.params.locale, 'password_reset_done') } };
    },
  });

  r.post('/auth/complete-profile', {
    schema: {
      summary: 'Give what an account made through a provider lacks (role, terms, extra data)',
      tags,
      params: localeParams,
      body: completeProfileRequestSchema,
      response: { 200: dataEnvelope(accountSchema), ...errors },
    },
    preHandler: requireAuth,
    handler: async (request) => {
      const { user } = authed(request);
      const updated = await auth.completeProfile(user, request.body);
      return { data: presentAccount(updated, await auth.links(updated.id)) };
    },
  });

  r.get('/account', {
    schema: {
      summary: 'The signed-in account (type, full_name, profile_pic, profile …)',
      tags: ['account'],
      params: localeParams,
      response: { 200: dataEnvelope(accountSchema), 401: errorBodySchema },
    },
    preHandler: requireAuth,
    handler: async (request) => {
      const { user } = authed(request);
      return { data: presentAccount(user, await auth.links(user.id)) };
    },
  });

  r.delete('/auth/logout', {
    schema: {
      summary: 'Sign out: the session is revoked on the server',
      tags,
      params: localeParams,
      response: { 200: messageDataSchema, 401: errorBodySchema, 403: errorBodySchema },
    },
    preHandler: requireAuth,
    handler: async (request, reply) => {
      await auth.logout(sessionOf(request), requestMeta(request));
      clearSessionCookies(reply, secureCookies);
      return { data: { message: translate(request.params.locale, 'logged_out') } };
    },
  });
};
