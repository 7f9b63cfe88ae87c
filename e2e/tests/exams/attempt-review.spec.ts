import type { Browser, Page } from '@playwright/test';
import { expect, ownAddress, test } from '../../fixtures.ts';
import { registerVerified } from '../../accounts.ts';
import { shoot } from '../../shots.ts';

/**
 * Reviewing an attempt (issue 37, ADR 0090), in both languages at 1366 and 390 px with axe: a
 * student answers a shuffled exam (one right, one wrong, the wrong one flagged for review) and
 * submits; the teacher opens the attempt from the exam's details (the focus on the page's heading),
 * sees it in the student's order with the flag, is refused points without a reason (a localized
 * field error), then comments and gives the point with a reason: the score moves and the audit
 * shows the change. The student's result shows the comment, the teacher's points and their own
 * flag, and not the reason.
 */
const PASSWORD = 'Review1!exam';
const T = {
  ar: {
    review: (n: number, name: string) => `مراجعة المحاولة ${n} لـ${name}`,
    title: 'مراجعة المحاولة 1',
    flaggedByStudent: 'علّمه الطالب للمراجعة',
    flaggedByYou: 'علّمتَه للمراجعة',
    legend: 'تقويم السؤال 2',
    comment: 'تعليق للطالب',
    points: 'الدرجة (من ٠ إلى ١)',
    reason: 'سبب تغيير الدرجة',
    save: 'حفظ التقويم',
    needReason: 'اذكر سبب تغيير الدرجة',
    saved: 'حُفظ التقويم',
    given: 'درجة المعلّم: 1 من 1 (الدرجة الآلية: 0)',
    words: 'الوزن صحيح لكن الضمير خطأ',
    why: 'قُبلت بعد النقاش',
  },
  en: {
    review: (n: number, name: string) => `Review attempt ${n} of ${name}`,
    title: 'Review of attempt 1',
    flaggedByStudent: 'Flagged for review by the student',
    flaggedByYou: 'You flagged it for review',
    legend: 'Marking of question 2',
    comment: 'Comment for the student',
    points: 'Points (0 to 1)',
    reason: 'Reason for changing the points',
    save: 'Save the marking',
    needReason: 'Say why you change the points',
    saved: 'The marking is saved',
    given: 'The teacher’s points: 1 of 1 (the automatic grade: 0)',
    words: 'The pattern is right, the person is not',
    why: 'Accepted after a discussion',
  },
} as const;
type Locale = keyof typeof T;

interface KeyedQuestion {
  id: string;
  options: { id: string }[];
  answer: { option_id: string };
}

