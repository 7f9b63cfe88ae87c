import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { API_KEY_PATTERN, type ApiKey, type CreateApiKeyRequest, type createApiKeyRequestSchema } from '@tasreef/contracts/integrations';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { users, type UserRow } from '../db/accounts.ts';
import { apiKeys } from '../db/integrations.ts';
import { AppError } from '../http/errors.ts';
import { safeEqual } from '../http/signing.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

const DAY_MS = 86_400_000;
/** Last use is written at most this often per key (not on every request). */
const TOUCH_EVERY_MS = 60_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function keyState(row: ApiKeyRow, now: Date): ApiKey['state'] {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

export function presentKey(row: ApiKeyRow, now: Date): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: `tsk_${row.prefix}_…`,
    scopes: row.scopes,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    state: keyState(row, now),
  };
}

/** Makes a key for `userId`: the row, and the whole key, which is answered once and never kept. */
export async function createKey(
  db: Db,
  userId: string,
  body: z.output<typeof createApiKeyRequestSchema> | CreateApiKeyRequest,
  now: Date,
): Promise<{ row: ApiKeyRow; secret: string }> {
  const prefix = randomBytes(6).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  const days = body.expires_in_days ?? null;
  const [row] = await db
    .insert(apiKeys)
    .values({
      userId,
      name: body.name,
      prefix,
      secretHash: sha256(secret),
      scopes: [...new Set(body.scopes)],
      createdAt: now,
      expiresAt: days ? new Date(now.getTime() + days * DAY_MS) : null,
    })
    .returning();
  return { row: row!, secret: `tsk_${prefix}_${secret}` };
}

export async function listKeys(db: Db, userId: string): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(desc(apiKeys.createdAt));
}

/** Revokes a key of `userId`; another account's key is not found (404), as if it did not exist. */
export async function revokeKey(db: Db, userId: string, id: string, now: Date): Promise<ApiKeyRow> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)));
  if (!row) throw new AppError('not_found', 404);
  if (row.revokedAt) throw new AppError('conflict', 409, 'api_key_already_revoked');
  const [done] = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning();
  return done ?? { ...row, revokedAt: now };
}

/**
 * The key and its owner for a bearer token that looks like a key, or a 401 saying why: never
 * issued or a wrong secret (one answer for both), revoked, expired, or its owner disabled. The
 * prefix finds the row; the secret's hash is compared in constant time.
 */
export async function resolveKey(db: Db, token: string, now: Date): Promise<{ key: ApiKeyRow; user: UserRow }> {
  const m = API_KEY_PATTERN.exec(token);
  if (!m) throw new AppError('unauthorized', 401, 'api_key_invalid');
  const [found] = await db.select({ key: apiKeys, user: users }).from(apiKeys).innerJoin(users, eq(users.id, apiKeys.userId)).where(eq(apiKeys.prefix, m[1]!)).limit(1);
  // The hash is compared even when no row matched, so the answer takes as long either way.
  const matches = safeEqual(found?.key.secretHash ?? '0'.repeat(64), sha256(m[2]!));
  if (!found || !matches || found.user.disabledAt) throw new AppError('unauthorized', 401, 'api_key_invalid');
  const state = keyState(found.key, now);
  if (state === 'revoked') throw new AppError('unauthorized', 401, 'api_key_revoked');
  if (state === 'expired') throw new AppError('unauthorized', 401, 'api_key_expired');
  if (!found.key.lastUsedAt || now.getTime() - found.key.lastUsedAt.getTime() >= TOUCH_EVERY_MS) {
    await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, found.key.id));
    found.key.lastUsedAt = now;
  }
  return found;
}
