import { expect, test } from '../../fixtures.ts';

/**
 * A page from the page cache (ADR 0053) carries no nonce: its policy names its inline scripts by
 * their hashes. A browser runs every one of them (the page hydrates and then navigates inside the
 * app) and reports no violation of the policy.
 */
for (const path of ['/ar', '/en/conjugations/sound/ktb-I1', '/ar/conjugations/sound/ktb-I1']) {
  test(`${path} from the page cache: its scripts run under their hashes, none refused`, async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (e) => console.error(`policy violation: ${e.violatedDirective} ${e.blockedURI}`)));
    await page.goto(path); // stores the page if no earlier visit did
    const response = await page.goto(path);
    const headers = response?.headers() ?? {};
    expect(headers['x-page-cache']).toBe('hit');
    expect(headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
    expect(headers['content-security-policy']).not.toContain('nonce');
    expect(await page.locator('script[nonce]').count()).toBe(0);
    await page.waitForSelector('html[data-hydrated]');

    // the app navigates by itself: the window it started in is still there
    await page.evaluate(() => ((window as unknown as { stay: number }).stay = 1));
    const link = page.locator(`main a[href^="/${path.slice(1, 3)}/"]:visible`).first();
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(href!);
    expect(await page.evaluate(() => (window as unknown as { stay?: number }).stay)).toBe(1);
    expect(problems).toEqual([]);
  });
}
