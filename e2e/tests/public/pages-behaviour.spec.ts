import { QUESTION_TYPES } from '@tasreef/contracts/exams';
import { expect, test } from '../../fixtures.ts';

test('prices: monthly/yearly toggle shows the yearly price and discount; full comparison table', async ({ page }) => {
  await page.goto('/en/prices');
  await expect(page.getByTestId('price-basic')).toHaveText('$1 / month');
  await page.getByLabel('Yearly').check();
  await expect(page.getByTestId('price-basic')).toHaveText('$10 / year');
  await expect(page.getByTestId('price-pro')).toHaveText('$90 / year');
  await expect(page).toHaveURL(/billing=yearly/);
  await expect(page.locator('.billing-toggle__discount')).toContainText(/Save \d+% with yearly billing/);
  const table = page.getByRole('table');
  await expect(table.locator('thead th')).toHaveCount(5);
  // one row per feature of the plan catalogue (API keys and webhooks, issue 34, the twentieth)
  await expect(table.locator('tbody tr')).toHaveCount(20);
  await expect(table.getByRole('rowheader', { name: 'Questions per exam' })).toBeVisible();
  await expect(table.locator('tbody th[scope="row"]').first()).toBeVisible();
});

test('prices in Arabic come from the API in Arabic', async ({ page }) => {
  await page.goto('/ar/prices?billing=yearly');
  await expect(page.getByTestId('price-basic')).toContainText('$10');
  await expect(page.getByRole('table').getByRole('columnheader').first()).toHaveText('الميزة');
});

test('help center filters instantly while typing', async ({ page }) => {
  await page.goto('/en/help-center');
  const all = await page.locator('.help-article').count();
  expect(all).toBeGreaterThan(3);
  await page.getByLabel('Search the help articles').fill('password');
  await expect.poll(() => page.locator('.help-article').count()).toBeLessThan(all);
  await expect(page.locator('.help-article').first()).toContainText(/password/i);
  await page.getByLabel('Search the help articles').fill('zzzzqqq');
  await expect(page.locator('.help-count')).toContainText('No article matches');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('help center ?q= is filtered on the server', async ({ page }) => {
    await page.goto('/en/help-center');
    const all = await page.locator('.help-article').count();
    await page.goto('/en/help-center?q=password');
    const some = await page.locator('.help-article').count();
    expect(some).toBeGreaterThan(0);
    expect(some).toBeLessThan(all);
  });
});

test('help center Arabic search ignores diacritics', async ({ page }) => {
  await page.goto('/ar/help-center?q=' + encodeURIComponent('كَلِمَة المرور'));
  expect(await page.locator('.help-article').count()).toBeGreaterThan(0);
});

for (const locale of ['ar', 'en'] as const) {
  test(`${locale}: unsubscribe with a missing or forged token says the link is bad`, async ({ page }) => {
    const bad = locale === 'ar' ? 'رابط إلغاء الاشتراك هذا غير صالح' : 'This unsubscribe link is invalid';
    await page.goto(`/${locale}/unsubscribe`);
    await expect(page.getByRole('alert')).toContainText(bad);
    await page.goto(`/${locale}/unsubscribe?email=someone%40example.org&token=forged`);
    await expect(page.getByRole('alert')).toContainText(bad);
  });
}

test('faq answers open and close', async ({ page }) => {
  await page.goto('/en/faq');
  const first = page.locator('.faq-item').first();
  await first.locator('summary').click();
  await expect(first).toHaveAttribute('open', '');
});

test('questions-types lists every type the generator makes', async ({ page }) => {
  await page.goto('/en/questions-types');
  await expect(page.locator('.qt-card')).toHaveCount(QUESTION_TYPES.length);
  await expect(page.locator('#mood_in_context h2')).toHaveText('Mood in context');
  await page.goto('/ar/questions-types');
  await expect(page.locator('.page-header__meta')).toHaveText(`${QUESTION_TYPES.length} نوعًا من الأسئلة`);
});
