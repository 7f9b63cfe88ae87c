/**
 * A new embedded database starts as a copy of a template cluster instead of running initdb in
 * the app's process: initdb's WebAssembly heap (~600 MB resident) is never given back to the
 * system, and copying 40 MB takes 60 ms where initdb takes 3 s. The template is made once per
 * machine and PGlite version, by initdb in a short-lived child process, written under a temporary
 * name and renamed into place so concurrent processes (test workers) never see half of it.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '@tasreef/lexicon/paths';
import { DataDirError, describeFsError, ensureDataDir } from '../lib/data-dir.ts';

const require = createRequire(import.meta.url);
const serverDir = path.join(REPO_ROOT, 'apps/server');

function pgliteVersion(): string {
  const entry = require.resolve('@electric-sql/pglite');
  let dir = path.dirname(entry);
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Where the template cluster of this PGlite version lives (outside any data directory). */
export function templateDir(): string {
  const uid = typeof process.getuid === 'function' ? process.getuid() : 0;
  return path.join(tmpdir(), `tasreef-pglite-template-${pgliteVersion()}-${uid}`);
}

const INITDB = `
import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create(process.argv[1]);
await db.query('select 1');
await db.close();
`;

function runInitdb(dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', INITDB, dir], { cwd: serverDir, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`initdb of the embedded database failed (exit ${code}): ${stderr.trim().slice(-2000)}`))));
  });
}

let pending: Promise<string> | null = null;

/** The template cluster, made on first use. */
export function ensureTemplate(): Promise<string> {
  const dir = templateDir();
  if (existsSync(path.join(dir, 'PG_VERSION'))) return Promise.resolve(dir);
  pending ??= (async () => {
    const scratch = `${dir}.tmp-${process.pid}-${Date.now()}`;
    try {
      await runInitdb(scratch);
      try {
        renameSync(scratch, dir);
      } catch (err) {
        // another process renamed its copy first: use that one
        if (!existsSync(path.join(dir, 'PG_VERSION'))) throw err;
      }
      return dir;
    } finally {
      rmSync(scratch, { recursive: true, force: true });
      pending = null;
    }
  })();
  return pending;
}

/**
 * Makes `dir` a database cluster when it is not one yet (absent or empty); leaves an existing one
 * alone. Its folder (DATA_DIR) is checked first: made if missing, and proven writable, so an
 * impossible or full place is a clear `DataDirError` instead of PGlite's `Aborted()`.
 */
export async function prepareDataDir(dir: string): Promise<void> {
  const dataDir = path.dirname(dir);
  ensureDataDir(dataDir);
  if (existsSync(path.join(dir, 'PG_VERSION'))) return;
  if (existsSync(dir) && readdirSync(dir).length > 0) return; // not ours to overwrite: PGlite reports it
  const template = await ensureTemplate();
  const scratch = `${dir}.tmp-${process.pid}`;
  try {
    rmSync(scratch, { recursive: true, force: true });
    cpSync(template, scratch, { recursive: true });
    rmSync(dir, { recursive: true, force: true });
    renameSync(scratch, dir);
  } catch (err) {
    // a half copy would fill the disk for nothing
    rmSync(scratch, { recursive: true, force: true });
    throw (err as NodeJS.ErrnoException).code ? new DataDirError(dataDir, describeFsError(err, dir, dataDir)) : err;
  }
}
