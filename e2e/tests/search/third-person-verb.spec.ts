import { expect, test } from '../../fixtures.ts';
import { shoot } from '../../shots.ts';

/**
 * Issue 31: a verb used only in the third person in its sense (تَمَّ "be concluded, take place")
 * keeps its full tables, but the page says why its first- and second-person forms and imperative
 * are not used, and each of those cells says so in words (not a colour alone), in both languages.
 */
const TEXT = {
  ar: { note: 'بهذا المعنى إلا إلى الغائب', unused: 'غير مستعمل بهذا المعنى' },
  en: { note: 'is used only in the third person', unused: 'not used in this sense' },
} as const;

for (const locale of ['ar', 'en'] as const) {
  test(`${locale}: the page of تَمَّ marks its first- and second-person forms as not used in its sense`, async ({ page }) => {
    // axe at two widths on a page of a dozen tables, on a loaded machine
    test.setTimeout(180_000);
    await page.goto(`/${locale}/conjugations/doubled/tmm-I2`);
    await expect(page.locator('h1')).toContainText('تَمَّ');
    const note = page.getByRole('note').filter({ hasText: TEXT[locale].note });
    await expect(note).toBeVisible();
    await expect(note.locator('bdi[lang="ar"]')).toHaveText('تَمَّ');
    for (const slot of ['past.active.1s', 'past.active.2fs', 'present_indicative.active.1p', 'imperative.active.2ms']) {
      await expect(page.locator(`td[data-slot="${slot}"] .conj-unused`), slot).toHaveText(TEXT[locale].unused);
    }
    for (const slot of ['past.active.3ms', 'past.active.3fs', 'present_indicative.active.3mp', 'past.passive.3ms']) {
      await expect(page.locator(`td[data-slot="${slot}"]`), slot).toBeVisible();
      await expect(page.locator(`td[data-slot="${slot}"] .conj-unused`), slot).toHaveCount(0);
    }
    // axe at 1366 and 390 px, then the shots
    await shoot(page, `${locale}-verb-third-person-only`);
  });

  test(`${locale}: a verb a person does (كَتَبَ) has no such mark`, async ({ page }) => {
    await page.goto(`/${locale}/conjugations/sound/ktb-I1`);
    await expect(page.locator('td[data-slot="past.active.1s"]')).toContainText('كَتَبْتُ');
    await expect(page.locator('.conj-unused')).toHaveCount(0);
    await expect(page.getByRole('note').filter({ hasText: TEXT[locale].note })).toHaveCount(0);
  });
}
