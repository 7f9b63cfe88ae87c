import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, ownAddress, test, waitForMail } from '../../fixtures.ts';
import { shoot } from '../../shots.ts';

/**
 * Practice, anonymous, in both languages against the real server: from a verb's conjugation page
 * to a set of ten questions of that verb, answered one by one (each checked by the server, its
 * explanation shown after); nothing the page holds before an answer carries that question's key;
 * the score at the end, and "retry what was wrong" gives exactly the questions missed. Then the
 * same as plain form posts without script. axe at 1366 and 390 px on every state (SHOTS=dir).
 */
const T = {
  ar: {
    nav: 'تدريب',
    link: 'تدرّب على هذا الفعل',
    start: 'ابدأ التدريب',
    check: 'تحقّق من إجابتي',
    chooseOne: 'اختر إجابة أولًا.',
    why: 'الشرح',
    done: 'انتهت المجموعة',
    retry: 'أعد ما أخطأت فيه',
    retryOf: 'إعادة ما أُخطئ فيه في مجموعة سابقة',
    progress: (a: number, n: number) => `أُجيب عن ${a} من ${n}`,
    badRoot: 'الجذر ثلاثة أحرف عربية أو أربعة',
    expired: 'مجموعة التدريب هذه غير موجودة أو انتهت مدتها. ابدأ مجموعة جديدة.',
    signedOut: 'أنت تتدرب دون حساب',
    progressLink: 'تقدّمك',
    progressTitle: 'تقدّمك',
    tenseType: 'تحديد الزمن',
    practise: 'تدرّب على هذا',
    type: 'نوع السؤال',
    upgradeNone: 'تتبّع التقدّم ليس في خطتك',
    upgradePartial: 'تعرض خطتك جزءًا من تقدّمك',
    upgradeMessage: 'لا تشمل خطتك تتبّع التقدّم؛ وخطة الأساسية تشمله',
    plans: 'اطّلع على الخطط',
    queue: 'قائمة المراجعة',
    nextReview: 'المراجعة التالية',
    noneWaiting: 'لا صيغة تنتظر',
    weeks: 'أسبوعًا بأسبوع (آخر 12 أسبوعًا)',
    all: 'كل الإجابات',
    allCell: (share: number) => `${share}٪ من 10`,
    exams: 'نتائج اختباراتك',
    answers: 'طريقة الإجابة',
    typed: 'كتابة الصيغة',
    typedLabel: 'إجابتك',
  },
  en: {
    nav: 'Practice',
    link: 'Practise this verb',
    start: 'Start practising',
    check: 'Check my answer',
    chooseOne: 'Choose an answer first.',
    why: 'Explanation',
    done: 'Set finished',
    retry: 'Retry what was wrong',
    retryOf: 'Retrying what was wrong in an earlier set',
    progress: (a: number, n: number) => `Answered ${a} of ${n}`,
    badRoot: 'A root is three or four Arabic letters',
    expired: 'That practice set does not exist or has expired. Start a new one.',
    signedOut: 'You are practising without an account',
    progressLink: 'Your progress',
    progressTitle: 'Your progress',
    tenseType: 'Identify the tense',
    practise: 'Practise this',
    type: 'Question type',
    upgradeNone: 'Progress tracking is not in your plan',
    upgradePartial: 'Your plan shows part of your progress',
    upgradeMessage: 'Your plan does not include progress tracking; the Basic plan does',
    plans: 'See the plans',
    queue: 'Review queue',
    nextReview: 'Next review',
    noneWaiting: 'No form waiting',
    weeks: 'Week by week (the last 12 weeks)',
    all: 'All answers',
    allCell: (share: number) => `${share}% of 10`,
    exams: 'Your exam results',
    answers: 'How to answer',
    typed: 'Write the form',
    typedLabel: 'Your answer',
  },
} as const;

