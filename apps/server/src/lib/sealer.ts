/**
 * Secrets the app must read back to use (the webhook signing secrets: the receiver checks the same
 * bytes, so a hash will not do) are kept sealed: AES-256-GCM under a key derived from SECRET_KEY
 * for this one purpose (HKDF), bound to their owner (the additional data), so a database dump or a
 * backup alone gives none of them, and a sealed value copied onto another owner's row does not open.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** What every sealed text starts with (a query can find the texts still in clear by it). */
export const SEALED_PREFIX = 'sealed:v1:';
const PREFIX = SEALED_PREFIX;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface Sealer {
  /** The stored text of `plain`, bound to `owner`. */
  seal(plain: string, owner: string): string;
  /**
   * The secret of a stored text. A text without the prefix was written before sealing (kept as it
   * was: `isSealed` tells the sweep that seals it). Throws when a sealed text does not open: altered,
   * moved to another owner, or SECRET_KEY changed.
   */
  open(stored: string, owner: string): string;
  isSealed(stored: string): boolean;
}

export function createSealer(secretKey: string, purpose = 'tasreef: stored secrets, v1'): Sealer {
  const key = Buffer.from(hkdfSync('sha256', secretKey, 'tasreef', purpose, 32));
  const isSealed = (stored: string) => stored.startsWith(PREFIX);
  return {
    isSealed,
    seal(plain, owner) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(owner));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    open(stored, owner) {
      if (!isSealed(stored)) return stored;
      const bytes = Buffer.from(stored.slice(PREFIX.length), 'base64');
      if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('a sealed secret is cut short');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(owner));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}
