import { expect, ownAddress, test } from '../../fixtures.ts';
import { registerVerified } from '../../accounts.ts';
import { shoot } from '../../shots.ts';

/**
 * The progress page's weekly bars, in both languages (issue 37): a week is its bar on the chart's
 * own background, with no white box beside or behind it.
 */
const PASSWORD = 'Class1!room';

for (const locale of ['ar', 'en'] as const) {
  test(`${locale}: the weekly progress bars stand on the chart with no white boxes`, async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    const headers = { origin: baseURL! };
    const email = `weeks.${locale}.${Date.now()}@example.test`;
    await registerVerified(browser, baseURL!, locale, { full_name: 'Week Bars', email, role: 'student' }, { password: PASSWORD });
    // week by week is a Pro feature: this session's administrator (ADMIN_EMAILS in e2e/serve.ts, shared with tests/exams/classroom.spec.ts) grants it
    const adminEmail = `admin-room-${locale}@tasreef.test`;
    await registerVerified(browser, baseURL!, locale, { full_name: 'Room Admin', email: adminEmail, role: 'educator', educator_type: 'teacher' }, { password: PASSWORD }).catch(
      () => undefined,
    );
    const admin = (await browser.newContext({ extraHTTPHeaders: ownAddress(), baseURL })).request;
    expect((await admin.post(`/api/v1/${locale}/auth/login`, { headers, data: { email: adminEmail, password: PASSWORD } })).status()).toBe(200);
    expect((await page.request.post(`/api/v1/${locale}/auth/login`, { headers, data: { email, password: PASSWORD } })).status()).toBe(200);
    const me = (await (await page.request.get(`/api/v1/${locale}/account`)).json()).data.id as string;
    expect((await admin.patch(`/api/v1/${locale}/admin/users/${me}/plan`, { headers, data: { plan_code: 'pro' } })).status()).toBe(200);
    // a practice set of multiple choice questions, each answered with its first option (right or wrong: both count)
    const made = await page.request.post(`/api/v1/${locale}/practice/sets`, { headers, data: { verb: 'ktb-I1', type: 'identify_person' } });
    expect(made.status(), await made.text()).toBe(201);
    const set = (await made.json()).data as { id: string; questions: { id: string; options: { id: string }[] }[] };
    for (const q of set.questions.filter((x) => x.options.length > 0))
      expect((await page.request.post(`/api/v1/${locale}/practice/sets/${set.id}/answers/${q.id}`, { headers, data: { option_id: q.options[0]!.id } })).status()).toBe(200);

    await page.goto(`/${locale}/dashboard/progress`);
    const cells = page.locator('.week-bars__cell');
    await expect(cells.first()).toBeAttached();
    // this week has a bar; no cell paints a box of its own
    await expect(page.locator('.week-bars__bar').first()).toBeVisible();
    const painted = await cells.evaluateAll((all) => all.map((c) => getComputedStyle(c).backgroundColor).filter((b) => b !== 'rgba(0, 0, 0, 0)' && b !== 'transparent'));
    expect(painted).toEqual([]);
    await shoot(page, `${locale}-progress-week-bars`);
  });
}
