/**
 * Whether the database takes writes, as `/readyz` reports it: a real write (the one row of
 * `health_probe`), its answer kept a few seconds so that a load balancer polling every instance
 * cannot turn readiness checks into load, and concurrent checks sharing one write.
 */
export type WriteState = 'ok' | 'read_only' | 'disk_full' | 'down';

/** PostgreSQL's SQLSTATE (also on the embedded engine's errors) → what an operator should know. */
export function writeStateOf(err: unknown): WriteState {
  const code = codeOf(err);
  if (code === '25006') return 'read_only'; // read_only_sql_transaction (default_transaction_read_only, a standby)
  if (code === '53100') return 'disk_full';
  return 'down';
}

function codeOf(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export class WriteProbe {
  private last: { at: number; state: WriteState } | null = null;
  private pending: Promise<WriteState> | null = null;

  constructor(
    private readonly write: () => Promise<void>,
    private readonly opts: { ttlMs: number; timeoutMs: number; now?: () => number; onFailure?: (err: unknown, state: WriteState) => void },
  ) {}

  /** The state of the last write if younger than `ttlMs`, else a new write's. */
  check(): Promise<WriteState> {
    const now = (this.opts.now ?? Date.now)();
    if (this.last && now - this.last.at < this.opts.ttlMs) return Promise.resolve(this.last.state);
    this.pending ??= this.run().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async run(): Promise<WriteState> {
    let state: WriteState;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.write(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`the write took longer than ${this.opts.timeoutMs} ms`)), this.opts.timeoutMs);
        }),
      ]);
      state = 'ok';
    } catch (err) {
      state = writeStateOf(err);
      this.opts.onFailure?.(err, state);
    } finally {
      clearTimeout(timer);
    }
    this.last = { at: (this.opts.now ?? Date.now)(), state };
    return state;
  }
}
