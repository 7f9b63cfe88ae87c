// A throw-away PostgreSQL cluster for the api-postgres step of `npm test`: a fresh data directory
// in /tmp, trust authentication, listening on 127.0.0.1 only (and a socket in that directory), on a
// free port. `stop()` is synchronous so it can run from an 'exit' handler: the cluster goes away
// when the tests fail or are interrupted too. As root the server runs as the `postgres` user
// (PostgreSQL refuses to run as root), which is created when missing.
import { spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const quote = (s) => `'${String(s).replaceAll("'", `'\\''`)}'`;

function postgresUser() {
  const id = (flag) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  if (id('-u').status !== 0) {
    const made = spawnSync('useradd', ['--system', '--no-create-home', 'postgres'], { stdio: 'inherit' });
    if (made.status !== 0) throw new Error('could not create the postgres user (PostgreSQL does not run as root)');
  }
  return { uid: Number(id('-u').stdout.trim()), gid: Number(id('-g').stdout.trim()) };
}

/**
 * Starts the cluster with the binaries in `bin`; resolves to `{ url, version, stop() }`. Tests run it
 * with `fsync=off` (nothing outlives them); `{ fsync: true }` keeps PostgreSQL's default, each commit
 * flushed to disk, for a benchmark of what durable writes cost.
 */
export async function startThrowawayPostgres(bin, port, { fsync = false } = {}) {
  port ??= await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'tasreef-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { uid, gid } = postgresUser();
    chownSync(dir, uid, gid);
  }
  const run = (command, args) => {
    const r = asRoot
      ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', [command, ...args].map(quote).join(' ')], { encoding: 'utf8' })
      : spawnSync(command, args, { encoding: 'utf8' });
    return { ok: r.status === 0, output: `${r.stdout ?? ''}${r.stderr ?? ''}${r.error ? String(r.error) : ''}` };
  };
  const data = path.join(dir, 'data');
  const stop = () => {
    run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  };
  const init = run(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  if (!init.ok) {
    stop();
    throw new Error(`initdb failed:\n${init.output}`);
  }
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=${fsync ? 'on' : 'off'}`;
  const started = run(path.join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  if (!started.ok) {
    stop();
    throw new Error(`PostgreSQL did not start:\n${started.output}`);
  }
  const version = /\d+(?:\.\d+)+/.exec(spawnSync(path.join(bin, 'postgres'), ['--version'], { encoding: 'utf8' }).stdout ?? '')?.[0] ?? '?';
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, version, stop };
}
