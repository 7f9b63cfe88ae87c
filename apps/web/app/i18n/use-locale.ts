import { useLocation, useRouteLoaderData } from 'react-router';
import type { FontSizeName } from '../lib/preferences.ts';
import { dir, isLocale, translator, type Locale, type Translate } from './index.ts';

/** What the root loader returns; read here by id to keep this hook free of a cycle with root.tsx. */
export interface RootData {
  locale: Locale;
  fontSize: FontSizeName;
}

export interface LocaleInfo {
  locale: Locale;
  dir: 'rtl' | 'ltr';
  t: Translate;
  /** Prefixes an app path with the locale: `href('/faq')` → `/ar/faq`. */
  href: (path: string) => string;
}

export function localeInfo(locale: Locale): LocaleInfo {
  return {
    locale,
    dir: dir(locale),
    t: translator(locale),
    href: (path) => (path === '/' ? `/${locale}` : `/${locale}${path}`),
  };
}

/** The page's locale: the root loader's answer, else the URL prefix (when the root loader failed), else ar. */
export function useLocale(): LocaleInfo {
  const data = useRouteLoaderData('root') as RootData | undefined;
  const { pathname } = useLocation();
  const fromPath = pathname.split('/')[1];
  const locale: Locale = data?.locale ?? (isLocale(fromPath) ? fromPath : 'ar');
  return localeInfo(locale);
}
