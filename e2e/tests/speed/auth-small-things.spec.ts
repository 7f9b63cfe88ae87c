import type { Page } from '@playwright/test';
import { checkA11y, expect, readInbox, test } from '../../fixtures.ts';
import { shoot } from '../../shots.ts';

/**
 * Issue 18's small things of the accounts pages, in both languages: the landing after the code
 * page says the address is verified, the sign-in page after a reset says the password changed, a
 * failed sign-in's toast does not come back after the later success, the code page without an
 * address asks for it, and registration shows one primary button per step, clears an error once
 * the field is right, marks optional fields, shows a school no personal fields and offers the
 * time zones as a list.
 */
const T = {
  ar: {
    next: 'التالي',
    create: 'إنشاء الحساب',
    verify: 'تأكيد',
    logIn: 'تسجيل الدخول',
    sendCode: 'إرسال الرمز',
    saveNew: 'حفظ كلمة المرور الجديدة',
    verified: 'تم تأكيد بريدك الإلكتروني. مرحبًا بك في تصريف.',
    passwordChanged: 'تم تغيير كلمة المرور. سجّل الدخول بكلمة المرور الجديدة.',
    wrongLogin: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    noEmailLead: 'أدخل البريد الإلكتروني الذي سجّلت به',
    optional: '(اختياري)',
    emailInvalid: 'يجب أن يكون البريد الإلكتروني صالحًا',
  },
  en: {
    next: 'Next',
    create: 'Create account',
    verify: 'Verify',
    logIn: 'Log in',
    sendCode: 'Send the code',
    saveNew: 'Save the new password',
    verified: 'Your email address is verified. Welcome to Tasreef.',
    passwordChanged: 'Your password was changed. Sign in with the new one.',
    wrongLogin: 'The email or password is incorrect',
    noEmailLead: 'Enter the email address you registered with',
    optional: '(optional)',
    emailInvalid: 'Email must be valid',
  },
} as const;

const shots = (process.env.SHOTS ?? '') !== '';

