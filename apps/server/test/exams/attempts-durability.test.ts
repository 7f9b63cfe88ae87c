/**
 * "Durable when answered" (ADR 0028) against the real server process: students answer at the same
 * time, the server is killed with SIGKILL (no shutdown, nothing flushed by a hook) once a known
 * number of answers were acknowledged, and a new process on the same data must hold every
 * acknowledged answer with its last acknowledged value, resume the same attempts with them, and
 * keep each deadline where it was. On the embedded database always; on PostgreSQL too when
 * DATABASE_URL is set (the api-postgres step of `npm test`).
 *
 * Nothing waits on a timer: the kill is sent from the response that makes the count, and the
 * requests then in flight are the ones whose fate is unknown (each may or may not have committed:
 * both outcomes are allowed for them, nothing else).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { attemptSchema, type Attempt } from '@tasreef/contracts/attempts';
import { createTestApp } from '../helpers.ts';
import { seedExam, seedSchool, type PublishedExam, type SeededPerson } from './school-fixture.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SECRET_KEY = 'durability-test-secret-key-0123456789abcdef';
const STUDENTS = 6;
const QUESTIONS = 12;
/** The server is killed when this many answers have been acknowledged (of about 100 planned). */
const KILL_AFTER = 30;
const DURATION_MINUTES = 30;

interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** The signal that ended it, or its exit code. */
  exited: Promise<NodeJS.Signals | number | null>;
  output(): string;
}

/**
 * `src/server.ts` in a child process, as `npm start` runs it, on port 0; resolves when it listens.
 * NODE_ENV=test only so that the lexicon is loaded on first use (never, here) instead of before
 * listening: the attempt routes do not read it.
 */
function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', SECRET_KEY, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not listen within 45 s:\n${output}`));
    }, 45_000);
    child.stdout!.on('data', (c: Buffer) => {
      output += c.toString();
      const m = /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve({ url: m[1]!, child, exited, output: () => output });
      }
    });
    void exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`the server ended (${how}) before listening:\n${output}`));
    });
  });
}

async function stop(server: ServerProcess | null) {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const how = await Promise.race([server.exited, new Promise((r) => setTimeout(() => r('still running'), 20_000))]);
  if (how === 'still running') server.child.kill('SIGKILL');
}

