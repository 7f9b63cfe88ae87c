import type { Browser, Locator, Page } from '@playwright/test';
import { checkA11y, expect, ownAddress, test } from '../../fixtures.ts';
import { registerVerified } from '../../accounts.ts';
import { shoot } from '../../shots.ts';

/**
 * The exam loop with a keyboard and a screen reader in mind (issue 37, accessibility), in both
 * languages: Arabic parts of English text and English parts of Arabic text carry their language and
 * direction (question texts, explanations, the on-screen keyboard's mark names, pattern labels); the
 * focus lands on the new view's heading after Start, after submission (the score and pass/fail said
 * in a live region), after sign-in and after a wizard step, and on the next step's first field in
 * registration; the on-screen keyboard says what a key added and closes on Escape back to its input;
 * a focused invalid field shows the focus ring; saving is spoken only when offline or refused (and
 * once when that has passed); a timed attempt warns at 5 minutes and at 1 minute left (a controlled
 * clock), visibly and assertively, once each. The checks read roles, accessible names and the focused
 * element as assistive technology gets them; the language of a piece of text is the nearest `lang`
 * around it, as a screen reader picks its voice. axe at 1366 and 390 px; SHOTS=dir saves them.
 * The accessibility checks are soft: a run lists every one that fails, not only the first.
 */
const PASSWORD = 'Access1!pass';

const T = {
  ar: {
    title: 'اختبار الوصول',
    className: 'الصف السابع',
    pupil: 'هدى',
    start: 'ابدأ الاختبار',
    saved: 'حُفظت جميع الإجابات',
    saving: 'جارٍ الحفظ…',
    offline1: 'غير متصل: إجابة واحدة تنتظر، وستُرسل عند عودة الاتصال',
    submit: 'سلِّم الإجابات',
    confirmYes: 'أكِّد وسلِّم',
    result: 'نتيجة المحاولة 1',
    keyboard: 'لوحة المفاتيح العربية',
    added: 'أُضيف: ',
    five: 'بقيت خمس دقائق: راجع إجاباتك وسلِّمها.',
    one: 'بقيت دقيقة واحدة: سلِّم إجاباتك الآن.',
    announce: /^(ناجح|راسب)\. الدرجة: [\d٠-٩.,٫]+%\.$/,
    login: 'تسجيل الدخول',
    identifier: 'البريد الإلكتروني أو اسم المستخدم',
    password: 'كلمة المرور',
    fullName: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    confirmPassword: 'تأكيد كلمة المرور',
    terms: 'أوافق على الشروط وسياسة الخصوصية',
    next: 'التالي',
    patterns: 'الأوزان',
  },
  en: {
    title: 'Access check',
    className: 'Grade 7',
    pupil: 'Huda',
    start: 'Start the exam',
    saved: 'All answers saved',
    saving: 'Saving…',
    offline1: 'Offline: 1 answer waiting, it will be sent when the connection returns',
    submit: 'Submit answers',
    confirmYes: 'Confirm and submit',
    result: 'Result of attempt 1',
    keyboard: 'Arabic keyboard',
    added: 'Added: ',
    five: 'Five minutes left: check your answers and submit.',
    one: 'One minute left: submit your answers now.',
    announce: /^(Passed|Failed)\. Score: [\d.]+%\.$/,
    login: 'Log in',
    identifier: 'Email or username',
    password: 'Password',
    fullName: 'Full name',
    email: 'Email',
    confirmPassword: 'Confirm the password',
    terms: 'I accept the terms and the privacy policy',
    next: 'Next',
    patterns: 'Patterns',
  },
} as const;
type Locale = keyof typeof T;

interface KeyedQuestion {
  id: string;
  format: 'multiple_choice' | 'true_false' | 'typed';
  options: { id: string }[];
  answer: { option_id: string } | { text: string; accepted: string[] };
}

/**
 * The language and direction a screen reader and the browser give the first piece of text inside
 * `within` that contains `text`: those of the nearest element around it that declares them.
 */
