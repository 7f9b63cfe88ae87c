import { OAuth2Server } from 'oauth2-mock-server';
import { checkA11y, expect, test } from '../../fixtures.ts';
import { E2E_OIDC_PORT } from '../../ports.ts';

/**
 * Sign-in with Google against a local OpenID Connect server. e2e/serve.ts starts the app with
 * GOOGLE_ISSUER=http://127.0.0.1:<E2E_OIDC_PORT>; this file starts the provider there.
 */
const OIDC_PORT = E2E_OIDC_PORT;

let oidc: OAuth2Server;
let person = { sub: '', email: '', name: '' };

test.beforeAll(async () => {
  oidc = new OAuth2Server();
  await oidc.issuer.keys.generate('RS256');
  // The mock would call itself "localhost"; the app was told 127.0.0.1.
  oidc.issuer.url = `http://127.0.0.1:${OIDC_PORT}`;
  oidc.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, { sub: person.sub, email: person.email, email_verified: true, name: person.name });
  });
  await oidc.start(OIDC_PORT, '127.0.0.1');
});
test.afterAll(async () => {
  if (oidc) await oidc.stop();
});

for (const locale of ['ar', 'en'] as const) {
  test(`${locale}: sign in with Google, complete the profile, see the link in the settings`, async ({ page }) => {
    person = { sub: `google-${locale}-${Date.now()}`, email: `g.${locale}.${Date.now()}@example.test`, name: 'Huda Karim' };
    await page.goto(`/${locale}/auth/login`);
    await page.getByRole('link', { name: locale === 'ar' ? 'المتابعة باستخدام Google' : 'Continue with Google' }).click();
    await expect(page).toHaveURL(`/${locale}/auth/complete-profile`);
    await checkA11y(page);
    await expect(page.locator('input[name=full_name]')).toHaveValue('Huda Karim');
    await page.locator('input[name=role][value=educator]').check();
    await page.locator('select[name=educator_type]').selectOption('teacher');
    await page.locator('input[name=accept_terms]').check();
    await page.getByRole('button', { name: locale === 'ar' ? 'حفظ ومتابعة' : 'Save and continue' }).click();
    await expect(page).toHaveURL(`/${locale}/dashboard/profile`);
    const linked = page.locator('section', { has: page.locator('#linked-title') });
    await expect(linked).toContainText(person.email);
    await expect(page.getByRole('button', { name: `${locale === 'ar' ? 'مرحبًا، ' : 'Hello, '}Huda Karim` })).toBeVisible();
  });
}
