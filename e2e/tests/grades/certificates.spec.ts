import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, ownAddress, test } from '../../fixtures.ts';
import { registerVerified } from '../../accounts.ts';
import { shoot } from '../../shots.ts';

/**
 * Grade scales and certificates in both languages against the real server (ADR 0039): a teacher on
 * the Pro plan copies the Arabic ready scale (an overlapping band is refused in the browser with the
 * bands named), applies it to an exam with certificates on, a pupil passes it and sees the grade and
 * the certificate, anyone checks the code on the public page (a forged code is told apart), the
 * teacher revokes it and the page says so. axe on every page at 1366 and 390 px; SHOTS=dir saves
 * them, with the certificate's PDF page rendered by pdftoppm beside them.
 */
const PASSWORD = 'Certif1!pass';

const T = {
  ar: {
    title: 'اختبار شهادة كتب',
    className: 'الصف السابع',
    pupil: 'مريم',
    copy: 'نسخ: التقديرات: ممتاز … راسب',
    create: 'إنشاء السُّلَّم',
    overlap: 'الفئتان «جيد جدًا» (من 80 إلى 95) و«ممتاز» (من 90 إلى 100) متداخلتان',
    scaleName: 'التقديرات: ممتاز … راسب',
    scaleField: 'سُلَّم الدرجات',
    certField: 'منح شهادة للطلاب الناجحين',
    grade: 'ممتاز',
    earned: 'نلت شهادة في هذا الاختبار.',
    see: 'اعرض شهادتك',
    valid: 'هذه الشهادة صالحة.',
    revoked: 'سُحبت هذه الشهادة بتاريخ',
    unknown: 'لا توجد شهادة بهذا الرمز',
    revoke: 'سحب الشهادة',
    revokeYes: 'نعم، اسحب الشهادة',
    check: 'تحقّق',
  },
  en: {
    title: 'Certificate exam of كتب',
    className: 'Grade 7',
    pupil: 'Maryam',
    copy: 'Copy: Arabic word grades',
    create: 'Create the scale',
    overlap: 'Bands “جيد جدًا” (80–95) and “ممتاز” (90–100) overlap',
    scaleName: 'Arabic word grades',
    scaleField: 'Grade scale',
    certField: 'Give a certificate to students who pass',
    grade: 'ممتاز',
    earned: 'You earned a certificate for this exam.',
    see: 'See your certificate',
    valid: 'This certificate is valid.',
    revoked: 'This certificate was revoked on',
    unknown: 'No certificate has this code',
    revoke: 'Revoke',
    revokeYes: 'Yes, revoke the certificate',
    check: 'Check',
  },
} as const;
type Locale = keyof typeof T;

function registered(browser: Browser, baseURL: string, locale: Locale, body: Record<string, unknown>): Promise<APIRequestContext> {
  return registerVerified(browser, baseURL, locale, body, { password: PASSWORD });
}