async function partOf(within: Locator, text: string): Promise<{ lang: string | null; dir: string | null } | null> {
  if ((await within.count()) === 0) return null;
  return within.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.includes(wanted)) continue;
      const el = node.parentElement!;
      return { lang: el.closest('[lang]')?.getAttribute('lang') ?? null, dir: el.closest('[dir]')?.getAttribute('dir') ?? null };
    }
    return null; // no such text
  }, text);
}

/** Every run of Arabic letters (with its marks) in the text of `within`. */
const arabicRuns = (within: Locator) => within.evaluate((el) => (el.textContent ?? '').match(/[\u0600-\u06FF]+/g) ?? []);
/** Every run of Latin letters in the text of `within`. */
const latinRuns = (within: Locator) => within.evaluate((el) => (el.textContent ?? '').match(/[A-Za-z]+/g) ?? []);

/** A teacher on Pro (typed answers) with a class of one student, who signs in on `page`; a timed exam published to the class. */
async function world(browser: Browser, page: Page, baseURL: string, locale: Locale) {
  const t = T[locale];
  const stamp = `${locale}${Date.now().toString(36)}`;
  const headers = { origin: baseURL };
  const registered = (body: Record<string, unknown>) => registerVerified(browser, baseURL, locale, body, { password: PASSWORD, headers: ownAddress() });
  const teacher = await registered({ full_name: locale === 'ar' ? 'أ. نور' : 'Ms Nour', email: `a11y.${stamp}@example.test`, role: 'educator', educator_type: 'teacher' });
  const admin = await registered({ full_name: 'A11y Admin', email: `admin-a11y-${locale}@tasreef.test`, role: 'educator', educator_type: 'teacher' });
  const me = await teacher.get(`/api/v1/${locale}/account`);
  const plan = await admin.patch(`/api/v1/${locale}/admin/users/${(await me.json()).data.id}/plan`, { headers, data: { plan_code: 'pro' } });
  expect(plan.status(), await plan.text()).toBe(200);
  const pupil = await teacher.post(`/api/v1/${locale}/management/members`, { headers, data: { role: 'student', full_name: t.pupil, username: `a11y${stamp}` } });
  expect(pupil.status(), await pupil.text()).toBe(201);
  const made = (await pupil.json()).data;
  const cls = await teacher.post(`/api/v1/${locale}/classes`, { headers, data: { name: t.className, student_ids: [made.member.id] } });
  expect(cls.status(), await cls.text()).toBe(201);
  const classId = (await cls.json()).data.class.id as string;

  const exam = await teacher.post(`/api/v1/${locale}/exams`, {
    headers,
    data: {
      title: t.title,
      request: {
        objectives: [{ type: 'conjugate' }, { type: 'identify_person' }, { type: 'identify_root' }],
        formats: ['multiple_choice', 'true_false', 'typed'],
        question_count: 6,
        criteria: { verbs: ['ktb-I1'] },
        seed: 4,
      },
    },
  });
  expect(exam.status(), await exam.text()).toBe(201);
  const examId = (await exam.json()).data.exam.id as string;
  const published = await teacher.post(`/api/v1/${locale}/exams/${examId}/publish`, {
    headers,
    data: {
      publish_at: new Date(Date.now() - 60_000).toISOString(),
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      access: 'expirable',
      duration_minutes: 30,
      passing_score: 50,
      attempts_allowed: 2,
      review: 'after_submit',
      assignments: { classes: [classId], students: [], teachers: [] },
    },
  });
  expect(published.status(), await published.text()).toBe(200);
  const questions = (await published.json()).data.exam.questions as KeyedQuestion[];

  const login = await page.request.post(`/api/v1/${locale}/auth/login`, { headers, data: { email: `a11y${stamp}`, password: made.one_time_password } });
  expect(login.status(), await login.text()).toBe(200);
  const chosen = await page.request.post(`/api/v1/${locale}/auth/set-password`, { headers, data: { password: PASSWORD, password_confirmation: PASSWORD } });
  expect(chosen.status(), await chosen.text()).toBe(200);
  return { teacher, examId, questions, teacherEmail: `a11y.${stamp}@example.test` };
}

