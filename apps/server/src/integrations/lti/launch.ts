import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import { decodeJwt, type JWTPayload } from 'jose';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/accounts.ts';
import { examAssignments, exams } from '../../db/exams.ts';
import { memberships, organizations } from '../../db/management.ts';
import { assertTeacherRoom, lockOrganization } from '../../management/workspace.ts';
import { ltiAccounts, ltiConnections, ltiDeployments, ltiGradeTargets, ltiLogins, ltiResourceLinks } from '../../db/lti.ts';
import { AppError } from '../../http/errors.ts';
import { CLAIM, MESSAGE_TYPES, roleOf, SCOPE, type MessageType } from './claims.ts';
import { lockPlatformClient, type ConnectionRow } from './connections.ts';
import { verifyPlatformToken } from './platform-keys.ts';

/** How long a login may take from the tool's redirect to the platform's form post. */
export const LOGIN_TTL_MS = 10 * 60_000;
const hash = (v: string) => createHash('sha256').update(v).digest('hex');
const refused = (key: 'lti_login_unknown' | 'lti_state_unknown' | 'lti_state_browser' | 'lti_nonce_mismatch' | 'lti_deployment_unknown' | 'lti_role_unknown', status = 401) =>
  new AppError(status === 403 ? 'forbidden' : 'unauthorized', status, key);

export interface LoginRequest {
  iss?: string;
  login_hint?: string;
  target_link_uri?: string;
  lti_message_hint?: string;
  client_id?: string;
  lti_deployment_id?: string;
}

type Reader = Pick<Db, 'select'>;

/** The connection a deployment of a platform client (issuer, client id) belongs to, if any. */
async function connectionOfDeployment(db: Reader, issuer: string, clientId: string, deploymentId: string): Promise<ConnectionRow | null> {
  const [row] = await db
    .select({ connection: ltiConnections })
    .from(ltiDeployments)
    .innerJoin(ltiConnections, eq(ltiConnections.id, ltiDeployments.connectionId))
    .where(and(eq(ltiDeployments.issuer, issuer), eq(ltiDeployments.clientId, clientId), eq(ltiDeployments.deploymentId, deploymentId)));
  return row?.connection ?? null;
}

/**
 * Whether a connection may take a deployment no connection holds (ADR 0084, 0095): only when it
 * has none yet and is the only connection of its (issuer, client id). When another school's
 * connection shares the platform client, the first launch would be anyone's: refused instead.
 */
async function mayTakeDeployment(db: Reader, connection: ConnectionRow): Promise<boolean> {
  const own = await db.select({ id: ltiDeployments.deploymentId }).from(ltiDeployments).where(eq(ltiDeployments.connectionId, connection.id)).limit(1);
  if (own.length > 0) return false;
  const sharing = await db
    .select({ id: ltiConnections.id })
    .from(ltiConnections)
    .where(and(eq(ltiConnections.issuer, connection.issuer!), eq(ltiConnections.clientId, connection.clientId!), ne(ltiConnections.id, connection.id)))
    .limit(1);
  return sharing.length === 0;
}

/** A launch's deployment and the connection: its own (`own`), one it may take (`free`), or refused (null). */
async function deploymentRight(db: Reader, connection: ConnectionRow, deploymentId: string): Promise<'own' | 'free' | null> {
  const held = await connectionOfDeployment(db, connection.issuer!, connection.clientId!, deploymentId);
  if (held) return held.id === connection.id ? 'own' : null;
  return (await mayTakeDeployment(db, connection)) ? 'free' : null;
}

/**
 * OIDC third-party initiated login: the connections of (iss, client_id) and, when the platform
 * names its deployment, the one that holds it; a state bound to this browser (the cookie value's
 * hash is kept, the value goes to the browser), a nonce, and the platform's authorization URL to
 * send the browser to. Several connections sharing the client and no deployment named: the login
 * goes on (their authorization URL must be the same) and the launch settles the connection.
 */
