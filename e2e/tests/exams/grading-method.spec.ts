import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, ownAddress, test } from '../../fixtures.ts';
import { registerVerified } from '../../accounts.ts';
import { shoot } from '../../shots.ts';

/**
 * The exam's grading method (ADR 0072, issue 37 defect 8) in both languages against the real
 * server: a teacher sets "last attempt" on the wizard's step 4, publishes from the review, a pupil
 * takes three attempts (40, 100, 20 %), and the exam details and the report both say "Grade: last
 * attempt" beside the same figure, 20 % (the details' mean, the report's mean and the pupil's row),
 * where the details once showed the last attempt and the report the first. axe on every page at
 * 1366 and 390 px; SHOTS=dir saves them.
 */
const PASSWORD = 'Report1!pass';
const ROWS = ['CCWWW', 'CCCCC', 'CWWWW'] as const; // 40, 100, 20

const T = {
  ar: {
    title: 'اختبار طريقة الدرجة',
    pupil: 'سلمى',
    className: 'الصف الخامس',
    method: 'الدرجة عند تعدّد المحاولات',
    last: 'آخر محاولة',
    shown: 'الدرجة: آخر محاولة',
    save: 'حفظ ومراجعة',
    mean: 'متوسط الدرجات',
    twenty: /20\s?[%٪]/,
  },
  en: {
    title: 'Grading method exam',
    pupil: 'Salma',
    className: 'Grade 5',
    method: 'Grade from several attempts',
    last: 'Last attempt',
    shown: 'Grade: last attempt',
    save: 'Save and review',
    mean: 'Mean score',
    twenty: /20\s?%/,
  },
} as const;
type Locale = keyof typeof T;

function registered(browser: Browser, baseURL: string, locale: Locale, body: Record<string, unknown>): Promise<APIRequestContext> {
  return registerVerified(browser, baseURL, locale, body, { password: PASSWORD });
}

