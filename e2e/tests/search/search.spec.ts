import { checkA11y, expect, ownAddress, test } from '../../fixtures.ts';

const KEYWORD_GROUPS = { ar: 'مجموعات الكلمات', en: 'Keyword groups' } as const;

for (const locale of ['ar', 'en'] as const) {
  test(`${locale}: basic search by root, by a cliticized form, by English meaning, by transliteration`, async ({ page }) => {
    await page.goto(`/${locale}/basic-search?q=${encodeURIComponent('ك ت ب')}`);
    await expect(page.locator('.verb-table tbody tr').first()).toContainText('كَتَبَ');
    await expect(page.locator('.verb-table tbody tr').first()).toContainText('يَكْتُبُ');
    await checkA11y(page);

    await page.goto(`/${locale}/basic-search?q=${encodeURIComponent('وَسَيَكْتُبُونَهَا')}`);
    const reading = page.locator('.analysis-list li').first();
    await expect(reading).toContainText(locale === 'ar' ? 'مضارع مرفوع' : 'present indicative, they (m. pl.), active');
    await reading.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/conjugations/sound/ktb-I1$`));

    for (const q of ['to write', 'ktb']) {
      await page.goto(`/${locale}/basic-search?q=${encodeURIComponent(q)}`);
      await expect(page.locator('.verb-table tbody').getByRole('link', { name: 'كَتَبَ' }).first()).toBeVisible();
    }
  });

  test(`${locale}: nouns of the lexicon: مَكْتَبَةٌ، كُتُبٌ، مَدَارِسُ with their root, singular or plural and the root's verbs`, async ({ page }) => {
    await page.goto(`/${locale}/basic-search?q=${encodeURIComponent('مَكْتَبَةٌ')}`);
    const nouns = page.getByRole('region', { name: locale === 'ar' ? 'الأسماء' : 'Nouns' });
    const library = nouns.locator('.noun-card').first();
    await expect(library.locator('.noun-card__lemma')).toHaveText('مَكْتَبَة');
    await expect(library).toContainText('مَكَاتِب');
    await expect(library).toContainText(locale === 'ar' ? 'اسم' : 'library');
    await checkA11y(page);

    await page.goto(`/${locale}/basic-search?q=${encodeURIComponent('كُتُبٌ')}`);
    const book = nouns.locator('.noun-card').first();
    await expect(book.locator('.noun-card__lemma')).toHaveText('كِتَاب');
    await expect(book.locator('.noun-card__reading')).toContainText(locale === 'ar' ? 'جمع كِتَاب' : 'plural of كِتَاب');
    await expect(book.locator('.noun-card__facts')).toContainText(locale === 'ar' ? 'المفرد' : 'Singular');
    await checkA11y(page);

    await page.goto(`/${locale}/basic-search?q=${encodeURIComponent('مَدَارِسُ')}`);
    const school = nouns.locator('.noun-card').first();
    await expect(school.locator('.noun-card__lemma')).toHaveText('مَدْرَسَة');
    // the root's verbs lead to their conjugation pages; the root to a search for it
    await school.locator('.noun-card__verbs').getByRole('link', { name: 'دَرَسَ' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/conjugations/sound/drs-I1$`));
    await page.goBack();
    await nouns.locator('.noun-card').first().getByRole('link', { name: 'د ر س' }).click();
    await expect(page.locator('.verb-table tbody tr').first()).toContainText('دَرَسَ');
    await checkA11y(page);
  });

  test(`${locale}: a verb outside the lexicon gets its root and pattern, set apart after the lexicon's readings`, async ({ page }) => {
    await page.goto(`/${locale}/basic-search?q=${encodeURIComponent('اِطَّرَدَ')}`);
    const outside = page.locator('.analysis-list li.analysis--outside').first();
    await expect(outside).toContainText('ط ر د');
    await expect(outside).toContainText(locale === 'ar' ? 'فعل ليس في المعجم' : 'a verb not in the lexicon');
    await checkA11y(page);
    // its link builds its tables (issue 18), and from there the root's attested verbs are one link away
    await outside.getByRole('link').click();
    await expect(page).toHaveURL(/\/conjugate\?root=/);
    await page.locator('.conjugate-unattested').getByRole('link').click();
    await expect(page.locator('.verb-table tbody tr').first()).toBeVisible();
  });

  test(`${locale}: the box suggests while typing and the keyboard types marks`, async ({ page }) => {
    await page.goto(`/${locale}/basic-search`);
    const box = page.locator('main').getByRole('combobox');
    await box.fill('كت');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await box.fill('');
    await page.locator('.kbd summary').click();
    await page.locator('.kbd__key', { hasText: 'ك' }).first().click();
    await page.locator('.kbd__key:has-text("فتحة")').click();
    await expect(box).toHaveValue('كَ');
    await checkA11y(page);
  });

  test(`${locale}: the on-screen keyboard builds its keys when it opens, and without script it is not offered`, async ({ page, browser }) => {
    await page.goto(`/${locale}/basic-search`);
    await page.waitForSelector('html[data-hydrated]');
    await expect(page.locator('.kbd summary')).toBeVisible();
    await expect(page.locator('.kbd__key')).toHaveCount(0);
    await page.locator('.kbd summary').click();
    await expect(page.locator('.kbd__key:has-text("سكون")')).toBeVisible();
    expect(await page.locator('.kbd__key').count()).toBeGreaterThan(40);
    await page.locator('.kbd summary').click();
    await expect(page.locator('.kbd__key')).toHaveCount(0);
    const context = await browser.newContext({ extraHTTPHeaders: ownAddress(), javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto(`/${locale}/basic-search`);
    await expect(plain.locator('main').getByRole('combobox')).toBeVisible();
    await expect(plain.locator('.kbd')).toBeHidden();
    await context.close();
  });

  test(`${locale}: bad input gives a clear message, never an error page`, async ({ page }) => {
    const res = await page.goto(`/${locale}/basic-search?q=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('alert')).toContainText(locale === 'ar' ? 'الحروف العربية أو اللاتينية' : 'Arabic or Latin letters');
    await page.goto(`/${locale}/basic-search?q=${'ك'.repeat(300)}`);
    await expect(page.getByRole('alert')).toContainText(locale === 'ar' ? 'طويل' : 'too long');
  });

  test(`${locale}: advanced search facets combine, keep their state in the URL and paginate`, async ({ page }) => {
    await page.goto(`/${locale}/advanced-search?weak=true&pattern=X`);
    const heading = page.locator('#as-results');
    await expect(heading).toContainText(/\d/);
    const weakX = Number((await heading.textContent())!.replace(/\D/g, ''));
    await expect(page.locator('input[name=weak][value=true]')).toBeChecked();
    await checkA11y(page);
    await page.locator('input[name=radicals][value="3"]').check();
    await expect(page).toHaveURL(/radicals=3/);
    await expect(page).toHaveURL(/pattern=X/);
    await page.getByRole('link', { name: locale === 'ar' ? 'الصفحة التالية' : 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    expect(weakX).toBeGreaterThan(25);
  });

  test(`${locale}: a verb page shows the whole table without JavaScript`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ extraHTTPHeaders: ownAddress(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/${locale}/conjugations/sound/ktb-I1`);
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${baseURL}/${locale}/conjugations/sound/ktb-I1`);
    await expect(page.locator('td[data-slot="present_indicative.active.3mp"]')).toContainText('يَكْتُبُونَ');
    await expect(page.locator('td[data-slot="present_indicative.active.3mp"]')).toContainText('yaktubūna');
    await expect(page.locator('td[data-slot="past.passive.3ms"]')).toContainText('كُتِبَ');
    await expect(page.locator('th.conj-pronoun').first()).toContainText('أَنَا');
    await expect(page.locator('th.conj-pronoun').first()).toContainText('I');
    await expect(page.locator('#derived')).toContainText('كَاتِبٌ');
    await expect(page.locator('#related')).toContainText('أَكْتَبَ');
    // table captions in the page's language only (the headers inside keep the term and its gloss)
    await expect(page.locator('.conj-declension caption').first()).toHaveText(locale === 'ar' ? 'المذكر' : 'Masculine');
    await context.close();
  });

  test(`${locale}: an intransitive verb (اِسْتَقَامَ) is labelled so and its passive is the he-form alone`, async ({ page }) => {
    await page.goto(`/${locale}/conjugations/hollow_waw/qwm-X`);
    await expect(page.locator('.conj-head')).toContainText(locale === 'ar' ? 'لازم' : 'Intransitive');
    await expect(page.locator('td[data-slot="past.passive.3ms"]')).toContainText('اُسْتُقِيمَ');
    await expect(page.locator('td[data-slot^="past.passive."]')).toHaveCount(1);
    await expect(page.locator('td[data-slot="past.active.1s"]')).toContainText('اِسْتَقَمْتُ');
  });

  test(`${locale}: verb page, type listing and keyword groups pass axe`, async ({ page }) => {
    // axe takes about 10 s on a verb page (every reshaped form is a button that opens its explanation)
    test.setTimeout(60_000);
    await page.goto(`/${locale}/conjugations/hollow_waw/qwl-I1`);
    await expect(page.locator('h1')).toContainText('قَالَ');
    await checkA11y(page);
    await page.goto(`/${locale}/conjugations/hollow_waw`);
    await expect(page.locator('.verb-list li').first()).toBeVisible();
    await checkA11y(page);
    await page.goto(`/${locale}/more-keywords`);
    await expect(page.locator('h1')).toHaveText(KEYWORD_GROUPS[locale]);
    await checkA11y(page);
    await page.goto(`/${locale}/more-keywords/most-frequent`);
    await expect(page.locator('.verb-table tbody tr')).toHaveCount(50);
    await checkA11y(page);
  });
}

test('one canonical URL per verb and a sitemap of every verb page', async ({ page, request }) => {
  await page.goto('/en/conjugations/not-its-type/ktb-I1');
  await expect(page).toHaveURL(/\/en\/conjugations\/sound\/ktb-I1$/);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain('/ar/conjugations/sound/ktb-I1</loc>');
});
