import type { OAuthProvider } from '@tasreef/contracts/auth';
import { resolveSecretKey } from '../config.ts';
import fp from 'fastify-plugin';
import { accountRoutes } from './account-routes.ts';
import { AccountService } from './account-service.ts';
import { AppError } from '../http/errors.ts';
import { type ApiKeyResolver } from '../http/guards.ts';
import { clearSessionCookies } from '../http/session-cookies.ts';
import { authenticator } from './http.ts';
import { OAuthClient, providersFromSettings, type ProviderConfig } from './oauth.ts';
import { OAuthAccounts } from './oauth-service.ts';
import { oauthRoutes } from './oauth-routes.ts';
import { authRoutes } from './routes.ts';
import { AuthService } from './service.ts';

export interface AccountsPluginOptions {
  /** Google and Facebook settings; default: `config.oauth` (GOOGLE_*, FACEBOOK_* variables). */
  providers?: Partial<Record<OAuthProvider, ProviderConfig>>;
  /** The time floor of answers that must not tell which addresses have accounts (default 150 ms). */
  evenAnswerMs?: number;
  /** How a bearer token that is an API key is taken (integrations/key-auth.ts, ADR 0083); none: keys are unknown tokens. */
  apiKeys?: ApiKeyResolver;
}

/** What an account that must choose a new password may still call. */
const PASSWORD_CHANGE_ALLOWED = new Set(['POST /auth/set-password', 'DELETE /auth/logout', 'GET /account']);

export interface AccountsServices {
  auth: AuthService;
  accounts: AccountService;
  oauth: OAuthAccounts;
}

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountsServices;
  }
}

/**
 * Accounts for the API scope (`/api/v1/:locale`), not encapsulated: every API route registered
 * after it sees `request.auth` and can use the guards of `./http.ts`. Their errors are answered by
 * the app's one error handler (http/errors.ts). It registers its own routes only (sign-in, providers,
 * the account's own page); the other features are registered where the app is built (app.ts, ADR 0065).
 */
export const accountsPlugin = fp<AccountsPluginOptions>(
  async (api, opts) => {
    const config = api.config;
    const secretKey = resolveSecretKey(config);
    const auth = new AuthService({
      db: api.db,
      now: api.clock,
      secretKey,
      mailer: api.mailer,
      adminEmails: new Set(config.adminEmails.map((e) => e.trim().toLowerCase())),
      evenAnswerMs: opts.evenAnswerMs,
    });
    const accounts = new AccountService(auth.ctx, auth);
    const oauth = new OAuthAccounts(auth);
    api.decorate('accounts', { auth, accounts, oauth });

    const providers = opts.providers ?? providersFromSettings(config.oauth);
    const clients: Partial<Record<OAuthProvider, OAuthClient>> = {};
    for (const p of Object.values(providers)) if (p) clients[p.id] = new OAuthClient(p);

    const secureCookies = config.publicUrl.startsWith('https://');
    api.decorateRequest('auth', null);
    api.decorateRequest('csrfRejected', false);
    api.addHook('onRequest', authenticator(auth.sessions, [new URL(config.publicUrl).origin], secretKey, opts.apiKeys));
    // An account on a one-time password chooses its own before anything else (ADR 0024).
    api.addHook('preHandler', async (request) => {
      if (!request.auth?.user.passwordMustChange) return;
      const route = `${request.method} ${request.routeOptions.url ?? ''}`.replace('/api/v1/:locale', '');
      if (!PASSWORD_CHANGE_ALLOWED.has(route)) throw new AppError('password_change_required', 403, 'password_change_required');
    });
    // A 401 says the caller's session is gone: the web app's cookies go with it. (onError runs just
    // before the error handler, which answers; the cookies are written when the answer is sent.)
    api.addHook('onError', async (request, reply, error) => {
      if (error instanceof AppError && error.statusCode === 401) clearSessionCookies(reply, request.protocol === 'https');
    });

    await api.register(authRoutes, { auth, secureCookies, secretKey });
    await api.register(oauthRoutes, { auth, oauth, clients, secretKey, publicUrl: config.publicUrl, secureCookies });
    await api.register(accountRoutes, { auth, accounts, secureCookies });
  },
  { name: 'tasreef-accounts' },
);
