/**
 * Numbers and plural categories written without ICU (ADR 0049). The first `Intl.NumberFormat` or
 * `Intl.PluralRules` a page builds loads ICU's locale data: 25-60 ms of its first script on a phone.
 * The page needs only two number formats and two languages' plural rules, so they are written out
 * here. numbers.test.ts checks them against Intl over a wide range of values. Only values that
 * Intl writes differently (∞, NaN, exponent forms) go through Intl, on first use.
 */

export type NumberTag = 'en-US' | 'ar-u-nu-arab';

export const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
/** A text's ASCII digits written as Arabic-Indic ones (separators and other characters stay). */
export const toArabicIndic = (text: string): string => text.replace(/[0-9]/g, (d) => ARABIC_INDIC[Number(d)]!);
/** Arabic letter mark: Intl writes it before a minus sign in Arabic-Indic numbers. */
const ALM = '\u061C';

const fallbacks = new Map<NumberTag, Intl.NumberFormat>();
function intl(tag: NumberTag, value: number): string {
  let format = fallbacks.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { maximumFractionDigits: 2 });
    fallbacks.set(tag, format);
  }
  return format.format(value);
}

/** Adds one unit in the last place to a string of decimal digits. */
function increment(digits: string): string {
  return (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
}

/**
 * `value` as Intl.NumberFormat(tag, { maximumFractionDigits: 2 }) writes it: at most two decimals,
 * rounded half away from zero on the shortest decimal that reads back as the value; the
 * thousands grouped (`,` and `.` in en-US; `٬` and `٫` with Arabic-Indic digits).
 */
export function formatNumberTag(tag: NumberTag, value: number): string {
  const plain = String(Math.abs(value));
  if (!Number.isFinite(value) || /e/i.test(plain)) return intl(tag, value);
  const [whole = '0', fraction = ''] = plain.split('.');
  let digits = whole + fraction.slice(0, 2).padEnd(2, '0');
  if ((fraction[2] ?? '0') >= '5') digits = increment(digits);
  const integer = digits.slice(0, -2) || '0';
  const decimals = digits.slice(-2).replace(/0+$/, '');
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, ',');
  const negative = value < 0 || Object.is(value, -0);
  const text = decimals ? `${grouped}.${decimals}` : grouped;
  if (tag === 'en-US') return negative ? `-${text}` : text;
  const arabic = toArabicIndic(text).replace(/,/g, '٬').replace('.', '٫');
  return negative ? `${ALM}-${arabic}` : arabic;
}

/** The CLDR plural category of a count, as Intl.PluralRules(locale).select(count) answers. */
export function pluralCategory(locale: 'ar' | 'en', count: number): Intl.LDMLPluralRule {
  const n = Math.abs(count);
  if (locale === 'en') return n === 1 ? 'one' : 'other';
  if (n === 0) return 'zero';
  if (n === 1) return 'one';
  if (n === 2) return 'two';
  if (Number.isInteger(n)) {
    const hundred = n % 100;
    if (hundred >= 3 && hundred <= 10) return 'few';
    if (hundred >= 11 && hundred <= 99) return 'many';
  }
  return 'other';
}
