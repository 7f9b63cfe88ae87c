import { ROSTER_MAX_BYTES } from '@tasreef/contracts/roster';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { ApiCallInit, ApiCallResult, ServerLoadContext } from '@tasreef/contracts';
import { CSRF_COOKIE, csrfTokenFor, TOKEN_COOKIE } from '../http/session-cookies.ts';
import { isPersonalPage } from '../http/no-store.ts';
import { INTERNAL_CALL_HEADER, internalCallToken } from './internal-call.ts';
import { withPageMemo } from '../http/page-memo.ts';
import { scriptsAfterPaint, scriptsAfterPaintBytes } from './after-paint.ts';
import { StylesheetInliner } from './inline-css.ts';
import { negotiateEncoding } from '../http/compression.ts';
import { type CachedPage, PageCache } from './page-cache.ts';
import { pageRefusal, sendPageRefusal } from './page-guard.ts';
import type { RenderCache } from './render-cache.ts';

export interface WebPluginOptions {
  /** `apps/web/build`: `client/` (static files) and `server/index.js` (the server build). */
  buildDir: string;
  /** A build given directly (tests); otherwise imported from `${buildDir}/server/index.js`. */
  build?: ServerBuild | null;
  mode: 'development' | 'production' | 'test';
  /** Anonymous public pages are kept this long (production only; 0 turns the cache off). */
  pageCacheTtlMs?: number;
  /** Keeps rendered documents of the pages that ask for it, by their inputs (ADR 0097); none: every page renders anew. */
  renderCache?: RenderCache | null;
  /** SECRET_KEY, to renew a signed-in visitor's CSRF cookie. */
  secretKey: string;
}

/** Loads the React Router server build; null when it has not been built. */
export async function loadWebBuild(buildDir: string): Promise<ServerBuild | null> {
  const file = path.join(buildDir, 'server', 'index.js');
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as ServerBuild;
}

/** Form posts to pages are small; a larger body is refused before React Router reads it. */
export const PAGE_BODY_LIMIT_BYTES = 1024 * 1024;

function limitedBody(raw: FastifyRequest['raw'], limit: number): Readable {
  let seen = 0;
  return raw.pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        seen += chunk.length;
        if (seen > limit) callback(new Error('request body too large'));
        else callback(null, chunk);
      },
    }),
  );
}

const NOT_FOR_PAGES = /^\/(?:api|dev)(?:\/|$|\?)/;

/**
 * A percent-encoded control character in the path: no page has one, and React Router builds
 * URLs from decoded segments, where the parser drops tab and newlines (`/%09%09/` becomes `//`
 * and throws while the page renders).
 */
const ENCODED_CONTROL_IN_PATH = /^[^?]*%(?:[01][0-9a-f]|7f)/i;

/**
 * The URL React Router sees. Leading slashes are folded first: `new URL('//x/en', base)` would
 * read `x` as a host. Dot segments, their percent-encoded forms and backslashes are resolved by
 * the URL parser, as a browser would. Null when the Host header makes no URL, or the path hides a
 * control character.
 */
function pageUrl(request: FastifyRequest): URL | null {
  if (ENCODED_CONTROL_IN_PATH.test(request.url)) return null;
  try {
    return new URL(request.url.replace(/^\/{2,}/, '/'), `${request.protocol}://${request.host}`);
  } catch {
    return null;
  }
}

function toHeaders(raw: FastifyRequest['headers']): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, String(value));
  }
  return headers;
}

