import { checkA11y, expect, test } from '../../fixtures.ts';

/**
 * Every indexable page names its canonical URL (absolute, the page in its own language) and its
 * hreflang alternates (absolute, ar, en and x-default), as Lighthouse's SEO audit and search
 * engines require; Arabic titles end with «| تصريف». Pages and assets leave compressed.
 */
const PAGES = [
  { kind: 'home', path: '' },
  { kind: 'content page', path: '/about-us' },
  { kind: 'search page', path: '/basic-search' },
  { kind: 'verb page', path: '/conjugations/sound/ktb-I1' },
  { kind: 'Quran sura', path: '/quran/2' },
  { kind: 'prices', path: '/prices' },
] as const;

function linksOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const attrs = (tag: string) => Object.fromEntries([...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), m[2]!.replace(/&amp;/g, '&')]));
  const links = [...head.matchAll(/<link\b[^>]*>/g)].map((m) => attrs(m[0]));
  return {
    canonical: links.filter((l) => l.rel === 'canonical').map((l) => l.href),
    alternates: Object.fromEntries(links.filter((l) => l.rel === 'alternate' && l.hreflang).map((l) => [l.hreflang, l.href])),
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '',
  };
}

for (const locale of ['ar', 'en'] as const) {
  for (const page of PAGES) {
    test(`${locale}: ${page.kind} has an absolute canonical and hreflang alternates, and its title ends with the site name`, async ({ request, baseURL }) => {
      const res = await request.get(`/${locale}${page.path}`);
      expect(res.status()).toBe(200);
      const { canonical, alternates, title } = linksOf(await res.text());
      expect(canonical).toEqual([`${baseURL}/${locale}${page.path}`]);
      expect(alternates).toEqual({
        ar: `${baseURL}/ar${page.path}`,
        en: `${baseURL}/en${page.path}`,
        'x-default': page.path === '' ? `${baseURL}/` : `${baseURL}/ar${page.path}`,
      });
      expect(title).toMatch(locale === 'ar' ? / \| تصريف$/ : / \| Tasreef$/);
    });
  }
}

