import { checkA11y, expect, ownAddress, test } from '../../fixtures.ts';
import { shoot } from '../../shots.ts';

// The Quran area: the index of suras, Al-Baqara with its toggles and a word's analysis (with and
// without script), in both locales, with axe.
const TEXT = {
  ar: {
    nav: 'القرآن الكريم',
    title: 'القرآن الكريم كلمةً كلمة',
    baqara: 'سورة البقرة',
    hideTr: 'أخفِ الترجمة',
    showTl: 'أظهر النقحرة',
    conj: 'تصريف',
    jussive: 'مضارع مجزوم',
    licence: 'CC BY-SA 4.0',
    rootLink: 'الجذر و ل د في القرآن الكريم',
    times: 'مرة',
    jussiveLine: 'فعل مضارع مجزوم، صيغة هو',
    preposition: 'حرف جر',
    pronoun: 'ضمير متصل',
    properNoun: 'اسم علم',
    parsing: 'الإعراب',
  },
  en: {
    nav: 'Quran',
    title: 'The Quran, word by word',
    baqara: 'Al-Baqarah',
    hideTr: 'Hide the translation',
    showTl: 'Show the transliteration',
    conj: 'Conjugation of',
    jussive: 'present jussive',
    licence: 'CC BY-SA 4.0',
    rootLink: 'The root و ل د in the Quran',
    times: 'times',
    jussiveLine: '3rd person masculine singular imperfect verb, jussive',
    preposition: 'preposition',
    pronoun: 'attached pronoun',
    properNoun: 'proper noun',
    parsing: 'Parsing',
  },
} as const;

