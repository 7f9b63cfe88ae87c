import type { ServerLoadContext } from '@tasreef/contracts';

/**
 * A public read of the search and conjugation pages: a GET to the API in-process (context.api), as
 * nobody in particular; null when there is no server behind the page. (Calls as the signed-in
 * visitor, with the CSRF proof, are `callApi` of features/auth/api.server.ts.)
 */
export async function readPublicApi<T>(context: unknown, path: string): Promise<{ status: number; body: T } | null> {
  const api = (context as Partial<ServerLoadContext> | undefined)?.api;
  if (typeof api !== 'function') return null;
  const res = await api<T>(path);
  return { status: res.status, body: res.body };
}
