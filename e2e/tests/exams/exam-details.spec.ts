import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, ownAddress, test } from '../../fixtures.ts';
import { registerVerified } from '../../accounts.ts';
import { shoot } from '../../shots.ts';

/**
 * An exam's details and its assigned students, as its teacher sees them once a student has taken
 * it: success rates, the attempt with its status and score, the students with theirs. Both
 * languages, axe at 1366 and 390 px; SHOTS=dir saves them.
 */
const PASSWORD = 'Details1!p';

const T = {
  ar: { pupil: 'سلمى', other: 'يوسف', className: 'الصف السادس', title: 'اختبار المضارع', details: 'تفاصيل الاختبار', assigned: 'الطلاب المُسنَد إليهم', notStarted: 'لم يبدأ' },
  en: { pupil: 'Salma', other: 'Yusuf', className: 'Grade 6', title: 'The present tense', details: 'Exam details', assigned: 'Assigned students', notStarted: 'Not started' },
} as const;

function registered(browser: Browser, baseURL: string, locale: 'ar' | 'en', body: Record<string, unknown>): Promise<APIRequestContext> {
  return registerVerified(browser, baseURL, locale, body, { password: PASSWORD });
}

for (const locale of ['ar', 'en'] as const) {
  const t = T[locale];

  test(`${locale}: a teacher reads an exam’s attempts, success rates and assigned students`, async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000);
    const stamp = `${locale}${Date.now().toString(36)}`;
    const email = `details.${stamp}@example.test`;
    const headers = { origin: baseURL! };
    const teacher = await registered(browser, baseURL!, locale, { full_name: locale === 'ar' ? 'أ. هدى' : 'Ms Huda', email, role: 'educator', educator_type: 'teacher' });
    const pupils = [];
    for (const [i, name] of [t.pupil, t.other].entries()) {
      const res = await teacher.post(`/api/v1/${locale}/management/members`, { headers, data: { role: 'student', full_name: name, username: `d${i}${stamp}` } });
      expect(res.status(), await res.text()).toBe(201);
      pupils.push({ id: (await res.json()).data.member.id as string, username: `d${i}${stamp}`, otp: (await res.json()).data.one_time_password as string });
    }
    const cls = await teacher.post(`/api/v1/${locale}/classes`, { headers, data: { name: t.className, student_ids: pupils.map((p) => p.id) } });
    expect(cls.status(), await cls.text()).toBe(201);
    const made = await teacher.post(`/api/v1/${locale}/exams`, {
      headers,
      data: { title: t.title, request: { objectives: [{ type: 'conjugate' }], question_count: 4, criteria: { verbs: ['ktb-I1'] }, seed: 5 } },
    });
    expect(made.status(), await made.text()).toBe(201);
    const exam = (await made.json()).data.exam as { id: string; questions: { id: string; answer: { option_id: string } }[] };
    const published = await teacher.post(`/api/v1/${locale}/exams/${exam.id}/publish`, {
      headers,
      data: {
        publish_at: new Date(Date.now() - 60_000).toISOString(),
        expires_at: null,
        access: 'open',
        duration_minutes: 20,
        passing_score: 50,
        attempts_allowed: 1,
        review: 'after_submit',
        assignments: { classes: [(await cls.json()).data.class.id], students: [], teachers: [] },
      },
    });
    expect(published.status(), await published.text()).toBe(200);

    // The first pupil signs in, chooses a password, answers three of four right and submits.
    const kid = (await browser.newContext({ extraHTTPHeaders: ownAddress(), baseURL })).request;
    expect((await kid.post(`/api/v1/${locale}/auth/login`, { headers, data: { email: pupils[0]!.username, password: pupils[0]!.otp } })).status()).toBe(200);
    expect((await kid.post(`/api/v1/${locale}/auth/set-password`, { headers, data: { password: PASSWORD, password_confirmation: PASSWORD } })).status()).toBe(200);
    const started = await kid.post(`/api/v1/${locale}/exams/${exam.id}/attempts`, { headers });
    expect(started.status(), await started.text()).toBe(201);
    const attempt = (await started.json()).data.attempt as { id: string; questions: { id: string; options: { id: string }[] }[] };
    for (const [i, q] of attempt.questions.entries()) {
      const key = exam.questions.find((x) => x.id === q.id)!.answer.option_id;
      const option = i < 3 ? key : q.options.find((o) => o.id !== key)!.id;
      expect((await kid.put(`/api/v1/${locale}/attempts/${attempt.id}/answers/${q.id}`, { headers, data: { option_id: option } })).status()).toBe(200);
    }
    expect((await kid.post(`/api/v1/${locale}/attempts/${attempt.id}/submit`, { headers })).status()).toBe(200);

    expect((await page.request.post(`/api/v1/${locale}/auth/login`, { headers, data: { email, password: PASSWORD } })).status()).toBe(200);
    await page.goto(`/${locale}/dashboard/exam-details/${exam.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    const figures = page.locator('.figures');
    await expect(figures).toContainText('75%');
    const attempts = page.getByRole('table').first();
    await expect(attempts).toContainText(t.pupil);
    await expect(attempts).toContainText(locale === 'ar' ? 'ناجح' : 'Passed');
    await shoot(page, `${locale}-exam-details`);

    await page.getByRole('link', { name: t.assigned }).first().click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/assigned-students/${exam.id}$`));
    const rows = page.getByRole('table', { name: t.assigned });
    await expect(page.getByRole('table')).toHaveCount(1);
    await expect(rows).toContainText(t.other);
    await expect(rows.getByRole('row').filter({ hasText: t.other })).toContainText(t.notStarted);
    await shoot(page, `${locale}-assigned-students`);

    // The fourth question (the one she got wrong) is dropped from the published exam: her attempt
    // is graded again without it.
    await page.goto(`/${locale}/dashboard/exam-setup/${exam.id}?step=5`);
    const fourth = page.locator('.question-list > li').nth(3);
    await fourth.locator('summary', { hasText: locale === 'ar' ? 'حذف من الاختبار' : 'Remove from the exam' }).click();
    await fourth.getByRole('button', { name: locale === 'ar' ? 'نعم، احذف السؤال 4' : 'Yes, remove question 4' }).click();
    await expect(page.locator('.question-list > li')).toHaveCount(3);
    await page.goto(`/${locale}/dashboard/exam-details/${exam.id}`);
    await expect(page.locator('.figures')).toContainText('100%');
    await expect(page.getByRole('table').first()).not.toContainText('75%');

    // An address that is not an exam is the not-found page.
    const res = await page.request.get(`/${locale}/dashboard/exam-details/not-a-uuid`);
    expect(res.status()).toBe(404);
  });
}
