/**
 * An LTI 1.3 platform on loopback, for the tool's tests (ADR 0084): what an LMS does, by the
 * specifications, with its own RSA keys and a JWKS that rotates; the OpenID configuration and the
 * registration endpoint of LTI Dynamic Registration; an OIDC authorization endpoint that answers
 * the id_token as a form to post back; a token endpoint for client credentials that verifies the
 * tool's JWT client assertion against the tool's JWKS; AGS line items and scores; NRPS members.
 * It checks what it is sent as a platform would, and records it for the tests to read.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLocalJWKSet, exportJWK, generateKeyPair, jwtVerify, SignJWT, type CryptoKey, type JSONWebKeySet, type JWK, type JWTPayload } from 'jose';

const LTI = 'https://purl.imsglobal.org/spec/lti/claim';
export const ROLE = {
  instructor: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor',
  learner: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner',
  guest: 'http://purl.imsglobal.org/vocab/lis/v2/system/person#Guest',
};
export const SCORE_SCOPE = 'https://purl.imsglobal.org/spec/lti-ags/scope/score';
export const LINEITEM_SCOPE = 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem';
export const NRPS_SCOPE = 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly';

interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

async function newKey(): Promise<SigningKey> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const kid = `platform-${randomUUID()}`;
  return { kid, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

/** What a launch carries besides the claims the platform always sets. */
export interface LaunchSpec {
  sub: string;
  roles: string[];
  messageType?: string;
  version?: string;
  deploymentId?: string;
  claims?: Record<string, unknown>;
  /** Seconds from now for exp (negative: expired). */
  expiresIn?: number;
  /** Sign with a key the JWKS does not publish, under the current kid (a forgery). */
  forge?: boolean;
  /** Sign with a key whose kid the JWKS never publishes. */
  unknownKid?: boolean;
  audience?: string | string[];
  azp?: string;
}

export interface Score {
  userId: string;
  scoreGiven: number;
  scoreMaximum: number;
  activityProgress: string;
  gradingProgress: string;
  timestamp: string;
}

export interface LineItem {
  id: string;
  label: string;
  scoreMaximum: number;
  resourceLinkId: string;
  scores: Score[];
}

interface Registration {
  clientId: string;
  deploymentId: string;
  body: Record<string, unknown>;
}

export class LoopbackPlatform {
  base = '';
  private server: http.Server | null = null;
  private keys: SigningKey[] = [];
  private rogue: SigningKey | null = null;
  /** The registration token the LMS hands in the registration URL (the tool must send it back). */
  readonly registrationToken = `reg_${randomBytes(16).toString('hex')}`;
  readonly registrations: Registration[] = [];
  private readonly launches = new Map<string, { spec: LaunchSpec; clientId: string }>();
  private readonly tokens = new Map<string, { clientId: string; scopes: string[] }>();
  private readonly seenJti = new Set<string>();
  readonly lineItems = new Map<string, LineItem>();
  readonly members: Array<{ user_id: string; roles: string[]; name?: string; status?: string }> = [];
  /** Every request the platform got (method and path), for the tests that count calls. */
  readonly log: string[] = [];
  /** How many score posts to answer 500 before taking them (a platform having a bad minute). */
  failScores = 0;
  /** Whether Dynamic Registration's answer names the deployment (a platform may leave it to the first launch). */
  answerDeploymentId = true;
  /** The client id and deployment the next Dynamic Registration answers (a platform whose client is shared). */
  nextRegistration: { clientId: string; deploymentId: string } | null = null;
  private deployments = 0;

  /** How the platform fetches the tool's JWKS (the tool is an in-process app in these tests). */
  constructor(
    private readonly toolFetch: (url: string) => Promise<unknown>,
    /** The platform's clock in milliseconds (the tests share the tool's, which they move). */
    private readonly nowMs: () => number = () => Date.now(),
  ) {}

  get issuer() {
    return this.base;
  }
  get openidConfiguration() {
    return `${this.base}/.well-known/openid-configuration`;
  }

