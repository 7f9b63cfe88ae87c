import type { MetaDescriptor } from 'react-router';
import type { Bilingual, ContentPage } from '../content/types.ts';
import type { Locale } from '../i18n/index.ts';
import { pageMeta } from './meta.ts';
import { pageLocale } from './route-locale.ts';

export interface ContentPageData {
  locale: Locale;
  page: ContentPage;
}

/**
 * Loader of an editorial page: only the visitor's language is sent, as loader data, so the long
 * texts never enter the JavaScript bundle.
 */
export function contentLoader(content: Bilingual<ContentPage>) {
  return ({ params, request }: { params: { locale?: string }; request: Request }): ContentPageData => {
    const locale = pageLocale(params, request);
    return { locale, page: content[locale] };
  };
}

/** Title, description and hreflang alternates from the page's own title and description. */
export function contentMeta(path: string) {
  return ({ data }: { data?: ContentPageData }): MetaDescriptor[] => (data ? pageMeta(data.locale, path, data.page.title, data.page.description) : []);
}
