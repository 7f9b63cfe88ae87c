import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import { expect, ownAddress, test, waitForMail } from '../../fixtures.ts';
import { registerVerified } from '../../accounts.ts';
import { shoot } from '../../shots.ts';

/**
 * Sharing exams in both languages against the real server (ADR 0043): a teacher on the Basic plan
 * shares a copy with a colleague by address (an unknown address is refused in the form), the
 * colleague finds it as a draft marked with who shared it; the teacher makes a link, a student
 * who opens it signs in, joins and lands on the exam; the teacher revokes the link and the next
 * visitor is told so. axe and screenshots at 1366 and 390 px on every page (SHOTS=dir keeps them).
 */
const PASSWORD = 'Share1!pass';

const T = {
  ar: {
    title: 'اختبار مشترك في كتب',
    className: 'الصف الثامن',
    teacher: 'أ. سلمى',
    colleague: 'أ. يوسف',
    student: 'ليلى',
    emailField: 'البريد الإلكتروني للمعلّم',
    share: 'شارك نسخة',
    shared: 'أُعطيت نسخة من الاختبار إلى أ. يوسف مسودةً',
    unknown: 'لا يوجد حساب معلّم بهذا البريد',
    makeLink: 'أنشئ رابطًا',
    linkField: 'الرابط الذي ترسله إلى الطلاب',
    revoke: 'ألغِ الرابط',
    revoked: 'أُلغي الرابط',
    received: 'شارك أ. سلمى هذا الاختبار معك',
    signIn: 'ادخل لتنضم',
    logIn: 'تسجيل الدخول',
    join: 'انضم إلى الاختبار',
    wasRevoked: 'ألغى المعلّم الذي أنشأ هذا الرابط صلاحيته',
    joinedCount: 'انضم به طالب واحد',
    upgrade: 'لا تشمل خطتك مشاركة الاختبارات؛ وخطة الأساسية تشملها',
  },
  en: {
    title: 'Shared exam of كتب',
    className: 'Grade 8',
    teacher: 'Ms Salma',
    colleague: 'Mr Yusuf',
    student: 'Layla',
    emailField: 'The educator’s email address',
    share: 'Share a copy',
    shared: 'A copy of the exam has been given to Mr Yusuf as a draft',
    unknown: 'No educator account has this address',
    makeLink: 'Make a link',
    linkField: 'The link to send to students',
    revoke: 'Revoke the link',
    revoked: 'The link has been revoked',
    received: 'Ms Salma shared this exam with you',
    signIn: 'Log in to join',
    logIn: 'Log in',
    join: 'Join the exam',
    wasRevoked: 'This link has been revoked by the educator who made it',
    joinedCount: '1 student joined by it',
    upgrade: 'Your plan does not include sharing exams; the Basic plan does',
  },
} as const;
type Locale = keyof typeof T;

/** A browser context of its own (its own client address). */
async function person(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL, extraHTTPHeaders: ownAddress() });
}

function registered(browser: Browser, baseURL: string, locale: Locale, body: Record<string, unknown>): Promise<APIRequestContext> {
  return registerVerified(browser, baseURL, locale, body, { password: PASSWORD, headers: ownAddress() });
}

