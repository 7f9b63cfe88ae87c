import { expect, test } from '../../fixtures.ts';
import { shoot } from '../../shots.ts';

/** Issue 18's search and verb-page items: readings, homographs, did you mean, unattested verbs, the header. */
for (const locale of ['ar', 'en'] as const) {
  test(`${locale}: قال reads as one line per reading, homographs apart; suggestions carry the present`, async ({ page }) => {
    await page.goto(`/${locale}/basic-search?q=${encodeURIComponent('قال')}`);
    const lines = page.locator('.analysis-list li');
    await expect(lines.first()).toContainText('قَالَ يَقُولُ');
    await expect(lines.nth(1)).toContainText('قَالَ يَقِيلُ');
    const texts = await page.locator('.analysis-list li').allTextContents();
    expect(new Set(texts).size).toBe(texts.length);
    await shoot(page, `search-readings-${locale}`);

    await page.goto(`/${locale}/basic-search`);
    await page.getByRole('combobox').first().fill('قال');
    const options = page.getByRole('option');
    await expect(options.first()).toContainText('قَالَ يَقُولُ');
    const labels = await options.allTextContents();
    expect(new Set(labels).size).toBe(labels.length);
  });

  test(`${locale}: خاف, filed under two babs by two sources, is one verb: one line, one row, the other id leads to it`, async ({ page }) => {
    await page.goto(`/${locale}/basic-search?q=${encodeURIComponent('خاف')}`);
    const lines = await page.locator('.analysis-list li').allTextContents();
    expect(lines.filter((l) => l.includes('خَافَ يَخَافُ'))).toHaveLength(1);
    const rows = await page.locator('.verb-table tbody tr').allTextContents();
    expect(rows.filter((r) => r.includes('خَافَ') && r.includes('يَخَافُ'))).toHaveLength(1);
    // a link to the id the verb had under the other bab still opens it
    await page.goto(`/${locale}/conjugations/hollow_waw/xwf-I3`);
    await expect(page).toHaveURL(new RegExp(`/${locale}/conjugations/hollow_waw/xwf-I4$`));
    await expect(page.locator('[data-slot="past.active.1s"]').first()).toContainText('خِفْتُ');
  });

  test(`${locale}: did you mean, in Arabic and English`, async ({ page }) => {
    await page.goto(`/${locale}/basic-search?q=${encodeURIComponent('كتبو')}`);
    const suggestions = page.locator('.bs-suggestions');
    await expect(suggestions).toContainText(locale === 'ar' ? 'هل تقصد' : 'Did you mean');
    await suggestions.getByRole('link', { name: 'كَتَبُوا' }).click();
    await expect(page.locator('.analysis-list li').first()).toContainText('كَتَبُوا');
    await page.goto(`/${locale}/basic-search?q=wrte`);
    await page.locator('.bs-suggestions').getByRole('link', { name: 'write' }).click();
    await expect(page.locator('.verb-table tbody tr').first()).toContainText('كَتَبَ');
    await shoot(page, `search-did-you-mean-${locale}`);
  });

  test(`${locale}: a verb outside the lexicon is conjugated and said to be unattested`, async ({ page }) => {
    // a whole verb page (every table) checked by axe and shot at two widths
    test.setTimeout(90_000);
    await page.goto(`/${locale}/basic-search?q=${encodeURIComponent('اِطَّرَدَ')}`);
    await page.locator('.analysis-list li.analysis--outside').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/conjugate\?root=/);
    await expect(page.locator('.conjugate-unattested')).toContainText(locale === 'ar' ? 'غير مسموع' : 'not attested');
    await expect(page.locator('[data-slot="past.active.3mp"]').first()).toContainText('اِطَّرَدُوا');
    await shoot(page, `conjugate-unattested-${locale}`);

    // the form: a root the lexicon has on its own bab goes to the verb's page; a bad root is refused in words
    await page.goto(`/${locale}/conjugate`);
    await page.getByLabel(locale === 'ar' ? 'الجذر' : 'Root', { exact: true }).fill('ك ت ب');
    await page.getByLabel(locale === 'ar' ? 'الوزن (للثلاثي المجرد: بابه)' : 'Pattern (form I: its bab)').selectOption('I1');
    await page.getByRole('button', { name: locale === 'ar' ? 'صرِّف' : 'Conjugate' }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/conjugations/sound/ktb-I1$`));
    await page.goto(`/${locale}/conjugate?root=${encodeURIComponent('كت')}&pattern=I1`);
    await expect(page.getByRole('alert')).toContainText(locale === 'ar' ? 'ثلاثة أحرف' : 'three or four Arabic letters');
    await shoot(page, `conjugate-form-${locale}`);
  });

  test(`${locale}: the verb page header: past and present transliterated, the pattern cited with its bab`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`/${locale}/conjugations/sound/ktb-I1`);
    const head = page.locator('.conj-head');
    await expect(head.locator('.conj-lemma-line')).toContainText('kataba');
    await expect(head.locator('.conj-lemma-line')).toContainText('yaktubu');
    await expect(head.locator('.conj-facts')).toContainText('فَعَلَ يَفْعُلُ');
    await expect(head.locator('.conj-facts')).toContainText('نَصَرَ يَنْصُرُ');
    await expect(head.locator('.conj-facts')).toContainText('كَتْبٌ');
    await shoot(page, `verb-header-${locale}`);
  });
}

for (const locale of ['ar', 'en'] as const) {
  test(`${locale}: a pattern's keyword group and a search by root lead to practice on them`, async ({ page }) => {
    await page.goto(`/${locale}/more-keywords/pattern-II`);
    await page.getByRole('link', { name: locale === 'ar' ? 'تدرّب على هذه الأفعال' : 'Practise these verbs' }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/practice\\?pattern=II$`));
    await expect(page.getByRole('combobox', { name: locale === 'ar' ? 'الوزن' : 'Pattern' })).toHaveValue('II');
    await page.goto(`/${locale}/basic-search?q=${encodeURIComponent('ك ت ب')}`);
    await page.getByRole('link', { name: locale === 'ar' ? 'تدرّب على هذا الجذر' : 'Practise this root' }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/practice\\?root=`));
    await expect(page.getByRole('textbox', { name: locale === 'ar' ? 'الجذر' : 'Root', exact: true })).toHaveValue('كتب');
  });
}
