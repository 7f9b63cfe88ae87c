import type { Browser, Page } from '@playwright/test';
import { checkA11y, expect, ownAddress, test, waitForMail } from '../../fixtures.ts';
import { MAIL_CODE as CODE } from '../../accounts.ts';
import { shoot } from '../../shots.ts';

/** Listed in ADMIN_EMAILS by e2e/serve.ts: the account becomes an administrator when verified. */
const ADMIN = 'admin-e2e@tasreef.test';
const ADMIN_NAME = 'Hala Admin';
const PASSWORD = 'Admin1!pass';
/** A name inside a sentence is wrapped in first-strong isolates (U+2068 … U+2069). */
const iso = (name: string) => `\u2068${name}\u2069`;

const T = {
  ar: {
    next: 'التالي',
    create: 'إنشاء الحساب',
    verify: 'تأكيد',
    logIn: 'تسجيل الدخول',
    greeting: 'مرحبًا، ',
    manageUsers: 'إدارة المستخدمين',
    title: 'المستخدمون',
    search: 'ابحث بالاسم أو البريد الإلكتروني',
    searchButton: 'بحث',
    disable: 'تعطيل',
    enable: 'تفعيل',
    confirmDisable: (name: string) => `أتريد تعطيل ${name}؟ يُسجَّل خروجه فورًا`,
    yesDisable: 'نعم، عطِّل',
    yesEnable: 'نعم، فعِّل',
    updated: 'تم تحديث البيانات بنجاح',
    disabled: 'معطَّل',
    active: 'نشِط',
    accountDisabled: 'تم تعطيل هذا الحساب',
  },
  en: {
    next: 'Next',
    create: 'Create account',
    verify: 'Verify',
    logIn: 'Log in',
    greeting: 'Hello, ',
    manageUsers: 'Manage users',
    title: 'Users',
    search: 'Search by name or email',
    searchButton: 'Search',
    disable: 'Disable',
    enable: 'Enable',
    confirmDisable: (name: string) => `Disable ${name}? They are signed out at once`,
    yesDisable: 'Yes, disable',
    yesEnable: 'Yes, enable',
    updated: 'The data has been updated successfully',
    disabled: 'Disabled',
    active: 'Active',
    accountDisabled: 'This account has been disabled',
  },
} as const;

type Locale = keyof typeof T;

async function signIn(page: Page, locale: Locale, email: string, password: string) {
  await page.goto(`/${locale}/auth/login`);
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: T[locale].logIn, exact: true }).click();
}

