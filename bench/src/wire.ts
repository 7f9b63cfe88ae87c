/**
 * Bytes over the wire: a GET with the Accept-Encoding a browser sends, the body counted as it
 * arrives (before any decoding; `fetch` would decode it), then decoded for reading.
 */
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface WireResponse {
  status: number;
  /** The Content-Encoding answered ('' when none). */
  encoding: string;
  /** Bytes received for the body. */
  wire: number;
  /** The body, decoded. */
  body: Buffer;
  headers: Record<string, string | string[] | undefined>;
}

export const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

export function getOverWire(url: string, acceptEncoding = BROWSER_ENCODINGS, headers: Record<string, string> = {}): Promise<WireResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': acceptEncoding, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = String(res.headers['content-encoding'] ?? '');
        const body = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, encoding, wire: raw.length, body, headers: res.headers });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** The JavaScript a page loads before it is interactive: its module scripts and modulepreloads. */
export function firstLoadScripts(html: string): string[] {
  const scripts = new Set<string>();
  for (const m of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)) scripts.add(m[1]!);
  for (const m of html.matchAll(/import\s*(?:\(|[^'"]*from\s*)?["'](\/assets\/[^"']+\.js)["']/g)) scripts.add(m[1]!);
  return [...scripts];
}

/** The stylesheets a page links. */
export function stylesheets(html: string): string[] {
  return [...new Set([...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]!))];
}

export const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;
