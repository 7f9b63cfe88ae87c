import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function run(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  /** The exit code, or 'still running' (and the child killed) after `ms`: a hung child never outlives its test. */
  const exitedWithin = async (ms: number): Promise<number | null | 'still running'> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'still running'>((resolve) => (timer = setTimeout(() => resolve('still running'), ms)));
    const result = await Promise.race([exited, late]);
    clearTimeout(timer);
    if (result === 'still running') child.kill('SIGKILL');
    return result;
  };
  return { child, exited, exitedWithin, output: () => output };
}

const SECRET_KEY = 'process-test-secret-key-0123456789abcdef';

/** A TCP server that accepts connections and never says a word: a PostgreSQL that hangs. */
async function silentServer() {
  const sockets = new Set<Socket>();
  let connected!: () => void;
  const firstConnection = new Promise<void>((resolve) => (connected = resolve));
  const server = createServer((socket) => {
    sockets.add(socket);
    connected();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `postgres://tasreef@127.0.0.1:${port}/tasreef`,
    firstConnection,
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('src/server.ts', () => {
  it('a bad variable stops the start with a message naming it', async () => {
    const p = run({ PORT: 'eighty' });
    expect(await p.exited).toBe(1);
    expect(p.output()).toMatch(/Invalid configuration: PORT/);
  });

  it('listens, logs JSON, and exits 0 on SIGTERM after closing cleanly', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tasreef-proc-'));
    const env: Record<string, string> = { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', NODE_ENV: 'development' };
    // Always the embedded database here: this test is about the process, not the engine.
    const p = run(env);
    try {
      const deadline = Date.now() + 75_000;
      while (!p.output().includes('Tasreef is listening') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(p.output()).toContain('Tasreef is listening');
      p.child.kill('SIGTERM');
      expect(await p.exited).toBe(0);
      const lines = p
        .output()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as { msg: string });
      const messages = lines.map((l) => l.msg);
      expect(messages).toEqual(expect.arrayContaining(['database migrated', 'Tasreef is listening', 'database closed', 'shutdown complete']));
      expect(messages.indexOf('database closed')).toBeLessThan(messages.indexOf('shutdown complete'));
    } finally {
      if (p.child.exitCode === null) p.child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000); // loading the lexicon and the analyzer's guesses takes its time on a busy machine

  // Before: Node's recursive mkdir never returned on /proc (a core at 100 %, SIGTERM unheard), and
  // a path under a file was a raw ENOTDIR stack trace.
  it.each([
    ['a folder the file system refuses', () => '/proc/forbidden', /^DATA_DIR \/proc\/forbidden: the folder \/proc\/forbidden cannot be created/m],
    ['a path under a regular file', (dir: string) => path.join(dir, 'file', 'data'), /^DATA_DIR \S+\/file\/data: \S+\/file is a file, not a folder \(ENOTDIR\)/m],
  ])(
    'an impossible DATA_DIR (%s) stops the start at once with one line naming it',
    async (_name, dataDirOf, message) => {
      const scratch = mkdtempSync(path.join(tmpdir(), 'tasreef-proc-'));
      writeFileSync(path.join(scratch, 'file'), 'not a folder');
      try {
        for (const env of [{}, { SECRET_KEY }] as Array<Record<string, string>>) {
          const p = run({ DATA_DIR: dataDirOf(scratch), PORT: '0', ...env });
          try {
            // the bound only has to tell "exits" from "never exits" (before, an endless loop); loading
            // the code through tsx took over 15 s on a busy two-core machine, so it is generous
            expect(await p.exitedWithin(60_000)).toBe(1);
            expect(p.output()).toMatch(message);
            expect(p.output()).not.toMatch(/\n\s+at /); // no stack trace
          } finally {
            if (p.child.exitCode === null) p.child.kill('SIGKILL');
          }
        }
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
    },
    150_000,
  );

  it('SIGTERM stops a start still waiting for its database, at once', async () => {
    const db = await silentServer();
    const p = run({ DATABASE_URL: db.url, SECRET_KEY, PORT: '0', LOG_LEVEL: 'info' });
    try {
      await db.firstConnection;
      p.child.kill('SIGTERM');
      expect(await p.exitedWithin(3000)).toBe(0);
      expect(p.output()).toContain('stopped before the server was listening');
    } finally {
      if (p.child.exitCode === null) p.child.kill('SIGKILL');
      await db.close();
    }
  });

  it('a PostgreSQL that never answers fails the start with a message naming DATABASE_URL', async () => {
    const db = await silentServer();
    const p = run({ DATABASE_URL: db.url, SECRET_KEY, PORT: '0', LOG_LEVEL: 'info' });
    try {
      await db.firstConnection;
      expect(await p.exitedWithin(9000)).toBe(1); // the 5 s connection timeout, not the 10 s plugin timeout
      expect(p.output()).toContain('"msg":"DATABASE_URL: PostgreSQL cannot be used (Connection terminated due to connection timeout)"');
    } finally {
      if (p.child.exitCode === null) p.child.kill('SIGKILL');
      await db.close();
    }
  });

  // A real full disk: a 1 MB tmpfs, which needs root (and a kernel that lets this container mount).
  it('a full disk under DATA_DIR is a clear message, and the half-made copy is removed', async (ctx) => {
    if (process.getuid?.() !== 0) return ctx.skip('needs root to mount a tmpfs; describeFsError covers ENOSPC with a fake error');
    const mountPoint = mkdtempSync(path.join(tmpdir(), 'tasreef-full-'));
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', mountPoint], { stdio: 'pipe' });
    } catch {
      rmSync(mountPoint, { recursive: true, force: true });
      return ctx.skip('mount -t tmpfs is not permitted here');
    }
    try {
      const dataDir = path.join(mountPoint, 'data');
      const p = run({ DATA_DIR: dataDir, SECRET_KEY, PORT: '0', LOG_LEVEL: 'info' });
      try {
        expect(await p.exitedWithin(20_000)).toBe(1);
        expect(p.output()).toMatch(/"msg":"DATA_DIR \S+\/data: the disk holding it is full \(ENOSPC, [\d.]+ MB free\); free some space or move DATA_DIR"/);
      } finally {
        if (p.child.exitCode === null) p.child.kill('SIGKILL');
      }
      // The template copy that did not fit is gone: the disk is as empty as before.
      expect(readdirSync(dataDir)).toEqual([]);
      const fs = statfsSync(mountPoint);
      expect(fs.bavail).toBe(fs.blocks);
    } finally {
      execFileSync('umount', [mountPoint]);
      rmSync(mountPoint, { recursive: true, force: true });
    }
  });
});
