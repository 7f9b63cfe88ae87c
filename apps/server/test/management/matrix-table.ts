import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { examAttempts, exams } from '../../src/db/exams.ts';
import { certificates } from '../../src/db/grades.ts';
import { issueCertificate } from '../../src/grades/certificates.ts';
import { caller, freshEmail, nextIp, type AccountsTestApp } from '../auth/harness.ts';
import { dryRun } from '../roster/upload.ts';
import { webhookDeliveries } from '../../src/db/integrations.ts';
import { emitEvent } from '../../src/integrations/webhooks/outbox.ts';
import type { World } from './world.ts';

/**
 * The authorization matrix of the management API: every route × every kind of caller, against the
 * records of school A, with the exact status each must get. `matrix.test.ts` runs every cell and
 * fails when a route of these areas exists that this table does not name.
 */
export const CALLERS = ['anonymous', 'student', 'teacherA1', 'teacherA2', 'schoolA', 'schoolB', 'admin'] as const;
export type CallerName = (typeof CALLERS)[number];

export interface MatrixRow {
  /** `METHOD /path` as in the OpenAPI document (without `/api/v1/{locale}`). */
  route: string;
  /** The path and body of the call; `fresh` makes a record for this cell (for calls that change or remove it). */
  call: (w: World, fresh: Fresh) => Promise<{ path: string; body?: unknown }>;
  /** anonymous, student of A, teacher of A teaching the class, another teacher of A, school A, school B, administrator */
  expect: [number, number, number, number, number, number, number];
}

export interface Fresh {
  /** A student of school A in the class of teacher A1 (invited, with an email). */
  student(): Promise<string>;
  /** A dry run of school A's owner, not committed. */
  rosterImport(): Promise<string>;
  /** A confirmed import of school A's owner that made a username student: its id and the key of its sheet. */
  rosterSheet(): Promise<{ id: string; token: string }>;
  /** A draft exam of teacher A1. */
  exam(): Promise<string>;
  /** The path of the first question of a fresh draft exam of teacher A1. */
  examQuestion(): Promise<string>;
  /** A question of teacher A1's bank. */
  bankQuestion(): Promise<string>;
  /** A published exam of teacher A1 assigned to class A. */
  publishedExam(): Promise<string>;
  /** An override of teacher A1 for student A at a fresh published exam (ADR 0089): the exam and the override. */
  examOverride(): Promise<{ examId: string; id: string }>;
  /** An attempt of student A at a fresh published exam: its id, and a question with one of its options. */
  attempt(): Promise<{ id: string; examId: string; questionId: string; optionId: string }>;
  /** Student A submits their attempt. */
  submit(attemptId: string): Promise<void>;
  /** A published exam of teacher A1 that student A has taken and submitted with nothing answered (so something to retest). */
  takenExam(): Promise<string>;
  /** A grade scale of school A's owner (its teachers may use it) or of teacher A1 (theirs alone). */
  scale(of: 'school' | 'teacher'): Promise<string>;
  /** A certificate of student A, who passed a fresh exam of teacher A1 with certificates on: its id and code. */
  certificate(): Promise<{ id: string; code: string }>;
  /** An active share link of a fresh published exam of teacher A1: the exam, the link and its token. */
  shareLink(): Promise<{ examId: string; linkId: string; token: string }>;
  /** An API key of school A's owner (ADR 0083): its id. */
  apiKey(): Promise<string>;
  /** A webhook endpoint of school A's owner with one delivery in its outbox (ADR 0083). */
  webhook(): Promise<{ id: string; deliveryId: string }>;
  /** An LMS connection of school A, pending its dynamic registration (ADR 0084). */
  lmsConnection(): Promise<string>;
  /** A live session of teacher A1 (of a fresh draft exam) that student A joined, in the lobby, open at its first question, or ended (ADR 0091). */
  liveSession(state: 'lobby' | 'open' | 'ended'): Promise<{ id: string; code: string; questionId: string; optionId: string }>;
}

/** One draft exam of teacher A1 for every live session of the table: generating one per cell outlasts a row's time. */
const liveExams = new WeakMap<World, Promise<string>>();
const liveExamOf = (w: World, f: Fresh) => {
  if (!liveExams.has(w)) liveExams.set(w, f.exam());
  return liveExams.get(w)!;
};

