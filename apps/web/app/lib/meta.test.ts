import { describe, expect, it } from 'vitest';
import { metaLocale, pageMeta, pageTitle, setSiteOrigin } from './meta.ts';

describe('pageMeta', () => {
  setSiteOrigin('https://tasreef.example/');

  it('gives title, description, an absolute canonical and absolute hreflang alternates for both locales', () => {
    const meta = pageMeta('en', '/faq', 'FAQ', 'Answers');
    expect(meta).toContainEqual({ title: 'FAQ | Tasreef' });
    expect(meta).toContainEqual({ name: 'description', content: 'Answers' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://tasreef.example/en/faq' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'ar', href: 'https://tasreef.example/ar/faq' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'en', href: 'https://tasreef.example/en/faq' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'https://tasreef.example/ar/faq' });
    expect(meta.filter((m) => 'rel' in m && m.rel === 'canonical')).toHaveLength(1);
  });

  it('the Arabic canonical is the Arabic page; the home page defaults to the bare root', () => {
    const meta = pageMeta('ar', '', 'تصريف: تعلّم', 'x');
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://tasreef.example/ar' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'https://tasreef.example/' });
  });

  it('ends every title with «| تصريف» or «| Tasreef», the site name said once', () => {
    expect(pageMeta('ar', '/conjugations/sound/ktb-I1', 'تصريف كَتَبَ', 'x')).toContainEqual({ title: 'تصريف كَتَبَ | تصريف' });
    expect(pageTitle('ar', 'تصريف: تعلّم تصريف الأفعال')).toBe('تعلّم تصريف الأفعال | تصريف');
    expect(pageTitle('ar', 'الأسئلة | تصريف')).toBe('الأسئلة | تصريف');
    expect(pageTitle('en', 'Tasreef: learn Arabic verbs')).toBe('Learn Arabic verbs | Tasreef');
    expect(pageTitle('en', 'Conjugation of كَتَبَ')).toBe('Conjugation of كَتَبَ | Tasreef');
  });

  it('takes the locale from the URL, else from the root loader', () => {
    expect(metaLocale({ params: { locale: 'en' }, location: { pathname: '/en' }, matches: [] })).toBe('en');
    expect(metaLocale({ params: {}, location: { pathname: '/' }, matches: [{ id: 'root', data: { locale: 'en' } }] })).toBe('en');
    expect(metaLocale({ params: { locale: 'xx' }, location: { pathname: '/xx' }, matches: [] })).toBe('ar');
  });
});
