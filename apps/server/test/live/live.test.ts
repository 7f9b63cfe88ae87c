import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveHostViewSchema, liveStudentViewSchema, type LiveHostView, type LiveStudentView } from '@tasreef/contracts/live';
import { organizations } from '../../src/db/management.ts';
import { liveSessions } from '../../src/db/live.ts';
import { caller, createAccountsTestApp, errorOf, nextIp, type AccountsTestApp } from '../auth/harness.ts';
import { addByEmail, buildWorld, type Person, type World } from '../management/world.ts';
import { seedExam, type PublishedExam } from '../exams/school-fixture.ts';

/**
 * ADR 0091: live classroom sessions. A teacher runs an exam live; students of their class join by
 * the code and answer the open question once; the key reaches no phone before the question closes;
 * the teacher's screen counts, spreads and ranks; nobody else drives or watches; the event stream
 * resumes from Last-Event-ID.
 */
let t: AccountsTestApp;
let w: World;
let call: ReturnType<typeof caller>;
let classmate: Person;
let exam: PublishedExam;
let base: string;

beforeAll(async () => {
  t = await createAccountsTestApp();
  w = await buildWorld(t);
  call = caller(t.app);
  classmate = await addByEmail(t, w.schoolA, 'student', { class_ids: [w.classA] });
  const [org] = await t.app.database.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.ownerId, w.schoolA.id));
  exam = await seedExam(t.app.database.db, { owner: { id: w.teacherA1.id, token: w.teacherA1.token }, organizationId: org!.id, classId: w.classA, students: [] }, 2, 30, t.clock());
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 300_000);
afterAll(async () => t?.cleanup());

async function start(): Promise<LiveHostView & { code: string }> {
  const res = await call('POST', '/live-sessions', { token: w.teacherA1.token, body: { exam_id: exam.id } });
  expect(res.statusCode, res.body).toBe(201);
  return liveHostViewSchema.parse(res.json().data) as LiveHostView & { code: string };
}
const join = (code: string, token = w.studentA.token, locale: 'en' | 'ar' = 'en') => call('POST', '/live-sessions/join', { token, body: { code }, locale, ip: nextIp() });
const advance = (id: string, step: number, token = w.teacherA1.token) => call('POST', `/live-sessions/${id}/advance`, { token, body: { step } });
const answer = (id: string, questionId: string, optionId: string, token = w.studentA.token) =>
  call('POST', `/live-sessions/${id}/answers`, { token, body: { question_id: questionId, answer: { option_id: optionId } } });
const view = async (id: string, token: string) => (await call('GET', `/live-sessions/${id}`, { token })).json().data as LiveHostView | LiveStudentView;

/** An event stream read over HTTP: each `state` event in turn, with its id. */
function stream(id: string, token: string, lastEventId?: string) {
  const events: Array<{ id: string; view: LiveHostView | LiveStudentView }> = [];
  const waiters: Array<() => void> = [];
  let buffer = '';
  let ended = false;
  const req = http.get(`${base}/api/v1/en/live-sessions/${id}/events`, { headers: { authorization: `Bearer ${token}`, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) } });
  const status = new Promise<number>((resolve) =>
    req.on('response', (res) => {
      resolve(res.statusCode!);
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        for (let at = buffer.indexOf('\n\n'); at >= 0; at = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          const idLine = /^id: (.*)$/m.exec(block);
          const data = /^data: (.*)$/m.exec(block);
          if (idLine && data) events.push({ id: idLine[1]!, view: JSON.parse(data[1]!) });
        }
        waiters.splice(0).forEach((f) => f());
      });
      res.on('end', () => {
        ended = true;
        waiters.splice(0).forEach((f) => f());
      });
    }),
  );
  return {
    status,
    events,
    /** The `n`-th event (1-based), when it comes. */
    async nth(n: number) {
      while (events.length < n) {
        if (ended) throw new Error(`the stream ended after ${events.length} events`);
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
      return events[n - 1]!;
    },
    async ended() {
      while (!ended) await new Promise<void>((resolve) => waiters.push(resolve));
    },
    close: () => req.destroy(),
  };
}

