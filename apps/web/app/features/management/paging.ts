import { DEFAULT_PER_PAGE, MEMBER_SORTS, MEMBER_STATUSES, type MemberSort, type MemberStatus, type SortOrder } from '@tasreef/contracts/management';
import { formatDay } from '@tasreef/contracts/format';
import type { Locale } from '../../i18n/index.ts';

/** The members tables' state, in the page's address (so a link, a reload and the back button keep it). */
export interface MembersQuery {
  search: string;
  status: MemberStatus | '';
  sort: MemberSort;
  order: SortOrder;
  page: number;
}

export function readMembersQuery(params: URLSearchParams): MembersQuery {
  const asked = params.get('sort') ?? '';
  const sort = (MEMBER_SORTS as readonly string[]).includes(asked) ? (asked as MemberSort) : null;
  const status = params.get('status') ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    search: (params.get('search') ?? '').slice(0, 100),
    status: (MEMBER_STATUSES as readonly string[]).includes(status) ? (status as MemberStatus) : '',
    sort: sort ?? 'enrolled_at',
    // A chosen column reads ascending; the default, newest first.
    order: params.get('order') === 'asc' ? 'asc' : params.get('order') === 'desc' ? 'desc' : sort ? 'asc' : 'desc',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The query string of a table state (defaults left out). */
export function membersSearch(q: Partial<MembersQuery>): string {
  const p = new URLSearchParams();
  if (q.search) p.set('search', q.search);
  if (q.status) p.set('status', q.status);
  if (q.sort && q.sort !== 'enrolled_at') p.set('sort', q.sort);
  if (q.order) p.set('order', q.order);
  if (q.page && q.page > 1) p.set('page', String(q.page));
  const s = p.toString();
  return s ? `?${s}` : '';
}

export const PER_PAGE = DEFAULT_PER_PAGE;

export function formatDate(locale: Locale, iso: string): string {
  return formatDay(iso, locale, 'UTC', { month: 'short' });
}
