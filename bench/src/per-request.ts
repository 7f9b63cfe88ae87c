/**
 * `npm run bench:per-request`: the work one request costs the server, in figures that do not depend
 * on how busy the machine is: database statements per request (counted at the driver) and the
 * server's CPU time per request (this process's, the app running in it on PGlite or DATABASE_URL).
 * Two scenes: a live classroom answer (100 phones streaming, 100 answers at a steady pace, counted
 * until the teacher's screen shows them all) and an exam autosave (students saving answers in turn).
 * Wall-clock percentiles are the other benches' (bench:live, bench:attempts); this one says where
 * a change cut the work.
 * A third scene: an exam's report (300 students, 30 questions, as `bench:reports`), the API and the
 * server-rendered page (with a web build): statements and CPU per request one at a time, then 50
 * requests kept in flight for BENCH_REPORT_SECONDS (5), with what makes a tail whatever the machine's
 * load: the event loop's longest stall (monitorEventLoopDelay), the longest GC pause, the longest
 * single database statement (on the server's own thread on PGlite) and the statements per request.
 * The report and the page are also sent over real HTTP (50 kept-alive connections), where the
 * requests over 3 s are listed by when they were sent.
 * BENCH_SCENES: a comma list of live, autosave, reports (default all); BENCH_ONLY_SCENE: only the report scenes whose name has it.
 * BENCH_PHONES (100), BENCH_STUDENTS (50), BENCH_SAVES (10 per student); BENCH_PROFILE_DIR: a CPU profile of each
 * measured part there; with DATABASE_URL, BENCH_PG_PID (its postmaster): PostgreSQL's CPU per save too.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { caller } from '../../apps/server/test/auth/harness.ts';
import { seedExam, seedSchool } from '../../apps/server/test/exams/school-fixture.ts';
import { pct } from './machine.ts';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { existsSync } from 'node:fs';
import { seedTaken } from './report-seed.ts';

const SCENES = new Set((process.env.BENCH_SCENES ?? 'live,autosave,reports').split(','));
const REPORT_SECONDS = Number(process.env.BENCH_REPORT_SECONDS ?? 5);
const WEB_BUILT = existsSync(path.join(import.meta.dirname, '../../apps/web/build/server/index.js'));

const PHONES = Number(process.env.BENCH_PHONES ?? 100);
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 50);
const SAVES = Number(process.env.BENCH_SAVES ?? 10);

let statements = 0;
/** The longest single statement since the last reset, ms from call to answer, and its text. */
let longest = { ms: 0, sql: '' };
for (const proto of [PGlite.prototype, pg.Client.prototype] as unknown as Array<Record<string, unknown>>) {
  for (const name of ['query', 'exec']) {
    const original = proto[name] as ((...args: unknown[]) => unknown) | undefined;
    if (typeof original !== 'function') continue;
    proto[name] = function (this: unknown, ...args: unknown[]) {
      statements += 1;
      const at = performance.now();
      const out = original.apply(this, args);
      const text = String(typeof args[0] === 'object' && args[0] ? ((args[0] as { text?: string }).text ?? '') : args[0]).slice(0, 70);
      const done = () => {
        const ms = performance.now() - at;
        const seen = byText.get(text) ?? { n: 0, ms: 0 };
        byText.set(text, { n: seen.n + 1, ms: seen.ms + ms });
        if (ms > longest.ms) longest = { ms, sql: String(typeof args[0] === 'object' && args[0] ? ((args[0] as { text?: string }).text ?? '') : args[0]).slice(0, 120) };
      };
      if (out instanceof Promise) out.then(done, done);
      return out;
    };
  }
}
/** The longest single run of the embedded engine (PGlite: synchronous, on this thread), ms, and the start of its message. */
let longestRun = { ms: 0, what: '' };
/** Statements by their first words since the last reset (BENCH_STATEMENTS=1 prints them). */
const byText = new Map<string, { n: number; ms: number }>();
{
  const proto = PGlite.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
  const original = proto.execProtocolRawSync!;
  proto.execProtocolRawSync = function (this: unknown, ...args: unknown[]) {
    const at = performance.now();
    try {
      return original.apply(this, args);
    } finally {
      const ms = performance.now() - at;
      if (ms > longestRun.ms) {
        const bytes = args[0] as Uint8Array;
        longestRun = {
          ms,
          what: Buffer.from(bytes.subarray(0, 160))
            .toString('latin1')
            .replace(/[^\x20-\x7e]+/g, ' ')
            .slice(0, 120),
        };
      }
    }
  };
}
/**
 * The event loop's longest stall and what the thread did in it: a timer every 5 ms reads this
 * process's CPU time and, from /proc/thread-self/schedstat, the time the thread waited, runnable, for
 * a CPU; a stall spent in our CPU is our work, one spent waiting for a CPU is the machine's, and the
 * rest is the thread blocked (a synchronous write or fsync on this thread).
 */
