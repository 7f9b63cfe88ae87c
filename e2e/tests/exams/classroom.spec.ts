import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, ownAddress, test } from '../../fixtures.ts';
import { registerVerified } from '../../accounts.ts';
import { shoot } from '../../shots.ts';

/**
 * The classroom week of issue 37, in both languages against the real server: a teacher whose exam
 * was drawn in the other language reads its true/false options in the page's language (preview and
 * review, as the student and the PDF do); a student who submits a long exam on a phone lands on the
 * score, its heading focused, not on a question far down; the teacher revokes the certificate only
 * after a confirmation, with a button that says revoke. axe at 1366 and 390 px; SHOTS=dir saves them.
 */
const PASSWORD = 'Class1!room';

const T = {
  ar: {
    className: 'الصف الخامس',
    pupil: 'هدى',
    title: 'اختبار الأسبوع',
    trueFalse: ['صواب', 'خطأ'],
    submit: 'سلِّم الإجابات',
    confirmTitle: 'تسليم الإجابات؟',
    confirmYes: 'أكِّد وسلِّم',
    result: 'نتيجة المحاولة 1',
    revoke: 'سحب الشهادة',
    revokeFor: 'سحب شهادة هدى',
    revokeConfirm: 'أتريد سحب شهادة هدى؟',
    revokeYes: 'نعم، اسحب الشهادة',
    start: 'ابدأ',
    dueFrom: 'يُستحق من',
    dueTo: 'يُستحق حتى',
    near: 'اختبار الأحد',
    far: 'اختبار الشهر',
    open: 'تمرين مفتوح',
  },
  en: {
    className: 'Grade 5',
    pupil: 'Huda',
    title: 'The week’s exam',
    trueFalse: ['True', 'False'],
    submit: 'Submit answers',
    confirmTitle: 'Submit your answers?',
    confirmYes: 'Confirm and submit',
    result: 'Result of attempt 1',
    revoke: 'Revoke',
    revokeFor: 'Revoke the certificate of Huda',
    revokeConfirm: 'Revoke the certificate of Huda?',
    revokeYes: 'Yes, revoke the certificate',
    start: 'Start',
    dueFrom: 'Due from',
    dueTo: 'Due until',
    near: 'Sunday’s exam',
    far: 'The month’s exam',
    open: 'Open practice',
  },
} as const;
type Locale = keyof typeof T;
const other = (l: Locale): Locale => (l === 'ar' ? 'en' : 'ar');

interface KeyedQuestion {
  id: string;
  format: string;
  answer: { option_id: string };
}

function registered(browser: Browser, baseURL: string, locale: Locale, body: Record<string, unknown>): Promise<APIRequestContext> {
  return registerVerified(browser, baseURL, locale, body, { password: PASSWORD, headers: ownAddress() });
}

/** A teacher on Pro (certificates), their class of one student signed in on `page`. */
async function world(browser: Browser, page: Page, baseURL: string, locale: Locale) {
  const t = T[locale];
  const stamp = `${locale}${Date.now().toString(36)}`;
  const headers = { origin: baseURL };
  const email = `room.${stamp}@example.test`;
  const teacher = await registered(browser, baseURL, locale, { full_name: locale === 'ar' ? 'أ. منى' : 'Ms Mona', email, role: 'educator', educator_type: 'teacher' });
  // this spec's administrator (ADMIN_EMAILS in e2e/serve.ts), registered by the first test that needs it
  const adminEmail = `admin-room-${locale}@tasreef.test`;
  await registered(browser, baseURL, locale, { full_name: 'Room Admin', email: adminEmail, role: 'educator', educator_type: 'teacher' }).catch(() => undefined);
  const admin = (await browser.newContext({ baseURL, extraHTTPHeaders: ownAddress() })).request;
  expect((await admin.post(`/api/v1/${locale}/auth/login`, { headers, data: { email: adminEmail, password: PASSWORD } })).status()).toBe(200);
  const me = (await (await teacher.get(`/api/v1/${locale}/account`)).json()).data.id as string;
  const plan = await admin.patch(`/api/v1/${locale}/admin/users/${me}/plan`, { headers, data: { plan_code: 'pro' } });
  expect(plan.status(), await plan.text()).toBe(200);
  const member = await teacher.post(`/api/v1/${locale}/management/members`, { headers, data: { role: 'student', full_name: t.pupil, username: `room${stamp}` } });
  expect(member.status(), await member.text()).toBe(201);
  const pupil = (await member.json()).data as { member: { id: string }; one_time_password: string };
  const cls = await teacher.post(`/api/v1/${locale}/classes`, { headers, data: { name: t.className, student_ids: [pupil.member.id] } });
  expect(cls.status(), await cls.text()).toBe(201);
  const classId = (await cls.json()).data.class.id as string;
  const login = await page.request.post(`/api/v1/${locale}/auth/login`, { headers, data: { email: `room${stamp}`, password: pupil.one_time_password } });
  expect(login.status(), await login.text()).toBe(200);
  const chosen = await page.request.post(`/api/v1/${locale}/auth/set-password`, { headers, data: { password: PASSWORD, password_confirmation: PASSWORD } });
  expect(chosen.status(), await chosen.text()).toBe(200);
  return { teacher, email, classId, headers };
}

