import type { ServerLoadContext } from '@tasreef/contracts';
import type { EntryContext } from 'react-router';

/**
 * Everything a document's server render reads, when the page may be kept by it (the server's
 * `renderCache`, ADR 0097): a GET that answered 200 with no error and no action, whose deepest
 * route exports `handle = { renderCache: true }`. The render reads the URL, the loaders' data (which hold
 * what the page shows of the visitor, the plan and time: the account is fetched in the browser),
 * the data kept for the render only, the build and the footer's year; the nonce is swapped by the
 * cache. A page whose components read anything else (the clock, a random draw, a cookie outside a
 * loader) must not declare it. Null: render as ever.
 */
export function renderInputs(request: Request, status: number, routerContext: EntryContext, server: Partial<ServerLoadContext> | undefined): object | null {
  const handler = routerContext.staticHandlerContext;
  if (!server?.renderCache || request.method.toUpperCase() !== 'GET' || status !== 200 || handler.errors || handler.actionData) return null;
  const leaf = handler.matches.at(-1);
  const handle = leaf ? (routerContext.routeModules[leaf.route.id]?.handle as { renderCache?: unknown } | undefined) : undefined;
  if (handle?.renderCache !== true) return null;
  return {
    build: routerContext.manifest.version,
    url: request.url,
    status,
    loaderData: handler.loaderData,
    renderOnly: server.renderOnly ? [...server.renderOnly] : [],
    year: new Date().getUTCFullYear(),
  };
}
