import { describe, expect, it } from 'vitest';
import { limitKeyOf } from './client-address.ts';

describe('limitKeyOf', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(limitKeyOf('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, so addresses of one network share a key', () => {
    expect(limitKeyOf('2001:db8:1:2::5')).toBe(limitKeyOf('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(limitKeyOf('2001:db8:1:2::5')).toBe('2001:db8:1:2::');
  });

  it('tells two /64 networks apart', () => {
    expect(limitKeyOf('2001:db8:1:2::5')).not.toBe(limitKeyOf('2001:db8:1:3::5'));
  });

  it('reads an IPv4-mapped IPv6 address as the IPv4 one', () => {
    expect(limitKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('names a request without an address', () => {
    expect(limitKeyOf(undefined)).toBe('unknown');
  });
});
