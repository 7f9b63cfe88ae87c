import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA-256 of `value` under `key`, hex. */
export function hmacHex(key: string, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}

/** Constant-time equality of two strings (false when their lengths differ). */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** `payload.signature`, both base64url: a value the client carries but cannot alter. */
export function sign(key: string, data: unknown): string {
  const payload = Buffer.from(JSON.stringify(data)).toString('base64url');
  const mac = createHmac('sha256', key).update(`signed:${payload}`).digest('base64url');
  return `${payload}.${mac}`;
}

export function unsign<T>(key: string, value: string | undefined): T | null {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return null;
  const payload = value.slice(0, dot);
  const mac = createHmac('sha256', key).update(`signed:${payload}`).digest('base64url');
  if (!safeEqual(mac, value.slice(dot + 1))) return null;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as T;
  } catch {
    return null;
  }
}
