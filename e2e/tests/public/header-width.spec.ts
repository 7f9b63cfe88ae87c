import { checkA11y, expect, test } from '../../fixtures.ts';

/**
 * The desktop navigation on one line at 1366 px in both languages (issue 37: the English one wrapped
 * "Contact us" to a second line); at 992 px, the narrowest desktop, it may wrap but stays inside the page.
 */
for (const locale of ['ar', 'en'] as const) {
  test(`${locale}: the desktop navigation holds on one line at 1366 px`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/${locale}`);
    const tops = await page.locator('.desktop-nav .nav-list--bar > li').evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
    expect(tops.length).toBeGreaterThan(5);
    expect(new Set(tops).size, `item tops ${tops.join(', ')}`).toBe(1);
    await checkA11y(page);
    await page.setViewportSize({ width: 992, height: 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow).toBeLessThanOrEqual(992);
    if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/${locale}-header-992.png` });
    await page.setViewportSize({ width: 1366, height: 900 });
    if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/${locale}-header-1366.png` });
  });
}