/** The administrator of this spec (ADMIN_EMAILS in serve.ts), signed in; registered the first time. */
async function administrator(browser: Browser, baseURL: string, locale: 'ar' | 'en'): Promise<APIRequestContext> {
  const email = `admin-practice-${locale}@tasreef.test`;
  const password = 'Practis1!ok';
  const headers = { origin: baseURL };
  const api = (await browser.newContext({ extraHTTPHeaders: ownAddress(), baseURL })).request;
  const login = () => api.post(`/api/v1/${locale}/auth/login`, { headers, data: { email, password } });
  let res = await login();
  if (res.status() !== 200) {
    const reg = await api.post(`/api/v1/${locale}/auth/register`, {
      headers,
      data: { full_name: 'Practice Admin', email, password, password_confirmation: password, accept_terms: true, role: 'student' },
    });
    expect(reg.status(), await reg.text()).toBe(200);
    const code = await waitForMail(email, /text-align:center">(\d{4})</, 15_000);
    expect((await api.post(`/api/v1/${locale}/auth/verify-email`, { headers, data: { email, verification_code: code } })).status()).toBe(200);
    res = await login();
  }
  expect(res.status(), await res.text()).toBe(200);
  return api;
}

/** What the page holds of the questions not yet answered (the router's data): nothing that names a key or explains an answer. */
async function expectNoKeyOf(page: Page, questionId: string) {
  const unanswered = await page.evaluate(() => {
    const w = window as unknown as {
      __reactRouterDataRouter: { state: { loaderData: Record<string, { page?: { set?: { questions: Array<{ id: string; outcome: unknown }> } } }> } };
    };
    const set = w.__reactRouterDataRouter.state.loaderData['routes/practice']?.page?.set;
    return set ? set.questions.filter((q) => q.outcome === null) : [];
  });
  expect(unanswered.map((q) => q.id)).toContain(questionId);
  const text = JSON.stringify(unanswered);
  for (const leak of ['explanation', 'option_id', 'accepted', 'verb_id', '"value"', '"key"']) expect(text).not.toContain(leak);
}

for (const locale of ['ar', 'en'] as const) {
  const t = T[locale];

  test(`${locale}: a verb's practice set answered to the end, then retry what was wrong`, async ({ page }) => {
    // ten answers and six shots with axe at two widths: over two minutes on a loaded machine
    test.setTimeout(240_000);
    await page.goto(`/${locale}/conjugations/sound/ktb-I1`);
    // in the site navigation (under "Our services")
    await expect(page.locator(`header nav a[href="/${locale}/practice"]`).first()).toHaveText(t.nav);
    // the link and the print button beside it stand apart, not edge to edge
    const [practise, print] = await Promise.all([page.getByRole('link', { name: t.link }).boundingBox(), page.locator('.conj-actions button').boundingBox()]);
    const apart = Math.max(print!.x - (practise!.x + practise!.width), practise!.x - (print!.x + print!.width));
    expect(apart).toBeGreaterThanOrEqual(8);
    await page.getByRole('link', { name: t.link }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/practice\\?verb=ktb-I1$`));
    await expect(page.locator('.practice-chosen-verb')).toContainText('كَتَبَ');
    await expect(page.getByText(t.signedOut)).toBeVisible();
    await shoot(page, `practice-choose-${locale}`);

    await page.getByRole('button', { name: t.start }).click();
    await expect(page).toHaveURL(/\?set=[A-Za-z0-9_-]{24}$/);
    await expect(page.getByText(t.progress(0, 10))).toBeVisible();
    await expect(page.locator('.practice-criteria')).toContainText('كَتَبَ');
    const firstId = await page.locator('input[name="question"]').inputValue();
    await expectNoKeyOf(page, firstId);
    await shoot(page, `practice-question-${locale}`);

    // no choice made: the browser asks for one, nothing is sent (the server says so too, if it gets there)
    await page.getByRole('button', { name: t.check }).click();
    expect(
      await page
        .locator('.take-option input[type="radio"]')
        .first()
        .evaluate((i: HTMLInputElement) => i.validity.valueMissing),
    ).toBe(true);
    await expect(page.getByText(t.progress(0, 10))).toBeVisible();

    for (let n = 1; n <= 10; n++) {
      const id = await page.locator('input[name="question"]').inputValue();
      await expectNoKeyOf(page, id);
      await page.locator('.take-option input[type="radio"]').first().check();
      await page.getByRole('button', { name: t.check }).click();
      if (n < 10) {
        await expect(page.getByText(t.progress(n, 10))).toBeVisible();
        const outcome = page.locator('.practice-outcome');
        await expect(outcome).toContainText(t.why);
        await expect(outcome.locator('h3')).toBeFocused();
        if (n === 1) await shoot(page, `practice-answered-${locale}`);
      }
    }
    await expect(page.getByRole('heading', { name: t.done })).toBeVisible();
    const verdicts = await page.locator('.practice-review .practice-outcome').evaluateAll((els) => els.map((e) => e.getAttribute('data-verdict')));
    expect(verdicts).toHaveLength(10);
    const wrong = verdicts.filter((v) => v !== 'correct').length;
    await expect(page.locator('.practice-summary__score')).toContainText(String((10 - wrong) * 10));
    await shoot(page, `practice-done-${locale}`);

    if (wrong > 0) {
      await page.getByRole('button', { name: t.retry }).click();
      await expect(page.getByText(t.retryOf)).toBeVisible();
      await expect(page.getByText(t.progress(0, wrong))).toBeVisible();
    } else {
      await expect(page.getByRole('button', { name: t.retry })).toHaveCount(0);
    }
  });

  test(`${locale}: without script, the same set as form posts; bad choices and unknown sets said clearly`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: ownAddress() });
    const page = await context.newPage();
    await page.goto(`/${locale}/practice`);
    await page.getByRole('textbox', { name: locale === 'ar' ? 'الجذر' : 'Root', exact: true }).fill('abc');
    await page.getByRole('button', { name: t.start }).click();
    await expect(page.getByText(t.badRoot)).toBeVisible();
    await page.getByRole('textbox', { name: locale === 'ar' ? 'الجذر' : 'Root', exact: true }).fill('قول');
    await page.getByRole('button', { name: t.start }).click();
    await expect(page.getByText(t.progress(0, 10))).toBeVisible();
    await page.locator('.take-option input[type="radio"]').first().check();
    await page.getByRole('button', { name: t.check }).click();
    await expect(page.getByText(t.progress(1, 10))).toBeVisible();
    await expect(page.locator('.practice-outcome')).toContainText(t.why);
    await shoot(page, `practice-noscript-${locale}`, false);
    // a post without a choice (an old browser, a crafted form): the server says what is missing
    const set = new URL(page.url()).searchParams.get('set')!;
    const question = await page.locator('input[name="question"]').inputValue();
    const bare = await page.request.post(`/${locale}/practice?set=${set}`, { form: { intent: 'answer', set, question } });
    expect(bare.status()).toBe(422);
    expect(await bare.text()).toContain(t.chooseOne);
    await page.goto(`/${locale}/practice?set=AAAAAAAAAAAAAAAAAAAAAAAA`);
    await expect(page.getByText(t.expired)).toBeVisible();
    await context.close();
  });
}

for (const locale of ['ar', 'en'] as const) {
  const t = T[locale];
  test(`${locale}: signed in, every answer counts: Free sees what an upgrade adds; on Pro the progress page shows it by feature, week by week and the review queue, with "practise this"`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const email = `practice.${locale}.${Date.now().toString(36)}@example.test`;
    const headers = { origin: baseURL! };
    const password = 'Practis1!ok';
    const reg = await page.request.post(`/api/v1/${locale}/auth/register`, {
      headers,
      data: { full_name: locale === 'ar' ? 'سلمى' : 'Salma', email, password, password_confirmation: password, accept_terms: true, role: 'student' },
    });
    expect(reg.status(), await reg.text()).toBe(200);
    const code = await waitForMail(email, /text-align:center">(\d{4})</, 15_000);
    const verified = await page.request.post(`/api/v1/${locale}/auth/verify-email`, { headers, data: { email, verification_code: code } });
    expect(verified.status(), await verified.text()).toBe(200);

    await page.goto(`/${locale}/practice?verb=ktb-I1&type=identify_tense`);
    await expect(page.getByRole('combobox', { name: t.type })).toHaveValue('identify_tense'); // the select, not the progress section of the same name while the page changes
    await page.getByRole('button', { name: t.start }).click();
    await expect(page.getByText(t.progress(0, 10))).toBeVisible();
    for (let n = 1; n <= 10; n++) {
      await page.locator('.take-option input[type="radio"]').first().check();
      await page.getByRole('button', { name: t.check }).click();
      if (n < 10) await expect(page.getByText(t.progress(n, 10))).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: t.done })).toBeVisible();
    const right = (await page.locator('.practice-review .practice-outcome[data-verdict="correct"]').count()) * 10;

    // Free: progress tracking is not in the plan: the page says what an upgrade adds, with the way to the plans
    await page.getByRole('link', { name: t.progressLink }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/progress$`));
    await expect(page.getByRole('heading', { level: 1, name: t.progressTitle })).toBeVisible();
    const prompt = page.locator('.progress-upgrade');
    await expect(prompt).toContainText(t.upgradeNone);
    await expect(prompt).toContainText(t.upgradeMessage);
    await expect(prompt.locator('li')).toHaveCount(2);
    await expect(prompt.getByRole('link', { name: t.plans })).toHaveAttribute('href', `/${locale}/prices`);
    await expect(page.locator('.progress-stats')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: t.exams })).toBeVisible();
    await shoot(page, `practice-progress-free-${locale}`);

    // on Basic (an administrator grants it): the answers given on Free, by feature, and what Pro adds
    const me = (await (await page.request.get(`/api/v1/${locale}/account`)).json()).data.id as string;
    const admin = await administrator(browser, baseURL!, locale);
    const grant = async (code: string) => {
      const plan = await admin.patch(`/api/v1/${locale}/admin/users/${me}/plan`, { headers, data: { plan_code: code } });
      expect(plan.status(), await plan.text()).toBe(200);
    };
    await grant('basic');
    await page.reload();
    await expect(page.locator('.progress-upgrade')).toContainText(t.upgradePartial);
    await expect(page.locator('.progress-upgrade li')).toHaveCount(1);
    await expect(page.locator('.progress-stats dd').first()).toHaveText('10');
    await expect(page.locator('.week-chart')).toHaveCount(0);
    await expect(page.locator('.progress-queue')).toHaveCount(0);
    await shoot(page, `practice-progress-basic-${locale}`);

    // on Pro the same answers show in full: recorded whatever the plan
    await grant('pro');
    await page.reload();
    await expect(page.locator('.progress-upgrade')).toHaveCount(0);
    const stats = page.locator('.progress-stats dd');
    await expect(stats.nth(0)).toHaveText('10');
    await expect(stats.nth(1)).toHaveText(`${right}%`);
    await expect(stats.nth(2)).toHaveText('1');
    await expect(page.locator('.progress-days li')).toHaveCount(28);
    await expect(page.locator('.progress-days li.is-on')).toHaveCount(1);
    await expect(page.locator('.progress-days li').last()).toHaveClass('is-on');
    const tense = page.locator('section[aria-labelledby="progress-type"] .progress-feature').filter({ hasText: t.tenseType });
    await expect(tense).toHaveCount(1);
    // week by week: this week's row of every answer, in the table screen readers read
    await expect(page.getByRole('heading', { name: t.weeks })).toBeVisible();
    const allRow = page.locator('.week-chart table tbody tr').filter({ hasText: t.all });
    await expect(allRow.locator('td')).toHaveCount(12);
    await expect(allRow.locator('td').last()).toHaveText(t.allCell(right));
    await expect(page.locator('.week-chart__row').first().locator('.week-bars__cell:not(.is-empty)')).toHaveCount(1);
    // the review queue: a miss waits for tomorrow (its timing on a moved clock: apps/server/test/practice/plans-progress.test.ts)
    const queue = page.locator('.progress-queue');
    await expect(queue.getByRole('heading', { name: t.queue })).toBeVisible();
    await expect(queue).toContainText(right < 100 ? t.nextReview : t.noneWaiting);
    await shoot(page, `practice-progress-${locale}`);
    await tense.getByRole('link', { name: t.practise }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/practice\\?type=identify_tense$`));
    await expect(page.getByRole('combobox', { name: t.type })).toHaveValue('identify_tense'); // the select, not the progress section of the same name while the page changes
  });
}

for (const locale of ['ar', 'en'] as const) {
  const t = T[locale];
  test(`${locale}: typed answers: the form written (with the on-screen Arabic keyboard), checked by the exams' grading`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(`/${locale}/practice?verb=ktb-I1&type=conjugate`);
    await page.getByRole('combobox', { name: t.answers }).selectOption('typed');
    await page.getByRole('button', { name: t.start }).click();
    await expect(page.getByText(t.progress(0, 10))).toBeVisible();
    await expect(page.locator('.practice-criteria')).toContainText(t.typed);
    const input = page.getByRole('textbox', { name: t.typedLabel });
    await expect(input).toBeVisible();
    await page.locator('.take-typed summary').click();
    await shoot(page, `practice-typed-${locale}`);
    // typed with the on-screen keyboard: ك then ت then ب
    for (const letter of ['ك', 'ت', 'ب']) await page.locator('.take-typed').getByRole('button', { name: letter, exact: true }).first().click();
    await expect(input).toHaveValue('كتب');
    await page.getByRole('button', { name: t.check }).click();
    await expect(page.getByText(t.progress(1, 10))).toBeVisible();
    const outcome = page.locator('.practice-outcome');
    await expect(outcome).toContainText(t.why);
    // letters without marks: right letters are half credit («الحركات ناقصة»), others wrong
    expect(['marks_missing', 'wrong']).toContain(await outcome.getAttribute('data-verdict'));
    await shoot(page, `practice-typed-answered-${locale}`);
  });
}
