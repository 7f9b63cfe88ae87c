import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, ownAddress, test } from '../../fixtures.ts';
import { registerVerified } from '../../accounts.ts';
import { shoot } from '../../shots.ts';

/**
 * Exam reports in both languages against the real server: a teacher on the Pro plan publishes an
 * exam to a class, three students take it through the API, and the teacher reads the reports list,
 * the exam's report (figures, the distribution chart and its table, questions, weak points,
 * students, CSV), a student's report, makes a retest (it opens at the new draft's preview), and on
 * the Free plan sees the upgrade prompt. axe on every page at 1366 and 390 px; SHOTS=dir saves them.
 */
const PASSWORD = 'Report1!pass';
const ROWS = ['CCCCW', 'CWWUC', 'WWUUC'] as const; // scores 80, 40, 20

const T = {
  ar: {
    title: 'تقرير اختبار كتب',
    className: 'الصف السادس',
    pupils: ['سلمى', 'يوسف', 'ليلى'],
    reports: 'تقارير الاختبارات',
    myExams: 'اختباراتي',
    groupsTab: 'المجموعات',
    reportsTab: 'التقارير',
    noExams: 'لا اختبارات هنا بعد.',
    mean: 'متوسط الدرجات',
    meanValue: '46.7٪',
    chart: 'توزيع درجات الطلاب',
    retest: 'أنشئ إعادة اختبار مما أُخطئ فيه',
    retestTitle: 'إعادة اختبار',
    upgrade: 'تعرض خطتك جزءًا من هذا التقرير',
    student: 'تقرير الطالب',
  },
  en: {
    title: 'Report of كتب',
    className: 'Grade 6',
    pupils: ['Salma', 'Yusuf', 'Layla'],
    reports: 'Exam reports',
    myExams: 'My exams',
    groupsTab: 'Groups',
    reportsTab: 'Reports',
    noExams: 'No exams here yet.',
    mean: 'Mean score',
    meanValue: '46.7 %',
    chart: 'Distribution of the students’ grades',
    retest: 'Make a retest from what was answered wrong',
    retestTitle: 'Retest',
    upgrade: 'Your plan shows part of this report',
    student: 'Student report',
  },
} as const;
type Locale = keyof typeof T;

function registered(browser: Browser, baseURL: string, locale: Locale, body: Record<string, unknown>): Promise<APIRequestContext> {
  return registerVerified(browser, baseURL, locale, body, { password: PASSWORD });
}

