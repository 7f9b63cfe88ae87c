import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOCALES, dataEnvelope, errorBodySchema, plainText, type Locale, type MessageKey } from '@tasreef/contracts';
import { OAUTH_PROVIDERS, type OAuthProvider } from '@tasreef/contracts/auth';
import { isProfileComplete } from './present.ts';
import { audit } from '../lib/audit.ts';
import { AppError } from '../http/errors.ts';
import { requestMeta } from '../http/guards.ts';
import { setSessionCookies } from '../http/session-cookies.ts';
import { OAuthClient, OAuthFailure, randomToken } from './oauth.ts';
import type { OAuthAccounts } from './oauth-service.ts';
import type { AuthService } from './service.ts';
import { safeEqual, sign, unsign } from '../http/signing.ts';

export interface OAuthRoutesOptions {
  auth: AuthService;
  oauth: OAuthAccounts;
  clients: Partial<Record<OAuthProvider, OAuthClient>>;
  secretKey: string;
  publicUrl: string;
  secureCookies: boolean;
}

/** The sign-in transaction kept in a signed HttpOnly cookie between start and callback. */
interface Transaction {
  provider: OAuthProvider;
  state: string;
  nonce: string;
  verifier: string;
  mode: 'signin' | 'link';
  userId: string | null;
  returnTo: string;
  locale: Locale;
  expires: number;
}

const TX_COOKIE = 'oauth_tx';
const TX_TTL_MS = 10 * 60_000;
const localPath = plainText(z.string().max(500))
  // Control characters get their own message first (plainText); then printable ASCII without a backslash: it must fit a Location header as it is (no CR, LF or
  // other control, nothing to encode) and never read as another host.
  .regex(/^\/(?![/\\])[\x21-\x5b\x5d-\x7e]*$/);
/** What the provider sends back: it reaches the audit log, so no control characters either. */
const providerText = (max: number) => plainText(z.string().max(max)).optional();

