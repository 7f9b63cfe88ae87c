/**
 * `npm run fuzz -- [--count 10000] [--seed 1] [--concurrency 4] [--only 17,42]`: starts the real
 * server (the production bundle, embedded database in a temporary DATA_DIR, loopback only, mail to
 * a loopback SMTP receiver), signs up the people of accounts.ts, then sends `count` hostile
 * requests spread over every OpenAPI operation and every page route. Prints the seed first (drawn
 * at random unless --seed or FUZZ_SEED names one) with the command that runs the same fuzz again,
 * then requests sent, answers by status, every failure family with the command that re-sends it
 * and the server's logged errors; exits 1 on any 5xx, connection reset or timeout.
 *
 * The API-wide rate limit is raised (RATE_LIMIT_MAX) for this server: one client sending
 * thousands of requests a minute would otherwise see nothing but 429s. The server trusts the
 * loopback proxy and each request comes from one of 4,096 addresses, so the per-address limits of
 * sign-in, codes and contact still answer 429 sometimes, as they should, without stopping the run.
 */
import { randomInt } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot, startServer } from '../../bench/src/serve.ts';
import { Accounts, ADMIN_ADDRESSES } from './accounts.ts';
import { startMailbox } from './mailbox.ts';
import { chooseSeed, Random } from './random.ts';
import { generateRequest, type FuzzRequest } from './requests.ts';
import { seedLine, Tally } from './report.ts';
import type { Pools } from './schema-values.ts';
import { send } from './send.ts';
import { apiTargets, pageTargets, type RouteEntry, type Target } from './targets.ts';
import { serverErrors } from './server-log.ts';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '10000' },
    seed: { type: 'string' },
    concurrency: { type: 'string', default: '4' },
    only: { type: 'string' },
  },
});
const count = Number(args.count);
const { seed, drawn } = chooseSeed(args.seed, process.env.FUZZ_SEED, () => randomInt(1, 2 ** 31));
const concurrency = Number(args.concurrency);
const only = args.only?.split(',').map(Number);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed) || !Number.isInteger(concurrency) || concurrency < 1 || only?.some((n) => !Number.isInteger(n) || n < 0)) {
  console.error('usage: npm run fuzz -- [--count N] [--seed S] [--concurrency C] [--only i,j] (FUZZ_SEED=S works as --seed S)');
  process.exit(2);
}
console.log(seedLine(seed, drawn, count, only));

const RATE_LIMIT_MAX = '1000000000';
const PASSWORD = 'Fuzz1!pass';
const BATCH = 250;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

const t0 = performance.now();
const workDir = mkdtempSync(path.join(tmpdir(), 'tasreef-fuzz-'));
const logFile = path.join(workDir, 'server.log');
const logFd = openSync(logFile, 'a');
const mailbox = await startMailbox();
const server = await startServer(
  await freePort(),
  {
    SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
    ADMIN_EMAILS: ADMIN_ADDRESSES.join(','),
    RATE_LIMIT_MAX,
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'warn',
  },
  // warm: the Quran's routes answer 503 while its readings load after start; the fuzz wants a server's steady state
  { stdout: logFd, warm: true, readyTimeoutMs: 300_000 },
);
let serverExited: number | null = null;
server.child.on('exit', (code) => (serverExited = code ?? -1));
const base = new URL(server.url);
console.log(`fuzz: server (production bundle, embedded database) on ${server.url}; RATE_LIMIT_MAX=${RATE_LIMIT_MAX} for this run; log ${logFile}`);

async function stopAll(): Promise<void> {
  if (serverExited === null) await server.stop();
  await mailbox.close();
  closeSync(logFd);
}

async function json<T>(url: string): Promise<T> {
  const res = await fetch(new URL(url, base));
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as T;
}

