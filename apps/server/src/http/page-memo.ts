import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyRequest } from 'fastify';

/**
 * What one server-rendered page view reads once for all its in-process API calls (ADR 0086). A
 * dashboard page's loaders call the API three times or more (the account, the workspace, the page's
 * own data), each call a request of its own that looked up the same session, account and
 * organisation again. The web plugin runs a GET page's render inside `withPageMemo`; the API's
 * lookups of who is calling go through `pageMemo`, which answers from the memo only to a GET call
 * made within that render with the page request's very cookies and no other credential, and
 * otherwise reads as before. The memo dies with the page request: nothing in it is ever seen by
 * another request, another visitor or a later page view, and object-level checks still run on
 * every call (they read with what the memo gives: the caller's own account).
 */
interface PageMemo {
  cookie: string;
  values: Map<string, Promise<unknown>>;
}

const store = new AsyncLocalStorage<PageMemo>();

/** Runs a GET page's render with a memo of its own, for the API calls it makes with `cookie`. */
export function withPageMemo<T>(cookie: string | undefined, render: () => Promise<T>): Promise<T> {
  if (!cookie) return render();
  return store.run({ cookie, values: new Map() }, render);
}

/** `read()` once per page view for `key` (which names whose value it is), else `read()` itself. */
export function pageMemo<T>(request: FastifyRequest, key: string, read: () => Promise<T>): Promise<T> {
  const memo = store.getStore();
  if (!memo || request.method !== 'GET' || request.headers.cookie !== memo.cookie || request.headers.authorization !== undefined) return read();
  const kept = memo.values.get(key) as Promise<T> | undefined;
  if (kept) return kept;
  const made = read();
  memo.values.set(key, made);
  // a read that failed is not kept: the next call reads again (and fails on its own)
  made.catch(() => memo.values.delete(key));
  return made;
}
