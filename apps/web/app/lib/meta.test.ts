import { describe, expect, it } from 'vitest';
import { metaLocale, pageMeta } from './meta.ts';

describe('pageMeta', () => {
  it('gives title, description and hreflang alternates for both locales', () => {
    const meta = pageMeta('en', '/faq', 'FAQ', 'Answers');
    expect(meta).toContainEqual({ title: 'FAQ | Tasreef' });
    expect(meta).toContainEqual({ name: 'description', content: 'Answers' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'ar', href: '/ar/faq' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'en', href: '/en/faq' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: '/ar/faq' });
  });

  it('does not repeat the site name, and the home page defaults to the bare root', () => {
    const meta = pageMeta('ar', '', 'تصريف: تعلّم', 'x');
    expect(meta).toContainEqual({ title: 'تصريف: تعلّم' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: '/' });
  });

  it('takes the locale from the URL, else from the root loader', () => {
    expect(metaLocale({ params: { locale: 'en' }, location: { pathname: '/en' }, matches: [] })).toBe('en');
    expect(metaLocale({ params: {}, location: { pathname: '/' }, matches: [{ id: 'root', data: { locale: 'en' } }] })).toBe('en');
    expect(metaLocale({ params: { locale: 'xx' }, location: { pathname: '/xx' }, matches: [] })).toBe('ar');
  });
});
