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
    expect(safeReturnTo('/english', 'en')).toBeNull();
    expect(safeReturnTo('/en/../ar/faq', 'en')).toBeNull();
  });

  it('never hands a redirect a value its Location header would refuse (CR, LF, other controls, non-ASCII)', () => {
    for (const bad of ['/en\r\nSet-Cookie: a=b', '/en/\nx', '/en/\u0000', '/en/\tx', '/en/\u007f']) {
      expect(safeReturnTo(bad, 'en'), JSON.stringify(bad)).toBeNull();
    }
    const arabic = safeReturnTo('/ar/conjugations/كتب?q=ذهب#x', 'ar');
    expect(arabic).toBe('/ar/conjugations/%D9%83%D8%AA%D8%A8?q=%D8%B0%D9%87%D8%A8#x');
    for (const value of ['/en/dashboard/profile?tab=1', '/en', arabic!])
      expect(() => new Headers({ location: safeReturnTo(value, value.startsWith('/ar') ? 'ar' : 'en')! })).not.toThrow();
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
