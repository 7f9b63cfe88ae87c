import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';

/**
 * The counts of @fastify/rate-limit, shared through the database (table `rate_limits`): two app
 * servers on one database allow what one would, not twice as much (ADR 0016).
 *
 * The global limit runs on every request, and a database write per request made a page served from
 * the page cache ten times slower on the embedded database (one backend, queries in series) and
 * about three times on PostgreSQL. So a server counts in memory and goes to the database only when
 * it matters:
 * - far from the limit (at most half of it, as far as this server knows), a request is counted in
 *   memory and added to the shared count by a sync every `syncMs` (one statement for every key);
 * - past half of it, the request is counted in the database at once and decided on the total;
 * - once the database said the limit is reached, the rest of the window is refused from memory
 *   (counts only grow within a window), and counted at the next sync.
 * So an address spreading its requests over several servers gets past the limit only by what they
 * receive from it within one sync before the half-way mark is seen, and never by more than `max`
 * per server.
 *
 * Same rule as the plugin's in-memory store: a key's window opens at its first request and lasts
 * its `timeWindow`; one row per key. Rows of windows long over are deleted by whichever server syncs.
 */
interface Entry {
  windowMs: number;
  resetAt: number;
  /** The shared count as of this server's last statement for the key (its own requests up to it included). */
  shared: number;
  /** This server's requests in a statement not answered yet. */
  sending: number;
  /** This server's requests not sent yet. */
  pending: number;
}

/** Keys kept in memory at most; past it the idle ones go first (a flood of new addresses). */
const MAX_ENTRIES = 100_000;

export class RateLimitCounts {
  private readonly entries = new Map<string, Entry>();
  private timer: NodeJS.Timeout | null = null;
  private lastPrune = 0;

  constructor(
    private readonly db: () => Db,
    private readonly now: () => Date,
    private readonly onSyncError: (err: unknown) => void,
    private readonly syncMs = 200,
  ) {}

  /** Counts one request of `key` against `max`: its count in the window, and the ms left of it. */
  async hit(key: string, windowMs: number, max: number): Promise<{ current: number; ttl: number }> {
    const now = this.now().getTime();
    let entry = this.entries.get(key);
    if (!entry || entry.resetAt <= now) {
      if (entry) this.entries.delete(key);
      if (this.entries.size >= MAX_ENTRIES) this.evict(now);
      entry = { windowMs, resetAt: now + windowMs, shared: 0, sending: 0, pending: 0 };
      this.entries.set(key, entry);
    }
    entry.pending++;
    const known = entry.shared + entry.sending + entry.pending;
    if (entry.shared < max && known > max / 2) {
      await this.send([[key, entry]]);
    } else {
      this.timer ??= setTimeout(() => void this.sync(), this.syncMs).unref();
    }
    return { current: entry.shared + entry.sending + entry.pending, ttl: Math.max(0, entry.resetAt - now) };
  }

  /** Adds this server's requests not sent yet to the shared counts and reads the totals back. */
  async sync(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = [...this.entries].filter(([, e]) => e.pending > 0);
    if (batch.length > 0) await this.send(batch);
    this.prune(this.now().getTime());
  }

  /** Syncs what is left (at shutdown). */
  async close(): Promise<void> {
    await this.sync();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private async send(batch: Array<[string, Entry]>): Promise<void> {
    const now = this.now();
    const sent = batch.map(([key, entry]) => {
      const count = entry.pending;
      entry.pending = 0;
      entry.sending += count;
      return { key, count, reset_at: new Date(now.getTime() + entry.windowMs).toISOString() };
    });
    let rows: Array<{ key: string; count: number; reset_ms: number }>;
    try {
      rows = rowsOf(
        await this.db().execute(sql`
          insert into rate_limits as r (key, count, reset_at)
          select key, count, reset_at from jsonb_to_recordset(${JSON.stringify(sent)}::jsonb) as x(key text, count int, reset_at timestamptz)
          on conflict (key) do update set
            count = case when r.reset_at <= ${now.toISOString()}::timestamptz then excluded.count else r.count + excluded.count end,
            reset_at = case when r.reset_at <= ${now.toISOString()}::timestamptz then excluded.reset_at else r.reset_at end
          returning r.key, r.count, (extract(epoch from r.reset_at) * 1000)::float8 as reset_ms`),
      );
    } catch (err) {
      // Sent again with the next sync; until then each server counts alone.
      batch.forEach(([, entry], i) => {
        entry.sending -= sent[i]!.count;
        entry.pending += sent[i]!.count;
      });
      this.onSyncError(err);
      this.timer ??= setTimeout(() => void this.sync(), this.syncMs * 5).unref();
      return;
    }
    const totals = new Map(rows.map((r) => [r.key, r]));
    batch.forEach(([key, entry], i) => {
      entry.sending -= sent[i]!.count;
      const total = totals.get(key);
      // A newer statement may have answered first, or a new window replaced the entry meanwhile.
      if (!total || this.entries.get(key) !== entry || total.count < entry.shared) return;
      entry.shared = total.count;
      entry.resetAt = total.reset_ms;
    });
  }

  /** Forgets idle windows that ended; in the database, rows of windows over for an hour (every ten minutes). */
  private prune(now: number): void {
    for (const [key, entry] of this.entries) if (entry.pending + entry.sending === 0 && entry.resetAt <= now) this.entries.delete(key);
    if (now - this.lastPrune < 10 * 60_000) return;
    this.lastPrune = now;
    const before = new Date(now - 60 * 60_000).toISOString();
    this.db()
      .execute(sql`delete from rate_limits where reset_at < ${before}::timestamptz`)
      .catch((err: unknown) => this.onSyncError(err));
  }

  private evict(now: number): void {
    this.prune(now);
    for (const [key, entry] of this.entries) {
      if (this.entries.size < MAX_ENTRIES) break;
      if (entry.pending + entry.sending === 0) this.entries.delete(key);
    }
  }
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What @fastify/rate-limit hands `child()` for a route's own limit. */
interface LimitParams {
  max?: unknown;
  timeWindow?: unknown;
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store class for @fastify/rate-limit's `store` option, counting in `counts`. The global limit
 * counts under `global|<address>`; each route limit under its method and URL
 * (`POST /api/v1/:locale/contact|<address>`), or, for a limit made with `app.rateLimit()` (no
 * route), its max and window.
 */
export function sharedRateLimitStore(counts: RateLimitCounts) {
  return class SharedRateLimitStore {
    private readonly scope: string;

    constructor(scope: unknown) {
      this.scope = typeof scope === 'string' ? scope : 'global';
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      counts.hit(`${this.scope}|${key}`, timeWindow, max).then(
        (result) => callback(null, result),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }

    // Typed by the plugin as the route's options; at run time it is the merged limit parameters.
    child(options: object): SharedRateLimitStore {
      const params = options as LimitParams;
      const route = params.routeInfo;
      const methods = route?.method === undefined ? '' : [route.method].flat().join(',');
      const scope = route?.url ? `${methods} ${route.url}` : `limit ${String(params.max)}/${String(params.timeWindow)}`;
      return new SharedRateLimitStore(scope);
    }
  };
}