const call = (server: ServerProcess, method: string, apiPath: string, token: string, body?: unknown) =>
  fetch(`${server.url}/api/v1/en${apiPath}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** What a student sends, in order: every question once, every third one changed afterwards. */
function answersOf(exam: PublishedExam, n: number): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  exam.questions.forEach((q, i) => {
    const first = (n + i) % q.options.length;
    out.push([q.id, q.options[first]!.id]);
    if (i % 3 === 0) out.push([q.id, q.options[(first + 1) % q.options.length]!.id]);
  });
  return out;
}

const engines = [{ engine: 'the embedded database', postgres: false }, ...(process.env.DATABASE_URL ? [{ engine: 'PostgreSQL', postgres: true }] : [])];

describe.each(engines)('a server killed with SIGKILL mid-exam, on $engine', ({ postgres }) => {
  it('keeps every acknowledged answer; the attempts resume with them and with the same deadline', async () => {
    // The data: a school, a class of students with sessions, a published timed exam. Written by an
    // app in this process, which is closed before the server process opens the same data.
    const pgliteDir = postgres ? null : mkdtempSync(path.join(tmpdir(), 'tasreef-durability-'));
    const t = pgliteDir ? await createTestApp({ reuse: { dataDir: pgliteDir, databaseUrl: null } }) : await createTestApp();
    let server: ServerProcess | null = null;
    try {
      const school = await seedSchool(t.app.database.db, STUDENTS);
      const exam = await seedExam(t.app.database.db, school, QUESTIONS, DURATION_MINUTES);
      await t.app.close();
      const env = { DATA_DIR: t.dataDir, ...(t.databaseUrl ? { DATABASE_URL: t.databaseUrl } : {}) };

      server = await startServerProcess(env);
      const first = server;
      const started = new Map<SeededPerson, { attempt: Attempt; at: number }>();
      for (const s of school.students) {
        const res = await call(first, 'POST', `/exams/${exam.id}/attempts`, s.token);
        expect(res.status).toBe(201);
        started.set(s, { attempt: attemptSchema.parse(((await res.json()) as { data: { attempt: unknown } }).data.attempt), at: Date.now() });
      }

      // Everyone answers at once; the response that makes KILL_AFTER acknowledgements sends SIGKILL.
      const acknowledged = new Map<string, string>(); // `${attempt}/${question}` → the last option acknowledged
      const unknown = new Map<string, string>(); // sent, never answered: it may or may not be stored
      let acks = 0;
      let killed = false;
      const planned = school.students.reduce((n, _s, i) => n + answersOf(exam, i).length, 0);
      await Promise.all(
        school.students.map(async (s, n) => {
          const attemptId = started.get(s)!.attempt.id;
          for (const [questionId, optionId] of answersOf(exam, n)) {
            if (killed) return;
            const key = `${attemptId}/${questionId}`;
            unknown.set(key, optionId);
            let status: number;
            try {
              const res = await call(first, 'PUT', `/attempts/${attemptId}/answers/${questionId}`, s.token, { option_id: optionId });
              status = res.status;
              await res.arrayBuffer().catch(() => null); // the status line is the acknowledgement; the body may be cut
            } catch {
              return; // the server died with this answer in flight
            }
            if (status !== 200) throw new Error(`answer ${key}: ${status}`);
            unknown.delete(key);
            acknowledged.set(key, optionId);
            if (++acks === KILL_AFTER) {
              killed = true;
              first.child.kill('SIGKILL');
            }
          }
        }),
      );
      expect(await first.exited).toBe('SIGKILL');
      expect(acks).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(acks).toBeLessThan(planned); // killed in the middle, not after the end

      // A new process on the same data.
      server = await startServerProcess(env);
      const second = server;
      const resumedAnswers = new Map<SeededPerson, Attempt['answers']>();
      for (const [n, s] of school.students.entries()) {
        const before = started.get(s)!;
        const res = await call(second, 'POST', `/exams/${exam.id}/attempts`, s.token);
        const at = Date.now();
        expect(res.status).toBe(200); // resumed, not a new attempt
        const resumed = attemptSchema.parse(((await res.json()) as { data: { attempt: unknown } }).data.attempt);
        expect(resumed.id).toBe(before.attempt.id);
        expect(resumed.status).toBe('in_progress');
        resumedAnswers.set(s, resumed.answers);

        // every acknowledged answer, with its last acknowledged value; an unanswered request may or may not have landed
        for (const q of exam.questions) {
          const key = `${resumed.id}/${q.id}`;
          const stored = (resumed.answers[q.id] as { option_id: string } | undefined)?.option_id;
          const allowed = [acknowledged.get(key), ...(unknown.has(key) ? [unknown.get(key)] : [])];
          expect(allowed, `student ${n}, ${q.id}: stored ${stored}`).toContain(stored);
        }

        // the deadline did not move, and the time left is counted from it
        expect(resumed.deadline).toBe(before.attempt.deadline);
        expect(resumed.seconds_left).toBe(Math.floor((Date.parse(resumed.deadline!) - Date.parse(resumed.server_time)) / 1000));
        const elapsed = (at - before.at) / 1000;
        expect(Math.abs(before.attempt.seconds_left! - resumed.seconds_left! - elapsed)).toBeLessThanOrEqual(2);
      }
      expect(acknowledged.size).toBeGreaterThan(0);

      // The new process takes answers and grades what the old one stored (the key is option a).
      const s0 = school.students[0]!;
      const a0 = started.get(s0)!.attempt.id;
      const last = exam.questions.at(-1)!;
      expect((await call(second, 'PUT', `/attempts/${a0}/answers/${last.id}`, s0.token, { option_id: 'a' })).status).toBe(200);
      const done = await call(second, 'POST', `/attempts/${a0}/submit`, s0.token);
      expect(done.status).toBe(200);
      const result = ((await done.json()) as { data: { result: { earned: number; possible: number } } }).data.result;
      const given = { ...resumedAnswers.get(s0), [last.id]: { option_id: 'a' } } as Record<string, { option_id: string }>;
      expect(result).toMatchObject({ possible: QUESTIONS, earned: Object.values(given).filter((g) => g.option_id === 'a').length });
    } finally {
      await stop(server);
      await t.cleanup();
      if (pgliteDir) rmSync(pgliteDir, { recursive: true, force: true });
    }
  }, 120_000);
});
