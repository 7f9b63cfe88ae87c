import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumberTag, pluralCategory, type NumberTag } from './numbers.ts';

const TAGS: NumberTag[] = ['en-US', 'ar-u-nu-arab'];
const intl = (tag: NumberTag, value: number) => new Intl.NumberFormat(tag, { maximumFractionDigits: 2 }).format(value);

describe('numbers without ICU (i18n/numbers.ts)', () => {
  it('writes numbers as Intl.NumberFormat does, in both tags', () => {
    const cases = [
      0,
      -0,
      1,
      7,
      12,
      999,
      1000,
      1234.5,
      -1234.5,
      1.005,
      2.675,
      0.125,
      -0.125,
      0.004,
      0.005,
      -0.001,
      99.995,
      999999.999,
      1e20,
      1e21,
      1e-7,
      123456789,
      Infinity,
      -Infinity,
      NaN,
    ];
    for (const tag of TAGS) for (const value of cases) expect(formatNumberTag(tag, value), `${tag} ${value}`).toBe(intl(tag, value));
  });

  it('agrees with Intl on any integer and on any double', () => {
    for (const tag of TAGS) {
      fc.assert(fc.property(fc.integer({ min: -1e9, max: 1e9 }), (n) => formatNumberTag(tag, n) === intl(tag, n)));
      fc.assert(fc.property(fc.double({ min: -1e7, max: 1e7, noNaN: true }), (x) => formatNumberTag(tag, x) === intl(tag, x)));
      // two decimals as people type them: percentages, scores
      fc.assert(fc.property(fc.integer({ min: -100000, max: 100000 }), (n) => formatNumberTag(tag, n / 1000) === intl(tag, n / 1000)));
    }
  });

  it('gives the plural category Intl.PluralRules gives, Arabic and English', () => {
    for (const locale of ['ar', 'en'] as const) {
      const rules = new Intl.PluralRules(locale);
      for (let n = -300; n <= 3000; n++) expect(pluralCategory(locale, n), `${locale} ${n}`).toBe(rules.select(n));
      for (const x of [0.5, 1.5, 2.5, 3.5, 10.5, 11.5, 103.25, -3.5]) expect(pluralCategory(locale, x), `${locale} ${x}`).toBe(rules.select(x));
    }
  });
});