export function freshMaker(t: AccountsTestApp, w: World): Fresh {
  const call = caller(t.app);
  return {
    async student() {
      const res = await call('POST', '/management/members', {
        token: w.schoolA.token,
        ip: nextIp(),
        body: { role: 'student', full_name: 'Matrix pupil', email: freshEmail('m'), class_ids: [w.classA] },
      });
      if (res.statusCode !== 201) throw new Error(res.body);
      return res.json().data.member.id as string;
    },
    async rosterImport() {
      const res = await dryRun(t.app, w.schoolA.token, `name,email\nRoster Pupil,${freshEmail('r')}\n`, { full_name: 'name', email: 'email' });
      if (res.statusCode !== 200) throw new Error(res.body);
      return res.json().data.import_id as string;
    },
    async rosterSheet() {
      const username = `matrix${randomUUID().slice(0, 8)}`;
      const run = await dryRun(t.app, w.schoolA.token, `name,username\nSheet Pupil,${username}\n`, { full_name: 'name', username: 'username' });
      if (run.statusCode !== 200) throw new Error(run.body);
      const id = run.json().data.import_id as string;
      const done = await call('POST', `/roster/imports/${id}/commit`, { token: w.schoolA.token, ip: nextIp() });
      if (done.statusCode !== 200) throw new Error(done.body);
      return { id, token: done.json().data.sheet.token as string };
    },
    async exam() {
      const res = await call('POST', '/exams', { token: w.teacherA1.token, ip: nextIp(), body: { title: 'Matrix exam', request: EXAM_REQUEST } });
      if (res.statusCode !== 201) throw new Error(res.body);
      return res.json().data.exam.id as string;
    },
    async examQuestion() {
      const res = await call('POST', '/exams', { token: w.teacherA1.token, ip: nextIp(), body: { title: 'Matrix exam', request: EXAM_REQUEST } });
      if (res.statusCode !== 201) throw new Error(res.body);
      const exam = res.json().data.exam as { id: string; questions: { id: string }[] };
      return `/exams/${exam.id}/questions/${exam.questions[0]!.id}`;
    },
    async bankQuestion() {
      const [, , examId, , questionId] = (await this.examQuestion()).split('/');
      const saved = await call('POST', '/bank/questions', { token: w.teacherA1.token, ip: nextIp(), body: { exam_id: examId, question_ids: [questionId] } });
      if (saved.statusCode !== 201) throw new Error(saved.body);
      const list = await call('GET', '/bank/questions', { token: w.teacherA1.token, ip: nextIp() });
      return list.json().data[0].id as string;
    },
    async publishedExam() {
      const id = await this.exam();
      const res = await call('POST', `/exams/${id}/publish`, { token: w.teacherA1.token, ip: nextIp(), body: publishBody(w) });
      if (res.statusCode !== 200) throw new Error(res.body);
      return id;
    },
    async examOverride() {
      const examId = await this.publishedExam();
      const res = await call('POST', `/exams/${examId}/overrides`, { token: w.teacherA1.token, ip: nextIp(), body: { students: [w.studentA.id], extra_attempts: 1 } });
      if (res.statusCode !== 201) throw new Error(res.body);
      return { examId, id: res.json().data.overrides[0].id as string };
    },
    async attempt() {
      const examId = await this.publishedExam();
      const res = await call('POST', `/exams/${examId}/attempts`, { token: w.studentA.token, ip: nextIp() });
      if (res.statusCode !== 201) throw new Error(res.body);
      const a = res.json().data.attempt as { id: string; questions: { id: string; options: { id: string }[] }[] };
      return { id: a.id, examId, questionId: a.questions[0]!.id, optionId: a.questions[0]!.options[0]!.id };
    },
    async submit(attemptId) {
      const res = await call('POST', `/attempts/${attemptId}/submit`, { token: w.studentA.token, ip: nextIp() });
      if (res.statusCode !== 200) throw new Error(res.body);
    },
    async liveSession(state) {
      const started = await call('POST', '/live-sessions', { token: w.teacherA1.token, ip: nextIp(), body: { exam_id: await liveExamOf(w, this) } });
      if (started.statusCode !== 201) throw new Error(started.body);
      const { id, code } = started.json().data as { id: string; code: string };
      const joined = await call('POST', '/live-sessions/join', { token: w.studentA.token, ip: nextIp(), body: { code } });
      if (joined.statusCode !== 200) throw new Error(joined.body);
      const to =
        state === 'lobby'
          ? null
          : await call('POST', `/live-sessions/${id}/${state === 'open' ? 'advance' : 'end'}`, {
              token: w.teacherA1.token,
              ip: nextIp(),
              body: state === 'open' ? { step: 0 } : undefined,
            });
      if (to && to.statusCode !== 200) throw new Error(to.body);
      const q = (to?.json().data.question ?? null) as { id: string; options: Array<{ id: string }> } | null;
      return { id, code, questionId: q?.id ?? 'q_none', optionId: q?.options[0]?.id ?? 'a' };
    },
    async takenExam() {
      const a = await this.attempt();
      await this.submit(a.id);
      return a.examId;
    },
    async scale(of) {
      const token = of === 'school' ? w.schoolA.token : w.teacherA1.token;
      const res = await call('POST', '/grade-scales', { token, ip: nextIp(), body: { name: unique('Matrix scale'), bands: SCALE_BANDS } });
      if (res.statusCode !== 201) throw new Error(res.body);
      return res.json().data.scale.id as string;
    },
    async certificate() {
      // one for every cell: reading it changes nothing, revoking and reinstating are idempotent.
      // Student A's passed attempt is written straight into the database and the certificate made
      // by the function grading calls: taking the exam through the API would spend the attempt
      // calls of student A's per-account limit that the attempt rows of this table need.
      const kept = certificateOf.get(w);
      if (kept) return kept;
      const id = await this.exam();
      const published = await call('POST', `/exams/${id}/publish`, { token: w.teacherA1.token, ip: nextIp(), body: { ...publishBody(w), certificates: true } });
      if (published.statusCode !== 200) throw new Error(published.body);
      const db = t.app.database.db;
      const [exam] = await db.select().from(exams).where(eq(exams.id, id));
      const now = new Date();
      const [attempt] = await db
        .insert(examAttempts)
        .values({
          examId: id,
          studentId: w.studentA.id,
          number: 1,
          examVersion: exam!.version,
          status: 'submitted',
          startedAt: now,
          submittedAt: now,
          timeFactor: '1',
          earned: '3',
          possible: 3,
          score: '100',
          passed: true,
          grading: {},
        })
        .returning();
      await issueCertificate(db, exam!, attempt!, now);
      const [made] = await db.select({ id: certificates.id, code: certificates.code }).from(certificates).where(eq(certificates.attemptId, attempt!.id));
      if (!made) throw new Error('no certificate');
      const c = made;
      certificateOf.set(w, c);
      return c;
    },
    async shareLink() {
      const examId = await this.publishedExam();
      const res = await call('POST', `/exams/${examId}/links`, { token: w.teacherA1.token, ip: nextIp() });
      if (res.statusCode !== 201) throw new Error(res.body);
      const link = res.json().data.link as { id: string; url: string };
      return { examId, linkId: link.id, token: link.url.split('/').pop()! };
    },
    async apiKey() {
      const res = await call('POST', '/api-keys', { token: w.schoolA.token, ip: nextIp(), body: { name: 'Matrix key', scopes: ['roster:read'] } });
      if (res.statusCode !== 201) throw new Error(res.body);
      return res.json().data.key.id as string;
    },
    async webhook() {
      const res = await call('POST', '/webhooks', { token: w.schoolA.token, ip: nextIp(), body: { url: 'https://93.184.216.34/hook', events: ['exam.published'] } });
      if (res.statusCode !== 201) throw new Error(res.body);
      const id = res.json().data.endpoint.id as string;
      await emitEvent(t.app.db, [w.schoolA.id], 'exam.published', { exam_id: 'x' }, t.clock());
      const [d] = await t.app.db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id));
      return { id, deliveryId: d!.id };
    },
    async lmsConnection() {
      const res = await call('POST', '/lms/connections', { token: w.schoolA.token, ip: nextIp(), body: { name: 'Matrix LMS' } });
      if (res.statusCode !== 201) throw new Error(res.body);
      return res.json().data.connection.id as string;
    },
  };
}