export async function beginLogin(db: Db, q: LoginRequest, launchUrl: string, now: Date): Promise<{ redirect: string; browser: string }> {
  if (!q.iss || !q.login_hint) throw new AppError('bad_request', 400, 'lti_login_unknown');
  const found = await db
    .select()
    .from(ltiConnections)
    .where(q.client_id ? and(eq(ltiConnections.issuer, q.iss), eq(ltiConnections.clientId, q.client_id)) : eq(ltiConnections.issuer, q.iss));
  // without a client_id the issuer must name one platform client
  if (found.length === 0 || new Set(found.map((c) => c.clientId)).size !== 1) throw refused('lti_login_unknown');
  const clientId = found[0]!.clientId!;
  let connection: ConnectionRow | null = found.length === 1 ? found[0]! : null;
  if (q.lti_deployment_id) {
    const holder = await connectionOfDeployment(db, q.iss, clientId, q.lti_deployment_id);
    if (holder) connection = holder;
    else if (!connection || !(await mayTakeDeployment(db, connection))) throw refused('lti_deployment_unknown');
  }
  if (!connection && new Set(found.map((c) => c.authUrl)).size !== 1) throw refused('lti_login_unknown');
  const state = randomBytes(32).toString('base64url');
  const nonce = randomBytes(32).toString('base64url');
  const browser = randomBytes(32).toString('base64url');
  await db.delete(ltiLogins).where(lt(ltiLogins.expiresAt, now));
  await db
    .insert(ltiLogins)
    .values({ state, connectionId: connection?.id ?? null, issuer: q.iss, clientId, nonce, browserHash: hash(browser), expiresAt: new Date(now.getTime() + LOGIN_TTL_MS) });
  const auth = new URL((connection ?? found[0]!).authUrl!);
  const params: Record<string, string> = {
    scope: 'openid',
    response_type: 'id_token',
    response_mode: 'form_post',
    prompt: 'none',
    client_id: clientId,
    redirect_uri: launchUrl,
    login_hint: q.login_hint,
    state,
    nonce,
  };
  if (q.lti_message_hint) params.lti_message_hint = q.lti_message_hint;
  for (const [k, v] of Object.entries(params)) auth.searchParams.set(k, v);
  return { redirect: auth.toString(), browser };
}

export interface Launch {
  connection: ConnectionRow;
  claims: JWTPayload;
  messageType: MessageType;
  role: 'teacher' | 'student';
  deploymentId: string;
  /** The connection has no deployment and is its platform client's only one: it takes this one. */
  takesDeployment: boolean;
  state: string;
}

const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const str = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);

/**
 * Every check of a launch, before anything is written: the state (known, not expired, of this
 * browser), the id_token (signature by the platform's key, iss, aud, azp, exp, iat), its nonce
 * (the state's), deployment id (the connection's, ADR 0095), message type, version and role.
 */