/** The administrator of this spec (ADMIN_EMAILS in serve.ts), signed in; registered the first time. */
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

  test(`${locale}: a teacher reads an exam's report, a student's report, makes a retest, and sees where the plan cuts the report`, async ({ page, browser, baseURL }) => {
    test.setTimeout(480_000);
    const headers = { origin: baseURL! };
    const stamp = `${locale}${Date.now().toString(36)}`;
    const email = `reports.${stamp}@example.test`;
    const teacher = await registered(browser, baseURL!, locale, { full_name: locale === 'ar' ? 'أ. هدى' : 'Ms Huda', email, role: 'educator', educator_type: 'teacher' });
    const teacherId = (await (await teacher.get(`/api/v1/${locale}/account`)).json()).data.id as string;
    const admin = await administrator(browser, baseURL!, locale);
    const setPlan = async (plan: string) => {
      const res = await admin.patch(`/api/v1/${locale}/admin/users/${teacherId}/plan`, { headers, data: { plan_code: plan } });
      expect(res.status(), await res.text()).toBe(200);
    };
    await setPlan('pro');

    // Three pupils by username in a class; an exam of five questions on كتب published to it.
    const pupils: { id: string; username: string; password: string }[] = [];
    for (const [i, name] of t.pupils.entries()) {
      const username = `rp${i}${stamp}`;
      const res = await teacher.post(`/api/v1/${locale}/management/members`, { headers, data: { role: 'student', full_name: name, username } });
      expect(res.status(), await res.text()).toBe(201);
      const body = (await res.json()).data;
      pupils.push({ id: body.member.id, username, password: body.one_time_password });
    }
    const cls = await teacher.post(`/api/v1/${locale}/classes`, { headers, data: { name: t.className, student_ids: pupils.map((p) => p.id) } });
    expect(cls.status(), await cls.text()).toBe(201);
    const classId = (await cls.json()).data.class.id as string;
    const made = await teacher.post(`/api/v1/${locale}/exams`, {
      headers,
      data: {
        title: t.title,
        request: { objectives: [{ type: 'conjugate' }, { type: 'identify_person' }], formats: ['multiple_choice'], question_count: 5, criteria: { verbs: ['ktb-I1'] }, seed: 3 },
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const examId = (await made.json()).data.exam.id as string;
    const published = await teacher.post(`/api/v1/${locale}/exams/${examId}/publish`, {
      headers,
      data: {
        publish_at: new Date(Date.now() - 60_000).toISOString(),
        expires_at: null,
        access: 'open',
        duration_minutes: null,
        passing_score: 50,
        attempts_allowed: 2,
        assignments: { classes: [classId], students: [], teachers: [] },
      },
    });
    expect(published.status(), await published.text()).toBe(200);
    const questions = (await published.json()).data.exam.questions as Question[];

    // Each pupil signs in, chooses a password, and answers by its row (C right, W wrong, U blank).
    for (const [i, pupil] of pupils.entries()) {
      // each pupil from an address of their own, as in a class (per-address limits count per person)
      const api = (await browser.newContext({ baseURL, extraHTTPHeaders: ownAddress() })).request;
      expect((await api.post(`/api/v1/${locale}/auth/login`, { headers, data: { email: pupil.username, password: pupil.password } })).status()).toBe(200);
      const set = await api.post(`/api/v1/${locale}/auth/set-password`, { headers, data: { password: PASSWORD, password_confirmation: PASSWORD } });
      expect(set.status(), await set.text()).toBe(200);
      const started = await api.post(`/api/v1/${locale}/exams/${examId}/attempts`, { headers });
      expect(started.status(), await started.text()).toBe(201);
      const attemptId = (await started.json()).data.attempt.id as string;
      for (const [n, mark] of [...ROWS[i]!].entries()) {
        if (mark === 'U') continue;
        const q = questions[n]!;
        const option = mark === 'C' ? q.answer.option_id : q.options.find((o) => o.id !== q.answer.option_id)!.id;
        const saved = await api.put(`/api/v1/${locale}/attempts/${attemptId}/answers/${q.id}`, { headers, data: { option_id: option } });
        expect(saved.status(), await saved.text()).toBe(200);
      }
      expect((await api.post(`/api/v1/${locale}/attempts/${attemptId}/submit`, { headers })).status()).toBe(200);
    }

    // The teacher signs in: the list of reports, then the exam's report.
    const login = await page.request.post(`/api/v1/${locale}/auth/login`, { headers, data: { email, password: PASSWORD } });
    expect(login.status()).toBe(200);
    // My exams: the groups tab sets the exam under its class; the reports tab lists it with its 3 submitted attempts.
    await page.goto(`/${locale}/dashboard/exam-list`);
    await page.getByRole('navigation', { name: t.myExams }).getByRole('link', { name: t.groupsTab, exact: true }).click();
    await expect(page).toHaveURL(/tab=groups/);
    const inClass = page.getByRole('region', { name: new RegExp(t.className) });
    await expect(inClass.getByRole('link', { name: t.title })).toBeVisible();
    await shoot(page, `${locale}-exam-list-groups`);
    await page.getByRole('navigation', { name: t.myExams }).getByRole('link', { name: t.reportsTab, exact: true }).click();
    await expect(page).toHaveURL(/tab=reports/);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: t.title }) });
    await expect(row.getByRole('cell').nth(3)).toHaveText('3');
    // the filters: a creation date after today leaves nothing; today keeps it
    const today = new Date().toISOString().slice(0, 10);
    await page.goto(`/${locale}/dashboard/exam-list?tab=reports&from_date=2999-01-01`);
    await expect(page.getByRole('status').filter({ hasText: t.noExams })).toBeVisible();
    await page.goto(`/${locale}/dashboard/exam-list?tab=reports&from_date=nonsense&to_date=${today}`);
    await expect(page.getByRole('link', { name: t.title })).toBeVisible();
    await shoot(page, `${locale}-exam-list-reports`);
    await page.getByRole('link', { name: t.title }).click();
    await expect(page).toHaveURL(new RegExp(`/exam-reports/${examId}$`));
    // My exams leads to the reports (the list's "reports" group of the specification).
    await page.goto(`/${locale}/dashboard/exam-list`);
    await page.getByRole('link', { name: t.reports, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/exam-reports$`));
    await expect(page.getByRole('heading', { level: 1, name: t.reports })).toBeVisible();
    await shoot(page, `${locale}-exam-reports`);
    await page.getByRole('link', { name: t.title }).click();
    await expect(page).toHaveURL(new RegExp(`/exam-reports/${examId}$`));
    await expect(page.locator('.dash-stat').filter({ hasText: t.mean })).toContainText(t.meanValue);
    // The chart is drawn for the eyes and told in a table for screen readers.
    const chart = page.getByRole('figure', { name: t.chart });
    await expect(chart).toBeVisible();
    await expect(chart.locator('.bar-chart__plot')).toHaveAttribute('aria-hidden', 'true');
    await expect(chart.getByRole('table')).toHaveCount(1);
    // In Arabic the first band (0–10) is drawn on the right: the bars read right to left.
    const [first, last] = await chart.locator('.bar-chart__col').evaluateAll((cols) => [cols[0]!.getBoundingClientRect().x, cols[cols.length - 1]!.getBoundingClientRect().x]);
    expect(locale === 'ar' ? first! > last! : first! < last!).toBe(true);
    await expect(page.locator('#report-questions ~ table tbody tr, #report-questions + p + table tbody tr')).toHaveCount(5);
    await shoot(page, `${locale}-exam-report`);

    // The CSV file of the report.
    const csv = await page.request.get((await page.locator('a[href$="report.csv"]').getAttribute('href'))!);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toContain('text/csv');
    expect((await csv.text()).split('\r\n').filter(Boolean)).toHaveLength(1 + 3);

    // A student's report, from the students table.
    await page.getByRole('link', { name: t.pupils[1] }).click();
    await expect(page.getByText(t.student)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(t.pupils[1]);
    await shoot(page, `${locale}-student-report`);
    await page.goBack();

    // Retest: a new draft from what was answered wrong, opened at its preview.
    await page.getByRole('button', { name: t.retest }).click();
    await expect(page).toHaveURL(/exam-setup\/[0-9a-f-]{36}\?step=3/);
    await expect(page.locator('.question-card').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(t.retestTitle);

    // On the Free plan the report keeps its headline figures and says what a plan would add.
    await setPlan('free');
    await page.goto(`/${locale}/dashboard/exam-reports/${examId}`);
    await expect(page.getByText(t.upgrade)).toBeVisible();
    await expect(page.locator('#report-questions')).toHaveCount(0);
    await shoot(page, `${locale}-exam-report-free`);
  });
}
