import { checkA11y, expect, test } from '../../fixtures.ts';

const TEXT = {
  ar: { themes: 'موضوعات مختارة', kana: 'كَانَ وَأَخَوَاتُهَا', sources: 'المصادر', work: 'شرح ابن عقيل على ألفية ابن مالك', absent: 'ليس في معجم «تصريف»', praise: 'أَفْعَالُ الْمَدْحِ وَالذَّمِّ' },
  en: {
    themes: 'Curated themes',
    kana: 'Kāna and its sisters (the incomplete verbs)',
    sources: 'Sources',
    work: 'Jāmiʿ al-Durūs al-ʿArabiyya',
    absent: 'not in Tasreef’s lexicon',
    praise: 'Verbs of praise and blame',
  },
} as const;

for (const locale of ['ar', 'en'] as const) {
  const x = TEXT[locale];

  test(`${locale}: the keyword groups page opens with the curated themes`, async ({ page }) => {
    await page.goto(`/${locale}/more-keywords`);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    const first = page.locator('.kw-groups > section').first();
    await expect(first.getByRole('heading', { level: 2 })).toHaveText(x.themes);
    await expect(first.locator('.kw-theme-card')).toHaveCount(6);
    await expect(first.getByRole('link', { name: x.kana })).toBeVisible();
    await expect(first.locator('.kw-theme-card').first()).toContainText(locale === 'ar' ? 'شرح ابن عقيل' : 'Sharḥ Ibn ʿAqīl');
    await checkA11y(page);
    await first.getByRole('link', { name: x.kana }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/more-keywords/theme-kana-and-its-sisters$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(x.kana);
  });

  test(`${locale}: a theme page cites its sources, shows members with notes and links to a verb`, async ({ page }) => {
    await page.goto(`/${locale}/more-keywords/theme-kana-and-its-sisters`);
    const sources = page.getByRole('complementary', { name: x.sources });
    await expect(sources).toContainText(x.work);
    await expect(sources.locator('cite')).toHaveCount(2);
    const members = page.locator('.kw-member');
    await expect(members).toHaveCount(13);
    const laysa = members.filter({ has: page.getByRole('link', { name: 'لَيْسَ', exact: true }) });
    await expect(laysa).toContainText(locale === 'ar' ? 'لا يأتي منه إلا الماضي' : 'only the past');
    await expect(page.locator('.verb-table tbody tr')).toHaveCount(13);
    await checkA11y(page);
    await page.getByRole('link', { name: 'مَا زَالَ', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/conjugations/hollow_ya/zyl-I4$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('زَالَ');
  });

  test(`${locale}: members not in the lexicon stay on the page, without a link`, async ({ page }) => {
    await page.goto(`/${locale}/more-keywords/theme-praise-and-blame`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(x.praise);
    const absent = page.locator('.kw-member--absent');
    await expect(absent).toHaveCount(3);
    for (const form of ['نِعْمَ', 'بِئْسَ', 'حَبَّذَا']) {
      const item = absent.filter({ hasText: form });
      await expect(item).toContainText(x.absent);
      await expect(item.getByRole('link')).toHaveCount(0);
    }
    await expect(page.getByRole('link', { name: 'سَاءَ', exact: true }).first()).toBeVisible();
    await checkA11y(page);
  });
}

test('an unknown theme is a 404 page', async ({ page }) => {
  const res = await page.goto('/en/more-keywords/theme-nope');
  expect(res?.status()).toBe(404);
});
