import { randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import type { OAuthProvider } from '@tasreef/contracts/auth';

/**
 * Sign-in with Google (OpenID Connect: discovery, id_token checked against the issuer's keys, nonce)
 * and Facebook (OAuth 2 with a userinfo endpoint), both through `openid-client` (ADR 0020): the
 * authorization-code flow with `state` and PKCE (S256). This module only maps our provider settings
 * to the library and its answers to a `ProviderIdentity`.
 */
export interface ProviderConfig {
  id: OAuthProvider;
  kind: 'oidc' | 'oauth2';
  clientId: string;
  clientSecret: string;
  issuer: string;
  /** Explicit endpoints (Facebook); otherwise read from `${issuer}/.well-known/openid-configuration`. */
  authorizationEndpoint?: string;
  tokenEndpoint?: string;
  userinfoEndpoint?: string;
  scopes: string[];
}

export interface ProviderIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

export class OAuthFailure extends Error {
  constructor(readonly reason: string) {
    super(`oauth: ${reason}`);
    this.name = 'OAuthFailure';
  }
}

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

const FACEBOOK_DEFAULT_ISSUER = 'https://www.facebook.com';

/** The settings of one provider as configured (config.ts): a client id and secret, maybe an issuer. */
export interface ProviderSettings {
  clientId: string;
  clientSecret: string;
  /** null: the provider's official issuer. */
  issuer: string | null;
}

/** Provider configurations from the settings; a provider without settings is off. */
export function providersFromSettings(settings: Partial<Record<OAuthProvider, ProviderSettings | null>>): Partial<Record<OAuthProvider, ProviderConfig>> {
  const out: Partial<Record<OAuthProvider, ProviderConfig>> = {};
  const g = settings.google;
  if (g) {
    out.google = {
      id: 'google',
      kind: 'oidc',
      clientId: g.clientId,
      clientSecret: g.clientSecret,
      issuer: (g.issuer || 'https://accounts.google.com').replace(/\/+$/, ''),
      scopes: ['openid', 'email', 'profile'],
    };
  }
  const f = settings.facebook;
  if (f) {
    const issuer = (f.issuer || FACEBOOK_DEFAULT_ISSUER).replace(/\/+$/, '');
    const official = issuer === FACEBOOK_DEFAULT_ISSUER;
    out.facebook = {
      id: 'facebook',
      kind: 'oauth2',
      clientId: f.clientId,
      clientSecret: f.clientSecret,
      issuer,
      // The official endpoints are fixed; another issuer (a test server) is discovered.
      ...(official
        ? {
            authorizationEndpoint: 'https://www.facebook.com/v19.0/dialog/oauth',
            tokenEndpoint: 'https://graph.facebook.com/v19.0/oauth/access_token',
            userinfoEndpoint: 'https://graph.facebook.com/me?fields=id,name,email,picture',
          }
        : {}),
      scopes: ['email', 'public_profile'],
    };
  }
  return out;
}

/** Provider settings from environment variables (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_ISSUER, FACEBOOK_*). */
export function providersFromEnv(env: Record<string, string | undefined>): Partial<Record<OAuthProvider, ProviderConfig>> {
  const one = (prefix: 'GOOGLE' | 'FACEBOOK'): ProviderSettings | null => {
    const clientId = env[`${prefix}_CLIENT_ID`];
    const clientSecret = env[`${prefix}_CLIENT_SECRET`];
    return clientId && clientSecret ? { clientId, clientSecret, issuer: env[`${prefix}_ISSUER`] || null } : null;
  };
  return providersFromSettings({ google: one('GOOGLE'), facebook: one('FACEBOOK') });
}

/** Issuers on this machine may speak plain HTTP (the local providers of the tests); no other may. */
function isLoopback(issuer: string): boolean {
  const host = new URL(issuer).hostname;
  return host === '127.0.0.1' || host === 'localhost' || host === '[::1]';
}

/** Why the library refused, in words for the audit log (`nonce mismatch`, `state mismatch`, …). */
function reasonOf(err: unknown): string {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const claim = (e as { claim?: unknown }).claim;
    if (typeof claim === 'string') return `${claim} mismatch`;
  }
  if (err instanceof oidc.AuthorizationResponseError) return `provider error ${err.error}`;
  const code = (err as { code?: unknown })?.code;
  const message = err instanceof Error ? err.message : String(err);
  return typeof code === 'string' ? `${code}: ${message}` : message;
}

export class OAuthClient {
  private configuration: Promise<oidc.Configuration> | null = null;

  /** `fetchImpl` replaces the network (unit tests of what the library refuses). */
  constructor(
    readonly config: ProviderConfig,
    private readonly fetchImpl?: oidc.CustomFetch,
  ) {}

  /** The provider's configuration: discovered once (again after a failure), or the fixed endpoints. */
  private configure(): Promise<oidc.Configuration> {
    this.configuration ??= this.make().catch((err: unknown) => {
      this.configuration = null; // try discovery again next time
      throw err instanceof OAuthFailure ? err : new OAuthFailure(`discovery failed: ${reasonOf(err)}`);
    });
    return this.configuration;
  }

