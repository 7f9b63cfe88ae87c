import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examDetailsSchema, type ExamDetails } from '@tasreef/contracts/exams';
import { deliverDue } from '../../src/integrations/webhooks/outbox.ts';
import { caller, createAccountsTestApp, type AccountsTestApp } from '../auth/harness.ts';
import { addByEmail, buildWorld, type Person, type World } from '../management/world.ts';

/**
 * The three events an endpoint could subscribe to and never heard (issue 34): attempt.started,
 * certificate.issued and roster.imported, each sent when it happens through the API, signed per
 * Standard Webhooks and verified with the reference library; told once, to the school concerned
 * (another school's endpoint hears nothing), and not to an endpoint that did not ask for it.
 */
interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}
let t: AccountsTestApp;
let w: World;
let call: ReturnType<typeof caller>;
let receiver: http.Server;
let base = '';
const received: Received[] = [];
/** School A's endpoint for the three events, school B's for the same, and school A's that asked for exam.published only. */
let hookA: { id: string; secret: string };
let hookB: { id: string; secret: string };
let hookOther: { id: string; secret: string };

const minute = 60_000;
const deps = () => ({ db: t.app.db, now: t.app.clock, mailer: t.app.mailer, allowLoopback: true, sealer: t.app.sealer });
const EVENTS = ['attempt.started', 'certificate.issued', 'roster.imported'];

async function endpoint(owner: Person, path: string, events: string[]): Promise<{ id: string; secret: string }> {
  const res = await call('POST', '/webhooks', { token: owner.token, body: { url: `${base}${path}`, events } });
  if (res.statusCode !== 201) throw new Error(res.body);
  return { id: res.json().data.endpoint.id, secret: res.json().data.secret };
}

/** Delivers what is due and answers the messages that reached `path` since `from`, each verified with its secret. */
async function heard(from: number, path: string, secret: string): Promise<Array<{ type: string; data: Record<string, unknown> }>> {
  await deliverDue(deps());
  return received
    .slice(from)
    .filter((r) => r.headers['x-path'] === path)
    .map((r) => new Webhook(secret).verify(r.body, r.headers as Record<string, string>) as { type: string; data: Record<string, unknown> });
}

async function publishedExam(extra: Record<string, unknown>): Promise<ExamDetails> {
  const made = await call('POST', '/exams', {
    token: w.teacherA1.token,
    body: { title: 'أحداث الويب', request: { objectives: [{ type: 'conjugate' }], formats: ['multiple_choice'], question_count: 3, criteria: { verbs: ['ktb-I1'] }, seed: 7 } },
  });
  if (made.statusCode !== 201) throw new Error(made.body);
  const id = made.json().data.exam.id as string;
  const published = await call('POST', `/exams/${id}/publish`, {
    token: w.teacherA1.token,
    body: {
      publish_at: new Date(t.clock().getTime() - minute).toISOString(),
      expires_at: null,
      access: 'open',
      duration_minutes: null,
      passing_score: 60,
      attempts_allowed: 2,
      review: 'after_submit',
      assignments: { classes: [w.classA], students: [], teachers: [] },
      ...extra,
    },
  });
  if (published.statusCode !== 200) throw new Error(published.body);
  return examDetailsSchema.parse(published.json().data.exam);
}

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ headers: { ...req.headers, 'x-path': req.url }, body });
      res.writeHead(200);
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  t = await createAccountsTestApp({ env: { WEBHOOKS_ALLOW_LOOPBACK: 'true' }, start: new Date() });
  call = caller(t.app);
  w = await buildWorld(t);
  hookA = await endpoint(w.schoolA, '/a', EVENTS);
  hookB = await endpoint(w.schoolB, '/b', EVENTS);
  hookOther = await endpoint(w.schoolA, '/other', ['exam.published']);
}, 300_000);
afterAll(async () => {
  await t?.cleanup();
  await new Promise((resolve) => receiver?.close(resolve));
});

describe('webhook events sent when they happen', () => {
  it('attempt.started: when a student starts an attempt, once (resuming it says nothing)', async () => {
    const exam = await publishedExam({});
    const from = received.length;
    const started = await call('POST', `/exams/${exam.id}/attempts`, { token: w.studentA.token });
    expect(started.statusCode).toBe(201);
    const attempt = started.json().data.attempt as { id: string };
    const resumed = await call('POST', `/exams/${exam.id}/attempts`, { token: w.studentA.token });
    expect(resumed.json().data.attempt.id).toBe(attempt.id);
    const got = (await heard(from, '/a', hookA.secret)).filter((m) => m.type === 'attempt.started');
    expect(got).toEqual([
      {
        type: 'attempt.started',
        data: { attempt_id: attempt.id, exam_id: exam.id, student_id: w.studentA.id, number: 1, started_at: t.clock().toISOString(), deadline: null },
        timestamp: t.clock().toISOString(),
      },
    ]);
    expect(await heard(from, '/b', hookB.secret)).toEqual([]);
    expect((await heard(from, '/other', hookOther.secret)).filter((m) => m.type === 'attempt.started')).toEqual([]);
  });

  it('certificate.issued: when a passing attempt earns a certificate, with its code; a failing one sends none', async () => {
    const exam = await publishedExam({ certificates: true });
    const failer = await addByEmail(t, w.schoolA, 'student', { class_ids: [w.classA] });
    const take = async (student: Person, right: boolean) => {
      const started = await call('POST', `/exams/${exam.id}/attempts`, { token: student.token });
      const id = started.json().data.attempt.id as string;
      for (const q of exam.questions) {
        const key = (q.answer as { option_id: string }).option_id;
        await call('PUT', `/attempts/${id}/answers/${q.id}`, { token: student.token, body: { option_id: right ? key : q.options.find((o) => o.id !== key)!.id } });
      }
      expect((await call('POST', `/attempts/${id}/submit`, { token: student.token })).statusCode).toBe(200);
      return id;
    };
    const from = received.length;
    const passedId = await take(w.studentA, true);
    await take(failer, false);
    const certificates = (await call('GET', '/certificates', { token: w.studentA.token })).json().data as Array<{ code: string; exam_id?: string }>;
    const got = (await heard(from, '/a', hookA.secret)).filter((m) => m.type === 'certificate.issued');
    expect(got).toHaveLength(1);
    expect(got[0]!.data).toMatchObject({ exam_id: exam.id, attempt_id: passedId, student_id: w.studentA.id, score: 100 });
    expect(certificates.map((c) => c.code)).toContain(got[0]!.data.code);
    expect((await heard(from, '/b', hookB.secret)).filter((m) => m.type === 'certificate.issued')).toEqual([]);
  });

  it('roster.imported: when an import is written, with its counts; not before (the dry run says nothing)', async () => {
    const from = received.length;
    expect((await heard(from, '/a', hookA.secret)).filter((m) => m.type === 'roster.imported')).toEqual([]);
    const done = await call('POST', `/roster/imports/${w.rosterImport}/commit`, { token: w.schoolA.token });
    expect(done.statusCode).toBe(200);
    const got = (await heard(from, '/a', hookA.secret)).filter((m) => m.type === 'roster.imported');
    expect(got).toHaveLength(1);
    expect(got[0]!.data).toMatchObject({ import_id: w.rosterImport, people: 1, students: 1, teachers: 0, classes_created: 0 });
    expect(JSON.stringify(got[0]!.data)).not.toContain('Roster Pupil');
    expect(await heard(from, '/b', hookB.secret)).toEqual([]);
  });
});