/** Registers the listed address through the pages and verifies it with the mailed code. */
async function registerAdmin(page: Page, locale: Locale) {
  const t = T[locale];
  await page.goto(`/${locale}/auth/register`);
  await page.locator('input[name=full_name]').fill(ADMIN_NAME);
  await page.locator('input[name=email]').fill(ADMIN);
  await page.locator('input[name=password]').fill(PASSWORD);
  await page.locator('input[name=password_confirmation]').fill(PASSWORD);
  await page.locator('input[name=accept_terms]').check();
  await page.getByRole('button', { name: t.next }).click();
  await page.locator('input[name=role][value=student]').check();
  await page.getByRole('button', { name: t.next }).click();
  await page.getByRole('button', { name: t.create }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/auth/otp\\?email=`));
  await page.locator('input[name=verification_code]').fill(await waitForMail(ADMIN, CODE, 15_000));
  await page.getByRole('button', { name: t.verify, exact: true }).click();
  await expect(page).toHaveURL(`/${locale}/dashboard/profile?verified=1`);
}

/** Another account, made and verified through the API from its own context (no cookies shared). */
async function registerOther(browser: Browser, baseURL: string, locale: Locale, name: string, email: string) {
  const context = await browser.newContext({ extraHTTPHeaders: ownAddress(), baseURL });
  const api = context.request;
  const headers = { origin: baseURL };
  const res = await api.post(`/api/v1/${locale}/auth/register`, {
    headers,
    data: { full_name: name, email, password: PASSWORD, password_confirmation: PASSWORD, accept_terms: true, role: 'educator', educator_type: 'teacher' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const code = await waitForMail(email, CODE, 15_000);
  const verified = await api.post(`/api/v1/${locale}/auth/verify-email`, { headers, data: { email, verification_code: code } });
  expect(verified.status(), await verified.text()).toBe(200);
  await context.close();
}

test.describe.configure({ mode: 'serial' });

for (const locale of ['ar', 'en'] as const) {
  const t = T[locale];

  test(`${locale}: the listed administrator finds a user, disables and enables them; others get 403`, async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    const otherName = locale === 'ar' ? 'سلمى نور' : 'Omar Saleh';
    const other = `other.${locale}.${Date.now()}@example.test`;
    await registerOther(browser, baseURL!, locale, otherName, other);

    // The listed address: registered and verified by the first test, signed in by the next.
    const probe = await page.request.post(`/api/v1/${locale}/auth/login`, { headers: { origin: baseURL! }, data: { email: ADMIN, password: PASSWORD, remember_me: false } });
    await page.context().clearCookies();
    if (probe.status() === 200) {
      await signIn(page, locale, ADMIN, PASSWORD);
      await expect(page).toHaveURL(`/${locale}`);
    } else {
      await registerAdmin(page, locale);
    }

    // On a phone the header's profile menu is hidden: the drawer greets and links the same pages.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('.burger').click();
    const drawer = page.locator('#mobile-drawer');
    await expect(drawer.getByText(`${t.greeting}${ADMIN_NAME}`)).toBeVisible();
    await expect(drawer.getByRole('link', { name: t.manageUsers })).toHaveAttribute('href', `/${locale}/dashboard/admin/users`);
    await checkA11y(page);
    await drawer.getByRole('link', { name: t.manageUsers }).click();
    await expect(page).toHaveURL(`/${locale}/dashboard/admin/users`);
    await expect(drawer).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/${locale}`);

    // The profile menu of an administrator links to the users page.
    await page.getByRole('button', { name: `${t.greeting}${ADMIN_NAME}` }).click();
    await page.getByRole('link', { name: t.manageUsers }).click();
    await expect(page).toHaveURL(`/${locale}/dashboard/admin/users`);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await checkA11y(page);

    const search = page.getByRole('search', { name: t.search });
    await search.getByLabel(t.search).fill(other);
    await search.getByRole('button', { name: t.searchButton, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/admin/users\\?q=`));
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(1);
    const row = rows.first();
    await expect(row.getByRole('rowheader')).toHaveText(otherName);
    await expect(row).toContainText(other);
    await expect(row).toContainText(t.active);

    // The plan's reason box shows its whole placeholder inside its cell, on a desktop and a phone.
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const reason = row.locator('input[name=reason]');
      const fit = await reason.evaluate((el: HTMLInputElement) => {
        const style = getComputedStyle(el);
        const ctx = document.createElement('canvas').getContext('2d')!;
        ctx.font = style.font;
        const room = el.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
        const box = el.getBoundingClientRect();
        const cell = el.closest('td')!.getBoundingClientRect();
        return { room, text: ctx.measureText(el.placeholder).width, inside: box.left >= cell.left - 1 && box.right <= cell.right + 1 && box.right <= window.innerWidth };
      });
      expect(fit.room, `the reason's room at ${width} px`).toBeGreaterThanOrEqual(fit.text);
      expect(fit.inside, `the reason inside its cell at ${width} px`).toBe(true);
    }
    await shoot(page, `${locale}-admin-users-found`);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Disable: the consequence is spelled out before the second click.
    await expect(row.locator('summary')).toContainText(`${t.disable} ${iso(otherName)}`);
    await row.locator('summary').click();
    await expect(row.locator('form p')).toContainText(t.confirmDisable(iso(otherName)));
    await expect(row.locator('form p')).toBeVisible();
    await checkA11y(page); // with the confirmation open
    await row.getByRole('button', { name: t.yesDisable }).click();
    await expect(page.getByText(t.updated)).toBeVisible();
    await expect(row).toContainText(t.disabled);

    // The disabled user cannot sign in.
    const otherContext = await browser.newContext({ extraHTTPHeaders: ownAddress(), baseURL: baseURL! });
    const otherPage = await otherContext.newPage();
    await signIn(otherPage, locale, other, PASSWORD);
    await expect(otherPage.getByText(t.accountDisabled)).toBeVisible();
    await expect(otherPage).toHaveURL(new RegExp(`/${locale}/auth/login`));

    await expect(row.locator('summary')).toContainText(`${t.enable} ${iso(otherName)}`);
    await row.locator('summary').click();
    await row.getByRole('button', { name: t.yesEnable }).click();
    await expect(row).toContainText(t.active);
    await expect(page.getByText(t.updated).first()).toBeVisible();

    // Enabled again: they sign in, and the users page is the 403 page for them.
    await signIn(otherPage, locale, other, PASSWORD);
    await expect(otherPage).toHaveURL(`/${locale}`);
    await expect(otherPage.getByRole('button', { name: `${t.greeting}${otherName}` })).toBeVisible();
    await otherPage.getByRole('button', { name: `${t.greeting}${otherName}` }).click();
    await expect(otherPage.getByRole('link', { name: t.manageUsers })).toHaveCount(0);
    const forbidden = await otherPage.goto(`/${locale}/dashboard/admin/users`);
    expect(forbidden?.status()).toBe(403);
    await expect(otherPage.locator('.error-page__status')).toContainText('403');
    await expect(otherPage.getByRole('table')).toHaveCount(0);
    await otherContext.close();
  });
}

test('the users page works without JavaScript: search, disable with confirmation, message on the page', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const locale = 'en';
  const t = T[locale];
  const other = `nojs.${Date.now()}@example.test`;
  await registerOther(browser, baseURL!, locale, 'Nadia Karim', other);
  const context = await browser.newContext({ extraHTTPHeaders: ownAddress(), baseURL: baseURL!, javaScriptEnabled: false });
  const page = await context.newPage();
  await signIn(page, locale, ADMIN, PASSWORD);
  await page.goto(`/${locale}/dashboard/admin/users?q=${encodeURIComponent(other)}`);
  const row = page.locator('tbody tr').first();
  await expect(row).toContainText(other);
  await row.locator('summary').click();
  await row.getByRole('button', { name: t.yesDisable }).click();
  await expect(page.getByRole('status').filter({ hasText: t.updated })).toBeVisible();
  await expect(page.locator('tbody tr').first()).toContainText(t.disabled);
  await context.close();
});
