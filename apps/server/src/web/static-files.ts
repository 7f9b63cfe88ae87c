import type { FastifyRequest } from 'fastify';

/** Routes of the client build's static files (fingerprinted assets, flags, favicon). */
const STATIC_FILE_ROUTE = /^\/(?:assets|flags)\/|^\/favicon\.svg$/;

/**
 * Whether the request is answered by @fastify/static. Decided on the route that matched, which is
 * the path of a file the build holds (the plugin registers one route per file), never on the raw
 * URL: `/assets/../en/about-us`, `/assets/%2e%2e/en` or `/assets/missing.js` start like a static
 * file but are answered by the page route, which renders them. So no normalization of the raw
 * path can disagree with what really answers.
 */
export function isStaticFile(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return route !== undefined && STATIC_FILE_ROUTE.test(route);
}
