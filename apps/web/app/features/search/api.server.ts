/** Calls of the search pages to the API, in-process (context.api); null when it is not there. */
import type { ServerLoadContext } from '@tasreef/contracts';

export async function callApi<T>(context: unknown, path: string): Promise<{ status: number; body: T } | null> {
  const api = (context as Partial<ServerLoadContext> | undefined)?.api;
  if (typeof api !== 'function') return null;
  const res = await api<T>(path);
  return { status: res.status, body: res.body };
}