/** The one part of a long page a screenshot is for, at 1366 and 390 px (SHOTS=dir). */
async function shootPart(page: Page, part: ReturnType<Page['locator']>, name: string) {
  const dir = process.env.SHOTS;
  if (!dir) return;
  const size = page.viewportSize()!;
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await part.screenshot({ path: `${dir}/${name}-part-${width}.png` });
  }
  await page.setViewportSize(size);
}

test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 20_000 });

for (const locale of ['ar', 'en'] as const) {
  const t = T[locale];

  test(`${locale}: true/false options in the page's language for the teacher; the result opens at the score on a phone; revoking a certificate is confirmed`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const { teacher, email, classId, headers } = await world(browser, page, baseURL!, locale);

    // Drawn through the other language's API (a teacher who switched language): its options' text is in that language.
    const made = await teacher.post(`/api/v1/${other(locale)}/exams`, {
      headers,
      data: {
        title: t.title,
        request: {
          objectives: [{ type: 'conjugate' }, { type: 'identify_person' }],
          formats: ['multiple_choice', 'true_false'],
          question_count: 24,
          criteria: { verbs: ['ktb-I1', 'drs-I1'] },
          seed: 5,
        },
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const examId = (await made.json()).data.exam.id as string;

    // Defect 3: the preview (step 3) reads True/False in the page's language.
    const teacherContext = await browser.newContext({ baseURL, storageState: await teacher.storageState(), extraHTTPHeaders: ownAddress() });
    const desk = await teacherContext.newPage();
    await desk.goto(`/${locale}/dashboard/exam-setup/${examId}?step=3`);
    await desk.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const exam = (await (await teacher.get(`/api/v1/${locale}/exams/${examId}`)).json()).data as { questions: KeyedQuestion[] };
    const tfIndex = exam.questions.findIndex((q) => q.format === 'true_false');
    expect(tfIndex, 'the seed gives a true/false question').toBeGreaterThanOrEqual(0);
    const tfCard = (p: Page) => p.locator('.question-list > li').nth(tfIndex).locator('.question-card__options li > bdi');
    // soft: each defect of this walk is reported, the others still walked
    await expect.soft(tfCard(desk)).toHaveText([...t.trueFalse]);
    await shoot(desk, `${locale}-classroom-preview-true-false`);
    await shootPart(desk, desk.locator('.question-list > li').nth(tfIndex), `${locale}-classroom-preview-true-false`);

    // Published (with certificates): the review (step 5) reads them the same way.
    const published = await teacher.post(`/api/v1/${locale}/exams/${examId}/publish`, {
      headers,
      data: {
        publish_at: new Date(Date.now() - 60_000).toISOString(),
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
        access: 'expirable',
        duration_minutes: 60,
        passing_score: 50,
        attempts_allowed: 1,
        review: 'after_submit',
        certificates: true,
        assignments: { classes: [classId], students: [], teachers: [] },
      },
    });
    expect(published.status(), await published.text()).toBe(200);
    await desk.goto(`/${locale}/dashboard/exam-setup/${examId}?step=5`);
    await desk.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await expect.soft(tfCard(desk)).toHaveText([...t.trueFalse]);
    await shoot(desk, `${locale}-classroom-review-true-false`);
    await shootPart(desk, desk.locator('.question-list > li').nth(tfIndex), `${locale}-classroom-review-true-false`);

    // Defect 9: on a phone, every answer given, the student scrolls down to submit; the result opens at the score.
    await page.setViewportSize({ width: 390, height: 844 });
    const started = await page.request.post(`/api/v1/${locale}/exams/${examId}/attempts`, { headers });
    expect(started.status(), await started.text()).toBe(201);
    const attemptId = (await started.json()).data.attempt.id as string;
    for (const q of exam.questions)
      expect((await page.request.put(`/api/v1/${locale}/attempts/${attemptId}/answers/${q.id}`, { headers, data: { option_id: q.answer.option_id } })).status()).toBe(200);
    page.on('dialog', (d) => void d.accept());
    await page.goto(`/${locale}/dashboard/answer-exam/${examId}?attempt=${attemptId}`);
    await page.getByRole('button', { name: t.submit }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
    await page.getByRole('button', { name: t.submit }).click();
    await page.getByRole('dialog', { name: t.confirmTitle }).getByRole('button', { name: t.confirmYes }).click();
    const heading = page.getByRole('heading', { name: t.result });
    await expect(heading).toBeVisible();
    await expect.soft(heading).toBeFocused();
    await expect.soft.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.soft(page.locator('.result-score')).toBeInViewport();
    await page.screenshot({ path: `${process.env.SHOTS ?? '/tmp'}/${locale}-classroom-result-phone-viewport.png` });
    await shoot(page, `${locale}-classroom-result`);

    // Defect 7: the certificate's revoke button says revoke, and asks first.
    expect((await desk.request.post(`/api/v1/${locale}/auth/login`, { headers, data: { email, password: PASSWORD } })).status()).toBe(200);
    await desk.goto(`/${locale}/dashboard/certificates`);
    await desk.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const card = desk.locator('.certificate-card');
    await expect(card).toHaveCount(1);
    // (the name sits in direction isolates inside the sentence)
    const bare = (text: string | null) => (text ?? '').replace(/[\u2066-\u2069]/g, '');
    const summary = card.locator('summary', { hasText: t.revoke });
    await expect(summary).toHaveCount(1);
    expect(bare(await summary.locator('[aria-hidden=true]').textContent())).toBe(t.revoke);
    await expect(summary).toHaveAccessibleName(new RegExp(`^${t.revokeFor.replace(t.pupil, `\u2068?${t.pupil}\u2069?`)}$`));
    await summary.click();
    await expect(card.locator('details p')).toBeVisible();
    expect(bare(await card.locator('details p').textContent())).toContain(t.revokeConfirm);
    // asked, not yet done
    await expect(desk.locator('.certificate-card--revoked')).toHaveCount(0);
    await shoot(desk, `${locale}-classroom-certificate-revoke-confirm`);
    await card.getByRole('button', { name: t.revokeYes }).click();
    await expect(desk.locator('.certificate-card--revoked')).toHaveCount(1);
    await shoot(desk, `${locale}-classroom-certificate-revoked`);
    await teacherContext.close();
  });
}

for (const locale of ['ar', 'en'] as const) {
  const t = T[locale];

  test(`${locale}: the student's dashboard lists the exams due, soonest first, each with a link to take it; the list filters by due date`, async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000);
    const { teacher, classId, headers } = await world(browser, page, baseURL!, locale);
    const day = 86_400_000;
    const publish = async (title: string, expiresIn: number | null) => {
      const made = await teacher.post(`/api/v1/${locale}/exams`, {
        headers,
        data: { title, request: { objectives: [{ type: 'conjugate' }], formats: ['multiple_choice'], question_count: 2, criteria: { verbs: ['ktb-I1'] }, seed: 1 } },
      });
      expect(made.status(), await made.text()).toBe(201);
      const id = (await made.json()).data.exam.id as string;
      const res = await teacher.post(`/api/v1/${locale}/exams/${id}/publish`, {
        headers,
        data: {
          publish_at: new Date(Date.now() - 60_000).toISOString(),
          expires_at: expiresIn === null ? null : new Date(Date.now() + expiresIn).toISOString(),
          access: expiresIn === null ? 'open' : 'expirable',
          duration_minutes: 30,
          passing_score: 50,
          attempts_allowed: 1,
          review: 'after_submit',
          assignments: { classes: [classId], students: [], teachers: [] },
        },
      });
      expect(res.status(), await res.text()).toBe(200);
      return id;
    };
    // published newest last: the list's own order (newest first) would read open, far, near
    const near = await publish(t.near, 2 * day);
    await publish(t.far, 10 * day);
    await publish(t.open, null);

    await page.goto(`/${locale}/dashboard`);
    const due = page.locator('.due-exams li');
    await expect(due.locator('.due-exams__title')).toHaveText([t.near, t.far, t.open]);
    await shoot(page, `${locale}-classroom-dashboard-due`);
    await due
      .first()
      .getByRole('link', { name: `${t.start}: ${t.near}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/answer-exam/${near}$`));

    // the list's date filters are due dates: until three days from now gives the nearest only
    await page.goto(`/${locale}/dashboard/exam-list`);
    await expect(page.getByLabel(t.dueFrom)).toBeVisible();
    await page.getByLabel(t.dueTo).fill(new Date(Date.now() + 3 * day).toISOString().slice(0, 10));
    await page.locator('form.exam-filters button[type=submit]').click();
    await expect(page.locator('table tbody tr')).toHaveCount(1);
    await expect(page.locator('table tbody tr')).toContainText(t.near);
    await shoot(page, `${locale}-classroom-exam-list-due`);
  });
}
