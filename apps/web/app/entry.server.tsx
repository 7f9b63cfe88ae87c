import { PassThrough } from 'node:stream';
import type { ServerLoadContext } from '@tasreef/contracts/load-context';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import './i18n/all-catalogs.ts';
import { NonceProvider } from './lib/nonce.tsx';
import { RenderOnlyProvider } from './lib/render-only.tsx';
import { logPageError } from './lib/page-errors.server.ts';
import { renderInputs } from './lib/render-cache.server.ts';

declare module 'react-router' {
  // The server (apps/server/src/web) hands every loader and action this context.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs the interface form
  interface AppLoadContext extends ServerLoadContext {}
}

export const streamTimeout = 5_000;

/** Replaces React Router's default, which prints errors to stderr: every page error goes to the server's log. */
export function handleError(error: unknown, { request, context }: { request: Request; context: AppLoadContext }) {
  logPageError((context as Partial<ServerLoadContext> | undefined)?.log, error, request);
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // `react-router dev` has no server context: no nonce then (and no CSP either), no server log.
  const server = loadContext as Partial<ServerLoadContext> | undefined;
  const nonce = server?.cspNonce;
  // a page that declares it is rendered once per state of its inputs (ADR 0097); its loaders ran already
  const inputs = nonce ? renderInputs(request, responseStatusCode, routerContext, server) : null;
  if (!inputs || !nonce || !server?.renderCache) return renderDocument(request, responseStatusCode, responseHeaders, routerContext, server, nonce);
  const page = await server.renderCache.page(inputs, nonce, async () => {
    const rendered = await renderDocument(request, responseStatusCode, responseHeaders, routerContext, server, nonce);
    return { status: rendered.status, html: await rendered.text() };
  });
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(page.html, { headers: responseHeaders, status: page.status });
}

/** React's render of the document, whole (see onAllReady). */
function renderDocument(
  request: Request,
  status: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  server: Partial<ServerLoadContext> | undefined,
  nonce: string | undefined,
): Promise<Response> {
  let responseStatusCode = status;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RenderOnlyProvider value={server?.renderOnly ?? null}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </RenderOnlyProvider>
      </NonceProvider>,
      {
        nonce,
        // The whole document at once, for people as for bots. Every loader has its data before the
        // render starts (none defers any), so waiting costs nothing, and React Router's loader data
        // goes inline in order: not in hidden boundaries after the shell, which React 19.2 reveals by
        // script on a timer (300 ms after the first paint), one more task while the page loads.
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Before the shell, the error rejects the render and reaches handleError.
          if (shellRendered) logPageError(server?.log, error, request);
        },
      },
    );
  });
}