test('pages and fingerprinted scripts leave compressed, scripts from their precompressed twin', async ({ request }) => {
  const page = await request.get('/ar/conjugations/sound/ktb-I1', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(page.headers()['content-encoding']).toBe('br');
  expect(page.headers()['vary']).toMatch(/accept-encoding/i);
  const html = await page.text();
  // the page's scripts are imported after its first paint (ADR 0048): the entry is the last import
  const script = /import\("(\/assets\/entry\.client-[^"]+\.js)"\);/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const js = await request.get(script!, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(js.status()).toBe(200);
  expect(js.headers()['content-encoding']).toBe('br');
  expect(js.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(js.headers()['vary']).toMatch(/accept-encoding/i);
});

for (const locale of ['ar', 'en'] as const) {
  test(`${locale}: the 404 page shows an Arabic path as written, not percent-encoded`, async ({ page }) => {
    const res = await page.goto(`/${locale}/لا-توجد-صفحة`);
    expect(res?.status()).toBe(404);
    await expect(page.locator('.error-page__message bdi')).toHaveText(`/${locale}/لا-توجد-صفحة`);
    await checkA11y(page);
  });
}

test('stylesheets come inside the page and stay its styles through hydration (no stylesheet fetched, no restyle); they leave with their page and a later visit loads the link (ADR 0049)', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/ar/conjugations/sound/ktb-I1')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toMatch(/<style data-inline-href="\/assets\/root-[\w-]+\.css">/);
  expect(head).not.toMatch(/<link[^>]*rel="stylesheet"/);

  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  const cssRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('.css')) cssRequests.push(new URL(r.url()).pathname);
  });
  await page.goto('/ar/conjugations/sound/ktb-I1');
  await page.waitForSelector('html[data-hydrated]');
  // each copy has its link beside it for React, disabled: the copies stay the page's styles
  const copies = await page.locator('style[data-inline-href]').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.inlineHref));
  expect(copies.length).toBeGreaterThanOrEqual(2);
  const links = await page.locator('head link[rel=stylesheet]').evaluateAll((els) => els.map((e) => ({ href: e.getAttribute('href'), disabled: (e as HTMLLinkElement).disabled })));
  expect(links.map((l) => l.href).sort()).toEqual([...copies].sort());
  expect(links.every((l) => l.disabled)).toBe(true);
  expect(cssRequests).toEqual([]);
  const conjugationCss = copies.find((h) => h?.includes('/conjugation-'))!;
  expect(conjugationCss).toBeTruthy();
  expect(await page.locator('body').evaluate((b) => getComputedStyle(b).fontFamily)).toContain('Noto Naskh Arabic');
  const collapse = () =>
    page
      .locator('.conj-table')
      .first()
      .evaluate((t) => getComputedStyle(t).borderCollapse);
  expect(await collapse()).toBe('collapse');
  // leaving the verb page in the app takes its stylesheet away, copy and link
  await page.getByRole('navigation', { name: 'التنقل الرئيسي' }).getByRole('link', { name: 'الرئيسية' }).click();
  await expect(page).toHaveURL('/ar');
  await expect(page.locator(`head link[href="${conjugationCss}"]`)).toHaveCount(0);
  await expect(page.locator(`style[data-inline-href="${conjugationCss}"]`)).toHaveCount(0);
  await expect(page.locator('style[data-inline-href*="/root-"]')).toHaveCount(1);
  // back to a verb page in the app: React adds an ordinary link, which loads and styles it
  await page.goBack();
  await expect(page).toHaveURL(/\/ar\/conjugations\/sound\/ktb-I1$/);
  await expect(page.locator(`head link[href="${conjugationCss}"]`)).toHaveCount(1);
  expect(await page.locator(`head link[href="${conjugationCss}"]`).evaluate((l) => (l as HTMLLinkElement).disabled)).toBe(false);
  await expect.poll(collapse).toBe('collapse');
  expect(cssRequests).toContain(conjugationCss);
  expect(errors).toEqual([]);
});

test('the browser loads only the page language messages; switching language brings the other before the page renders (ADR 0049)', async ({ page }) => {
  const catalogs: string[] = [];
  page.on('request', (r) => {
    const m = /\/assets\/(ar|en)-[\w-]+\.js$/.exec(r.url());
    if (m) catalogs.push(m[1]!);
  });
  await page.goto('/en/conjugations/sound/ktb-I1');
  await page.waitForSelector('html[data-hydrated]');
  expect(catalogs).toEqual(['en']);
  await page.getByRole('link', { name: 'Switch the language to العربية' }).first().click();
  await expect(page).toHaveURL('/ar/conjugations/sound/ktb-I1');
  await expect(page.getByRole('navigation', { name: 'التنقل الرئيسي' }).getByRole('link', { name: 'الرئيسية' })).toBeVisible();
  await expect(page.locator('h1')).toContainText('تصريف');
  expect(catalogs).toEqual(['en', 'ar']);
});

for (const path of ['/en', '/ar/conjugations/sound/ktb-I1']) {
  test(`${path}: no script is asked for before the first paint; after it the page hydrates and navigates (ADR 0048)`, async ({ page, request }) => {
    const head = (await (await request.get(path)).text()).split('</head>')[0]!;
    expect(head).not.toContain('modulepreload');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto(path);
    await page.waitForSelector('html[data-hydrated]');
    const { fcp, scripts } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((e) => /\/assets\/.*\.js$/.test(e.name))
        .map((e) => ({ name: e.name, start: e.startTime })),
    }));
    expect(fcp).not.toBeNull();
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.filter((s) => s.start < fcp!)).toEqual([]);
    // the module graph is preloaded after the paint, and the app runs: a navigation in the page
    const home = path === '/en' ? '/en/quran' : '/ar';
    await page.locator(`header a[href="${home}"]`).first().click();
    await expect(page).toHaveURL(home);
    expect(errors).toEqual([]);
  });
}
