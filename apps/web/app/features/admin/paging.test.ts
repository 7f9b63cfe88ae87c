import { describe, expect, it } from 'vitest';
import { pageWindow, readUsersQuery, usersSearch } from './paging.ts';

describe('users page URL state', () => {
  it('reads q and page, falling back to page 1', () => {
    expect(readUsersQuery(new URLSearchParams('q=%20layla%20&page=3'))).toEqual({ q: 'layla', page: 3 });
    expect(readUsersQuery(new URLSearchParams('page=0'))).toEqual({ q: '', page: 1 });
    expect(readUsersQuery(new URLSearchParams('page=-2'))).toEqual({ q: '', page: 1 });
    expect(readUsersQuery(new URLSearchParams('page=abc'))).toEqual({ q: '', page: 1 });
    expect(readUsersQuery(new URLSearchParams(`q=${'x'.repeat(150)}`)).q).toHaveLength(100);
  });

  it('writes the query string back, leaving defaults out', () => {
    expect(usersSearch({ q: '', page: 1 })).toBe('');
    expect(usersSearch({ q: 'ليلى حداد', page: 2 })).toBe('?q=%D9%84%D9%8A%D9%84%D9%89+%D8%AD%D8%AF%D8%A7%D8%AF&page=2');
    expect(readUsersQuery(new URLSearchParams(usersSearch({ q: 'a&b', page: 4 }).slice(1)))).toEqual({ q: 'a&b', page: 4 });
  });

  it('computes the rows shown and the neighbouring pages', () => {
    expect(pageWindow(1, 0)).toEqual({ pages: 1, from: 0, to: 0, previous: null, next: null });
    expect(pageWindow(1, 45)).toEqual({ pages: 3, from: 1, to: 20, previous: null, next: 2 });
    expect(pageWindow(3, 45)).toEqual({ pages: 3, from: 41, to: 45, previous: 2, next: null });
    // Past the end (a user was removed meanwhile): nothing shown, the way back points to the last page.
    expect(pageWindow(9, 45)).toEqual({ pages: 3, from: 0, to: 0, previous: 3, next: null });
  });
});

describe('a search with control characters', () => {
  it('reads them as spaces (the API refuses them; the page never fails on them)', () => {
    expect(readUsersQuery(new URLSearchParams({ q: '/en\r\nSet-Cookie: x=2\r\n' })).q).toBe('/en Set-Cookie: x=2');
  });
});
