/**
 * `npm run bench:per-request`: the work one request costs the server, in figures that do not depend
 * on how busy the machine is: database statements per request (counted at the driver) and the
 * server's CPU time per request (this process's, the app running in it on PGlite or DATABASE_URL).
 * Two scenes: a live classroom answer (100 phones streaming, 100 answers at a steady pace, counted
 * until the teacher's screen shows them all) and an exam autosave (students saving answers in turn).
 * Wall-clock percentiles are the other benches' (bench:live, bench:attempts); this one says where
 * a change cut the work.
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

const PHONES = Number(process.env.BENCH_PHONES ?? 100);
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 50);
const SAVES = Number(process.env.BENCH_SAVES ?? 10);

let statements = 0;
for (const proto of [PGlite.prototype, pg.Client.prototype] as unknown as Array<Record<string, unknown>>) {
  for (const name of ['query', 'exec']) {
    const original = proto[name] as ((...args: unknown[]) => unknown) | undefined;
    if (typeof original !== 'function') continue;
    proto[name] = function (this: unknown, ...args: unknown[]) {
      statements += 1;
      return original.apply(this, args);
    };
  }
}

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
});
// ticks, sweeps and pollers off: the figures are the requests' own
const app = buildApp(config, { webBuild: null, liveTickMs: 0, attemptSweepMs: 0, webhookPollMs: 0 });
try {
  await app.ready();
  const call = caller(app);
  const db = app.database.db;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

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
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
