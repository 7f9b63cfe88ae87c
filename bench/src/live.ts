/**
 * `npm run bench:live`: a live classroom session (ADR 0091) with 100 phones, against the real server
 * (the bundle `npm start` runs, in its own process, over HTTP) on the embedded PGlite, or on
 * BENCH_DATABASE_URL. The teacher's screen and every phone hold an event stream; the teacher opens
 * each question, every phone answers it once after a think time, the teacher closes it.
 * Prints the answer-to-leaderboard latency (from an answer's POST to the first event of the
 * teacher's screen that counts it) p50/p95/p99, the close-to-phones latency (from the teacher's
 * close to the last phone showing the key), and the machine's CPU wait beside them. Checks the data
 * as well as the time: every acknowledged answer counted on the teacher's screen (LOST = 0), and no
 * phone sent a key while its question was open (KEY SEEN = 0); exits 1 otherwise, never on time.
 * BENCH_PHONES (default 100), BENCH_QUESTIONS (10), BENCH_THINK_MS (mean think time, 1500).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { seedPlans } from '../../apps/server/src/billing/seed.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { seedExam, seedSchool } from '../../apps/server/test/exams/school-fixture.ts';
import { startServer } from './serve.ts';
import { cpuMsOf, cpuStallUs, pct } from './machine.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3194);
const PHONES = Number(process.env.BENCH_PHONES ?? 100);
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 10);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 1500);
const TARGET_P95_MS = 250;

interface View {
  status: string;
  index: number;
  step: number;
  answered?: number;
  answer: unknown;
  leaderboard?: unknown[];
}

const fmt = (n: number) => n.toFixed(1);

function post(agent: http.Agent, base: URL, p: string, token: string, body: unknown): Promise<{ status: number; body: string }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        path: `/api/v1/en${p}`,
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', (err) => resolve({ status: 0, body: String(err) }));
    req.end(payload);
  });
}

/** An event stream: each state with the time it arrived; `until` resolves when a state passes the test. */
function stream(base: URL, sessionId: string, token: string) {
  const states: Array<{ at: number; view: View; raw: string }> = [];
  let waiters: Array<() => void> = [];
  let buffer = '';
  const req = http.get(
    { host: base.hostname, port: base.port, path: `/api/v1/en/live-sessions/${sessionId}/events`, headers: { authorization: `Bearer ${token}` }, agent: false },
    (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        const at = performance.now();
        buffer += chunk;
        for (let i = buffer.indexOf('\n\n'); i >= 0; i = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, i);
          buffer = buffer.slice(i + 2);
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (data) states.push({ at, view: JSON.parse(data) as View, raw: data });
        }
        const w = waiters;
        waiters = [];
        w.forEach((f) => f());
      });
    },
  );
  return {
    states,
    async until(test: (v: View) => boolean): Promise<{ at: number; view: View }> {
      for (;;) {
        const hit = states.find((s) => test(s.view));
        if (hit) return hit;
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
    close: () => req.destroy(),
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'tasreef-bench-live-'));
const databaseUrl = process.env.BENCH_DATABASE_URL ?? null;
let failed = false;
try {
  const seeding = await openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, 'pglite') });
  await migrate(seeding.db);
  await seedPlans(seeding.db);
  const school = await seedSchool(seeding.db, PHONES);
  const exam = await seedExam(seeding.db, school, QUESTIONS, 30);
  await seeding.close();

  const server = await startServer(PORT, { NODE_ENV: 'development', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }, { dataDir, readyTimeoutMs: 600_000 });
  try {
    const base = new URL(server.url);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    const started = await post(agent, base, '/live-sessions', school.owner.token, { exam_id: exam.id });
    if (started.status !== 201) throw new Error(`start: ${started.status} ${started.body}`);
    const { id, code } = JSON.parse(started.body).data as { id: string; code: string };
    const joins = await Promise.all(school.students.map((s) => post(agent, base, '/live-sessions/join', s.token, { code })));
    if (joins.some((j) => j.status !== 200)) throw new Error(`join: ${joins.find((j) => j.status !== 200)!.body}`);
    const host = stream(base, id, school.owner.token);
    const phones = school.students.map((s) => stream(base, id, s.token));
    await host.until((v) => v.status === 'lobby');
    await Promise.all(phones.map((p) => p.until((v) => v.status === 'lobby')));

    const answerMs: number[] = [];
    const closeMs: number[] = [];
    let acknowledged = 0;
    let lost = 0;
    let step = 0;
    const cpu0 = cpuMsOf(server.pid);
    const stall0 = cpuStallUs();
    const t0 = performance.now();
    for (let q = 0; q < QUESTIONS; q++) {
      const opened = await post(agent, base, `/live-sessions/${id}/advance`, school.owner.token, { step: step++ });
      if (opened.status !== 200) throw new Error(`open: ${opened.body}`);
      await Promise.all(phones.map((p) => p.until((v) => v.status === 'open' && v.index === q)));
      let acked = 0;
      const sent: Array<{ at: number; k: number }> = [];
      await Promise.all(
        school.students.map(async (s, i) => {
          await sleep(Math.random() * THINK_MS * 2);
          const at = performance.now();
          const r = await post(agent, base, `/live-sessions/${id}/answers`, s.token, {
            question_id: exam.questions[q]!.id,
            answer: { option_id: exam.questions[q]!.options[(i + q) % 4]!.id },
          });
          if (r.status !== 201) throw new Error(`answer: ${r.status} ${r.body}`);
          sent.push({ at, k: ++acked });
        }),
      );
      acknowledged += acked;
      // the teacher's screen counts every acknowledged answer (else: LOST)
      const all = await Promise.race([host.until((v) => v.index === q && (v.answered ?? 0) >= acked), sleep(10_000).then(() => null)]);
      if (!all) lost += acked - Math.max(0, ...host.states.filter((s) => s.view.index === q).map((s) => s.view.answered ?? 0));
      for (const a of sent) {
        const seen = host.states.find((s) => s.view.index === q && s.view.status === 'open' && (s.view.answered ?? 0) >= a.k);
        if (seen) answerMs.push(Math.max(0, seen.at - a.at));
      }
      const closeAt = performance.now();
      const closed = await post(agent, base, `/live-sessions/${id}/advance`, school.owner.token, { step: step++ });
      if (closed.status !== 200) throw new Error(`close: ${closed.body}`);
      const arrivals = await Promise.all(phones.map((p) => p.until((v) => v.status === 'closed' && v.index === q)));
      closeMs.push(Math.max(...arrivals.map((a) => a.at)) - closeAt);
    }
    const elapsed = (performance.now() - t0) / 1000;
    const cpu1 = cpuMsOf(server.pid);
    const stall1 = cpuStallUs();
    const keySeen = phones.reduce((n, p) => n + p.states.filter((s) => s.view.status === 'open' && s.view.answer !== null).length, 0);
    host.close();
    phones.forEach((p) => p.close());
    agent.destroy();

    const a = answerMs.sort((x, y) => x - y);
    const c = closeMs.sort((x, y) => x - y);
    const stalled = stall0 !== null && stall1 !== null ? (stall1 - stall0) / 1000 / (elapsed * 1000) : null;
    console.log(
      `live classroom: ${PHONES} phones, ${QUESTIONS} questions, think time 0–${THINK_MS * 2} ms; ${databaseUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite (embedded)'}; ` +
        `${os.cpus().length} CPUs, load average ${os
          .loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')}`,
    );
    console.log(`  answers acknowledged: ${acknowledged} of ${PHONES * QUESTIONS}; LOST (acknowledged, never counted on the teacher's screen) = ${lost}`);
    console.log(`  KEY SEEN (a phone sent a key while its question was open) = ${keySeen}`);
    console.log(
      `  answer → teacher's screen: p50 ${fmt(pct(a, 50))} ms, p95 ${fmt(pct(a, 95))} ms, p99 ${fmt(pct(a, 99))} ms, max ${fmt(a.at(-1) ?? NaN)} ms` +
        `  (target p95 ≤ ${TARGET_P95_MS} ms: ${pct(a, 95) <= TARGET_P95_MS ? 'met' : 'NOT met'})`,
    );
    console.log(`  close → the last of ${PHONES} phones shows the key: p50 ${fmt(pct(c, 50))} ms, p95 ${fmt(pct(c, 95))} ms, max ${fmt(c.at(-1) ?? NaN)} ms`);
    console.log(
      `  CPU during the run (${elapsed.toFixed(1)} s): the server ${cpu0 === null || cpu1 === null ? '?' : `${fmt((cpu1 - cpu0) / elapsed / 10)} % of a core`}` +
        (stalled === null ? '' : `; some task of the machine waited for a CPU ${Math.round(stalled * 100)} % of the time (a busy machine: every figure suffers)`),
    );
    failed = lost > 0 || keySeen > 0 || acknowledged !== PHONES * QUESTIONS;
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
if (failed) {
  console.error('FAILED: answers lost, refused, or a key seen before its question closed');
  process.exit(1);
}
