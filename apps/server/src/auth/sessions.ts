import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { SESSION_REMEMBER_TTL_MS, SESSION_TTL_MS } from '@tasreef/contracts/auth';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/accounts.ts';
import type { RequestMeta } from '../lib/audit.ts';

import type { SessionRow, UserRow } from '../db/accounts.ts';

export type { SessionRow, UserRow };

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Sliding expiry is written at most this often per session (not on every request). */
const TOUCH_EVERY_MS = 60_000;

/**
 * Sessions in the database: a random 256-bit token handed to the client once, only its SHA-256
 * stored; 1 day, or 30 days with remember-me, sliding with use; revoked on sign-out.
 */
export class Sessions {
  /**
   * The lookup every signed-in request makes, its SQL built once (ADR 0086): drizzle building this
   * select of two whole rows cost more of the server's CPU than PostgreSQL answering it (a fifth of
   * an autosave's). On PostgreSQL a named statement, parsed once per connection.
   */
  private readonly byTokenHash;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {
    this.byTokenHash = db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tokenHash, sql.placeholder('hash')))
      .limit(1)
      .prepare('session_by_token_hash');
  }

  async create(userId: string, remember: boolean, request?: RequestMeta, executor: Pick<Db, 'insert'> = this.db): Promise<{ token: string; session: SessionRow }> {
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    const [session] = await executor
      .insert(sessions)
      .values({
        userId,
        tokenHash: hashToken(token),
        remember,
        createdAt: now,
        lastUsedAt: now,
        expiresAt: new Date(now.getTime() + (remember ? SESSION_REMEMBER_TTL_MS : SESSION_TTL_MS)),
        ip: request?.ip ?? null,
        userAgent: request?.userAgent?.slice(0, 500) ?? null,
      })
      .returning();
    return { token, session: session! };
  }

  /** The live session of a token and its user, or null (unknown, revoked, expired, or user disabled). */
  async resolve(token: string): Promise<{ session: SessionRow; user: UserRow } | null> {
    if (!token || token.length > 200) return null;
    const [row] = await this.byTokenHash.execute({ hash: hashToken(token) });
    if (!row) return null;
    const now = this.now();
    if (row.session.revokedAt || row.session.expiresAt.getTime() <= now.getTime() || row.user.disabledAt) return null;
    if (now.getTime() - row.session.lastUsedAt.getTime() >= TOUCH_EVERY_MS) {
      const ttl = row.session.remember ? SESSION_REMEMBER_TTL_MS : SESSION_TTL_MS;
      const expiresAt = new Date(now.getTime() + ttl);
      await this.db.update(sessions).set({ lastUsedAt: now, expiresAt }).where(eq(sessions.id, row.session.id));
      row.session.lastUsedAt = now;
      row.session.expiresAt = expiresAt;
    }
    return row;
  }

  async revoke(sessionId: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: this.now() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  /** Revokes every session of a user, except `keep` (the one that changed the password). */
  async revokeAll(userId: string, keep?: string, executor: Pick<Db, 'update'> = this.db): Promise<void> {
    const where = keep ? and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keep)) : and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
    await executor.update(sessions).set({ revokedAt: this.now() }).where(where);
  }
}
