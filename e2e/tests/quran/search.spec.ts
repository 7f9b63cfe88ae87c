import { checkA11y, expect, ownAddress, test } from '../../fixtures.ts';
import { shoot } from '../../shots.ts';

// Search in the Quran (ADR 0040): from the index's form, by a form without vowels, by root, by an
// English word; the words found marked; an empty search's localized message; without script too.
const TEXT = {
  ar: {
    fact: 'في القرآن الكريم',
    times: 'فعلًا',
    label: 'البحث في القرآن الكريم',
    submit: 'ابحث',
    found: 'عُثر على',
    verb: 'فعل',
    rootLink: 'الجذر ق و ل في القرآن الكريم',
    empty: 'اكتب جذرًا أو كلمة أو معنًى بالإنجليزية',
  },
  en: {
    fact: 'In the Quran',
    times: 'times as a verb',
    label: 'Search in the Quran',
    submit: 'Search',
    found: 'words found',
    verb: 'Verb',
    rootLink: 'The root ق و ل in the Quran',
    empty: 'Type a root, a word or an English meaning',
  },
} as const;

for (const locale of ['ar', 'en'] as const) {
  const T = TEXT[locale];

  test(`${locale}: the index's search finds a form's words, marked, grouped by sura, and leads to the root`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`/${locale}/quran`);
    await page.getByLabel(T.label).fill('يقولون');
    await page.locator('main').getByRole('button', { name: T.submit }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/quran/search\\?q=`));
    await expect(page.locator('.quran-search__summary')).toContainText(T.found);
    await expect(page.locator('.quran-search__lemmas')).toContainText('قَالَ');
    await expect(page.locator('.quran-search__sura').first().locator('h2')).toContainText('Al-Baqarah');
    await expect(page.locator('#s2 ~ .verses mark').first()).toBeVisible();
    await expect(page.locator('.verse mark').first()).toHaveText(/[\u0600-\u06FF]/);
    await expect(page.locator('.pager')).toBeVisible();
    await shoot(page, `quran-search-form-${locale}`);
    // a marked word opens its analysis on its sura page
    await page.locator('.verse a:has(mark)').first().click();
    await expect(page.locator('#word-panel')).toBeVisible();
    await page.goBack();
    await page.getByRole('link', { name: T.rootLink }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/quran/roots/`));
  });

  test(`${locale}: a root written apart and an English word; an empty search says what to type`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(`/${locale}/quran/search?q=${encodeURIComponent('mercy')}`);
    await expect(page.locator('.verse__translation mark').first()).toHaveText(/merc/i);
    await shoot(page, `quran-search-english-${locale}`);
    await page.goto(`/${locale}/quran/search?q=${encodeURIComponent('ح م د')}`);
    await expect(page.locator('.quran-search__sura').first().locator('h2')).toContainText('Al-Fatihah');
    await expect(page.locator('#s1 ~ .verses mark').first()).toHaveText('ٱلۡحَمۡدُ');
    await page.goto(`/${locale}/quran/search?q=`);
    await expect(page.getByRole('alert')).toHaveText(T.empty);
    await checkA11y(page);
  });

  test(`${locale}: a verb's conjugation page says how often it occurs in the Quran and links to its root there`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(`/${locale}/conjugations/hollow_waw/qwl-I1`);
    const fact = page.locator('.conj-quran');
    await expect(fact.locator('dt')).toHaveText(T.fact);
    await expect(fact.locator('dd')).toContainText(T.times);
    await expect(fact.locator('dd')).toContainText(/1[,٬]?[0-9]{3}|١٬?[٠-٩]{3}/);
    await shoot(page, `quran-verb-fact-${locale}`);
    await fact.getByRole('link', { name: T.rootLink }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/quran/roots/`));
    await expect(page.locator('h1')).toContainText('ق و ل');
  });

  test(`${locale}: without script, the search form works`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ extraHTTPHeaders: ownAddress(), baseURL: baseURL!, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/${locale}/quran/search`);
    await page.getByLabel(locale === 'ar' ? 'جذر أو كلمة عربية أو كلمة إنجليزية' : 'Root, Arabic word or English word').fill('الْحَمْدُ');
    await page.locator('main').getByRole('button', { name: T.submit }).click();
    await expect(page.locator('#s1 ~ .verses mark').first()).toHaveText('ٱلۡحَمۡدُ');
    await shoot(page, `quran-search-noscript-${locale}`, false);
    await context.close();
  });
}