/** The reports spec's administrator (ADMIN_EMAILS in serve.ts), signed in; registered the first time. */
async function administrator(browser: Browser, baseURL: string, locale: Locale): Promise<APIRequestContext> {
  const email = `admin-reports-${locale}@tasreef.test`;
  await registered(browser, baseURL, locale, { full_name: 'Reports Admin', email, role: 'student' }).catch(() => undefined);
  const api = (await browser.newContext({ extraHTTPHeaders: ownAddress(), baseURL })).request;
  const res = await api.post(`/api/v1/${locale}/auth/login`, { headers: { origin: baseURL }, data: { email, password: PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  return api;
}

interface Question {
  id: string;
  options: { id: string }[];
  answer: { option_id: string };
}

test.describe.configure({ mode: 'serial' });

for (const locale of ['ar', 'en'] as const) {
  const t = T[locale];

  test(`${locale}: the grading method set in the wizard is the one grade on the exam details and the report`, async ({ page, browser, baseURL }) => {
    test.setTimeout(420_000);
    const headers = { origin: baseURL! };
    const stamp = `${locale}${Date.now().toString(36)}`;
    const email = `grading.${stamp}@example.test`;
    const teacher = await registered(browser, baseURL!, locale, { full_name: locale === 'ar' ? 'أ. هدى' : 'Ms Huda', email, role: 'educator', educator_type: 'teacher' });
    const teacherId = (await (await teacher.get(`/api/v1/${locale}/account`)).json()).data.id as string;
    const admin = await administrator(browser, baseURL!, locale);
    const plan = await admin.patch(`/api/v1/${locale}/admin/users/${teacherId}/plan`, { headers, data: { plan_code: 'pro' } });
    expect(plan.status(), await plan.text()).toBe(200);

    // A pupil by username in a class; a draft of five questions on كتب, its questions chosen (step 4 next).
    const member = await teacher.post(`/api/v1/${locale}/management/members`, { headers, data: { role: 'student', full_name: t.pupil, username: `gm${stamp}` } });
    expect(member.status(), await member.text()).toBe(201);
    const pupil = (await member.json()).data;
    const cls = await teacher.post(`/api/v1/${locale}/classes`, { headers, data: { name: t.className, student_ids: [pupil.member.id] } });
    expect(cls.status(), await cls.text()).toBe(201);
    const made = await teacher.post(`/api/v1/${locale}/exams`, {
      headers,
      data: {
        title: t.title,
        setup_step: 4,
        request: { objectives: [{ type: 'conjugate' }], formats: ['multiple_choice'], question_count: 5, criteria: { verbs: ['ktb-I1'] }, seed: 3 },
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const examId = (await made.json()).data.exam.id as string;

    // The teacher, in the browser: step 4 with three attempts and "last attempt", then the review's Publish.
    const login = await page.request.post(`/api/v1/${locale}/auth/login`, { headers, data: { email, password: PASSWORD } });
    expect(login.status()).toBe(200);
    await page.goto(`/${locale}/dashboard/exam-setup/${examId}?step=4`);
    const method = page.getByLabel(t.method);
    await expect(method).toHaveValue('best');
    await page.locator('input[name=attempts_allowed]').fill('3');
    await page.locator('input[name=passing_score]').fill('50');
    await method.selectOption({ label: t.last });
    await page.getByRole('checkbox', { name: t.className }).check();
    await shoot(page, `${locale}-grading-method-step4`);
    await page.getByRole('button', { name: t.save }).click();
    await expect(page).toHaveURL(/step=5/);
    await expect(page.getByText(t.last, { exact: true })).toBeVisible();
    await page.locator('button[name=intent][value=publish]').click();
    await expect(page).toHaveURL(/done=published/);

    // The pupil takes three attempts through the API: 40, 100, 20 %.
    const exam = (await (await teacher.get(`/api/v1/${locale}/exams/${examId}`)).json()).data;
    expect(exam.grading_method).toBe('last');
    const questions = exam.questions as Question[];
    const api = (await browser.newContext({ extraHTTPHeaders: ownAddress(), baseURL })).request;
    expect((await api.post(`/api/v1/${locale}/auth/login`, { headers, data: { email: `gm${stamp}`, password: pupil.one_time_password } })).status()).toBe(200);
    expect((await api.post(`/api/v1/${locale}/auth/set-password`, { headers, data: { password: PASSWORD, password_confirmation: PASSWORD } })).status()).toBe(200);
    for (const row of ROWS) {
      const started = await api.post(`/api/v1/${locale}/exams/${examId}/attempts`, { headers });
      expect(started.status(), await started.text()).toBe(201);
      const attemptId = (await started.json()).data.attempt.id as string;
      for (const [n, mark] of [...row].entries()) {
        const q = questions[n]!;
        const option = mark === 'C' ? q.answer.option_id : q.options.find((o) => o.id !== q.answer.option_id)!.id;
        expect((await api.put(`/api/v1/${locale}/attempts/${attemptId}/answers/${q.id}`, { headers, data: { option_id: option } })).status()).toBe(200);
      }
      expect((await api.post(`/api/v1/${locale}/attempts/${attemptId}/submit`, { headers })).status()).toBe(200);
    }

    // The exam details: "Grade: last attempt" beside the mean, 20 %, and the pupil's grade 20 %.
    await page.goto(`/${locale}/dashboard/exam-details/${examId}`);
    const progress = page.getByRole('region', { name: /.+/ }).filter({ has: page.locator('.grading-method') });
    await expect(progress.locator('.grading-method')).toHaveText(t.shown);
    await expect(progress.getByRole('definition').last()).toHaveText(t.twenty);
    // the pupil's row of the students' grades, not of the overrides' table of settings in force (ADR 0089)
    const pupilRow = page
      .locator('tr:not(.overrides-section tr)')
      .filter({ hasText: t.pupil })
      .filter({ has: page.locator('td[data-label]') })
      .last();
    await expect(pupilRow).toContainText(t.twenty);
    await shoot(page, `${locale}-grading-method-details`);

    // The report: the same words and the same figure, in its headline and its pupil's row.
    await page.goto(`/${locale}/dashboard/exam-reports/${examId}`);
    await expect(page.locator('.grading-method')).toHaveText(t.shown);
    await expect(page.locator('.dash-stat').filter({ hasText: t.mean }).locator('.dash-stat__value')).toHaveText(t.twenty);
    const reportRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: t.pupil }) });
    await expect(reportRow.locator('strong')).toHaveText(t.twenty);
    await shoot(page, `${locale}-grading-method-report`);
  });
}
