import type { APIRequestContext, Browser, Page, Response } from '@playwright/test';
import { expect, ownAddress, test } from '../../fixtures.ts';
import { registerVerified } from '../../accounts.ts';
import { shoot } from '../../shots.ts';

/**
 * A student answers an exam in both languages against the real server: a teacher (on a plan with
 * typed answers) publishes an exam to a class; the student opens it from their list, starts,
 * answers (a choice, a typed form with the on-screen keyboard), reloads mid-way (answers there,
 * time left right), answers offline (the waiting state), comes back online (sent, saved), answers
 * offline again and closes the tab (kept in the browser, sent on return), submits through the
 * confirmation and reads the result and the report. Nothing the page receives before submission
 * carries a key. Then, without script, a second exam whose answers are shown after expiry: start
 * as a form post, save, submit; and a third whose time runs out with the page open. axe on every
 * state at 1366 and 390 px; SHOTS=dir saves them.
 */
const PASSWORD = 'Answer1!pass';

const T = {
  ar: {
    className: 'الصف السادس',
    pupil: 'ليلى',
    title: 'اختبار كَتَبَ',
    titleLater: 'اختبار الجذور',
    titleShort: 'اختبار قصير',
    start: 'ابدأ الاختبار',
    startVerb: 'ابدأ',
    resultVerb: 'النتيجة',
    saved: 'حُفظت جميع الإجابات',
    offline1: 'غير متصل: إجابة واحدة تنتظر، وستُرسل عند عودة الاتصال',
    submit: 'سلِّم الإجابات',
    confirmTitle: 'تسليم الإجابات؟',
    confirm: 'بعد تأكيد الإجابات لن تتمكن من تعديلها.',
    confirmYes: 'أكِّد وسلِّم',
    submitted: 'تم إرسال إجاباتك بنجاح',
    result: 'نتيجة المحاولة 1',
    report: 'التقرير الكامل',
    toggle: 'أظهر الإجابات الصحيحة',
    reattempt: 'أعد المحاولة',
    keyboard: 'لوحة المفاتيح العربية',
    marks: 'الحركات خاطئة (نصف الدرجة)',
    later: /تظهر الإجابات الصحيحة بعد انتهاء الاختبار، في/,
    save: 'احفظ الإجابات',
    timeOver: 'انتهى وقت هذه المحاولة؛ وسُلِّمت إجاباتك المحفوظة',
    attemptsUsed: 'استنفدت المحاولات التي يسمح بها هذا الاختبار',
    pdf: 'تنزيل النتيجة بصيغة PDF',
    display: 'العرض',
    arabicIndic: 'الأرقام الهندية',
    saveSettings: 'حفظ',
    displaySaved: 'حُفظت إعدادات العرض',
  },
  en: {
    className: 'Grade 6',
    pupil: 'Layla',
    title: 'The verb kataba',
    titleLater: 'Roots',
    titleShort: 'A short exam',
    start: 'Start the exam',
    startVerb: 'Start',
    resultVerb: 'Result',
    saved: 'All answers saved',
    offline1: 'Offline: 1 answer waiting, it will be sent when the connection returns',
    submit: 'Submit answers',
    confirmTitle: 'Submit your answers?',
    confirm: 'After confirming answers you will not be able to update answers.',
    confirmYes: 'Confirm and submit',
    submitted: 'Your answers were submitted successfully',
    result: 'Result of attempt 1',
    report: 'Full report',
    toggle: 'Show the correct answers',
    reattempt: 'Re-attempt',
    keyboard: 'Arabic keyboard',
    marks: 'Marks wrong (half credit)',
    later: /The correct answers will be shown after the exam closes, on/,
    save: 'Save answers',
    timeOver: 'The time of this attempt is over; your saved answers were submitted',
    attemptsUsed: 'You have used every attempt this exam allows',
    pdf: 'Download the result as PDF',
    display: 'Display',
    arabicIndic: 'Arabic-Indic digits',
    saveSettings: 'Save',
    displaySaved: 'Your display settings were saved',
  },
} as const;
type Locale = keyof typeof T;

interface KeyedQuestion {
  id: string;
  format: 'multiple_choice' | 'true_false' | 'typed';
  options: { id: string }[];
  answer: { option_id: string } | { text: string; accepted: string[] };
}

