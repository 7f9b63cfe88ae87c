import { expect, ownAddress, test } from '../../fixtures.ts';
import { registerVerified } from '../../accounts.ts';
import { shoot } from '../../shots.ts';

/**
 * The outside doors (ADR 0083) through the pages, in both languages: the developers' page with its
 * curl calls made from the OpenAPI document, and the API keys and webhooks pages of an educator on
 * the Free plan, which show the upgrade prompt naming the plan that has them. axe and shots at
 * 1366 and 390 px (SHOTS=dir).
 */
const PASSWORD = 'Keys1!pass';
const T = {
  ar: { dev: 'للمطوّرين', keys: 'مفاتيح الواجهة البرمجية', hooks: 'خطافات الويب', upgrade: 'لا تشمل خطتك مفاتيح الواجهة البرمجية وخطافات الويب' },
  en: { dev: 'Developers', keys: 'API keys', hooks: 'Webhooks', upgrade: 'Your plan does not include API keys and webhooks' },
} as const;

for (const locale of ['ar', 'en'] as const) {
  test(`developers, API keys and webhooks pages (${locale})`, async ({ browser, baseURL }) => {
    const t = T[locale];
    const email = `keys-${locale}-${Date.now()}@tasreef.test`;
    const api = await registerVerified(browser, baseURL!, locale, { full_name: 'Key Educator', email, role: 'educator', educator_type: 'educator' }, { password: PASSWORD });
    const context = await browser.newContext({ extraHTTPHeaders: ownAddress(), baseURL, storageState: await api.storageState() });
    const page = await context.newPage();
    await page.goto(`/${locale}/developers`);
    await expect(page.getByRole('heading', { level: 1, name: t.dev })).toBeVisible();
    await expect(page.locator('.curl-example pre').first()).toContainText(`/api/v1/${locale}/`);
    await expect(page.locator('.curl-example pre').first()).toContainText('Authorization: Bearer $TASREEF_API_KEY');
    // the calls are grouped by scope and closed: on a phone the page is a list of scopes, not 60 calls
    expect(await page.locator('.curl-group').count()).toBeGreaterThan(1);
    await expect(page.locator('.curl-example pre').first()).toBeHidden();
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(6000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.locator('.curl-group summary').first().click();
    await expect(page.locator('.curl-example pre').first()).toBeVisible();
    await shoot(page, `developers-${locale}`);
    await page.goto(`/${locale}/dashboard/api-keys`);
    await expect(page.getByRole('heading', { level: 1, name: t.keys })).toBeVisible();
    // a page the plan lacks invites to upgrade: not announced as an error, not in the error colours
    await expect(page.locator('.plan-limit--offer')).toContainText(t.upgrade);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await shoot(page, `api-keys-${locale}`);
    await page.goto(`/${locale}/dashboard/webhooks`);
    await expect(page.getByRole('heading', { level: 1, name: t.hooks })).toBeVisible();
    // a page the plan lacks invites to upgrade: not announced as an error, not in the error colours
    await expect(page.locator('.plan-limit--offer')).toContainText(t.upgrade);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await shoot(page, `webhooks-${locale}`);
    await context.close();
  });
}
