import { expect, ownAddress, test } from '../../fixtures.ts';
import { registerVerified } from '../../accounts.ts';
import { shoot } from '../../shots.ts';

/**
 * A school connects its LMS (LTI 1.3, ADR 0084) through the dashboard, both ways, in both
 * languages: Dynamic Registration (the registration address shown once), and by hand (the tool's
 * own addresses shown to paste into the LMS, a mistake named beside its field and nothing written,
 * then the connection listed with its issuer); and removes one after confirming. axe and shots at
 * 1366 and 390 px (SHOTS=dir). First, on the Free plan, the page offers the upgrade and no form.
 */
const PASSWORD = 'Class1!room';
const T = {
  ar: {
    title: 'الاتصال بأنظمة إدارة التعلّم',
    name: 'الاسم',
    make: 'أنشئ عنوان التسجيل',
    urlTitle: 'عنوان التسجيل',
    issuer: 'المُصدر (معرّف المنصة)',
    clientId: 'معرّف العميل',
    deployments: 'معرّفات النشر',
    auth: 'نقطة التفويض (OIDC)',
    token: 'نقطة رموز الوصول',
    jwks: 'عنوان المفاتيح العامة للمنصة (JWKS)',
    connect: 'اربط نظام إدارة التعلّم',
    urlInvalid: 'أدخل العنوان كاملًا مبتدئًا بـ \u2068https://\u2069',
    deploymentRequired: 'أدخل معرّف نشر واحدًا على الأقل',
    remove: 'أزل',
    removeYes: 'نعم، أزله',
    pending: 'بانتظار تسجيل نظام إدارة التعلّم',
  },
  en: {
    title: 'LMS connections',
    name: 'Name',
    make: 'Make a registration address',
    urlTitle: 'The registration address',
    issuer: 'Issuer (platform id)',
    clientId: 'Client id',
    deployments: 'Deployment ids',
    auth: 'Authorization endpoint (OIDC)',
    token: 'Access token endpoint',
    jwks: 'Platform’s public keys address (JWKS)',
    connect: 'Connect the LMS',
    urlInvalid: 'Enter the full address, starting with https://',
    deploymentRequired: 'Enter at least one deployment id',
    remove: 'Remove',
    removeYes: 'Yes, remove it',
    pending: 'Waiting for the LMS to register',
  },
} as const;

