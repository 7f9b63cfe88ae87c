/**
 * `npm run bench:attempts`: 300 students take a 30-question timed exam at once, against the real
 * server (the bundle `npm start` runs, in its own process, over HTTP), on PostgreSQL and on the
 * embedded PGlite. Each student starts the attempt, answers every question after a short think
 * time (some change an answer once: autosave sends it again), then submits. Prints, per database:
 * answers sent, acknowledged (200), stored (the rows of attempt_answers read after the server
 * stopped, each compared with the last value acknowledged for it) and the autosave latency
 * p50/p95/p99. Exits 1 when an acknowledged answer is missing or differs (LOST > 0), or an answer
 * was refused; never on time.
 * Target (issue 13): autosave p99 ≤ 100 ms on PostgreSQL.
 *
 * The accounts are written straight into the database before the server starts (the fixture of
 * the attempt tests: verified students with real sessions, no password hashing or mailed codes);
 * the exam is generated and published through the API. Ten more students take it first, without
 * think time, to warm the server up; their answers are checked too but are not in the figures.
 *
 * PostgreSQL: BENCH_DATABASE_URL, else a throw-away cluster on loopback (the one `npm test` uses,
 * here with fsync on: an answer is acknowledged after its commit reached the disk; BENCH_PG_FSYNC=off
 * for the tests' setting). Without PostgreSQL binaries that half is skipped with a message.
 * BENCH_STUDENTS, BENCH_QUESTIONS, BENCH_THINK_MS (mean think time, default 500), BENCH_ONLY=postgres|pglite.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { seedPlans } from '../../apps/server/src/billing/seed.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { publishExam, seedSchool, storedAnswers, type PublishedExam, type SeededPerson } from '../../apps/server/test/exams/school-fixture.ts';
import { onEachDatabase, type BenchDatabase } from './databases.ts';
import { repoRoot, startServer } from './serve.ts';
import { cpuMsOf, cpuStallUs, pct } from './machine.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3193);
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 300);
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 30);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 500);
/** Students who take the exam first, without think time and outside the figures: the server's code warmed up, its pool connected. */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10);
/** The share of questions whose answer a student changes once. */
const CHANGE_RATE = 0.2;
const TARGET_P99_MS = 100;

/**
 * In production /readyz waits for the web build, which this benchmark does not use: without one the
 * same bundle runs with NODE_ENV=development (the API is the same; pages would answer 503).
 */
const WEB_BUILT = existsSync(path.join(repoRoot, 'apps/web/build'));
const SERVER_ENV: Record<string, string> = WEB_BUILT ? {} : { NODE_ENV: 'development' };

/** mulberry32: the same students make the same choices on both databases. */
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

interface Reply {
  status: number;
  ms: number;
  body: string;
}

