import type { Browser, Page } from '@playwright/test';
import { checkA11y, expect, ownAddress, test } from '../../fixtures.ts';
import { registerVerified } from '../../accounts.ts';
import { shoot } from '../../shots.ts';

/**
 * Long exams (issue 37, ADR 0087), in both languages at 1366 and 390 px with axe: each attempt has
 * its own order of questions (the same after a reload and on the result), on by default and off per
 * exam, both settings in the exam's step 4; the question navigator marks each question answered,
 * flagged or not answered in words and glyphs, and its links move the focus to the question; a flag
 * for review survives a reload; one question per page with Previous and Next, a reload reopening
 * the question the student was on; the low-time warning in that mode (a controlled clock); a
 * draft's review (step 5) showing both settings.
 */
const PASSWORD = 'Long1!exam';
const T = {
  ar: {
    start: 'ابدأ الاختبار',
    nav: 'التنقل بين الأسئلة',
    item: (n: number, state: string) => `السؤال ${n}: ${state}`, // the reader's digits: Western by default
    answered: 'مُجاب',
    unanswered: 'بلا إجابة',
    flagged: 'معلَّم للمراجعة',
    flag: 'علِّم للمراجعة',
    next: 'السؤال التالي',
    previous: 'السؤال السابق',
    submit: 'سلِّم الإجابات',
    confirmYes: 'أكِّد وسلِّم',
    shuffle: 'رتِّب الأسئلة وخياراتها ترتيبًا مختلفًا لكل طالب',
    onePerPage: 'اعرض سؤالًا واحدًا في كل صفحة',
    reviewed: ['كما في الاختبار', 'سؤال واحد في كل صفحة'],
    order: 'الترتيب',
    layout: 'العرض',
    five: 'بقيت خمس دقائق: راجع إجاباتك وسلِّمها.',
  },
  en: {
    start: 'Start the exam',
    nav: 'Question navigator',
    item: (n: number, state: string) => `Question ${n}: ${state}`,
    answered: 'answered',
    unanswered: 'not answered',
    flagged: 'flagged for review',
    flag: 'Flag for review',
    next: 'Next question',
    previous: 'Previous question',
    submit: 'Submit answers',
    confirmYes: 'Confirm and submit',
    shuffle: 'Shuffle the questions and their options for each student',
    onePerPage: 'Show one question per page',
    reviewed: ['As in the exam', 'One question per page'],
    order: 'Order',
    layout: 'Layout',
    five: 'Five minutes left: check your answers and submit.',
  },
} as const;
type Locale = keyof typeof T;

interface KeyedQuestion {
  id: string;
  options: { id: string }[];
  answer: { option_id: string };
}

