import { describe, expect, it } from 'vitest';
import { parseCookies } from './cookies.ts';
import { detectLocale, digitsOf, localizedPath, parseFontSize } from './preferences.ts';

const req = (headers: Record<string, string>) => new Request('http://x/', { headers });

describe('locale detection', () => {
  it('prefers the cookie, then Accept-Language by quality, then Arabic', () => {
    expect(detectLocale(req({ cookie: 'a=1; locale=en', 'accept-language': 'ar' }))).toBe('en');
    expect(detectLocale(req({ cookie: 'locale=xx', 'accept-language': 'fr, en-GB;q=0.8, ar;q=0.9' }))).toBe('ar');
    expect(detectLocale(req({ 'accept-language': 'de, en-US;q=0.5' }))).toBe('en');
    expect(detectLocale(req({}))).toBe('ar');
    expect(detectLocale(req({ 'accept-language': 'en;q=0, ar;q=0.1' }))).toBe('ar');
  });
});

describe('localizedPath', () => {
  it('swaps the prefix and keeps the rest and the query', () => {
    expect(localizedPath('/ar/help-center', '?q=x', 'en')).toBe('/en/help-center?q=x');
    expect(localizedPath('/en', '', 'ar')).toBe('/ar');
    expect(localizedPath('/', '', 'en')).toBe('/en');
    expect(localizedPath('/english/x', '', 'ar')).toBe('/ar/english/x');
  });
});

describe('font size cookie', () => {
  it('accepts the names and pixel values of the spec, else small', () => {
    expect(parseFontSize('28')).toBe('large');
    expect(parseFontSize('20px')).toBe('medium');
    expect(parseFontSize('small')).toBe('small');
    expect(parseFontSize('999')).toBe('small');
    expect(parseFontSize(undefined)).toBe('small');
  });
});

describe('parseCookies', () => {
  it('decodes values and keeps the first of duplicates', () => {
    expect(parseCookies('a=%D8%B9; b=2; a=3; junk')).toEqual({ a: 'ع', b: '2' });
    expect(parseCookies(null)).toEqual({});
  });
});

describe('digits preference', () => {
  it('reads the cookie; anything else is Western', () => {
    expect(digitsOf(req({ cookie: 'digits=arab' }))).toBe('arab');
    expect(digitsOf(req({ cookie: 'digits=latn' }))).toBe('latn');
    expect(digitsOf(req({ cookie: 'digits=roman' }))).toBe('latn');
    expect(digitsOf(req({}))).toBe('latn');
  });
});
