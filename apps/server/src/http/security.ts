import { randomFillSync } from 'node:crypto';
import fp from 'fastify-plugin';

/**
 * Security headers on every answer, and a fresh CSP nonce per request (`request.cspNonce`) put on
 * that same answer's Content-Security-Policy. The policy is the one of docs/architecture.md;
 * styles keep 'unsafe-inline' (a nonce there would switch it off). The other headers are helmet's
 * defaults, minus HSTS (plain HTTP in development; it belongs to the TLS-terminating proxy) and
 * COEP, with a referrer policy that keeps the Origin of same-origin form posts (React Router
 * checks it on actions; no-referrer would make Chromium send `Origin: null`).
 *
 * Everything but the nonce is computed once: this runs on every request, and building the
 * policy per request (as a middleware does) was a tenth of an API answer's cost. Nonces are 16
 * bytes of the CSPRNG, drawn 256 at a time from one pool.
 */
const CSP_BEFORE_SCRIPT_SOURCES = "default-src 'self';script-src 'self'";
const CSP_AFTER_SCRIPT_SOURCES =
  ";style-src 'self' 'unsafe-inline';img-src 'self' data:;font-src 'self';connect-src 'self';frame-ancestors 'none';" + "base-uri 'self';form-action 'self';object-src 'none'";

const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

const NONCE_BYTES = 16;
const pool = Buffer.alloc(NONCE_BYTES * 256);
let offset = pool.length;

/** 16 random bytes, base64: unpredictable, never repeated. */
function newNonce(): string {
  if (offset === pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const nonce = pool.toString('base64', offset, offset + NONCE_BYTES);
  offset += NONCE_BYTES;
  return nonce;
}

function contentSecurityPolicy(nonce: string): string {
  return `${CSP_BEFORE_SCRIPT_SOURCES} 'nonce-${nonce}'${CSP_AFTER_SCRIPT_SOURCES}`;
}

/**
 * The same policy for a page served from the page cache (ADR 0053): its inline scripts are
 * allowed by their SHA-256 hashes (base64) instead of a nonce, since one copy serves many answers
 * and a nonce must never be used twice.
 */
export function contentSecurityPolicyWithHashes(scriptHashes: readonly string[]): string {
  return CSP_BEFORE_SCRIPT_SOURCES + scriptHashes.map((h) => ` 'sha256-${h}'`).join('') + CSP_AFTER_SCRIPT_SOURCES;
}

export const securityPlugin = fp(
  async (app) => {
    app.decorateRequest('cspNonce', '');
    app.addHook('onRequest', (request, reply, done) => {
      const nonce = newNonce();
      request.cspNonce = nonce;
      reply.headers(STATIC_SECURITY_HEADERS);
      reply.header('content-security-policy', contentSecurityPolicy(nonce));
      done();
    });
  },
  { name: 'tasreef-security' },
);

declare module 'fastify' {
  interface FastifyRequest {
    cspNonce: string;
  }
}
