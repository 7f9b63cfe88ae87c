#!/usr/bin/env node
// `npm test`: everything CI runs, in order, stopping at the first failing step:
// typecheck, lint, unit tests, API integration tests on the embedded PGlite, the same API tests
// on PostgreSQL when TEST_DATABASE_URL is set (CI sets it), the web build, browser end-to-end.
// Ends with one line "tests: N passed, M failed".
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = mkdtempSync(path.join(tmpdir(), 'tasreef-test-'));
const only = process.argv.slice(2); // e.g. `npm test -- unit api`
let passed = 0;
let failed = 0;

function step(name, cmd, args, env = {}) {
  if (only.length && !only.includes(name)) return;
  console.log(`\n━━ ${name}: ${[cmd, ...args].join(' ')}`);
  const t0 = Date.now();
  const fullEnv = { ...process.env, ...env };
  for (const [k, v] of Object.entries(fullEnv)) if (v === '') delete fullEnv[k];
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: fullEnv });
  console.log(`━━ ${name}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return r.status === 0;
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

function finish(ok) {
  console.log(`\ntests: ${passed} passed, ${failed} failed`);
  process.exit(ok ? 0 : 1);
}

const npx = 'npx';
const vitest = (project, file, env) =>
  step(project === 'api' && env?.DATABASE_URL ? 'api-postgres' : project, npx, ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile=${file}`], env);

let ok = true;
ok = ok && step('typecheck', 'npm', ['run', '--silent', 'typecheck']) !== false;
ok = ok && step('lint', 'npm', ['run', '--silent', 'lint']) !== false;
if (ok) { ok = vitest('unit', path.join(out, 'unit.json')) !== false; countVitest(path.join(out, 'unit.json')); }
if (ok) { ok = vitest('api', path.join(out, 'api.json'), { DATABASE_URL: '', TEST_DATABASE_URL: '' }) !== false; countVitest(path.join(out, 'api.json')); }
if (ok && process.env.TEST_DATABASE_URL) {
  ok = vitest('api', path.join(out, 'api-pg.json'), { DATABASE_URL: process.env.TEST_DATABASE_URL, TEST_DATABASE_URL: process.env.TEST_DATABASE_URL }) !== false;
  countVitest(path.join(out, 'api-pg.json'));
}
ok = ok && step('build', 'npm', ['run', '--silent', 'build']) !== false;
if (ok) {
  const file = path.join(out, 'e2e.json');
  ok = step('e2e', npx, ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: file }) !== false;
  countPlaywright(file);
}
finish(ok);