const certificateOf = new WeakMap<World, { id: string; code: string }>();

const SCALE_BANDS = [
  { from: 50, to: 100, label: 'Pass' },
  { from: 0, to: 50, label: 'Fail' },
];

const EXAM_REQUEST = { objectives: [{ type: 'conjugate' }], question_count: 3, criteria: { verbs: ['ktb-I1'] }, seed: 1 };
const publishBody = (w: World) => ({
  // a day back: the server's clock is the test's manual clock, set when the app started, while this is the real time of the row
  publish_at: new Date(Date.now() - 86_400_000).toISOString(),
  expires_at: null,
  access: 'open',
  duration_minutes: null,
  passing_score: 50,
  attempts_allowed: 1,
  assignments: { classes: [w.classA], students: [], teachers: [] },
});

let n = 0;
const unique = (label: string) => `${label} ${++n}`;

export const MATRIX: MatrixRow[] = [
  { route: 'GET /workspace', call: async () => ({ path: '/workspace' }), expect: [401, 403, 200, 200, 200, 200, 403] },
  { route: 'GET /dashboard', call: async () => ({ path: '/dashboard' }), expect: [401, 200, 200, 200, 200, 200, 200] },
  { route: 'GET /management/members', call: async () => ({ path: '/management/members?role=student' }), expect: [401, 403, 200, 200, 200, 200, 403] },
  { route: 'GET /management/members', call: async () => ({ path: '/management/members?role=teacher' }), expect: [401, 403, 403, 403, 200, 200, 403] },
  {
    route: 'POST /management/members',
    call: async () => ({ path: '/management/members', body: { role: 'student', full_name: 'Matrix pupil', email: freshEmail('m') } }),
    expect: [401, 403, 201, 201, 201, 201, 403],
  },
  {
    route: 'POST /management/members',
    call: async () => ({ path: '/management/members', body: { role: 'teacher', full_name: 'Matrix teacher', email: freshEmail('t') } }),
    expect: [401, 403, 403, 403, 201, 201, 403],
  },
  {
    route: 'POST /management/members/bulk',
    call: async (w) => ({ path: '/management/members/bulk', body: { action: 'set_time_accommodation', ids: [w.studentA.id], time_accommodation: 1.25 } }),
    expect: [401, 403, 200, 404, 200, 404, 403],
  },
  { route: 'GET /management/members/{id}', call: async (w) => ({ path: `/management/members/${w.studentA.id}` }), expect: [401, 403, 200, 404, 200, 404, 403] },
  { route: 'GET /management/members/{id}', call: async (w) => ({ path: `/management/members/${w.teacherA1.id}` }), expect: [401, 403, 404, 404, 200, 404, 403] },
  {
    route: 'PATCH /management/members/{id}',
    call: async (w) => ({ path: `/management/members/${w.studentA.id}`, body: { time_accommodation: 1.5 } }),
    expect: [401, 403, 200, 404, 200, 404, 403],
  },
  { route: 'DELETE /management/members/{id}', call: async (_w, f) => ({ path: `/management/members/${await f.student()}` }), expect: [401, 403, 403, 404, 200, 404, 403] },
  {
    route: 'POST /management/members/{id}/invitation',
    call: async (_w, f) => ({ path: `/management/members/${await f.student()}/invitation` }),
    expect: [401, 403, 200, 404, 200, 404, 403],
  },
  {
    route: 'POST /management/members/{id}/one-time-password',
    call: async (w) => ({ path: `/management/members/${w.usernameStudentA.id}/one-time-password` }),
    expect: [401, 403, 404, 404, 200, 404, 403],
  },
  { route: 'GET /classes', call: async () => ({ path: '/classes' }), expect: [401, 403, 200, 200, 200, 200, 403] },
  { route: 'POST /classes', call: async () => ({ path: '/classes', body: { name: unique('Matrix class') } }), expect: [401, 403, 201, 201, 201, 201, 403] },
  { route: 'GET /classes/{id}', call: async (w) => ({ path: `/classes/${w.classA}` }), expect: [401, 403, 200, 404, 200, 404, 403] },
  { route: 'PATCH /classes/{id}', call: async (w) => ({ path: `/classes/${w.classA}`, body: { level: 'Five' } }), expect: [401, 403, 200, 404, 200, 404, 403] },
  {
    route: 'POST /classes/{id}/members',
    call: async (w) => ({ path: `/classes/${w.classA}/members`, body: { student_ids: [w.studentA.id] } }),
    expect: [401, 403, 200, 404, 200, 404, 403],
  },
  {
    route: 'POST /classes/{id}/members',
    call: async (w) => ({ path: `/classes/${w.classA}/members`, body: { teacher_ids: [w.teacherA1.id] } }),
    expect: [401, 403, 403, 404, 200, 404, 403],
  },
  {
    route: 'DELETE /classes/{id}/members',
    call: async (w, f) => ({ path: `/classes/${w.classA}/members`, body: { student_ids: [await f.student()] } }),
    expect: [401, 403, 200, 404, 200, 404, 403],
  },
  {
    route: 'DELETE /classes/{id}/members',
    call: async (w) => ({ path: `/classes/${w.classA}/members`, body: { teacher_ids: [w.teacherA2.id] } }),
    expect: [401, 403, 403, 404, 200, 404, 403],
  },
  { route: 'GET /assigned-students/{id}', call: async () => ({ path: `/assigned-students/${randomUUID()}` }), expect: [401, 403, 404, 404, 404, 404, 403] },
  { route: 'GET /assigned-students/{id}', call: async (_w, f) => ({ path: `/assigned-students/${(await f.attempt()).examId}` }), expect: [401, 403, 200, 404, 200, 404, 403] },
  { route: 'POST /memberships/{id}/accept', call: async (w) => ({ path: `/memberships/${w.pendingMembership}/accept` }), expect: [401, 404, 404, 404, 404, 404, 404] },
  { route: 'POST /memberships/{id}/decline', call: async (w) => ({ path: `/memberships/${w.pendingMembership}/decline` }), expect: [401, 404, 404, 404, 404, 404, 404] },
  { route: 'GET /invitations/{token}', call: async () => ({ path: `/invitations/${'x'.repeat(43)}` }), expect: [404, 404, 404, 404, 404, 404, 404] },
  { route: 'POST /invitations/{token}/accept', call: async () => ({ path: `/invitations/${'x'.repeat(43)}/accept`, body: {} }), expect: [404, 404, 404, 404, 404, 404, 404] },
  // Each importer's own OneRoster service (ADR 0093); the pull itself is tested in test/roster/oneroster-rest.test.ts:
  // here its address is private, refused (422) for whoever may import, before any call.
  { route: 'GET /roster/oneroster', call: async () => ({ path: '/roster/oneroster' }), expect: [401, 403, 200, 200, 200, 200, 403] },
  { route: 'DELETE /roster/oneroster', call: async () => ({ path: '/roster/oneroster' }), expect: [401, 403, 200, 200, 200, 200, 403] },
  {
    route: 'POST /roster/oneroster',
    call: async () => ({ path: '/roster/oneroster', body: { base_url: 'http://10.0.0.1/or', token_url: 'http://10.0.0.1/token', client_id: 'm', client_secret: 's' } }),
    expect: [401, 403, 422, 422, 422, 422, 403],
  },
  // A JSON body is not an upload: 422 for whoever may import (the upload itself is tested in test/roster).
  { route: 'POST /roster/imports', call: async () => ({ path: '/roster/imports', body: {} }), expect: [401, 403, 422, 422, 422, 422, 403] },
  {
    route: 'POST /roster/imports/{id}/check',
    call: async (w) => ({ path: `/roster/imports/${w.rosterUpload}/check`, body: { mapping: { full_name: 'name', email: 'email' } } }),
    expect: [401, 403, 404, 404, 200, 404, 403],
  },
  {
    route: 'POST /roster/imports/{id}/encoding',
    call: async (w) => ({ path: `/roster/imports/${w.rosterUpload}/encoding`, body: { encoding: 'utf-8' } }),
    expect: [401, 403, 404, 404, 200, 404, 403],
  },
  { route: 'GET /roster/imports/{id}', call: async (w) => ({ path: `/roster/imports/${w.rosterImport}` }), expect: [401, 403, 404, 404, 200, 404, 403] },
  // The importer alone (school A's owner here), with the key its commit answered; each file once.
  {
    route: 'POST /roster/imports/{id}/sheet',
    call: async (_w, f) => {
      const { id, token } = await f.rosterSheet();
      return { path: `/roster/imports/${id}/sheet`, body: { token, format: 'csv' } };
    },
    expect: [401, 403, 404, 404, 200, 404, 403],
  },
  { route: 'POST /roster/imports/{id}/commit', call: async (_w, f) => ({ path: `/roster/imports/${await f.rosterImport()}/commit` }), expect: [401, 403, 404, 404, 200, 404, 403] },
  {
    route: 'PATCH /admin/users/{id}/plan',
    call: async (w) => ({ path: `/admin/users/${w.schoolB.id}/plan`, body: { plan_code: 'school' } }),
    expect: [401, 403, 403, 403, 403, 403, 200],
  },
  // Exams: generation stores nothing; every educator may preview (under their plan), no one else.
  {
    route: 'POST /exams/generate',
    call: async () => ({ path: '/exams/generate', body: { objectives: [{ type: 'conjugate' }], question_count: 3, seed: 1 } }),
    expect: [401, 403, 200, 200, 200, 200, 403],
  },
  // An exam is its educator's: the school reads it, no one else sees it (404); only its educator changes it.
  { route: 'POST /exams', call: async () => ({ path: '/exams', body: { title: 'Matrix exam', request: EXAM_REQUEST } }), expect: [401, 403, 201, 201, 201, 201, 403] },
  { route: 'GET /exams', call: async () => ({ path: '/exams' }), expect: [401, 200, 200, 200, 200, 200, 403] },
  { route: 'GET /exams/{id}', call: async (_w, f) => ({ path: `/exams/${await f.exam()}` }), expect: [401, 403, 200, 404, 200, 404, 403] },
  { route: 'PATCH /exams/{id}', call: async (_w, f) => ({ path: `/exams/${await f.exam()}`, body: { title: 'Renamed' } }), expect: [401, 403, 200, 404, 403, 404, 403] },
  { route: 'DELETE /exams/{id}', call: async (_w, f) => ({ path: `/exams/${await f.exam()}` }), expect: [401, 403, 200, 404, 403, 404, 403] },
  { route: 'POST /exams/{id}/publish', call: async (w, f) => ({ path: `/exams/${await f.exam()}/publish`, body: publishBody(w) }), expect: [401, 403, 200, 404, 403, 404, 403] },
  {
    route: 'PUT /exams/{id}/settings',
    call: async (w, f) => ({ path: `/exams/${await f.exam()}/settings`, body: publishBody(w) }),
    expect: [401, 403, 200, 404, 403, 404, 403],
  },
  {
    route: 'PATCH /exams/{id}/questions/{question_id}',
    call: async (_w, f) => ({ path: await f.examQuestion(), body: { stem: { ar: 'صرّف:', en: 'Conjugate:' } } }),
    expect: [401, 403, 200, 404, 403, 404, 403],
  },
  {
    route: 'POST /exams/{id}/questions/{question_id}/regenerate',
    call: async (_w, f) => ({ path: `${await f.examQuestion()}/regenerate` }),
    expect: [401, 403, 200, 404, 403, 404, 403],
  },
  {
    route: 'POST /bank/questions',
    call: async (_w, f) => {
      const [, , examId, , questionId] = (await f.examQuestion()).split('/');
      return { path: '/bank/questions', body: { exam_id: examId, question_ids: [questionId] } };
    },
    expect: [401, 403, 201, 404, 201, 404, 403],
  },
  { route: 'POST /bank/import', call: async () => ({ path: '/bank/import', body: { gift: '::q1:: What is 2+2? {=4 ~5}' } }), expect: [401, 403, 200, 200, 200, 200, 403] },
  { route: 'GET /bank/questions', call: async () => ({ path: '/bank/questions' }), expect: [401, 403, 200, 200, 200, 200, 403] },
  {
    route: 'PATCH /bank/questions/{id}',
    call: async (_w, f) => ({ path: `/bank/questions/${await f.bankQuestion()}`, body: { labels: ['review'] } }),
    expect: [401, 403, 200, 404, 403, 404, 403],
  },
  { route: 'DELETE /bank/questions/{id}', call: async (_w, f) => ({ path: `/bank/questions/${await f.bankQuestion()}` }), expect: [401, 403, 200, 404, 403, 404, 403] },
  { route: 'GET /bank/export', call: async (_w, f) => ({ path: `/bank/export?format=gift&ids=${await f.bankQuestion()}` }), expect: [401, 403, 200, 200, 200, 200, 403] },
  {
    route: 'POST /exams/{id}/questions/from-bank',
    call: async (_w, f) => ({ path: `/exams/${await f.exam()}/questions/from-bank`, body: { bank_ids: [await f.bankQuestion()] } }),
    expect: [401, 403, 200, 404, 403, 404, 403],
  },
  { route: 'GET /exams/{id}/export', call: async (_w, f) => ({ path: `/exams/${await f.exam()}/export?format=gift` }), expect: [401, 403, 200, 404, 200, 404, 403] },
  { route: 'GET /exams/{id}/qti', call: async (_w, f) => ({ path: `/exams/${await f.exam()}/qti` }), expect: [401, 403, 200, 404, 200, 404, 403] },
  // A JSON body is not an upload: 422 for whoever may import (the package itself is tested in test/exams/qti.test.ts).
  { route: 'POST /exams/import/qti', call: async () => ({ path: '/exams/import/qti', body: {} }), expect: [401, 403, 422, 422, 422, 422, 403] },
  // PDFs: an exam's for its educators (as GET /exams/{id}); a result's for its student and the exam's educators (as GET /attempts/{id}).
  { route: 'GET /exams/{id}/pdf', call: async (_w, f) => ({ path: `/exams/${await f.exam()}/pdf?key=1` }), expect: [401, 403, 200, 404, 200, 404, 403] },
  { route: 'GET /attempts/{id}/pdf', call: async (_w, f) => ({ path: `/attempts/${(await f.attempt()).id}/pdf` }), expect: [401, 200, 200, 404, 200, 404, 404] },
  { route: 'POST /exams/{id}/attempts', call: async (_w, f) => ({ path: `/exams/${await f.publishedExam()}/attempts` }), expect: [401, 201, 403, 403, 403, 403, 403] },
  {
    route: 'PUT /attempts/{id}/answers/{question_id}',
    call: async (_w, f) => {
      const a = await f.attempt();
      return { path: `/attempts/${a.id}/answers/${a.questionId}`, body: { option_id: a.optionId } };
    },
    expect: [401, 200, 403, 403, 403, 403, 403],
  },
  {
    route: 'PUT /attempts/{id}/flags/{question_id}',
    call: async (_w, f) => {
      const a = await f.attempt();
      return { path: `/attempts/${a.id}/flags/${a.questionId}`, body: { flagged: true } };
    },
    expect: [401, 200, 403, 403, 403, 403, 403],
  },
  // Marking a submitted attempt (ADR 0090): the exam's educator and its school; its student (and any student) refused, anyone else does not find it.
  {
    route: 'PUT /attempts/{id}/questions/{question_id}/review',
    call: async (_w, f) => {
      const a = await f.attempt();
      await f.submit(a.id);
      return { path: `/attempts/${a.id}/questions/${a.questionId}/review`, body: { comment: 'Matrix comment', points: 1, reason: 'Matrix reason' } };
    },
    expect: [401, 403, 200, 404, 200, 404, 403],
  },
  { route: 'POST /attempts/{id}/submit', call: async (_w, f) => ({ path: `/attempts/${(await f.attempt()).id}/submit` }), expect: [401, 200, 403, 403, 403, 403, 403] },
  { route: 'GET /attempts/{id}', call: async (_w, f) => ({ path: `/attempts/${(await f.attempt()).id}` }), expect: [401, 200, 200, 404, 200, 404, 404] },
  { route: 'GET /exams/{id}/summary', call: async (_w, f) => ({ path: `/exams/${await f.publishedExam()}/summary` }), expect: [401, 200, 403, 403, 403, 403, 403] },
  { route: 'GET /exams/{id}/attempts', call: async (_w, f) => ({ path: `/exams/${(await f.attempt()).examId}/attempts` }), expect: [401, 200, 200, 404, 200, 404, 404] },
  { route: 'POST /exams/{id}/clone', call: async (_w, f) => ({ path: `/exams/${await f.exam()}/clone` }), expect: [401, 403, 201, 404, 403, 404, 403] },
  // Reports: the exam's educator and the school that sees it; a student is refused, anyone else does not find it.
  { route: 'GET /reports', call: async () => ({ path: '/reports' }), expect: [401, 403, 200, 200, 200, 200, 403] },
  { route: 'GET /exams/{id}/report', call: async (_w, f) => ({ path: `/exams/${await f.publishedExam()}/report` }), expect: [401, 403, 200, 404, 200, 404, 403] },
  { route: 'GET /exams/{id}/report.csv', call: async (_w, f) => ({ path: `/exams/${await f.publishedExam()}/report.csv` }), expect: [401, 403, 200, 404, 200, 404, 403] },
  { route: 'GET /reports/students/{id}', call: async (w) => ({ path: `/reports/students/${w.studentA.id}` }), expect: [401, 403, 200, 404, 200, 404, 403] },
  { route: 'POST /exams/{id}/retest', call: async (_w, f) => ({ path: `/exams/${await f.takenExam()}/retest`, body: {} }), expect: [401, 403, 201, 404, 201, 404, 403] },
  // Grade scales: their maker changes them; a school's own are its teachers' to read and use; anyone else does not find them.
  { route: 'GET /grade-scales', call: async () => ({ path: '/grade-scales' }), expect: [401, 403, 200, 200, 200, 200, 403] },
  { route: 'POST /grade-scales', call: async () => ({ path: '/grade-scales', body: { name: unique('Scale'), bands: SCALE_BANDS } }), expect: [401, 403, 201, 201, 201, 201, 403] },
  { route: 'GET /grade-scales/{id}', call: async (_w, f) => ({ path: `/grade-scales/${await f.scale('school')}` }), expect: [401, 403, 200, 200, 200, 404, 403] },
  { route: 'GET /grade-scales/{id}', call: async (_w, f) => ({ path: `/grade-scales/${await f.scale('teacher')}` }), expect: [401, 403, 200, 404, 404, 404, 403] },
  {
    route: 'PATCH /grade-scales/{id}',
    call: async (_w, f) => ({ path: `/grade-scales/${await f.scale('school')}`, body: { name: 'Renamed', bands: SCALE_BANDS } }),
    expect: [401, 403, 403, 403, 200, 404, 403],
  },
  { route: 'DELETE /grade-scales/{id}', call: async (_w, f) => ({ path: `/grade-scales/${await f.scale('teacher')}` }), expect: [401, 403, 200, 404, 404, 404, 403] },
  // Certificates: the public page by code for anyone; the certificate for its student and the exam's educators; revoking for the latter.
  {
    route: 'GET /certificates/verify/{code}',
    call: async (_w, f) => ({ path: `/certificates/verify/${(await f.certificate()).code}` }),
    expect: [200, 200, 200, 200, 200, 200, 200],
  },
  { route: 'GET /certificates', call: async () => ({ path: '/certificates' }), expect: [401, 200, 200, 200, 200, 200, 403] },
  { route: 'GET /certificates/{id}', call: async (_w, f) => ({ path: `/certificates/${(await f.certificate()).id}` }), expect: [401, 200, 200, 404, 200, 404, 403] },
  { route: 'GET /certificates/{id}/pdf', call: async (_w, f) => ({ path: `/certificates/${(await f.certificate()).id}/pdf` }), expect: [401, 200, 200, 404, 200, 404, 403] },
  { route: 'POST /certificates/{id}/revoke', call: async (_w, f) => ({ path: `/certificates/${(await f.certificate()).id}/revoke` }), expect: [401, 403, 200, 404, 200, 404, 403] },
  {
    route: 'POST /certificates/{id}/reinstate',
    call: async (_w, f) => ({ path: `/certificates/${(await f.certificate()).id}/reinstate` }),
    expect: [401, 403, 200, 404, 200, 404, 403],
  },
  // Sharing (ADR 0043): the exam's educator shares and makes links; the school that sees the exam reads the Share section only;
  // anyone who holds a link reads where it stands; a signed-in student joins by it.
  // Overrides (ADR 0089): the exam's teacher and its school, for the students it is assigned to.
  { route: 'GET /exams/{id}/overrides', call: async (_w, f) => ({ path: `/exams/${await f.publishedExam()}/overrides` }), expect: [401, 403, 200, 404, 200, 404, 403] },
  {
    route: 'POST /exams/{id}/overrides',
    call: async (w, f) => ({ path: `/exams/${await f.publishedExam()}/overrides`, body: { students: [w.studentA.id], extra_attempts: 1 } }),
    expect: [401, 403, 201, 404, 201, 404, 403],
  },
  {
    route: 'POST /exams/{id}/overrides',
    call: async (w, f) => ({ path: `/exams/${await f.publishedExam()}/overrides`, body: { students: [w.studentB.id], extra_attempts: 1 } }),
    expect: [401, 403, 422, 404, 422, 404, 403],
  },
  {
    route: 'PUT /exams/{id}/overrides/{override_id}',
    call: async (_w, f) => {
      const o = await f.examOverride();
      return { path: `/exams/${o.examId}/overrides/${o.id}`, body: { extra_minutes: 10 } };
    },
    expect: [401, 403, 200, 404, 200, 404, 403],
  },
  {
    route: 'DELETE /exams/{id}/overrides/{override_id}',
    call: async (_w, f) => {
      const o = await f.examOverride();
      return { path: `/exams/${o.examId}/overrides/${o.id}` };
    },
    expect: [401, 403, 200, 404, 200, 404, 403],
  },
  { route: 'GET /exams/{id}/sharing', call: async (_w, f) => ({ path: `/exams/${await f.exam()}/sharing` }), expect: [401, 403, 200, 404, 200, 404, 403] },
  {
    route: 'POST /exams/{id}/shares',
    call: async (w, f) => ({ path: `/exams/${await f.exam()}/shares`, body: { email: w.schoolB.email } }),
    expect: [401, 403, 201, 404, 403, 404, 403],
  },
  { route: 'POST /exams/{id}/links', call: async (_w, f) => ({ path: `/exams/${await f.publishedExam()}/links` }), expect: [401, 403, 201, 404, 403, 404, 403] },
  {
    route: 'POST /exams/{id}/links/{link_id}/revoke',
    call: async (_w, f) => {
      const l = await f.shareLink();
      return { path: `/exams/${l.examId}/links/${l.linkId}/revoke` };
    },
    expect: [401, 403, 200, 404, 403, 404, 403],
  },
  { route: 'GET /api-keys', call: async () => ({ path: '/api-keys' }), expect: [401, 403, 200, 200, 200, 200, 403] },
  { route: 'POST /api-keys', call: async () => ({ path: '/api-keys', body: { name: 'Matrix', scopes: ['exams:read'] } }), expect: [401, 403, 201, 201, 201, 201, 403] },
  { route: 'POST /api-keys/{id}/revoke', call: async (_w, f) => ({ path: `/api-keys/${await f.apiKey()}/revoke` }), expect: [401, 403, 404, 404, 200, 404, 403] },
  { route: 'GET /webhooks', call: async () => ({ path: '/webhooks' }), expect: [401, 403, 200, 200, 200, 200, 403] },
  {
    route: 'POST /webhooks',
    call: async () => ({ path: '/webhooks', body: { url: 'https://93.184.216.34/matrix', events: ['attempt.submitted'] } }),
    expect: [401, 403, 201, 201, 201, 201, 403],
  },
  {
    route: 'PATCH /webhooks/{id}',
    call: async (_w, f) => ({ path: `/webhooks/${(await f.webhook()).id}`, body: { url: 'https://93.184.216.34/changed', events: ['attempt.graded'] } }),
    expect: [401, 403, 404, 404, 200, 404, 403],
  },
  { route: 'DELETE /webhooks/{id}', call: async (_w, f) => ({ path: `/webhooks/${(await f.webhook()).id}` }), expect: [401, 403, 404, 404, 200, 404, 403] },
  { route: 'POST /webhooks/{id}/rotate', call: async (_w, f) => ({ path: `/webhooks/${(await f.webhook()).id}/rotate` }), expect: [401, 403, 404, 404, 200, 404, 403] },
  { route: 'POST /webhooks/{id}/enable', call: async (_w, f) => ({ path: `/webhooks/${(await f.webhook()).id}/enable` }), expect: [401, 403, 404, 404, 200, 404, 403] },
  { route: 'GET /webhooks/{id}/deliveries', call: async (_w, f) => ({ path: `/webhooks/${(await f.webhook()).id}/deliveries` }), expect: [401, 403, 404, 404, 200, 404, 403] },
  {
    route: 'POST /webhooks/{id}/deliveries/{delivery_id}/replay',
    call: async (_w, f) => {
      const h = await f.webhook();
      return { path: `/webhooks/${h.id}/deliveries/${h.deliveryId}/replay` };
    },
    expect: [401, 403, 404, 404, 200, 404, 403],
  },
  { route: 'GET /lms/connections', call: async () => ({ path: '/lms/connections' }), expect: [401, 403, 403, 403, 200, 200, 403] },
  { route: 'POST /lms/connections', call: async () => ({ path: '/lms/connections', body: { name: 'Matrix LMS' } }), expect: [401, 403, 403, 403, 201, 201, 403] },
  { route: 'DELETE /lms/connections/{id}', call: async (_w, f) => ({ path: `/lms/connections/${await f.lmsConnection()}` }), expect: [401, 403, 403, 403, 200, 404, 403] },
  {
    route: 'POST /lms/links/{id}/roster',
    call: async (w) => ({ path: `/lms/links/${randomUUID()}/roster`, body: { class_id: w.classA } }),
    expect: [401, 403, 404, 404, 404, 404, 403],
  },
  { route: 'GET /developers/examples', call: async () => ({ path: '/developers/examples' }), expect: [200, 200, 200, 200, 200, 200, 200] },
  { route: 'GET /exam-links/{token}', call: async (_w, f) => ({ path: `/exam-links/${(await f.shareLink()).token}` }), expect: [200, 200, 200, 200, 200, 200, 200] },
  { route: 'POST /exam-links/{token}/join', call: async (_w, f) => ({ path: `/exam-links/${(await f.shareLink()).token}/join` }), expect: [401, 200, 403, 403, 403, 403, 403] },
  // live classroom sessions (ADR 0091): the host drives and watches, a joined student answers and watches, nobody else
  {
    route: 'POST /live-sessions',
    call: async (w, f) => ({ path: '/live-sessions', body: { exam_id: await liveExamOf(w, f) } }),
    expect: [401, 403, 201, 404, 201, 404, 403],
  },
  {
    route: 'POST /live-sessions/join',
    call: async (_w, f) => ({ path: '/live-sessions/join', body: { code: (await f.liveSession('lobby')).code } }),
    expect: [401, 200, 403, 403, 403, 403, 403],
  },
  { route: 'GET /live-sessions/{id}', call: async (_w, f) => ({ path: `/live-sessions/${(await f.liveSession('lobby')).id}` }), expect: [401, 200, 200, 404, 404, 404, 403] },
  // an ended session's stream sends its last state and ends, so each cell has a whole answer
  {
    route: 'GET /live-sessions/{id}/events',
    call: async (_w, f) => ({ path: `/live-sessions/${(await f.liveSession('ended')).id}/events` }),
    expect: [401, 200, 200, 404, 404, 404, 403],
  },
  {
    route: 'POST /live-sessions/{id}/advance',
    call: async (_w, f) => ({ path: `/live-sessions/${(await f.liveSession('lobby')).id}/advance`, body: { step: 0 } }),
    expect: [401, 403, 200, 404, 404, 404, 403],
  },
  {
    route: 'POST /live-sessions/{id}/end',
    call: async (_w, f) => ({ path: `/live-sessions/${(await f.liveSession('lobby')).id}/end` }),
    expect: [401, 403, 200, 404, 404, 404, 403],
  },
  {
    route: 'POST /live-sessions/{id}/answers',
    call: async (_w, f) => {
      const s = await f.liveSession('open');
      return { path: `/live-sessions/${s.id}/answers`, body: { question_id: s.questionId, answer: { option_id: s.optionId } } };
    },
    expect: [401, 201, 403, 403, 403, 403, 403],
  },
];

/** The areas whose every route must be in the table. */
export const COVERED_PREFIXES = [
  '/exams',
  '/reports',
  '/attempts',
  '/bank',
  '/workspace',
  '/dashboard',
  '/management',
  '/classes',
  '/assigned-students',
  '/memberships',
  '/invitations',
  '/roster',
  '/admin/users/{id}/plan',
  '/grade-scales',
  '/certificates',
  '/exam-links',
  '/api-keys',
  '/developers',
  '/webhooks',
  '/lms',
  '/live-sessions',
];
