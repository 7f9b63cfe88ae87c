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

/**
 * The site's origin (PUBLIC_URL, from the root loader) for the absolute URLs search engines
 * require in canonical and hreflang links. One value per server process, so the root layout sets
 * it before `<Meta />` renders, on the server and in the browser alike (the same value both sides,
 * no hydration difference); `meta` functions keep their signature.
 */
let siteOrigin = '';
export function setSiteOrigin(origin: string | undefined): void {
  if (origin) siteOrigin = origin.replace(/\/+$/, '');
}
export function absoluteUrl(path: string): string {
  return siteOrigin + path;
}

/**
 * The browser tab's title: the page's own, then «| تصريف» or «| Tasreef». A title that starts
 * with the site's name (home: «تصريف: تعلّم…») has it moved to the end, so every title ends alike.
 */
export function pageTitle(locale: Locale, title: string): string {
  const site = translate(locale, 'app.name');
  if (title.endsWith(`| ${site}`)) return title;
  let own = title.startsWith(`${site}: `) ? title.slice(site.length + 2) : title;
  if (own !== title && locale === 'en') own = own.charAt(0).toUpperCase() + own.slice(1);
  return `${own} | ${site}`;
}

/**
 * Title, description, the canonical URL and the hreflang alternates of a page (`path` without
 * locale, '' for home). All links are absolute (Lighthouse and search engines refuse relative
 * ones); the canonical is the page in its own language, each language its alternate.
 */
export function pageMeta(locale: Locale, path: string, title: string, description: string): MetaDescriptor[] {
  return [
    { title: pageTitle(locale, title) },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:locale', content: locale === 'ar' ? 'ar_AR' : 'en_US' },
    { tagName: 'link', rel: 'canonical', href: absoluteUrl(`/${locale}${path}`) },
    ...LOCALES.map((l) => ({ tagName: 'link', rel: 'alternate', hrefLang: l, href: absoluteUrl(`/${l}${path}`) })),
    // The bare root picks the visitor's language itself; other pages default to Arabic.
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(path === '' ? '/' : `/ar${path}`) },
  ];
}
