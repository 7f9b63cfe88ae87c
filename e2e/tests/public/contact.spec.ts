import { expect, test, waitForMail } from '../../fixtures.ts';
import type { Page } from '@playwright/test';

async function fill(page: Page, locale: 'ar' | 'en', name: string) {
  const label = (ar: string, en: string) => page.getByLabel(locale === 'ar' ? ar : en, { exact: true });
  await label('نوع الاستفسار', 'Inquiry type').selectOption('price_inquiry');
  await label('نوع الجهة', 'Business type').selectOption('school');
  await label('عدد المستخدمين', 'Number of users').fill('40');
  await label('الاسم', 'Name').fill(name);
  await label('البريد الإلكتروني', 'Email').fill('teacher@example.org');
  await label('الرسالة', 'Message').fill('We would like a quote for forty students, please.');
}

for (const locale of ['ar', 'en'] as const) {
  test(`${locale}: contact form validates on the client with localized messages`, async ({ page }) => {
    await page.goto(`/${locale}/contact-us`);
    await page.getByRole('button', { name: locale === 'ar' ? 'أرسل' : 'Send' }).click();
    const email = page.locator('#contact-email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#contact-email-error')).toHaveText(locale === 'ar' ? 'هذا الحقل مطلوب' : 'This field is required');
    await expect(email).toHaveAttribute('aria-describedby', 'contact-email-error');
    await expect(page.locator('#contact-inquiry_type')).toBeFocused();
    await email.fill('not-an-email');
    await expect(page.locator('#contact-email-error')).toHaveText(locale === 'ar' ? /البريد/ : 'Email must be valid');
  });

  test(`${locale}: contact form sends, says so, resets, and the team gets the mail`, async ({ page }) => {
    const name = `Visitor ${locale} ${Date.now()}`;
    await page.goto(`/${locale}/contact-us`);
    await fill(page, locale, name);
    await page.getByRole('button', { name: locale === 'ar' ? 'أرسل' : 'Send' }).click();
    await expect(page.locator('.contact-status')).toContainText(locale === 'ar' ? 'رسالتك بنجاح' : 'received your message successfully');
    await expect(page.locator('#contact-name')).toHaveValue('');
    await waitForMail('team@tasreef.test', new RegExp(name));
  });
}

test('a failed send shows the error toast; Retry sends again', async ({ page }) => {
  let calls = 0;
  await page.route('**/api/v1/en/contact', async (route) => {
    calls += 1;
    if (calls === 1) await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal_error","message":"x","details":[]},"message":"x"}' });
    else await route.continue();
  });
  await page.goto('/en/contact-us');
  await fill(page, 'en', `Retry ${Date.now()}`);
  await page.getByRole('button', { name: 'Send' }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('There was a problem while sending, please try again');
  const box = await toast.boundingBox();
  expect(box?.x).toBeLessThan(100); // top-left, even in English
  expect(box?.y).toBeLessThan(100);
  await toast.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('.contact-status')).toContainText('received your message successfully');
  expect(calls).toBe(2);
});

test('Arabic toast is top-left too and closes by itself after 3 s', async ({ page }) => {
  await page.route('**/api/v1/ar/contact', (route) => route.abort('failed'));
  await page.goto('/ar/contact-us');
  await fill(page, 'ar', 'Toast');
  await page.getByRole('button', { name: 'أرسل' }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('حدثت مشكلة أثناء الإرسال');
  expect((await toast.boundingBox())?.x).toBeLessThan(100);
  await page.mouse.move(600, 600);
  await expect(toast).toBeHidden({ timeout: 5000 });
});

test('server 422 details appear under their fields', async ({ page }) => {
  await page.route('**/api/v1/en/contact', (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'validation_failed', message: 'Some fields are not valid', details: [{ path: 'email', issue: 'Email must be valid' }] },
        message: 'Some fields are not valid',
      }),
    }),
  );
  await page.goto('/en/contact-us');
  await fill(page, 'en', 'Server side');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('#contact-email-error')).toHaveText('Email must be valid');
  await expect(page.locator('#contact-email')).toBeFocused();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('a plain POST keeps what was typed and shows the errors', async ({ page }) => {
    await page.goto('/en/contact-us');
    await page.getByLabel('Name', { exact: true }).fill('No script');
    await page.getByLabel('Email', { exact: true }).fill('bad');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.locator('#contact-name')).toHaveValue('No script');
    await expect(page.locator('#contact-email')).toHaveValue('bad');
    await expect(page.locator('#contact-email-error')).toHaveText('Email must be valid');
    await expect(page.locator('#contact-message-error')).toHaveText('This field is required');
  });
});
