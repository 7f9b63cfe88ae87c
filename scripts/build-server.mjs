#!/usr/bin/env node
// Bundles the server (apps/server/src/server.ts and the workspace packages it imports) into one
// ES module, apps/server/build/server.mjs, which `npm start`, the benchmarks and the end-to-end
// tests run with plain node (ADR 0015). Packages from npm stay external and load from
// node_modules. `node scripts/build-server.mjs [outfile]`.
import { readFileSync } from 'node:fs';
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

export async function buildServer(outfile = SERVER_BUNDLE) {
  const t0 = performance.now();
  await build({
    entryPoints: [path.join(root, 'apps/server/src/server.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: externalPackages(),
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  return Math.round(performance.now() - t0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outfile = path.resolve(process.argv[2] ?? SERVER_BUNDLE);
  const ms = await buildServer(outfile);
  console.log(`server bundle: ${path.relative(process.cwd(), outfile)} in ${ms} ms`);
}
