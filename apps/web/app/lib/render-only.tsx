import { createContext, useContext } from 'react';

/**
 * Data a loader hands to the server's render of a document but not to the browser (ADR 0051): a part
 * of the page whose server HTML the browser keeps (a StaticPart, ADR 0050) needs its data to be
 * rendered, not to be hydrated. The server gives each document request a fresh map
 * (`context.renderOnly`); a `.data` request has none, so its loader returns everything.
 */
const RenderOnlyContext = createContext<ReadonlyMap<string, unknown> | null>(null);
export const RenderOnlyProvider = RenderOnlyContext.Provider;

/** What the loader put under `key` for this render; undefined in the browser. */
export function useRenderOnly<T>(key: string): T | undefined {
  return useContext(RenderOnlyContext)?.get(key) as T | undefined;
}
