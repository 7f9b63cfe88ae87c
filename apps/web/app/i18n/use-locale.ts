import { useLocation, useRouteLoaderData } from 'react-router';
import type { FontSizeName } from '../lib/preferences.ts';
import { dir, isLocale, translator, type Digits, type Locale, type NumberStyle, type Translate } from './index.ts';

/** What the root loader returns; read here by id to keep this hook free of a cycle with root.tsx. */
export interface RootData {
  locale: Locale;
  fontSize: FontSizeName;
  /** The person's digits (preference cookie `digits`); Arabic-Indic applies on Arabic pages only. */
  digits: Digits;
  /** The site's origin (PUBLIC_URL) for absolute canonical and hreflang links. */
  origin: string;
}

export interface LocaleInfo {
  locale: Locale;
  dir: 'rtl' | 'ltr';
  t: Translate;
  /** Prefixes an app path with the locale: `href('/faq')` → `/ar/faq`. */
  href: (path: string) => string;
  /** The locale with the person's digits, for formatNumber and the dates. */
  fmt: NumberStyle;
}

export function localeInfo(locale: Locale, digits: Digits = 'latn'): LocaleInfo {
  return {
    locale,
    dir: dir(locale),
    t: translator(locale, digits),
    fmt: { locale, digits },
    href: (path) => (path === '/' ? `/${locale}` : `/${locale}${path}`),
  };
}

/** The page's locale: the root loader's answer, else the URL prefix (when the root loader failed), else ar. */
export function useLocale(): LocaleInfo {
  const data = useRouteLoaderData('root') as RootData | undefined;
  const { pathname } = useLocation();
  const fromPath = pathname.split('/')[1];
  const locale: Locale = data?.locale ?? (isLocale(fromPath) ? fromPath : 'ar');
  return localeInfo(locale, data?.digits ?? 'latn');
}