/** The administrator of this spec (ADMIN_EMAILS in serve.ts), signed in; registered the first time. */
async function administrator(browser: Browser, baseURL: string, locale: Locale): Promise<APIRequestContext> {
  const email = `admin-share-${locale}@tasreef.test`;
  await registered(browser, baseURL, locale, { full_name: 'Sharing Admin', email, role: 'student' }).catch(() => undefined);
  const api = (await person(browser, baseURL)).request;
  const res = await api.post(`/api/v1/${locale}/auth/login`, { headers: { origin: baseURL }, data: { email, password: PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  return api;
}

const plain = (s: string | null) => (s ?? '').replace(/[\u2066-\u2069]/g, '');

/** A teacher on Basic with a published exam of four questions (assigned to a class of one pupil), a colleague and a student, all registered. */
async function setUp(browser: Browser, baseURL: string, locale: Locale) {
  const t = T[locale];
  const headers = { origin: baseURL };
  const stamp = `${locale}${Date.now().toString(36)}`;
  const teacherEmail = `share.t.${stamp}@example.test`;
  const colleagueEmail = `share.c.${stamp}@example.test`;
  const studentEmail = `share.s.${stamp}@example.test`;
  const teacher = await registered(browser, baseURL, locale, { full_name: t.teacher, email: teacherEmail, role: 'educator', educator_type: 'teacher' });
  const colleague = await registered(browser, baseURL, locale, { full_name: t.colleague, email: colleagueEmail, role: 'educator', educator_type: 'teacher' });
  await registered(browser, baseURL, locale, { full_name: t.student, email: studentEmail, role: 'student' });
  const teacherId = (await (await teacher.get(`/api/v1/${locale}/account`)).json()).data.id as string;
  const admin = await administrator(browser, baseURL, locale);
  const plan = await admin.patch(`/api/v1/${locale}/admin/users/${teacherId}/plan`, { headers, data: { plan_code: 'basic' } });
  expect(plan.status(), await plan.text()).toBe(200);

  // A published exam of four questions, assigned to a class of one pupil (not the student of the link).
  const member = await teacher.post(`/api/v1/${locale}/management/members`, { headers, data: { role: 'student', full_name: 'Pupil', username: `sh${stamp}` } });
  expect(member.status(), await member.text()).toBe(201);
  const cls = await teacher.post(`/api/v1/${locale}/classes`, { headers, data: { name: t.className, student_ids: [(await member.json()).data.member.id] } });
  expect(cls.status(), await cls.text()).toBe(201);
  const made = await teacher.post(`/api/v1/${locale}/exams`, {
    headers,
    data: {
      title: t.title,
      request: { objectives: [{ type: 'conjugate' }], formats: ['multiple_choice'], question_count: 4, criteria: { verbs: ['ktb-I1'] }, seed: 5 },
      setup_step: 3,
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
      attempts_allowed: 1,
      assignments: { classes: [(await cls.json()).data.class.id], students: [], teachers: [] },
    },
  });
  expect(published.status(), await published.text()).toBe(200);

  return { headers, teacherEmail, colleagueEmail, studentEmail, examId, colleague, stamp };
}

test.describe.configure({ mode: 'serial' });

for (const locale of ['ar', 'en'] as const) {
  const t = T[locale];

  test(`${locale}: an exam shared with a colleague and copied; a link joined by a student, then revoked`, async ({ page, browser, baseURL }) => {
    test.setTimeout(600_000);
    const { headers, teacherEmail, colleagueEmail, studentEmail, examId, colleague, stamp } = await setUp(browser, baseURL!, locale);

    // The teacher's exam details: the Share section.
    expect((await page.request.post(`/api/v1/${locale}/auth/login`, { headers, data: { email: teacherEmail, password: PASSWORD } })).status()).toBe(200);
    await page.goto(`/${locale}/dashboard/exam-details/${examId}`);
    const section = page.locator('section.share-section');
    await expect(section).toBeVisible();
    await shoot(page, `${locale}-share-section`);

    // An address without an educator account: refused in the form, nothing shared.
    await section.getByLabel(t.emailField).fill(`nobody.${stamp}@example.test`);
    await section.getByRole('button', { name: t.share }).click();
    await expect(section.locator('.field-error').first()).toContainText(t.unknown);
    await shoot(page, `${locale}-share-unknown`);

    // The colleague's address: a copy given, listed.
    await section.getByLabel(t.emailField).fill(colleagueEmail);
    await section.getByRole('button', { name: t.share }).click();
    await expect(section.locator('.notice--success')).toContainText(t.shared);
    await expect(section.locator('.share-list').first()).toContainText(t.colleague);
    await shoot(page, `${locale}-share-shared`);
    // the colleague is told by mail
    await waitForMail(colleagueEmail, /(exam-details\/[0-9a-f-]{36})/, 15_000);

    // The colleague's copy: a draft in their list, marked with who shared it.
    const drafts = await colleague.get(`/api/v1/${locale}/exams?group=drafts`);
    const copy = ((await drafts.json()).data as { id: string; title: string }[]).find((e) => e.title === t.title);
    expect(copy).toBeTruthy();
    const colleaguePage = await (await person(browser, baseURL!)).newPage();
    expect((await colleaguePage.request.post(`/api/v1/${locale}/auth/login`, { headers, data: { email: colleagueEmail, password: PASSWORD } })).status()).toBe(200);
    await colleaguePage.goto(`/${locale}/dashboard/exam-details/${copy!.id}`);
    expect(plain(await colleaguePage.locator('.share-received').textContent())).toContain(t.received);
    // the colleague is on Free: the Share section shows the upgrade prompt of the other pages
    await expect(colleaguePage.locator('.share-section .plan-limit')).toContainText(t.upgrade);
    await expect(colleaguePage.locator('.share-section .plan-limit').getByRole('link')).toHaveAttribute('href', `/${locale}/prices`);
    await shoot(colleaguePage, `${locale}-share-received`);

    // A link for students, to copy.
    await section.getByRole('button', { name: t.makeLink }).click();
    const field = section.getByLabel(t.linkField);
    await expect(field).toHaveValue(new RegExp(`/${locale}/join-exam/[A-Za-z0-9_-]{43}$`));
    const url = await field.inputValue();
    await shoot(page, `${locale}-share-link`);

    // A student opens it, is asked to sign in, signs in, joins and lands on the exam.
    const studentPage = await (await person(browser, baseURL!)).newPage();
    await studentPage.goto(new URL(url).pathname);
    await expect(studentPage.locator('.join-exam__title')).toHaveText(t.title);
    await shoot(studentPage, `${locale}-join-signed-out`);
    await studentPage.getByRole('link', { name: t.signIn }).click();
    await expect(studentPage).toHaveURL(/auth\/login\?return_to=/);
    await studentPage.locator('input[name=email]').fill(studentEmail);
    await studentPage.locator('input[name=password]').fill(PASSWORD);
    await studentPage.locator('form').getByRole('button', { name: t.logIn }).click();
    await expect(studentPage).toHaveURL(new RegExp(`/${locale}/join-exam/`));
    await expect(studentPage.getByRole('button', { name: t.join })).toBeVisible();
    await shoot(studentPage, `${locale}-join-signed-in`);
    await studentPage.getByRole('button', { name: t.join }).click();
    await expect(studentPage).toHaveURL(new RegExp(`/${locale}/dashboard/answer-exam/${examId}`));
    await expect(studentPage.locator('h1')).toContainText(t.title);
    await shoot(studentPage, `${locale}-join-answer-page`);

    // The teacher revokes the link; the next visitor is told, and who joined stays.
    await page.reload();
    await expect(section.locator('.share-link')).toContainText(t.joinedCount);
    await section.getByRole('button', { name: t.revoke }).click();
    await expect(section.locator('.notice--success')).toContainText(t.revoked);
    await expect(section.getByLabel(t.linkField)).toHaveCount(0);
    await shoot(page, `${locale}-share-revoked`);
    const late = await (await person(browser, baseURL!)).newPage();
    const answer = await late.goto(new URL(url).pathname);
    expect(answer!.status()).toBe(410);
    await expect(late.locator('.lead')).toContainText(t.wasRevoked);
    await shoot(late, `${locale}-join-revoked`);
    // the student who joined still opens the exam
    await studentPage.goto(`/${locale}/dashboard/answer-exam/${examId}`);
    await expect(studentPage.locator('h1')).toContainText(t.title);
  });

  test(`${locale}: without script, the Share section's forms and the join page are plain posts`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const { headers, teacherEmail, colleagueEmail, studentEmail, examId } = await setUp(browser, baseURL!, locale);
    const teacherContext = await browser.newContext({
      baseURL: baseURL!,
      javaScriptEnabled: false,
      extraHTTPHeaders: ownAddress(),
    });
    expect((await teacherContext.request.post(`/api/v1/${locale}/auth/login`, { headers, data: { email: teacherEmail, password: PASSWORD } })).status()).toBe(200);
    const page = await teacherContext.newPage();
    await page.goto(`/${locale}/dashboard/exam-details/${examId}`);
    const section = page.locator('section.share-section');
    await section.getByLabel(t.emailField).fill(colleagueEmail);
    await section.getByRole('button', { name: t.share }).click();
    await expect(section.locator('.notice--success')).toContainText(t.shared);
    await section.getByRole('button', { name: t.makeLink }).click();
    const url = await section.getByLabel(t.linkField).inputValue();
    expect(url).toMatch(/join-exam\/[A-Za-z0-9_-]{43}$/);
    // no script, no copy button: the field is there to select and copy
    await expect(section.getByRole('button', { name: locale === 'ar' ? 'انسخ الرابط' : 'Copy the link' })).toHaveCount(0);
    await shoot(page, `${locale}-noscript-share-link`, false);

    const studentContext = await browser.newContext({
      baseURL: baseURL!,
      javaScriptEnabled: false,
      extraHTTPHeaders: ownAddress(),
    });
    expect((await studentContext.request.post(`/api/v1/${locale}/auth/login`, { headers, data: { email: studentEmail, password: PASSWORD } })).status()).toBe(200);
    const student = await studentContext.newPage();
    await student.goto(new URL(url).pathname);
    await student.getByRole('button', { name: t.join }).click();
    await expect(student).toHaveURL(new RegExp(`/${locale}/dashboard/answer-exam/${examId}`));

    await page.reload();
    await section.getByRole('button', { name: t.revoke }).click();
    await expect(section.locator('.notice--success')).toContainText(t.revoked);
    await expect(section.locator('.share-list').last()).toContainText(t.joinedCount);
    await teacherContext.close();
    await studentContext.close();
  });
}
