#!/usr/bin/env node
// Bundles the server (apps/server/src/server.ts and the workspace packages it imports) into one
// ES module, apps/server/build/server.mjs, which `npm start`, the benchmarks and the end-to-end
// tests run with plain node (ADR 0015). Packages from npm stay external and load from
// node_modules. The roster import's worker thread is a second entry, roster-worker.mjs beside it
// (ADR 0057). `node scripts/build-server.mjs [outfile]`.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_BUNDLE = path.join(root, 'apps/server/build/server.mjs');
const WORKSPACES = ['apps/server', 'packages/exams', 'packages/lexicon', 'packages/quran', 'packages/morphology', 'packages/contracts'];

/** Every npm package the bundled workspaces depend on: these are imported at run time, not bundled. */
function externalPackages() {
  const names = new Set();
  for (const dir of WORKSPACES) {
    const manifest = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
    for (const name of Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })) {
      if (!name.startsWith('@tasreef/')) names.add(name);
    }
  }
  return [...names].flatMap((name) => [name, `${name}/*`]);
}

const ROSTER_WORKER = path.join(root, 'apps/server/src/roster/worker.ts');
const options = () => ({ bundle: true, platform: 'node', format: 'esm', target: 'node20', external: externalPackages(), logLevel: 'warning' });

export async function buildServer(outfile = SERVER_BUNDLE) {
  const t0 = performance.now();
  await build({
    ...options(),
    entryPoints: [
      { in: path.join(root, 'apps/server/src/server.ts'), out: path.basename(outfile, path.extname(outfile)) },
      { in: ROSTER_WORKER, out: 'roster-worker' },
    ],
    outdir: path.dirname(outfile),
    outExtension: { '.js': '.mjs' },
    sourcemap: 'linked',
  });
  return Math.round(performance.now() - t0);
}

/**
 * The roster worker alone, for a server run from source (tsx, vitest): node 20 starts a worker
 * from TypeScript only through loader hooks registered inside it, which costs seconds a worker;
 * a bundle built once a process starts in milliseconds. Written under a temporary name and renamed,
 * so that processes building at once never read half a file. Returns its path.
 */
export async function buildRosterWorker(outfile = path.join(root, 'apps/server/build/dev/roster-worker.mjs')) {
  const { outputFiles } = await build({ ...options(), entryPoints: [ROSTER_WORKER], write: false, outfile });
  mkdirSync(path.dirname(outfile), { recursive: true });
  const partial = `${outfile}.${process.pid}.${Date.now()}`;
  writeFileSync(partial, outputFiles[0].contents);
  renameSync(partial, outfile);
  return outfile;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outfile = path.resolve(process.argv[2] ?? SERVER_BUNDLE);
  const ms = await buildServer(outfile);
  console.log(`server bundle: ${path.relative(process.cwd(), outfile)} in ${ms} ms`);
}
