import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import { shared } from './plugin.ts';

const nonces = new WeakMap<IncomingMessage, string>();

/**
 * A fresh CSP nonce per request (`request.cspNonce`), put on the Content-Security-Policy header of
 * that same request's answer, and helmet's other headers. The policy is the one of
 * docs/architecture.md; styles keep 'unsafe-inline' (a nonce there would switch it off).
 */
export const securityPlugin = shared(async (app) => {
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request) => {
    const nonce = randomBytes(16).toString('base64');
    request.cspNonce = nonce;
    nonces.set(request.raw, nonce);
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (req: IncomingMessage) => `'nonce-${nonces.get(req) ?? ''}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    // The site is served over plain HTTP in development; HSTS belongs to the TLS-terminating proxy.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    // Same-origin form posts must carry their Origin (React Router checks it on actions); no-referrer
    // would make Chromium send `Origin: null`.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}, 'tasreef-security');

declare module 'fastify' {
  interface FastifyRequest {
    cspNonce: string;
  }
}
