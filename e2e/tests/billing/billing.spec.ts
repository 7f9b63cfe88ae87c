import type { Browser } from '@playwright/test';
import { expect, ownAddress, test, waitForMail } from '../../fixtures.ts';
import { MAIL_CODE as CODE } from '../../accounts.ts';
import { E2E_STRIPE_PORT } from '../../ports.ts';
import { shoot } from '../../shots.ts';

/**
 * Plans and payments in both locales, against the local Stripe of e2e/serve.ts: the prices toggle,
 * subscribing through checkout (the local checkout page pays and sends the signed events), my
 * subscriptions (cancel at period end, resume, portal) and my payments.
 */
const PASSWORD = 'Billing1!ok';
const STRIPE = `http://127.0.0.1:${E2E_STRIPE_PORT}`;

const T = {
  ar: {
    yearly: 'سنوي',
    proYear: '$90',
    current: 'خطتك الحالية',
    subscribe: 'اشترك في الاحترافية',
    subs: 'اشتراكاتي',
    plan: 'الاحترافية',
    active: 'نشط',
    renews: 'يتجدد في',
    ends: 'ينتهي في',
    cancel: 'ألغِ في نهاية الفترة',
    canceled: 'سينتهي اشتراكك في نهاية الفترة الحالية',
    resume: 'أبقِ اشتراكي',
    resumed: 'سيتجدد اشتراكك كما كان',
    payments: 'مدفوعاتي',
    paid: 'مدفوعة',
    receipt: /^الإيصال .* \(PDF\)$/,
    portal: 'البطاقات والفواتير (Stripe)',
    users: 'أكثر من 200 مستخدم؟ كم عددهم؟',
    quote: 'اطلب عرض سعر',
    monthly: 'شهري',
    pastDue: 'الدفع متأخر',
    catalogue: 'دليل الخطط',
    school: 'المدارس',
    saveSchool: 'احفظ المدارس',
    gradeScale: 'سُلّم الدرجات',
    scale: 'سُلّم تقديرات',
    customized: 'مخصّص',
    saved: 'حُفظت الخطة',
    addTeacher: 'إضافة معلّم',
    planLimit: 'لا تشمل خطتك حسابات فرعية للمعلّمين',
    seePlans: 'اطّلع على الخطط',
    subscribeSchool: 'اشترك في المدارس',
    educatorAdded: 'تمت إضافة المعلّم بنجاح',
  },
  en: {
    yearly: 'Yearly',
    proYear: '$90',
    current: 'Your current plan',
    subscribe: 'Subscribe to Pro',
    subs: 'My subscriptions',
    plan: 'Pro',
    active: 'Active',
    renews: 'Renews on',
    ends: 'Ends on',
    cancel: 'Cancel at the end of the period',
    canceled: 'Your subscription will end at the end of the current period',
    resume: 'Keep my subscription',
    resumed: 'Your subscription will renew as before',
    payments: 'My payments',
    paid: 'Paid',
    receipt: /^Receipt .* \(PDF\)$/,
    portal: 'Cards and invoices (Stripe)',
    users: 'More than 200 users? How many?',
    quote: 'Ask for a price',
    monthly: 'Monthly',
    pastDue: 'Payment overdue',
    catalogue: 'Plan catalogue',
    school: 'School',
    saveSchool: 'Save School',
    gradeScale: 'Grade scale',
    scale: 'Scale',
    customized: 'Customized',
    saved: 'The plan has been saved',
    addTeacher: 'Add a teacher',
    planLimit: 'Your plan does not include educator sub-accounts',
    seePlans: 'See the plans',
    subscribeSchool: 'Subscribe to School',
    educatorAdded: 'Educator has been added successfully',
  },
} as const;
type Locale = keyof typeof T;