for (const locale of ['ar', 'en'] as const) {
  const T = TEXT[locale];

  test(`${locale}: the navigation leads to the index of the 114 suras, with names, place and verse count`, async ({ page }) => {
    await page.goto(`/${locale}`);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.locator('.desktop-nav').getByRole('link', { name: T.nav, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/quran$`));
    await expect(page.locator('h1')).toHaveText(T.title);
    await expect(page.locator('.sura-card')).toHaveCount(114);
    const baqara = page.locator('.sura-card').nth(1);
    await expect(baqara).toContainText('البقرة');
    await expect(baqara).toContainText('Al-Baqarah');
    await expect(baqara).toContainText('286');
    await expect(page.locator('.quran-attribution')).toContainText(T.licence);
    // the Uthmani font is served by the app, for the Quran pages
    const font = await page.evaluate(() => document.fonts.check('16px "Amiri Quran"'));
    expect(font).toBe(true);
    await shoot(page, `quran-index-${locale}`);
  });

  test(`${locale}: Al-Baqara renders its 286 verses; toggles and a word's analysis work`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(`/${locale}/quran/2`);
    await expect(page.locator('h1')).toContainText(T.baqara);
    await expect(page.locator('.verse')).toHaveCount(286);
    await expect(page.locator('#v255 .verse__translation')).toContainText('Allah - there is no deity except Him');
    await expect(page.locator('.verse__translit')).toHaveCount(0);
    await checkA11y(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await checkA11y(page);
    await page.setViewportSize({ width: 1366, height: 900 });

    // toggles are links: the translation off, the transliteration on
    await page.getByRole('link', { name: T.hideTr }).click();
    await expect(page).toHaveURL(/translation=0/);
    await expect(page.locator('.verse__translation')).toHaveCount(0, { timeout: 30_000 });
    await page.getByRole('link', { name: T.showTl }).click();
    // the whole sura renders again (286 verses with their transliteration): a busy machine takes longer than the default wait
    await expect(page.locator('#v1 .verse__translit')).toContainText('Aliflammeem', { timeout: 30_000 });

    // a word: its analysis under its verse, with the conjugation page of its verb
    await page.goto(`/${locale}/quran/112`);
    await page.waitForSelector('html[data-hydrated]');
    await page.locator('#v3 .verse__text a:not(.verse__n)').nth(1).click();
    const panel = page.locator('#word-panel');
    await expect(panel).toContainText('يَلِدۡ');
    await expect(panel.locator('.quran-word__first')).toContainText(T.jussive);
    await expect(panel.locator('.quran-word__parsing')).toContainText(T.jussiveLine);
    await expect(panel.locator('.quran-word__translit')).toHaveText('yalid');
    await expect(page).toHaveURL(/word=3%3A2|word=3:2/);
    // the chosen word is marked in its verse
    await expect(page.locator('#v3 .verse__text a[aria-current="true"]')).toHaveText('يَلِدۡ');
    await shoot(page, `quran-ikhlas-word-${locale}`);
    const link = panel.getByRole('link', { name: new RegExp(T.conj) }).first();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/conjugations/[^/]+/wld-I`));
  });

  test(`${locale}: a word leads to its root in the Quran, grouped by verb and form with counts`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`/${locale}/quran/112`);
    await page.waitForSelector('html[data-hydrated]');
    await page.locator('#v3 .verse__text a:not(.verse__n)').nth(1).click();
    await page.locator('#word-panel').getByRole('link', { name: T.rootLink }).first().click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/quran/roots/`));
    await expect(page.locator('h1')).toContainText('و ل د');
    await expect(page.locator('.root-group').first()).toBeVisible();
    await expect(page.locator('.root-group h2').first()).toContainText(T.times);
    await shoot(page, `quran-root-${locale}`);
    // an occurrence opens its verse with the word's analysis
    await page.locator('.root-group__list a').first().click();
    await expect(page.locator('#word-panel')).toBeVisible();
  });

  test(`${locale}: without script, a word's analysis and the toggles still work`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ extraHTTPHeaders: ownAddress(), baseURL: baseURL!, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/${locale}/quran/1`);
    await page.locator('#v5 .verse__text a:not(.verse__n)').nth(1).click();
    await expect(page).toHaveURL(/word=5(%3A|:)2#word-panel/);
    await expect(page.locator('#word-panel .quran-word__first')).toContainText(locale === 'ar' ? 'مضارع مرفوع' : 'present indicative');
    await page.getByRole('link', { name: T.showTl }).click();
    await expect(page.locator('#v1 .verse__translit')).toContainText('Bismi Allahi');
    await shoot(page, `quran-fatiha-noscript-${locale}`, false);
    await context.close();
  });
}

for (const locale of ['ar', 'en'] as const) {
  const T = TEXT[locale];

  test(`${locale}: the word panel in the Corpus style: segments with their tags, a parsing line, a proper noun named so, the word marked`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`/${locale}/quran/1?word=7:4#word-panel`);
    await page.waitForSelector('html[data-hydrated]');
    const panel = page.locator('#word-panel');
    // عَلَيۡهِمۡ: the preposition عَلَى and the attached pronoun هُمْ, each a segment with its tag, as the word writes them
    const segments = panel.locator('.quran-word__segment');
    await expect(segments).toHaveCount(2);
    await expect(segments.nth(0)).toContainText('عَلَيْ');
    await expect(segments.nth(0)).toContainText(T.preposition);
    await expect(segments.nth(1)).toContainText('هِمْ');
    await expect(segments.nth(1)).toContainText(T.pronoun);
    await expect(panel.locator('.quran-word__gloss')).toContainText('on, upon');
    await expect(panel.locator('.quran-word__parsing')).toContainText(`${T.parsing}: ${T.preposition}`);
    await expect(page.locator('#v7 .verse__text a[aria-current="true"]')).toHaveText('عَلَيۡهِمۡ');
    await checkA11y(page);
    // ٱللَّهِ of 1:1 is a proper noun, chosen by a click
    await page.locator('#v1 .verse__text a:not(.verse__n)').nth(1).click();
    await expect(panel.locator('.quran-word__segment--stem')).toContainText(T.properNoun);
    await expect(page.locator('#v1 .verse__text a[aria-current="true"]')).toHaveAttribute('href', /word=1:2#/);
    await shoot(page, `quran-word-panel-${locale}`);
  });

  test(`${locale}: on a phone the panel comes into view when a word is chosen, and when a root page links to one`, async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${locale}/quran/2`);
    await page.waitForSelector('html[data-hydrated]');
    // the first word of the longest verse: its panel opens below more than a screen of text
    await page.locator('#v282 .verse__text a:not(.verse__n)').first().click();
    const panel = page.locator('#word-panel.quran-word:not(.quran-word--status)');
    await expect(panel).toBeVisible();
    await expect(panel).toBeInViewport();
    await checkA11y(page);
    await page.goto(`/${locale}/quran/roots/${encodeURIComponent('ولد')}`);
    await page.waitForSelector('html[data-hydrated]');
    await page.locator('.root-group__list a').first().click();
    await expect(panel).toBeVisible();
    await expect(panel).toBeInViewport();
  });
}

test('a sura that does not exist is a localized 404 page', async ({ page }) => {
  const res = await page.goto('/ar/quran/115');
  expect(res?.status()).toBe(404);
  await expect(page.locator('main')).toContainText('404');
});
