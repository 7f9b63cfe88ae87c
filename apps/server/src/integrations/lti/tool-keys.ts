import { randomUUID } from 'node:crypto';
import { desc } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK, type JWTPayload } from 'jose';
import type { Db } from '../../db/client.ts';
import { ltiToolKeys } from '../../db/lti.ts';

/**
 * The tool's own RSA key (RS256), made on first use and kept in the database so that every server
 * of the app signs with the same one; its public half is at /lti/jwks, where platforms verify the
 * tool's client assertions and deep-linking answers. A newer row signs; older rows stay published
 * (rotation by adding a key).
 */
type Reader = Pick<Db, 'select' | 'insert'>;

async function newestKey(db: Reader) {
  const [row] = await db.select().from(ltiToolKeys).orderBy(desc(ltiToolKeys.createdAt)).limit(1);
  return row;
}

export async function toolKey(db: Reader, now: Date): Promise<{ kid: string; privateJwk: JWK }> {
  const found = await newestKey(db);
  if (found) return { kid: found.kid, privateJwk: found.privateJwk as JWK };
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const kid = randomUUID();
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  // two servers making the first key at once: one row wins, both then sign with the newest
  await db.insert(ltiToolKeys).values({ kid, privateJwk, publicJwk, createdAt: now }).onConflictDoNothing();
  const row = await newestKey(db);
  return { kid: row!.kid, privateJwk: row!.privateJwk as JWK };
}

/** The public keys, as a JWKS. */
export async function toolJwks(db: Reader, now: Date): Promise<{ keys: JWK[] }> {
  await toolKey(db, now);
  const rows = await db.select({ jwk: ltiToolKeys.publicJwk }).from(ltiToolKeys).orderBy(desc(ltiToolKeys.createdAt));
  return { keys: rows.map((r) => r.jwk as JWK) };
}

/** A JWT signed with the tool's key: a client assertion or a deep-linking answer. */
export async function signAsTool(db: Reader, now: Date, payload: JWTPayload, lifetimeSeconds = 300): Promise<string> {
  const { kid, privateJwk } = await toolKey(db, now);
  const key = await importJWK(privateJwk, 'RS256');
  const at = Math.floor(now.getTime() / 1000);
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
    .setIssuedAt(at)
    .setExpirationTime(at + lifetimeSeconds)
    .setJti(randomUUID())
    .sign(key);
}