for (const locale of ['ar', 'en'] as const) {
  test(`a school connects its LMS by Dynamic Registration and by hand, and removes one (${locale})`, async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000);
    const t = T[locale];
    const headers = { origin: baseURL! };
    // this spec's administrator (ADMIN_EMAILS in e2e/serve.ts), shared with tests/admin/plan-select and exams/classroom
    const admin = `admin-room-${locale}@tasreef.test`;
    await registerVerified(browser, baseURL!, locale, { full_name: 'Room Admin', email: admin, role: 'educator', educator_type: 'teacher' }, { password: PASSWORD }).catch(
      () => undefined,
    );
    const email = `lms-${locale}-${Date.now()}@tasreef.test`;
    const school = await registerVerified(
      browser,
      baseURL!,
      locale,
      { full_name: locale === 'ar' ? 'مدرسة الرواد' : 'Pioneers School', email, role: 'educator', educator_type: 'school', organization_type: 'school' },
      { password: PASSWORD },
    );
    // on the Free plan the page offers the upgrade, and no form to connect with
    const free = await browser.newContext({ extraHTTPHeaders: ownAddress(), baseURL, storageState: await school.storageState() });
    const offer = await free.newPage();
    await offer.goto(`/${locale}/dashboard/lms`);
    await expect(offer.locator('.plan-limit--offer')).toBeVisible();
    await expect(offer.locator('form[aria-labelledby="lms-dynamic"], form[aria-labelledby="lms-manual"], .lms-tool')).toHaveCount(0);
    await free.close();
    // LTI is a feature of the School plan: the administrator puts the school on it
    const id = (await (await school.get(`/api/v1/${locale}/account`)).json()).data.id as string;
    expect((await page.request.post(`/api/v1/${locale}/auth/login`, { headers, data: { email: admin, password: PASSWORD } })).status()).toBe(200);
    expect((await page.request.patch(`/api/v1/${locale}/admin/users/${id}/plan`, { headers, data: { plan_code: 'school' } })).status()).toBe(200);

    const context = await browser.newContext({ extraHTTPHeaders: ownAddress(), baseURL, storageState: await school.storageState() });
    const lms = await context.newPage();
    await lms.goto(`/${locale}/dashboard/lms`);
    await expect(lms.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(lms.locator('.plan-limit--offer')).toHaveCount(0);
    // the tool's own addresses, from the server's public URL, for the LMS administrator to paste
    const tool = lms.locator('.lms-tool');
    for (const path of ['/lti/login', '/lti/launch', '/lti/jwks']) await expect(tool.getByText(`${baseURL}${path}`, { exact: true }).first()).toBeVisible();
    // on a phone each address keeps its width (beside its name it was squeezed to a letter a line, 29 Nov)
    await lms.setViewportSize({ width: 390, height: 844 });
    expect((await tool.locator('code').first().boundingBox())!.width).toBeGreaterThan(200);
    await shoot(lms, `lms-ways-${locale}`);

    // 1. Dynamic Registration: the address is shown once, then only the pending connection remains
    const dynamic = lms.locator('form[aria-labelledby="lms-dynamic"]');
    await dynamic.getByLabel(t.name).fill('Canvas');
    await dynamic.getByRole('button', { name: t.make }).click();
    const once = lms.getByRole('textbox', { name: t.urlTitle });
    await expect(once).toHaveValue(new RegExp(`^${baseURL}/lti/register\\?token=[A-Za-z0-9_-]{43}$`));
    await shoot(lms, `lms-dynamic-${locale}`);
    await lms.goto(`/${locale}/dashboard/lms`);
    await expect(lms.getByRole('textbox', { name: t.urlTitle })).toHaveCount(0);
    const cards = lms.locator('.integration-card');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(t.pending);

    // 2. By hand, with mistakes: each named beside its field in the page's language, nothing written
    const manual = lms.locator('form[aria-labelledby="lms-manual"]');
    await manual.getByLabel(t.name).fill('Moodle');
    await manual.getByLabel(t.issuer).fill('moodle.school.example');
    await manual.getByLabel(t.clientId).fill('tasreef-client-7');
    await manual.getByLabel(t.deployments).fill('  ');
    await manual.getByLabel(t.auth).fill('https://moodle.school.example/mod/lti/auth.php');
    await manual.getByLabel(t.token).fill('https://moodle.school.example/mod/lti/token.php');
    await manual.getByLabel(t.jwks).fill('https://moodle.school.example/mod/lti/certs.php');
    await manual.getByRole('button', { name: t.connect }).click();
    await expect(manual.getByLabel(t.issuer)).toHaveAttribute('aria-invalid', 'true');
    await expect(manual.getByLabel(t.issuer)).toHaveAccessibleDescription(t.urlInvalid);
    await expect(manual.getByLabel(t.deployments)).toHaveAccessibleDescription(new RegExp(t.deploymentRequired));
    await expect(manual.getByLabel(t.clientId)).not.toHaveAttribute('aria-invalid', 'true');
    // what was typed stays, to be corrected
    await expect(manual.getByLabel(t.clientId)).toHaveValue('tasreef-client-7');
    await expect(cards).toHaveCount(1);
    await shoot(lms, `lms-manual-errors-${locale}`);

    // 3. corrected: the connection is listed at once, active, with its issuer
    await manual.getByLabel(t.issuer).fill('https://moodle.school.example');
    await manual.getByLabel(t.deployments).fill('dep-1\ndep-2');
    await manual.getByRole('button', { name: t.connect }).click();
    await expect(cards).toHaveCount(2);
    const moodle = cards.filter({ hasText: 'Moodle' });
    await expect(moodle.locator('code', { hasText: 'https://moodle.school.example' })).toBeVisible();
    await expect(moodle).toContainText('dep-1, dep-2');
    await expect(manual.getByLabel(t.issuer)).not.toHaveAttribute('aria-invalid', 'true');
    // and the form is emptied: what stayed typed there read as not yet sent
    await expect(manual.getByLabel(t.issuer)).toHaveValue('');
    await expect(manual.getByLabel(t.deployments)).toHaveValue('');

    // 4. removal takes a confirmation: the first activation only opens it
    await moodle.locator('summary').click();
    const confirm = moodle.getByRole('button', { name: t.removeYes });
    await expect(confirm).toBeVisible();
    await expect(cards).toHaveCount(2);
    await shoot(lms, `lms-remove-confirm-${locale}`);
    await confirm.click();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(t.pending);
    await expect(lms.getByText('https://moodle.school.example')).toHaveCount(0);
    await context.close();
  });
}
