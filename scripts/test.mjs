#!/usr/bin/env node
// `npm test`: everything CI runs, in order, stopping at the first failing step: typecheck, lint,
// unit tests, API integration tests on the embedded PGlite, the same API tests on PostgreSQL
// (TEST_DATABASE_URL, else a throw-away cluster on loopback started for the step and removed after
// it), the build, a fuzz of the built server (npm run fuzz, FUZZ_COUNT requests, default 10,000,
// with a seed drawn for the run and printed first, FUZZ_SEED to give one: no 5xx, no reset),
// browser end-to-end. `npm test -- unit api` runs only the named steps.
// Before the first step it makes the machine ready for the chosen steps (scripts/prereqs.mjs):
// what Debian must provide, installed when running as root with apt-get, else it stops at once
// with the command to run; then the npm dependencies (npm ci when missing or stale). Ends with one line "tests: N passed, M failed".
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, STEPS, findPostgresBin, installDependencies, prepareMachine } from './prereqs.mjs';
import { startThrowawayPostgres } from './throwaway-postgres.mjs';

const only = process.argv.slice(2); // e.g. `npm test -- unit api`
const unknown = only.filter((s) => !STEPS.includes(s));
if (unknown.length > 0) {
  console.error(`unknown step ${unknown.join(', ')}: the steps are ${STEPS.join(', ')}`);
  process.exit(2);
}
const chosen = only.length > 0 ? STEPS.filter((s) => only.includes(s)) : STEPS;
const out = mkdtempSync(path.join(tmpdir(), 'tasreef-test-'));
let passed = 0;
let failed = 0;

// Whatever ends the run (a failing step, Ctrl-C, SIGTERM, a crash) removes what it started.
const cleanups = [() => rmSync(out, { recursive: true, force: true })];
const cleanUp = () => {
  while (cleanups.length > 0) cleanups.pop()();
};
process.on('exit', cleanUp);
const running = new Set();
for (const [signal, number] of [
  ['SIGINT', 2],
  ['SIGTERM', 15],
]) {
  process.on(signal, () => {
    console.log(`\n━━ ${signal}: stopping`);
    for (const child of running) child.kill(signal);
    cleanUp();
    process.exit(128 + number);
  });
}

function finish(ok) {
  console.log(`\ntests: ${passed} passed, ${failed} failed`);
  process.exit(ok ? 0 : 1);
}

const notReady = prepareMachine(chosen);
if (notReady) {
  console.error(`\n✖ ${notReady}`);
  process.exit(1);
}
if (!installDependencies()) {
  console.error('✖ npm ci failed');
  finish(false);
}

function step(name, cmd, args, env = {}) {
  console.log(`\n━━ ${name}: ${[cmd, ...args].join(' ')}`);
  const t0 = Date.now();
  const fullEnv = { ...process.env, ...env };
  for (const [k, v] of Object.entries(fullEnv)) if (v === '') delete fullEnv[k];
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', env: fullEnv });
    running.add(child);
    child.on('exit', (code) => {
      running.delete(child);
      console.log(`━━ ${name}: ${code === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      resolve(code === 0);
    });
  });
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const j = JSON.parse(readFileSync(file, 'utf8'));
  passed += j.numPassedTests ?? 0;
  failed += (j.numFailedTests ?? 0) + (j.numTotalTestSuites > 0 && j.success === false && !j.numFailedTests ? 1 : 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const s = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
}

async function vitest(name, projects, env) {
  const file = path.join(out, `${name}.json`);
  const args = [projects].flat().flatMap((p) => ['--project', p]);
  const ok = await step(name, 'npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${file}`], env);
  countVitest(file);
  return ok;
}

/** The API files in parallel, then the few that need the machine to themselves (vitest.config.ts, ADR 0064). */
const API_PROJECTS = ['api', 'api-serial'];

/** The API tests on PostgreSQL: TEST_DATABASE_URL when set, else a cluster that lives for this step only. */
async function apiOnPostgres() {
  let url = process.env.TEST_DATABASE_URL;
  if (!url) {
    let pg;
    try {
      pg = await startThrowawayPostgres(findPostgresBin());
    } catch (err) {
      console.error(`\n✖ ${err.message}`);
      return false;
    }
    cleanups.push(pg.stop);
    console.log(`\nPostgreSQL ${pg.version} on ${pg.url} (removed after the step)`);
    url = pg.url;
  }
  const ok = await vitest('api-postgres', API_PROJECTS, { DATABASE_URL: url, TEST_DATABASE_URL: url });
  if (!process.env.TEST_DATABASE_URL) cleanups.pop()();
  return ok;
}

const run = {
  typecheck: () => step('typecheck', 'npm', ['run', '--silent', 'typecheck']),
  lint: () => step('lint', 'npm', ['run', '--silent', 'lint']),
  unit: () => vitest('unit', 'unit'),
  api: () => vitest('api', API_PROJECTS, { DATABASE_URL: '', TEST_DATABASE_URL: '' }),
  'api-postgres': apiOnPostgres,
  build: () => step('build', 'npm', ['run', '--silent', 'build']),
  fuzz: async () => {
    // No --seed: the fuzzer draws one per run (or reads FUZZ_SEED) and prints it with the command that repeats the run.
    const ok = await step('fuzz', 'npm', ['run', '--silent', 'fuzz', '--', '--count', process.env.FUZZ_COUNT || '10000']);
    if (ok)
      passed++; // one test: no 5xx
    else failed++;
    return ok;
  },
  e2e: async () => {
    const file = path.join(out, 'e2e.json');
    const ok = await step('e2e', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: file });
    countPlaywright(file);
    return ok;
  },
};

// typecheck and lint are one process each, mostly on one core: side by side they take the time
// of the longer one (ADR 0064). Every other step runs alone.
const TOGETHER = ['typecheck', 'lint'];
for (let i = 0; i < chosen.length; i++) {
  const name = chosen[i];
  if (TOGETHER.includes(name) && TOGETHER.includes(chosen[i + 1])) {
    const results = await Promise.all([run[name](), run[chosen[i + 1]]()]);
    if (results.includes(false)) finish(false);
    i++;
    continue;
  }
  if (!(await run[name]())) finish(false);
}
finish(true);
