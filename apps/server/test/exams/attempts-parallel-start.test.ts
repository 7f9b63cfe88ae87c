/**
 * Parallel starts of one attempt (issue 30): a student who double-clicks, or whose two tabs start
 * the exam at once on two app servers, gets the one open attempt from every request, never a 409
 * "You have used every attempt" while it is open, and the database holds one attempt.
 *
 * On PostgreSQL (DATABASE_URL or TEST_DATABASE_URL set) two app instances share the database and
 * the requests are split between them; on the embedded database (one process per data folder) one
 * instance takes them all at once: its queries run one at a time, but the requests interleave
 * between them, which is where the check-then-count of a start could see the winner's attempt in
 * the count and not as the open one.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { examAttempts, exams } from '../../src/db/exams.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { seedExam, seedSchool, type PublishedExam, type SeededSchool } from './school-fixture.ts';

const STUDENTS = 60;
/** Starts sent together per student, alternately to each instance where there are two. */
const PARALLEL = 4;
/** The starts of a student are sent within this many ms of each other. */
const SPREAD_MS = 24;

const postgres = Boolean(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL);
const options = { attemptSweepMs: 0 };

let first: TestApp & { dataDir: string; databaseUrl: string | null };
let second: TestApp | null = null;
let instances: FastifyInstance[];
let school: SeededSchool;

/** Which start (A or B) a query belongs to, for the test that orders them: the `x-test-start` header of its request. */
const who = new AsyncLocalStorage<'A' | 'B'>();

beforeAll(async () => {
  first = await createTestApp({ options, skipReady: true });
  if (postgres) second = await createTestApp({ options, reuse: { dataDir: first.dataDir, databaseUrl: first.databaseUrl }, skipReady: true });
  instances = second ? [first.app, second.app] : [first.app];
  for (const app of instances) {
    app.addHook('onRequest', async (request) => {
      const name = request.headers['x-test-start'];
      if (name === 'A' || name === 'B') who.enterWith(name);
    });
    await app.ready();
  }
  school = await seedSchool(first.app.database.db, STUDENTS);
}, 120_000);

afterAll(async () => {
  await second?.cleanup();
  await first?.cleanup();
});

interface Answer {
  status: number;
  id: string | undefined;
  body: string;
}

/** mulberry32: the same spread on every run. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `PARALLEL` starts of each student's attempt at `exam`, spread over the instances: the first at
 * once, the others within `SPREAD_MS` (a fixed pseudo-random spread), so that some fall between
 * another start's reading of the attempts and its insert, which is where a start went wrong. The
 * spread only varies how the requests meet: every one of them must get the one attempt.
 */
async function startAll(exam: PublishedExam): Promise<Answer[][]> {
  const random = rng(30);
  const delays = school.students.map(() => Array.from({ length: PARALLEL }, (_, i) => (i === 0 ? 0 : random() * SPREAD_MS)));
  return Promise.all(
    school.students.map((s, n) =>
      Promise.all(
        delays[n]!.map(async (delay, i): Promise<Answer> => {
          await sleep(delay);
          const res = await instances[i % instances.length]!.inject({
            method: 'POST',
            url: `/api/v1/en/exams/${exam.id}/attempts`,
            headers: { authorization: `Bearer ${s.token}` },
          });
          const id = res.statusCode < 300 ? (res.json() as { data: { attempt: { id: string } } }).data.attempt.id : undefined;
          return { status: res.statusCode, id, body: res.body.slice(0, 200) };
        }),
      ),
    ),
  );
}

async function attemptRows(examId: string, studentId: string) {
  return first.app.database.db
    .select({ id: examAttempts.id, number: examAttempts.number, status: examAttempts.status })
    .from(examAttempts)
    .where(and(eq(examAttempts.examId, examId), eq(examAttempts.studentId, studentId)));
}

/** Every start answered 200 or 201 with the same attempt, one of them 201; answers each student's attempt id. */
function expectOneAttempt(answers: Answer[][]): string[] {
  const failed = answers.flatMap((mine, n) => mine.filter((a) => a.status !== 200 && a.status !== 201).map((a) => `student ${n}: ${a.status} ${a.body}`));
  expect(failed, `${failed.length} of ${STUDENTS * PARALLEL} starts failed`).toEqual([]);
  return answers.map((mine) => {
    expect(mine.filter((a) => a.status === 201)).toHaveLength(1);
    expect(new Set(mine.map((a) => a.id)).size).toBe(1);
    return mine[0]!.id!;
  });
}

