import { checkA11y, expect, test } from '../../fixtures.ts';

test('language switch keeps the page and the query, flips lang/dir and stores the cookie', async ({ page, context }) => {
  await page.goto('/ar/help-center?q=exam');
  const toEnglish = page.locator('.topbar').getByRole('link', { name: /English/ });
  await expect(toEnglish.locator('img')).toHaveAttribute('alt', 'علم اللغة الإنجليزية');
  await toEnglish.click();
  await expect(page).toHaveURL(/\/en\/help-center\?q=exam$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const cookie = (await context.cookies()).find((c) => c.name === 'locale');
  expect(cookie?.value).toBe('en');
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
  await page
    .locator('.topbar')
    .getByRole('link', { name: /العربية/ })
    .click();
  await expect(page).toHaveURL(/\/ar\/help-center\?q=exam$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test.describe('an Arabic browser', () => {
  test.use({ locale: 'ar-EG' });
  test('the bare root is Arabic, switches to /en, and the cookie wins afterwards', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await page
      .locator('.topbar')
      .getByRole('link', { name: /English/ })
      .click();
    await expect(page).toHaveURL(/\/en$/);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en'); // cookie wins now
  });
});

test('submenus open with the keyboard, expose aria-expanded and close on Escape', async ({ page }) => {
  await page.goto('/en');
  const services = page.locator('.desktop-nav').getByRole('button', { name: 'Our services' });
  await expect(services).toHaveAttribute('aria-expanded', 'false');
  await services.focus();
  await page.keyboard.press('Enter');
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  const features = page.locator('.desktop-nav').getByRole('link', { name: 'Platform features' });
  await expect(features).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(features).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(services).toHaveAttribute('aria-expanded', 'false');
  await expect(services).toBeFocused();
  await expect(features).toBeHidden();
  await services.click();
  await page.locator('.desktop-nav').getByRole('link', { name: 'Use cases' }).click();
  await expect(page).toHaveURL(/\/en\/use-cases$/);
  await expect(services).toHaveAttribute('aria-expanded', 'false');
});

test('the search row sends a GET to basic search', async ({ page }) => {
  await page.goto('/ar/about-us');
  await page.locator('.searchbar input[name="q"]').fill('كتب');
  await page.locator('.searchbar').getByRole('button').click();
  await expect(page).toHaveURL(/\/ar\/basic-search\?q=%D9%83%D8%AA%D8%A8$/);
});

test('text size: cookie fixedFontSize, applied by the server render', async ({ page, context }) => {
  await page.goto('/en/faq');
  await expect(page.locator('html')).toHaveCSS('font-size', '18px');
  await page.locator('.topbar').getByRole('button', { name: 'Large' }).click();
  await expect(page.locator('html')).toHaveCSS('font-size', '28px');
  expect((await context.cookies()).find((c) => c.name === 'fixedFontSize')?.value).toBe('28');
  const html = await (await page.request.get('/en/faq')).text();
  expect(html).toContain('data-font-size="large"');
  await page.reload();
  await expect(page.locator('html')).toHaveCSS('font-size', '28px');
  await page.locator('.topbar').getByRole('button', { name: 'Medium' }).click();
  await expect(page.locator('html')).toHaveCSS('font-size', '20px');
  await expect(page.locator('.topbar').getByRole('button', { name: 'Medium' })).toHaveAttribute('aria-pressed', 'true');
});

test('footer links reach terms, refunds, faq, help center, contact and about', async ({ page }) => {
  await page.goto('/en');
  const footer = page.locator('footer');
  for (const [name, path] of [
    ['Terms and conditions', '/en/terms-and-conditions'],
    ['Refunds', '/en/refunds'],
    ['Frequently asked questions', '/en/faq'],
    ['Help center', '/en/help-center'],
    ['Contact us', '/en/contact-us'],
    ['About us', '/en/about-us'],
  ] as const) {
    await expect(footer.getByRole('link', { name })).toHaveAttribute('href', path);
  }
});

test.describe('mobile drawer', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const locale of ['ar', 'en'] as const) {
    test(`${locale}: 320px from the ${locale === 'ar' ? 'right' : 'left'}, closes three ways, traps focus`, async ({ page }) => {
      await page.goto(`/${locale}/about-us`);
      const burger = page.locator('.burger');
      const panel = page.locator('#mobile-drawer');
      const closeName = locale === 'ar' ? 'أغلق القائمة' : 'Close menu';

      // 1. close button
      await burger.click();
      await expect(panel).toBeVisible();
      await expect(burger).toHaveAttribute('aria-expanded', 'true');
      await page.waitForTimeout(350); // slide-in transition
      const box = await panel.boundingBox();
      expect(box?.width).toBe(320);
      if (locale === 'ar') expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(390);
      else expect(Math.round(box?.x ?? -1)).toBe(0);
      await expect(panel.getByRole('button', { name: closeName })).toBeFocused();
      await expect(panel.getByRole('link', { name: locale === 'ar' ? 'إنشاء حساب جديد' : 'Create new account' })).toHaveAttribute('href', `/${locale}/auth/register`);
      await checkA11y(page);
      // focus stays inside
      await page.keyboard.press('Shift+Tab');
      expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await panel.getByRole('button', { name: closeName }).click();
      await expect(panel).toBeHidden();
      await expect(burger).toBeFocused();

      // 2. mask
      await burger.click();
      await expect(panel).toBeVisible();
      await page.mouse.click(locale === 'ar' ? 20 : 370, 400);
      await expect(panel).toBeHidden();

      // 3. route change
      await burger.click();
      await panel.getByRole('link', { name: locale === 'ar' ? 'خطط الأسعار' : 'Price plans' }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/prices$`));
      await expect(panel).toBeHidden();

      // Escape
      await burger.click();
      await expect(panel).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
    });
  }
});

/** Spec §9: the loading bar shows only when a navigation lasts more than 200 ms. */
const THROTTLE_MS = 200;

test('a slow navigation shows the 3px loading bar after the 200 ms throttle, a fast one does not', async ({ page }) => {
  // The throttle runs on the page's clock, held still here: only runFor() moves it, so a busy
  // machine cannot make a fast navigation look slow.
  await page.clock.install();
  await page.goto('/en');
  await page.waitForSelector('html[data-hydrated]');
  await page.clock.pauseAt(Date.now() + 1_000);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/en/faq.data*', async (route) => {
    await held;
    await route.continue();
  });
  const requested = page.waitForRequest(/\/en\/faq\.data/);
  await page.locator('footer').getByRole('link', { name: 'Frequently asked questions' }).click();
  await requested;
  const bar = page.getByTestId('loading-bar');
  // the navigation is pending for 300 ms of real time, none of the page's: no bar yet; then the
  // page's clock moves to just before the throttle's end, and just after it
  await page.waitForTimeout(300);
  await expect(bar).toBeHidden();
  await page.clock.runFor(THROTTLE_MS - 1);
  await expect(bar).toBeHidden();
  await page.clock.runFor(2);
  await expect(bar).toBeVisible();
  await expect(bar).toHaveCSS('height', '3px');
  release();
  await expect(page).toHaveURL(/\/en\/faq$/);
  await expect(bar).toBeHidden();

  // A fast navigation (back home: its code is already loaded, its data is local) is over before
  // the throttle's time has passed, and the bar never shows, even when the clock moves on after.
  let seen = false;
  await page.exposeFunction('__barSeen', () => (seen = true));
  await page.evaluate(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="loading-bar"]')) (window as unknown as { __barSeen: () => void }).__barSeen();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole('link', { name: 'Tasreef, home page' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await page.clock.runFor(THROTTLE_MS * 2);
  await expect(bar).toBeHidden();
  expect(seen).toBe(false);
});
