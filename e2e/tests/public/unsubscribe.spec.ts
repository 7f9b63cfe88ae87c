import { createHmac } from 'node:crypto';
import { expect, test } from '../../fixtures.ts';

// The secret the end-to-end server runs with (e2e/serve.ts); the token is the server's HMAC of the address.
const SECRET = 'e2e-secret-key-that-is-long-enough-0123456789';
const tokenFor = (email: string) => createHmac('sha256', SECRET).update(`newsletter-unsubscribe\n${email}`).digest('base64url');

for (const locale of ['ar', 'en'] as const) {
  test(`${locale}: a signed link shows the address, unsubscribes, and the stored result shows afterwards`, async ({ page, request }) => {
    const email = `reader-${locale}-${Date.now()}@example.org`;
    const token = tokenFor(email);
    // A subscribed reader (the "keep" choice stores a subscription).
    const kept = await request.post(`/api/v1/${locale}/newsletter/unsubscribe`, { data: { email, token, choice: 'keep' } });
    expect(kept.status()).toBe(200);

    await page.goto(`/${locale}/unsubscribe?email=${encodeURIComponent(email)}&token=${token}`);
    await expect(page.locator('.unsubscribe__question bdi')).toHaveText(email);
    await page.getByRole('button', { name: locale === 'ar' ? 'نعم، ألغِ اشتراكي' : 'Yes, unsubscribe me' }).click();
    const result = page.getByRole('status').filter({ hasText: email });
    await expect(result).toContainText(locale === 'ar' ? 'لن تصلك بعد الآن' : 'You will not receive it anymore');

    await page.reload();
    await expect(page.locator('.unsubscribe__question')).toContainText(locale === 'ar' ? 'غير مشترك' : 'is not subscribed');
  });
}

test('keeping the subscription says so', async ({ page, request }) => {
  const email = `keeper-${Date.now()}@example.org`;
  const token = tokenFor(email);
  await request.post('/api/v1/en/newsletter/unsubscribe', { data: { email, token, choice: 'keep' } });
  await page.goto(`/en/unsubscribe?email=${encodeURIComponent(email)}&token=${token}`);
  await page.getByRole('button', { name: 'No, keep my subscription' }).click();
  await expect(page.getByRole('status').filter({ hasText: email })).toContainText('stays subscribed');
});
