/**
 * Cuts the core of Noto Naskh Arabic out of @fontsource's Arabic files (ADR 0054): the Arabic
 * letters, marks, digits and punctuation of U+0600–0671, the joiners and the ornate parentheses ﴾ ﴿
 * that quote the Quran. That is every character the app writes in Arabic outside the Quran's own
 * pages (Amiri Quran), in about 16 KB a weight where the whole file is 53 KB. styles/fonts.css gives
 * the core to those characters and leaves the fontsource file for the rest of its range (Persian
 * and Urdu letters, presentation forms), which a page fetches only if it shows one of them.
 *
 * `npm run build -w @tasreef/web` runs it before `react-router build`; it writes
 * apps/web/.generated/fonts/noto-naskh-arabic-core-<weight>.woff2 (not in git: made from the
 * installed package at every build). HarfBuzz keeps every glyph the kept characters reach through
 * the font's substitutions (initial, medial, final forms, lam-alef) and the mark positioning.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

/** The core's characters as inclusive code point ranges; fonts.css's core faces name the same. */
export const CORE_RANGES = [
  [0x0600, 0x0671],
  [0x200c, 0x200e],
  [0xfd3e, 0xfd3f],
];
export const WEIGHTS = [400, 700];
const OUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.generated/fonts');

const require = createRequire(import.meta.url);

/** The installed fontsource file of one weight (Arabic subset, woff2). */
function sourceFile(weight) {
  return require.resolve(`@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-${weight}-normal.woff2`);
}

function coreText() {
  let text = '';
  for (const [from, to] of CORE_RANGES) for (let c = from; c <= to; c++) text += String.fromCodePoint(c);
  return text;
}

/** The core of one weight, as woff2 bytes. */
async function subsetCore(weight) {
  return subsetFont(readFileSync(sourceFile(weight)), coreText(), { targetFormat: 'woff2' });
}

const coreFile = (weight) => path.join(OUT_DIR, `noto-naskh-arabic-core-${weight}.woff2`);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(OUT_DIR, { recursive: true });
  for (const weight of WEIGHTS) {
    const bytes = await subsetCore(weight);
    writeFileSync(coreFile(weight), bytes);
    console.log(`font core: ${path.relative(process.cwd(), coreFile(weight))} ${(bytes.length / 1024).toFixed(1)} KB`);
  }
}
