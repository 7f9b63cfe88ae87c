/**
 * The typefaces of the PDFs, whole TrueType files from npm (SIL Open Font License), found through
 * node's resolution from this module, which in the server bundle is apps/server/build/server.mjs:
 * the files stay in node_modules like every npm package (ADR 0015).
 * - Noto Naskh Arabic, the web app's Arabic face, for Arabic and the Latin it has;
 * - Noto Serif, the same design's Latin, for English runs and the transliteration letters the
 *   Arabic face lacks (ʿ ʾ ḥ ṣ ṭ …).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Face } from './bidi-text.ts';

const require = createRequire(import.meta.url);

export const FONT_FILES = {
  arabic: {
    regular: '@expo-google-fonts/noto-naskh-arabic/400Regular/NotoNaskhArabic_400Regular.ttf',
    bold: '@expo-google-fonts/noto-naskh-arabic/700Bold/NotoNaskhArabic_700Bold.ttf',
  },
  latin: {
    regular: '@expo-google-fonts/noto-serif/400Regular/NotoSerif_400Regular.ttf',
    bold: '@expo-google-fonts/noto-serif/700Bold/NotoSerif_700Bold.ttf',
  },
} as const;

export type FontWeight = keyof (typeof FONT_FILES)['arabic'];

let loaded: Record<Face, Record<FontWeight, Buffer>> | null = null;

/** The font files, read once (0.2–0.5 MB each); a missing package fails here, loudly. */
export function pdfFonts(): Record<Face, Record<FontWeight, Buffer>> {
  const read = (spec: string) => readFileSync(require.resolve(spec));
  loaded ??= {
    arabic: { regular: read(FONT_FILES.arabic.regular), bold: read(FONT_FILES.arabic.bold) },
    latin: { regular: read(FONT_FILES.latin.regular), bold: read(FONT_FILES.latin.bold) },
  };
  return loaded;
}
