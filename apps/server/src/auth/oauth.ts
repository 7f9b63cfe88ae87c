import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { OAuthProvider } from '@tasreef/contracts/auth';

/**
 * A generic OpenID Connect / OAuth 2 client: Google is OpenID Connect (discovery, id_token checked
 * against the issuer's JWKS, nonce), Facebook is OAuth 2 with a userinfo endpoint. Both use the
 * authorization-code flow with `state` and PKCE (S256).
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

interface Endpoints {
  authorization: string;
  token: string;
  userinfo: string | null;
  jwks: string | null;
  issuer: string;
}

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

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

export class OAuthClient {
  private endpoints: Promise<Endpoints> | null = null;
  private jwks: JWTVerifyGetKey | null = null;

  constructor(
    readonly config: ProviderConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  private async resolve(): Promise<Endpoints> {
    const c = this.config;
    if (c.authorizationEndpoint && c.tokenEndpoint) {
      return { authorization: c.authorizationEndpoint, token: c.tokenEndpoint, userinfo: c.userinfoEndpoint ?? null, jwks: null, issuer: c.issuer };
    }
    this.endpoints ??= (async () => {
      const res = await this.fetchImpl(`${c.issuer}/.well-known/openid-configuration`, { headers: { accept: 'application/json' } });
      if (!res.ok) throw new OAuthFailure(`discovery answered ${res.status}`);
      const d = (await res.json()) as Record<string, unknown>;
      const str = (k: string) => (typeof d[k] === 'string' ? (d[k] as string) : null);
      const authorization = str('authorization_endpoint');
      const token = str('token_endpoint');
      if (!authorization || !token) throw new OAuthFailure('discovery without endpoints');
      if (c.kind === 'oidc' && str('issuer') !== c.issuer) throw new OAuthFailure('discovery issuer mismatch');
      return { authorization, token, userinfo: str('userinfo_endpoint'), jwks: str('jwks_uri'), issuer: str('issuer') ?? c.issuer };
    })().catch((err: unknown) => {
      this.endpoints = null; // try discovery again next time
      throw err;
    });
    return this.endpoints;
  }

  async authorizationUrl(p: { redirectUri: string; state: string; nonce: string; codeVerifier: string }): Promise<string> {
    const e = await this.resolve();
    const url = new URL(e.authorization);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', this.config.clientId);
    url.searchParams.set('redirect_uri', p.redirectUri);
    url.searchParams.set('scope', this.config.scopes.join(this.config.id === 'facebook' ? ',' : ' '));
    url.searchParams.set('state', p.state);
    url.searchParams.set('code_challenge', pkceChallenge(p.codeVerifier));
    url.searchParams.set('code_challenge_method', 'S256');
    if (this.config.kind === 'oidc') url.searchParams.set('nonce', p.nonce);
    return url.toString();
  }

  /** Exchanges the code and returns who signed in; throws `OAuthFailure` on anything unexpected. */
  async exchange(p: { code: string; redirectUri: string; codeVerifier: string; nonce: string; now: Date }): Promise<ProviderIdentity> {
    const e = await this.resolve();
    const c = this.config;
    const body = new URLSearchParams({ grant_type: 'authorization_code', code: p.code, redirect_uri: p.redirectUri, code_verifier: p.codeVerifier });
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
    if (c.kind === 'oidc') {
      headers.authorization = `Basic ${Buffer.from(`${encodeURIComponent(c.clientId)}:${encodeURIComponent(c.clientSecret)}`).toString('base64')}`;
    } else {
      body.set('client_id', c.clientId);
      body.set('client_secret', c.clientSecret);
    }
    const res = await this.fetchImpl(e.token, { method: 'POST', headers, body });
    if (!res.ok) throw new OAuthFailure(`token endpoint answered ${res.status}`);
    const tokens = (await res.json()) as { access_token?: unknown; id_token?: unknown };
    if (c.kind === 'oidc') return this.identityFromIdToken(e, tokens.id_token, p.nonce, p.now);
    if (typeof tokens.access_token !== 'string') throw new OAuthFailure('no access token');
    return this.identityFromUserinfo(e, tokens.access_token);
  }

  private async identityFromIdToken(e: Endpoints, idToken: unknown, nonce: string, now: Date): Promise<ProviderIdentity> {
    if (typeof idToken !== 'string') throw new OAuthFailure('no id_token');
    if (!e.jwks) throw new OAuthFailure('no jwks_uri');
    this.jwks ??= createRemoteJWKSet(new URL(e.jwks));
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(idToken, this.jwks, { issuer: e.issuer, audience: this.config.clientId, currentDate: now, clockTolerance: 60 }));
    } catch (err) {
      throw new OAuthFailure(`id_token rejected: ${(err as Error).message}`);
    }
    if (payload.nonce !== nonce) throw new OAuthFailure('nonce mismatch');
    if (typeof payload.sub !== 'string' || !payload.sub) throw new OAuthFailure('no subject');
    return {
      subject: payload.sub,
      email: typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : null,
      emailVerified: payload.email_verified === true || payload.email_verified === 'true',
      name: typeof payload.name === 'string' ? payload.name : null,
      picture: typeof payload.picture === 'string' ? payload.picture : null,
    };
  }

  private async identityFromUserinfo(e: Endpoints, accessToken: string): Promise<ProviderIdentity> {
    if (!e.userinfo) throw new OAuthFailure('no userinfo endpoint');
    const res = await this.fetchImpl(e.userinfo, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } });
    if (!res.ok) throw new OAuthFailure(`userinfo answered ${res.status}`);
    const u = (await res.json()) as Record<string, unknown>;
    const subject = typeof u.id === 'string' ? u.id : typeof u.sub === 'string' ? u.sub : null;
    if (!subject) throw new OAuthFailure('no subject');
    const pic = u.picture as unknown;
    const picture =
      typeof pic === 'string' ? pic : pic && typeof pic === 'object' && typeof (pic as { data?: { url?: unknown } }).data?.url === 'string' ? ((pic as { data: { url: string } }).data.url) : null;
    const email = typeof u.email === 'string' ? u.email.trim().toLowerCase() : null;
    // Facebook only hands out confirmed addresses; an explicit `email_verified: false` is respected.
    return { subject, email, emailVerified: email !== null && u.email_verified !== false, name: typeof u.name === 'string' ? u.name : null, picture };
  }
}
