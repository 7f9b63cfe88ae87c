/**
 * Join codes (ADR 0091): six letters of an alphabet without look-alikes, drawn from the system's
 * random source. A code is a secret for as long as it opens a session: it is stored sealed (its host
 * reads it back) and found by a keyed hash, so neither column alone gives codes to try.
 */
import { hkdfSync, randomInt } from 'node:crypto';
import { LIVE_CODE_ALPHABET, LIVE_CODE_LENGTH } from '@tasreef/contracts/live';
import { hmacHex } from '../http/signing.ts';

export function newCode(): string {
  let code = '';
  for (let i = 0; i < LIVE_CODE_LENGTH; i++) code += LIVE_CODE_ALPHABET[randomInt(LIVE_CODE_ALPHABET.length)];
  return code;
}

/** The lookup hash of codes under SECRET_KEY (its own derived key, for this one purpose). */
export function codeHasher(secretKey: string): (code: string) => string {
  const key = Buffer.from(hkdfSync('sha256', secretKey, 'tasreef', 'tasreef: live join codes, v1', 32)).toString('hex');
  return (code) => hmacHex(key, code);
}
