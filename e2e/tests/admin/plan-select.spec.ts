import { expect, test } from '../../fixtures.ts';
import { registerVerified } from '../../accounts.ts';
import { shoot } from '../../shots.ts';

/**
 * The administrator's users table shows each account's plan in full (issue 37: the select was
 * squeezed to "Scho"), in both languages at 1366 and 390 px.
 */
const PASSWORD = 'Class1!room';

for (const locale of ['ar', 'en'] as const) {
  test(`${locale}: the plan select of the users table is as wide as its longest plan`, async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    const headers = { origin: baseURL! };
    // this spec's administrator (ADMIN_EMAILS in e2e/serve.ts), shared with tests/exams/classroom.spec.ts
    const email = `admin-room-${locale}@tasreef.test`;
    await registerVerified(browser, baseURL!, locale, { full_name: 'Room Admin', email, role: 'educator', educator_type: 'teacher' }, { password: PASSWORD }).catch(
      () => undefined,
    );
    // an account on the School plan, whose name is the longest
    const school = await registerVerified(
      browser,
      baseURL!,
      locale,
      { full_name: 'Plan Width', email: `plan.${locale}.${Date.now()}@example.test`, role: 'educator', educator_type: 'teacher' },
      { password: PASSWORD },
    );
    const id = (await (await school.get(`/api/v1/${locale}/account`)).json()).data.id as string;
    expect((await page.request.post(`/api/v1/${locale}/auth/login`, { headers, data: { email, password: PASSWORD } })).status()).toBe(200);
    expect((await page.request.patch(`/api/v1/${locale}/admin/users/${id}/plan`, { headers, data: { plan_code: 'school' } })).status()).toBe(200);
    await page.goto(`/${locale}/dashboard/admin/users?search=Plan%20Width`);
    const selects = page.locator('.admin-users__plan select');
    await expect(selects.first()).toBeVisible();
    /** How much narrower each select is than it would be on its own (0: nothing clipped). */
    const clipped = () =>
      selects.evaluateAll((all) =>
        all.map((s) => {
          const alone = s.cloneNode(true) as HTMLSelectElement;
          alone.style.position = 'absolute';
          alone.style.inlineSize = 'auto';
          s.parentElement!.append(alone);
          const natural = alone.getBoundingClientRect().width;
          alone.remove();
          return Math.max(0, Math.ceil(natural - s.getBoundingClientRect().width));
        }),
      );
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      expect(await clipped(), `at ${width} px`).toEqual((await clipped()).map(() => 0));
      // and the table still fits its box on a desktop (it scrolls inside it only when it must)
      if (width === 1366) expect(await page.locator('.admin-users__scroll').evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
    }
    await shoot(page, `${locale}-admin-plan-select`);
  });
}
