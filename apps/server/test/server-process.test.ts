import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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
  return { child, exited, output: () => output };
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
      const deadline = Date.now() + 45_000;
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
  });
});
