import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one place the server signs with its secret: HMAC-SHA-256, checked in constant time. Each use
 * puts its purpose into the signed text (`signed:` values, `purpose\nemail` links, `purpose:user:code`
 * codes), so what is signed for one use never passes for another.
 */
export function hmac(key: string, text: string, encoding: 'hex' | 'base64url'): string {
  return createHmac('sha256', key).update(text).digest(encoding);
}

/** HMAC-SHA-256 of `value` under `key`, hex (stored email codes). */
export const hmacHex = (key: string, value: string): string => hmac(key, value, 'hex');

/** Constant-time equality of two strings (false when their lengths differ). */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** `payload.signature`, both base64url: a value the client carries but cannot alter. */
export function sign(key: string, data: unknown): string {
  const payload = Buffer.from(JSON.stringify(data)).toString('base64url');
  return `${payload}.${hmac(key, `signed:${payload}`, 'base64url')}`;
}

export function unsign<T>(key: string, value: string | undefined): T | null {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return null;
  const payload = value.slice(0, dot);
  if (!safeEqual(hmac(key, `signed:${payload}`, 'base64url'), value.slice(dot + 1))) return null;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as T;
  } catch {
    return null;
  }
}