let exitCode = 0;
try {
  // Targets: every operation of the published document, every page route of the web app.
  const openapi = await json<Parameters<typeof apiTargets>[0]>('/api/openapi.json');
  const appDir = path.join(repoRoot, 'apps/web/app');
  const routes = ((await import(path.join(appDir, 'routes.ts'))) as { default: RouteEntry[] }).default;
  const targets: Target[] = [...apiTargets(openapi), ...pageTargets(routes, (file) => readFileSync(path.join(appDir, file), 'utf8'))];
  console.log(`targets: ${targets.filter((t) => t.kind === 'api').length} API operations, ${targets.filter((t) => t.kind === 'page').length} page routes`);

  // People and real values the requests name.
  const accounts = new Accounts(base, mailbox, PASSWORD);
  await accounts.ensure();
  const verbs = await json<{ data: Array<{ id: string; type: string; lemma: string }> }>('/api/v1/en/verbs?per_page=40');
  const groups = await json<{ data: Array<{ name: string }> }>('/api/v1/en/keyword-groups');
  const pools: Pools = {
    emails: [...accounts.emails(), 'nobody@fuzz.test'],
    password: PASSWORD,
    userIds: accounts.ids(),
    verbIds: verbs.data.map((v) => v.id),
    conjugationTypes: [...new Set(verbs.data.map((v) => v.type))],
    keywordGroups: groups.data.map((g) => g.name).slice(0, 20),
    words: [...verbs.data.slice(0, 10).map((v) => v.lemma), 'كتب', 'يكتبون', 'write', 'go', 'ك', 'a'],
  };
  console.log(`accounts: ${accounts.emails().join(', ')}; ${pools.verbIds.length} verbs, ${pools.keywordGroups.length} keyword groups`);

  const tally = new Tally();
  const addresses = new Random(seed, -1);
  const addressOf = Array.from({ length: 4096 }, () => `10.${addresses.int(0, 255)}.${addresses.int(0, 255)}.${addresses.int(1, 254)}`);
  const sendOne = async (req: FuzzRequest) => {
    req.headers['x-forwarded-for'] ??= addressOf[req.index % addressOf.length]!;
    const answer = await send(base, req, accounts.credentials(req.identity));
    tally.record(req, answer);
    return answer;
  };

  const indices = only ?? Array.from({ length: count }, (_, i) => i);
  const started = performance.now();
  let nextReport = 1000;
  for (let at = 0; at < indices.length && serverExited === null; at += BATCH) {
    await accounts.ensure();
    const batch = indices.slice(at, at + BATCH);
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < batch.length && serverExited === null) {
          const req = generateRequest(seed, batch[next++]!, targets, pools, base.origin);
          const answer = await sendOne(req);
          if (only)
            console.log(
              `#${req.index} ${req.method} ${JSON.stringify(req.path).slice(0, 200)} [${req.target} ${req.family}, ${req.identity}] → ${answer.status} ${JSON.stringify(answer.sample.slice(0, 300))}`,
            );
        }
      }),
    );
    if (tally.sent >= nextReport) {
      console.log(`  ${tally.sent} sent, ${((performance.now() - started) / 1000).toFixed(0)} s: ${tally.statusLine()}`);
      nextReport += 1000;
    }
  }
  if (serverExited !== null) {
    console.error(`\n✖ the server exited (code ${serverExited}) after ${tally.sent} requests`);
    exitCode = 1;
  }
  tally.print((performance.now() - started) / 1000, seed);
  const errors = serverErrors(readFileSync(logFile, 'utf8'));
  if (errors.length > 0) {
    console.log('\nserver log, errors by message:');
    for (const e of errors) console.log(`  ×${e.count} ${e.message}`);
  }
  if (tally.failures.size > 0) exitCode = 1;
  console.log(`\nfuzz: ${tally.failed === 0 && exitCode === 0 ? 'ok' : 'FAILED'} (${((performance.now() - t0) / 1000).toFixed(1)} s in all)`);
} catch (err) {
  console.error(err);
  exitCode = 1;
} finally {
  await stopAll();
  if (exitCode === 0) rmSync(workDir, { recursive: true, force: true });
}
process.exit(exitCode);