function stallSampler() {
  const waited = () => {
    try {
      return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[1]) / 1e6;
    } catch {
      return NaN;
    }
  };
  let last = { at: performance.now(), cpu: process.cpuUsage(), waited: waited() };
  let worst = { ms: 0, cpuMs: 0, waitedMs: 0 };
  const timer = setInterval(() => {
    const now = { at: performance.now(), cpu: process.cpuUsage(), waited: waited() };
    const ms = now.at - last.at;
    if (ms > worst.ms) worst = { ms, cpuMs: (now.cpu.user + now.cpu.system - last.cpu.user - last.cpu.system) / 1000, waitedMs: now.waited - last.waited };
    last = now;
  }, 5);
  return {
    stop() {
      clearInterval(timer);
      return worst;
    },
  };
}
let gcMax = 0;
let gcTotal = 0;
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    gcMax = Math.max(gcMax, e.duration);
    gcTotal += e.duration;
  }
}).observe({ entryTypes: ['gc'] });

const profileDir = process.env.BENCH_PROFILE_DIR;
const inspector = profileDir ? new Session() : null;
inspector?.connect();

/** CPU ms of the PostgreSQL server whose postmaster is BENCH_PG_PID (it and its backends; Linux /proc), or null. */
function postgresCpuMs(): number | null {
  const postmaster = process.env.BENCH_PG_PID;
  if (!postmaster) return null;
  let ms = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      if (pid === postmaster || fields[1] === postmaster) ms += (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      /* ended meanwhile */
    }
  }
  return ms;
}