/** A teacher (the free plan's 10 questions) with a class of one student, signed in on `page`; two published exams of 10 questions: one shuffled (the default), one in order, one question per page. */
async function world(browser: Browser, page: Page, baseURL: string, locale: Locale) {
  const stamp = `${locale}${Date.now().toString(36)}`;
  const headers = { origin: baseURL };
  const registered = (body: Record<string, unknown>) => registerVerified(browser, baseURL, locale, body, { password: PASSWORD, headers: ownAddress() });
  const teacher = await registered({ full_name: 'Ms Long', email: `long.${stamp}@example.test`, role: 'educator', educator_type: 'teacher' });
  const pupil = await teacher.post(`/api/v1/${locale}/management/members`, { headers, data: { role: 'student', full_name: 'Sami', username: `long${stamp}` } });
  expect(pupil.status(), await pupil.text()).toBe(201);
  const made = (await pupil.json()).data;
  const cls = await teacher.post(`/api/v1/${locale}/classes`, { headers, data: { name: `Long ${stamp}`, student_ids: [made.member.id] } });
  expect(cls.status(), await cls.text()).toBe(201);
  const classId = (await cls.json()).data.class.id as string;
  const exam = async (title: string, settings: Record<string, unknown>) => {
    const res = await teacher.post(`/api/v1/${locale}/exams`, {
      headers,
      data: {
        title,
        request: { objectives: [{ type: 'conjugate' }, { type: 'identify_person' }], formats: ['multiple_choice'], question_count: 10, criteria: { verbs: ['ktb-I1'] }, seed: 7 },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const id = (await res.json()).data.exam.id as string;
    const published = await teacher.post(`/api/v1/${locale}/exams/${id}/publish`, {
      headers,
      data: {
        publish_at: new Date(Date.now() - 60_000).toISOString(),
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
        access: 'expirable',
        duration_minutes: 30,
        passing_score: 50,
        attempts_allowed: 1,
        review: 'after_submit',
        assignments: { classes: [classId], students: [], teachers: [] },
        ...settings,
      },
    });
    expect(published.status(), await published.text()).toBe(200);
    return { id, questions: (await published.json()).data.exam.questions as KeyedQuestion[] };
  };
  const shuffledExam = await exam(locale === 'ar' ? 'اختبار طويل' : 'Long exam', {});
  const pagedExam = await exam(locale === 'ar' ? 'سؤال في كل صفحة' : 'One per page', { shuffle: false, one_per_page: true });
  const login = await page.request.post(`/api/v1/${locale}/auth/login`, { headers, data: { email: `long${stamp}`, password: made.one_time_password } });
  expect(login.status(), await login.text()).toBe(200);
  const chosen = await page.request.post(`/api/v1/${locale}/auth/set-password`, { headers, data: { password: PASSWORD, password_confirmation: PASSWORD } });
  expect(chosen.status(), await chosen.text()).toBe(200);
  return { teacher, shuffledExam, pagedExam };
}

/** The question ids in the order the page shows them. */
const shownOrder = (page: Page) => page.locator('fieldset.take-q').evaluateAll((els) => els.map((e) => e.id.replace(/^q-/, '')));
const timerSeconds = (shown: string) => {
  const [m, s] = shown.trim().split(':').map(Number);
  return m! * 60 + s!;
};

test.use({ actionTimeout: 20_000 });

for (const locale of ['ar', 'en'] as const) {
  const t = T[locale];

  test(`${locale}: a shuffled attempt keeps its order; the navigator marks, flags and moves the focus; the flag survives a reload`, async ({ page, browser, baseURL }) => {
    test.setTimeout(300_000);
    const { teacher, shuffledExam, pagedExam } = await world(browser, page, baseURL!, locale);
    const examOrder = shuffledExam.questions.map((q) => q.id);

    await page.goto(`/${locale}/dashboard/answer-exam/${shuffledExam.id}`);
    await page.getByRole('button', { name: t.start }).click();
    const nav = page.getByRole('navigation', { name: t.nav });
    await expect(nav.getByRole('link')).toHaveCount(10);
    const order = await shownOrder(page);
    expect([...order].sort()).toEqual([...examOrder].sort());
    expect(order, 'the attempt has an order of its own').not.toEqual(examOrder);

    // answer the first question shown, flag the second: the navigator says so in words
    const first = shuffledExam.questions.find((q) => q.id === order[0])!;
    await page.locator(`input[name="answer_${first.id}"][value="${first.answer.option_id}"]`).check();
    await expect(page.locator(`[id="q-${first.id}-state"]`)).toHaveAttribute('data-state', 'saved');
    await expect(nav.getByRole('link', { name: t.item(1, t.answered), exact: true })).toHaveCount(1);
    const second = page.locator(`fieldset[id="q-${order[1]}"]`);
    await second.getByRole('button', { name: t.flag }).click();
    await expect(second.getByRole('button', { name: t.flag })).toHaveAttribute('aria-pressed', 'true');
    await expect(nav.getByRole('link', { name: t.item(2, t.flagged), exact: true })).toHaveCount(1);
    await expect(nav.getByRole('link', { name: t.item(3, t.unanswered), exact: true })).toHaveCount(1);
    // a link moves the focus to its question
    await nav.getByRole('link', { name: t.item(5, t.unanswered), exact: true }).click();
    await expect(page.locator(`fieldset[id="q-${order[4]}"]`)).toBeFocused();
    await shoot(page, `${locale}-long-navigator`);

    // a reload: the same order, the flag and the answer kept
    await page.reload();
    await expect(nav.getByRole('link')).toHaveCount(10);
    expect(await shownOrder(page)).toEqual(order);
    await expect(page.locator(`fieldset[id="q-${order[1]}"]`).getByRole('button', { name: t.flag })).toHaveAttribute('aria-pressed', 'true');
    await expect(nav.getByRole('link', { name: t.item(2, t.flagged), exact: true })).toHaveCount(1);
    await expect(nav.getByRole('link', { name: t.item(1, t.answered), exact: true })).toHaveCount(1);

    // the result lists the questions in the attempt's order
    await page.getByRole('button', { name: t.submit }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.confirmYes }).click();
    await expect(page.locator('article.report-q').first()).toBeVisible();
    expect(await page.locator('article.report-q h3').evaluateAll((els) => els.map((e) => e.id.replace(/^r-/, '')))).toEqual(order);

    // the settings in step 4 of the exam's edit: on by default, off where the teacher said so
    await page.context().clearCookies();
    const state = await teacher.storageState();
    await page.context().addCookies(state.cookies);
    for (const [id, shuffle, paged] of [
      [shuffledExam.id, true, false],
      [pagedExam.id, false, true],
    ] as const) {
      await page.goto(`/${locale}/dashboard/exam-setup/${id}?step=4`);
      await expect(page.getByRole('checkbox', { name: t.shuffle })).toBeChecked({ checked: shuffle });
      await expect(page.getByRole('checkbox', { name: t.onePerPage })).toBeChecked({ checked: paged });
    }
    await checkA11y(page);
    // the review (step 5) says both
    await page.goto(`/${locale}/dashboard/exam-setup/${pagedExam.id}?step=5`);
    for (const said of t.reviewed) await expect(page.getByRole('definition').filter({ hasText: said })).toHaveCount(1);

    // so does a draft's review, before anything is published (step 4 saved, not published)
    const headers = { origin: baseURL! };
    const made = await teacher.post(`/api/v1/${locale}/exams`, {
      headers,
      data: {
        title: locale === 'ar' ? 'مسودة طويلة' : 'Long draft',
        request: { objectives: [{ type: 'conjugate' }], formats: ['multiple_choice'], question_count: 3, criteria: { verbs: ['ktb-I1'] }, seed: 7 },
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const draftId = (await made.json()).data.exam.id as string;
    const saved = await teacher.put(`/api/v1/${locale}/exams/${draftId}/settings`, {
      headers,
      data: {
        publish_at: new Date(Date.now() + 86_400_000).toISOString(),
        access: 'open',
        duration_minutes: 30,
        passing_score: 50,
        assignments: { classes: [], students: [], teachers: [] },
        shuffle: false,
        one_per_page: true,
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await page.goto(`/${locale}/dashboard/exam-setup/${draftId}?step=5`);
    const review = page.locator('.draft-review');
    await expect(review).toBeVisible();
    // each setting beside its name: the term, then its value
    await expect(review.locator('dt', { hasText: t.order }).locator('xpath=following-sibling::dd[1]')).toHaveText(t.reviewed[0]);
    await expect(review.locator('dt', { hasText: t.layout }).locator('xpath=following-sibling::dd[1]')).toHaveText(t.reviewed[1]);
    await shoot(page, `${locale}-long-draft-review`);
    await teacher.dispose();
  });

  test(`${locale}: one question per page, in the exam's order when shuffling is off; Previous, Next and the navigator move the focus; the low-time warning`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const { teacher, pagedExam } = await world(browser, page, baseURL!, locale);
    const examOrder = pagedExam.questions.map((q) => q.id);
    await page.clock.install();
    await page.goto(`/${locale}/dashboard/answer-exam/${pagedExam.id}`);
    await page.getByRole('button', { name: t.start }).click();
    const nav = page.getByRole('navigation', { name: t.nav });
    await expect(nav.getByRole('link')).toHaveCount(10);
    expect(await shownOrder(page)).toEqual(examOrder);
    const visible = page.locator('fieldset.take-q:visible');
    await expect(visible).toHaveCount(1);
    await expect(visible).toHaveId(`q-${examOrder[0]}`);
    await expect(nav.getByRole('link', { name: t.item(1, t.unanswered), exact: true })).toHaveAttribute('aria-current', 'step');

    await page.getByRole('button', { name: t.next }).click();
    await expect(visible).toHaveId(`q-${examOrder[1]}`);
    await expect(page.locator(`fieldset[id="q-${examOrder[1]}"]`)).toBeFocused();
    await page.getByRole('button', { name: t.previous }).click();
    await expect(page.locator(`fieldset[id="q-${examOrder[0]}"]`)).toBeFocused();
    await nav.getByRole('link', { name: t.item(4, t.unanswered), exact: true }).click();
    await expect(visible).toHaveId(`q-${examOrder[3]}`);
    await expect(page.locator(`fieldset[id="q-${examOrder[3]}"]`)).toBeFocused();
    const fourth = pagedExam.questions[3]!;
    await page.locator(`input[name="answer_${fourth.id}"][value="${fourth.answer.option_id}"]`).check();
    await expect(nav.getByRole('link', { name: t.item(4, t.answered), exact: true })).toHaveCount(1);
    await shoot(page, `${locale}-long-one-per-page`);

    // a reload reopens the question the student was on, not the first
    await page.reload();
    await expect(nav.getByRole('link')).toHaveCount(10);
    await expect(visible).toHaveCount(1);
    await expect(visible).toHaveId(`q-${examOrder[3]}`);
    await expect(nav.getByRole('link', { name: t.item(4, t.answered), exact: true })).toHaveAttribute('aria-current', 'step');
    await page.getByRole('button', { name: t.next }).click();
    await expect(page.locator(`fieldset[id="q-${examOrder[4]}"]`)).toBeFocused();

    // five minutes left: seen in the bar and said once, whichever page is shown
    await page.clock.fastForward((timerSeconds(await page.getByRole('timer').innerText()) - 295) * 1000);
    await expect(page.getByTestId('low-time')).toHaveText(t.five);
    await expect(page.getByRole('alert').filter({ hasText: t.five })).toHaveCount(1);
    await shoot(page, `${locale}-long-low-time`);
    await teacher.dispose();
  });
}