describe(`parallel starts of one attempt (${postgres ? 'PostgreSQL, two app instances' : 'embedded database, one instance'})`, () => {
  it('answer the one open attempt to every request: one 201, the rest 200 with the same id, one row', async () => {
    const exam = await seedExam(first.app.database.db, school, 3, 30); // one attempt allowed
    const ids = expectOneAttempt(await startAll(exam));
    for (const [n, student] of school.students.entries()) {
      expect(await attemptRows(exam.id, student.id)).toEqual([{ id: ids[n], number: 1, status: 'in_progress' }]);
    }
  }, 120_000);

  it('the same for a second attempt after a submitted first one', async () => {
    const exam = await seedExam(first.app.database.db, school, 3, 30);
    await first.app.database.db.update(exams).set({ attemptsAllowed: 2 }).where(eq(exams.id, exam.id));
    for (const s of school.students) {
      const headers = { authorization: `Bearer ${s.token}` };
      const started = await first.app.inject({ method: 'POST', url: `/api/v1/en/exams/${exam.id}/attempts`, headers });
      expect(started.statusCode).toBe(201);
      const id = (started.json() as { data: { attempt: { id: string } } }).data.attempt.id;
      expect((await first.app.inject({ method: 'POST', url: `/api/v1/en/attempts/${id}/submit`, headers })).statusCode).toBe(200);
    }
    const ids = expectOneAttempt(await startAll(exam));
    for (const [n, student] of school.students.entries()) {
      const rows = (await attemptRows(exam.id, student.id)).sort((a, b) => a.number - b.number);
      expect(rows.map((r) => [r.number, r.status])).toEqual([
        [1, 'submitted'],
        [2, 'in_progress'],
      ]);
      expect(rows[1]!.id).toBe(ids[n]);
    }
  }, 120_000);

  it('the start that read the attempts before the other’s insert and goes on after it gets that attempt (the interleaving forced)', async () => {
    // Two starts, A and B (on the second instance where there is one). B's queries wait, from the
    // one after its first read of exam_attempts, until A's insert of the attempt has answered: the
    // order in which a start answered 409 "every attempt used" while A's attempt was open.
    const exam = await seedExam(first.app.database.db, school, 3, 30);
    let bRead = false;
    let release!: () => void;
    const aInserted = new Promise<void>((resolve) => (release = resolve));
    type Query = (q: string | { text: string }, ...rest: unknown[]) => Promise<unknown>;
    const clients = instances.map((app) => (app.database.db as unknown as { $client: { query: Query } }).$client);
    const originals = clients.map((c) => c.query);
    clients.forEach((client, i) => {
      const original = originals[i]!.bind(client);
      client.query = async (q, ...rest) => {
        const text = typeof q === 'string' ? q : q.text;
        const me = who.getStore();
        if (me === 'B' && bRead) await aInserted;
        const result = await original(q, ...rest);
        if (me === 'B' && /from "exam_attempts"/.test(text)) bRead = true;
        if (me === 'A' && /^insert into "exam_attempts"/.test(text)) release();
        return result;
      };
    });
    try {
      const s = school.students[0]!;
      const start = (name: 'A' | 'B', app: FastifyInstance) =>
        app.inject({ method: 'POST', url: `/api/v1/en/exams/${exam.id}/attempts`, headers: { authorization: `Bearer ${s.token}`, 'x-test-start': name } });
      const a = start('A', instances[0]!).finally(release); // never leave B waiting, whatever A answers
      const b = start('B', instances.at(-1)!);
      const [ra, rb] = await Promise.all([a, b]);
      expect(bRead).toBe(true);
      expect([ra.statusCode, rb.statusCode, rb.json().error?.message]).toEqual([201, 200, undefined]);
      const id = ra.json().data.attempt.id as string;
      expect(rb.json().data.attempt.id).toBe(id);
      expect(await attemptRows(exam.id, s.id)).toEqual([{ id, number: 1, status: 'in_progress' }]);
    } finally {
      clients.forEach((client, i) => (client.query = originals[i]!));
    }
  }, 60_000);
});
