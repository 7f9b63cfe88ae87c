import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authThrottle } from '../db/accounts.ts';
import { rateLimited } from './errors.ts';

/** One fixed-window limit: at most `limit` counted events per `windowMs` for one key. */
export interface ThrottleRule {
  name: string;
  limit: number;
  windowMs: number;
}

/** The accounts limits (the whole app also has @fastify/rate-limit per address). */
export const THROTTLE_RULES = {
  /** Every sign-in attempt from one address. */
  loginIp: { name: 'login-ip', limit: 20, windowMs: 10 * 60_000 },
  register: { name: 'register-ip', limit: 10, windowMs: 60 * 60_000 },
  forgotPassword: { name: 'forgot-ip', limit: 10, windowMs: 60 * 60_000 },
  /** Code checks (verify-email, reset-password) from one address. */
  codeCheck: { name: 'code-ip', limit: 20, windowMs: 10 * 60_000 },
  /** Code mails asked for from one address (each address is also limited per account). */
  codeSend: { name: 'code-send-ip', limit: 20, windowMs: 60 * 60_000 },
} satisfies Record<string, ThrottleRule>;

export class Throttle {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  private window(rule: ThrottleRule) {
    const t = this.now().getTime();
    const start = Math.floor(t / rule.windowMs) * rule.windowMs;
    return { start: new Date(start), retryAfter: (start + rule.windowMs - t) / 1000 };
  }

  /** Throws a 429 (with Retry-After) when the key already used its events in this window. */
  async check(rule: ThrottleRule, id: string): Promise<void> {
    const w = this.window(rule);
    const rows = await this.db
      .select({ count: authThrottle.count })
      .from(authThrottle)
      .where(and(eq(authThrottle.key, `${rule.name}:${id}`), eq(authThrottle.windowStart, w.start)));
    if ((rows[0]?.count ?? 0) >= rule.limit) throw rateLimited(w.retryAfter);
  }

  /** Counts one event; throws a 429 when it goes over the limit. */
  async hit(rule: ThrottleRule, id: string): Promise<void> {
    const w = this.window(rule);
    const key = `${rule.name}:${id}`;
    const [row] = await this.db
      .insert(authThrottle)
      .values({ key, windowStart: w.start, count: 1 })
      .onConflictDoUpdate({ target: [authThrottle.key, authThrottle.windowStart], set: { count: sql`${authThrottle.count} + 1` } })
      .returning({ count: authThrottle.count });
    if ((row?.count ?? 0) > rule.limit) throw rateLimited(w.retryAfter);
  }

  /** Check then count: the usual "at most N a window". */
  async consume(rule: ThrottleRule, id: string): Promise<void> {
    await this.check(rule, id);
    await this.hit(rule, id);
  }

  /** Forgets a key's count (a successful sign-in clears the account's failures). */
  async reset(rule: ThrottleRule, id: string): Promise<void> {
    await this.db.delete(authThrottle).where(eq(authThrottle.key, `${rule.name}:${id}`));
  }

  /** Drops windows older than a day. */
  async prune(): Promise<void> {
    await this.db.delete(authThrottle).where(lt(authThrottle.windowStart, new Date(this.now().getTime() - 86_400_000)));
  }
}
