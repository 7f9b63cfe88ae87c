import { describe, expect, it } from 'vitest';
import { formValues, payloadOf, safeReturnTo } from './form.ts';

describe('account form helpers', () => {
  it('only returns to a path of this site and locale', () => {
    expect(safeReturnTo('/en/dashboard/profile', 'en')).toBe('/en/dashboard/profile');
    expect(safeReturnTo('/ar/dashboard/profile', 'en')).toBeNull();
    expect(safeReturnTo('//evil.example/en', 'en')).toBeNull();
    expect(safeReturnTo('https://evil.example/en', 'en')).toBeNull();
    expect(safeReturnTo('/en\\evil', 'en')).toBeNull();
    expect(safeReturnTo(null, 'en')).toBeNull();
  });

  it('turns form text into the API body: blanks out, checkboxes as booleans', () => {
    const form = new FormData();
    form.set('full_name', 'Salma');
    form.set('city', '  ');
    form.set('accept_terms', 'on');
    const values = formValues(form);
    expect(payloadOf(values, ['full_name', 'city', 'country'], ['accept_terms', 'remember_me'])).toEqual({ full_name: 'Salma', accept_terms: true, remember_me: false });
  });
});
