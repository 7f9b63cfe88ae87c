import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures.ts';

/**
 * The verb page's tables keep the server's HTML through hydration (StaticPart, ADR 0050): React
 * hydrates the page's header and controls, not the thousands of cells, and a page the app renders
 * itself (a navigation inside it) renders its tables as usual.
 */
const owned = (page: Page, selector: string) =>
  page.evaluate((sel: string) => {
    const el = document.querySelector(sel);
    if (!el) return null;
    // React marks every element it rendered or hydrated with its fiber
    return Object.keys(el).some((k) => k.startsWith('__reactFiber'));
  }, selector);

test('a verb page keeps its tables as the server sent them; links in them navigate in the app, and the next page renders its own', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto('/ar/conjugations/sound/ktb-I1');
  await page.waitForSelector('html[data-hydrated]');
  expect(await owned(page, '.conj-head')).toBe(true);
  expect(await owned(page, '.conj-body')).toBe(true);
  expect(await owned(page, 'td[data-slot="past.active.3ms"]')).toBe(false);
  await expect(page.locator('td[data-slot="present_indicative.active.3mp"]')).toContainText('يَكْتُبُونَ');
  // the tables' data stayed on the server (ADR 0051): the document's loader data has the header's
  // facts and not the forms of the tables, which a navigation inside the app asks for (.data)
  const loaderData = (await page.locator('script:not([src])').allTextContents()).filter((s) => s.includes('streamController.enqueue')).join('');
  expect(loaderData).toContain('يَكْتُبُ');
  expect(loaderData).not.toContain('يَكْتُبُونَ');
  expect(await (await page.request.get('/ar/conjugations/sound/ktb-I1.data')).text()).toContain('يَكْتُبُونَ');

  // a related verb: the app navigates (the page is not reloaded) and renders the new tables
  await page.evaluate(() => ((window as unknown as { stay: number }).stay = 1));
  // the router changes the URL once the next page's data has come (a busy machine may take a while)
  const nextData = page.waitForResponse((r) => r.url().includes('/ar/conjugations/sound/ktb-IV.data'));
  await page.locator('#related a[href="/ar/conjugations/sound/ktb-IV"]').click();
  expect((await nextData).status()).toBe(200);
  await expect(page).toHaveURL('/ar/conjugations/sound/ktb-IV');
  await expect(page.locator('td[data-slot="past.active.3ms"]')).toContainText('أَكْتَبَ');
  expect(await page.evaluate(() => (window as unknown as { stay?: number }).stay)).toBe(1);
  expect(await owned(page, 'td[data-slot="past.active.3ms"]')).toBe(true);

  // back to the first verb, then into English: each time the tables are the page's own
  await page.goBack();
  await expect(page).toHaveURL('/ar/conjugations/sound/ktb-I1');
  await expect(page.locator('td[data-slot="past.active.3ms"]')).toContainText('كَتَبَ');
  await page.getByRole('link', { name: 'غيّر اللغة إلى English' }).first().click();
  await expect(page).toHaveURL('/en/conjugations/sound/ktb-I1');
  await expect(page.locator('.conj-declension caption').first()).toHaveText('Masculine');
  await expect(page.locator('#h-active')).toHaveText('Active voice');
  expect(await page.evaluate(() => (window as unknown as { stay?: number }).stay)).toBe(1);
  expect(errors).toEqual([]);
});

test('in a kept table, a reshaped form still opens and closes its explanation', async ({ page }) => {
  await page.goto('/en/conjugations/hollow_waw/qwl-I1');
  await page.waitForSelector('html[data-hydrated]');
  expect(await owned(page, 'td[data-slot="present_indicative.active.3ms"]')).toBe(false);
  await page.locator('td[data-slot="present_indicative.active.3ms"] .cell-why__open').click();
  await expect(page.locator('#why-present_indicative-active-3ms')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('#why-present_indicative-active-3ms')).toBeHidden();
});

test('search results keep their server HTML; a result and the next page open in the app, each rendering its own results', async ({ page }) => {
  await page.goto('/en/basic-search?q=cut');
  await page.waitForSelector('html[data-hydrated]');
  const firstVerb = page.locator('.verb-table tbody tr').first();
  await expect(firstVerb).toBeVisible();
  expect(await owned(page, '.verb-table tbody tr')).toBe(false);
  expect(await owned(page, 'form.bs-form')).toBe(true);
  // the results' data stayed on the server (ADR 0051): the document's loader data has no page of results
  const loaderData = (await page.locator('script:not([src])').allTextContents()).filter((s) => s.includes('streamController.enqueue')).join('');
  expect(loaderData).toContain('suggestions');
  expect(loaderData).not.toContain('per_page');
  await page.evaluate(() => ((window as unknown as { stay: number }).stay = 1));

  // another page of results, then a verb: both without a reload, each rendered by the app
  const pageOne = await firstVerb.textContent();
  await page.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(firstVerb).not.toHaveText(pageOne!);
  await expect.poll(() => owned(page, '.verb-table tbody tr')).toBe(true);
  await page.locator('.verb-table tbody tr a').first().click();
  await expect(page).toHaveURL(/\/en\/conjugations\//);
  await expect(page.locator('td.conj-cell').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stay?: number }).stay)).toBe(1);
});

test('a phone’s browser gets the whole document at once: the loader data inline, no boundary revealed later by script', async ({ page }) => {
  // a person's browser, not a bot (Playwright's own user agent says HeadlessChrome)
  const userAgent = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
  for (const path of ['/ar/conjugations/sound/ktb-I1', '/en/basic-search?q=cut', '/ar']) {
    const html = await (await page.request.get(path, { headers: { 'user-agent': userAgent } })).text();
    expect(html, path).toContain('streamController.enqueue(');
    expect(html, path).not.toContain('$RC(');
    expect(html, path).not.toMatch(/<div hidden id="S:\d+">/);
  }
});
