import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@tasreef/contracts';
import { users } from '../../../src/db/accounts.ts';
import { memberships } from '../../../src/db/management.ts';
import { ltiAccounts, ltiConnections, ltiDeployments, ltiLogins, ltiResourceLinks } from '../../../src/db/lti.ts';
import type { caller, AccountsTestApp } from '../../auth/harness.ts';
import type { PublishedExam } from '../../exams/school-fixture.ts';
import type { World } from '../../management/world.ts';
import { ROLE, type LaunchSpec, type LoopbackPlatform } from './platform.ts';
import { ltiTool, refusedFor, TOOL } from './tool.ts';

/**
 * One LTI platform client shared by several schools (ADR 0095): Canvas cloud has one issuer and
 * one inherited developer key (client id) for every customer, and each school's install is a
 * deployment. A connection is (issuer, client id, deployment id): two schools connect the same
 * client with their own deployments and each launch lands in its own school; a deployment another
 * connection holds cannot be registered again; a launch from a deployment nobody holds is refused
 * and writes nothing; a connection without deployments takes the first launched from only while
 * it is its client's only connection.
 */
/** Canvas's one developer key, deployed in both schools' accounts. */
const SHARED = 'canvas-developer-key';
const lti = ltiTool({ questionsA: 2, questionsB: 2 });
let t: AccountsTestApp;
let w: World;
let call: ReturnType<typeof caller>;
let platform: LoopbackPlatform;
let examA: PublishedExam;
let examB: PublishedExam;
let orgA = '';
let orgB = '';
let connA = '';
let connB = '';

beforeAll(() => {
  ({ t, w, call, platform, examA, examB, orgA, orgB } = lti);
  platform.registerByHand(SHARED, 'dep-a', TOOL);
});

/** The platform's details as a school owner types them for a registration by hand. */
const manual = (clientId: string, deploymentIds: string[]) => ({
  issuer: platform.issuer,
  client_id: clientId,
  deployment_ids: deploymentIds,
  auth_url: `${platform.base}/auth`,
  token_url: `${platform.base}/token`,
  jwks_url: `${platform.base}/jwks`,
});
const connect = (token: string, clientId: string, deploymentIds: string[], locale: 'en' | 'ar' = 'en') =>
  call('POST', '/lms/connections', { token, locale, body: { name: 'Canvas', manual: manual(clientId, deploymentIds) } });

const registerDynamically = (token: string) => lti.register(token);

/**
 * A browser's launch from a deployment of a client, the login naming `loginDeployment` (or none
 * when null); `between` runs after the login and before the form post. A refused login is
 * answered as it is.
 */
const launch = async (clientId: string, spec: LaunchSpec, loginDeployment: string | null, between?: () => Promise<void>) =>
  (await lti.launch(clientId, spec, { deploymentId: loginDeployment, between })).res;

const learner = (sub: string, deploymentId: string, exam: PublishedExam): LaunchSpec => ({
  sub,
  roles: [ROLE.learner],
  deploymentId,
  claims: {
    name: `Learner ${sub}`,
    locale: 'en',
    // a course link per deployment and exam (a link known already would open the exam it was linked to)
    'https://purl.imsglobal.org/spec/lti/claim/resource_link': { id: `rl-${deploymentId}-${exam.id}` },
    'https://purl.imsglobal.org/spec/lti/claim/custom': { exam_id: exam.id },
  },
});

async function rows() {
  const db = t.app.database.db;
  const n = async (table: typeof users | typeof ltiAccounts | typeof ltiResourceLinks | typeof memberships | typeof ltiDeployments | typeof ltiConnections) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    users: await n(users),
    accounts: await n(ltiAccounts),
    links: await n(ltiResourceLinks),
    memberships: await n(memberships),
    deployments: await n(ltiDeployments),
    connections: await n(ltiConnections),
  };
}

/** The connection and the organisations an LMS user's account landed in. */
async function landed(sub: string): Promise<{ connections: string[]; organizations: string[] }> {
  const db = t.app.database.db;
  const linked = await db.select().from(ltiAccounts).where(eq(ltiAccounts.subject, sub));
  const orgs = [];
  for (const l of linked)
    orgs.push(
      ...(
        await db
          .select()
          .from(memberships)
          .where(and(eq(memberships.userId, l.userId), eq(memberships.status, 'active')))
      ).map((m) => m.organizationId),
    );
  return { connections: linked.map((l) => l.connectionId), organizations: orgs };
}