/** The timer's m:ss in seconds. */
const timerSeconds = (shown: string) => {
  const [m, s] = shown.trim().split(':').map(Number);
  return m! * 60 + s!;
};
const keyOf = (q: KeyedQuestion) => (q.answer as { option_id: string }).option_id;
const radio = (page: Page, q: KeyedQuestion, option: string) => page.locator(`input[name="answer_${q.id}"][value="${option}"]`);
const stateOf = (page: Page, q: KeyedQuestion) => page.locator(`[id="q-${q.id}-state"]`);

test.use({ actionTimeout: 20_000 });

for (const locale of ['ar', 'en'] as const) {
  const t = T[locale];

  test(`${locale}: the exam loop by keyboard and screen reader: languages of parts, focus after each view, the keyboard's words, quiet saving, the low-time warnings`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(360_000);
    const { examId, questions } = await world(browser, page, baseURL!, locale);
    const typed = questions.filter((q) => q.format === 'typed');
    const choices = questions.filter((q) => q.format !== 'typed');
    expect(typed.length, 'the seed gives a typed question').toBeGreaterThan(0);
    // The page's clocks are the test's: the time left runs as it would, and jumps when the test says.
    await page.clock.install();

    await page.goto(`/${locale}/dashboard/answer-exam/${examId}`);
    await page.getByRole('button', { name: t.start }).click();
    await expect(page.getByRole('timer')).toBeVisible();
    // Start replaced the overview: the focus is on the page's heading, not on the body.
    await expect.soft(page.getByRole('heading', { level: 1, name: t.title })).toBeFocused();

    // Language of parts: in English, each Arabic run of a question's text is Arabic, right to left.
    if (locale === 'en') {
      const stems = page.locator('.take-q__stem');
      let runs = 0;
      for (let i = 0; i < (await stems.count()); i += 1) {
        for (const run of await arabicRuns(stems.nth(i))) {
          expect.soft(await partOf(stems.nth(i), run), run).toEqual({ lang: 'ar', dir: 'rtl' });
          runs += 1;
        }
      }
      expect(runs, 'some question text quotes Arabic').toBeGreaterThan(0);
    }

    // Saving is not spoken for every answer: no live region says "Saving…" or "All answers saved".
    // Every text any live region holds while the answer is saved is recorded, the passing "Saving…" too.
    await page.evaluate(() => {
      const said: string[] = [];
      (window as unknown as { __said: string[] }).__said = said;
      new MutationObserver(() => {
        for (const el of document.querySelectorAll('[role="status"], [role="alert"], [aria-live]')) if (el.textContent?.trim()) said.push(el.textContent.trim());
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const [c1, c2] = choices as [KeyedQuestion, KeyedQuestion];
    await radio(page, c1, keyOf(c1)).check();
    await expect(stateOf(page, c1)).toHaveAttribute('data-state', 'saved');
    await expect(page.getByTestId('save-state')).toHaveText(t.saved); // still seen
    const spoken = await page.evaluate(() => (window as unknown as { __said: string[] }).__said);
    expect.soft(spoken.filter((x) => x.includes(t.saving) || x.includes(t.saved))).toEqual([]);
    await expect.soft(page.getByRole('status').filter({ hasText: t.saved })).toHaveCount(0);
    await expect.soft(page.getByRole('status').filter({ hasText: t.saving })).toHaveCount(0);
    // Offline is spoken; back online, "saved" once.
    await page.context().setOffline(true);
    await radio(page, c2, keyOf(c2)).check();
    await expect.soft(page.getByRole('status').filter({ hasText: t.offline1 })).toHaveCount(1);
    await page.context().setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.soft(page.getByRole('status').filter({ hasText: t.saved })).toHaveCount(1, { timeout: 15_000 });

    // The on-screen keyboard: its mark keys are named in Arabic then English, each part in its language.
    const tq = typed[0]!;
    const input = page.locator(`input[name="answer_${tq.id}"]`);
    const question = page.locator('.take-q').filter({ has: input });
    await input.fill('كتب');
    await question.locator('.kbd summary').click();
    const keys = question.getByRole('group', { name: locale === 'ar' ? /لوحة/ : /keyboard/i });
    const damma = keys.getByRole('button', { name: 'ضمة damma', exact: true });
    await expect(damma).toBeVisible();
    expect.soft(await partOf(damma, 'ضمة')).toEqual({ lang: 'ar', dir: 'rtl' });
    expect.soft(await partOf(damma, 'damma')).toEqual({ lang: 'en', dir: 'ltr' });
    // A key pressed with Enter says what it added (politely), in the language of what it added.
    await input.press('End');
    await damma.focus();
    await damma.press('Enter');
    await expect(input).toHaveValue('كتب\u064F');
    const said = page.getByRole('status').filter({ hasText: t.added });
    await expect.soft(said).toHaveCount(1);
    await expect.soft(said).toContainText('ضمة');
    expect.soft(await partOf(said, 'ضمة')).toEqual({ lang: 'ar', dir: 'rtl' });
    const letter = keys.getByRole('button', { name: 'ب', exact: true });
    await letter.focus();
    await letter.press('Enter');
    await expect(input).toHaveValue('كتبُب');
    await expect.soft(said).toContainText('ب');
    await shoot(page, `${locale}-a11y-keyboard`);
    // Escape closes the keyboard and gives the focus back to its input.
    await page.keyboard.press('Escape');
    await expect.soft(keys).toHaveCount(0);
    await expect.soft(input).toBeFocused();
    await expect(stateOf(page, tq)).toHaveAttribute('data-state', 'saved');

    // Five minutes left, then one: a warning seen in the bar and spoken at once, each once.
    const warning = page.getByTestId('low-time');
    await expect(warning).toHaveCount(0);
    // jumps measured from the timer shown, so that a slow machine's seconds do not add up to the end
    await page.clock.fastForward((timerSeconds(await page.getByRole('timer').innerText()) - 295) * 1000);
    await expect.soft(warning).toHaveText(t.five);
    await expect.soft(page.getByRole('alert').filter({ hasText: t.five })).toHaveCount(1);
    await shoot(page, `${locale}-a11y-five-minutes`);
    await page.clock.fastForward('00:30');
    await expect.soft(page.getByRole('alert').filter({ hasText: t.five })).toHaveCount(1); // not said again
    await page.clock.fastForward((timerSeconds(await page.getByRole('timer').innerText()) - 55) * 1000);
    await expect.soft(warning).toHaveText(t.one);
    await expect.soft(page.getByRole('alert').filter({ hasText: t.one })).toHaveCount(1);
    await expect.soft(page.getByRole('alert').filter({ hasText: t.five })).toHaveCount(0);

    // Submission: the result replaces the form; the focus is on its heading, the score and the verdict are said.
    await page.getByRole('button', { name: t.submit }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.confirmYes }).click();
    const heading = page.getByRole('heading', { level: 2, name: t.result });
    await expect(heading).toBeVisible();
    await expect.soft(heading).toBeFocused();
    await expect.soft(page.getByRole('status').filter({ hasText: t.announce })).toHaveCount(1);
    // The explanations: in English, their Arabic runs are Arabic.
    if (locale === 'en') {
      const whys = page.locator('.report-why');
      let runs = 0;
      for (let i = 0; i < (await whys.count()); i += 1) {
        for (const run of await arabicRuns(whys.nth(i))) {
          expect.soft(await partOf(whys.nth(i), run), run).toEqual({ lang: 'ar', dir: 'rtl' });
          runs += 1;
        }
      }
      expect(runs, 'some explanation quotes Arabic').toBeGreaterThan(0);
    } else {
      // in Arabic, Latin runs (if any) are English
      const whys = page.locator('.report-why');
      for (let i = 0; i < (await whys.count()); i += 1)
        for (const run of await latinRuns(whys.nth(i))) expect.soft(await partOf(whys.nth(i), run), run).toEqual({ lang: 'en', dir: 'ltr' });
    }
    await shoot(page, `${locale}-a11y-result`);
  });

  test(`${locale}: focus after sign-in, registration steps and a wizard step; the invalid field's focus ring; pattern labels in their languages`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const stamp = `${locale}${Date.now().toString(36)}`;
    const email = `a11y.reg.${stamp}@example.test`;

    // Registration: Next with nothing filled: the first field is focused, invalid, with the 3 px focus ring (and its red border).
    await page.goto(`/${locale}/auth/register`);
    const password = page.getByRole('textbox', { name: t.password, exact: true });
    await expect.soft(password).toHaveAttribute('required', '');
    await page.getByRole('button', { name: t.next }).click();
    const fullName = page.getByRole('textbox', { name: t.fullName });
    await expect.soft(fullName).toBeFocused();
    await expect(fullName).toHaveAttribute('aria-invalid', 'true');
    const ring = await fullName.evaluate((el) => ({ shadow: getComputedStyle(el).boxShadow, border: getComputedStyle(el).borderTopColor }));
    expect.soft(ring.shadow, 'the focus ring: white 3 px, then blue to 6 px').toContain('rgb(26, 86, 219) 0px 0px 0px 6px');
    expect.soft(ring.border, 'the red border stays').toBe('rgb(179, 38, 30)');
    await shoot(page, `${locale}-a11y-register-invalid`);
    // Filled in, Next: the focus goes to the role step's first field, not left on Next.
    await fullName.fill(locale === 'ar' ? 'سارة' : 'Sara');
    await page.getByRole('textbox', { name: t.email, exact: true }).fill(email);
    await password.fill(PASSWORD);
    await page.getByRole('textbox', { name: t.confirmPassword }).fill(PASSWORD);
    await page.getByRole('checkbox', { name: t.terms }).check();
    await page.getByRole('button', { name: t.next }).click();
    const roleStep = page.locator('fieldset.form-step:not([hidden])');
    await expect.soft(roleStep.getByRole('radio').first()).toBeFocused();

    // Sign-in: the signed-in page's heading has the focus.
    const teacher = await registerVerified(
      browser,
      baseURL!,
      locale,
      { full_name: locale === 'ar' ? 'أ. ريم' : 'Ms Reem', email: `a11y.t.${stamp}@example.test`, role: 'educator', educator_type: 'teacher' },
      {
        password: PASSWORD,
        headers: ownAddress(),
      },
    );
    await page.context().clearCookies();
    await page.goto(`/${locale}/auth/login?return_to=${encodeURIComponent(`/${locale}/dashboard`)}`);
    await page.getByRole('textbox', { name: t.identifier }).fill(`a11y.t.${stamp}@example.test`);
    await page.getByRole('textbox', { name: t.password, exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: t.login, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard$`));
    await expect.soft(page.getByRole('heading', { level: 1 })).toBeFocused();
    await teacher.dispose();

    // A wizard step: Next from step 1 lands on step 2 with the focus on the page's heading.
    await page.goto(`/${locale}/dashboard/create-exam`);
    await page.locator('input[name=title]').fill(t.title);
    await page.locator('input[name=type][value=identify_person]').check();
    await page.locator('input[name=count_mode][value=fixed]').check();
    await page.locator('input[name=question_count]').fill('6');
    await page.locator('button[name=intent][value=next]').click();
    await expect(page).toHaveURL(/exam-setup\/[0-9a-f-]{36}\?step=2/);
    await expect.soft(page.getByRole('heading', { level: 1, name: t.title })).toBeFocused();
    // Pattern labels ("II فَعَّلَ"): the numeral in English, the weight in Arabic, whichever the page.
    const patterns = page.getByRole('group', { name: t.patterns });
    const second = patterns.getByRole('checkbox', { name: /^II\b/ });
    await expect(second).toHaveCount(1);
    const label = patterns.locator('label').filter({ has: page.locator('input[value="II"]') });
    expect.soft(await partOf(label, 'فَعَّلَ')).toEqual({ lang: 'ar', dir: 'rtl' });
    expect.soft(await partOf(label, 'II')).toEqual({ lang: 'en', dir: 'ltr' });
    await checkA11y(page);
  });
}
