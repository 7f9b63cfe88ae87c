import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CORE_RANGES } from '../../../apps/web/scripts/subset-fonts.mjs';
import { expect, test } from '../../fixtures.ts';

/**
 * The core of Noto Naskh Arabic (ADR 0054), cut at build from fontsource's Arabic file, must draw
 * Arabic exactly as the whole file does: every letter in its four joining forms, every mark on a
 * letter, lam-alef, digits and punctuation, pixel for pixel. A glyph the cut lost would be drawn by
 * another font; a lost substitution or mark position would move ink.
 */
const assets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../apps/web/build/client/assets');
const require = createRequire(import.meta.url);

function dataUrl(file: string): string {
  return `data:font/woff2;base64,${readFileSync(file).toString('base64')}`;
}

function coreFile(weight: number): string {
  const name = readdirSync(assets).find((f) => new RegExp(`^noto-naskh-arabic-core-${weight}-[\\w-]+\\.woff2$`).test(f));
  if (!name) throw new Error(`no core font of weight ${weight} in ${assets}: run npm run build`);
  return path.join(assets, name);
}

const range = (from: number, to: number): string[] => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));
const TATWEEL = 'ـ';
const letters = [...range(0x0621, 0x063a), ...range(0x0641, 0x064a), 'ٱ'];
const marks = [...range(0x064b, 0x0655), 'ٰ', 'َّ', 'ِّ', 'ُّ', 'ًّ', 'ٌّ', 'ٍّ'];
/** What is drawn, one item at a time (the space is not the font's: the app's faces leave it out). */
const samples = [
  ...letters.flatMap((l) => [l, `${l}${TATWEEL}`, `${TATWEEL}${l}${TATWEEL}`, `${TATWEEL}${l}`]),
  ...letters.flatMap((l) => marks.map((m) => `${TATWEEL}${l}${m}${TATWEEL}`)),
  ...['لا', 'لأ', 'لإ', 'لآ', 'بلا', 'بلأ', 'بلإ', 'بلآ', 'لَا', 'لِأَ'],
  ...['كَتَبَ', 'يَكْتُبُ', 'اِسْتَقَامَ', 'يَسْتَقِيمُونَ', 'مُؤْمِنٌ', 'سُئِلَ', 'رَمْيًا', 'هٰذَا', '﴿يَكَادُ﴾'],
  ...range(0x0660, 0x066d),
  ...['،', '؛', '؟'],
  ...range(0x0610, 0x061a).map((m) => `ب${m}`),
];
const unicodeRange = CORE_RANGES.map(([from, to]) => `U+${from.toString(16)}-${to.toString(16)}`).join(', ');

for (const weight of [400, 700]) {
  test(`the core of weight ${weight} draws Arabic as the whole file does`, async ({ page }) => {
    const whole = require.resolve(`@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-${weight}-normal.woff2`);
    // another Arabic design, from a file too: what the machine has installed plays no part
    const amiri = require.resolve('@fontsource/amiri/files/amiri-arabic-400-normal.woff2');
    await page.setContent(`<!doctype html><html lang="ar" dir="rtl"><head><style>
      @font-face { font-family: Whole; font-weight: ${weight}; src: url(${dataUrl(whole)}) format('woff2'); unicode-range: ${unicodeRange}; }
      @font-face { font-family: Core; font-weight: ${weight}; src: url(${dataUrl(coreFile(weight))}) format('woff2'); unicode-range: ${unicodeRange}; }
      @font-face { font-family: Other; font-weight: ${weight}; src: url(${dataUrl(amiri)}) format('woff2'); unicode-range: ${unicodeRange}; }
    </style></head><body></body></html>`);
    const result = await page.evaluate(
      async ({ samples, weight }) => {
        const fonts = (family: string) => `${weight} 28px ${family}, monospace`;
        const loaded = await Promise.all(['Whole', 'Core', 'Other'].map((family) => document.fonts.load(fonts(family), samples.join(''))));
        const canvas = document.createElement('canvas');
        canvas.width = 320;
        canvas.height = 90;
        const context = canvas.getContext('2d', { willReadFrequently: true })!;
        const draw = (font: string, text: string) => {
          context.fillStyle = '#fff';
          context.fillRect(0, 0, canvas.width, canvas.height);
          context.fillStyle = '#000';
          context.direction = 'rtl';
          context.font = font;
          context.fillText(text, 300, 55);
          return context.getImageData(0, 0, canvas.width, canvas.height).data.join();
        };
        const differ: string[] = [];
        let unlikeOther = 0;
        for (const text of samples) {
          const core = draw(fonts('Core'), text);
          if (core !== draw(fonts('Whole'), text)) differ.push(text);
          if (core !== draw(fonts('Other'), text)) unlikeOther++;
        }
        return { loaded: loaded.map((faces) => faces.length), differ, unlikeOther };
      },
      { samples, weight },
    );
    expect(result.loaded).toEqual([1, 1, 1]);
    // the fonts are what draws (another font draws every sample otherwise) …
    expect(result.unlikeOther).toBe(samples.length);
    // … and the core draws every pixel of every sample as the whole file
    expect(result.differ).toEqual([]);
  });
}

/**
 * A page needs the whole file only for a character outside the core. What every page shows (its
 * text, its placeholders and labels) is checked against the core's ranges, which holds whether or
 * not the machine has the font installed (local() then serves it and nothing is fetched, as in CI
 * with Debian's fonts-noto-core); a fetch, when there is one, is of the core.
 */
test('Arabic and English pages need the core of the Arabic font, never the whole file', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('noto-naskh-arabic')) fetched.push(new URL(request.url()).pathname);
  });
  const isCore = (c: number) => CORE_RANGES.some(([from, to]) => c >= from && c <= to);
  const inWholeFile = (c: number) => (c >= 0x0600 && c <= 0x08ff) || (c >= 0xfb50 && c <= 0xfeff) || (c >= 0x0750 && c <= 0x077f);
  const pages = [
    '/ar',
    '/ar/conjugations/sound/ktb-I1',
    '/ar/conjugations/hollow/qwl-I1',
    '/ar/conjugations/defective/rmy-I2',
    `/ar/basic-search?q=${encodeURIComponent('كتب')}`,
    `/ar/advanced-search`,
    '/ar/about-us',
    '/en/conjugations/sound/ktb-I1',
  ];
  for (const url of pages) {
    await page.goto(url);
    const text = await page.evaluate(() => {
      const labels = [...document.querySelectorAll('[placeholder], [aria-label], [title], [alt]')].flatMap((e) =>
        ['placeholder', 'aria-label', 'title', 'alt'].map((a) => e.getAttribute(a) ?? ''),
      );
      return [document.title, document.body.innerText, ...labels].join(' ');
    });
    const outside = [...new Set([...text].filter((ch) => inWholeFile(ch.codePointAt(0)!) && !isCore(ch.codePointAt(0)!)))];
    expect(outside, `${url}: characters outside the core`).toEqual([]);
    expect(text, url).toMatch(/[\u0621-\u064a]/);
  }
  expect(fetched.filter((f) => !/\/noto-naskh-arabic-core-(400|700)-[\w-]+\.woff2$/.test(f))).toEqual([]);
});
