import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@tasreef/contracts';
import { ltiConnections } from '../../../src/db/lti.ts';
import { ownedOrganization } from '../../../src/management/workspace.ts';
import { caller, createAccountsTestApp, type AccountsTestApp } from '../../auth/harness.ts';
import { buildWorld, type World } from '../../management/world.ts';

/**
 * An LMS registered by hand (ADR 0084): the dashboard shows the tool's own addresses to type into
 * the platform, a mistake in the platform's details is named field by field in the visitor's
 * language and writes nothing, and the answer to a good one does not speak of a registration URL.
 */
const TOOL = 'https://tool.tasreef.test';
let t: AccountsTestApp;
let w: World;
let call: ReturnType<typeof caller>;

const platform = (over: Record<string, unknown> = {}) => ({
  issuer: 'https://lms.school.example',
  client_id: 'client-manual-1',
  deployment_ids: ['dep-1', 'dep-2'],
  auth_url: 'https://lms.school.example/auth',
  token_url: 'https://lms.school.example/token',
  jwks_url: 'https://lms.school.example/jwks',
  ...over,
});

async function connectionsOfA(): Promise<number> {
  const org = (await ownedOrganization(t.app.database.db, w.schoolA.id))!;
  const [row] = await t.app.database.db.select({ n: count() }).from(ltiConnections).where(eq(ltiConnections.organizationId, org.id));
  return row!.n;
}

beforeAll(async () => {
  t = await createAccountsTestApp({ env: { PUBLIC_URL: TOOL }, start: new Date() });
  call = caller(t.app);
  w = await buildWorld(t);
}, 240_000);
afterAll(async () => {
  await t?.cleanup();
});

describe('an LMS registered by hand', () => {
  it('the list answers the tool’s login, launch, deep linking and JWKS addresses from the public URL', async () => {
    const list = await call('GET', '/lms/connections', { token: w.schoolA.token });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.tool).toEqual({
      login_url: `${TOOL}/lti/login`,
      launch_url: `${TOOL}/lti/launch`,
      deep_linking_url: `${TOOL}/lti/launch`,
      jwks_url: `${TOOL}/lti/jwks`,
    });
  });

  it.each(['en', 'ar'] as const)('names each wrong field in %s and writes nothing', async (locale) => {
    const before = await connectionsOfA();
    const res = await call('POST', '/lms/connections', {
      token: w.schoolA.token,
      locale,
      body: { manual: platform({ issuer: 'lms.school.example', deployment_ids: [], jwks_url: 'https://bad host/jwks', client_id: '  ' }) },
    });
    expect(res.statusCode, res.body).toBe(422);
    const issues = Object.fromEntries((res.json().error.details as { path: string; issue: string }[]).map((d) => [d.path, d.issue]));
    expect(issues).toEqual({
      'manual.issuer': translate(locale, 'lti_url_invalid'),
      'manual.client_id': translate(locale, 'required'),
      'manual.deployment_ids': translate(locale, 'lti_deployment_required'),
      'manual.jwks_url': translate(locale, 'lti_url_invalid'),
    });
    expect(await connectionsOfA()).toBe(before);
  });

  it('registers the platform at once, listed with its issuer, and says so without a registration URL', async () => {
    const res = await call('POST', '/lms/connections', { token: w.schoolA.token, body: { name: 'Moodle', manual: platform() } });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json().data;
    expect(made.registration_url).toBeNull();
    expect(made.message).toBe(translate('en', 'lti_connection_registered'));
    expect(made.connection).toMatchObject({ state: 'active', issuer: 'https://lms.school.example', client_id: 'client-manual-1', deployment_ids: ['dep-1', 'dep-2'] });
    const list = (await call('GET', '/lms/connections', { token: w.schoolA.token })).json().data;
    expect(list.connections.map((c: { issuer: string | null }) => c.issuer)).toContain('https://lms.school.example');
    expect((await call('DELETE', `/lms/connections/${made.connection.id}`, { token: w.schoolA.token })).statusCode).toBe(200);
  });

  it('a dynamic registration still answers its registration URL and says so', async () => {
    const res = await call('POST', '/lms/connections', { token: w.schoolA.token, body: {} });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.registration_url).toMatch(new RegExp(`^${TOOL}/lti/register\\?token=`));
    expect(res.json().data.message).toBe(translate('en', 'lti_connection_created'));
    expect((await call('DELETE', `/lms/connections/${res.json().data.connection.id}`, { token: w.schoolA.token })).statusCode).toBe(200);
  });
});
