// What `npm test` needs from the machine, step by step, beyond the npm packages: the shared data
// beside the repository (../shared), Debian packages (Chromium's headless shell and fonts for the browser tests,
// poppler's pdftotext and pdftoppm for the PDF tests of api, api-postgres and e2e, PostgreSQL for
// api-postgres). `missingFor` and `planFor` decide what is missing and what to do
// about it from facts handed in (unit tested); `probe` gathers those facts and `installDebian`
// acts on a plan. CI (.ci/run) and a fresh clone go through the same code: `npm test` installs
// what is missing when it may (root, with apt-get), otherwise stops before the first step with the
// one command that fixes it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHARED_DATA, sharedDir, sharedMissingMessage } from './shared-data.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The steps of `npm test`, in order. */
export const STEPS = ['typecheck', 'lint', 'unit', 'api', 'api-postgres', 'build', 'fuzz', 'e2e'];

/**
 * Debian's headless shell of Chromium (package chromium-headless-shell, built from the same source
 * package and version as /usr/bin/chromium): the engine without the browser's windows and UI
 * processes, which made the e2e run a third faster (ADR 0047). CHROMIUM_PATH may name another.
 */
export const DEFAULT_CHROMIUM = '/usr/bin/chromium-headless-shell';

/** Debian packages by step; `present` says from the probed facts whether the package is there. */
const DEBIAN = [
  { name: 'chromium-headless-shell', steps: ['e2e'], present: (f) => f.chromium.exists },
  { name: 'poppler-utils', steps: ['api', 'api-postgres', 'e2e'], present: (f) => f.pdftotext },
  { name: 'fonts-noto-core', steps: ['e2e'], present: (f) => f.fonts.noto },
  { name: 'fonts-hosny-amiri', steps: ['e2e'], present: (f) => f.fonts.amiri },
  // A server named by TEST_DATABASE_URL needs nothing here; otherwise a throw-away cluster needs initdb.
  { name: 'postgresql', steps: ['api-postgres'], present: (f) => f.testDatabaseUrl || f.postgresBin !== null },
];

/**
 * What the named steps lack, from probed facts:
 * `{ shared: [{env, dir, file}], packages: [name], chromiumPath: null | path }`. `chromiumPath` is
 * set when CHROMIUM_PATH names a file that is not there (installing Debian's Chromium would not help).
 */
export function missingFor(steps, facts) {
  const wants = (s) => steps.some((step) => s.includes(step));
  const shared = SHARED_DATA.filter((d) => wants(d.steps) && !facts.shared[d.env]?.exists).map((d) => ({ env: d.env, dir: facts.shared[d.env]?.dir ?? d.default, file: d.file }));
  const packages = DEBIAN.filter((p) => wants(p.steps) && !p.present(facts)).map((p) => p.name);
  const chromiumPath = packages.includes('chromium-headless-shell') && facts.chromium.path !== DEFAULT_CHROMIUM ? facts.chromium.path : null;
  return { shared, packages: chromiumPath ? packages.filter((p) => p !== 'chromium-headless-shell') : packages, chromiumPath };
}

/** The one command that installs `packages` (with sudo unless already root). */
export function installCommand(packages, { root }) {
  const sudo = root ? '' : 'sudo ';
  return `${sudo}apt-get update && ${sudo}apt-get install -y --no-install-recommends ${packages.join(' ')}`;
}

/**
 * What to do about what is missing: `{ ok: true }`, `{ install: [packages] }` when this process may
 * install them (root with apt-get, nothing else missing), or `{ stop: message }` with what to run.
 */
export function planFor(missing, { root, apt }) {
  const { shared, packages, chromiumPath } = missing;
  if (shared.length === 0 && packages.length === 0 && !chromiumPath) return { ok: true };
  if (shared.length === 0 && !chromiumPath && root && apt) return { install: packages };
  const lines = ['npm test cannot run the chosen steps on this machine:'];
  for (const s of shared) lines.push(`  - ${sharedMissingMessage(s)}`);
  if (chromiumPath) lines.push(`  - CHROMIUM_PATH names ${chromiumPath}, which does not exist: point it at a Chromium, or unset it to use Debian's ${DEFAULT_CHROMIUM}`);
  for (const p of packages) lines.push(`  - ${PACKAGE_WHY[p]} (Debian package ${p})`);
  if (packages.length > 0) {
    lines.push('Run this, then `npm test` again:', `  ${installCommand(packages, { root })}`);
    if (!apt) lines.push('(no apt-get here: install the equivalent packages of your system)');
  }
  lines.push(`Or name the steps that can run here, e.g. \`npm test -- typecheck lint\` (steps: ${STEPS.join(', ')}).`);
  return { stop: lines.join('\n') };
}