describe('a live session', () => {
  it('is joined by the students of the teacher’s class with the code, and by nobody else', async () => {
    const s = await start();
    expect(s.code).toMatch(/^[ACDEFGHJKMNPQRTWXY34679]{6}$/);
    expect(s).toMatchObject({ status: 'lobby', step: 0, index: -1, question_count: 2, participants: 0, question: null, answer: null });
    // a code typed with spaces and lower case is the same code
    expect((await join(`${s.code.slice(0, 3).toLowerCase()} ${s.code.slice(3)}`)).statusCode).toBe(200);
    expect((await join(s.code, classmate.token)).json().data).toEqual({ session_id: s.id });
    const unknown = await join(s.code === 'AAAAAA' ? 'CCCCCC' : 'AAAAAA', classmate.token, 'ar');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).error.message).toContain('لا جلسة مباشرة بهذا الرمز');
    expect(errorOf(await join('O0I1')).error.details[0]!.path).toBe('code');
    // another school's student, a student of the school outside the teacher's classes, a student of nobody
    expect(errorOf(await join(s.code, w.studentB.token)).error.code).toBe('forbidden');
    expect((await join(s.code, w.loneStudent.token)).statusCode).toBe(403);
    expect((await join(s.code, w.teacherA2.token)).statusCode).toBe(403);
    const host = liveHostViewSchema.parse(await view(s.id, w.teacherA1.token));
    expect(host.participants).toBe(2);
  });

  it('limits the codes one account may try', async () => {
    const s = await start();
    const lone = await addByEmail(t, w.schoolA, 'student', { class_ids: [w.classA] });
    const wrong = s.code === 'CCCCCC' ? 'DDDDDD' : 'CCCCCC';
    for (let i = 0; i < 10; i++) expect((await join(wrong, lone.token)).statusCode).toBe(404);
    const limited = await join(s.code, lone.token, 'ar');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(errorOf(limited).error.message).toContain('جُرّبت رموز كثيرة');
    t.clock.advance(61_000);
    expect((await join(s.code, lone.token)).statusCode).toBe(200);
  });

  it('opens, takes one answer a student, closes with the key, ranks and ends; the key reaches no phone before', async () => {
    const s = await start();
    await join(s.code);
    await join(s.code, classmate.token);
    const q0 = exam.questions[0]!;
    expect((await answer(s.id, q0.id, 'a')).statusCode).toBe(409); // the lobby takes no answer
    expect((await advance(s.id, 1)).statusCode).toBe(409); // a step the screen never showed
    const opened = liveHostViewSchema.parse((await advance(s.id, 0)).json().data);
    expect(opened).toMatchObject({ status: 'open', step: 1, index: 0, answer: null, distribution: null });
    expect((await advance(s.id, 0)).statusCode).toBe(409); // the double click moves once

    const phone = await call('GET', `/live-sessions/${s.id}`, { token: w.studentA.token });
    const seen = liveStudentViewSchema.parse(phone.json().data);
    expect(seen).toMatchObject({ status: 'open', index: 0, answer: null, verdict: null, given: null });
    expect(seen.question!.id).toBe(q0.id);
    // nothing of the key: no answer, no explanation, no source, in the phone's or the host's payload
    for (const body of [phone.body, JSON.stringify(opened)]) {
      expect(body).not.toContain('option_id');
      expect(body).not.toContain('The first option');
      expect(body).not.toContain('ktb-I1');
    }

    t.clock.advance(3_000);
    const first = await answer(s.id, q0.id, 'a');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.body).not.toContain('correct');
    const again = await answer(s.id, q0.id, 'b', w.studentA.token);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).error.message).toContain('answered this question already');
    expect((await answer(s.id, exam.questions[1]!.id, 'a')).statusCode).toBe(409);
    expect((await answer(s.id, q0.id, 'zz', classmate.token)).statusCode).toBe(422);
    t.clock.advance(27_000);
    expect((await answer(s.id, q0.id, 'b', classmate.token)).statusCode).toBe(201);
    const counting = liveHostViewSchema.parse(await view(s.id, w.teacherA1.token));
    expect(counting).toMatchObject({ answered: 2, distribution: null });
    // points wait for the question to close: the projected board does not tell who is right
    expect(counting.leaderboard.every((r) => r.score === 0)).toBe(true);

    const closed = liveHostViewSchema.parse((await advance(s.id, 1)).json().data);
    expect(closed).toMatchObject({ status: 'closed', index: 0, answer: { option_id: 'a' } });
    expect(closed.distribution!.map((b) => [b.key, b.count, b.correct])).toEqual([
      ['a', 1, true],
      ['b', 1, false],
      ['c', 0, false],
      ['d', 0, false],
    ]);
    // right after 3 s of 30: 500 + 450; the classmate was wrong
    expect(closed.leaderboard.map((r) => [r.rank, r.score, r.correct])).toEqual([
      [1, 950, 1],
      [2, 0, 0],
    ]);
    expect((await answer(s.id, q0.id, 'a', classmate.token)).statusCode).toBe(409);
    const mine = liveStudentViewSchema.parse(await view(s.id, w.studentA.token));
    expect(mine).toMatchObject({ answer: { option_id: 'a' }, given: { option_id: 'a' }, verdict: 'correct', points: 950, me: { score: 950, rank: 1 } });
    expect(liveStudentViewSchema.parse(await view(s.id, classmate.token))).toMatchObject({ verdict: 'wrong', points: 0, me: { score: 0, rank: null } });

    await advance(s.id, 2); // question 2 open
    await advance(s.id, 3); // closed
    const ended = liveHostViewSchema.parse((await advance(s.id, 4)).json().data);
    expect(ended).toMatchObject({ status: 'ended', code: null });
    // the earlier questions' points stay on the board (summed by the database once their question is behind)
    expect(ended.leaderboard.map((r) => [r.rank, r.score, r.correct])).toEqual([
      [1, 950, 1],
      [2, 0, 0],
    ]);
    expect(liveStudentViewSchema.parse(await view(s.id, w.studentA.token)).me).toEqual({ score: 950, rank: 1 });
    expect(errorOf(await join(s.code, classmate.token)).error.code).toBe('not_found');
    expect((await advance(s.id, 5)).statusCode).toBe(409);
  });

  it('is driven and watched by its host only; students see only their own answers', async () => {
    const s = await start();
    await join(s.code);
    for (const token of [w.teacherA2.token, w.schoolA.token, w.schoolB.token]) {
      expect((await call('GET', `/live-sessions/${s.id}`, { token })).statusCode).toBe(404);
      expect((await call('GET', `/live-sessions/${s.id}/events`, { token })).statusCode).toBe(404);
      expect((await advance(s.id, 0, token)).statusCode).toBe(404);
      expect((await call('POST', `/live-sessions/${s.id}/end`, { token })).statusCode).toBe(404);
    }
    expect((await advance(s.id, 0, w.studentA.token)).statusCode).toBe(403);
    // a student who has not joined sees nothing of it, and cannot answer
    expect((await call('GET', `/live-sessions/${s.id}`, { token: classmate.token })).statusCode).toBe(404);
    await advance(s.id, 0);
    expect((await answer(s.id, exam.questions[0]!.id, 'a', classmate.token)).statusCode).toBe(404);
    expect((await answer(s.id, exam.questions[0]!.id, 'a', w.teacherA1.token)).statusCode).toBe(403);
    // a student's view holds their own answer only: no names, no one else's choices
    await answer(s.id, exam.questions[0]!.id, 'b');
    const body = (await call('GET', `/live-sessions/${s.id}`, { token: w.studentA.token })).body;
    expect(body).not.toContain('leaderboard');
    expect(body).not.toContain(w.schoolA.id);
    // the code is sealed and hashed in the database, never in clear
    const [row] = await t.app.database.db.select().from(liveSessions).where(eq(liveSessions.id, s.id));
    expect(JSON.stringify(row)).not.toContain(s.code);
  });

  it('a student removed from the school after joining sees, streams and answers no more', async () => {
    const leaver = await addByEmail(t, w.schoolA, 'student', { class_ids: [w.classA] });
    const s = await start();
    expect((await join(s.code, leaver.token)).statusCode).toBe(200);
    await advance(s.id, 0);
    expect((await call('GET', `/live-sessions/${s.id}`, { token: leaver.token })).statusCode).toBe(200);
    const open = stream(s.id, leaver.token);
    expect(await open.status).toBe(200);
    await open.nth(1);
    expect((await call('DELETE', `/management/members/${leaver.id}`, { token: w.schoolA.token })).statusCode).toBe(200);
    expect((await answer(s.id, exam.questions[0]!.id, 'a', leaver.token)).statusCode).toBe(404);
    expect((await call('GET', `/live-sessions/${s.id}`, { token: leaver.token })).statusCode).toBe(404);
    expect((await call('GET', `/live-sessions/${s.id}/events`, { token: leaver.token })).statusCode).toBe(404);
    // the others go on
    await join(s.code);
    expect((await answer(s.id, exam.questions[0]!.id, 'a')).statusCode).toBe(201);
    // the stream already open is ended at the next change, with nothing more sent
    const seen = open.events.length;
    await advance(s.id, 1);
    await open.ended();
    expect(open.events.length).toBe(seen);
  });

  it('streams each change; a reconnection with Last-Event-ID is sent only what it missed; the stream ends with the session', async () => {
    const s = await start();
    await join(s.code);
    const host = stream(s.id, w.teacherA1.token);
    const phone = stream(s.id, w.studentA.token);
    expect(await host.status).toBe(200);
    const lobby = await host.nth(1);
    expect(lobby.view).toMatchObject({ role: 'host', status: 'lobby', participants: 1 });
    expect((await phone.nth(1)).view).toMatchObject({ role: 'student', status: 'lobby' });

    await advance(s.id, 0);
    const open = await phone.nth(2);
    expect(open.view).toMatchObject({ status: 'open', index: 0, answer: null });
    expect(JSON.stringify(open.view)).not.toContain('option_id');
    expect((await host.nth(2)).view).toMatchObject({ status: 'open', answered: 0 });

    // the phone drops; the answer is sent meanwhile; it comes back with the id it last saw
    phone.close();
    await answer(s.id, exam.questions[0]!.id, 'a');
    expect((await host.nth(3)).view).toMatchObject({ answered: 1 });
    const back = stream(s.id, w.studentA.token, open.id);
    const resumed = await back.nth(1);
    expect(resumed.id).not.toBe(open.id);
    expect(resumed.view).toMatchObject({ status: 'open', given: { option_id: 'a' }, answer: null });
    // the host reconnects having missed nothing: the first event it gets is the next change
    host.close();
    const hostBack = stream(s.id, w.teacherA1.token, (await host.nth(3)).id);
    expect((await advance(s.id, 1)).statusCode).toBe(200);
    const next = await hostBack.nth(1);
    expect(next.view).toMatchObject({ status: 'closed', answer: { option_id: 'a' } });
    expect((await back.nth(2)).view).toMatchObject({ status: 'closed', verdict: 'correct', answer: { option_id: 'a' } });

    await call('POST', `/live-sessions/${s.id}/end`, { token: w.teacherA1.token });
    expect((await back.nth(3)).view).toMatchObject({ status: 'ended' });
    await back.ended();
    await hostBack.ended();
    // an ended session's stream says so once and ends: a reload does not reconnect for ever
    const late = stream(s.id, w.studentA.token);
    expect((await late.nth(1)).view).toMatchObject({ status: 'ended' });
    await late.ended();
  });
});
