import { Writable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/accounts.ts';
import { classes, classStudents, oneRosterSources, rosterImports } from '../../src/db/management.ts';
import { SEALED_PREFIX } from '../../src/lib/sealer.ts';
import { pullOneRoster } from '../../src/roster/oneroster-rest.ts';
import { caller, createAccountsTestApp, errorOf, freshEmail, nextIp, type AccountsTestApp } from '../auth/harness.ts';
import { buildWorld, type World } from '../management/world.ts';
import { startOneRosterService, type OneRosterService } from './oneroster-service.ts';
import { postForm } from './upload.ts';

/**
 * The OneRoster 1.2 REST pull (ADR 0093) against a service on loopback that speaks the
 * specification (oneroster-service.ts): token by client credentials, paging three ways, 401 for a
 * token it did not give. Pull → dry run → apply gives the rows the zip of the same roster gives;
 * every failure (bad secret, 401, 500, bad JSON, time, size, SSRF) is its message in both
 * languages and writes nothing; the kept secret is sealed, never answered, never logged, and is
 * never sent to an address other than the one it was given for.
 */
let t: AccountsTestApp;
let w: World;
let call: ReturnType<typeof caller>;
let sis: OneRosterService;
const logged: string[] = [];
const db = () => t.app.db;

const e = {
  teacher: freshEmail('or-t'),
  layla: freshEmail('or-s'),
  admin: freshEmail('or-a'),
  gone: freshEmail('or-g'),
};
const username = `omar${Date.now().toString(36)}`;
const people = [
  { sourcedId: 't1', status: 'active', givenName: 'Huda', familyName: 'Saleh', roles: [{ roleType: 'primary', role: 'teacher', org: { sourcedId: 'org1' } }], email: e.teacher },
  {
    sourcedId: 's1',
    status: 'active',
    givenName: 'ليلى',
    familyName: 'حداد',
    roles: [{ roleType: 'primary', role: 'student', org: { sourcedId: 'org1' } }],
    email: e.layla,
    grades: ['05'],
  },
  {
    sourcedId: 's2',
    status: 'active',
    givenName: 'Omar',
    familyName: 'Nasser',
    roles: [{ roleType: 'primary', role: 'student', org: { sourcedId: 'org1' } }],
    username,
    email: '',
  },
  {
    sourcedId: 'a1',
    status: 'active',
    givenName: 'Office',
    familyName: 'Admin',
    roles: [{ roleType: 'primary', role: 'administrator', org: { sourcedId: 'org1' } }],
    email: e.admin,
  },
  { sourcedId: 's3', status: 'tobedeleted', givenName: 'Gone', familyName: 'Pupil', roles: [{ roleType: 'primary', role: 'student', org: { sourcedId: 'org1' } }], email: e.gone },
];
const className = `Arabic 5 ${Date.now().toString(36)}`;
const roster = {
  orgs: [{ sourcedId: 'org1', status: 'active', name: 'Al-Noor School', type: 'school' }],
  classes: [
    { sourcedId: 'c1', status: 'active', title: className, classType: 'scheduled', school: { sourcedId: 'org1' } },
    { sourcedId: 'c2', status: 'active', title: `${className} B`, classType: 'scheduled', school: { sourcedId: 'org1' } },
    { sourcedId: 'c3', status: 'tobedeleted', title: 'Old class', classType: 'scheduled', school: { sourcedId: 'org1' } },
  ],
  users: people,
  enrollments: [
    { sourcedId: 'e1', status: 'active', role: 'student', class: { sourcedId: 'c1' }, user: { sourcedId: 's1' } },
    { sourcedId: 'e2', status: 'active', role: 'student', class: { sourcedId: 'c1' }, user: { sourcedId: 's2' } },
    { sourcedId: 'e3', status: 'active', role: 'teacher', class: { sourcedId: 'c1' }, user: { sourcedId: 't1' } },
    { sourcedId: 'e4', status: 'active', role: 'student', class: { sourcedId: 'c2' }, user: { sourcedId: 's1' } },
    { sourcedId: 'e5', status: 'active', role: 'student', class: { sourcedId: 'c9' }, user: { sourcedId: 's1' } },
    { sourcedId: 'e6', status: 'active', role: 'student', class: { sourcedId: 'c1' }, user: { sourcedId: 'u404' } },
  ],
};

beforeAll(async () => {
  sis = await startOneRosterService(roster);
  const logStream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logged.push(chunk.toString());
      done();
    },
  });
  t = await createAccountsTestApp({
    env: { WEBHOOKS_ALLOW_LOOPBACK: 'true', LOG_LEVEL: 'info' },
    start: new Date(),
    logStream,
    // pages of 2 (the service's collections take 2 or 3 each), quick timeouts, small answers
    oneRosterLimits: { pageSize: 2, maxPages: 30, maxRecords: 1_000, maxBytes: 100_000, callMs: 2_000, totalMs: 10_000 },
  });
  call = caller(t.app);
  w = await buildWorld(t);
}, 240_000);
afterEach(() => sis.reset());
afterAll(async () => {
  await t?.cleanup();
  await sis?.close();
});