export const oauthRoutes: FastifyPluginAsync<OAuthRoutesOptions> = async (app, o) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];
  const providerParams = z.object({ locale: z.enum(LOCALES), provider: z.enum(OAUTH_PROVIDERS) });
  const redirectUri = (locale: Locale, provider: OAuthProvider) => `${o.publicUrl}/api/v1/${locale}/auth/oauth/${provider}/callback`;
  const txSecret = `oauth-tx:${o.secretKey}`;

  r.get('/auth/oauth/providers', {
    schema: {
      summary: 'The providers one can sign in with here',
      tags,
      params: z.object({ locale: z.enum(LOCALES) }),
      response: { 200: dataEnvelope(z.array(z.enum(OAUTH_PROVIDERS))) },
    },
    handler: async () => ({ data: OAUTH_PROVIDERS.filter((p) => o.clients[p]) }),
  });

  r.get('/auth/oauth/:provider/start', {
    schema: {
      summary: 'Start signing in with (or linking) Google or Facebook: redirects to the provider',
      tags,
      params: providerParams,
      querystring: z.object({ mode: z.enum(['signin', 'link']).default('signin'), return_to: localPath.optional() }),
      response: { 302: z.null().describe('Redirect to the provider'), 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema },
    },
    handler: async (request, reply) => {
      const { locale, provider } = request.params;
      const client = o.clients[provider];
      if (!client) throw new AppError('not_found', 404, 'oauth_not_configured');
      const { mode } = request.query;
      if (mode === 'link' && !request.auth) throw new AppError('unauthorized', 401, 'unauthenticated');
      const tx: Transaction = {
        provider,
        state: randomToken(),
        nonce: randomToken(),
        verifier: randomToken(48),
        mode,
        userId: mode === 'link' ? request.auth!.user.id : null,
        returnTo: request.query.return_to ?? (mode === 'link' ? `/${locale}/dashboard/profile` : `/${locale}`),
        locale,
        expires: o.auth.ctx.now().getTime() + TX_TTL_MS,
      };
      let url: string;
      try {
        url = await client.authorizationUrl({ redirectUri: redirectUri(locale, provider), state: tx.state, nonce: tx.nonce, codeVerifier: tx.verifier });
      } catch (err) {
        // The provider cannot be reached or answers nonsense: back to the page, with the reason logged.
        request.log.warn({ provider, err }, 'oauth start failed');
        const back = mode === 'link' ? `/${locale}/dashboard/profile` : `/${locale}/auth/login`;
        return reply.redirect(`${back}?oauth_error=oauth_failed`, 302);
      }
      reply.setCookie(TX_COOKIE, sign(txSecret, tx), { path: '/api/v1', httpOnly: true, sameSite: 'lax', secure: o.secureCookies, maxAge: TX_TTL_MS / 1000 });
      return reply.redirect(url, 302);
    },
  });

  r.get('/auth/oauth/:provider/callback', {
    schema: {
      summary: 'Where the provider sends the browser back; redirects to the web app',
      tags,
      params: providerParams,
      querystring: z.object({ code: providerText(2000), state: providerText(500), error: providerText(200) }).loose(),
      response: { 302: z.null().describe('Redirect to the web app') },
    },
    handler: async (request, reply) => {
      const { locale, provider } = request.params;
      const meta = requestMeta(request);
      const tx = unsign<Transaction>(txSecret, request.cookies[TX_COOKIE]);
      reply.clearCookie(TX_COOKIE, { path: '/api/v1', secure: o.secureCookies });
      const failTo = (key: MessageKey, t: Transaction | null) => {
        const base = t?.mode === 'link' ? `/${t.locale}/dashboard/profile` : `/${t?.locale ?? locale}/auth/login`;
        return reply.redirect(`${base}?oauth_error=${key}`, 302);
      };
      const fail = async (key: MessageKey, reason: string, t: Transaction | null): Promise<FastifyReply> => {
        await audit(o.auth.ctx.db, o.auth.ctx.now(), { event: 'login_failed', userId: t?.userId ?? null, meta: { provider, reason }, request: meta });
        request.log.info({ provider, reason }, 'oauth callback refused');
        return failTo(key, t);
      };
      const client = o.clients[provider];
      if (!client) return fail('oauth_not_configured', 'not configured', tx);
      if (!tx || tx.provider !== provider || tx.expires < o.auth.ctx.now().getTime()) return fail('oauth_failed', 'no or stale transaction', tx);
      if (!request.query.state || !safeEqual(request.query.state, tx.state)) return fail('oauth_failed', 'state mismatch', tx);
      if (request.query.error || !request.query.code) return fail('oauth_failed', `provider error ${request.query.error ?? 'no code'}`, tx);
      let identity;
      try {
        // The provider's whole answer (code, state, iss …): the library checks it before the exchange.
        const callback = new URL(request.url, o.publicUrl).searchParams;
        identity = await client.exchange({ callback, redirectUri: redirectUri(tx.locale, provider), state: tx.state, codeVerifier: tx.verifier, nonce: tx.nonce });
      } catch (err) {
        if (err instanceof OAuthFailure) return fail('oauth_failed', err.reason, tx);
        throw err;
      }
      try {
        if (tx.mode === 'link') {
          const current = request.auth;
          if (!current || current.user.id !== tx.userId) return fail('unauthenticated', 'link without the same session', tx);
          await o.oauth.link(current.user, provider, identity, meta);
          return reply.redirect(`${tx.returnTo}${tx.returnTo.includes('?') ? '&' : '?'}oauth_linked=${provider}`, 302);
        }
        const { token, user } = await o.oauth.signIn(provider, identity, tx.locale, meta);
        const verified = user.emailVerifiedAt !== null;
        setSessionCookies(reply, token, true, verified, o.secureCookies, o.secretKey);
        if (!verified) return reply.redirect(`/${tx.locale}/auth/otp?email=${encodeURIComponent(user.email)}`, 302);
        if (!isProfileComplete(user)) return reply.redirect(`/${tx.locale}/auth/complete-profile`, 302);
        return reply.redirect(tx.returnTo, 302);
      } catch (err) {
        if (err instanceof AppError) return fail(err.messageKey, err.messageKey, tx);
        throw err;
      }
    },
  });
};
