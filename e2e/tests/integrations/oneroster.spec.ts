import { expect, ownAddress, test } from '../../fixtures.ts';
import { registerVerified } from '../../accounts.ts';
import { shoot } from '../../shots.ts';

/**
 * The OneRoster REST section of the roster import page (ADR 0093) in both languages: the form beside
 * the file upload, and a private address refused at its field (the server here is a production one:
 * no loopback allowance, so the pull itself is tested in apps/server/test/roster). The LMS page and
 * the QTI import form of the exam list are shot beside it. axe and shots at 1366 and 390 px (SHOTS=dir).
 */
const PASSWORD = 'Roster1!pass';
const T = {
  ar: {
    title: 'أو اجلب القائمة من خدمة OneRoster',
    base: 'عنوان بيانات القوائم',
    token: 'عنوان الرموز (OAuth 2)',
    id: 'معرّف العميل',
    secret: 'سرّ العميل',
    pull: 'اجلب القائمة',
    refused: 'على شبكة محلية أو خاصة',
  },
  en: {
    title: 'Or pull from a OneRoster service',
    base: 'Rostering address',
    token: 'Token address (OAuth 2)',
    id: 'Client id',
    secret: 'Client secret',
    pull: 'Pull the roster',
    refused: 'is on a local or private network',
  },
} as const;

for (const locale of ['ar', 'en'] as const) {
  test(`OneRoster REST section, LMS page and QTI import form (${locale})`, async ({ browser, baseURL }) => {
    const t = T[locale];
    const email = `oneroster-${locale}-${Date.now()}@tasreef.test`;
    const api = await registerVerified(
      browser,
      baseURL!,
      locale,
      { full_name: locale === 'ar' ? 'مدرسة الرواد' : 'Pioneers School', email, role: 'educator', educator_type: 'school', organization_type: 'school' },
      { password: PASSWORD },
    );
    const context = await browser.newContext({ extraHTTPHeaders: ownAddress(), baseURL, storageState: await api.storageState() });
    const page = await context.newPage();
    await page.goto(`/${locale}/dashboard/roster-import`);
    await expect(page.getByRole('heading', { level: 2, name: t.title })).toBeVisible();
    await shoot(page, `oneroster-form-${locale}`);
    await page.getByLabel(t.base).fill('http://10.0.0.7/ims/oneroster/rostering/v1p2');
    await page.getByLabel(t.token).fill('http://10.0.0.7/token');
    await page.getByLabel(t.id).fill('school-client');
    await page.getByLabel(t.secret).fill('a-secret-value');
    await page.getByRole('button', { name: t.pull }).click();
    await expect(page.locator('.field-error').first()).toContainText(t.refused);
    // the secret is not given back to the page (the field keeps what was typed, in the browser only)
    expect(await page.content()).not.toContain('a-secret-value');
    await shoot(page, `oneroster-refused-${locale}`);
    await page.goto(`/${locale}/dashboard/lms`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // a page the plan lacks invites to upgrade, as the API keys and webhooks pages do: not an
    // error alert in the error colours (it was, 29 Nov)
    await expect(page.locator('.plan-limit--offer')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await shoot(page, `lms-${locale}`);
    await page.goto(`/${locale}/dashboard/exam-list`);
    await page.locator('details:has(#qti-file) summary').click();
    await expect(page.locator('#qti-file')).toBeVisible();
    await shoot(page, `qti-import-${locale}`);
    await context.close();
  });
}
