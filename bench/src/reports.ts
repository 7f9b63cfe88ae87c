/**
 * `npm run bench:reports`: an exam's report under load, against the real server (the bundle `npm
 * start` runs, in its own process, over HTTP), on PostgreSQL and on the embedded PGlite. A school
 * of 300 students has taken a 30-question exam (every student once, one in five twice; questions of
 * several types, tenses, persons, patterns and root types, so that every part of the report has
 * work to do); its educator's report is then asked by 50 connections at once for 30 s: the API
 * (`GET /exams/{id}/report`, the full report of the School plan) and, with a web build, the
 * server-rendered report page. Prints per database p50/p99/max, errors and timeouts, and the
 * machine's CPU wait beside them, and the server's CPU ms per request (of requests sent one at a
 * time before the load: the figure a busy machine disturbs least). Checks the data too: the report must count every seeded attempt.
 * Target (issue 30): p99 ≤ 300 ms and 0 errors, API and page, both databases.
 *
 * The school, its sessions, the exam and its graded attempts are written straight into the
 * database before the server starts (as `bench:attempts` does; grades by the server's own
 * `gradeAnswer`).
 *
 * PostgreSQL: BENCH_DATABASE_URL, else a throw-away cluster on loopback (fsync on). Without
 * PostgreSQL binaries that half is skipped with a message.
 * `--duration <s>` (or BENCH_SECONDS), BENCH_SERIAL (default 200), BENCH_STUDENTS, BENCH_QUESTIONS, BENCH_CONNECTIONS, BENCH_ONLY=postgres|pglite.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { seedPlans } from '../../apps/server/src/billing/seed.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { seedSchool } from '../../apps/server/test/exams/school-fixture.ts';
import { seedTaken } from './report-seed.ts';
import { load, type LoadResult } from './load.ts';
import { onEachDatabase, type BenchDatabase } from './databases.ts';
import { repoRoot, startServer } from './serve.ts';
import { cpuMsOf, cpuStallUs } from './machine.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3194);
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 300);
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 30);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const durationArg = process.argv.indexOf('--duration');
const SECONDS = Number(durationArg > 0 ? process.argv[durationArg + 1] : (process.env.BENCH_SECONDS ?? 30));
const TARGET_P99_MS = 300;

const WEB_BUILT = existsSync(path.join(repoRoot, 'apps/web/build/server/index.js'));
/** Without a web build the same bundle runs with NODE_ENV=development (the API is the same; pages would answer 503). */
const SERVER_ENV: Record<string, string> = WEB_BUILT ? {} : { NODE_ENV: 'development' };

if (!Number.isFinite(SECONDS) || SECONDS <= 0) {
  console.error('--duration takes a number of seconds');
  process.exit(2);
}

const fmt = (n: number) => n.toFixed(1);

/** How many requests, one after another, measure the server's CPU per request (BENCH_SERIAL). */
const SERIAL = Number(process.env.BENCH_SERIAL ?? 200);

/**
 * The server's CPU per request, ms, over SERIAL requests sent one after another: no queue, no
 * timeout, so of every figure here the one a busy machine disturbs least (the server's CPU time
 * is its own, whoever else waits for a core); null without /proc.
 */
async function cpuPerRequest(url: string, headers: Record<string, string>, pid: number): Promise<number | null> {
  const cpu0 = cpuMsOf(pid);
  for (let i = 0; i < SERIAL; i++) await (await fetch(url, { headers: { 'accept-language': 'en', ...headers } })).arrayBuffer();
  const cpu1 = cpuMsOf(pid);
  return cpu0 === null || cpu1 === null ? null : (cpu1 - cpu0) / SERIAL;
}

interface Measured {
  what: string;
  result: LoadResult;
  /** The server's CPU per request sent one at a time (`cpuPerRequest`), ms. */
  serialCpuMs: number | null;
  /** The share of the run some task of the machine waited for a CPU, and the server's CPU in cores. */
  stalled: number | null;
  serverCores: number | null;
}

/** One load of `url` for SECONDS, with the share of that time some task of the machine waited for a CPU. */
async function measure(what: string, url: string, headers: Record<string, string>, pid: number): Promise<Measured> {
  const serialCpuMs = await cpuPerRequest(url, headers, pid);
  const stall0 = cpuStallUs();
  const cpu0 = cpuMsOf(pid);
  const t0 = performance.now();
  const result = await load(url, CONNECTIONS, SECONDS, headers, pid);
  const stall1 = cpuStallUs();
  const cpu1 = cpuMsOf(pid);
  const ms = performance.now() - t0;
  return {
    what,
    result,
    serialCpuMs,
    stalled: stall0 !== null && stall1 !== null && Number.isFinite(stall1 - stall0) ? (stall1 - stall0) / 1000 / ms : null,
    serverCores: cpu0 !== null && cpu1 !== null ? (cpu1 - cpu0) / ms : null,
  };
}

