import { checkA11y, expect, test } from '../../fixtures.ts';
import { registerVerified } from '../../accounts.ts';
import { shoot } from '../../shots.ts';

/**
 * Issue 37, defect 10: the exam wizard's step 4 (assign) hydrated with React's error #418 (the
 * server's text differed from the browser's first render). The page must hydrate without a console
 * error or uncaught exception, in both languages, with the browser in another time zone than the
 * server's (as a Riyadh teacher's is) and its clock ahead.
 */
const PASSWORD = 'Wizard1!step';

test.use({ timezoneId: 'Asia/Riyadh' });

const VERB = {
  ar: { found: 'الأفعال التي وُجدت (ضع علامة للإضافة)', dropped: 'أزل العلامة للحذف' },
  en: { found: 'Verbs found (tick to add)', dropped: 'untick to drop' },
} as const;

for (const locale of ['ar', 'en'] as const) {
  test(`${locale}: step 4 of the exam wizard hydrates without console errors; step 2's verb box and step 3's meta lines read right`, async ({ page, browser, baseURL }) => {
    test.setTimeout(240_000);
    const headers = { origin: baseURL! };
    const stamp = `${locale}${Date.now().toString(36)}`;
    const email = `hydrate.${stamp}@example.test`;
    const teacher = await registerVerified(
      browser,
      baseURL!,
      locale,
      { full_name: locale === 'ar' ? 'أ. سارة' : 'Ms Sara', email, role: 'educator', educator_type: 'teacher' },
      { password: PASSWORD },
    );
    const made = await teacher.post(`/api/v1/${locale}/exams`, {
      headers,
      data: {
        title: locale === 'ar' ? 'اختبار الخطوة الرابعة' : 'Step four exam',
        setup_step: 4,
        request: { objectives: [{ type: 'conjugate' }], formats: ['multiple_choice'], question_count: 5, criteria: { verbs: ['ktb-I1'] }, seed: 3 },
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const examId = (await made.json()).data.exam.id as string;
    expect((await page.request.post(`/api/v1/${locale}/auth/login`, { headers, data: { email, password: PASSWORD } })).status()).toBe(200);

    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    // The browser's clock two hours on from the server's (a skewed clock, or a render that took
    // long): nothing the server rendered may depend on reading the browser's clock again.
    await page.clock.install({ time: Date.now() + 2 * 3_600_000 });
    await page.goto(`/${locale}/dashboard/exam-setup/${examId}?step=4`);
    await expect(page.locator('input[name=attempts_allowed]')).toBeVisible();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    expect(problems).toEqual([]);
    await checkA11y(page);
    await shoot(page, `${locale}-wizard-step4`);

    // Step 2 after a search in English: the found verbs under their own legend, unticked, each
    // with its Arabic forms and its meaning apart; the search field wide at 1366 and 390 px.
    await page.goto(`/${locale}/dashboard/exam-setup/${examId}?step=2&verb_q=write`);
    const found = page.getByRole('group', { name: VERB[locale].found });
    await expect(found.getByRole('checkbox').first()).not.toBeChecked();
    await expect(found.locator('bdi[lang=en]').first()).toContainText('write');
    // "untick to drop" stands over ticked boxes only (the draft's own verb, كتب).
    const chosen = page.getByRole('group', { name: new RegExp(VERB[locale].dropped) });
    await expect(chosen.getByRole('checkbox')).toHaveCount(1);
    await expect(chosen.locator('input[type=checkbox]:not(:checked)')).toHaveCount(0);
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const field = (await page.locator('#verb-q').boundingBox())!;
      const form = (await page.locator('form.verb-search').boundingBox())!;
      expect(field.width, `search field at ${width} px`).toBeGreaterThan(form.width * 0.55);
    }
    await page.setViewportSize({ width: 1366, height: 900 });
    await checkA11y(page);
    await shoot(page, `${locale}-wizard-step2`);

    // Step 3: each question's meta line is made of isolated parts, each with its language.
    await page.goto(`/${locale}/dashboard/exam-setup/${examId}?step=3`);
    const meta = page.locator('.question-card__head p.muted').first();
    await expect(meta.locator('bdi[lang=en]', { hasText: 'ACTFL' })).toHaveCount(1);
    await expect(meta.locator(`bdi[lang=${locale}]`).first()).toBeVisible();
    await checkA11y(page);
    await shoot(page, `${locale}-wizard-step3`);
    expect(problems).toEqual([]);
  });
}
