import type { Browser } from '@playwright/test';
import { expect, ownAddress, test, waitForMail } from '../../fixtures.ts';
import { MAIL_CODE as CODE } from '../../accounts.ts';
import { shoot } from '../../shots.ts';

/**
 * The exam wizard's criterion "verbs of the Quran" (ADR 0040): checked in step 2, kept when the
 * step is checked again, and the generated questions ask only about verbs the Quran has.
 */
const PASSWORD = 'Quran1!pass';
const LABEL = { ar: 'أفعال القرآن الكريم فقط', en: 'Verbs of the Quran only' } as const;

async function educator(browser: Browser, baseURL: string, locale: 'ar' | 'en', email: string) {
  const context = await browser.newContext({ extraHTTPHeaders: ownAddress(), baseURL });
  const api = context.request;
  const headers = { origin: baseURL };
  const res = await api.post(`/api/v1/${locale}/auth/register`, {
    headers,
    data: { password: PASSWORD, password_confirmation: PASSWORD, accept_terms: true, full_name: 'Quran Teacher', email, role: 'educator', educator_type: 'teacher' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const code = await waitForMail(email, CODE, 15_000);
  expect((await api.post(`/api/v1/${locale}/auth/verify-email`, { headers, data: { email, verification_code: code } })).status()).toBe(200);
  await context.close();
}

for (const locale of ['ar', 'en'] as const) {
  test(`${locale}: the wizard's "verbs of the Quran" asks only about verbs the Quran has`, async ({ page, browser, baseURL }) => {
    test.setTimeout(240_000);
    const email = `quran.${locale}${Date.now().toString(36)}@example.test`;
    await educator(browser, baseURL!, locale, email);
    const headers = { origin: baseURL! };
    expect((await page.request.post(`/api/v1/${locale}/auth/login`, { headers, data: { email, password: PASSWORD } })).status()).toBe(200);

    await page.goto(`/${locale}/dashboard/create-exam`);
    await page.locator('input[name=title]').fill(locale === 'ar' ? 'أفعال القرآن' : 'Verbs of the Quran');
    await page.locator('input[name=type][value=conjugate]').check();
    await page.locator('input[name=count_mode][value=fixed]').check();
    await page.locator('input[name=question_count]').fill('6');
    await page.locator('button[name=intent][value=next]').click();
    await expect(page).toHaveURL(/exam-setup\/[0-9a-f-]{36}\?step=2/);
    const id = /exam-setup\/([0-9a-f-]{36})/.exec(page.url())![1]!;

    await page.getByLabel(LABEL[locale]).check();
    await page.locator('button[name=intent][value=check]').click();
    await expect(page.getByRole('status').first()).toBeVisible();
    await expect(page.getByLabel(LABEL[locale])).toBeChecked();
    await shoot(page, `quran-exam-criterion-${locale}`);
    await page.locator('button[name=intent][value=next]').click();
    await expect(page).toHaveURL(/step=3/);
    await expect(page.locator('.question-card')).toHaveCount(6);

    // every question's verb occurs in the Quran as a verb
    const exam = await page.request.get(`/api/v1/${locale}/exams/${id}`);
    expect(exam.status(), await exam.text()).toBe(200);
    const body = (await exam.json()) as { data: { request: { criteria: { quran?: boolean } }; questions: Array<{ source: { verb_id: string } }> } };
    expect(body.data.request.criteria.quran).toBe(true);
    expect(body.data.questions).toHaveLength(6);
    for (const q of body.data.questions) {
      const counted = (await (await page.request.get(`/api/v1/${locale}/quran/verbs/${q.source.verb_id}`)).json()) as { data: { verb: number } };
      expect(counted.data.verb, q.source.verb_id).toBeGreaterThan(0);
    }
  });
}