/** Statements and CPU ms spent while `work` runs (with BENCH_PROFILE_DIR: its CPU profile written there as `label`.cpuprofile). */
async function measure(label: string, work: () => Promise<void>): Promise<{ statements: number; cpuMs: number; sysMs: number; pgMs: number | null }> {
  if (inspector) {
    await inspector.post('Profiler.enable');
    await inspector.post('Profiler.start');
  }
  const s0 = statements;
  const p0 = postgresCpuMs();
  const c0 = process.cpuUsage();
  await work();
  const c = process.cpuUsage(c0);
  const p1 = postgresCpuMs();
  if (inspector) {
    const { profile } = await inspector.post('Profiler.stop');
    writeFileSync(path.join(profileDir!, `${label}.cpuprofile`), JSON.stringify(profile));
  }
  return { statements: statements - s0, cpuMs: (c.user + c.system) / 1000, sysMs: c.system / 1000, pgMs: p0 === null || p1 === null ? null : p1 - p0 };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'tasreef-bench-per-request-'));
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  SECRET_KEY: 'bench-secret-key-that-is-long-enough-0123456789',
  PUBLIC_URL: 'http://tasreef.test',
  LOG_LEVEL: 'silent',
  DATABASE_URL: process.env.DATABASE_URL,
  DATABASE_POOL_MAX: process.env.DATABASE_POOL_MAX,
  LEXICON_DIR: process.env.LEXICON_DIR,
  // the report scene sends thousands of requests a minute from one address
  RATE_LIMIT_MAX: '1000000',
});
// ticks, sweeps and pollers off: the figures are the requests' own
const app = buildApp(config, { ...(SCENES.has('reports') && WEB_BUILT ? {} : { webBuild: null }), liveTickMs: 0, attemptSweepMs: 0, webhookPollMs: 0 });
try {
  await app.ready();
  const call = caller(app);
  const db = app.database.db;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  if (SCENES.has('live')) {
    // live: a session of 100 phones, every phone and the teacher streaming
    const school = await seedSchool(db, PHONES);
    const exam = await seedExam(db, school, 3, 30);
    const started = await call('POST', '/live-sessions', { token: school.owner.token, body: { exam_id: exam.id } });
    const { id, code } = started.json().data as { id: string; code: string };
    for (const s of school.students) await call('POST', '/live-sessions/join', { token: s.token, body: { code } });
    let answered = 0;
    const waiters: Array<() => void> = [];
    const streams = [school.owner, ...school.students].map((p, i) =>
      http
        .get(`${base}/api/v1/en/live-sessions/${id}/events`, { headers: { authorization: `Bearer ${p.token}` }, agent: false }, (res) => {
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            if (i !== 0) return;
            for (const m of chunk.matchAll(/"answered":(\d+)/g)) answered = Math.max(answered, Number(m[1]));
            waiters.splice(0).forEach((f) => f());
          });
        })
        .on('error', () => {}),
    );
    await sleep(500);
    for (let q = 0; q < 2; q++) {
      await call('POST', `/live-sessions/${id}/advance`, { token: school.owner.token, body: { step: 2 * q } });
      await sleep(200);
      answered = 0;
      const live = await measure(`live-${q}`, async () => {
        await Promise.all(
          school.students.map(async (s, i) => {
            await sleep(i * 20); // 50 answers a second
            const r = await call('POST', `/live-sessions/${id}/answers`, { token: s.token, body: { question_id: exam.questions[q]!.id, answer: { option_id: 'a' } } });
            if (r.statusCode !== 201) throw new Error(`answer: ${r.statusCode} ${r.body}`);
          }),
        );
        while (answered < PHONES) await new Promise<void>((resolve) => waiters.push(resolve));
      });
      await call('POST', `/live-sessions/${id}/advance`, { token: school.owner.token, body: { step: 2 * q + 1 } });
      // the first question warms the code up; the second is the figure
      if (q === 1)
        console.log(
          `live answer (${PHONES} phones streaming): ${(live.statements / PHONES).toFixed(1)} statements, ${(live.cpuMs / PHONES).toFixed(2)} ms CPU (${(live.sysMs / PHONES).toFixed(2)} in the kernel) per answer (to the teacher's screen)`,
        );
    }
    streams.forEach((r) => r.destroy());
  }

  if (SCENES.has('autosave')) {
    // autosave: each student saves SAVES answers in turn
    const takers = await seedSchool(db, STUDENTS);
    const timed = await seedExam(db, takers, SAVES, 60);
    const attempts: string[] = [];
    for (const s of takers.students) {
      const r = await call('POST', `/exams/${timed.id}/attempts`, { token: s.token });
      attempts.push((r.json().data as { attempt: { id: string } }).attempt.id);
    }
    const save = (i: number, k: number) =>
      call('PUT', `/attempts/${attempts[i]}/answers/${timed.questions[k]!.id}`, { token: takers.students[i]!.token, body: { option_id: timed.questions[k]!.options[1]!.id } });
    for (let i = 0; i < STUDENTS; i++) await save(i, 0); // warm: each attempt known, the code compiled
    const took: number[] = [];
    const saves = await measure('autosave', async () => {
      for (let k = 0; k < SAVES; k++)
        await Promise.all(
          takers.students.map(async (_, i) => {
            const at = performance.now();
            const r = await save(i, k);
            took.push(performance.now() - at);
            if (r.statusCode !== 200) throw new Error(`save: ${r.statusCode} ${r.body}`);
          }),
        );
    });
    took.sort((a, b) => a - b);
    const n = STUDENTS * SAVES;
    const pg = saves.pgMs === null ? '' : `, PostgreSQL ${(saves.pgMs / n).toFixed(2)} ms`;
    console.log(
      `autosave: ${(saves.statements / n).toFixed(1)} statements, ${(saves.cpuMs / n).toFixed(2)} ms CPU (${(saves.sysMs / n).toFixed(2)} in the kernel)${pg} per answer saved (${n} saves)`,
    );
    // all of a round at once, from this process: a figure of the machine's load, beside the others only
    console.log(`  (${STUDENTS} saves at once, ${SAVES} rounds: p50 ${pct(took, 50).toFixed(1)} ms, p99 ${pct(took, 99).toFixed(1)} ms; load average ${loadavg()[0]!.toFixed(1)})`);
  }

  if (SCENES.has('reports')) {
    // an exam's report: 300 students, 30 questions, as bench:reports
    const school = await seedSchool(db, 300);
    const { examId } = await seedTaken(db, school, new Date(), 30);
    const scenes: Array<{ label: string; ask: () => Promise<{ statusCode: number }> }> = [
      { label: 'report API', ask: () => call('GET', `/exams/${examId}/report`, { token: school.owner.token }) },
    ];
    if (WEB_BUILT)
      scenes.push({
        label: 'report page',
        ask: () => app.inject({ method: 'GET', url: `/en/dashboard/exam-reports/${examId}`, headers: { cookie: `token=${school.owner.token}`, 'accept-encoding': 'br, gzip' } }),
      });
    else console.log('report page: not measured — no web build (`npm run build` first)');
    if (WEB_BUILT) {
      // the page over real HTTP connections, kept alive, 50 of them (as bench:reports's autocannon)
      const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
      const over = (label: string, url: string) => ({
        label,
        ask: () =>
          new Promise<{ statusCode: number }>((resolve, reject) =>
            http
              .get(url, { agent, headers: { cookie: `token=${school.owner.token}` } }, (res) => {
                res.resume();
                res.on('end', () => resolve({ statusCode: res.statusCode ?? 0 }));
              })
              .on('error', reject),
          ),
      });
      scenes.push(over('report API over HTTP', `${base}/api/v1/en/exams/${examId}/report`));
      scenes.push({
        label: 'report page over HTTP',
        ask: () =>
          new Promise((resolve, reject) =>
            http
              .get(`${base}/en/dashboard/exam-reports/${examId}`, { agent, headers: { cookie: `token=${school.owner.token}` } }, (res) => {
                res.resume();
                res.on('end', () => resolve({ statusCode: res.statusCode ?? 0 }));
              })
              .on('error', reject),
          ),
      });
    }
    for (const { label, ask } of scenes.filter((x) => !process.env.BENCH_ONLY_SCENE || x.label.includes(process.env.BENCH_ONLY_SCENE))) {
      const check = async () => {
        const r = await ask();
        if (r.statusCode !== 200) throw new Error(`${label}: ${r.statusCode}`);
      };
      for (let i = 0; i < 20; i++) await check(); // warm: the cache filled, the code compiled
      const SERIAL = 100;
      byText.clear();
      const one = await measure(`${label}-serial`, async () => {
        for (let i = 0; i < SERIAL; i++) await check();
      });
      // 50 requests kept in flight: the tail's causes, counted in the process
      const took: number[] = [];
      /** When each request over 3 s was sent, ms into the run. */
      const slow: number[] = [];
      const loop = monitorEventLoopDelay({ resolution: 10 });
      gcMax = 0;
      gcTotal = 0;
      longest = { ms: 0, sql: '' };
      longestRun = { ms: 0, what: '' };
      const serialTexts = [...byText];
      const until = performance.now() + REPORT_SECONDS * 1000;
      loop.enable();
      const stalls = stallSampler();
      const computed0 = { ...app.reportCache.computed };
      const busy = await measure(`${label}-load`, async () => {
        await Promise.all(
          Array.from({ length: 50 }, async () => {
            while (performance.now() < until) {
              const at = performance.now();
              await check();
              took.push(performance.now() - at);
              if (performance.now() - at > 3000) slow.push(at - (until - REPORT_SECONDS * 1000));
            }
          }),
        );
      });
      loop.disable();
      const stall = stalls.stop();
      const computed = app.reportCache.computed.samples - computed0.samples + app.reportCache.computed.reports - computed0.reports;
      took.sort((a, b) => a - b);
      const n = took.length;
      console.log(
        `${label}: ${(one.statements / SERIAL).toFixed(1)} statements, ${(one.cpuMs / SERIAL).toFixed(2)} ms CPU per request one at a time; ` +
          `50 in flight for ${REPORT_SECONDS} s: ${n} requests, ${(busy.statements / n).toFixed(1)} statements and ${(busy.cpuMs / n).toFixed(2)} ms CPU each, ` +
          `p50 ${pct(took, 50).toFixed(0)} ms, p99 ${pct(took, 99).toFixed(0)} ms, max ${took[n - 1]!.toFixed(0)} ms; ` +
          `event loop stalled at most ${(loop.max / 1e6).toFixed(0)} ms (p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms; the longest gap ${stall.ms.toFixed(0)} ms: ${stall.cpuMs.toFixed(0)} ms our CPU, ${stall.waitedMs.toFixed(0)} ms waiting for a CPU); ` +
          `report samples read and figures computed under load ${computed}; ` +
          `GC ${gcTotal.toFixed(0)} ms in all, longest pause ${gcMax.toFixed(0)} ms; longest statement ${longest.ms.toFixed(0)} ms (${longest.sql.replace(/\s+/g, ' ')}); longest engine run ${longestRun.ms.toFixed(0)} ms (${longestRun.what}); load average ${loadavg()[0]!.toFixed(1)}`,
      );
      if (slow.length) console.log(`  ${slow.length} requests over 3 s, sent at ${slow.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s into the run`);
      // one at a time: call to answer is the statement's own time (with BENCH_STATEMENTS=1)
      if (process.env.BENCH_STATEMENTS)
        for (const [text, { n, ms }] of serialTexts.sort((a, b) => b[1].ms - a[1].ms)) console.log(`  ${n} × ${(ms / n).toFixed(2)} ms  ${text.replace(/\s+/g, ' ')}`);
    }
  }
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
