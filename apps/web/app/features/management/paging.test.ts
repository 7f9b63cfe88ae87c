import { describe, expect, it } from 'vitest';
import { membersSearch, readMembersQuery } from './paging.ts';

describe('the members tables’ address', () => {
  it('reads what it knows and falls back on the rest', () => {
    expect(readMembersQuery(new URLSearchParams('search=سامي&status=invited&sort=city&order=desc&page=3'))).toEqual({
      search: 'سامي',
      status: 'invited',
      sort: 'city',
      order: 'desc',
      page: 3,
    });
    expect(readMembersQuery(new URLSearchParams('status=removed&sort=password_hash&page=-2'))).toEqual({ search: '', status: '', sort: 'enrolled_at', order: 'desc', page: 1 });
    // A chosen column sorts ascending unless told otherwise; the default (newest first) descending.
    expect(readMembersQuery(new URLSearchParams('sort=full_name')).order).toBe('asc');
    expect(readMembersQuery(new URLSearchParams('page=1.5')).page).toBe(1);
    expect(readMembersQuery(new URLSearchParams(`search=${'x'.repeat(300)}`)).search).toHaveLength(100);
  });

  it('writes a state back without its defaults, and round-trips', () => {
    expect(membersSearch({ sort: 'enrolled_at', page: 1 })).toBe('');
    const q = { search: 'a b', status: 'active' as const, sort: 'city' as const, order: 'asc' as const, page: 2 };
    expect(readMembersQuery(new URLSearchParams(membersSearch(q).slice(1)))).toEqual(q);
  });
});