const source = (extra: Record<string, unknown> = {}) => ({ base_url: sis.baseUrl, token_url: sis.tokenUrl, client_id: sis.clientId, client_secret: sis.clientSecret, ...extra });
const pull = (token: string, body: Record<string, unknown>, locale: 'ar' | 'en' = 'en') => call('POST', '/roster/oneroster', { token, body, locale, ip: nextIp() });
const written = async () => ({
  imports: (await db().select({ n: count() }).from(rosterImports))[0]!.n,
  sources: (await db().select({ n: count() }).from(oneRosterSources))[0]!.n,
});

describe('OneRoster REST pull', () => {
  it('pulls every page, dry-runs the rows the zip of the same roster gives, and applies them', async () => {
    const school = w.schoolA;
    const res = await pull(school.token, source());
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().data;
    expect(report).toMatchObject({ step: 'report', status: 'checked', format: 'oneroster', file_name: `OneRoster: ${new URL(sis.url).host}` });

    // paging: classes by X-Total-Count, users by Link rel="next", enrollments by a short page
    const paths = sis.log.map((l) => l.path);
    expect(paths[0]).toBe('/token');
    expect(paths.filter((p) => p.includes('/classes'))).toEqual([
      '/ims/oneroster/rostering/v1p2/classes?limit=2&offset=0',
      '/ims/oneroster/rostering/v1p2/classes?limit=2&offset=2',
    ]);
    expect(paths.filter((p) => p.includes('/users'))).toHaveLength(3);
    expect(paths.filter((p) => p.includes('/enrollments'))).toHaveLength(4);
    expect(sis.log.slice(1).every((l) => l.authorized)).toBe(true);

    // The same roster as a OneRoster 1.1 zip: the same rows, but for their files and lines.
    const csv = (head: string, rows: string[][]) => strToU8([head, ...rows.map((r) => r.join(','))].join('\n') + '\n');
    const zip = zipSync({
      'orgs.csv': csv('sourcedId,status,name,type', [['org1', 'active', 'Al-Noor School', 'school']]),
      'users.csv': csv(
        'sourcedId,status,role,username,givenName,familyName,email,grades',
        people
          .filter((p) => p.status !== 'tobedeleted')
          .map((p) => [p.sourcedId, p.status, p.roles[0]!.role, p.username ?? '', p.givenName, p.familyName, p.email, (p.grades ?? []).join('')]),
      ),
      'classes.csv': csv('sourcedId,status,title', [
        ['c1', 'active', className],
        ['c2', 'active', `${className} B`],
      ]),
      'enrollments.csv': csv(
        'sourcedId,classSourcedId,userSourcedId',
        roster.enrollments.map((x) => [x.sourcedId, x.class.sourcedId, x.user.sourcedId]),
      ),
    });
    const viaZip = await postForm(t.app, '/roster/imports', { token: school.token, file: { name: 'same.zip', bytes: zip } });
    expect(viaZip.statusCode, viaZip.body).toBe(200);
    type Row = { kind: string; action: string; label: string; reasons: string[]; file: string; line: number };
    const shape = (rows: Row[]) => rows.map((r) => [r.kind, r.action, r.label, r.reasons.length]);
    expect(shape(report.rows)).toEqual(shape(viaZip.json().data.rows));
    expect(report.summary).toEqual(viaZip.json().data.summary);
    expect(report.summary).toEqual({ create: 5, update: 0, skip: 0, reject: 2 });
    expect(report.rows.filter((r: Row) => r.action === 'reject').map((r: Row) => [r.file, r.line, r.reasons[0]])).toEqual([
      ['enrollments', 5, 'The class c9 is not among the classes the OneRoster service gave'],
      ['enrollments', 6, 'The user u404 is not among the users the OneRoster service gave'],
    ]);
    expect(JSON.stringify(report)).not.toContain('Gone Pupil');
    expect(JSON.stringify(report)).not.toContain('Old class');

    // nothing written by the dry run
    expect(await db().select().from(users).where(eq(users.email, e.layla))).toHaveLength(0);
    // apply: the commit of every import
    const done = await call('POST', `/roster/imports/${report.import_id}/commit`, { token: school.token, ip: nextIp() });
    expect(done.statusCode, done.body).toBe(200);
    const [layla] = await db().select().from(users).where(eq(users.email, e.layla));
    expect(layla!.fullName).toBe('ليلى حداد');
    expect(await db().select().from(classStudents).where(eq(classStudents.userId, layla!.id))).toHaveLength(2);
    const [omar] = await db().select().from(users).where(eq(users.username, username));
    expect(omar).toBeDefined();
    expect(done.json().data.sheet.count).toBe(1);
    expect(await db().select().from(classes).where(eq(classes.name, className))).toHaveLength(1);
    expect(await db().select().from(users).where(eq(users.email, e.admin))).toHaveLength(0);
    expect(await db().select().from(users).where(eq(users.email, e.gone))).toHaveLength(0);

    // the service is kept, its secret sealed: never answered, never in the log
    const kept = await call('GET', '/roster/oneroster', { token: school.token });
    expect(kept.json().data).toMatchObject({ base_url: sis.baseUrl, token_url: sis.tokenUrl, client_id: sis.clientId, has_secret: true });
    expect(kept.body).not.toContain(sis.clientSecret);
    const [row] = await db().select().from(oneRosterSources).where(eq(oneRosterSources.actorId, school.id));
    expect(row!.secretSealed.startsWith(SEALED_PREFIX)).toBe(true);
    expect(row!.secretSealed).not.toContain(sis.clientSecret);
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.join('\n')).not.toContain(sis.clientSecret);
    expect(logged.join('\n')).not.toContain(Buffer.from(`${encodeURIComponent(sis.clientId)}:${encodeURIComponent(sis.clientSecret)}`).toString('base64'));

    // pulled again without the secret: the kept one (and nothing new to create)
    const again = await pull(school.token, source({ client_secret: '' }));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.summary.create).toBe(0);
  });

  it('sends the kept secret nowhere else: another address or client id needs it typed again', async () => {
    const first = await pull(w.teacherA1.token, source());
    expect(first.statusCode, first.body).toBe(200);
    sis.reset();
    for (const changed of [{ token_url: `${sis.url}/other-token` }, { base_url: `${sis.url}/elsewhere` }, { client_id: 'another' }]) {
      const res = await pull(w.teacherA1.token, source({ client_secret: undefined, ...changed }));
      expect(res.statusCode).toBe(422);
      expect(errorOf(res).error.details.map((d) => d.path)).toEqual(['client_secret']);
    }
    expect(sis.log).toEqual([]);
  });

  it('school A’s service and secret never serve school B (nor another importer of A)', async () => {
    const a = await pull(w.schoolA.token, source());
    expect(a.statusCode, a.body).toBe(200);
    expect((await call('GET', '/roster/oneroster', { token: w.schoolB.token })).json().data).toBeNull();
    expect((await call('GET', '/roster/oneroster', { token: w.teacherA2.token })).json().data).toBeNull();
    const before = await written();
    sis.reset();
    for (const token of [w.schoolB.token, w.teacherA2.token]) {
      const res = await pull(token, source({ client_secret: undefined }));
      expect(res.statusCode).toBe(422);
    }
    expect(sis.log).toEqual([]);
    expect(await written()).toEqual(before);
    // B cannot read or apply A's pull
    const id = a.json().data.import_id as string;
    expect((await call('GET', `/roster/imports/${id}`, { token: w.schoolB.token })).statusCode).toBe(404);
    expect((await call('POST', `/roster/imports/${id}/commit`, { token: w.schoolB.token, ip: nextIp() })).statusCode).toBe(404);
    // forgetting one's own leaves A's
    expect((await call('DELETE', '/roster/oneroster', { token: w.schoolB.token })).statusCode).toBe(200);
    expect((await call('GET', '/roster/oneroster', { token: w.schoolA.token })).json().data).not.toBeNull();
  });

  it('is for whoever may import: no student, no anonymous caller', async () => {
    expect((await pull(w.studentA.token, source())).statusCode).toBe(403);
    expect((await call('POST', '/roster/oneroster', { body: source() })).statusCode).toBe(401);
    expect(sis.log).toEqual([]);
  });

  const failures: Array<{ name: string; set: () => void; body?: Record<string, unknown>; en: string; ar: string }> = [
    {
      name: 'a bad secret',
      set: () => undefined,
      body: { client_secret: 'wrong' },
      en: 'refused the client id and secret',
      ar: 'رفضت خدمة OneRoster',
    },
    { name: 'a 401 on a page', set: () => sis.trouble.set('users', 'revoked'), en: 'refused the client id and secret', ar: 'رفضت خدمة OneRoster' },
    { name: 'a 500', set: () => sis.trouble.set('classes', 'status500'), en: 'answered with an error (500)', ar: 'بخطأ (500)' },
    {
      name: 'JSON cut short',
      set: () => sis.trouble.set('users', 'badJson'),
      en: 'answered /ims/oneroster/rostering/v1p2/users with something that is not OneRoster JSON',
      ar: 'بما ليس بيانات OneRoster',
    },
    { name: 'no answer in time', set: () => sis.trouble.set('enrollments', 'hang'), en: 'took too long to answer', ar: 'تأخّرت خدمة OneRoster' },
    { name: 'pages without end', set: () => sis.trouble.set('orgs', 'endless'), en: 'larger than one import allows', ar: 'أكبر مما يسمح به استيراد واحد' },
    { name: 'an answer too large', set: () => sis.trouble.set('classes', 'huge'), en: 'larger than one import allows', ar: 'أكبر مما يسمح به استيراد واحد' },
    { name: 'a redirect (not followed)', set: () => sis.trouble.set('/token', 'redirect'), en: 'answered with an error (302)', ar: 'بخطأ (302)' },
    { name: 'a next page on another host', set: () => sis.trouble.set('users', 'foreignNext'), en: 'not OneRoster JSON', ar: 'بما ليس بيانات OneRoster' },
  ];
  for (const f of failures) {
    it(`${f.name}: a clear message in both languages, nothing written`, async () => {
      const school = w.schoolB;
      await call('DELETE', '/roster/oneroster', { token: school.token });
      const before = await written();
      for (const locale of ['en', 'ar'] as const) {
        sis.reset();
        f.set();
        const res = await pull(school.token, source(f.body), locale);
        expect(res.statusCode, res.body).toBe(502);
        expect(errorOf(res).error.message).toContain(f.ar && locale === 'ar' ? f.ar : f.en);
        expect(errorOf(res).error.message).toContain(new URL(sis.url).host);
        expect(res.body).not.toContain(sis.clientSecret);
      }
      expect(await written()).toEqual(before);
      // the redirect's target was never asked
      expect(sis.log.every((l) => !l.path.includes('10.0.0.1'))).toBe(true);
    });
  }
});