/** The in-process API caller of the load context: `inject`, as the visitor (cookies, language, address). */
export function apiCaller(app: FastifyInstance, request: FastifyRequest): ServerLoadContext['api'] {
  return async <T = unknown>(apiPath: string, init: ApiCallInit = {}): Promise<ApiCallResult<T>> => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (request.headers.cookie) headers.cookie = request.headers.cookie;
    if (request.headers['accept-language']) headers['accept-language'] = request.headers['accept-language'];
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    let payload: string | Buffer | undefined = init.body === undefined ? undefined : JSON.stringify(init.body);
    if (init.form) {
      const encoded = new Request('http://local/', { method: 'POST', body: init.form });
      payload = Buffer.from(await encoded.arrayBuffer());
      headers['content-type'] = encoded.headers.get('content-type')!;
    }
    Object.assign(headers, init.headers);
    headers[INTERNAL_CALL_HEADER] = internalCallToken;
    const res = await app.inject({
      method: init.method ?? 'GET',
      url: `/api/v1${apiPath.startsWith('/') ? '' : '/'}${apiPath}`,
      headers,
      payload,
      remoteAddress: request.ip,
    });
    let body: unknown = res.body;
    if (init.binary && res.statusCode === 200) body = new Uint8Array(res.rawPayload);
    else if (String(res.headers['content-type'] ?? '').includes('json')) {
      try {
        body = res.json();
      } catch {
        body = res.body;
      }
    }
    const outHeaders: Record<string, string | string[] | undefined> = {};
    for (const [k, v] of Object.entries(res.headers)) outHeaders[k] = typeof v === 'number' ? String(v) : v;
    return { status: res.statusCode, body: body as T, headers: outHeaders };
  };
}

const isHtml = (response: Response) => (response.headers.get('content-type') ?? '').startsWith('text/html');

async function sendResponse(reply: FastifyReply, response: Response, head: boolean, personal: boolean, inliner: StylesheetInliner | null) {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie' || name === 'content-security-policy') continue;
    reply.header(name, value);
  }
  if (personal) reply.header('cache-control', 'no-store');
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body || head) {
    await response.body?.cancel();
    return reply.send();
  }
  // A page is sent whole, its stylesheets inside (the render is complete before the first byte anyway).
  if (inliner && isHtml(response)) {
    reply.removeHeader('content-length');
    return reply.send(scriptsAfterPaintBytes(inliner.inlineBytes(Buffer.from(await response.arrayBuffer()))));
  }
  return reply.send(Readable.fromWeb(response.body as unknown as NodeReadableStream<Uint8Array>));
}

/**
 * A page from the page cache, with the policy stored beside it (its scripts' hashes: ADR 0053) in
 * place of this request's nonce, and in the encoding the client takes, compressed once for all.
 */
