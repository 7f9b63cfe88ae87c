import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { CreateLmsConnectionRequest, LmsConnection, LmsToolUrls } from '@tasreef/contracts/integrations';
import type { Db } from '../../db/client.ts';
import { ltiConnections, ltiDeployments, ltiResourceLinks } from '../../db/lti.ts';
import { AppError } from '../../http/errors.ts';
import { platformJson, unreachable } from './platform-http.ts';
import { LTI_SCOPES } from './claims.ts';

export type ConnectionRow = typeof ltiConnections.$inferSelect;

/** How long a registration URL may wait for the LMS to use it. */
export const REGISTRATION_TTL_MS = 7 * 24 * 3_600_000;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

type LinkRow = typeof ltiResourceLinks.$inferSelect;

type DeploymentRow = typeof ltiDeployments.$inferSelect;

export function presentConnection(c: ConnectionRow, deployments: readonly DeploymentRow[], links: readonly LinkRow[] = []): LmsConnection {
  return {
    id: c.id,
    name: c.name,
    state: c.issuer ? 'active' : 'pending',
    issuer: c.issuer,
    client_id: c.clientId,
    deployment_ids: deployments.filter((d) => d.connectionId === c.id).map((d) => d.deploymentId),
    platform: c.platform,
    created_at: c.createdAt.toISOString(),
    registered_at: c.registeredAt?.toISOString() ?? null,
    links: links.filter((l) => l.connectionId === c.id).map((l) => ({ id: l.id, context_id: l.contextId, exam_id: l.examId, roster: l.membershipsUrl !== null })),
  };
}

const taken = () => new AppError('conflict', 409, 'lti_connection_taken');

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Serialises, per platform client (issuer, client id), what decides who holds its deployments: a
 * registration and a launch that takes a deployment for a connection without any (ADR 0095).
 */