describe('SSRF', () => {
  it('refuses private, link-local and unspecified addresses for either URL before any call', async () => {
    const before = await written();
    for (const [field, url] of [
      ['base_url', 'http://10.1.2.3/ims/oneroster/rostering/v1p2'],
      ['base_url', 'http://[fe80::1]/or'],
      ['token_url', 'http://169.254.169.254/latest/meta-data'],
      ['token_url', 'http://192.168.1.1/token'],
      ['base_url', 'http://0.0.0.0:8080/or'],
    ] as const) {
      const res = await pull(w.schoolA.token, source({ [field]: url }), 'ar');
      expect(res.statusCode, url).toBe(422);
      const detail = errorOf(res).error.details[0]!;
      expect(detail.path).toBe(field);
      expect(detail.issue).toContain('على شبكة محلية أو خاصة');
    }
    const bad = await pull(w.schoolA.token, source({ token_url: 'ftp://sis.example/token' }));
    expect(errorOf(bad).error.details.map((d) => d.path)).toEqual(['token_url']);
    expect(await written()).toEqual(before);
  });

  it('refuses loopback without the tests-only allowance (the service here is on loopback)', async () => {
    const src = { baseUrl: sis.baseUrl, tokenUrl: sis.tokenUrl, clientId: sis.clientId, clientSecret: sis.clientSecret };
    await expect(pullOneRoster(src, false)).rejects.toMatchObject({ statusCode: 422, details: [{ path: 'token_url', key: 'oneroster_url_refused' }] });
    expect(sis.log).toEqual([]);
    // with it, the same call reaches the service
    expect((await pullOneRoster(src, true)).length).toBeGreaterThan(0);
  });
});