  private async make(): Promise<oidc.Configuration> {
    const c = this.config;
    // Both take the secret in the form (client_secret_post): Facebook only so, Google either way.
    const auth = oidc.ClientSecretPost(c.clientSecret);
    // id_token times come from the provider's clock: a minute of tolerance either way.
    const metadata: Partial<oidc.ClientMetadata> = { client_secret: c.clientSecret, [oidc.clockTolerance]: 60 };
    const execute = isLoopback(c.issuer) ? [oidc.allowInsecureRequests] : [];
    let configuration: oidc.Configuration;
    if (c.authorizationEndpoint && c.tokenEndpoint) {
      configuration = new oidc.Configuration(
        { issuer: c.issuer, authorization_endpoint: c.authorizationEndpoint, token_endpoint: c.tokenEndpoint, userinfo_endpoint: c.userinfoEndpoint },
        c.clientId,
        metadata,
        auth,
      );
      for (const step of execute) step(configuration);
      if (this.fetchImpl) configuration[oidc.customFetch] = this.fetchImpl;
    } else {
      configuration = await oidc.discovery(new URL(c.issuer), c.clientId, metadata, auth, { execute, ...(this.fetchImpl ? { [oidc.customFetch]: this.fetchImpl } : {}) });
    }
    return configuration;
  }

  async authorizationUrl(p: { redirectUri: string; state: string; nonce: string; codeVerifier: string }): Promise<string> {
    const configuration = await this.configure();
    const c = this.config;
    const parameters: Record<string, string> = {
      redirect_uri: p.redirectUri,
      scope: c.scopes.join(c.id === 'facebook' ? ',' : ' '),
      state: p.state,
      code_challenge: await oidc.calculatePKCECodeChallenge(p.codeVerifier),
      code_challenge_method: 'S256',
    };
    if (c.kind === 'oidc') parameters.nonce = p.nonce;
    return oidc.buildAuthorizationUrl(configuration, parameters).toString();
  }

  /**
   * Checks the provider's answer at `redirectUri` (its query in `callback`: code, state, error) and
   * exchanges the code; returns who signed in. Throws `OAuthFailure` on anything unexpected.
   */
  async exchange(p: { callback: URLSearchParams; redirectUri: string; state: string; codeVerifier: string; nonce: string }): Promise<ProviderIdentity> {
    const configuration = await this.configure();
    const current = new URL(p.redirectUri);
    current.search = p.callback.toString();
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, current, {
        pkceCodeVerifier: p.codeVerifier,
        expectedState: p.state,
        ...(this.config.kind === 'oidc' ? { expectedNonce: p.nonce } : {}),
      });
      if (this.config.kind === 'oidc') return identityFromClaims(tokens.claims());
      return await this.identityFromUserinfo(configuration, tokens.access_token);
    } catch (err) {
      throw err instanceof OAuthFailure ? err : new OAuthFailure(reasonOf(err));
    }
  }

  /** Facebook's `/me` is not OpenID userinfo (`id`, not `sub`; the picture nested): read as a plain resource. */
  private async identityFromUserinfo(configuration: oidc.Configuration, accessToken: string): Promise<ProviderIdentity> {
    const endpoint = configuration.serverMetadata().userinfo_endpoint;
    if (!endpoint) throw new OAuthFailure('no userinfo endpoint');
    const res = await oidc.fetchProtectedResource(configuration, accessToken, new URL(endpoint), 'GET', undefined, new Headers({ accept: 'application/json' }));
    if (!res.ok) throw new OAuthFailure(`userinfo answered ${res.status}`);
    const u = (await res.json()) as Record<string, unknown>;
    const subject = typeof u.id === 'string' ? u.id : typeof u.sub === 'string' ? u.sub : null;
    if (!subject) throw new OAuthFailure('no subject');
    const pic = u.picture as unknown;
    const picture =
      typeof pic === 'string'
        ? pic
        : pic && typeof pic === 'object' && typeof (pic as { data?: { url?: unknown } }).data?.url === 'string'
          ? (pic as { data: { url: string } }).data.url
          : null;
    const email = typeof u.email === 'string' ? u.email.trim().toLowerCase() : null;
    // Facebook only hands out confirmed addresses; an explicit `email_verified: false` is respected.
    return { subject, email, emailVerified: email !== null && u.email_verified !== false, name: typeof u.name === 'string' ? u.name : null, picture };
  }
}

/** Who an id_token (already checked by the library: signature, issuer, audience, times, nonce) names. */
function identityFromClaims(claims: oidc.IDToken | undefined): ProviderIdentity {
  if (!claims) throw new OAuthFailure('no id_token');
  if (typeof claims.sub !== 'string' || !claims.sub) throw new OAuthFailure('no subject');
  return {
    subject: claims.sub,
    email: typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null,
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    name: typeof claims.name === 'string' ? claims.name : null,
    picture: typeof claims.picture === 'string' ? claims.picture : null,
  };
}