const deploymentsOf = async (connectionId: string) =>
  (await t.app.database.db.select().from(ltiDeployments).where(eq(ltiDeployments.connectionId, connectionId))).map((d) => d.deploymentId).sort();

describe('two schools on one platform client, told apart by deployment', () => {
  it('each school registers the same issuer and client id with its own deployments', async () => {
    const a = await connect(w.schoolA.token, SHARED, ['dep-a']);
    expect(a.statusCode, a.body).toBe(201);
    const b = await connect(w.schoolB.token, SHARED, ['dep-b1', 'dep-b2']);
    expect(b.statusCode, b.body).toBe(201);
    connA = a.json().data.connection.id;
    connB = b.json().data.connection.id;
    expect(b.json().data.connection).toMatchObject({ issuer: platform.issuer, client_id: SHARED, deployment_ids: ['dep-b1', 'dep-b2'] });
    const listA = (await call('GET', '/lms/connections', { token: w.schoolA.token })).json().data.connections;
    const listB = (await call('GET', '/lms/connections', { token: w.schoolB.token })).json().data.connections;
    expect(listA.map((c: { id: string; deployment_ids: string[] }) => [c.id, c.deployment_ids])).toEqual([[connA, ['dep-a']]]);
    expect(listB.map((c: { id: string; deployment_ids: string[] }) => [c.id, c.deployment_ids])).toEqual([[connB, ['dep-b1', 'dep-b2']]]);
  });

  it('each launch lands in its own school: the deployment named at login, or the id_token’s when the login names none', async () => {
    const inA = await launch(SHARED, learner('pupil-a', 'dep-a', examA), 'dep-a');
    expect(inA.statusCode, inA.body).toBe(303);
    expect(inA.headers.location).toBe(`${TOOL}/en/dashboard/answer-exam/${examA.id}`);
    expect(await landed('pupil-a')).toEqual({ connections: [connA], organizations: [orgA] });

    const inB = await launch(SHARED, learner('pupil-b', 'dep-b2', examB), 'dep-b2');
    expect(inB.statusCode, inB.body).toBe(303);
    expect(inB.headers.location).toBe(`${TOOL}/en/dashboard/answer-exam/${examB.id}`);
    expect(await landed('pupil-b')).toEqual({ connections: [connB], organizations: [orgB] });

    // the login names no deployment: the connections share the authorization URL, the id_token settles it
    const unnamedB = await launch(SHARED, learner('pupil-b1', 'dep-b1', examB), null);
    expect(unnamedB.statusCode, unnamedB.body).toBe(303);
    expect(await landed('pupil-b1')).toEqual({ connections: [connB], organizations: [orgB] });
    const unnamedA = await launch(SHARED, learner('pupil-a2', 'dep-a', examA), null);
    expect(unnamedA.statusCode, unnamedA.body).toBe(303);
    expect(await landed('pupil-a2')).toEqual({ connections: [connA], organizations: [orgA] });

    // school B's deployment cannot open school A's exam
    const before = await rows();
    refusedFor(await launch(SHARED, learner('pupil-b', 'dep-b1', examA), 'dep-b1'), 404, 'lti_exam_unknown');
    expect(await rows()).toEqual(before);
  });

  it.each([
    ['en', 'B'],
    ['ar', 'A'],
  ] as const)('refuses in %s a registration (school %s) of a deployment another connection holds, and writes nothing', async (locale, school) => {
    const before = await rows();
    const token = school === 'A' ? w.schoolA.token : w.schoolB.token;
    const res = await connect(token, SHARED, ['dep-new', school === 'A' ? 'dep-b1' : 'dep-a'], locale);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.message).toBe(translate(locale, 'lti_connection_taken'));
    expect(await rows()).toEqual(before);
    expect(await deploymentsOf(connA)).toEqual(['dep-a']);
    expect(await deploymentsOf(connB)).toEqual(['dep-b1', 'dep-b2']);
  });

  it('refuses a dynamic registration whose platform answers a deployment another connection holds; the connection stays pending', async () => {
    const before = await rows();
    platform.nextRegistration = { clientId: SHARED, deploymentId: 'dep-a' };
    const { id, page } = await registerDynamically(w.schoolB.token);
    refusedFor(page, 409, 'lti_connection_taken');
    const [pending] = await t.app.database.db.select().from(ltiConnections).where(eq(ltiConnections.id, id));
    expect(pending).toMatchObject({ issuer: null, clientId: null });
    expect((await rows()).deployments).toBe(before.deployments);
    expect((await call('DELETE', `/lms/connections/${id}`, { token: w.schoolB.token })).statusCode).toBe(200);
  });

  it('refuses a launch from a deployment of the client that no school holds, and writes nothing', async () => {
    const before = await rows();
    // named at login
    refusedFor(await launch(SHARED, learner('stray-1', 'dep-x', examA), 'dep-x'), 401, 'lti_deployment_unknown');
    // named only in the id_token
    refusedFor(await launch(SHARED, learner('stray-2', 'dep-x', examA), null), 401, 'lti_deployment_unknown');
    // a login settled on school A's deployment, an id_token of school B's: neither school's launch
    refusedFor(await launch(SHARED, learner('stray-3', 'dep-b1', examB), 'dep-a'), 401, 'lti_deployment_unknown');
    expect(await rows()).toEqual(before);
    expect(await landed('stray-3')).toEqual({ connections: [], organizations: [] });
    expect(await deploymentsOf(connA)).toEqual(['dep-a']);
  });
});

