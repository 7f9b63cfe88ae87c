import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginFailures, sessions } from '../db/accounts.ts';
import { rateLimited } from '../http/errors.ts';
import { hmacHex, safeEqual } from '../http/signing.ts';

/**
 * Failed sign-ins (docs/decisions/0022-codes-bound-to-addresses-and-sign-in-lockout.md). Two counters:
 * - by (account, address): the address that guesses is slowed, the owner elsewhere is not;
 * - by account, from anywhere: a spread-out guess is slowed too, but the right password from a
 *   device or an address that signed in to this account before still works.
 * Past `free` failures, each new failure locks its key for `baseMs · 2^(failures − free)`, at most
 * `maxMs`. A key forgets its failures a day after the last one.
 */
export interface LockRule {
  scope: 'account_address' | 'account';
  free: number;
  baseMs: number;
  maxMs: number;
}

export const LOCK_RULES = {
  accountAddress: { scope: 'account_address', free: 5, baseMs: 30_000, maxMs: 60 * 60_000 },
  account: { scope: 'account', free: 20, baseMs: 60_000, maxMs: 60 * 60_000 },
} as const satisfies Record<string, LockRule>;

const FORGET_AFTER_MS = 24 * 3_600_000;
/** A known address: one a session of this account was opened from in this long. */
const KNOWN_ADDRESS_MS = 90 * 86_400_000;

export const DEVICE_COOKIE = 'device';
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 86_400;

const keyOf = (rule: LockRule, email: string, ip: string) => (rule.scope === 'account' ? `account:${email}` : `account_address:${email}|${ip}`);

export function lockDelayMs(rule: LockRule, failures: number): number {
  if (failures < rule.free) return 0;
  return Math.min(rule.maxMs, rule.baseMs * 2 ** (failures - rule.free));
}

export interface Lock {
  scope: LockRule['scope'];
  failures: number;
  until: Date;
}

export class LoginGuard {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly secretKey: string,
  ) {}

  /** Throws the 429 of a live lock: the (account, address) one always, the account one unless `known`. */
  async check(email: string, ip: string, known: () => Promise<boolean>): Promise<void> {
    const pairKey = keyOf(LOCK_RULES.accountAddress, email, ip);
    const accountKey = keyOf(LOCK_RULES.account, email, ip);
    const rows = await this.db
      .select({ key: loginFailures.key, lockedUntil: loginFailures.lockedUntil })
      .from(loginFailures)
      .where(inArray(loginFailures.key, [pairKey, accountKey]));
    const now = this.now().getTime();
    const left = (key: string) => Math.max(0, (rows.find((r) => r.key === key)?.lockedUntil?.getTime() ?? 0) - now) / 1000;
    const pair = left(pairKey);
    if (pair > 0) throw rateLimited(pair);
    const account = left(accountKey);
    if (account > 0 && !(await known())) throw rateLimited(account);
  }

  /** Counts a failure on both keys; returns the locks it started (to be audited). */
  async fail(email: string, ip: string): Promise<Lock[]> {
    const now = this.now();
    const forgetBefore = new Date(now.getTime() - FORGET_AFTER_MS);
    const started: Lock[] = [];
    for (const rule of [LOCK_RULES.accountAddress, LOCK_RULES.account]) {
      const [row] = await this.db
        .insert(loginFailures)
        .values({ key: keyOf(rule, email, ip), failures: 1, lastFailureAt: now })
        .onConflictDoUpdate({
          target: loginFailures.key,
          set: {
            failures: sql`case when ${loginFailures.lastFailureAt} < ${forgetBefore} then 1 else ${loginFailures.failures} + 1 end`,
            lastFailureAt: now,
          },
        })
        .returning({ failures: loginFailures.failures });
      const failures = row?.failures ?? 1;
      const delay = lockDelayMs(rule, failures);
      if (delay > 0) {
        const until = new Date(now.getTime() + delay);
        await this.db
          .update(loginFailures)
          .set({ lockedUntil: until })
          .where(eq(loginFailures.key, keyOf(rule, email, ip)));
        started.push({ scope: rule.scope, failures, until });
      }
    }
    return started;
  }

  /** A successful sign-in clears both counters. */
  async succeed(email: string, ip: string): Promise<void> {
    for (const rule of [LOCK_RULES.accountAddress, LOCK_RULES.account]) await this.db.delete(loginFailures).where(eq(loginFailures.key, keyOf(rule, email, ip)));
  }

  /** A session of this account was opened from this address lately. */
  async knownAddress(userId: string, ip: string): Promise<boolean> {
    const since = new Date(this.now().getTime() - KNOWN_ADDRESS_MS);
    const [row] = await this.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), eq(sessions.ip, ip), gt(sessions.createdAt, since)))
      .limit(1);
    return row !== undefined;
  }

  /** The `device` cookie given at a sign-in: a random id signed for this account. */
  deviceToken(userId: string): string {
    const id = randomBytes(16).toString('base64url');
    return `${id}.${hmacHex(this.secretKey, `device:${userId}:${id}`)}`;
  }

  knownDevice(userId: string, cookie: string | undefined): boolean {
    if (!cookie) return false;
    const [id, mac] = cookie.split('.');
    if (!id || !mac) return false;
    return safeEqual(hmacHex(this.secretKey, `device:${userId}:${id}`), mac);
  }

  /** Drops counters a day past their last failure and their lock. */
  async prune(): Promise<void> {
    const before = new Date(this.now().getTime() - FORGET_AFTER_MS - LOCK_RULES.account.maxMs);
    await this.db.delete(loginFailures).where(lt(loginFailures.lastFailureAt, before));
  }
}
