import { parseCookie } from 'cookie';
import type { FastifyRequest } from 'fastify';
import { localeFromAcceptLanguage } from '@tasreef/contracts/locale';
import { COMPRESSION_THRESHOLD, encodeBytes, type Encoding } from '../http/compression.ts';
import { contentSecurityPolicyWithHashes } from '../http/security.ts';
import { hashNoncedScripts } from './script-hashes.ts';

/**
 * A short-lived cache of server-rendered pages for anonymous visitors. Public pages (home, help,
 * prices, conjugation tables) are the same for every visitor who has no session: rendering each
 * one anew under load costs milliseconds of CPU per request, serving a copy costs microseconds.
 *
 * Only what cannot differ between such visitors is cached: GET/HEAD without a query string, from a
 * visitor whose only cookies are the locale and the font size (no session, no CSRF cookie), and
 * answers that are 200 HTML without Set-Cookie. The key holds the path, those two cookies and the
 * locale the visitor's Accept-Language picks (what the bare `/` renders in).
 *
 * A copy serves many answers, so it holds no CSP nonce: its inline scripts are allowed by their
 * hashes, in a Content-Security-Policy stored with it (ADR 0053). That makes its bytes the same
 * for every answer, so each encoding a client asks for (brotli, gzip) is compressed once, on its
 * first request, and kept beside the page: compressing a page per answer cost ten times what
 * serving it does.
 *
 * Entries live `ttlMs` (data read from the database, such as plan prices, is at most that old) and
 * the oldest go first past `maxEntries` or past `maxBytes` of stored bodies, compressed copies
 * included (a conjugation page is ~200 KB: the byte budget, not the count, is what bounds the
 * server's memory).
 */
export interface CachedPage {
  status: number;
  /** The stored headers, the Content-Security-Policy among them. */
  headers: [string, string][];
  /** The body in `encoding`, or as rendered when `encoding` is null. */
  body: Buffer;
  encoding: Encoding | null;
}

interface StoredPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
  bytes: number;
  storedAt: number;
}

const ALLOWED_COOKIES = new Set(['locale', 'fixedFontSize']);
const MAX_BODY_CHARS = 512 * 1024;
const NOT_STORED_HEADERS = new Set(['set-cookie', 'content-security-policy', 'date', 'content-length', 'transfer-encoding', 'content-encoding']);

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

  /**
   * A stored page in `encoding` (compressed now if it is the first request for that encoding;
   * as rendered for null or a page too small to gain from it), or null.
   */
  get(key: string, encoding: Encoding | null): CachedPage | null {
    const hit = this.entries.get(key);
    if (!hit) return null;
    if (this.now() - hit.storedAt > this.ttlMs) {
      this.drop(key, hit);
      return null;
    }
    if (encoding === null || hit.body.length < COMPRESSION_THRESHOLD) return { status: hit.status, headers: hit.headers, body: hit.body, encoding: null };
    let body = hit.encoded[encoding];
    if (!body) {
      body = encodeBytes(encoding, hit.body);
      hit.encoded[encoding] = body;
      hit.bytes += body.length;
      this.bytes += body.length;
      this.evictFor(0, key);
    }
    return { status: hit.status, headers: hit.headers, body, encoding };
  }

  private drop(key: string, page: StoredPage): void {
    this.entries.delete(key);
    this.bytes -= page.bytes;
  }

  /** Drops the oldest entries (never `keep`) until `incoming` more bytes fit the budget. */
  private evictFor(incoming: number, keep?: string): void {
    for (const [k, page] of this.entries) {
      if (this.bytes + incoming <= this.maxBytes) break;
      if (k !== keep) this.drop(k, page);
    }
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

  /**
   * Stores a rendered page, `nonce` being the one its answer was rendered with: the copy has no
   * nonce and a policy naming its scripts by hash. Not stored when too large or when the nonce
   * cannot be taken out of it.
   */
  set(key: string, status: number, headers: Headers, body: string, nonce: string): void {
    if (body.length > MAX_BODY_CHARS) return;
    const hashed = hashNoncedScripts(body, nonce);
    if (!hashed) return;
    const kept: [string, string][] = [];
    for (const [name, value] of headers) if (!NOT_STORED_HEADERS.has(name)) kept.push([name, value]);
    kept.push(['content-security-policy', contentSecurityPolicyWithHashes(hashed.scriptHashes)]);
    const bytes = ownBytes(hashed.html);
    if (bytes.length > this.maxBytes / 4) return;
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
    this.evictFor(bytes.length);
    this.entries.set(key, { status, headers: kept, body: bytes, encoded: {}, bytes: bytes.length, storedAt: this.now() });
    this.bytes += bytes.length;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes of stored bodies and their compressed copies. */
  get storedBytes(): number {
    return this.bytes;
  }
}

/**
 * The UTF-8 bytes of `text` in a buffer of their own. Buffer.from() cuts small strings out of a
 * shared 8 KB slab, and a cached slice keeps its whole slab alive: a cache of small pages would
 * hold many times its budget.
 */
export function ownBytes(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}
