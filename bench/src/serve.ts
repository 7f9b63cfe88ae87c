/**
 * Starts the real Tasreef server (the production bundle, rebuilt first; the node options of npm start) on a fresh
 * data directory for a benchmark.
 * BENCH_NODE_ARGS adds options to its node (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nodeFlags from '../../apps/server/node-flags.json' with { type: 'json' };
import { SERVER_BUNDLE, buildServer } from '../../scripts/build-server.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
  child: ChildProcess;
}

/**
 * `stdout`: where the server's log goes (a file descriptor, e.g. for the fuzzer to read errors from); default nowhere.
 * `dataDir`: a data directory prepared by the caller (kept by `stop()`, the caller removes it); default a fresh one, removed by `stop()`.
 * `readyTimeoutMs`: how long /readyz may take to answer 200 (the lexicon is built before it when its cache is stale); default 120 s.
 * `warm`: also wait (within the same time) until /readyz reports the Quran's readings loaded, so that no
 * request meets the 503 of a server still warming (the fuzzer, the Quran benchmark).
 */
export async function startServer(
  port: number,
  extraEnv: Record<string, string> = {},
  { stdout = 'ignore', dataDir: given, readyTimeoutMs = 120_000, warm = false }: { stdout?: 'ignore' | number; dataDir?: string; readyTimeoutMs?: number; warm?: boolean } = {},
): Promise<RunningServer> {
  await buildServer();
  const dataDir = given ?? mkdtempSync(path.join(tmpdir(), 'tasreef-bench-'));
  // Production needs a mail transport: a loopback SMTP server that accepts and drops every mail.
  const smtp = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'], logger: false, onData: (stream, _session, done) => stream.resume().on('end', () => done()) });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const child = spawn(process.execPath, [...nodeFlags.flags, ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean), SERVER_BUNDLE], {
    cwd: repoRoot,
    stdio: ['ignore', stdout, 'inherit'],
    env: {
      ...nodeFlags.env,
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SECRET_KEY: 'bench-secret-key-that-is-long-enough-0123456789',
      LOG_LEVEL: 'error',
      RATE_LIMIT_MAX: '100000000',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      ...extraEnv,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyTimeoutMs;
  let quranFailed = false;
  for (;;) {
    try {
      const r = await fetch(`${url}/readyz`);
      if (r.ok) {
        const { quran } = (await r.json()) as { quran?: string };
        quranFailed = warm && quran === 'failed';
        if (!warm || quran === 'warm') break;
      }
    } catch {
      /* not listening yet */
    }
    if (quranFailed || child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      // never leave a server behind (it would hold the port and this process's output open)
      child.kill('SIGKILL');
      smtp.close();
      if (!given) rmSync(dataDir, { recursive: true, force: true });
      throw new Error(
        quranFailed
          ? "the server could not load the Quran's readings (is LEXICON_DIR right?)"
          : child.exitCode !== null || child.signalCode !== null
            ? `server exited with ${child.exitCode ?? child.signalCode}`
            : `server did not become ready in ${readyTimeoutMs / 1000} s`,
      );
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid ?? 0,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          if (!given) rmSync(dataDir, { recursive: true, force: true });
          smtp.close(() => resolve());
        };
        // a server that already exited (a crash) has no exit event left to wait for
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}
