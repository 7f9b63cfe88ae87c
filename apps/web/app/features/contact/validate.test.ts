import { describe, expect, it } from 'vitest';
import { validateContact } from './validate.ts';
import { EMPTY_VALUES, errorsFromApi, toPayload } from './values.ts';

const good = {
  ...EMPTY_VALUES,
  inquiry_type: 'price_inquiry',
  business_type: 'school',
  number_of_users: '40',
  name: 'Amal',
  email: 'amal@example.org',
  message: 'A quote for forty students, please.',
};

describe('contact form', () => {
  it('sends numbers as numbers and leaves empty optional fields out', () => {
    expect(toPayload(good)).toMatchObject({ number_of_users: 40 });
    expect(toPayload({ ...good, number_of_users: '' })).not.toHaveProperty('number_of_users');
    expect(toPayload(good)).not.toHaveProperty('website');
  });

  it('accepts a complete message', () => {
    expect(validateContact(good, 'en').ok).toBe(true);
  });

  it('reports one localized message per field, in both languages', () => {
    const en = validateContact(EMPTY_VALUES, 'en');
    expect(en.ok).toBe(false);
    if (en.ok) return;
    expect(en.errors.email).toBe('This field is required');
    expect(en.errors.name).toBe('This field is required');
    expect(Object.keys(en.errors).sort()).toEqual(['business_type', 'email', 'inquiry_type', 'message', 'name', 'number_of_users']);
    const ar = validateContact({ ...good, email: 'nope' }, 'ar');
    expect(ar.ok).toBe(false);
    if (!ar.ok) expect(ar.errors.email).toMatch(/البريد/);
  });

  it('maps API 422 details onto fields', () => {
    const body = {
      error: {
        code: 'validation_failed',
        message: 'x',
        details: [
          { path: 'email', issue: 'Email must be valid' },
          { path: 'other', issue: 'ignored' },
        ],
      },
    };
    expect(errorsFromApi(body)).toEqual({ email: 'Email must be valid' });
    expect(errorsFromApi(null)).toEqual({});
  });
});