/** A verified account, made through the API (its own browser context): a teacher, or this spec's administrator (ADMIN_EMAILS in serve.ts). */
async function teacher(browser: Browser, baseURL: string, locale: Locale, admin = false): Promise<string> {
  const email = admin ? `admin-billing-${locale}@tasreef.test` : `billing-${locale}-${Date.now().toString(36)}@tasreef.test`;
  const context = await browser.newContext({ extraHTTPHeaders: ownAddress(), baseURL });
  const headers = { origin: baseURL };
  const role = admin ? { role: 'student' } : { role: 'educator', educator_type: 'teacher' };
  const res = await context.request.post(`/api/v1/${locale}/auth/register`, {
    headers,
    data: { full_name: admin ? 'Billing Admin' : 'Maryam Saleh', email, password: PASSWORD, password_confirmation: PASSWORD, accept_terms: true, ...role },
  });
  expect(res.status(), await res.text()).toBe(200);
  const code = await waitForMail(email, CODE, 15_000);
  const verified = await context.request.post(`/api/v1/${locale}/auth/verify-email`, { headers, data: { email, verification_code: code } });
  expect(verified.status(), await verified.text()).toBe(200);
  await context.close();
  return email;
}

for (const locale of ['ar', 'en'] as const) {
  test(`subscribe, manage and see payments (${locale})`, async ({ page, browser, baseURL }) => {
    test.setTimeout(90_000);
    const t = T[locale];
    const email = await teacher(browser, baseURL!, locale);
    const login = await page.request.post(`/api/v1/${locale}/auth/login`, { headers: { origin: baseURL! }, data: { email, password: PASSWORD } });
    expect(login.status()).toBe(200);

    // The prices page: yearly toggle, Free marked as the current plan, a call to action per paid plan.
    await page.goto(`/${locale}/prices`);
    await expect(page.getByTestId('current-free')).toHaveText(t.current);
    await page.getByLabel(t.yearly, { exact: true }).check();
    await expect(page.getByTestId('price-pro')).toContainText(t.proYear);
    await shoot(page, `${locale}-prices-signed-in`);
    await page.getByRole('button', { name: t.subscribe }).click();

    // The local checkout page (Stripe's, in production): the yearly Pro price; pay.
    await expect(page).toHaveURL(new RegExp(`^${STRIPE}/pay/cs_`));
    await expect(page.locator('#amount')).toHaveText('90 USD / year');
    await page.getByRole('button', { name: 'Pay' }).click();

    // Back on my subscriptions: the webhook made the plan active.
    await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/subscriptions\\?checkout=done$`));
    await expect(page.getByTestId('sub-plan')).toHaveText(t.plan);
    await expect(page.getByTestId('sub-state')).toHaveText(t.active);
    await expect(page.getByText(t.renews, { exact: true })).toBeVisible();
    // what the plan allows and how much is left: Pro's 5 sub-accounts, none used; a question bank of 5,000
    const allowance = page.getByRole('region', { name: locale === 'ar' ? 'ما تتيحه خطتك' : 'What your plan allows' });
    await expect(allowance.locator('tr[data-key="educator_sub_accounts"] td').nth(2)).toContainText('5');
    await expect(allowance.locator('tr[data-key="question_bank"] td').nth(0)).toContainText('5,000');
    await shoot(page, `${locale}-subscriptions`);

    // Cancel at the end of the period, then keep it.
    await page.getByRole('button', { name: t.cancel }).click();
    await expect(page.getByText(t.canceled).first()).toBeVisible();
    await expect(page.getByText(t.ends, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: t.resume }).click();
    await expect(page.getByText(t.resumed).first()).toBeVisible();
    await expect(page.getByText(t.renews, { exact: true })).toBeVisible();

    // Yearly to monthly: kept until the paid year ends, then billed monthly (a schedule in Stripe).
    await page.getByRole('radio', { name: locale === 'ar' ? 'شهري' : 'Monthly' }).check();
    await page.getByRole('button', { name: locale === 'ar' ? 'غيّر' : 'Change', exact: true }).click();
    await expect(page.getByTestId('sub-scheduled')).toContainText(locale === 'ar' ? 'بفوترة شهرية' : 'billed monthly');
    await expect(page.getByTestId('sub-plan')).toHaveText(t.plan);

    // My payments: the paid invoice of the checkout.
    await page.goto(`/${locale}/dashboard/payments`);
    await expect(page.getByRole('heading', { level: 1, name: t.payments })).toBeVisible();
    const rows = page.locator('.billing-table tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('$90');
    await expect(rows.first()).toContainText(t.paid);
    // its receipt, in the page's language, is a PDF of the person's own invoice
    const receipt = rows.first().getByRole('link', { name: t.receipt });
    const pdf = await page.request.get(new URL((await receipt.getAttribute('href'))!, page.url()).href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await shoot(page, `${locale}-payments`);

    // An administrator sees the subscription among all of them.
    const adminEmail = await teacher(browser, baseURL!, locale, true);
    const adminContext = await browser.newContext({ extraHTTPHeaders: ownAddress(), baseURL });
    const adminPage = await adminContext.newPage();
    expect((await adminPage.request.post(`/api/v1/${locale}/auth/login`, { headers: { origin: baseURL! }, data: { email: adminEmail, password: PASSWORD } })).status()).toBe(200);
    await adminPage.goto(`/${locale}/dashboard/admin/subscriptions`);
    const adminRow = adminPage.getByRole('row').filter({ hasText: email });
    await expect(adminRow).toContainText(t.plan);
    await expect(adminRow).toContainText(t.active);
    await shoot(adminPage, `${locale}-admin-subscriptions`);
    await adminContext.close();

    // The renewal's payment fails: past_due, the plan kept, a banner on the dashboard and here.
    expect((await page.request.post(`${STRIPE}/control/renew?paid=false&email=${encodeURIComponent(email)}`)).status()).toBe(200);
    await page.goto(`/${locale}/dashboard`);
    await expect(page.getByTestId('past-due-banner')).toBeVisible();
    await page.goto(`/${locale}/dashboard/subscriptions`);
    await expect(page.getByTestId('past-due-banner')).toBeVisible();
    await expect(page.getByTestId('sub-state')).toHaveText(t.pastDue);
    await shoot(page, `${locale}-subscriptions-past-due`);
    // A later retry pays: the banner goes.
    expect((await page.request.post(`${STRIPE}/control/renew?paid=true&email=${encodeURIComponent(email)}`)).status()).toBe(200);
    await page.reload();
    await expect(page.getByTestId('sub-state')).toHaveText(t.active);
    await expect(page.getByTestId('past-due-banner')).toHaveCount(0);

    // The prices page now marks Pro; the portal opens at the local Stripe and comes back.
    await page.goto(`/${locale}/prices`);
    await expect(page.getByTestId('current-pro')).toHaveText(t.current);
    await page.goto(`/${locale}/dashboard/subscriptions`);
    await page.getByRole('button', { name: t.portal }).click();
    await expect(page).toHaveURL(new RegExp(`^${STRIPE}/portal/cus_`));
    await page.getByRole('link', { name: 'Return' }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/subscriptions$`));
    await expect(page.getByRole('heading', { level: 1, name: t.subs })).toBeVisible();
  });
}

