import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveHostViewSchema, type LiveHostView } from '@tasreef/contracts/live';
import { classStudents, organizations } from '../../src/db/management.ts';
import { LiveHub, type LiveStream } from '../../src/live/hub.ts';
import { caller, createAccountsTestApp, type AccountsTestApp } from '../auth/harness.ts';
import { addByEmail, buildWorld, type Person, type World } from '../management/world.ts';
import { seedExam, type PublishedExam } from '../exams/school-fixture.ts';

/**
 * ADR 0100: the hub of live sessions asks whether a student may still take part of the streams it
 * is about to send to, all in one statement, and ends a removed student's stream at the next step
 * or tick at the latest (nothing more is ever sent to it); an answer's notice to the teacher's screen
 * waits for the others of the moment. The hub is driven here by hand, on the app's database.
 */
let t: AccountsTestApp;
let w: World;
let call: ReturnType<typeof caller>;
let exam: PublishedExam;

beforeAll(async () => {
  t = await createAccountsTestApp();
  w = await buildWorld(t);
  call = caller(t.app);
  const [org] = await t.app.database.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.ownerId, w.schoolA.id));
  exam = await seedExam(t.app.database.db, { owner: { id: w.teacherA1.id, token: w.teacherA1.token }, organizationId: org!.id, classId: w.classA, students: [] }, 2, 30, t.clock());
}, 300_000);
afterAll(async () => t?.cleanup());

/** A stream the hub writes to: its `state` events, and whether it was ended. */
function fakeStream(role: LiveStream['role'], who: Person) {
  const res = Object.assign(new EventEmitter(), {
    events: [] as Array<LiveHostView & { given?: unknown }>,
    ended: false,
    write(chunk: string) {
      const data = /^data: (.*)$/m.exec(chunk);
      if (data) res.events.push(JSON.parse(data[1]!));
      return true;
    },
    end() {
      res.ended = true;
      res.emit('close');
    },
  });
  const stream: LiveStream = { role, userId: who.id, locale: 'en', raw: res as unknown as ServerResponse, lastId: null };
  return { stream, res };
}

const settle = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(test: () => boolean) {
  for (let i = 0; i < 200 && !test(); i++) await settle(10);
  expect(test()).toBe(true);
}

async function openSession(students: Person[]): Promise<string> {
  const s = (await call('POST', '/live-sessions', { token: w.teacherA1.token, body: { exam_id: exam.id } })).json().data as { id: string; code: string };
  for (const p of students) expect((await call('POST', '/live-sessions/join', { token: p.token, body: { code: s.code } })).statusCode).toBe(200);
  expect((await call('POST', `/live-sessions/${s.id}/advance`, { token: w.teacherA1.token, body: { step: 0 } })).statusCode).toBe(200);
  return s.id;
}
const answer = (id: string, p: Person) =>
  call('POST', `/live-sessions/${id}/answers`, { token: p.token, body: { question_id: exam.questions[0]!.id, answer: { option_id: 'a' } } });

describe('the live hub', () => {
  it('sends the teacher one screen for the answers of one moment, not one an answer', async () => {
    const others = [await addByEmail(t, w.schoolA, 'student', { class_ids: [w.classA] }), await addByEmail(t, w.schoolA, 'student', { class_ids: [w.classA] })];
    const id = await openSession([w.studentA, ...others]);
    const hub = new LiveHub(t.app.database.db, t.app.sealer, t.clock, t.app.log, 0, 1_000);
    try {
      const host = fakeStream('host', w.teacherA1);
      hub.open(id, host.stream);
      await until(() => host.res.events.length === 1);
      expect(host.res.events[0]).toMatchObject({ status: 'open', answered: 0 });
      // each answer told as the route tells it; the first notice does not go out alone
      for (const p of [w.studentA, ...others]) {
        expect((await answer(id, p)).statusCode).toBe(201);
        hub.notify(id, { host: true });
      }
      await settle();
      expect(host.res.events).toHaveLength(1);
      await until(() => host.res.events.length === 2);
      await settle();
      expect(host.res.events.map((e) => liveHostViewSchema.parse(e).answered)).toEqual([0, 3]);
      // a step is sent at once
      expect((await call('POST', `/live-sessions/${id}/advance`, { token: w.teacherA1.token, body: { step: 1 } })).statusCode).toBe(200);
      hub.notify(id, { all: true });
      await until(() => host.res.events.length === 3);
      expect(host.res.events[2]).toMatchObject({ status: 'closed' });
    } finally {
      hub.close();
    }
  });

  it('ends the stream of a student removed from the school or the class at the next tick, with nothing more sent', async () => {
    const leaver = await addByEmail(t, w.schoolA, 'student', { class_ids: [w.classA] });
    const moved = await addByEmail(t, w.schoolA, 'student', { class_ids: [w.classA] });
    const stayer = await addByEmail(t, w.schoolA, 'student', { class_ids: [w.classA] });
    const id = await openSession([leaver, moved, stayer]);
    const hub = new LiveHub(t.app.database.db, t.app.sealer, t.clock, t.app.log, 0, 0);
    try {
      const phones = [leaver, moved, stayer].map((p) => fakeStream('student', p));
      for (const p of phones) hub.open(id, p.stream);
      await until(() => phones.every((p) => p.res.events.length === 1));
      // one leaves the school; another is taken out of the teacher's class but stays in the school
      expect((await call('DELETE', `/management/members/${leaver.id}`, { token: w.schoolA.token })).statusCode).toBe(200);
      await t.app.database.db.delete(classStudents).where(and(eq(classStudents.userId, moved.id), eq(classStudents.classId, w.classA)));
      // a change for the teacher's screen (an answer) sends them nothing, and asks nothing of them
      expect((await answer(id, stayer)).statusCode).toBe(201);
      hub.notify(id, { host: true, userId: stayer.id });
      await until(() => phones[2]!.res.events.length === 2);
      expect(phones[0]!.res.events).toHaveLength(1);
      expect(phones[1]!.res.events).toHaveLength(1);
      // a notice naming one of them (an answer that raced the removal) ends that stream without sending
      hub.notify(id, { host: true, userId: leaver.id });
      await until(() => phones[0]!.res.ended);
      expect(phones[0]!.res.events).toHaveLength(1);
      // the tick (every 2 s on a server) asks it of every stream: the other removed one is ended too
      expect(phones[1]!.res.ended).toBe(false);
      hub.tick();
      await until(() => phones[1]!.res.ended);
      expect(phones[1]!.res.events).toHaveLength(1);
      expect(phones[2]!.res.ended).toBe(false);
      expect(hub.size(id)).toBe(1);
    } finally {
      hub.close();
    }
  });
});
