/**
 * `npm run bench:auth`: sign-in latency (p50/p95) and sign-ins per second against the real server,
 * with the argon2id cost of apps/server/src/auth/password.ts; plus one hash and one verification
 * measured alone. Prints figures; never passes or fails on time.
 *
 * The accounts limits (20 sign-ins per address per 10 minutes) would stop a benchmark from one
 * address, so the server trusts the loopback proxy and every request names another client
 * address in X-Forwarded-For, as real traffic from many people would.
 */
import http from 'node:http';
import os from 'node:os';
import { ARGON2_OPTIONS, hashPassword, verifyPassword } from '../../apps/server/src/auth/password.ts';
import { startServer } from './serve.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3191);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const USERS = 40;
const PASSWORD = 'Bench1!pass';

let ipSeq = 0;
const nextIp = () => {
  ipSeq++;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
};

function post(agent: http.Agent, url: URL, path: string, body: unknown): Promise<{ status: number; ms: number }> {
  const payload = JSON.stringify(body);
  const t0 = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), 'x-forwarded-for': nextIp() },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - t0 }));
      },
    );
    req.on('error', () => resolve({ status: 0, ms: performance.now() - t0 }));
    req.end(payload);
  });
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const fmt = (n: number) => n.toFixed(1);

// One hash and one verification alone (the floor of a sign-in).
const hashTimes: number[] = [];
const verifyTimes: number[] = [];
let stored = '';
for (let i = 0; i < 10; i++) {
  let t0 = performance.now();
  stored = await hashPassword(PASSWORD);
  hashTimes.push(performance.now() - t0);
  t0 = performance.now();
  await verifyPassword(stored, PASSWORD);
  verifyTimes.push(performance.now() - t0);
}
hashTimes.sort((a, b) => a - b);
verifyTimes.sort((a, b) => a - b);
console.log(
  `argon2id m=${ARGON2_OPTIONS.memoryCost} KiB, t=${ARGON2_OPTIONS.timeCost}, p=${ARGON2_OPTIONS.parallelism}: ` +
    `hash p50 ${fmt(pct(hashTimes, 50))} ms, verify p50 ${fmt(pct(verifyTimes, 50))} ms (one at a time)`,
);

// BENCH_DATABASE_URL: measure against PostgreSQL instead of the embedded PGlite.
const server = await startServer(PORT, { TRUST_PROXY: 'loopback', ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}) });
console.log(
  `database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} (other work on the machine slows every figure)`,
);
try {
  const base = new URL(server.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const emails: string[] = [];
  for (let i = 0; i < USERS; i++) {
    const email = `bench.${i}.${Date.now().toString(36)}@example.test`;
    const r = await post(agent, base, '/api/v1/en/auth/register', {
      full_name: `Bench User ${i}`,
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      accept_terms: true,
      role: 'student',
    });
    if (r.status !== 200) throw new Error(`registration answered ${r.status}`);
    emails.push(email);
  }
  // Warm-up.
  for (let i = 0; i < 10; i++) await post(agent, base, '/api/v1/en/auth/login', { email: emails[i % USERS], password: PASSWORD });

  const latencies: number[] = [];
  let failed = 0;
  const end = Date.now() + SECONDS * 1000;
  const started = Date.now();
  let n = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < end) {
        const r = await post(agent, base, '/api/v1/en/auth/login', { email: emails[n++ % USERS], password: PASSWORD, remember_me: true });
        if (r.status === 200) latencies.push(r.ms);
        else failed++;
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  console.log(
    `POST /auth/login, ${CONNECTIONS} connections, ${SECONDS} s: ${latencies.length} sign-ins (${failed} failed), ` +
      `${(latencies.length / elapsed).toFixed(1)} req/s, p50 ${fmt(pct(latencies, 50))} ms, p95 ${fmt(pct(latencies, 95))} ms, max ${fmt(latencies.at(-1) ?? NaN)} ms`,
  );
} finally {
  await server.stop();
}