for (const locale of ['ar', 'en'] as const) {
  test(`prices: the monthly/yearly toggle, and a school above 200 users asks for a price (${locale})`, async ({ page }) => {
    const t = T[locale];
    await page.goto(`/${locale}/prices`);
    await expect(page.getByTestId('price-school')).toContainText('$49');
    await page.getByLabel(t.yearly, { exact: true }).check();
    await expect(page.getByTestId('price-school')).toContainText('$490');
    await expect(page).toHaveURL(/billing=yearly/);
    await page.getByLabel(t.monthly, { exact: true }).check();
    await expect(page.getByTestId('price-pro')).toContainText('$9');
    await page.getByLabel(t.users).fill('250');
    await page.getByRole('button', { name: t.quote }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/contact-us\\?inquiry_type=price_inquiry&business_type=school&number_of_users=250$`));
    await expect(page.locator('select[name=inquiry_type]')).toHaveValue('price_inquiry');
    await expect(page.locator('select[name=business_type]')).toHaveValue('school');
    await expect(page.locator('input[name=number_of_users]')).toHaveValue('250');
  });
}

for (const locale of ['ar', 'en'] as const) {
  test(`an administrator edits the plan catalogue; the prices page follows (${locale})`, async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000); // a registration, the catalogue page with axe, two saves and two visits to the prices page
    const t = T[locale];
    const adminEmail = `admin-billing-${locale}@tasreef.test`;
    await teacher(browser, baseURL!, locale, true).catch(() => adminEmail);
    expect((await page.request.post(`/api/v1/${locale}/auth/login`, { headers: { origin: baseURL! }, data: { email: adminEmail, password: PASSWORD } })).status()).toBe(200);
    await page.goto(`/${locale}/dashboard/admin/plans`);
    await expect(page.getByRole('heading', { level: 1, name: t.catalogue })).toBeVisible();
    const school = page.locator('details').filter({ hasText: t.saveSchool });
    await school.locator('summary').click();
    await shoot(page, `${locale}-admin-plans`);
    // The School plan's grade scale: customized → scale, and back (no other spec reads it).
    const pick = async (kind: string) => {
      await school.locator('select[name="kind.grade_scale"]').selectOption(kind);
      await school.getByRole('button', { name: t.saveSchool }).click();
      await expect(page.getByText(t.saved).first()).toBeVisible();
    };
    await pick('scale');
    await page.goto(`/${locale}/prices`);
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: t.gradeScale }) });
    await expect(row.locator('td').last()).toHaveText(t.scale);
    await page.goto(`/${locale}/dashboard/admin/plans`);
    await page.locator('details').filter({ hasText: t.saveSchool }).locator('summary').click();
    await pick('customized');
    await page.goto(`/${locale}/prices`);
    await expect(
      page
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: t.gradeScale }) })
        .locator('td')
        .last(),
    ).toHaveText(t.customized);
  });
}

for (const locale of ['ar', 'en'] as const) {
  test(`a limit's upgrade prompt leads to checkout, and the paid plan lifts the limit (${locale})`, async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const t = T[locale];
    const stamp = `${locale}${Date.now().toString(36)}`;
    const email = `school-billing.${stamp}@tasreef.test`;
    const headers = { origin: baseURL! };
    const res = await page.request.post(`/api/v1/${locale}/auth/register`, {
      headers,
      data: {
        full_name: 'Al-Huda School',
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        accept_terms: true,
        role: 'educator',
        educator_type: 'school',
        organization_type: 'school',
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    const code = await waitForMail(email, CODE, 15_000);
    expect((await page.request.post(`/api/v1/${locale}/auth/verify-email`, { headers, data: { email, verification_code: code } })).status()).toBe(200);

    // Free: no teachers; the prompt names the limit and leads to the plans.
    const addTeacher = async () => {
      await page.goto(`/${locale}/dashboard/management/create?role=teacher`);
      await page.locator('input[name=full_name]').fill('Ahmad Teacher');
      await page.locator('input[name=email]').fill(`teacher.${stamp}@example.test`);
      await page.getByRole('button', { name: t.addTeacher }).last().click();
    };
    await addTeacher();
    await expect(page.getByRole('alert').filter({ hasText: t.planLimit })).toBeVisible();
    await page.getByRole('link', { name: t.seePlans }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/prices`));
    await page.getByRole('button', { name: t.subscribeSchool }).click();
    await expect(page).toHaveURL(new RegExp(`^${STRIPE}/pay/cs_`));
    await expect(page.locator('#amount')).toHaveText('49 USD / month');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard/subscriptions\\?checkout=done$`));

    // The School plan: the same teacher is added.
    await addTeacher();
    await expect(page.getByRole('status').filter({ hasText: t.educatorAdded }).first()).toBeVisible();
  });
}