function sendCachedPage(reply: FastifyReply, page: CachedPage, outcome: 'hit' | 'miss', head: boolean) {
  reply.code(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  if (page.encoding) reply.header('content-encoding', page.encoding);
  reply.header('x-page-cache', outcome);
  if (head) return reply.send();
  return reply.send(page.body);
}

/**
 * A signed-in visitor whose CSRF cookie is not their session's (set before it was bound to the
 * session, or lost while the session cookie stayed) gets it back on their next page view, so
 * "reload the page and try again" is true.
 */
function healCsrfCookie(request: FastifyRequest, reply: FastifyReply, secretKey: string): void {
  const session = request.cookies[TOKEN_COOKIE];
  if (!session) return;
  const csrf = csrfTokenFor(secretKey, session);
  if (request.cookies[CSRF_COOKIE] === csrf) return;
  reply.setCookie(CSRF_COOKIE, csrf, { path: '/', sameSite: 'lax', secure: request.server.config.publicUrl.startsWith('https://'), httpOnly: false });
}

/**
 * The web app: static files of the client build, then every other page request handed to React
 * Router's request handler with the load context `{ cspNonce, api, log }`. Encapsulated: its content
 * type parser leaves request bodies untouched for React Router's actions.
 */
export const webPlugin: FastifyPluginAsync<WebPluginOptions> = async (app, opts) => {
  const build = opts.build === undefined ? await loadWebBuild(opts.buildDir) : opts.build;
  app.readiness.web = build ? 'loaded' : 'missing';
  if (build) app.log.info({ buildDir: opts.buildDir }, 'web build loaded');
  else app.log.warn({ buildDir: opts.buildDir }, 'web build missing: pages answer 503 until `npm run build`');

  const clientDir = path.join(opts.buildDir, 'client');
  if (build && existsSync(clientDir)) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      // The build writes `.br` and `.gz` twins of the compressible files (scripts/precompress.mjs):
      // sent with their Content-Encoding and `Vary: Accept-Encoding`, never compressed again.
      preCompressed: true,
      setHeaders(res, filePath) {
        const rel = path.relative(clientDir, filePath).split(path.sep).join('/');
        // Vite fingerprints everything under assets/: safe to keep forever.
        res.header('cache-control', rel.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  const handle = build ? createRequestHandler(build, opts.mode === 'production' ? 'production' : 'development') : null;
  const ttl = opts.pageCacheTtlMs ?? (opts.mode === 'production' ? 30_000 : 0);
  const cache = handle && ttl > 0 ? new PageCache(ttl) : null;
  const renders = handle ? (opts.renderCache ?? null) : null;
  const trustedOrigins = [new URL(app.config.publicUrl).origin];
  const inliner = build && existsSync(clientDir) ? new StylesheetInliner(clientDir) : null;

  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    exposeHeadRoute: false,
    schema: { hide: true },
    handler: async (request, reply) => {
      if (NOT_FOR_PAGES.test(request.url)) return reply.callNotFound();
      if (!handle) {
        return reply.code(503).type('text/plain; charset=utf-8').header('retry-after', '30').send('web build missing: run npm run build\n');
      }
      const method = request.method.toUpperCase();
      const url = pageUrl(request);
      if (!url) return reply.code(400).type('text/plain; charset=utf-8').send('bad request\n');
      if (method !== 'GET' && method !== 'HEAD') {
        const refusal = pageRefusal(request, trustedOrigins);
        if (refusal) return sendPageRefusal(request, reply, refusal, url.pathname);
      }
      const cacheKey = cache?.keyOf(request) ?? null;
      // only a page the cache can serve is encoded here; @fastify/compress encodes the others
      const encoding = cacheKey ? negotiateEncoding(request.headers['accept-encoding']) : null;
      if (cache && cacheKey) {
        const hit = cache.get(cacheKey, encoding);
        if (hit) return sendCachedPage(reply, hit, 'hit', method === 'HEAD');
      }
      const controller = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      const init: RequestInit & { duplex?: 'half' } = { method, headers: toHeaders(request.headers), signal: controller.signal };
      if (method !== 'GET' && method !== 'HEAD') {
        // The roster import page takes a file as large as the API does; every other page a form.
        const limit = /^\/(ar|en)\/dashboard\/roster-import\/?$/.test(url.pathname) ? ROSTER_MAX_BYTES + 65_536 : PAGE_BODY_LIMIT_BYTES;
        if (Number(request.headers['content-length'] ?? 0) > limit) {
          return reply.code(413).type('text/plain; charset=utf-8').send('request body too large\n');
        }
        init.body = Readable.toWeb(limitedBody(request.raw, limit)) as unknown as ReadableStream<Uint8Array>;
        init.duplex = 'half';
      }
      const webRequest = new Request(url, init);
      const context: ServerLoadContext = { cspNonce: request.cspNonce, api: apiCaller(app, request), log: request.log, publicUrl: app.config.publicUrl };
      // React Router's own test for a data request (a navigation inside the app): it renders no document
      if (!url.pathname.endsWith('.data')) {
        context.renderOnly = new Map();
        // a page that declares it reuses an earlier render of its very inputs (ADR 0097); its loaders run as ever
        if (renders && method === 'GET') context.renderCache = renders;
      }
      // a GET page's API calls look the visitor up once for all (http/page-memo.ts, ADR 0086)
      const response = await (method === 'GET' || method === 'HEAD'
        ? withPageMemo(request.headers.cookie, () => handle(webRequest, context as never))
        : handle(webRequest, context as never));
      const personal = isPersonalPage(url.pathname, request);
      if (method === 'GET' || method === 'HEAD') healCsrfCookie(request, reply, opts.secretKey);
      if (cache && cacheKey && method === 'GET' && !personal && PageCache.cacheable(response)) {
        const text = await response.text();
        const body = inliner && isHtml(response) ? scriptsAfterPaint(inliner.inline(text)) : text;
        cache.set(cacheKey, response.status, response.headers, body, request.cspNonce);
        const stored = cache.get(cacheKey, encoding);
        if (stored) return sendCachedPage(reply, stored, 'miss', false);
        reply.code(response.status);
        for (const [name, value] of response.headers) if (name !== 'content-security-policy' && name !== 'content-length') reply.header(name, value);
        reply.header('x-page-cache', 'miss');
        return reply.send(body);
      }
      return sendResponse(reply, response, method === 'HEAD', personal, inliner);
    },
  });
};