function print(m: Measured): boolean {
  const r = m.result;
  const met = r.p99 <= TARGET_P99_MS && r.errors === 0 && r.non2xx === 0;
  console.log(
    `  ${m.what}: ${r.requests.toLocaleString('en')} requests (${r.rps}/s); p50 ${fmt(r.p50)} ms, p99 ${fmt(r.p99)} ms, max ${fmt(r.max)} ms; ` +
      `errors and timeouts ${r.errors}, non-2xx ${r.non2xx}  (target p99 ≤ ${TARGET_P99_MS} ms and 0 errors: ${met ? 'met' : 'NOT met'})`,
  );
  console.log(
    `    CPU: the server ${m.serverCores === null ? '?' : `${Math.round(m.serverCores * 100)} % of a core`}` +
      (r.server_cpu_us === null || r.requests === 0 ? '' : ` (${fmt(r.server_cpu_us / 1000)} ms per answered request)`) +
      (m.serialCpuMs === null ? '' : `; ${fmt(m.serialCpuMs)} ms per request of ${SERIAL} sent one at a time`) +
      (m.stalled === null ? '' : `; some task of the machine waited for a CPU ${Math.round(m.stalled * 100)} % of the time (a busy machine: every figure suffers)`),
  );
  return met;
}

interface Outcome {
  database: string;
  wrong: string | null;
  met: boolean;
}

async function runOn(database: BenchDatabase, databaseUrl: string | null, note: string): Promise<Outcome> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tasreef-bench-reports-'));
  const open = () => openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, 'pglite') });
  try {
    const t0 = performance.now();
    const seeding = await open();
    await migrate(seeding.db);
    await seedPlans(seeding.db);
    const now = new Date();
    const school = await seedSchool(seeding.db, STUDENTS, now);
    const { examId, attempts } = await seedTaken(seeding.db, school, now, QUESTIONS);
    await seeding.close();
    console.log(`\n${database}${note}`);
    console.log(`  seeded ${STUDENTS} students, ${QUESTIONS} questions, ${attempts} submitted attempts in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    // measured after the server's background warm-up (the Quran's readings loaded, or recomputed in
    // a child process when the store is stale, then indexed on the event loop): during it the
    // figures were the warm-up's (ADR 0104: a 69 s recomputation and event-loop stalls past a
    // second made the PGlite runs' tail and timeouts)
    const starting = performance.now();
    const server = await startServer(PORT, { ...SERVER_ENV, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }, { dataDir, readyTimeoutMs: 600_000, warm: true });
    console.log(`  the server ready and warm in ${((performance.now() - starting) / 1000).toFixed(1)} s`);
    const measured: Measured[] = [];
    let wrong: string | null = null;
    try {
      const api = `${server.url}/api/v1/en/exams/${examId}/report`;
      const bearer = { authorization: `Bearer ${school.owner.token}` };
      // the data first: a report that answers fast but counts wrong is no result
      const first = await fetch(api, { headers: bearer });
      const body = (await first.json()) as {
        data?: { summary: { attempts: number; students: number }; students: unknown[] | null; students_meta: { total: number; per_page: number } | null };
      };
      // the students come a page at a time: the first page is full, and the total counts everyone
      const meta = body.data?.students_meta;
      if (
        first.status !== 200 ||
        body.data?.summary.attempts !== attempts ||
        body.data.summary.students !== STUDENTS ||
        meta?.total !== STUDENTS ||
        body.data.students?.length !== Math.min(STUDENTS, meta.per_page)
      )
        wrong = `the report answered ${first.status} with ${JSON.stringify(body.data?.summary ?? body).slice(0, 200)}; seeded ${attempts} attempts of ${STUDENTS} students`;
      for (let i = 0; i < 20; i++) await (await fetch(api, { headers: bearer })).arrayBuffer();
      measured.push(await measure(`report API, ${CONNECTIONS} connections, ${SECONDS} s`, api, bearer, server.pid));
      if (WEB_BUILT) {
        const page = `${server.url}/en/dashboard/exam-reports/${examId}`;
        const cookie = { cookie: `token=${school.owner.token}` };
        const shown = await fetch(page, { headers: cookie, redirect: 'manual' });
        const html = await shown.text();
        if (shown.status !== 200 || !html.includes('Report under load')) wrong ??= `the report page answered ${shown.status}`;
        measured.push(await measure(`report page (server-rendered), ${CONNECTIONS} connections, ${SECONDS} s`, page, cookie, server.pid));
      }
    } finally {
      await server.stop();
    }
    const met = measured.map(print).every(Boolean);
    if (!WEB_BUILT) console.log('  report page: not measured — no web build (`npm run build` first)');
    if (wrong) console.log(`  WRONG: ${wrong}`);
    return { database, wrong, met };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `exam report under load: ${STUDENTS} students, ${QUESTIONS} questions, ${CONNECTIONS} connections for ${SECONDS} s; ` +
    `server bundle in ${WEB_BUILT ? 'production' : 'development (no web build: `npm run build` for production and the page)'}; ` +
    `${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} (other work on the machine slows every figure)`,
);
const outcomes = await onEachDatabase(runOn, { fsync: true });

const wrong = outcomes.filter((o) => o.wrong);
if (wrong.length > 0) {
  console.error(`\nFAILED: ${wrong.map((o) => `${o.database}: ${o.wrong}`).join('; ')}`);
  process.exit(1);
}