export async function lockPlatformClient(tx: Tx, issuer: string, clientId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(84, hashtext(${issuer} || ' ' || ${clientId}))`);
}

/**
 * The deployments given to a connection, under the lock of its platform client taken before the
 * connection was written: refused (409, nothing written by the caller's transaction) when one is
 * another connection's already, by this school or another. The primary key of `lti_deployments`
 * is what refuses it, so the rule holds in the database too.
 */
async function addDeployments(tx: Tx, connection: ConnectionRow, deploymentIds: readonly string[], now: Date): Promise<DeploymentRow[]> {
  const ids = [...new Set(deploymentIds)];
  if (ids.length === 0 || !connection.issuer || !connection.clientId) return [];
  const added = await tx
    .insert(ltiDeployments)
    .values(ids.map((deploymentId) => ({ issuer: connection.issuer!, clientId: connection.clientId!, deploymentId, connectionId: connection.id, createdAt: now })))
    .onConflictDoNothing()
    .returning();
  if (added.length !== ids.length) throw taken();
  return added;
}

/** The deployments of connections, in the order they were given. */
export async function deploymentsOf(db: Pick<Db, 'select'>, connectionIds: readonly string[]): Promise<DeploymentRow[]> {
  if (connectionIds.length === 0) return [];
  return db
    .select()
    .from(ltiDeployments)
    .where(inArray(ltiDeployments.connectionId, [...connectionIds]))
    .orderBy(asc(ltiDeployments.createdAt), asc(ltiDeployments.deploymentId));
}

/**
 * A new connection of the school: registered at once when the owner typed the platform's details,
 * else pending with a registration token (answered once, in the registration URL).
 */
export async function createConnection(
  db: Db,
  organizationId: string,
  userId: string,
  body: CreateLmsConnectionRequest,
  now: Date,
): Promise<{ row: ConnectionRow; deployments: DeploymentRow[]; registrationToken: string | null }> {
  const name = body.name ?? '';
  if (body.manual) {
    const m = body.manual;
    return db.transaction(async (tx) => {
      await lockPlatformClient(tx, m.issuer, m.client_id);
      const [row] = await tx
        .insert(ltiConnections)
        .values({
          organizationId,
          createdBy: userId,
          name,
          issuer: m.issuer,
          clientId: m.client_id,
          authUrl: m.auth_url,
          tokenUrl: m.token_url,
          jwksUrl: m.jwks_url,
          createdAt: now,
          registeredAt: now,
        })
        .returning();
      const deployments = await addDeployments(tx, row!, m.deployment_ids, now);
      return { row: row!, deployments, registrationToken: null };
    });
  }
  const registrationToken = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(ltiConnections)
    .values({
      organizationId,
      createdBy: userId,
      name,
      registrationTokenHash: hash(registrationToken),
      registrationExpiresAt: new Date(now.getTime() + REGISTRATION_TTL_MS),
      createdAt: now,
    })
    .returning();
  return { row: row!, deployments: [], registrationToken };
}

export async function listConnections(db: Pick<Db, 'select'>, organizationId: string): Promise<LmsConnection[]> {
  const rows = await db.select().from(ltiConnections).where(eq(ltiConnections.organizationId, organizationId)).orderBy(desc(ltiConnections.createdAt));
  const links = rows.length
    ? await db
        .select({ link: ltiResourceLinks })
        .from(ltiResourceLinks)
        .innerJoin(ltiConnections, eq(ltiConnections.id, ltiResourceLinks.connectionId))
        .where(eq(ltiConnections.organizationId, organizationId))
        .orderBy(desc(ltiResourceLinks.createdAt))
    : [];
  const deployments = await deploymentsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) =>
    presentConnection(
      r,
      deployments,
      links.map((l) => l.link),
    ),
  );
}

/** Removes a connection of the school (its links and linked users' links go with it; accounts stay). */
export async function deleteConnection(db: Db, organizationId: string, id: string): Promise<void> {
  const gone = await db
    .delete(ltiConnections)
    .where(and(eq(ltiConnections.id, id), eq(ltiConnections.organizationId, organizationId)))
    .returning({ id: ltiConnections.id });
  if (gone.length === 0) throw new AppError('not_found', 404, 'not_found');
}

export interface ToolUrls {
  publicUrl: string;
  allowLoopback: boolean;
}

/**
 * The tool's addresses, from the server's public URL: what Dynamic Registration sends the platform,
 * and what the dashboard shows for a registration typed in by hand. Deep linking requests come to
 * the launch address (the message type tells them apart), as the dynamic registration declares.
 */
export function toolUrls(publicUrl: string): LmsToolUrls {
  const launch = `${publicUrl}/lti/launch`;
  return { login_url: `${publicUrl}/lti/login`, launch_url: launch, deep_linking_url: launch, jwks_url: `${publicUrl}/lti/jwks` };
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);

/**
 * LTI Dynamic Registration 1.0: the LMS opened `/lti/register?token=…&openid_configuration=…&
 * registration_token=…`. The platform's configuration is read (its issuer must be of the same
 * origin as the configuration's URL), the tool registers itself at the platform's registration
 * endpoint, and the connection takes the answer: issuer, client id, deployment id, endpoints.
 * The registration token is spent only when all this succeeded; a failure writes nothing.
 */
export async function registerDynamically(
  db: Db,
  tool: ToolUrls,
  q: { token: string; openidConfiguration: string; registrationToken: string | null },
  now: Date,
): Promise<ConnectionRow> {
  const [pending] = await db
    .select()
    .from(ltiConnections)
    .where(and(eq(ltiConnections.registrationTokenHash, hash(q.token)), isNull(ltiConnections.issuer), gt(ltiConnections.registrationExpiresAt, now)));
  if (!pending) throw new AppError('not_found', 404, 'lti_registration_unknown');
  const config = await platformJson(q.openidConfiguration, tool.allowLoopback);
  const issuer = str(config.issuer);
  const registrationEndpoint = str(config.registration_endpoint);
  const authUrl = str(config.authorization_endpoint);
  const tokenUrl = str(config.token_endpoint);
  const jwksUrl = str(config.jwks_uri);
  if (!issuer || !registrationEndpoint || !authUrl || !tokenUrl || !jwksUrl)
    throw unreachable('its openid configuration lacks issuer, registration, authorization, token or jwks endpoints');
  if (!URL.canParse(issuer) || new URL(issuer).origin !== new URL(q.openidConfiguration).origin)
    throw unreachable('the issuer of its openid configuration is not of the configuration’s own origin');
  const platformConfig = (config['https://purl.imsglobal.org/spec/lti-platform-configuration'] ?? {}) as Record<string, unknown>;
  const urls = toolUrls(tool.publicUrl);
  const launch = urls.launch_url;
  const registration = {
    application_type: 'web',
    response_types: ['id_token'],
    grant_types: ['implicit', 'client_credentials'],
    initiate_login_uri: urls.login_url,
    redirect_uris: [launch],
    client_name: 'Tasreef',
    jwks_uri: urls.jwks_url,
    logo_uri: `${tool.publicUrl}/favicon.svg`,
    token_endpoint_auth_method: 'private_key_jwt',
    scope: LTI_SCOPES.join(' '),
    'https://purl.imsglobal.org/spec/lti-tool-configuration': {
      domain: new URL(tool.publicUrl).host,
      target_link_uri: launch,
      description: 'Tasreef: Arabic morphology exams, graded into your course',
      claims: ['iss', 'sub', 'name', 'given_name', 'family_name', 'email', 'locale'],
      messages: [{ type: 'LtiDeepLinkingRequest', target_link_uri: urls.deep_linking_url, label: 'Tasreef exam' }],
    },
  };
  const answer = await platformJson(registrationEndpoint, tool.allowLoopback, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(q.registrationToken ? { authorization: `Bearer ${q.registrationToken}` } : {}) },
    body: JSON.stringify(registration),
  }).catch((err: unknown) => {
    if (err instanceof AppError && err.messageKey === 'lti_platform_unreachable') throw new AppError('service_unavailable', 502, 'lti_registration_failed', err.params);
    throw err;
  });
  const clientId = str(answer.client_id);
  if (!clientId) throw new AppError('service_unavailable', 502, 'lti_registration_failed', { reason: 'its answer has no client_id' });
  const toolConfig = (answer['https://purl.imsglobal.org/spec/lti-tool-configuration'] ?? {}) as Record<string, unknown>;
  const deploymentId = str(toolConfig.deployment_id);
  return db.transaction(async (tx) => {
    await lockPlatformClient(tx, issuer, clientId);
    const [row] = await tx
      .update(ltiConnections)
      .set({
        issuer,
        clientId,
        authUrl,
        tokenUrl,
        jwksUrl,
        platform: str(platformConfig.product_family_code),
        registrationTokenHash: null,
        registrationExpiresAt: null,
        registeredAt: now,
      })
      .where(and(eq(ltiConnections.id, pending.id), isNull(ltiConnections.issuer)))
      .returning();
    // the same URL used twice at once: the second finds the connection registered already
    if (!row) throw new AppError('not_found', 404, 'lti_registration_unknown');
    // (issuer, client id, deployment id) already another connection's: refused, nothing written
    await addDeployments(tx, row, deploymentId ? [deploymentId] : [], now);
    return row;
  });
}
