import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** `Algorithm.Argon2id` (a const enum, which cannot be imported as a value here). */
const ARGON2ID = 2 as Algorithm;

/**
 * argon2id with OWASP's first recommended setting (Password Storage Cheat Sheet):
 * 19 MiB of memory, 2 passes, 1 lane. About 7 ms a hash on one core here (30+ ms under load); see
 * docs/decisions/0007-accounts-sessions-and-codes.md and `npm run bench:auth`.
 */
export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password and for a malformed stored hash (never throws on user input). */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** A stored hash made with other parameters is replaced at the next successful sign-in. */
export function needsRehash(storedHash: string): boolean {
  return !storedHash.startsWith(`$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}$`);
}

let dummy: Promise<string> | null = null;
/**
 * Spends the time of one verification when there is no account (or no password) to check, so the
 * answer time does not tell whether an email is registered.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummy ??= hashPassword('not-a-real-password-Aa1!');
  await verifyPassword(await dummy, password);
  return false;
}
