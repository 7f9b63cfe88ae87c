import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { translate, type MessageKey } from '@tasreef/contracts';
import { ownedOrganization } from '../../../src/management/workspace.ts';
import { caller, createAccountsTestApp, type AccountsTestApp } from '../../auth/harness.ts';
import { seedExam, type PublishedExam } from '../../exams/school-fixture.ts';
import { buildWorld, type World } from '../../management/world.ts';
import { formOf, LoopbackPlatform, type LaunchSpec } from './platform.ts';

/** The tool's public URL in these tests; the platform reaches it in-process (`toolGet`). */
export const TOOL = 'https://tool.tasreef.test';

export interface Launched {
  /** The tool's answer to the login (a redirect to the platform, or the refusal page). */
  login: LightMyRequestResponse;
  /** The tool's answer to the form posted back (the login's refusal when it refused). */
  res: LightMyRequestResponse;
  /** Where the platform's form posts, and its fields (empty when the login refused). */
  action: string;
  form: Record<string, string>;
  cookie: Record<string, string>;
}

export interface LaunchOptions {
  /** The deployment the login names; null names none; left out, the client's registered one. */
  deploymentId?: string | null;
  /** Post the form back without the browser's login cookie (another browser). */
  withoutBrowserCookie?: boolean;
  /** Runs after the login and before the form post. */
  between?: () => Promise<void>;
}

/**
 * The LTI tool's test world: the app (PUBLIC_URL the tool's), two schools with a published exam
 * each (`buildWorld`), and a platform on loopback that speaks the specifications. Filled in by a
 * `beforeAll` it registers; `afterAll` removes everything.
 */
export class LtiTool {
  t!: AccountsTestApp;
  w!: World;
  call!: ReturnType<typeof caller>;
  platform!: LoopbackPlatform;
  examA!: PublishedExam;
  examB!: PublishedExam;
  orgA = '';
  orgB = '';

  /** The tool's own URL, answered in-process (the platform fetches the tool's JWKS through it). */
  readonly toolGet = async (url: string): Promise<unknown> => {
    const res = await this.t.app.inject({ method: 'GET', url: url.replace(TOOL, '') });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
    return res.json();
  };

  readonly post = (url: string, fields: Record<string, string>, cookies: Record<string, string> = {}) =>
    this.t.app.inject({ method: 'POST', url, payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' }, cookies });

  /** A school owner's new connection, registered by the LMS through its registration URL. */
  async register(token: string): Promise<{ clientId: string; id: string; page: LightMyRequestResponse }> {
    const made = await this.call('POST', '/lms/connections', { token, body: { name: 'Loopback LMS' } });
    expect(made.statusCode, made.body).toBe(201);
    const url = new URL(made.json().data.registration_url as string);
    expect(url.origin + url.pathname).toBe(`${TOOL}/lti/register`);
    url.searchParams.set('openid_configuration', this.platform.openidConfiguration);
    url.searchParams.set('registration_token', this.platform.registrationToken);
    const before = this.platform.registrations.length;
    const page = await this.t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    return { clientId: this.platform.registrations[before]?.clientId ?? '', id: made.json().data.connection.id as string, page };
  }

  /** A browser's launch: login at the tool, the platform's authorization endpoint, the form posted back. */
  async launch(clientId: string, spec: LaunchSpec, o: LaunchOptions = {}): Promise<Launched> {
    const hint = this.platform.prepareLaunch(clientId, spec);
    const params = o.deploymentId === undefined ? this.platform.loginParams(clientId, hint) : this.platform.loginParams(clientId, hint, o.deploymentId);
    const login = await this.post('/lti/login', params);
    if (login.statusCode !== 302) return { login, res: login, action: '', form: {}, cookie: {} };
    const cookie = Object.fromEntries(login.cookies.map((c) => [c.name, c.value]));
    const auth = await fetch(login.headers.location as string);
    expect(auth.status).toBe(200);
    const { action, fields } = formOf(await auth.text());
    await o.between?.();
    const res = await this.post('/lti/launch', fields, o.withoutBrowserCookie ? {} : cookie);
    return { login, res, action, form: fields, cookie };
  }
}

/** Sets up an `LtiTool` before the file's tests (exam A with `questionsA` questions, B with `questionsB`). */
export function ltiTool(o: { questionsA: number; questionsB: number }): LtiTool {
  const tool = new LtiTool();
  beforeAll(async () => {
    tool.platform = await new LoopbackPlatform(tool.toolGet, () => tool.t.clock().getTime()).start();
    tool.t = await createAccountsTestApp({ env: { WEBHOOKS_ALLOW_LOOPBACK: 'true', PUBLIC_URL: TOOL }, start: new Date() });
    tool.call = caller(tool.t.app);
    tool.w = await buildWorld(tool.t);
    const db = tool.t.app.database.db;
    tool.orgA = (await ownedOrganization(db, tool.w.schoolA.id))!.id;
    tool.orgB = (await ownedOrganization(db, tool.w.schoolB.id))!.id;
    const { schoolA, schoolB, classA } = tool.w;
    tool.examA = await seedExam(db, { owner: schoolA, organizationId: tool.orgA, classId: classA, students: [] }, o.questionsA, 30, tool.t.clock());
    tool.examB = await seedExam(db, { owner: schoolB, organizationId: tool.orgB, classId: classA, students: [] }, o.questionsB, 30, tool.t.clock());
  }, 240_000);
  afterAll(async () => {
    await tool.t?.cleanup();
    await tool.platform?.stop();
  });
  return tool;
}

/** A refusal page: the status, and why in both languages from the one catalog. */
export function refusedFor(res: LightMyRequestResponse, status: number, key: MessageKey) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/text\/html/);
  const text = res.body.replace(/&#39;/g, "'").replace(/&quot;/g, '"');
  for (const locale of ['ar', 'en'] as const) expect(text).toContain(translate(locale, key, { reason: '', type: '', version: '' }).split(/[:(]/)[0]!.trim());
}