  async start(): Promise<this> {
    this.keys = [await newKey()];
    this.rogue = await newKey();
    this.server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        this.handle(req, body).then(
          (a) => {
            res.writeHead(a.status, { 'content-type': a.type ?? 'application/json' });
            res.end(typeof a.body === 'string' ? a.body : JSON.stringify(a.body));
          },
          (err: unknown) => {
            res.writeHead(500, { 'content-type': 'text/plain' });
            res.end(String(err));
          },
        );
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** A new signing key: it signs from now on, and the old one stays published (the JWKS rotates). */
  async rotate(): Promise<string> {
    const key = await newKey();
    this.keys = [key, ...this.keys].slice(0, 2);
    return key.kid;
  }

  /** The LMS user's click on a course link: a login hint the authorization endpoint will know. */
  prepareLaunch(clientId: string, spec: LaunchSpec): string {
    const hint = `hint_${randomBytes(8).toString('hex')}`;
    this.launches.set(hint, { spec, clientId });
    return hint;
  }

  /**
   * The third-party login initiation parameters the LMS sends to the tool's login URL; a null
   * deployment leaves `lti_deployment_id` out (it is optional in the specification).
   */
  loginParams(clientId: string, hint: string, deploymentId: string | null = this.registrationOf(clientId).deploymentId): Record<string, string> {
    return {
      iss: this.issuer,
      login_hint: hint,
      target_link_uri: `${this.toolOrigin(clientId)}/lti/launch`,
      client_id: clientId,
      ...(deploymentId === null ? {} : { lti_deployment_id: deploymentId }),
    };
  }

  /**
   * What an LMS administrator does for a tool registered by hand: the tool's addresses typed in
   * under a client id (one developer key may then be deployed in many schools' accounts).
   */
  registerByHand(clientId: string, deploymentId: string, tool: string): void {
    if (this.registrations.some((r) => r.clientId === clientId)) return;
    this.registrations.push({ clientId, deploymentId, body: { initiate_login_uri: `${tool}/lti/login`, redirect_uris: [`${tool}/lti/launch`], jwks_uri: `${tool}/lti/jwks` } });
  }

  registrationOf(clientId: string): Registration {
    const r = this.registrations.find((x) => x.clientId === clientId);
    if (!r) throw new Error(`no registration ${clientId}`);
    return r;
  }

  private toolOrigin(clientId: string): string {
    return new URL(String(this.registrationOf(clientId).body.initiate_login_uri)).origin;
  }

  /** The platform side of Deep Linking: verifies the tool's signed answer and makes the line item. */
  async acceptDeepLink(clientId: string, jwt: string, resourceLinkId: string): Promise<{ item: LineItem; custom: Record<string, string>; payload: JWTPayload }> {
    const payload = await this.verifyToolJwt(clientId, jwt, this.issuer);
    if (payload[`${LTI}/message_type`] !== 'LtiDeepLinkingResponse') throw new Error('not a deep linking response');
    if (payload[`${LTI}/version`] !== '1.3.0') throw new Error('wrong version');
    if (payload[`${LTI}/deployment_id`] !== this.registrationOf(clientId).deploymentId) throw new Error('wrong deployment');
    const items = payload['https://purl.imsglobal.org/spec/lti-dl/claim/content_items'] as Array<Record<string, unknown>>;
    if (!Array.isArray(items) || items.length !== 1 || items[0]!.type !== 'ltiResourceLink') throw new Error('expected one ltiResourceLink');
    const li = items[0]!.lineItem as { scoreMaximum: number; label: string };
    const item: LineItem = { id: `${this.base}/lineitems/${this.lineItems.size + 1}`, label: li.label, scoreMaximum: li.scoreMaximum, resourceLinkId, scores: [] };
    this.lineItems.set(item.id, item);
    return { item, custom: items[0]!.custom as Record<string, string>, payload };
  }

  private async verifyToolJwt(clientId: string, jwt: string, audience: string): Promise<JWTPayload> {
    const jwksUrl = String(this.registrationOf(clientId).body.jwks_uri);
    const jwks = (await this.toolFetch(jwksUrl)) as JSONWebKeySet;
    const { payload } = await jwtVerify(jwt, createLocalJWKSet(jwks), { issuer: clientId, audience, algorithms: ['RS256'], currentDate: new Date(this.nowMs()) });
    return payload;
  }

  private async idToken(clientId: string, nonce: string, spec: LaunchSpec): Promise<string> {
    const reg = this.registrationOf(clientId);
    const key = spec.forge ? { ...this.rogue!, kid: this.keys[0]!.kid } : spec.unknownKid ? this.rogue! : this.keys[0]!;
    const now = Math.floor(this.nowMs() / 1000);
    return new SignJWT({
      nonce,
      azp: spec.azp ?? clientId,
      [`${LTI}/message_type`]: spec.messageType ?? 'LtiResourceLinkRequest',
      [`${LTI}/version`]: spec.version ?? '1.3.0',
      [`${LTI}/deployment_id`]: spec.deploymentId ?? reg.deploymentId,
      [`${LTI}/target_link_uri`]: `${this.toolOrigin(clientId)}/lti/launch`,
      [`${LTI}/roles`]: spec.roles,
      ...spec.claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
      .setIssuer(this.issuer)
      .setSubject(spec.sub)
      .setAudience(spec.audience ?? clientId)
      .setIssuedAt(now)
      .setExpirationTime(now + (spec.expiresIn ?? 300))
      .sign(key.privateKey);
  }

  private bearer(req: http.IncomingMessage, scope: string): boolean {
    const m = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
    return m !== null && (this.tokens.get(m[1]!)?.scopes.includes(scope) ?? false);
  }

  private async handle(req: http.IncomingMessage, body: string): Promise<{ status: number; body: unknown; type?: string }> {
    const url = new URL(req.url ?? '/', this.base);
    this.log.push(`${req.method} ${url.pathname}`);
    const bad = (status: number, error: string) => ({ status, body: { error } });
    if (req.method === 'GET' && url.pathname === '/.well-known/openid-configuration') {
      return {
        status: 200,
        body: {
          issuer: this.issuer,
          authorization_endpoint: `${this.base}/auth`,
          token_endpoint: `${this.base}/token`,
          jwks_uri: `${this.base}/jwks`,
          registration_endpoint: `${this.base}/register`,
          token_endpoint_auth_methods_supported: ['private_key_jwt'],
          id_token_signing_alg_values_supported: ['RS256'],
          scopes_supported: ['openid', SCORE_SCOPE, LINEITEM_SCOPE, NRPS_SCOPE],
          'https://purl.imsglobal.org/spec/lti-platform-configuration': {
            product_family_code: 'loopback-lms',
            version: '1.0',
            messages_supported: [{ type: 'LtiResourceLinkRequest' }, { type: 'LtiDeepLinkingRequest' }],
          },
        },
      };
    }
    if (req.method === 'POST' && url.pathname === '/register') {
      if (req.headers.authorization !== `Bearer ${this.registrationToken}`) return bad(401, 'registration token');
      const reg = JSON.parse(body) as Record<string, unknown>;
      const uris = reg.redirect_uris as string[] | undefined;
      if (!Array.isArray(uris) || uris.length === 0 || typeof reg.initiate_login_uri !== 'string' || typeof reg.jwks_uri !== 'string') return bad(400, 'invalid_client_metadata');
      if (reg.token_endpoint_auth_method !== 'private_key_jwt') return bad(400, 'token_endpoint_auth_method');
      const forced = this.nextRegistration;
      this.nextRegistration = null;
      const clientId = forced?.clientId ?? `client-${this.registrations.length + 1}`;
      const deploymentId = forced?.deploymentId ?? `deployment-${++this.deployments}`;
      this.registrations.push({ clientId, deploymentId, body: reg });
      const toolConfig = reg['https://purl.imsglobal.org/spec/lti-tool-configuration'] as Record<string, unknown>;
      const answered = { ...toolConfig, ...(this.answerDeploymentId ? { deployment_id: deploymentId } : {}) };
      return { status: 200, body: { ...reg, client_id: clientId, 'https://purl.imsglobal.org/spec/lti-tool-configuration': answered } };
    }
    if (req.method === 'GET' && url.pathname === '/jwks') return { status: 200, body: { keys: this.keys.map((k) => k.publicJwk) } };
    if (req.method === 'GET' && url.pathname === '/auth') {
      const q = Object.fromEntries(url.searchParams);
      if (q.scope !== 'openid' || q.response_type !== 'id_token' || q.response_mode !== 'form_post' || q.prompt !== 'none') return bad(400, 'invalid_request');
      const reg = this.registrations.find((r) => r.clientId === q.client_id);
      if (!reg) return bad(400, 'unauthorized_client');
      if (!(reg.body.redirect_uris as string[]).includes(q.redirect_uri ?? '')) return bad(400, 'invalid redirect_uri');
      const launch = this.launches.get(q.login_hint ?? '');
      if (!launch || launch.clientId !== q.client_id) return bad(400, 'login_required');
      if (!q.nonce || !q.state) return bad(400, 'nonce and state');
      const idToken = await this.idToken(launch.clientId, q.nonce, launch.spec);
      const form = `<form method="post" action="${q.redirect_uri}"><input type="hidden" name="id_token" value="${idToken}"><input type="hidden" name="state" value="${q.state}"></form>`;
      return { status: 200, body: `<!doctype html><html><body>${form}</body></html>`, type: 'text/html' };
    }
    if (req.method === 'POST' && url.pathname === '/token') {
      const f = Object.fromEntries(new URLSearchParams(body));
      if (f.grant_type !== 'client_credentials' || f.client_assertion_type !== 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer' || !f.client_assertion)
        return bad(400, 'invalid_request');
      const clientId = this.registrations.find((r) => f.client_assertion!.length > 0 && r.clientId === decodeIss(f.client_assertion!))?.clientId;
      if (!clientId) return bad(401, 'invalid_client');
      let payload: JWTPayload;
      try {
        payload = await this.verifyToolJwt(clientId, f.client_assertion, `${this.base}/token`);
      } catch (err) {
        return bad(401, `invalid_client: ${(err as Error).message}`);
      }
      if (payload.sub !== clientId || !payload.jti || this.seenJti.has(payload.jti) || !payload.exp) return bad(401, 'invalid_client: sub, jti or exp');
      this.seenJti.add(payload.jti);
      const scopes = (f.scope ?? '').split(' ').filter(Boolean);
      const token = randomBytes(24).toString('hex');
      this.tokens.set(token, { clientId, scopes });
      return { status: 200, body: { access_token: token, token_type: 'Bearer', expires_in: 3600, scope: scopes.join(' ') } };
    }
    const scores = /^\/lineitems\/(\d+)\/scores$/.exec(url.pathname);
    if (req.method === 'POST' && scores) {
      if (!this.bearer(req, SCORE_SCOPE)) return bad(401, 'token');
      if (req.headers['content-type'] !== 'application/vnd.ims.lis.v1.score+json') return bad(415, 'content type');
      const item = this.lineItems.get(`${this.base}/lineitems/${scores[1]}`);
      if (!item) return bad(404, 'line item');
      if (this.failScores > 0) {
        this.failScores--;
        return bad(500, 'gradebook trouble');
      }
      const s = JSON.parse(body) as Score;
      if (typeof s.userId !== 'string' || typeof s.scoreGiven !== 'number' || typeof s.scoreMaximum !== 'number' || !s.timestamp) return bad(400, 'score');
      if (s.activityProgress !== 'Completed' || s.gradingProgress !== 'FullyGraded') return bad(400, 'progress');
      const last = item.scores.filter((x) => x.userId === s.userId).at(-1);
      // AGS: a score older than the one the platform holds is refused
      if (last && Date.parse(last.timestamp) > Date.parse(s.timestamp)) return bad(409, 'older score');
      item.scores.push(s);
      return { status: 204, body: '' };
    }
    const roster = /^\/memberships\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && roster) {
      if (!this.bearer(req, NRPS_SCOPE)) return bad(401, 'token');
      return { status: 200, body: { id: url.toString(), context: { id: roster[1] }, members: this.members } };
    }
    return bad(404, 'not found');
  }

  /** The latest score of an LMS user at a line item (what the gradebook shows). */
  gradebook(lineItem: string, userId: string): Score | undefined {
    return this.lineItems
      .get(lineItem)
      ?.scores.filter((s) => s.userId === userId)
      .at(-1);
  }
}

function decodeIss(jwt: string): string | undefined {
  try {
    return (JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as { iss?: string }).iss;
  } catch {
    return undefined;
  }
}

/** The hidden fields of the first form of an HTML page, and its action. */
export function formOf(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no form in ${html.slice(0, 300)}`);
  const fields: Record<string, string> = {};
  const form = html.slice(html.indexOf('<form'), html.indexOf('</form>'));
  for (const m of form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) fields[m[1]!] = m[2]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  return { action: action.replace(/&amp;/g, '&'), fields };
}
