import { localeFromAcceptLanguage } from '@tasreef/contracts/locale';
import { DIGIT_STYLES, isLocale, type Digits, type Locale } from '../i18n/index.ts';
import { parseCookies } from './cookies.ts';

export const LOCALE_COOKIE = 'locale';
export const FONT_SIZE_COOKIE = 'fixedFontSize';
/** The digits the person reads numbers in (profile settings: Western or Arabic-Indic). */
export const DIGITS_COOKIE = 'digits';

/** The three text sizes of the spec, in CSS pixels; the root font size of the page. */
export const FONT_SIZES = { small: 18, medium: 20, large: 28 } as const;
export type FontSizeName = keyof typeof FONT_SIZES;
export const DEFAULT_FONT_SIZE: FontSizeName = 'small';

export function parseFontSize(value: string | undefined): FontSizeName {
  if (value === undefined) return DEFAULT_FONT_SIZE;
  for (const [name, px] of Object.entries(FONT_SIZES) as [FontSizeName, number][]) {
    if (value === name || value === String(px) || value === `${px}px`) return name;
  }
  return DEFAULT_FONT_SIZE;
}

/** The locale of a request without a locale prefix: cookie `locale`, then Accept-Language, then ar. */
export function detectLocale(request: Request): Locale {
  const cookie = parseCookies(request.headers.get('cookie'))[LOCALE_COOKIE];
  if (isLocale(cookie)) return cookie;
  return localeFromAcceptLanguage(request.headers.get('accept-language'));
}

export function fontSizeOf(request: Request): FontSizeName {
  return parseFontSize(parseCookies(request.headers.get('cookie'))[FONT_SIZE_COOKIE]);
}

/** The same page in the other locale: prefix swapped (or added for the bare root), query kept. */
export function localizedPath(pathname: string, search: string, target: Locale): string {
  const match = /^\/(ar|en)(?=\/|$)/.exec(pathname);
  const rest = match ? pathname.slice(match[0].length) : pathname === '/' ? '' : pathname;
  return `/${target}${rest}${search}`;
}

/** The person's digits from the preference cookie; Western when unset or unknown. */
export function digitsOf(request: Request): Digits {
  const value = parseCookies(request.headers.get('cookie'))[DIGITS_COOKIE];
  return (DIGIT_STYLES as readonly string[]).includes(value ?? '') ? (value as Digits) : 'latn';
}
