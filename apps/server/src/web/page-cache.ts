import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * A short-lived cache of server-rendered pages for anonymous visitors. Public pages (home, help,
 * prices, conjugation tables) are the same for every visitor who has no session: rendering each
 * one anew under load costs milliseconds of CPU per request, serving a copy costs microseconds.
 *
 * Only what cannot differ between such visitors is cached: GET/HEAD without a query string, from a
 * visitor whose only cookies are the locale and the font size (no session, no CSRF cookie), and
 * answers that are 200 HTML without Set-Cookie. The key holds the path, those two cookies and the
 * visitor's first Accept-Language tag. The per-request CSP nonce is swapped for a placeholder when
 * stored and a fresh nonce is put back on every hit. Entries live `ttlMs` (data read from the
 * database, such as plan prices, is at most that old) and the oldest go first past `maxEntries`.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: string;
  storedAt: number;
}

const ALLOWED_COOKIES = new Set(['locale', 'fixedFontSize']);
const MAX_BODY_CHARS = 512 * 1024;
const NOT_STORED_HEADERS = new Set(['set-cookie', 'content-security-policy', 'date', 'content-length', 'transfer-encoding']);

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly placeholder = `tasreef-nonce-${randomBytes(12).toString('hex')}`;

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 2_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cache key of a request, or null when its page must be rendered for it alone. */
  keyOf(request: FastifyRequest): string | null {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    if (request.url.includes('?')) return null;
    const cookies = parseCookieHeader(request.headers.cookie);
    for (const name of cookies.keys()) if (!ALLOWED_COOKIES.has(name)) return null;
    const language = String(request.headers['accept-language'] ?? '').split(/[,;-]/)[0]?.trim().toLowerCase() ?? '';
    return `${request.url}\u0000${cookies.get('locale') ?? ''}\u0000${cookies.get('fixedFontSize') ?? ''}\u0000${language}`;
  }

  /** A stored page with `nonce` in place of the placeholder, or null. */
  get(key: string, nonce: string): CachedPage | null {
    const hit = this.entries.get(key);
    if (!hit) return null;
    if (this.now() - hit.storedAt > this.ttlMs) {
      this.entries.delete(key);
      return null;
    }
    return { ...hit, body: hit.body.replaceAll(this.placeholder, nonce) };
  }

  /** Whether a rendered answer may be stored (and so must be buffered). */
  static cacheable(response: Response): boolean {
    return (
      response.status === 200 &&
      (response.headers.get('content-type') ?? '').startsWith('text/html') &&
      response.headers.getSetCookie().length === 0 &&
      !/no-store|private/.test(response.headers.get('cache-control') ?? '')
    );
  }

  set(key: string, status: number, headers: Headers, body: string, nonce: string): void {
    if (body.length > MAX_BODY_CHARS || nonce === '') return;
    const kept: [string, string][] = [];
    for (const [name, value] of headers) if (!NOT_STORED_HEADERS.has(name)) kept.push([name, value]);
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest tenth.
      let drop = Math.ceil(this.maxEntries / 10);
      for (const k of this.entries.keys()) {
        this.entries.delete(k);
        if (--drop === 0) break;
      }
    }
    this.entries.set(key, { status, headers: kept, body: body.replaceAll(nonce, this.placeholder), storedAt: this.now() });
  }

  get size(): number {
    return this.entries.size;
  }
}

function parseCookieHeader(header: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    const name = (eq < 0 ? part : part.slice(0, eq)).trim();
    if (!name) continue;
    const raw = eq < 0 ? '' : part.slice(eq + 1).trim();
    try {
      out.set(name, decodeURIComponent(raw));
    } catch {
      out.set(name, raw);
    }
  }
  return out;
}
