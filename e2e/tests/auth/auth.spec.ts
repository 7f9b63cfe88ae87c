import { request as httpRequest } from 'node:http';
import type { Page } from '@playwright/test';
import { checkA11y, expect, readInbox, test } from '../../fixtures.ts';

const T = {
  ar: {
    next: 'التالي',
    create: 'إنشاء الحساب',
    verify: 'تأكيد',
    profile: 'إعدادات الملف الشخصي',
    updatePassword: 'تحديث كلمة المرور',
    passwordUpdated: 'تم تحديث كلمة المرور بنجاح',
    signOut: 'تسجيل الخروج',
    logIn: 'تسجيل الدخول',
    sendCode: 'إرسال الرمز',
    saveNew: 'حفظ كلمة المرور الجديدة',
    greeting: 'مرحبًا، ',
    strengthStrong: 'قوة كلمة المرور: قوية',
    emailInvalid: 'يجب أن يكون البريد الإلكتروني صالحًا',
    wrongLogin: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  },
  en: {
    next: 'Next',
    create: 'Create account',
    verify: 'Verify',
    profile: 'Profile settings',
    updatePassword: 'Update password',
    passwordUpdated: 'The Password has been updated successfully',
    signOut: 'Sign out',
    logIn: 'Log in',
    sendCode: 'Send the code',
    saveNew: 'Save the new password',
    greeting: 'Hello, ',
    strengthStrong: 'Password strength: strong',
    emailInvalid: 'Email must be valid',
    wrongLogin: 'The email or password is incorrect',
  },
} as const;

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

async function signIn(page: Page, locale: 'ar' | 'en', email: string, password: string) {
  await page.goto(`/${locale}/auth/login`);
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: T[locale].logIn, exact: true }).click();
}

for (const locale of ['ar', 'en'] as const) {
  const t = T[locale];

  test(`${locale}: register → code by mail → verify → profile → change password → sign out → forgot → reset → sign in`, async ({ page }) => {
    test.setTimeout(90_000);
    const email = `e2e.${locale}.${Date.now()}@example.test`;
    const first = 'Start1!pass';
    const second = 'Second2@pw';
    const third = 'Third3#pw';

    await page.goto(`/${locale}/auth/register`);
    await checkA11y(page);
    await page.locator('input[name=full_name]').fill('Salma Nour');
    await page.locator('input[name=email]').fill('not-an-email');
    await page.getByRole('button', { name: t.next }).click();
    await expect(page.locator('input[name=email]')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(t.emailInvalid)).toBeVisible();
    await page.locator('input[name=email]').fill(email);
    await page.locator('input[name=password]').fill(first);
    await expect(page.getByText(t.strengthStrong)).toBeVisible();
    await page.locator('input[name=password_confirmation]').fill(first);
    await page.locator('input[name=accept_terms]').check();
    await page.getByRole('button', { name: t.next }).click();
    await page.locator('input[name=role][value=student]').check();
    await page.getByRole('button', { name: t.next }).click();
    await page.locator('input[name=city]').fill('Alexandria');
    await page.getByRole('button', { name: t.create }).click();

    await expect(page).toHaveURL(new RegExp(`/${locale}/auth/otp\\?email=`));
    const code = await nextCode(email, 0);
    await page.locator('input[name=verification_code]').fill(code);
    await page.getByRole('button', { name: t.verify, exact: true }).click();
    await expect(page).toHaveURL(`/${locale}/dashboard/profile?verified=1`);
    await expect(page.getByRole('heading', { level: 1, name: t.profile })).toBeVisible();
    await expect(page.getByRole('button', { name: `${t.greeting}Salma Nour` })).toBeVisible();
    await checkA11y(page);

    const passwordSection = page.locator('section', { has: page.locator('#password-title') });
    await passwordSection.locator('input[name=current_password]').fill(first);
    await passwordSection.locator('input[name=password]').fill(second);
    await passwordSection.locator('input[name=password_confirmation]').fill(second);
    await passwordSection.getByRole('button', { name: t.updatePassword }).click();
    await expect(page.getByText(t.passwordUpdated)).toBeVisible();

    await page.getByRole('button', { name: `${t.greeting}Salma Nour` }).click();
    await page.getByRole('button', { name: t.signOut }).click();
    await expect(page).toHaveURL(`/${locale}`);
    await expect(page.getByRole('link', { name: t.logIn, exact: true }).first()).toBeVisible();
    // Signed out: the profile asks to sign in first and comes back afterwards.
    await page.goto(`/${locale}/dashboard/profile`);
    await expect(page).toHaveURL(new RegExp(`/${locale}/auth/login\\?return_to=`));

    const mailsSoFar = (await readInbox(email)).length;
    await page.goto(`/${locale}/auth/forget-password`);
    await page.locator('input[name=email]').fill(email);
    await page.getByRole('button', { name: t.sendCode }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/auth/reset-password\\?email=`));
    const resetCode = await nextCode(email, mailsSoFar);
    await page.locator('input[name=code]').fill(resetCode);
    await page.locator('input[name=password]').fill(third);
    await page.locator('input[name=password_confirmation]').fill(third);
    await page.getByRole('button', { name: t.saveNew }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/auth/login`));

    await signIn(page, locale, email, second);
    await expect(page.getByText(t.wrongLogin)).toBeVisible();
    await signIn(page, locale, email, third);
    await expect(page).toHaveURL(`/${locale}`);
    await expect(page.getByRole('button', { name: `${t.greeting}Salma Nour` })).toBeVisible();
    // Signed in: the auth pages send the visitor on.
    await page.goto(`/${locale}/auth/login`);
    await expect(page).toHaveURL(`/${locale}/dashboard/profile`);
  });
}