/** A teacher with a class of one student; a published exam of 3 questions; the student (signed in on `page`) answers the first shown right, the second wrong and flagged, and submits. */
async function world(browser: Browser, page: Page, baseURL: string, locale: Locale) {
  const stamp = `${locale}${Date.now().toString(36)}`;
  const headers = { origin: baseURL };
  const teacher = await registerVerified(
    browser,
    baseURL,
    locale,
    { full_name: 'Ms Review', email: `review.${stamp}@example.test`, role: 'educator', educator_type: 'teacher' },
    { password: PASSWORD, headers: ownAddress() },
  );
  const pupil = await teacher.post(`/api/v1/${locale}/management/members`, { headers, data: { role: 'student', full_name: 'Sami', username: `rev${stamp}` } });
  expect(pupil.status(), await pupil.text()).toBe(201);
  const made = (await pupil.json()).data;
  const cls = await teacher.post(`/api/v1/${locale}/classes`, { headers, data: { name: `Review ${stamp}`, student_ids: [made.member.id] } });
  expect(cls.status(), await cls.text()).toBe(201);
  const classId = (await cls.json()).data.class.id as string;
  const created = await teacher.post(`/api/v1/${locale}/exams`, {
    headers,
    data: {
      title: locale === 'ar' ? 'اختبار المراجعة' : 'Review exam',
      request: { objectives: [{ type: 'conjugate' }], formats: ['multiple_choice'], question_count: 3, criteria: { verbs: ['ktb-I1'] }, seed: 5 },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const examId = (await created.json()).data.exam.id as string;
  const published = await teacher.post(`/api/v1/${locale}/exams/${examId}/publish`, {
    headers,
    data: {
      publish_at: new Date(Date.now() - 60_000).toISOString(),
      expires_at: null,
      access: 'open',
      duration_minutes: null,
      passing_score: 60,
      attempts_allowed: 1,
      review: 'after_submit',
      assignments: { classes: [classId], students: [], teachers: [] },
    },
  });
  expect(published.status(), await published.text()).toBe(200);
  const questions = (await published.json()).data.exam.questions as KeyedQuestion[];
  const login = await page.request.post(`/api/v1/${locale}/auth/login`, { headers, data: { email: `rev${stamp}`, password: made.one_time_password } });
  expect(login.status(), await login.text()).toBe(200);
  const chosen = await page.request.post(`/api/v1/${locale}/auth/set-password`, { headers, data: { password: PASSWORD, password_confirmation: PASSWORD } });
  expect(chosen.status(), await chosen.text()).toBe(200);
  const started = await page.request.post(`/api/v1/${locale}/exams/${examId}/attempts`, { headers });
  expect(started.status(), await started.text()).toBe(201);
  const attempt = (await started.json()).data.attempt as { id: string; questions: { id: string }[] };
  const order = attempt.questions.map((q) => q.id);
  for (const [i, id] of order.entries()) {
    const q = questions.find((x) => x.id === id)!;
    const option_id = i === 0 ? q.answer.option_id : q.options.find((o) => o.id !== q.answer.option_id)!.id;
    const saved = await page.request.put(`/api/v1/${locale}/attempts/${attempt.id}/answers/${id}`, { headers, data: { option_id } });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  const flagged = await page.request.put(`/api/v1/${locale}/attempts/${attempt.id}/flags/${order[1]}`, { headers, data: { flagged: true } });
  expect(flagged.status(), await flagged.text()).toBe(200);
  const submitted = await page.request.post(`/api/v1/${locale}/attempts/${attempt.id}/submit`, { headers });
  expect(submitted.status(), await submitted.text()).toBe(200);
  return { teacher, examId, attemptId: attempt.id, order };
}

test.use({ actionTimeout: 20_000 });

for (const locale of ['ar', 'en'] as const) {
  const t = T[locale];

  test(`${locale}: the teacher opens an attempt as the student saw it, comments and gives a point with a reason; the student reads it`, async ({ page, browser, baseURL }) => {
    test.setTimeout(240_000);
    const { teacher, examId, attemptId, order } = await world(browser, page, baseURL!, locale);
    const teacherContext = await browser.newContext({ baseURL, storageState: await teacher.storageState(), extraHTTPHeaders: ownAddress() });
    const desk = await teacherContext.newPage();
    const interactive = () => desk.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 15_000 });

    // the exam's details: the attempt's row opens its review, which opens on its heading
    await desk.goto(`/${locale}/dashboard/exam-details/${examId}`);
    await interactive();
    await desk.getByRole('link', { name: t.review(1, 'Sami') }).click();
    await expect(desk).toHaveURL(new RegExp(`/${locale}/dashboard/attempt-review/${attemptId}$`));
    const heading = desk.getByRole('heading', { level: 1 });
    await expect(heading).toContainText(t.title);
    await expect(heading).toBeFocused();
    await expect(desk.getByTestId('review-score')).toHaveText('33.33%');
    // the student's order, their flag on the second question
    const shown = await desk.locator('article.report-q').evaluateAll((els) => els.map((e) => (e.getAttribute('aria-labelledby') ?? '').replace(/^r-/, '')));
    expect(shown).toEqual(order);
    const second = desk.locator('article.report-q').nth(1);
    await expect(second.getByText(t.flaggedByStudent)).toBeVisible();
    await expect(desk.locator('article.report-q').nth(0).getByText(t.flaggedByStudent)).toHaveCount(0);
    // on a desk the figures stand in one row, not one under another
    await desk.setViewportSize({ width: 1366, height: 900 });
    const tops = await desk.locator('.review-figures dt').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(tops.length).toBeGreaterThanOrEqual(4);
    expect(new Set(tops).size).toBe(1);
    await shoot(desk, `review-open-${locale}`);

    // points without a reason: refused on the field, nothing changed
    const form = desk.getByRole('group', { name: t.legend });
    await form.getByLabel(t.comment).fill(t.words);
    await form.getByLabel(t.points).fill('1');
    await form.getByRole('button', { name: t.save }).click();
    await expect(form.getByText(t.needReason)).toBeVisible();
    await expect(form.getByLabel(t.reason)).toHaveAttribute('aria-invalid', 'true');
    await expect(desk.getByTestId('review-score')).toHaveText('33.33%');
    await shoot(desk, `review-refused-${locale}`);

    // with the reason: saved, the score moves, the audit shows the change
    await form.getByLabel(t.reason).fill(t.why);
    await form.getByRole('button', { name: t.save }).click();
    await expect(desk.getByRole('status').filter({ hasText: t.saved })).toBeVisible();
    await expect(desk.getByTestId('review-score')).toHaveText('66.67%');
    await expect(second.getByText(t.given)).toBeVisible();
    await expect(second.locator('.report-marking__comment')).toHaveText(t.words);
    const audit = desk.locator('table.review-audit');
    await expect(audit.getByRole('row')).toHaveCount(2);
    await expect(audit.getByText(t.why)).toBeVisible();
    await expect(audit.getByText('Ms Review')).toBeVisible();
    await shoot(desk, `review-saved-${locale}`);
    await teacherContext.close();

    // the student's result: the new score, the comment, the teacher's points, their flag; not the reason
    await page.goto(`/${locale}/dashboard/answer-exam/${examId}?attempt=${attemptId}`);
    await expect(page.locator('.result-score')).toHaveText('66.67%');
    const mine = page.locator('article.report-q').nth(1);
    await expect(mine.locator('.report-marking__comment')).toHaveText(t.words);
    await expect(mine.getByText(t.given)).toBeVisible();
    await expect(mine.getByText(t.flaggedByYou)).toBeVisible();
    await expect(page.getByText(t.why)).toHaveCount(0);
    await shoot(page, `review-student-${locale}`);
  });
}
