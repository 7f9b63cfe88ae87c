import { parseCookie } from 'cookie';
import type { FastifyRequest } from 'fastify';
import { localeFromAcceptLanguage } from '@tasreef/contracts/locale';

/**
 * A short-lived cache of server-rendered pages for anonymous visitors. Public pages (home, help,
 * prices, conjugation tables) are the same for every visitor who has no session: rendering each
 * one anew under load costs milliseconds of CPU per request, serving a copy costs microseconds.
 *
 * Only what cannot differ between such visitors is cached: GET/HEAD without a query string, from a
 * visitor whose only cookies are the locale and the font size (no session, no CSRF cookie), and
 * answers that are 200 HTML without Set-Cookie. The key holds the path, those two cookies and the
 * locale the visitor's Accept-Language picks (what the bare `/` renders in). The per-request CSP nonce is swapped for a placeholder when
 * stored and a fresh nonce is put back on every hit. Entries live `ttlMs` (data read from the
 * database, such as plan prices, is at most that old) and the oldest go first past `maxEntries` or
 * past `maxBytes` of stored bodies (a conjugation page is ~300 KB: the byte budget, not the count,
 * is what bounds the server's memory). Bodies are kept as UTF-8 bytes cut at the nonce, so a hit
 * joins buffers instead of searching and re-encoding a string.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

interface StoredPage {
  status: number;
  headers: [string, string][];
  /** The body's bytes between nonce occurrences. */
  parts: Buffer[];
  bytes: number;
  storedAt: number;
}

const ALLOWED_COOKIES = new Set(['locale', 'fixedFontSize']);
const MAX_BODY_CHARS = 512 * 1024;
const NOT_STORED_HEADERS = new Set(['set-cookie', 'content-security-policy', 'date', 'content-length', 'transfer-encoding']);

export class PageCache {
  private readonly entries = new Map<string, StoredPage>();
  private bytes = 0;

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 2_000,
    private readonly now: () => number = Date.now,
    private readonly maxBytes = 16 * 1024 * 1024,
  ) {}

  /** The cache key of a request, or null when its page must be rendered for it alone. */
  keyOf(request: FastifyRequest): string | null {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    if (request.url.includes('?')) return null;
    const cookies = parseCookie(request.headers.cookie ?? '');
    for (const name of Object.keys(cookies)) if (!ALLOWED_COOKIES.has(name)) return null;
    const language = localeFromAcceptLanguage(request.headers['accept-language']);
    return `${request.url}\u0000${cookies.locale ?? ''}\u0000${cookies.fixedFontSize ?? ''}\u0000${language}`;
  }

  /** A stored page with `nonce` where the rendering's nonce was, or null. */
  get(key: string, nonce: string): CachedPage | null {
    const hit = this.entries.get(key);
    if (!hit) return null;
    if (this.now() - hit.storedAt > this.ttlMs) {
      this.drop(key, hit);
      return null;
    }
    const glue = Buffer.from(nonce);
    const pieces: Buffer[] = [];
    hit.parts.forEach((p, i) => {
      if (i > 0) pieces.push(glue);
      pieces.push(p);
    });
    return { status: hit.status, headers: hit.headers, body: Buffer.concat(pieces) };
  }

  private drop(key: string, page: StoredPage): void {
    this.entries.delete(key);
    this.bytes -= page.bytes;
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
    const parts = body.split(nonce).map(ownBytes);
    const bytes = parts.reduce((n, p) => n + p.length, 0);
    if (bytes > this.maxBytes / 4) return;
    const old = this.entries.get(key);
    if (old) this.drop(key, old);
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest tenth.
      let n = Math.ceil(this.maxEntries / 10);
      for (const [k, page] of this.entries) {
        this.drop(k, page);
        if (--n === 0) break;
      }
    }
    for (const [k, page] of this.entries) {
      if (this.bytes + bytes <= this.maxBytes) break;
      this.drop(k, page);
    }
    this.entries.set(key, { status, headers: kept, parts, bytes, storedAt: this.now() });
    this.bytes += bytes;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes of stored bodies. */
  get storedBytes(): number {
    return this.bytes;
  }
}

/**
 * The UTF-8 bytes of `text` in a buffer of their own. Buffer.from() cuts small strings out of a
 * shared 8 KB slab, and a cached slice keeps its whole slab alive: a cache of small parts would
 * hold many times its budget.
 */
export function ownBytes(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}
