import { createContext, useContext } from 'react';

/**
 * Data a loader hands to the server's render of a document but not to the browser (ADR 0051): a part
 * of the page whose server HTML the browser keeps (a StaticPart, ADR 0050) needs its data to be
 * rendered, not to be hydrated. The server gives each document request a fresh map
 * (`context.renderOnly`); a `.data` request has none, so its loader returns everything.
 */
const RenderOnlyContext = createContext<ReadonlyMap<string, unknown> | null>(null);
export const RenderOnlyProvider = RenderOnlyContext.Provider;

/**
 * In a loader: on a document request, keeps `value` under `key` for the server's render and returns
 * null in its place; on a data request, returns `value` itself.
 */
export function forRenderOnly<T>(context: { renderOnly?: Map<string, unknown> }, key: string, value: T): T | null {
  if (!context.renderOnly) return value;
  context.renderOnly.set(key, value);
  return null;
}

/** In the component: the loader's value, or on the server the one it kept for the render under `key`. */
export function useRenderOnly<T>(key: string, fromLoader: T | null): T | null {
  const kept = useContext(RenderOnlyContext)?.get(key) as T | undefined;
  return fromLoader ?? kept ?? null;
}