export async function verifyLaunch(db: Db, form: { id_token?: string; state?: string }, browser: string | undefined, now: Date, allowLoopback: boolean): Promise<Launch> {
  if (!form.state || !form.id_token) throw refused('lti_state_unknown');
  const [login] = await db.select().from(ltiLogins).where(eq(ltiLogins.state, form.state));
  if (!login || login.expiresAt <= now) throw refused('lti_state_unknown');
  if (!browser || hash(browser) !== login.browserHash) throw refused('lti_state_browser');
  let connection: ConnectionRow | undefined;
  if (login.connectionId) [connection] = await db.select().from(ltiConnections).where(eq(ltiConnections.id, login.connectionId));
  else {
    // the login named no deployment of a client several connections share: the id_token's deployment
    // settles which, read here and trusted only once that connection's platform keys verified the token
    let claimed: string | null;
    try {
      claimed = str(decodeJwt(form.id_token)[CLAIM.deploymentId]);
    } catch {
      throw new AppError('unauthorized', 401, 'lti_token_invalid', { reason: 'it is not a JWT' });
    }
    const holder = claimed ? await connectionOfDeployment(db, login.issuer, login.clientId, claimed) : null;
    if (!holder) throw refused('lti_deployment_unknown');
    connection = holder;
  }
  if (!connection?.issuer || !connection.clientId || !connection.jwksUrl) throw refused('lti_login_unknown');
  const claims = await verifyPlatformToken(form.id_token, { jwksUrl: connection.jwksUrl, issuer: connection.issuer, audience: connection.clientId, now, allowLoopback });
  const aud = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  // several audiences: azp must name this tool; azp present: it must be this tool
  if ((aud.length > 1 || claims.azp !== undefined) && claims.azp !== connection.clientId)
    throw new AppError('unauthorized', 401, 'lti_token_invalid', { reason: 'its azp claim is not this tool' });
  if (claims.nonce !== login.nonce) throw refused('lti_nonce_mismatch');
  const deploymentId = str(claims[CLAIM.deploymentId]);
  const right = deploymentId ? await deploymentRight(db, connection, deploymentId) : null;
  if (!deploymentId || !right) throw refused('lti_deployment_unknown');
  const messageType = String(claims[CLAIM.messageType] ?? '');
  if (!(MESSAGE_TYPES as readonly string[]).includes(messageType)) throw new AppError('bad_request', 400, 'lti_message_unsupported', { type: messageType.slice(0, 60) || '—' });
  const version = String(claims[CLAIM.version] ?? '');
  if (version !== '1.3.0') throw new AppError('bad_request', 400, 'lti_version_unsupported', { version: version.slice(0, 20) || '—' });
  const roles = Array.isArray(claims[CLAIM.roles]) ? (claims[CLAIM.roles] as unknown[]).filter((r): r is string => typeof r === 'string') : [];
  const role = roleOf(roles);
  if (!role) throw refused('lti_role_unknown', 403);
  if (messageType === 'LtiDeepLinkingRequest' && role !== 'teacher') throw refused('lti_role_unknown', 403);
  return { connection, claims, messageType: messageType as MessageType, role, deploymentId, takesDeployment: right === 'free', state: form.state };
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface LmsPerson {
  sub: string;
  name: string | null;
  locale: string | null;
  role: 'teacher' | 'student';
}

/** Who a launch says the person is. */
export function personOf(launch: Launch): LmsPerson {
  const { claims } = launch;
  const sub = claims.sub!;
  const name = str(claims.name) ?? ([str(claims.given_name), str(claims.family_name)].filter(Boolean).join(' ') || null);
  return { sub, name, locale: str(claims.locale), role: launch.role };
}

/**
 * The Tasreef account of an LMS user: the one linked to (connection, sub), else a new account of
 * the connection's school (made verified: the platform vouched for the person). Linked accounts are
 * looked up by the connection only, so an LMS user never reaches an account of another school.
 */
export async function linkedAccount(tx: Tx, connection: ConnectionRow, person: LmsPerson, now: Date): Promise<string> {
  const [linked] = await tx
    .select({ userId: ltiAccounts.userId })
    .from(ltiAccounts)
    .where(and(eq(ltiAccounts.connectionId, connection.id), eq(ltiAccounts.subject, person.sub)));
  if (linked) {
    const [member] = await tx
      .select({ status: memberships.status })
      .from(memberships)
      .where(and(eq(memberships.organizationId, connection.organizationId), eq(memberships.userId, linked.userId)));
    if (!member || member.status === 'removed') throw new AppError('forbidden', 403, 'lti_member_removed');
    return linked.userId;
  }
  const { role } = person;
  const locale = person.locale?.startsWith('en') ? 'en' : 'ar';
  if (role === 'teacher') {
    // an LMS instructor is one more teacher of the school: the plan's limit holds here as in the dashboard
    const [org] = await tx.select().from(organizations).where(eq(organizations.id, connection.organizationId));
    await lockOrganization(tx, org!.id);
    await assertTeacherRoom(tx, { organizationId: org!.id, organizationName: org!.name, kind: org!.kind, ownerId: org!.ownerId, role: 'owner', userId: org!.ownerId }, locale);
  }
  const [user] = await tx
    .insert(users)
    .values({
      // a placeholder no mail is sent to: the LMS's address is not proven to Tasreef, and linking by it would cross schools
      email: `lti.${randomBytes(12).toString('hex')}@lti.invalid`,
      emailVerifiedAt: now,
      fullName: (person.name ?? `LMS ${person.sub.slice(0, 24)}`).slice(0, 120),
      type: role === 'teacher' ? 'educator' : 'student',
      educatorType: role === 'teacher' ? 'school_teacher' : null,
      locale,
      managedBy: connection.organizationId,
      termsAcceptedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id });
  await tx.insert(memberships).values({
    organizationId: connection.organizationId,
    userId: user!.id,
    role,
    status: 'active',
    addedBy: connection.createdBy,
    enrolledAt: now,
    joinedAt: now,
    updatedAt: now,
  });
  await tx.insert(ltiAccounts).values({ connectionId: connection.id, subject: person.sub, userId: user!.id, createdAt: now });
  return user!.id;
}

/** The exam a resource link opens: linked before, or named by the link's custom `exam_id`; of the connection's school only. */
async function linkOf(tx: Tx, launch: Launch, now: Date): Promise<{ id: string; examId: string }> {
  const { connection, claims } = launch;
  const resourceLinkId = str(obj(claims[CLAIM.resourceLink]).id);
  if (!resourceLinkId) throw new AppError('bad_request', 400, 'lti_exam_unknown');
  const ags = obj(claims[CLAIM.ags]);
  const scopes = Array.isArray(ags.scope) ? ags.scope : [];
  const lineItemUrl = scopes.includes(SCOPE.score) ? str(ags.lineitem) : null;
  const nrps = obj(claims[CLAIM.nrps]);
  const membershipsUrl = str(nrps.context_memberships_url);
  const contextId = str(obj(claims[CLAIM.context]).id);
  const [known] = await tx
    .select()
    .from(ltiResourceLinks)
    .where(and(eq(ltiResourceLinks.connectionId, connection.id), eq(ltiResourceLinks.resourceLinkId, resourceLinkId)));
  let examId = known?.examId ?? str(obj(claims[CLAIM.custom]).exam_id);
  if (!examId || !/^[0-9a-f-]{36}$/i.test(examId)) throw new AppError('not_found', 404, 'lti_exam_unknown');
  const [exam] = await tx
    .select({ id: exams.id })
    .from(exams)
    .where(and(eq(exams.id, examId), eq(exams.organizationId, connection.organizationId)));
  if (!exam) throw new AppError('not_found', 404, 'lti_exam_unknown');
  examId = exam.id;
  const [link] = await tx
    .insert(ltiResourceLinks)
    .values({ connectionId: connection.id, resourceLinkId, examId, contextId, lineItemUrl, membershipsUrl, createdAt: now })
    .onConflictDoUpdate({
      target: [ltiResourceLinks.connectionId, ltiResourceLinks.resourceLinkId],
      // the platform may hand a line item or a roster service later than the first launch
      set: {
        lineItemUrl: sql`coalesce(excluded.line_item_url, ${ltiResourceLinks.lineItemUrl})`,
        membershipsUrl: sql`coalesce(excluded.memberships_url, ${ltiResourceLinks.membershipsUrl})`,
      },
    })
    .returning({ id: ltiResourceLinks.id, examId: ltiResourceLinks.examId });
  return link!;
}

export interface Landed {
  userId: string;
  role: 'teacher' | 'student';
  examId: string | null;
  linkId: string | null;
}

/**
 * What a verified launch writes, in one transaction that first spends the state (and with it the
 * nonce): a second launch with the same state, even one racing this one, finds nothing to spend.
 */
export async function completeLaunch(db: Db, launch: Launch, now: Date): Promise<Landed> {
  return db.transaction(async (tx) => {
    const spent = await tx.delete(ltiLogins).where(eq(ltiLogins.state, launch.state)).returning({ state: ltiLogins.state });
    if (spent.length === 0) throw refused('lti_state_unknown');
    const { connection } = launch;
    // a registration without deployment ids takes the first one launched from, when it is the only
    // connection of its platform client (ADR 0084, 0095): checked again under the client's lock
    if (launch.takesDeployment) {
      await lockPlatformClient(tx, connection.issuer!, connection.clientId!);
      const right = await deploymentRight(tx, connection, launch.deploymentId);
      if (!right) throw refused('lti_deployment_unknown');
      if (right === 'free')
        await tx
          .insert(ltiDeployments)
          .values({ issuer: connection.issuer!, clientId: connection.clientId!, deploymentId: launch.deploymentId, connectionId: connection.id, createdAt: now });
    }
    const userId = await linkedAccount(tx, connection, personOf(launch), now);
    if (launch.messageType === 'LtiDeepLinkingRequest') return { userId, role: launch.role, examId: null, linkId: null };
    const link = await linkOf(tx, launch, now);
    if (launch.role === 'student') {
      // the course assigns the exam to the learner who opens it
      await tx.insert(examAssignments).values({ examId: link.examId, target: 'student', targetId: userId }).onConflictDoNothing();
      await tx.insert(ltiGradeTargets).values({ linkId: link.id, userId, subject: launch.claims.sub!, createdAt: now }).onConflictDoNothing();
    }
    return { userId, role: launch.role, examId: link.examId, linkId: link.id };
  });
}
