#!/usr/bin/env node
// `npm start`: installs what is missing, builds the web app when its sources changed, checks the
// lexicon, then serves Tasreef (the server applies database migrations at boot).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, statSync, readdirSync, writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installDependencies } from './prereqs.mjs';
import { sharedDir } from './shared-data.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(cmd, args, label) {
  console.log(`\n▶ ${label}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (r.status !== 0) {
    console.error(`✖ ${label} failed (exit ${r.status})`);
    process.exit(r.status ?? 1);
  }
}

function newestMtime(dir) {
  let newest = 0;
  const stack = [dir];
  while (stack.length) {
    const d = stack.pop();
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name === 'build' || e.name.startsWith('.')) continue;
      const p = path.join(d, e.name);
      if (e.isDirectory()) stack.push(p);
      else newest = Math.max(newest, statSync(p).mtimeMs);
    }
  }
  return newest;
}

// 1. Dependencies: install when node_modules is missing or older than the lock file.
if (!installDependencies(root)) {
  console.error('✖ Installing dependencies (npm ci) failed');
  process.exit(1);
}

// 2. Builds: the web app and the server bundle (ADR 0015), each rebuilt when its sources changed.
function buildWhenStale(label, output, stamp, sourceDirs, args) {
  const sources = Math.max(...sourceDirs.map((d) => newestMtime(path.join(root, d))));
  const built = existsSync(stamp) ? Number(readFileSync(stamp, 'utf8')) : 0;
  if (!existsSync(output) || built < sources) {
    run(args[0], args.slice(1), label);
    writeFileSync(stamp, String(sources));
  }
}
buildWhenStale(
  'Building the web app',
  path.join(root, 'apps/web/build/server/index.js'),
  path.join(root, 'apps/web/build/.source-mtime'),
  ['apps/web', 'packages'],
  [npm, 'run', 'build', '-w', '@tasreef/web'],
);
buildWhenStale(
  'Bundling the server',
  path.join(root, 'apps/server/build/server.mjs'),
  path.join(root, 'apps/server/build/.source-mtime'),
  ['apps/server/src', 'packages'],
  [process.execPath, 'scripts/build-server.mjs'],
);

// 3. Lexicon sources: read in place from LEXICON_DIR (never copied into the repository).
const lexiconDir = sharedDir('LEXICON_DIR');
if (!existsSync(path.join(lexiconDir, 'verbs.tsv'))) {
  console.warn(`⚠ No lexicon at ${lexiconDir} (set LEXICON_DIR): verb search and tables will be empty.`);
}

// 4. Serve. The server validates its configuration, applies migrations to the embedded database
//    (data/ by default, or DATABASE_URL) and listens on PORT (3000).
console.log('\n▶ Starting Tasreef');
const { flags, env: tuning } = JSON.parse(readFileSync(path.join(root, 'apps/server/node-flags.json'), 'utf8'));
const child = spawn(process.execPath, [...flags, 'apps/server/build/server.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...tuning, ...process.env }, // NODE_ENV unset = development: a generated SECRET_KEY and the mail outbox; set it and SECRET_KEY for production
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
