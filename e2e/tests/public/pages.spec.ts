import { checkA11y, expect, LOCALES, test } from '../../fixtures.ts';

/** Every public page of spec §2 that exists so far. */
const PAGES = [
  '',
  '/about-us',
  '/terms-and-conditions',
  '/refunds',
  '/faq',
  '/help-center',
  '/key-features',
  '/use-cases',
  '/questions-types',
  '/reports',
  '/generate-exams',
  '/prices',
  '/contact-us',
  '/unsubscribe',
];

for (const locale of LOCALES) {
  for (const path of PAGES) {
    test(`${locale}${path || ' home'}: one h1, lang, dir, title, hreflang, no serious a11y violation`, async ({ page, baseURL }) => {
      const response = await page.goto(`/${locale}${path}`);
      expect(response?.status()).toBe(200);
      const html = page.locator('html');
      await expect(html).toHaveAttribute('lang', locale);
      await expect(html).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toBeVisible();
      expect((await page.locator('h1').innerText()).trim().length).toBeGreaterThan(2);
      await expect(page).toHaveTitle(locale === 'ar' ? / \| تصريف$/ : / \| Tasreef$/);
      // absolute, from PUBLIC_URL (ADR 0042)
      await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute('href', `${baseURL}/ar${path}`);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${baseURL}/en${path}`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/${locale}${path}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
      for (const landmark of ['header', 'main', 'footer']) await expect(page.locator(landmark).first()).toBeVisible();
      await checkA11y(page);
    });
  }
}

test('the server HTML already carries lang and dir (no client fix-up)', async ({ request }) => {
  for (const locale of LOCALES) {
    const body = await (await request.get(`/${locale}/faq`)).text();
    expect(body).toContain(`<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"`);
  }
});

test('bare / renders home in the cookie locale, else Accept-Language, else Arabic, without redirect', async ({ request }) => {
  const ar = await request.get('/', { headers: { 'accept-language': 'fr' }, maxRedirects: 0 });
  expect(ar.status()).toBe(200);
  expect(await ar.text()).toContain('<html lang="ar" dir="rtl"');
  const en = await request.get('/', { headers: { 'accept-language': 'en-GB,en;q=0.9,ar;q=0.5' }, maxRedirects: 0 });
  expect(await en.text()).toContain('<html lang="en" dir="ltr"');
  const cookie = await request.get('/', { headers: { 'accept-language': 'en', cookie: 'locale=ar' }, maxRedirects: 0 });
  expect(await cookie.text()).toContain('<html lang="ar" dir="rtl"');
});

for (const locale of LOCALES) {
  test(`${locale}: unknown path is a 404 page with the path and a link home`, async ({ page }) => {
    const response = await page.goto(`/${locale}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toContainText('404');
    const message = page.locator('.error-page__message');
    await expect(message).toContainText(locale === 'ar' ? 'الصفحة غير موجودة' : 'Page Not Found');
    await expect(message.locator('bdi')).toHaveText(`/${locale}/no-such-page`);
    await page.getByRole('link', { name: locale === 'ar' ? 'خذني إلى الصفحة الرئيسية' : 'Take me to home page' }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}$`));
    await checkA11y(page);
  });
}

test('unknown locale prefix is a 404 page', async ({ page }) => {
  for (const path of ['/fr', '/fr/about-us', '/some/deep/path']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator('.error-page__message bdi')).toHaveText(path);
  }
});
