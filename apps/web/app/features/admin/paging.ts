/* The users page's URL state (`?q=&page=`), shared by the loader and the table. No server-only code. */

export const PER_PAGE = 20;

export interface UsersQuery {
  /** Search text (trimmed, at most 100 characters: the API's limit); '' for none. */
  q: string;
  page: number;
}

/** Reads `q` and `page` from the page URL; a missing or nonsense page is page 1. */
export function readUsersQuery(search: URLSearchParams): UsersQuery {
  // control and invisible characters (a pasted line break) are spaces in a search, never an error page
  const q = (search.get('q') ?? '')
    .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
    .trim()
    .slice(0, 100);
  const raw = search.get('page') ?? '';
  const n = /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return { q, page: Math.min(Math.max(n, 1), 100_000) };
}

/** The query string of a page of results (`?q=…&page=…`, page 1 and an empty search left out). */
export function usersSearch(query: UsersQuery): string {
  const p = new URLSearchParams();
  if (query.q) p.set('q', query.q);
  if (query.page > 1) p.set('page', String(query.page));
  const s = p.toString();
  return s ? `?${s}` : '';
}

export interface PageWindow {
  pages: number;
  /** 1-based positions of the first and last row shown; 0, 0 when there is none. */
  from: number;
  to: number;
  previous: number | null;
  next: number | null;
}

export function pageWindow(page: number, total: number, perPage = PER_PAGE): PageWindow {
  const pages = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? 0 : Math.min((page - 1) * perPage + 1, total + 1);
  const to = Math.min(page * perPage, total);
  return { pages, from: from > to ? 0 : from, to: from > to ? 0 : to, previous: page > 1 ? Math.min(page - 1, pages) : null, next: page < pages ? page + 1 : null };
}