function request(agent: http.Agent, base: URL, method: string, path: string, token: string, body?: unknown): Promise<Reply> {
  const payload = body === undefined ? '' : JSON.stringify(body);
  const headers: Record<string, string | number> = { authorization: `Bearer ${token}`, 'content-length': Buffer.byteLength(payload) };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const t0 = performance.now();
  return new Promise((resolve) => {
    const req = http.request({ agent, host: base.hostname, port: base.port, path: `/api/v1/en${path}`, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - t0, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', (err) => resolve({ status: 0, ms: performance.now() - t0, body: String(err) }));
    req.end(payload);
  });
}

const fmt = (n: number) => n.toFixed(1);
const int = (n: number) => n.toLocaleString('en');

interface Tally {
  sent: number;
  acknowledged: number;
  refused: Map<string, number>;
  latencies: number[];
  startMs: number[];
  submitMs: number[];
  submitted: number;
  /** `${attempt}/${question}` → the option last acknowledged. */
  last: Map<string, string>;
}

/** One student: start, answer every question (some twice), submit. */
async function student(base: URL, exam: PublishedExam, who: SeededPerson, n: number, tally: Tally, thinkMs = THINK_MS): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const random = rng(1000 + n);
  const think = () => sleep(thinkMs * (0.5 + random()));
  const refuse = (what: string, r: Reply) => {
    const key = `${what} ${r.status} ${r.body.slice(0, 160)}`;
    tally.refused.set(key, (tally.refused.get(key) ?? 0) + 1);
  };
  try {
    const started = await request(agent, base, 'POST', `/exams/${exam.id}/attempts`, who.token);
    tally.startMs.push(started.ms);
    if (started.status !== 201) return refuse('start', started);
    const attemptId = (JSON.parse(started.body) as { data: { attempt: { id: string } } }).data.attempt.id;
    const answer = async (questionId: string, optionId: string) => {
      await think();
      tally.sent++;
      const r = await request(agent, base, 'PUT', `/attempts/${attemptId}/answers/${questionId}`, who.token, { option_id: optionId });
      if (r.status !== 200) return refuse('answer', r);
      tally.acknowledged++;
      tally.latencies.push(r.ms);
      tally.last.set(`${attemptId}/${questionId}`, optionId);
    };
    for (const q of exam.questions) {
      const first = Math.floor(random() * q.options.length);
      await answer(q.id, q.options[first]!.id);
      if (random() < CHANGE_RATE) await answer(q.id, q.options[(first + 1) % q.options.length]!.id);
    }
    await think();
    const done = await request(agent, base, 'POST', `/attempts/${attemptId}/submit`, who.token);
    tally.submitMs.push(done.ms);
    if (done.status !== 200) return refuse('submit', done);
    tally.submitted++;
  } finally {
    agent.destroy();
  }
}

interface Outcome {
  database: string;
  lost: number;
  refused: number;
}

async function runOn(database: BenchDatabase, databaseUrl: string | null, note: string): Promise<Outcome> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tasreef-bench-attempts-'));
  const open = () => openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, 'pglite') });
  try {
    let t0 = performance.now();
    const seeding = await open();
    await migrate(seeding.db);
    await seedPlans(seeding.db);
    const school = await seedSchool(seeding.db, WARMUP + STUDENTS);
    await seeding.close();
    const seedS = (performance.now() - t0) / 1000;

    const server = await startServer(PORT, { ...SERVER_ENV, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }, { dataDir, readyTimeoutMs: 600_000, warm: true });
    const newTally = (): Tally => ({ sent: 0, acknowledged: 0, refused: new Map(), latencies: [], startMs: [], submitMs: [], submitted: 0, last: new Map() });
    const warm = newTally();
    const tally = newTally();
    let elapsed: number;
    let serverCpuMs: number | null = null;
    let benchCpuMs: number;
    let stalled: number | null = null;
    try {
      const base = new URL(server.url);
      const exam = await publishExam(server.url, school, QUESTIONS, 30);
      const [warmers, takers] = [school.students.slice(0, WARMUP), school.students.slice(WARMUP)];
      await Promise.all(warmers.map((s, i) => student(base, exam, s, STUDENTS + i, warm, 0)));
      t0 = performance.now();
      const cpu0 = cpuMsOf(server.pid);
      const stall0 = cpuStallUs();
      const own0 = process.cpuUsage();
      await Promise.all(takers.map((s, i) => student(base, exam, s, i, tally)));
      elapsed = (performance.now() - t0) / 1000;
      const cpu1 = cpuMsOf(server.pid);
      if (cpu0 !== null && cpu1 !== null) serverCpuMs = cpu1 - cpu0;
      const stall1 = cpuStallUs();
      if (stall0 !== null && stall1 !== null && Number.isFinite(stall0 - stall1)) stalled = (stall1 - stall0) / 1000 / (elapsed * 1000);
      const own = process.cpuUsage(own0);
      benchCpuMs = (own.user + own.system) / 1000;
    } finally {
      await server.stop();
    }

    // What the database holds, read after the server stopped (PGlite: its folder is free again).
    const reading = await open();
    const stored = await storedAnswers(reading.db);
    await reading.close();
    let lost = 0;
    for (const [key, option] of [...warm.last, ...tally.last]) {
      const row = stored.get(key);
      if (!row || !('option_id' in row) || row.option_id !== option) lost++;
    }
    const extra = [...stored.keys()].filter((k) => !tally.last.has(k) && !warm.last.has(k)).length;
    const attempts = new Set([...tally.last.keys()].map((k) => k.split('/')[0]));
    const storedOfRun = [...stored.keys()].filter((k) => attempts.has(k.split('/')[0])).length;
    const refusedWarm = [...warm.refused.values()].reduce((a, b) => a + b, 0);

    const l = tally.latencies.sort((a, b) => a - b);
    const s = tally.startMs.sort((a, b) => a - b);
    const refused = [...tally.refused.values()].reduce((a, b) => a + b, 0);
    console.log(`\n${database}${note}`);
    console.log(
      `  seeded ${int(STUDENTS)} students with sessions in ${seedS.toFixed(1)} s; the run took ${elapsed.toFixed(1)} s (${int(Math.round(tally.sent / elapsed))} answers/s)`,
    );
    console.log(`  answers sent:         ${int(tally.sent)} (${int(tally.last.size)} questions answered, ${int(tally.sent - tally.last.size - refused)} of them changed once)`);
    console.log(`  answers acknowledged: ${int(tally.acknowledged)}${refused ? `, ${int(refused)} refused or failed` : ''}`);
    console.log(
      `  answers stored:       ${int(storedOfRun)} rows in attempt_answers${extra ? ` (${extra} never acknowledged)` : ''}, each the last value acknowledged for its question`,
    );
    console.log(
      `  (before them, ${WARMUP} students took the exam without think time to warm the server up: ${int(warm.acknowledged)} answers, checked the same way, not in the figures)`,
    );
    console.log(`  LOST = ${lost}${lost ? '  ← acknowledged answers missing or different in the database' : ''}`);
    console.log(`  submitted: ${tally.submitted} of ${STUDENTS} attempts`);
    console.log(
      `  autosave PUT latency: p50 ${fmt(pct(l, 50))} ms, p95 ${fmt(pct(l, 95))} ms, p99 ${fmt(pct(l, 99))} ms, max ${fmt(l.at(-1) ?? NaN)} ms` +
        (database === 'PostgreSQL' ? `  (target p99 ≤ ${TARGET_P99_MS} ms: ${pct(l, 99) <= TARGET_P99_MS ? 'met' : 'NOT met'})` : ''),
    );
    console.log(
      `  CPU during the run: the server process ${serverCpuMs === null ? '?' : `${fmt(serverCpuMs / elapsed / 10)} % of a core (${fmt(serverCpuMs / tally.sent)} ms per answer, starts and submits included)`}` +
        `, this load generator ${fmt(benchCpuMs / elapsed / 10)} % of a core${database === 'PostgreSQL' ? '; PostgreSQL itself not counted' : ''}` +
        (stalled === null ? '' : `; some task of the machine waited for a CPU ${Math.round(stalled * 100)} % of the time (a busy machine: every figure suffers)`),
    );
    console.log(`  start (all ${STUDENTS} at once): p50 ${fmt(pct(s, 50))} ms, p95 ${fmt(pct(s, 95))} ms, max ${fmt(s.at(-1) ?? NaN)} ms`);
    for (const [what, count] of [...warm.refused, ...tally.refused].slice(0, 5)) console.log(`  ! ${count} × ${what}`);
    return { database, lost, refused: refused + refusedWarm + (STUDENTS - tally.submitted) + (WARMUP - warm.submitted) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `exam attempts: ${STUDENTS} students, ${QUESTIONS} questions, think time ${THINK_MS / 2}–${(THINK_MS * 3) / 2} ms, ${Math.round(CHANGE_RATE * 100)} % of answers changed once; ` +
    `server bundle in ${WEB_BUILT ? 'production' : 'development (no web build: `npm run build` for production)'}; ` +
    `${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} (other work on the machine slows every figure)`,
);
const outcomes = await onEachDatabase(runOn, { fsync: process.env.BENCH_PG_FSYNC !== 'off' });

const failed = outcomes.filter((o) => o.lost > 0 || o.refused > 0);
if (failed.length > 0) {
  console.error(`\nFAILED: ${failed.map((o) => `${o.database}: ${o.lost} lost, ${o.refused} refused or not submitted`).join('; ')}`);
  process.exit(1);
}
