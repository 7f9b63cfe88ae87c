import { checkA11y, expect, test } from '../../fixtures.ts';

// A frozen verb (جامد) has its past active only: the page says so and shows that one table.
const TEXT = {
  ar: { notice: 'فعل جامد: لا يُستعمل منه إلا الماضي', nouns: 'الفعل الجامد لا مصدر له ولا مشتقات.', past: 'الماضي' },
  en: { notice: 'Frozen verb (جامد): only the past is used.', nouns: 'A frozen verb (جامد) has no masdar and no derived nouns.', past: 'Past' },
} as const;

for (const locale of ['ar', 'en'] as const) {
  test(`${locale}: the page of لَيْسَ says it is frozen and shows its past table only`, async ({ page }) => {
    await page.goto(`/${locale}/conjugations/hollow_ya/lys-I3`);
    await expect(page.locator('h1')).toContainText('لَيْسَ');
    const notice = page.locator('.conj-frozen');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(TEXT[locale].notice);
    // the notice comes before the tables
    expect(await notice.evaluate((n) => !!(n.compareDocumentPosition(document.querySelector('#active')!) & Node.DOCUMENT_POSITION_FOLLOWING))).toBe(true);
    // the past table, whole, with its transliteration
    await expect(page.locator('td[data-slot^="past.active."]')).toHaveCount(13);
    await expect(page.locator('td[data-slot="past.active.1s"]')).toContainText('لَسْتُ');
    await expect(page.locator('td[data-slot="past.active.3fp"]')).toContainText('لَسْنَ');
    await expect(page.locator('td[data-slot="past.active.3ms"]')).toContainText('laysa');
    await expect(page.locator('#active thead th')).toHaveCount(2);
    await expect(page.locator('#active thead')).toContainText(TEXT[locale].past);
    // no present, imperative or passive, no table of dashes for the nouns
    await expect(page.locator('td[data-slot^="present"]')).toHaveCount(0);
    await expect(page.locator('td[data-slot^="imperative"]')).toHaveCount(0);
    await expect(page.locator('td[data-slot*=".passive."]')).toHaveCount(0);
    await expect(page.locator('#passive')).toHaveCount(0);
    await expect(page.locator('#derived table')).toHaveCount(0);
    await expect(page.locator('#derived')).toContainText(TEXT[locale].nouns);
    await expect(page.locator('.conj-missing')).toHaveCount(0);
    await checkA11y(page);
  });

  test(`${locale}: a regular verb's page has no frozen notice and all its tables`, async ({ page }) => {
    await page.goto(`/${locale}/conjugations/sound/ktb-I1`);
    await expect(page.locator('td[data-slot="present_indicative.active.3mp"]')).toContainText('يَكْتُبُونَ');
    await expect(page.locator('#passive')).toBeVisible();
    await expect(page.locator('#derived table.conj-table--nouns')).toBeVisible();
    await expect(page.locator('.conj-frozen')).toHaveCount(0);
  });
}