function registered(browser: Browser, baseURL: string, locale: Locale, body: Record<string, unknown>): Promise<APIRequestContext> {
  return registerVerified(browser, baseURL, locale, body, { password: PASSWORD, headers: ownAddress() });
}

/** A teacher on the Pro plan (typed answers) with a class of one student, who signs in on `page` (a one-time password, then their own). */
async function world(browser: Browser, page: Page, baseURL: string, locale: Locale) {
  const t = T[locale];
  const stamp = `${locale}${Date.now().toString(36)}`;
  const headers = { origin: baseURL };
  const teacher = await registered(browser, baseURL, locale, {
    full_name: locale === 'ar' ? 'أ. سعاد' : 'Ms Suad',
    email: `take.${stamp}@example.test`,
    role: 'educator',
    educator_type: 'teacher',
  });
  // listed in ADMIN_EMAILS (e2e/serve.ts): an administrator once verified, who puts the teacher on Pro
  const admin = await registered(browser, baseURL, locale, { full_name: 'Take Admin', email: `admin-take-${locale}@tasreef.test`, role: 'educator', educator_type: 'teacher' });
  const me = await teacher.get(`/api/v1/${locale}/account`);
  const plan = await admin.patch(`/api/v1/${locale}/admin/users/${(await me.json()).data.id}/plan`, { headers, data: { plan_code: 'pro' } });
  expect(plan.status(), await plan.text()).toBe(200);
  const pupil = await teacher.post(`/api/v1/${locale}/management/members`, { headers, data: { role: 'student', full_name: t.pupil, username: `take${stamp}` } });
  expect(pupil.status(), await pupil.text()).toBe(201);
  const made = (await pupil.json()).data;
  const cls = await teacher.post(`/api/v1/${locale}/classes`, { headers, data: { name: t.className, student_ids: [made.member.id] } });
  expect(cls.status(), await cls.text()).toBe(201);
  const classId = (await cls.json()).data.class.id as string;

  const login = await page.request.post(`/api/v1/${locale}/auth/login`, { headers, data: { email: `take${stamp}`, password: made.one_time_password } });
  expect(login.status(), await login.text()).toBe(200);
  const chosen = await page.request.post(`/api/v1/${locale}/auth/set-password`, { headers, data: { password: PASSWORD, password_confirmation: PASSWORD } });
  expect(chosen.status(), await chosen.text()).toBe(200);
  return { teacher, classId, headers };
}

/** A published exam of the teacher for the class; its questions with their keys (the teacher's view). */
async function publish(
  teacher: APIRequestContext,
  locale: Locale,
  headers: Record<string, string>,
  classId: string,
  title: string,
  request: Record<string, unknown>,
  settings: Record<string, unknown>,
): Promise<{ id: string; questions: KeyedQuestion[] }> {
  const made = await teacher.post(`/api/v1/${locale}/exams`, { headers, data: { title, request } });
  expect(made.status(), await made.text()).toBe(201);
  const id = (await made.json()).data.exam.id as string;
  const res = await teacher.post(`/api/v1/${locale}/exams/${id}/publish`, {
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
      ...settings,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { id, questions: (await res.json()).data.exam.questions as KeyedQuestion[] };
}

/** Every body the page receives (documents, loader data, API answers), to check what reached the browser. */
function recordBodies(page: Page): { url: string; text: string }[] {
  const seen: { url: string; text: string }[] = [];
  page.on('response', (r: Response) => {
    const type = r.request().resourceType();
    if ((type !== 'document' && type !== 'fetch' && type !== 'xhr') || r.status() >= 300) return;
    const url = `${r.request().method()} ${r.url()}`;
    r.text().then(
      (text) => seen.push({ url, text }),
      () => undefined,
    );
  });
  return seen;
}

/** A page of the app answers once it is interactive (fixtures.ts does this for the test's own page). */
async function open(page: Page, url: string) {
  const res = await page.goto(url);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 15_000 });
  return res;
}