/** The 4-digit code of the next mail to `to` (mails already there are skipped). */
async function nextCode(to: string, seen: number): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mails = await readInbox(to);
    for (const m of mails.slice(seen)) {
      const decoded = m.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const match = /text-align:center">(\d{4})</.exec(decoded);
      if (match) return match[1]!;
    }
    if (Date.now() > deadline) throw new Error(`no code mailed to ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The primary buttons a person sees in the registration form (not the header's search). */
const visiblePrimaries = (page: Page) => page.locator('main form.form .button--primary:visible');

for (const locale of ['ar', 'en'] as const) {
  const t = T[locale];

  test(`${locale}: registration steps (one primary button, errors cleared when fixed, optional fields, roles, time zones) → code → verified landing`, async ({ page }) => {
    test.setTimeout(90_000);
    const email = `speed.${locale}.${Date.now()}@example.test`;
    await page.goto(`/${locale}/auth/register`);
    await expect(visiblePrimaries(page)).toHaveCount(1);
    await expect(visiblePrimaries(page)).toHaveText(t.next);
    if (shots) await shoot(page, `register-1-${locale}`);

    // An error shown is cleared as soon as the field is right, before any new submit.
    await page.locator('input[name=full_name]').fill('Huda Salem');
    await page.locator('input[name=email]').fill('not-an-email');
    await page.getByRole('button', { name: t.next }).click();
    await expect(page.getByText(t.emailInvalid)).toBeVisible();
    await expect(page.locator('input[name=email]')).toHaveAttribute('aria-invalid', 'true');
    await page.locator('input[name=email]').fill(email);
    await expect(page.getByText(t.emailInvalid)).toBeHidden();
    await expect(page.locator('input[name=email]')).not.toHaveAttribute('aria-invalid', 'true');

    await page.locator('input[name=password]').fill('Start1!pass');
    await page.locator('input[name=password_confirmation]').fill('Start1!pass');
    await page.locator('input[name=accept_terms]').check();
    await page.getByRole('button', { name: t.next }).click();

    // Step 2: the role; an educator's kind appears only for educators.
    await expect(visiblePrimaries(page)).toHaveCount(1);
    await expect(page.locator('select[name=educator_type]')).toHaveCount(0);
    await page.locator('input[name=role][value=educator]').check();
    await page.locator('select[name=educator_type]').selectOption('school');
    await expect(page.locator('select[name=organization_type]')).toBeVisible();
    await page.locator('select[name=organization_type]').selectOption('school');
    if (shots) await shoot(page, `register-2-${locale}`);
    await page.getByRole('button', { name: t.next }).click();

    // Step 3 as a school: no birth date or education level; every field marked optional.
    await expect(visiblePrimaries(page)).toHaveCount(1);
    await expect(visiblePrimaries(page)).toHaveText(t.create);
    await expect(page.locator('input[name=city]')).toBeVisible();
    await expect(page.locator('input[name=birth_date]')).toHaveCount(0);
    await expect(page.locator('input[name=education_level]')).toHaveCount(0);
    for (const name of ['country', 'city', 'time_zone', 'phone', 'comment']) {
      await expect(page.locator(`label[for="${await page.locator(`input[name=${name}]`).getAttribute('id')}"]`)).toContainText(t.optional);
    }
    // The time zone is chosen from the list of zones (a datalist, searchable as one types).
    const listId = await page.locator('input[name=time_zone]').getAttribute('list');
    expect(listId).toBeTruthy();
    const zones = page.locator(`datalist[id="${listId}"] option`);
    expect(await zones.count()).toBeGreaterThan(300);
    await expect(page.locator(`datalist[id="${listId}"] option[value="Asia/Riyadh"]`)).toHaveCount(1);
    await page.locator('input[name=time_zone]').fill('Asia/Riyadh');
    await checkA11y(page);
    if (shots) await shoot(page, `register-3-school-${locale}`);

    // Back to a student: the personal fields come back.
    await page.getByRole('button', { name: locale === 'ar' ? 'السابق' : 'Back' }).click();
    await page.locator('input[name=role][value=student]').check();
    await page.getByRole('button', { name: t.next }).click();
    await expect(page.locator('input[name=birth_date]')).toBeVisible();
    await expect(page.locator('input[name=education_level]')).toBeVisible();
    await page.getByRole('button', { name: t.create }).click();

    await expect(page).toHaveURL(new RegExp(`/${locale}/auth/otp\\?email=`));
    const code = await nextCode(email, 0);
    await page.locator('input[name=verification_code]').fill(code);
    await page.getByRole('button', { name: t.verify, exact: true }).click();
    await expect(page).toHaveURL(`/${locale}/dashboard/profile?verified=1`);
    await expect(page.getByRole('status').filter({ hasText: t.verified })).toBeVisible();
    await checkA11y(page);
    if (shots) await shoot(page, `verified-${locale}`);
  });

  test(`${locale}: the code page without an address asks for it`, async ({ page }) => {
    await page.goto(`/${locale}/auth/otp`);
    await expect(page.locator('.lead')).toContainText(t.noEmailLead);
    await expect(page.locator('input[name=email]')).toHaveValue('');
    await expect(page.locator('input[name=email]')).toHaveAttribute('required', '');
    await checkA11y(page);
    if (shots) await shoot(page, `otp-no-email-${locale}`);
  });

  test(`${locale}: reset → the sign-in page says the password changed; a failed sign-in's toast does not come back after the success`, async ({ page }) => {
    test.setTimeout(60_000);
    const email = `speed.reset.${locale}.${Date.now()}@example.test`;
    const res = await page.request.post(`/api/v1/${locale}/auth/register`, {
      data: { full_name: 'Omar Reset', email, password: 'Start1!pass', password_confirmation: 'Start1!pass', role: 'student', accept_terms: true },
    });
    expect(res.status()).toBe(200);
    // the registration's code arrives first; the reset code is the next mail
    await nextCode(email, 0);
    const seen = (await readInbox(email)).length;
    await page.goto(`/${locale}/auth/forget-password`);
    await page.locator('input[name=email]').fill(email);
    await page.getByRole('button', { name: t.sendCode }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/auth/reset-password\\?email=`));
    const resetCode = await nextCode(email, seen);
    await page.locator('input[name=code]').fill(resetCode);
    await page.locator('input[name=password]').fill('Newer2@pass');
    await page.locator('input[name=password_confirmation]').fill('Newer2@pass');
    await page.getByRole('button', { name: t.saveNew }).click();
    await expect(page).toHaveURL(`/${locale}/auth/login?reset=1`);
    await expect(page.getByRole('status').filter({ hasText: t.passwordChanged })).toBeVisible();
    await checkA11y(page);
    if (shots) await shoot(page, `login-after-reset-${locale}`);

    // A wrong password: the error toast. Then the right one, on the same page.
    await page.locator('input[name=email]').fill(email);
    await page.locator('input[name=password]').fill('Start1!pass');
    await page.getByRole('button', { name: t.logIn, exact: true }).click();
    await expect(page.getByTestId('toast').filter({ hasText: t.wrongLogin })).toBeVisible();
    // the notice of the reset gives way to the answer of the attempt
    await expect(page.getByText(t.passwordChanged)).toBeHidden();
    await page.locator('input[name=password]').fill('Newer2@pass');
    await page.getByRole('button', { name: t.logIn, exact: true }).click();
    await expect(page).not.toHaveURL(/\/auth\/login/);
    // The page signed in to (the unverified address goes to the code page) shows no sign-in error,
    // though the error's toast would still have had most of its 3 s to live.
    await expect(page.getByTestId('toast').filter({ hasText: t.wrongLogin })).toHaveCount(0, { timeout: 1500 });
    await page.waitForTimeout(500);
    await expect(page.getByTestId('toast').filter({ hasText: t.wrongLogin })).toHaveCount(0);
  });
}
