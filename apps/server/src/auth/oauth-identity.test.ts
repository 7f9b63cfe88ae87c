import { describe, expect, it } from 'vitest';
import { cleanIdentity } from './oauth-service.ts';

describe('what a provider says is checked before it reaches the database', () => {
  const base = { subject: 'sub-1', email: 'Nour@Example.org', emailVerified: true, name: 'Nour', picture: 'https://example.org/p.png' };

  it('keeps a clean identity (address lower-cased)', () => {
    expect(cleanIdentity(base)).toEqual({ ...base, email: 'nour@example.org' });
  });

  it('drops a name or picture with control characters, and an address that is not one', () => {
    expect(cleanIdentity({ ...base, name: 'No\u0000ur', picture: 'https://x/\u0000' })).toMatchObject({ name: null, picture: null });
    expect(cleanIdentity({ ...base, email: 'nour\u0000@example.org' })).toMatchObject({ email: null, emailVerified: false });
    expect(cleanIdentity({ ...base, email: 'not an address' })).toMatchObject({ email: null, emailVerified: false });
  });

  it('refuses a subject with control characters', () => {
    expect(() => cleanIdentity({ ...base, subject: 'a\u0000b' })).toThrow(expect.objectContaining({ statusCode: 400 }));
    expect(() => cleanIdentity({ ...base, subject: '' })).toThrow(expect.objectContaining({ statusCode: 400 }));
  });
});