const timerSeconds = async (page: Page) => {
  const [m, s] = (await page.getByRole('timer').innerText()).trim().split(':').map(Number);
  return m! * 60 + s!;
};
const keyOf = (q: KeyedQuestion) => (q.answer as { option_id: string }).option_id;
const wrongOf = (q: KeyedQuestion) => q.options.find((o) => o.id !== keyOf(q))!.id;
const radio = (page: Page, q: KeyedQuestion, option: string) => page.locator(`input[name="answer_${q.id}"][value="${option}"]`);
const stateOf = (page: Page, q: KeyedQuestion) => page.locator(`[id="q-${q.id}-state"]`);
const LEAKS = ['"answer"', '"accepted"', '"explanation"', '"source"'];

test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 20_000 });

for (const locale of ['ar', 'en'] as const) {
  const t = T[locale];

  test(`${locale}: a student takes an exam: autosave, reload, offline and back, a closed tab, submission, the result as review allows`, async ({ page, browser, baseURL }) => {
    test.setTimeout(420_000);
    const { teacher, classId, headers } = await world(browser, page, baseURL!, locale);
    const student = page.context();
    const exam = await publish(
      teacher,
      locale,
      headers,
      classId,
      t.title,
      {
        objectives: [{ type: 'conjugate' }, { type: 'identify_person' }, { type: 'identify_root' }],
        formats: ['multiple_choice', 'true_false', 'typed'],
        question_count: 6,
        criteria: { verbs: ['ktb-I1'] },
        seed: 4,
      },
      {},
    );
    const typed = exam.questions.filter((q) => q.format === 'typed');
    const choices = exam.questions.filter((q) => q.format !== 'typed');
    expect(typed.length, 'the seed gives a typed question').toBeGreaterThan(0);
    expect(choices.length, 'and at least three choices').toBeGreaterThanOrEqual(3);

    // The teacher's page is not theirs: 403; an id that is no exam: 404.
    const teacherContext = await browser.newContext({ baseURL, storageState: await teacher.storageState(), extraHTTPHeaders: ownAddress() });
    expect((await (await teacherContext.newPage()).goto(`/${locale}/dashboard/answer-exam/${exam.id}`))!.status()).toBe(403);
    await teacherContext.close();
    let tab = page;
    const bodies = recordBodies(tab);
    expect((await tab.goto(`/${locale}/dashboard/answer-exam/00000000-0000-4000-8000-000000000000`))!.status()).toBe(404);
    expect((await tab.goto(`/${locale}/dashboard/answer-exam/not-an-exam`))!.status()).toBe(404);
    const asked: string[] = [];
    student.on('dialog', (d) => {
      asked.push(d.type()); // the exit confirmation (beforeunload): accepted here
      void d.accept();
    });

    // The list: the exam with the verb Start.
    await tab.goto(`/${locale}/dashboard/exam-list`);
    await tab.getByRole('link', { name: `${t.startVerb}: ${t.title}` }).click();
    await expect(tab).toHaveURL(new RegExp(`/${locale}/dashboard/answer-exam/${exam.id}$`));
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(t.title);
    await expect(tab.locator('.details-list')).toContainText(locale === 'ar' ? '0 من 2' : '0 of 2');
    await shoot(tab, `${locale}-answer-overview`);
    await tab.getByRole('button', { name: t.start }).click();
    await expect(tab).toHaveURL(/\?attempt=[0-9a-f-]{36}$/);
    const attemptId = new URL(tab.url()).searchParams.get('attempt')!;
    await expect(tab.getByRole('timer')).toBeVisible();
    expect(await timerSeconds(tab)).toBeGreaterThan(29 * 60);

    // A choice, saved once the server said 200.
    const [c1, c2, c3, ...rest] = choices as [KeyedQuestion, KeyedQuestion, KeyedQuestion, ...KeyedQuestion[]];
    await radio(tab, c1, keyOf(c1)).check();
    await expect(stateOf(tab, c1)).toHaveAttribute('data-state', 'saved');
    // A typed form: the letters typed, the key's last mark from the on-screen keyboard (a wrong one: damma for
    // fatha, else fatha), then the letters after it (تُكْتَبُوا ends in letters without a mark).
    const tq = typed[0]!;
    const key = (tq.answer as { text: string }).text;
    const at = Math.max(...[...key].map((c, i) => (/[\u064E\u064F\u0650\u0652]/u.test(c) ? i : -1)));
    const wrongMark = key[at] === '\u064F' ? '\u064E' : '\u064F';
    const given = key.slice(0, at) + wrongMark + key.slice(at + 1);
    const input = tab.locator(`input[name="answer_${tq.id}"]`);
    await input.fill(key.slice(0, at));
    const typedQuestion = tab.locator('.take-q').filter({ has: input });
    await typedQuestion.locator('.kbd summary').click();
    await typedQuestion.locator(`.kbd__key:has-text("${wrongMark === '\u064F' ? 'ضمة' : 'فتحة'}")`).click();
    if (at + 1 < key.length) {
      await input.press('End');
      await input.pressSequentially(key.slice(at + 1));
    }
    await expect(input).toHaveValue(given);
    await expect(stateOf(tab, tq)).toHaveAttribute('data-state', 'saved');
    await expect(tab.getByTestId('save-state')).toHaveText(t.saved);
    await shoot(tab, `${locale}-answer-taking`);

    // A reload mid-way (the exit confirmation accepted): the answers are there, the time left is the server's.
    const before = await timerSeconds(tab);
    const beforeAt = Date.now();
    await tab.reload();
    expect(asked).toContain('beforeunload');
    await expect(radio(tab, c1, keyOf(c1))).toBeChecked();
    await expect(input).toHaveValue(given);
    await expect(stateOf(tab, tq)).toHaveAttribute('data-state', 'saved');
    const after = await timerSeconds(tab);
    const elapsed = Math.ceil((Date.now() - beforeAt) / 1000);
    expect(after).toBeLessThanOrEqual(before);
    expect(after).toBeGreaterThanOrEqual(before - elapsed - 2);

    // Offline: the answer waits (kept in the browser), and the page says so; back online it is sent and saved.
    await student.setOffline(true);
    await radio(tab, c2, wrongOf(c2)).check();
    await expect(tab.getByTestId('save-state')).toHaveText(t.offline1);
    await expect(stateOf(tab, c2)).toHaveAttribute('data-state', 'pending');
    expect(await tab.evaluate((k) => localStorage.getItem(k), `tasreef.attempt.${attemptId}.answers`)).toContain(wrongOf(c2));
    await shoot(tab, `${locale}-answer-offline`);
    await student.setOffline(false);
    await expect(tab.getByTestId('save-state')).toHaveText(t.saved, { timeout: 15_000 });
    await expect(stateOf(tab, c2)).toHaveAttribute('data-state', 'saved');

    // Offline again, an answer, the tab closed: the browser kept it and sends it on return.
    await student.setOffline(true);
    await radio(tab, c3, keyOf(c3)).check();
    await expect(tab.getByTestId('save-state')).toHaveText(t.offline1);
    await tab.close({ runBeforeUnload: false });
    await student.setOffline(false);
    tab = await student.newPage();
    const bodiesAgain = recordBodies(tab);
    await open(tab, `/${locale}/dashboard/answer-exam/${exam.id}?attempt=${attemptId}`);
    await expect(radio(tab, c3, keyOf(c3))).toBeChecked();
    await expect(stateOf(tab, c3)).toHaveAttribute('data-state', 'saved', { timeout: 15_000 });
    await expect(tab.getByTestId('save-state')).toHaveText(t.saved);
    expect(await tab.evaluate((k) => localStorage.getItem(k), `tasreef.attempt.${attemptId}.answers`)).toBeNull();
    for (const q of rest) {
      await radio(tab, q, keyOf(q)).check();
      await expect(stateOf(tab, q)).toHaveAttribute('data-state', 'saved');
    }
    // the other typed questions, answered right
    for (const q of typed.filter((x) => x !== tq)) {
      await tab.locator(`input[name="answer_${q.id}"]`).fill((q.answer as { text: string }).text);
      await expect(stateOf(tab, q)).toHaveAttribute('data-state', 'saved');
    }
    await expect(tab.getByTestId('save-state')).toHaveText(t.saved);

    // Submit through the confirmation (the specification's words).
    await tab.getByRole('button', { name: t.submit }).click();
    const dialog = tab.getByRole('dialog', { name: t.confirmTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(t.confirm);
    await shoot(tab, `${locale}-answer-confirm`);
    // Nothing the page has received until now carries a key, an accepted form, an explanation or a source.
    const received = [...bodies, ...bodiesAgain];
    expect(received.some((b) => b.url.startsWith('PUT ') && b.url.includes('/answers/'))).toBe(true);
    expect(received.some((b) => b.url.startsWith('GET ') && b.url.includes(`attempt=${attemptId}`))).toBe(true);
    for (const b of received) for (const leak of LEAKS) expect(b.text, `${leak} in ${b.url}`).not.toContain(leak);
    const seenBefore = bodiesAgain.length;
    await dialog.getByRole('button', { name: t.confirmYes }).click();
    await expect(tab.getByTestId('toast').filter({ hasText: t.submitted })).toBeVisible();
    await expect(tab.getByRole('heading', { name: t.result })).toBeVisible();
    // twice is harmless
    const twice = await tab.request.post(`/api/v1/${locale}/attempts/${attemptId}/submit`, { headers });
    expect(twice.status()).toBe(200);

    // The result: each question's verdict, the half credit naming its letter; the key toggles; Re-attempt.
    const report = tab.getByRole('region', { name: t.report });
    await expect(report.locator('.report-q')).toHaveCount(exam.questions.length);
    await expect(report.locator('.report-q--wrong')).toHaveCount(1);
    await expect(report.locator('.report-q--marks')).toContainText(t.marks);
    await expect(report.locator('.report-q--marks mark')).toHaveCount(1);
    const score = (100 * (choices.length - 1 + 0.5 + (typed.length - 1))) / exam.questions.length;
    await expect(tab.locator('.result-score')).toHaveText(`${Math.round(score * 100) / 100}%`);
    await expect(tab.getByRole('button', { name: t.reattempt })).toBeVisible();
    expect(bodiesAgain.slice(seenBefore).some((b) => b.text.includes('"answer"'))).toBe(true); // the key arrives after submission, as review allows
    await expect(tab.getByTestId('toast')).toHaveCount(0, { timeout: 6000 }); // it closes by itself
    // The result as a PDF: the link downloads the student's own result.
    const pdfLink = tab.getByRole('link', { name: t.pdf });
    const pdf = await tab.request.get(new URL((await pdfLink.getAttribute('href')) ?? '', tab.url()).href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await shoot(tab, `${locale}-answer-result`);
    const toggle = tab.getByRole('checkbox', { name: t.toggle });
    await expect(toggle).toBeChecked();
    await toggle.uncheck();
    await expect(report.locator('.report-key').first()).toBeHidden();
    await toggle.check();

    // The list says Result (the attempt's); the exam's page lists the attempt.
    await open(tab, `/${locale}/dashboard/exam-list`);
    await expect(tab.getByRole('link', { name: `${t.resultVerb}: ${t.title}` })).toHaveAttribute('href', new RegExp(`answer-exam/${exam.id}\\?attempt=${attemptId}$`));
    await shoot(tab, `${locale}-answer-list`);
    await open(tab, `/${locale}/dashboard/answer-exam/${exam.id}`);
    await expect(tab.getByRole('button', { name: t.reattempt })).toBeVisible();
    await expect(tab.locator('.exam-table .result-badge')).toHaveCount(1);
    await shoot(tab, `${locale}-answer-overview-after`);

    // Without script: an exam whose answers are shown after it closes; start, save, submit as form posts.
    const later = await publish(
      teacher,
      locale,
      headers,
      classId,
      t.titleLater,
      { objectives: [{ type: 'identify_root' }], formats: ['multiple_choice'], question_count: 2, criteria: { verbs: ['ktb-I1'] }, seed: 5 },
      { review: 'after_expiry', attempts_allowed: 1, duration_minutes: null },
    );
    const plain = await browser.newContext({ baseURL, javaScriptEnabled: false, storageState: await student.storageState(), extraHTTPHeaders: ownAddress() });
    const np = await plain.newPage();
    const plainBodies = recordBodies(np);
    await np.goto(`/${locale}/dashboard/answer-exam/${later.id}`);
    await np.getByRole('button', { name: t.start }).click();
    await expect(np).toHaveURL(/\?attempt=/);
    const [l1, l2] = later.questions as [KeyedQuestion, KeyedQuestion];
    await radio(np, l1, keyOf(l1)).check();
    await np.getByRole('button', { name: t.save }).click();
    await expect(np.getByRole('status').filter({ hasText: t.saved }).first()).toBeVisible();
    await expect(radio(np, l1, keyOf(l1))).toBeChecked();
    await expect(stateOf(np, l1)).toHaveAttribute('data-state', 'saved');
    await shoot(np, `${locale}-answer-nojs-taking`, false);
    await radio(np, l2, wrongOf(l2)).check();
    await np.locator('summary', { hasText: t.submit }).click();
    await expect(np.locator('.take-confirm').getByText(t.confirm)).toBeVisible();
    await np.getByRole('button', { name: t.confirmYes }).click();
    await expect(np.getByRole('status').filter({ hasText: t.submitted }).first()).toBeVisible();
    await expect(np.getByText(t.later)).toBeVisible();
    await expect(np.locator('.result-score')).toHaveText('50%');
    await expect(np.getByRole('heading', { name: t.report })).toHaveCount(0);
    await expect(np.getByRole('button', { name: t.reattempt })).toHaveCount(0);
    await shoot(np, `${locale}-answer-nojs-result`, false);
    for (const b of plainBodies) for (const leak of LEAKS) expect(b.text, `${leak} in ${b.url}`).not.toContain(leak);
    await plain.close();
    // With script: the exam's page says every attempt is used.
    await open(tab, `/${locale}/dashboard/answer-exam/${later.id}`);
    await expect(tab.getByRole('alert').filter({ hasText: t.attemptsUsed })).toBeVisible();
    await shoot(tab, `${locale}-answer-used`);

    // A third exam whose time runs out with the page open: the page says so, then shows the result.
    const short = await publish(
      teacher,
      locale,
      headers,
      classId,
      t.titleShort,
      { objectives: [{ type: 'identify_root' }], formats: ['multiple_choice'], question_count: 2, criteria: { verbs: ['ktb-I1'] }, seed: 7 },
      { expires_at: new Date(Date.now() + 25_000).toISOString(), review: 'never' },
    );
    await open(tab, `/${locale}/dashboard/answer-exam/${short.id}`);
    await tab.getByRole('button', { name: t.start }).click();
    await expect(tab.getByRole('timer')).toBeVisible();
    expect(await timerSeconds(tab)).toBeLessThanOrEqual(25);
    const [s1] = short.questions as [KeyedQuestion];
    await radio(tab, s1, keyOf(s1)).check();
    await expect(tab.getByTestId('save-state')).toHaveText(t.saved);
    await expect(tab.getByRole('timer')).toHaveText('0:00', { timeout: 30_000 });
    // A disabled fieldset disables its controls (Playwright reads disabled on controls, not on the fieldset).
    await expect(tab.locator('.take-form__all input').first()).toBeDisabled();
    await expect(tab.getByText(t.timeOver)).toBeVisible({ timeout: 15_000 });
    await expect(tab.locator('.result-score')).toHaveText('50%');
    await shoot(tab, `${locale}-answer-timeout`);

    // Digits: the student chooses Arabic-Indic ones in their settings; Arabic pages write the exam's
    // numbers and dates in them, English pages keep Western digits.
    await open(tab, `/${locale}/dashboard/profile`);
    await tab.getByRole('radio', { name: t.arabicIndic }).check();
    await tab.getByRole('region', { name: t.display }).getByRole('button', { name: t.saveSettings }).click();
    await expect(tab.getByText(t.displaySaved).first()).toBeVisible();
    await shoot(tab, `${locale}-profile-digits`);
    // the exam's page lists the attempt with its score
    await open(tab, `/ar/dashboard/answer-exam/${short.id}`);
    await expect(tab.getByRole('cell', { name: '٥٠%' })).toBeVisible();
    await open(tab, `/en/dashboard/answer-exam/${short.id}`);
    await expect(tab.getByRole('cell', { name: '50%' })).toBeVisible();
    await open(tab, `/ar/dashboard/exam-list`);
    await expect(tab.getByRole('row').filter({ hasText: t.titleShort }).getByRole('cell').nth(1)).toHaveText('٢');
    await shoot(tab, `${locale}-answer-list-digits`);
  });
}
