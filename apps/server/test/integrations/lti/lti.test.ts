import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@tasreef/contracts';
import { users } from '../../../src/db/accounts.ts';
import { classStudents, memberships } from '../../../src/db/management.ts';
import { exams } from '../../../src/db/exams.ts';
import { ltiAccounts, ltiConnections, ltiLogins, ltiResourceLinks, ltiScoreSends } from '../../../src/db/lti.ts';
import { ownedOrganization } from '../../../src/management/workspace.ts';
import { jwksFetches } from '../../../src/integrations/lti/platform-keys.ts';
import { sendDueScores } from '../../../src/integrations/lti/scores.ts';
import type { caller, AccountsTestApp } from '../../auth/harness.ts';
import type { PublishedExam } from '../../exams/school-fixture.ts';
import type { World } from '../../management/world.ts';
import { formOf, ROLE, SCORE_SCOPE, LINEITEM_SCOPE, type LaunchSpec, type LoopbackPlatform } from './platform.ts';
import { ltiTool, refusedFor, TOOL, type Launched } from './tool.ts';

/**
 * The LTI 1.3 tool (ADR 0084) against a platform that runs on loopback and speaks the
 * specifications (./platform.ts): dynamic registration, the instructor's deep linking, the
 * learner's launch, the exam taken, the score in the platform's gradebook, a regrade and the new
 * score; and every launch a platform must never get through: replayed, forged, expired, of another
 * browser, deployment, version or message type, and a platform of school A reaching school B.
 */
const lti = ltiTool({ questionsA: 4, questionsB: 2 });
let t: AccountsTestApp;
let w: World;
let call: ReturnType<typeof caller>;
let platform: LoopbackPlatform;
let examA: PublishedExam;
let examB: PublishedExam;
let clientA = '';
let deploymentA = '';
let lineItem = '';
const deps = () => ({ db: t.app.db, now: t.app.clock, allowLoopback: true });
beforeAll(() => void ({ t, w, call, platform, examA, examB } = lti));

const register = (token: string) => lti.register(token);
const post = lti.post;

/** A launch that reaches the platform and comes back with its form to the tool's launch URL. */
async function launch(clientId: string, spec: LaunchSpec, o: { deploymentId?: string; withoutBrowserCookie?: boolean } = {}): Promise<Launched> {
  const launched = await lti.launch(clientId, spec, o);
  expect(launched.login.statusCode, launched.login.body).toBe(302);
  expect(launched.action).toBe(`${TOOL}/lti/launch`);
  return launched;
}

async function rows() {
  const db = t.app.database.db;
  const n = async (table: typeof users | typeof ltiAccounts | typeof ltiResourceLinks | typeof memberships) => (await db.select({ n: count() }).from(table))[0]!.n;
  return { users: await n(users), accounts: await n(ltiAccounts), links: await n(ltiResourceLinks), memberships: await n(memberships) };
}

const learner = (sub: string, extra: Record<string, unknown> = {}): LaunchSpec => ({
  sub,
  roles: [ROLE.learner],
  claims: {
    name: `Learner ${sub}`,
    locale: 'en',
    'https://purl.imsglobal.org/spec/lti/claim/resource_link': { id: 'rl-1', title: 'Week 3 exam' },
    'https://purl.imsglobal.org/spec/lti/claim/context': { id: 'course-1', title: 'Arabic 101' },
    'https://purl.imsglobal.org/spec/lti/claim/custom': { exam_id: examA.id },
    'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint': { scope: [LINEITEM_SCOPE, SCORE_SCOPE], lineitems: `${platform.base}/lineitems`, lineitem: lineItem },
    'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice': { context_memberships_url: `${platform.base}/memberships/course-1`, service_versions: ['2.0'] },
    ...extra,
  },
});