/** The administrator of this spec (ADMIN_EMAILS in serve.ts), signed in; registered the first time. */
async function administrator(browser: Browser, baseURL: string, locale: Locale): Promise<APIRequestContext> {
  const email = `admin-cert-${locale}@tasreef.test`;
  await registered(browser, baseURL, locale, { full_name: 'Certificates Admin', email, role: 'student' }).catch(() => undefined);
  const api = (await browser.newContext({ extraHTTPHeaders: ownAddress(), baseURL })).request;
  const res = await api.post(`/api/v1/${locale}/auth/login`, { headers: { origin: baseURL }, data: { email, password: PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  return api;
}

interface Question {
  id: string;
  answer: { option_id: string };
}

test.describe.configure({ mode: 'serial' });

for (const locale of ['ar', 'en'] as const) {
  const t = T[locale];

  test(`${locale}: a grade scale applied to an exam, a pupil passes and gets a certificate, verified by code and revoked`, async ({ page, browser, baseURL }) => {
    test.setTimeout(300_000);
    const headers = { origin: baseURL! };
    const stamp = `${locale}${Date.now().toString(36)}`;
    const email = `cert.${stamp}@example.test`;
    const teacher = await registered(browser, baseURL!, locale, { full_name: locale === 'ar' ? 'أ. خالد' : 'Mr Khalid', email, role: 'educator', educator_type: 'teacher' });
    const teacherId = (await (await teacher.get(`/api/v1/${locale}/account`)).json()).data.id as string;
    const admin = await administrator(browser, baseURL!, locale);
    const plan = await admin.patch(`/api/v1/${locale}/admin/users/${teacherId}/plan`, { headers, data: { plan_code: 'pro' } });
    expect(plan.status(), await plan.text()).toBe(200);

    // A pupil by username in a class, and a draft of four questions on كتب.
    const member = await teacher.post(`/api/v1/${locale}/management/members`, { headers, data: { role: 'student', full_name: t.pupil, username: `ce${stamp}` } });
    expect(member.status(), await member.text()).toBe(201);
    const pupil = (await member.json()).data as { member: { id: string }; one_time_password: string };
    const cls = await teacher.post(`/api/v1/${locale}/classes`, { headers, data: { name: t.className, student_ids: [pupil.member.id] } });
    expect(cls.status(), await cls.text()).toBe(201);
    const made = await teacher.post(`/api/v1/${locale}/exams`, {
      headers,
      data: { title: t.title, request: { objectives: [{ type: 'conjugate' }], formats: ['multiple_choice'], question_count: 4, criteria: { verbs: ['ktb-I1'] }, seed: 7 } },
    });
    expect(made.status(), await made.text()).toBe(201);
    const examId = (await made.json()).data.exam.id as string;

    // The teacher's grade scales: empty; the Arabic ready scale copied into the form.
    expect((await page.request.post(`/api/v1/${locale}/auth/login`, { headers, data: { email, password: PASSWORD } })).status()).toBe(200);
    await page.goto(`/${locale}/dashboard/grade-scales`);
    await shoot(page, `${locale}-grade-scales-empty`);
    await page.getByRole('link', { name: t.copy }).click();
    await expect(page).toHaveURL(/preset=arabic/);
    const form = page.locator('form.scale-form');
    await expect(form.locator('input[name=band_label_0]')).toHaveValue('ممتاز');
    // An overlapping band is named at once, by the API's own schema running in the browser.
    await form.locator('input[name=band_to_1]').fill('95');
    await form.getByRole('button', { name: t.create }).click();
    await expect(form.locator('.scale-errors')).toBeVisible();
    expect((await form.locator('.scale-errors').textContent())!.replace(/[\u2066-\u2069]/g, '')).toContain(t.overlap);
    await expect(form.locator('input[name=band_from_0]')).toHaveAttribute('aria-invalid', 'true');
    await shoot(page, `${locale}-grade-scales-overlap`);
    await form.locator('input[name=band_to_1]').fill('90');
    await form.getByRole('button', { name: t.create }).click();
    await expect(page).toHaveURL(/done=created/);
    await expect(page.locator('#scale-new-band_label_0')).toHaveValue('');
    const card = page.locator('.scale-card').filter({ hasText: t.scaleName });
    await expect(card).toBeVisible();
    await expect(card.getByRole('rowheader')).toHaveText(['ممتاز', 'جيد جدًا', 'جيد', 'مقبول', 'راسب']);
    await shoot(page, `${locale}-grade-scales`);

    // The exam's settings: the scale, certificates on, 60 %, the class; published.
    await page.goto(`/${locale}/dashboard/exam-setup/${examId}?step=4`);
    await page.getByLabel(t.scaleField).selectOption({ index: 1 });
    await expect(page.getByLabel(t.scaleField).locator('option:checked')).toContainText(t.scaleName);
    await page.getByLabel(t.certField).check();
    await page.locator('input[name=passing_score]').fill('60');
    await page.getByLabel(t.className).check();
    await shoot(page, `${locale}-exam-settings-grades`);
    // step 4 keeps the settings; the review (step 5) publishes
    await page.locator('button[name=intent][value=save]').click();
    await expect(page).toHaveURL(/step=5/);
    await page.locator('button[name=intent][value=publish]').click();
    await expect(page).toHaveURL(/done=published/);
    await expect(page.locator('dl').getByText(t.scaleName)).toBeVisible();

    // The pupil signs in, answers every question right and submits.
    const student = await browser.newContext({ baseURL, extraHTTPHeaders: ownAddress() });
    const api = student.request;
    expect((await api.post(`/api/v1/${locale}/auth/login`, { headers, data: { email: `ce${stamp}`, password: pupil.one_time_password } })).status()).toBe(200);
    expect((await api.post(`/api/v1/${locale}/auth/set-password`, { headers, data: { password: PASSWORD, password_confirmation: PASSWORD } })).status()).toBe(200);
    const exam = (await (await teacher.get(`/api/v1/${locale}/exams/${examId}`)).json()).data as { questions: Question[] };
    const started = await api.post(`/api/v1/${locale}/exams/${examId}/attempts`, { headers });
    expect(started.status(), await started.text()).toBe(201);
    const attemptId = (await started.json()).data.attempt.id as string;
    for (const q of exam.questions)
      expect((await api.put(`/api/v1/${locale}/attempts/${attemptId}/answers/${q.id}`, { headers, data: { option_id: q.answer.option_id } })).status()).toBe(200);
    expect((await api.post(`/api/v1/${locale}/attempts/${attemptId}/submit`, { headers })).status()).toBe(200);

    // The result shows the grade beside the score and leads to the certificate.
    const pupilPage = await student.newPage();
    await pupilPage.goto(`/${locale}/dashboard/answer-exam/${examId}?attempt=${attemptId}`);
    await pupilPage.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await expect(pupilPage.locator('.result-grade')).toHaveText(t.grade);
    await expect(pupilPage.getByText(t.earned)).toBeVisible();
    await shoot(pupilPage, `${locale}-result-grade-certificate`);
    await pupilPage.getByRole('link', { name: t.see }).click();
    await expect(pupilPage).toHaveURL(/dashboard\/certificates/);
    const certCard = pupilPage.locator('.certificate-card');
    await expect(certCard).toHaveCount(1);
    await expect(certCard).toContainText(t.title);
    const code = (await certCard.locator('.certificate-code').textContent())!.trim();
    expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    await shoot(pupilPage, `${locale}-certificates-student`);

    // The PDF: the code in its text; its first page rendered to look at.
    const pdf = await api.get((await certCard.locator('a[href$="/pdf"]').getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    const dir = process.env.SHOTS ?? mkdtempSync(path.join(tmpdir(), 'cert-e2e-'));
    const file = path.join(dir, `${locale}-certificate.pdf`);
    writeFileSync(file, await pdf.body());
    expect(execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })).toContain(code);
    execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', file, path.join(dir, `${locale}-certificate-pdf`)]);
    await student.close();

    // Anyone, signed out: the public page of the code says valid; the QR code points there.
    const visitor = await browser.newContext({ extraHTTPHeaders: ownAddress(), baseURL });
    const pub = await visitor.newPage();
    await pub.goto(`/${locale}/certificates/${code}`);
    await pub.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await expect(pub.locator('#verify-status')).toHaveText(t.valid);
    await expect(pub.locator('.certificate-card')).toContainText(t.pupil);
    await expect(pub.locator('.certificate-card')).toContainText(t.grade);
    await shoot(pub, `${locale}-certificate-valid`);
    // A forged code typed in the form: told apart, the form still there.
    await pub.getByLabel(locale === 'ar' ? 'رمز الشهادة' : 'Certificate code').fill('ABCD-EFGH-JKMN-PQRS');
    await pub.getByRole('button', { name: t.check }).click();
    await expect(pub.getByRole('alert')).toContainText(t.unknown);
    await shoot(pub, `${locale}-certificate-unknown`);

    // The teacher revokes it; the public page says revoked, with the date.
    await page.goto(`/${locale}/dashboard/certificates`);
    await shoot(page, `${locale}-certificates-teacher`);
    // revoking asks first (issue 37): the disclosure holds the consequence and the button that does it
    await page.locator('.certificate-card summary', { hasText: t.revoke }).click();
    await page.getByRole('button', { name: t.revokeYes }).click();
    await expect(page.locator('.certificate-card--revoked')).toHaveCount(1);
    await pub.goto(`/${locale}/certificates/${code.toLowerCase().replace(/-/g, '')}`);
    await pub.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await expect(pub.locator('#verify-status')).toContainText(t.revoked);
    await shoot(pub, `${locale}-certificate-revoked`);
    await visitor.close();
  });
}