describe('a connection registered without a deployment id', () => {
  it('takes the first deployment launched from while it is its platform client’s only connection', async () => {
    platform.answerDeploymentId = false;
    const { clientId, id, page } = await registerDynamically(w.schoolA.token);
    platform.answerDeploymentId = true;
    expect(page.statusCode, page.body).toBe(200);
    expect(await deploymentsOf(id)).toEqual([]);
    const deployment = platform.registrationOf(clientId).deploymentId;
    const res = await launch(clientId, learner('first-1', deployment, examA), deployment);
    expect(res.statusCode, res.body).toBe(303);
    expect(await landed('first-1')).toEqual({ connections: [id], organizations: [orgA] });
    expect(await deploymentsOf(id)).toEqual([deployment]);
    // from then on it is the connection's only deployment
    refusedFor(await launch(clientId, learner('first-2', 'dep-other', examA), 'dep-other'), 401, 'lti_deployment_unknown');
    refusedFor(await launch(clientId, learner('first-3', 'dep-other', examA), deployment), 401, 'lti_deployment_unknown');
    expect(await deploymentsOf(id)).toEqual([deployment]);
  });

  it('takes none when another school’s connection shares its issuer and client id: the launch is refused, nothing written', async () => {
    platform.answerDeploymentId = false;
    const { clientId, id, page } = await registerDynamically(w.schoolA.token);
    platform.answerDeploymentId = true;
    expect(page.statusCode, page.body).toBe(200);
    const deployment = platform.registrationOf(clientId).deploymentId;
    const b = await connect(w.schoolB.token, clientId, ['dep-b-shared']);
    expect(b.statusCode, b.body).toBe(201);
    const before = await rows();
    refusedFor(await launch(clientId, learner('taker-1', deployment, examA), deployment), 401, 'lti_deployment_unknown');
    refusedFor(await launch(clientId, learner('taker-2', deployment, examA), null), 401, 'lti_deployment_unknown');
    expect(await rows()).toEqual(before);
    expect(await deploymentsOf(id)).toEqual([]);
    // school B's own deployment of that client lands in school B
    const inB = await launch(clientId, learner('taker-b', 'dep-b-shared', examB), 'dep-b-shared');
    expect(inB.statusCode, inB.body).toBe(303);
    expect(await landed('taker-b')).toEqual({ connections: [b.json().data.connection.id], organizations: [orgB] });
  });

  it('takes none when another school connects the client between the login and the launch', async () => {
    platform.answerDeploymentId = false;
    const { clientId, id } = await registerDynamically(w.schoolA.token);
    platform.answerDeploymentId = true;
    const deployment = platform.registrationOf(clientId).deploymentId;
    const before = await rows();
    const res = await launch(clientId, learner('racer', deployment, examA), deployment, async () => {
      // the login was settled on school A's connection, then alone
      const [login] = await t.app.database.db.select().from(ltiLogins).where(eq(ltiLogins.clientId, clientId));
      expect(login!.connectionId).toBe(id);
      expect((await connect(w.schoolB.token, clientId, ['dep-b-late'])).statusCode).toBe(201);
    });
    refusedFor(res, 401, 'lti_deployment_unknown');
    const after = await rows();
    expect({ ...after, connections: after.connections - 1, deployments: after.deployments - 1 }).toEqual(before);
    expect(await deploymentsOf(id)).toEqual([]);
    expect(await landed('racer')).toEqual({ connections: [], organizations: [] });
  });
});