describe('the full story on a loopback platform', () => {
  it('registers by LTI Dynamic Registration, scoped to the school', async () => {
    const { clientId, page } = await register(w.schoolA.token);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain('org.imsglobal.lti.close');
    expect(page.body).toContain(translate('ar', 'lti_registration_done'));
    clientA = clientId;
    deploymentA = platform.registrationOf(clientA).deploymentId;
    const reg = platform.registrationOf(clientA).body;
    expect(reg).toMatchObject({ initiate_login_uri: `${TOOL}/lti/login`, redirect_uris: [`${TOOL}/lti/launch`], jwks_uri: `${TOOL}/lti/jwks` });
    const list = await call('GET', '/lms/connections', { token: w.schoolA.token });
    expect(list.json().data.connections[0]).toMatchObject({
      state: 'active',
      issuer: platform.issuer,
      client_id: clientA,
      deployment_ids: [deploymentA],
      platform: 'loopback-lms',
    });
    // another school, a teacher and a student see none of it
    expect((await call('GET', '/lms/connections', { token: w.schoolB.token })).json().data.connections).toEqual([]);
    expect((await call('GET', '/lms/connections', { token: w.teacherA1.token })).statusCode).toBe(403);
    expect((await call('GET', '/lms/connections', { token: w.studentA.token })).statusCode).toBe(403);
    // the registration URL is spent
    const again = await t.app.inject({ method: 'GET', url: `/lti/register?token=x&openid_configuration=${encodeURIComponent(platform.openidConfiguration)}` });
    refusedFor(again, 404, 'lti_registration_unknown');
  });

  it('lets the instructor pick an exam by Deep Linking and answers a signed LtiDeepLinkingResponse', async () => {
    const { res } = await launch(clientA, {
      sub: 'teacher-1',
      roles: [ROLE.instructor],
      messageType: 'LtiDeepLinkingRequest',
      claims: {
        'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings': {
          deep_link_return_url: `${platform.base}/deep-link-return`,
          accept_types: ['ltiResourceLink'],
          data: 'opaque-42',
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain(`data-exam="${examA.id}"`);
    // school B's exam is not on school A's list
    expect(res.body).not.toContain(examB.id);
    const pick = formOf(res.body);
    const answer = await post('/lti/deep-link', { ...pick.fields, exam_id: examA.id });
    expect(answer.statusCode, answer.body).toBe(200);
    const back = formOf(answer.body);
    expect(back.action).toBe(`${platform.base}/deep-link-return`);
    expect(answer.headers['content-security-policy']).toContain(`form-action 'self' ${platform.base}`);
    const { item, custom, payload } = await platform.acceptDeepLink(clientA, back.fields.JWT!, 'rl-1');
    expect(custom).toEqual({ exam_id: examA.id });
    expect(item.scoreMaximum).toBe(100);
    expect(payload['https://purl.imsglobal.org/spec/lti-dl/claim/data']).toBe('opaque-42');
    lineItem = item.id;
    // another school's exam cannot be picked with this ticket
    refusedFor(await post('/lti/deep-link', { ...pick.fields, exam_id: examB.id }), 404, 'lti_exam_unknown');
  });

  it('launches the learner into the exam, sends the score on submit and the new score on regrade', async () => {
    const { res } = await launch(clientA, learner('learner-1'));
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe(`${TOOL}/en/dashboard/answer-exam/${examA.id}`);
    const session = res.cookies.find((c) => c.name === 'token')!;
    expect(session).toMatchObject({ sameSite: 'None', secure: true, httpOnly: true });
    const frame = res.cookies.find((c) => c.name === 'lti_frame')!;
    // the pages the LMS frames let that platform frame them, and only for this browser
    const framed = await t.app.inject({ method: 'GET', url: '/api/v1/en/plans', cookies: { lti_frame: frame.value } });
    expect(framed.headers['content-security-policy']).toContain(`frame-ancestors 'self' ${platform.base}`);
    expect(framed.headers['x-frame-options']).toBeUndefined();
    const plain = await t.app.inject({ method: 'GET', url: '/api/v1/en/plans' });
    expect(plain.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const forged = await t.app.inject({ method: 'GET', url: '/api/v1/en/plans', cookies: { lti_frame: `https://evil.example|${'0'.repeat(64)}` } });
    expect(forged.headers['content-security-policy']).toContain("frame-ancestors 'none'");

    // the account is school A's student, linked to the LMS user
    const db = t.app.database.db;
    const [acct] = await db.select().from(ltiAccounts).where(eq(ltiAccounts.subject, 'learner-1'));
    const orgA = (await ownedOrganization(db, w.schoolA.id))!;
    const [member] = await db
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, acct!.userId), eq(memberships.organizationId, orgA.id)));
    expect(member).toMatchObject({ role: 'student', status: 'active' });

    // the exam, taken with the session handed over in the launch: 3 of 4 right
    const started = await call('POST', `/exams/${examA.id}/attempts`, { token: session.value });
    expect(started.statusCode, started.body).toBeLessThan(300);
    const attempt = started.json().data.attempt as { id: string; questions: Array<{ id: string }> };
    const [first, ...rest] = attempt.questions;
    expect((await call('PUT', `/attempts/${attempt.id}/answers/${first!.id}`, { token: session.value, body: { option_id: 'b' } })).statusCode).toBe(200);
    for (const q of rest) expect((await call('PUT', `/attempts/${attempt.id}/answers/${q.id}`, { token: session.value, body: { option_id: 'a' } })).statusCode).toBe(200);
    const submitted = await call('POST', `/attempts/${attempt.id}/submit`, { token: session.value });
    expect(submitted.json().data.result.score).toBe(75);

    // the gradebook has a bad minute: the score is retried from the outbox
    platform.failScores = 1;
    expect(await sendDueScores(deps())).toBe(1);
    expect(platform.gradebook(lineItem, 'learner-1')).toBeUndefined();
    const [pending] = await db.select().from(ltiScoreSends).where(eq(ltiScoreSends.attemptId, attempt.id));
    expect(pending).toMatchObject({ status: 'pending', tries: 1 });
    t.clock.advance(6_000);
    expect(await sendDueScores(deps())).toBe(1);
    expect(platform.gradebook(lineItem, 'learner-1')).toMatchObject({ scoreGiven: 75, scoreMaximum: 100, activityProgress: 'Completed', gradingProgress: 'FullyGraded' });

    // a regrade (the first question dropped) sends the new score
    t.clock.advance(1_000);
    const kept = rest.map((q) => q.id);
    const patched = await call('PATCH', `/exams/${examA.id}`, { token: w.schoolA.token, body: { question_ids: kept } });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await sendDueScores(deps())).toBe(1);
    expect(platform.gradebook(lineItem, 'learner-1')).toMatchObject({ scoreGiven: 100, scoreMaximum: 100 });
    expect(await sendDueScores(deps())).toBe(0);
  });

  it('sends the grade by the exam’s grading method: a worse retake keeps the best; a switch to "last" sends the last', async () => {
    const db = t.app.database.db;
    await db.update(exams).set({ attemptsAllowed: 3 }).where(eq(exams.id, examA.id));
    const [row] = await db.select({ method: exams.gradingMethod }).from(exams).where(eq(exams.id, examA.id));
    expect(row!.method).toBe('best');
    const { res } = await launch(clientA, learner('learner-1'));
    const session = res.cookies.find((c) => c.name === 'token')!;
    const started = await call('POST', `/exams/${examA.id}/attempts`, { token: session.value });
    expect(started.statusCode, started.body).toBe(201);
    const attempt = started.json().data.attempt as { id: string; questions: Array<{ id: string }> };
    for (const q of attempt.questions) await call('PUT', `/attempts/${attempt.id}/answers/${q.id}`, { token: session.value, body: { option_id: 'b' } });
    expect((await call('POST', `/attempts/${attempt.id}/submit`, { token: session.value })).json().data.result.score).toBe(0);
    t.clock.advance(1_000);
    expect(await sendDueScores(deps())).toBe(1);
    expect(platform.gradebook(lineItem, 'learner-1')).toMatchObject({ scoreGiven: 100 });

    // the school makes the last attempt count: the gradebook follows at once
    t.clock.advance(1_000);
    const republished = await call('POST', `/exams/${examA.id}/publish`, {
      token: w.schoolA.token,
      body: {
        publish_at: new Date(t.clock().getTime() - 60_000).toISOString(),
        expires_at: null,
        access: 'open',
        duration_minutes: 30,
        passing_score: 50,
        attempts_allowed: 3,
        grading_method: 'last',
        assignments: { classes: [w.classA], students: [], teachers: [] },
      },
    });
    expect(republished.statusCode, republished.body).toBe(200);
    expect(await sendDueScores(deps())).toBe(1);
    expect(platform.gradebook(lineItem, 'learner-1')).toMatchObject({ scoreGiven: 0 });
  });

  it('takes the same LMS user to the same account on the next launch', async () => {
    const before = await rows();
    const { res } = await launch(clientA, learner('learner-1'));
    expect(res.statusCode, res.body).toBe(303);
    expect(await rows()).toEqual(before);
  });

  it('follows the platform’s key rotation: an unknown kid fetches the JWKS again, once', async () => {
    const jwksUrl = `${platform.base}/jwks`;
    const fetched = jwksFetches.get(jwksUrl) ?? 0;
    await platform.rotate();
    const { res } = await launch(clientA, learner('learner-2'));
    expect(res.statusCode, res.body).toBe(303);
    expect(jwksFetches.get(jwksUrl)).toBe(fetched + 1);
    // a kid the platform never published: one refetch, then refused
    const before = await rows();
    const unknown = await launch(clientA, learner('learner-3', {}), {});
    expect(unknown.res.statusCode).toBe(303);
    const refused = await launch(clientA, { ...learner('learner-4'), unknownKid: true });
    refusedFor(refused.res, 401, 'lti_token_invalid');
    expect(jwksFetches.get(jwksUrl)).toBe(fetched + 2);
    expect((await rows()).accounts).toBe(before.accounts + 1);
  });
});

describe('Names and Role Provisioning Services', () => {
  it('pulls the course’s learners into a class of the school: linked accounts reused, new ones made, others left out', async () => {
    platform.members.push(
      { user_id: 'learner-1', roles: [ROLE.learner], status: 'Active' },
      { user_id: 'learner-9', roles: [ROLE.learner], name: 'Learner Nine', status: 'Active' },
      { user_id: 'teacher-1', roles: [ROLE.instructor], status: 'Active' },
      { user_id: 'learner-gone', roles: [ROLE.learner], status: 'Inactive' },
    );
    const list = (await call('GET', '/lms/connections', { token: w.schoolA.token })).json().data;
    const link = list.connections[0].links.find((l: { exam_id: string }) => l.exam_id === examA.id);
    expect(link).toMatchObject({ context_id: 'course-1', roster: true });
    const db = t.app.database.db;
    const [one] = await db.select().from(ltiAccounts).where(eq(ltiAccounts.subject, 'learner-1'));
    const before = await rows();
    const res = await call('POST', `/lms/links/${link.id}/roster`, { token: w.schoolA.token, body: { class_id: w.classA } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ added: 2, members: 2 });
    expect((await rows()).accounts).toBe(before.accounts + 1);
    const inClass = await db.select().from(classStudents).where(eq(classStudents.classId, w.classA));
    expect(inClass.map((c) => c.userId)).toContain(one!.userId);
    // again: nothing new
    expect((await call('POST', `/lms/links/${link.id}/roster`, { token: w.schoolA.token, body: { class_id: w.classA } })).json().data.added).toBe(0);
    // school B can name neither A's course link nor A's class
    expect((await call('POST', `/lms/links/${link.id}/roster`, { token: w.schoolB.token, body: { class_id: w.classA } })).statusCode).toBe(404);
  });
});

describe('launches that are refused, and write nothing', () => {
  it('a replayed id_token: its state and nonce were spent by the first launch', async () => {
    const first = await launch(clientA, learner('replayer'));
    expect(first.res.statusCode).toBe(303);
    const before = await rows();
    refusedFor(await post('/lti/launch', first.form, first.cookie), 401, 'lti_state_unknown');
    // the same id_token under a fresh login's state: its nonce is not that login's
    const hint = platform.prepareLaunch(clientA, learner('replayer'));
    const login = await post('/lti/login', platform.loginParams(clientA, hint));
    const state = new URL(login.headers.location as string).searchParams.get('state')!;
    const cookies = Object.fromEntries(login.cookies.map((c) => [c.name, c.value]));
    refusedFor(await post('/lti/launch', { id_token: first.form.id_token!, state }, cookies), 401, 'lti_nonce_mismatch');
    expect(await rows()).toEqual(before);
  });

  it('a forged, an expired, a misaddressed id_token; another browser; an unknown deployment, version or message type', async () => {
    const before = await rows();
    refusedFor((await launch(clientA, { ...learner('forger'), forge: true })).res, 401, 'lti_token_invalid');
    const expired = (await launch(clientA, { ...learner('late'), expiresIn: -60 })).res;
    refusedFor(expired, 401, 'lti_token_invalid');
    expect(expired.body).toContain('expired');
    refusedFor((await launch(clientA, { ...learner('elsewhere'), audience: 'client-999', azp: 'client-999' })).res, 401, 'lti_token_invalid');
    refusedFor((await launch(clientA, { ...learner('two-tools'), audience: [clientA, 'client-999'], azp: 'client-999' })).res, 401, 'lti_token_invalid');
    refusedFor((await launch(clientA, learner('other-window'), { withoutBrowserCookie: true })).res, 401, 'lti_state_browser');
    refusedFor((await launch(clientA, { ...learner('deployed'), deploymentId: 'deployment-x' })).res, 401, 'lti_deployment_unknown');
    refusedFor((await launch(clientA, { ...learner('old'), version: '1.1' })).res, 400, 'lti_version_unsupported');
    refusedFor((await launch(clientA, { ...learner('odd'), messageType: 'LtiSubmissionReviewRequest' })).res, 400, 'lti_message_unsupported');
    refusedFor((await launch(clientA, { ...learner('guest'), roles: [ROLE.guest] })).res, 403, 'lti_role_unknown');
    refusedFor((await launch(clientA, { ...learner('pupil'), messageType: 'LtiDeepLinkingRequest' })).res, 403, 'lti_role_unknown');
    expect(await rows()).toEqual(before);
    // the refused launches' states stay unusable past their ten minutes, and are swept by the next login
    t.clock.advance(11 * 60_000);
    await post('/lti/login', platform.loginParams(clientA, platform.prepareLaunch(clientA, learner('sweeper'))));
    expect((await t.app.database.db.select({ n: count() }).from(ltiLogins))[0]!.n).toBe(1);
  });

  it('an instructor past the plan’s teachers: the launch is refused, the account not made', async () => {
    // school A has two teachers and the deep-linking instructor; the Pro plan (with api_access) takes five
    const { setPlan } = await import('../../management/world.ts');
    await setPlan(t, w.schoolA.id, 'pro');
    for (const sub of ['teacher-2', 'teacher-3']) expect((await launch(clientA, { ...learner(sub), roles: [ROLE.instructor] })).res.statusCode).toBe(303);
    const before = await rows();
    const res = (await launch(clientA, { ...learner('teacher-4'), roles: [ROLE.instructor] })).res;
    expect(res.statusCode, res.body).toBe(403);
    expect(res.body).toContain(translate('en', 'plan_limit_educators', { plan: 'Enterprise' }).split('{')[0]!.slice(0, 20));
    expect(await rows()).toEqual(before);
    await setPlan(t, w.schoolA.id, 'school');
  });

  it('an unknown platform, and a login with no issuer', async () => {
    refusedFor(await post('/lti/login', { ...platform.loginParams(clientA, 'x'), client_id: 'client-999' }), 401, 'lti_login_unknown');
    refusedFor(await t.app.inject({ method: 'GET', url: '/lti/login' }), 400, 'lti_login_unknown');
  });
});

describe('a platform of school A never acts on school B', () => {
  it('cannot open school B’s exam, and the same LMS user at school B is another account', async () => {
    const before = await rows();
    const res = (
      await launch(
        clientA,
        learner('crosser', {
          'https://purl.imsglobal.org/spec/lti/claim/resource_link': { id: 'rl-b' },
          'https://purl.imsglobal.org/spec/lti/claim/custom': { exam_id: examB.id },
        }),
      )
    ).res;
    refusedFor(res, 404, 'lti_exam_unknown');
    expect(await rows()).toEqual(before);

    // school B connects the same LMS: another client id, its own accounts
    const { clientId: clientB, page } = await register(w.schoolB.token);
    expect(page.statusCode, page.body).toBe(200);
    const inB = await launch(clientB, {
      ...learner('learner-1'),
      claims: {
        ...learner('learner-1').claims,
        'https://purl.imsglobal.org/spec/lti/claim/resource_link': { id: 'rl-b' },
        'https://purl.imsglobal.org/spec/lti/claim/custom': { exam_id: examB.id },
      },
    });
    expect(inB.res.statusCode, inB.res.body).toBe(303);
    const db = t.app.database.db;
    const linked = await db.select().from(ltiAccounts).where(eq(ltiAccounts.subject, 'learner-1'));
    expect(linked).toHaveLength(2);
    expect(new Set(linked.map((l) => l.userId)).size).toBe(2);
    // B's connection cannot reach A's exam either, even naming A's link
    const toA = (await launch(clientB, learner('learner-1'))).res;
    refusedFor(toA, 404, 'lti_exam_unknown');
    // and the connections are each school's own
    const [connB] = await db.select().from(ltiConnections).where(eq(ltiConnections.clientId, clientB));
    expect((await call('DELETE', `/lms/connections/${connB!.id}`, { token: w.schoolA.token })).statusCode).toBe(404);
  });

  it('refuses to register a deployment of the platform client that school A holds', async () => {
    const made = await call('POST', '/lms/connections', {
      token: w.schoolB.token,
      body: {
        manual: {
          issuer: platform.issuer,
          client_id: clientA,
          deployment_ids: ['d', deploymentA],
          auth_url: `${platform.base}/auth`,
          token_url: `${platform.base}/token`,
          jwks_url: `${platform.base}/jwks`,
        },
      },
    });
    expect(made.statusCode, made.body).toBe(409);
    expect(made.json().error.message).toBe(translate('en', 'lti_connection_taken'));
  });
});

describe('plans', () => {
  it('a school on a plan without api_access gets the upgrade prompt, not a connection', async () => {
    const { setPlan } = await import('../../management/world.ts');
    await setPlan(t, w.schoolB.id, 'free');
    const made = await call('POST', '/lms/connections', { token: w.schoolB.token, body: {} });
    expect(made.statusCode).toBe(403);
    expect(made.json().error.code).toBe('plan_limit');
    const list = (await call('GET', '/lms/connections', { token: w.schoolB.token })).json().data;
    expect(list.available).toBe(false);
    expect(list.upgrade).toMatch(/LTI/);
    await setPlan(t, w.schoolB.id, 'school');
  });
});
