import type { MetaDescriptor } from 'react-router';
import { isLocale, LOCALES, translate, type Locale } from '../i18n/index.ts';

interface MetaArgsLike {
  params: Record<string, string | undefined>;
  location: { pathname: string };
  matches: readonly ({ id: string; data?: unknown } | undefined)[];
}

/** The page locale inside a `meta` function: the URL prefix, else the root loader's choice. */
export function metaLocale(args: MetaArgsLike): Locale {
  if (isLocale(args.params.locale)) return args.params.locale;
  const root = args.matches.find((m) => m?.id === 'root')?.data as { locale?: unknown } | undefined;
  return isLocale(root?.locale) ? root.locale : 'ar';
}

/** Title, description and the hreflang alternates of a page (`path` without locale, '' for home). */
export function pageMeta(locale: Locale, path: string, title: string, description: string): MetaDescriptor[] {
  const site = translate(locale, 'app.name');
  return [
    { title: title.includes(site) ? title : `${title} | ${site}` },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:locale', content: locale === 'ar' ? 'ar_AR' : 'en_US' },
    ...LOCALES.map((l) => ({ tagName: 'link', rel: 'alternate', hrefLang: l, href: `/${l}${path}` })),
    // The bare root picks the visitor's language itself; other pages default to Arabic.
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: path === '' ? '/' : `/ar${path}` },
  ];
}