const PACKAGE_WHY = {
  'chromium-headless-shell': `e2e drives Debian's Chromium (its headless shell) at ${DEFAULT_CHROMIUM}`,
  'poppler-utils': 'the API tests (api, api-postgres) and e2e read PDFs with pdftotext and pdftoppm',
  'fonts-noto-core': 'e2e renders pages with the Noto fonts',
  'fonts-hosny-amiri': 'e2e renders Arabic with the Amiri font',
  postgresql: 'api-postgres runs the API tests on a throw-away PostgreSQL cluster (or set TEST_DATABASE_URL to a server of yours)',
};

function onPath(command) {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && existsSync(path.join(dir, command)));
}

/** The newest PostgreSQL server binaries: Debian's /usr/lib/postgresql/<version>/bin, else initdb on PATH. */
export function findPostgresBin() {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).filter((v) => existsSync(path.join(base, v, 'bin', 'initdb'))) : [];
  versions.sort((a, b) => Number(a) - Number(b));
  if (versions.length > 0) return path.join(base, versions.at(-1), 'bin');
  const dir = (process.env.PATH ?? '').split(path.delimiter).find((d) => d && existsSync(path.join(d, 'initdb')) && existsSync(path.join(d, 'pg_ctl')));
  return dir ?? null;
}

/** The facts `missingFor` and `planFor` decide from, read from this machine. */
export function probe(env = process.env) {
  const chromiumPath = env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
  const isDir = (p) => existsSync(p) && statSync(p).isDirectory();
  const shared = {};
  for (const d of SHARED_DATA) {
    const dir = sharedDir(d.env, env);
    shared[d.env] = { dir, exists: existsSync(path.join(dir, d.file)) };
  }
  return {
    shared,
    chromium: { path: chromiumPath, exists: existsSync(chromiumPath) },
    pdftotext: onPath('pdftotext'),
    fonts: {
      noto: isDir('/usr/share/fonts/truetype/noto'),
      amiri: isDir('/usr/share/fonts/opentype/fonts-hosny-amiri') || isDir('/usr/share/fonts/truetype/fonts-hosny-amiri'),
    },
    testDatabaseUrl: Boolean(env.TEST_DATABASE_URL),
    postgresBin: findPostgresBin(),
    root: typeof process.getuid === 'function' && process.getuid() === 0,
    apt: onPath('apt-get'),
  };
}

/** Installs Debian packages (as root); true when apt-get succeeded. */
export function installDebian(packages) {
  console.log(`Installing Debian packages: ${packages.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  if (update.status !== 0) return false;
  const install = spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: ['ignore', 'ignore', 'inherit'], env });
  return install.status === 0;
}

/**
 * Makes the machine ready for `steps` or explains why it cannot be: returns null when ready, else
 * the message to print before stopping.
 */
export function prepareMachine(steps, env = process.env) {
  let facts = probe(env);
  const plan = planFor(missingFor(steps, facts), facts);
  if (plan.ok) return null;
  if (plan.stop) return plan.stop;
  if (!installDebian(plan.install)) {
    return `Installing ${plan.install.join(' ')} with apt-get failed (see above). Run this, then \`npm test\` again:\n  ${installCommand(plan.install, { root: true })}`;
  }
  facts = probe(env);
  const after = planFor(missingFor(steps, facts), { root: false, apt: false });
  return after.ok ? null : after.stop;
}

/** `npm ci` when node_modules is missing or older than the lock file (npm start and npm test). */
export function installDependencies(root = ROOT) {
  const lock = path.join(root, 'package-lock.json');
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return true;
  console.log('\n▶ Installing dependencies (npm ci)');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  return spawnSync(npm, ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' }).status === 0;
}