test('login page passes axe in both locales', async ({ page }) => {
  for (const locale of ['ar', 'en']) {
    await page.goto(`/${locale}/auth/login`);
    await checkA11y(page);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of ['ar', 'en'] as const) {
    test(`${locale}: registration shows its three steps on one page, sends the code and opens the code page`, async ({ page }) => {
      const t = T[locale];
      const email = `nojs.${locale}.${Date.now()}@example.test`;
      await page.goto(`/${locale}/auth/register`);
      // every step is there, with its heading; one submit button
      await expect(page.locator('fieldset.form-step')).toHaveCount(3);
      for (const legend of await page.locator('fieldset.form-step > legend').all()) await expect(legend).toBeVisible();
      await expect(page.getByRole('button', { name: t.next })).toBeHidden();
      // a missing field comes back with its message and the values kept
      await page.locator('input[name=full_name]').fill('Nour Test');
      await page.locator('input[name=email]').fill(email);
      await page.getByRole('button', { name: t.create }).click();
      await expect(page.locator('input[name=email]')).toHaveValue(email);
      await expect(page.locator('.field-error').first()).toBeVisible();
      await expect(page.locator('input[aria-invalid=true]').first()).toBeVisible();
      // complete: the account is made and the code is mailed
      await page.locator('input[name=password]').fill('Strong1!pass');
      await page.locator('input[name=password_confirmation]').fill('Strong1!pass');
      await page.locator('input[name=accept_terms]').check();
      await page.locator('input[name=role][value=student]').check();
      await page.getByRole('button', { name: t.create }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/auth/otp\\?email=`));
      expect(await nextCode(email, 0)).toMatch(/^\d{4}$/);
    });
  }
});

test.describe('a form on another origin of the same site', () => {
  test.use({ javaScriptEnabled: false });

  test('cannot sign the visitor out (the server refuses the post before the action runs)', async ({ page, baseURL }) => {
    // Signed in through the API from this browser's context: it keeps the session cookies.
    const email = `csrf.${Date.now()}@example.test`;
    const password = 'Strong1!pass';
    const registered = await page.request.post('/api/v1/en/auth/register', {
      data: { full_name: 'Rana Test', email, password, password_confirmation: password, accept_terms: true, role: 'student' },
    });
    expect(registered.status(), await registered.text()).toBe(200);
    expect((await page.request.get('/api/v1/en/account')).status()).toBe(200);
    // Another port of the same host is the same site: SameSite=Lax cookies go along with its posts.
    const sibling = baseURL!.replace(/:\d+$/, ':9');
    await page.route(`${sibling}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: `<!doctype html><form method="post" action="${baseURL}/en/auth/logout"><button>Claim your prize</button></form>` }),
    );
    await page.goto(`${sibling}/`);
    await Promise.all([page.waitForURL(`${baseURL}/**`), page.getByRole('button', { name: 'Claim your prize' }).click()]);
    expect((await page.request.get('/api/v1/en/account')).status(), 'still signed in').toBe(200);
    await expect(page.getByText('The request could not be verified, reload the page and try again')).toBeVisible();
  });
});

test.describe('a sign-out post with neither Origin nor Referer', () => {
  /** A raw POST to the sign-out page: exactly these headers, nothing a browser would add. */
  function rawPost(baseURL: string, path: string, cookie: string, form: string, accept = 'text/html') {
    return new Promise<{ status: number; body: string; setCookie: string[] }>((resolve, reject) => {
      const req = httpRequest(
        new URL(path, baseURL),
        { method: 'POST', headers: { cookie, accept, 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(form) } },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body, setCookie: res.headers['set-cookie'] ?? [] }));
        },
      );
      req.on('error', reject);
      req.end(form);
    });
  }

  test('needs the session’s CSRF token: without it, 403 in the page’s language and the session stays; with it, signed out', async ({ page, baseURL }) => {
    const email = `csrf.none.${Date.now()}@example.test`;
    const password = 'Strong1!pass';
    const registered = await page.request.post('/api/v1/ar/auth/register', {
      data: { full_name: 'Rana Test', email, password, password_confirmation: password, accept_terms: true, role: 'student' },
    });
    expect(registered.status(), await registered.text()).toBe(200);
    const jar = await page.context().cookies();
    const cookie = jar.map((c) => `${c.name}=${c.value}`).join('; ');
    const csrf = jar.find((c) => c.name === 'csrf_token')!.value;

    for (const form of ['', 'csrf_token=', `csrf_token=${'0'.repeat(csrf.length)}`]) {
      const refused = await rawPost(baseURL!, '/ar/auth/logout', cookie, form);
      expect(refused.status, form).toBe(403);
      expect(refused.body).toContain('ليس لديك صلاحية');
      expect(refused.setCookie.filter((c) => /^token=;/.test(c))).toEqual([]);
      expect((await page.request.get('/api/v1/ar/account')).status(), 'still signed in').toBe(200);
    }

    const signedOut = await rawPost(baseURL!, '/ar/auth/logout', cookie, `csrf_token=${csrf}`);
    expect(signedOut.status).toBe(302);
    expect(signedOut.setCookie.some((c) => /^token=;/.test(c))).toBe(true);
    // The session is revoked on the server, not only forgotten by this client.
    expect((await page.request.get('/api/v1/ar/account')).status()).toBe(401);
  });
});
