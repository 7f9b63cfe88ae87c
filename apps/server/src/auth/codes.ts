import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { CODE_LENGTH, CODE_MAX_PER_HOUR, CODE_MAX_WRONG, CODE_RESEND_GAP_MS, CODE_TTL_MS } from '@tasreef/contracts/auth';
import type { Db } from '../db/client.ts';
import { emailCodes, type CodePurpose } from '../db/accounts.ts';
import { AppError, fieldError, rateLimited } from '../http/errors.ts';
import { hmacHex, safeEqual } from '../http/signing.ts';

/**
 * One-time email codes: 4 digits from a CSPRNG, stored only as an HMAC under SECRET_KEY, valid
 * 10 minutes, killed by the 5th wrong try, at most one a minute and five an hour per account and
 * purpose, compared in constant time. A new code replaces the open one. A code is bound to the
 * account, the purpose and the address it was mailed to: it proves nothing about any other address.
 */
export class EmailCodes {
  constructor(
    private readonly db: Db,
    private readonly secretKey: string,
    private readonly now: () => Date,
  ) {}

  private digest(purpose: CodePurpose, userId: string, email: string, code: string): string {
    return hmacHex(this.secretKey, `${purpose}:${userId}:${email}:${code}`);
  }

  /** Makes a new code (throws a 429 when asked too soon or too often) and returns it to be mailed. */
  async issue(p: { userId: string; purpose: CodePurpose; email: string }, executor: Pick<Db, 'select' | 'insert' | 'update'> = this.db): Promise<string> {
    const now = this.now();
    const hourAgo = new Date(now.getTime() - 3_600_000);
    const recent = await executor
      .select({ createdAt: emailCodes.createdAt })
      .from(emailCodes)
      .where(and(eq(emailCodes.userId, p.userId), eq(emailCodes.purpose, p.purpose), gt(emailCodes.createdAt, hourAgo)))
      .orderBy(desc(emailCodes.createdAt));
    const latest = recent[0];
    if (latest) {
      const wait = latest.createdAt.getTime() + CODE_RESEND_GAP_MS - now.getTime();
      if (wait > 0) throw rateLimited(wait / 1000, 'code_resend_wait', { seconds: Math.ceil(wait / 1000) });
    }
    if (recent.length >= CODE_MAX_PER_HOUR) {
      const oldest = recent[recent.length - 1]!;
      throw rateLimited((oldest.createdAt.getTime() + 3_600_000 - now.getTime()) / 1000, 'code_hourly_limit');
    }
    await executor
      .update(emailCodes)
      .set({ closedAt: now, closedReason: 'replaced' })
      .where(and(eq(emailCodes.userId, p.userId), eq(emailCodes.purpose, p.purpose), isNull(emailCodes.closedAt)));
    const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
    await executor.insert(emailCodes).values({
      userId: p.userId,
      purpose: p.purpose,
      email: p.email,
      codeHash: this.digest(p.purpose, p.userId, p.email, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
    return code;
  }

  /** Closes every open code of the account, whatever its purpose (its address changed). */
  async closeAll(userId: string, reason: 'email_changed', executor: Pick<Db, 'update'> = this.db): Promise<void> {
    await executor
      .update(emailCodes)
      .set({ closedAt: this.now(), closedReason: reason })
      .where(and(eq(emailCodes.userId, userId), isNull(emailCodes.closedAt)));
  }

  /**
   * Checks `code` against the account's latest code of `purpose` and uses it up, only when that
   * code was mailed to `email` (the address the caller wants proven); every failure is a 422
   * naming `field`: wrong, expired, already used, or killed after too many wrong tries.
   */
  async consume(p: { userId: string; purpose: CodePurpose; email: string; code: string; field: string }): Promise<void> {
    const now = this.now();
    const [row] = await this.db
      .select()
      .from(emailCodes)
      .where(and(eq(emailCodes.userId, p.userId), eq(emailCodes.purpose, p.purpose)))
      .orderBy(desc(emailCodes.createdAt))
      .limit(1);
    // A code mailed to another address (the account's email changed since) proves nothing here.
    if (!row || row.email !== p.email) throw fieldError(p.field, 'code_invalid');
    if (row.closedReason === 'used') throw fieldError(p.field, 'code_used');
    if (row.closedReason === 'locked' || row.wrongAttempts >= CODE_MAX_WRONG) throw fieldError(p.field, 'code_locked');
    if (row.closedAt) throw fieldError(p.field, 'code_invalid');
    if (row.expiresAt.getTime() <= now.getTime()) throw fieldError(p.field, 'code_expired');
    const ok = safeEqual(this.digest(p.purpose, p.userId, p.email, p.code), row.codeHash);
    if (!ok) {
      const [updated] = await this.db
        .update(emailCodes)
        .set({ wrongAttempts: sql`${emailCodes.wrongAttempts} + 1` })
        .where(and(eq(emailCodes.id, row.id), isNull(emailCodes.closedAt)))
        .returning({ wrongAttempts: emailCodes.wrongAttempts });
      if (updated && updated.wrongAttempts >= CODE_MAX_WRONG) {
        await this.db.update(emailCodes).set({ closedAt: now, closedReason: 'locked' }).where(eq(emailCodes.id, row.id));
        throw new CodeLocked(p.field);
      }
      throw fieldError(p.field, 'code_invalid');
    }
    // Only one request can close an open code: a concurrent second use finds it closed.
    const [closed] = await this.db
      .update(emailCodes)
      .set({ closedAt: now, closedReason: 'used' })
      .where(and(eq(emailCodes.id, row.id), isNull(emailCodes.closedAt)))
      .returning({ id: emailCodes.id });
    if (!closed) throw fieldError(p.field, 'code_used');
  }
}

/** The wrong try that killed the code (the caller records it in the audit log). */
export class CodeLocked extends AppError {
  constructor(field: string) {
    super('validation_failed', 422, 'validation_failed', {}, [{ path: field, key: 'code_locked' }]);
  }
}
