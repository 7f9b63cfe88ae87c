import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, ownAddress, test } from '../../fixtures.ts';
import { registerVerified } from '../../accounts.ts';
import { shoot } from '../../shots.ts';

/**
 * Per-student overrides (ADR 0089): a teacher gives one student of an exam of one attempt an extra
 * attempt and a later close date on the exam's details page; that student starts again, the other,
 * whose one attempt is used, cannot. Both languages, axe and screenshots at 1366 and 390 px.
 */
const PASSWORD = 'Override1!p';

const T = {
  ar: {
    pupil: 'سلمى',
    other: 'يوسف',
    className: 'الصف السابع',
    title: 'اختبار الماضي',
    add: 'إضافة استثناء',
    save: 'حفظ الاستثناء',
    own: 'استثناؤه الخاص',
    attempts: 'محاولات إضافية',
    closes: 'يُغلَق',
    used: 'استنفدت',
  },
  en: {
    pupil: 'Salma',
    other: 'Yusuf',
    className: 'Grade 7',
    title: 'The past tense',
    add: 'Add an override',
    save: 'Save the override',
    own: 'Own override',
    attempts: 'Extra attempts',
    closes: 'Closes',
    used: 'used every attempt',
  },
} as const;

function registered(browser: Browser, baseURL: string, locale: 'ar' | 'en', body: Record<string, unknown>): Promise<APIRequestContext> {
  return registerVerified(browser, baseURL, locale, body, { password: PASSWORD });
}

for (const locale of ['ar', 'en'] as const) {
  const t = T[locale];

  test(`${locale}: a teacher gives one student an extra attempt and a later close date; that student starts again, another cannot`, async ({ page, browser, baseURL }) => {
    test.setTimeout(240_000);
    const stamp = `${locale}${Date.now().toString(36)}`;
    const email = `override.${stamp}@example.test`;
    const headers = { origin: baseURL! };
    const api = `/api/v1/${locale}`;
    const teacher = await registered(browser, baseURL!, locale, { full_name: locale === 'ar' ? 'أ. منى' : 'Ms Mona', email, role: 'educator', educator_type: 'teacher' });
    const pupils: Array<{ id: string; kid: APIRequestContext }> = [];
    for (const [i, name] of [t.pupil, t.other].entries()) {
      const res = await teacher.post(`${api}/management/members`, { headers, data: { role: 'student', full_name: name, username: `o${i}${stamp}` } });
      expect(res.status(), await res.text()).toBe(201);
      const member = (await res.json()).data;
      const kid = (await browser.newContext({ baseURL, extraHTTPHeaders: ownAddress() })).request;
      expect((await kid.post(`${api}/auth/login`, { headers, data: { email: `o${i}${stamp}`, password: member.one_time_password } })).status()).toBe(200);
      expect((await kid.post(`${api}/auth/set-password`, { headers, data: { password: PASSWORD, password_confirmation: PASSWORD } })).status()).toBe(200);
      pupils.push({ id: member.member.id as string, kid });
    }
    const cls = await teacher.post(`${api}/classes`, { headers, data: { name: t.className, student_ids: pupils.map((p) => p.id) } });
    expect(cls.status(), await cls.text()).toBe(201);
    const made = await teacher.post(`${api}/exams`, {
      headers,
      data: { title: t.title, request: { objectives: [{ type: 'conjugate' }], question_count: 2, criteria: { verbs: ['ktb-I1'] }, seed: 3 } },
    });
    expect(made.status(), await made.text()).toBe(201);
    const examId = (await made.json()).data.exam.id as string;
    const published = await teacher.post(`${api}/exams/${examId}/publish`, {
      headers,
      data: {
        publish_at: new Date(Date.now() - 60_000).toISOString(),
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
        access: 'expirable',
        duration_minutes: 20,
        passing_score: 50,
        attempts_allowed: 1,
        review: 'after_submit',
        assignments: { classes: [(await cls.json()).data.class.id], students: [], teachers: [] },
      },
    });
    expect(published.status(), await published.text()).toBe(200);
    // each takes their one attempt
    for (const { kid } of pupils) {
      const started = await kid.post(`${api}/exams/${examId}/attempts`, { headers });
      expect(started.status(), await started.text()).toBe(201);
      expect((await kid.post(`${api}/attempts/${(await started.json()).data.attempt.id}/submit`, { headers })).status()).toBe(200);
    }

    expect((await page.request.post(`${api}/auth/login`, { headers, data: { email, password: PASSWORD } })).status()).toBe(200);
    await page.goto(`/${locale}/dashboard/exam-details/${examId}`);
    const section = page.getByRole('region', { name: locale === 'ar' ? 'الاستثناءات' : 'Overrides' });
    await expect(section).toBeVisible();
    await section.locator('summary', { hasText: t.add }).click();
    const form = section
      .locator('form')
      .filter({ has: page.getByRole('button', { name: t.save }) })
      .last();
    await form.getByRole('checkbox', { name: t.pupil }).check();
    await form.getByLabel(t.attempts).fill('1');
    // three days later, in the teacher's zone as the field reads it (the profile's, else UTC)
    const later = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 16);
    await form.getByLabel(t.closes, { exact: true }).fill(later);
    await form.getByRole('button', { name: t.save }).click();
    await expect(section.getByRole('status').first()).toHaveText(locale === 'ar' ? 'حُفِظ الاستثناء' : 'The override is saved');
    const row = section.getByRole('row').filter({ hasText: t.pupil });
    await expect(row).toContainText(t.own);
    await expect(row.getByRole('cell').nth(3)).toHaveText('2');
    await expect(section.getByRole('row').filter({ hasText: t.other }).getByRole('cell').nth(3)).toHaveText('1');
    await shoot(page, `${locale}-exam-overrides`);

    // the student with the override starts again; the other has used their one attempt
    const again = await pupils[0]!.kid.post(`${api}/exams/${examId}/attempts`, { headers });
    expect(again.status(), await again.text()).toBe(201);
    expect((await again.json()).data.attempt.number).toBe(2);
    const refused = await pupils[1]!.kid.post(`${api}/exams/${examId}/attempts`, { headers });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).error.message).toContain(t.used);
    const summary = await pupils[0]!.kid.get(`${api}/exams/${examId}/summary`);
    expect(Date.parse((await summary.json()).data.exam.expires_at)).toBeGreaterThan(Date.now() + 2 * 86_400_000);
  });
}
