/**
 * The text of the Quran from the npm package `quran-json` (pinned; its licence asks for
 * attribution, see QURAN_SOURCE): the Uthmani text, the Saheeh International English translation
 * and Tanzil's transliteration, and the chapters' metadata. Read from node_modules at run time,
 * never copied into the repository.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface Verse {
  /** Number within the sura (1-based). */
  number: number;
  /** Uthmani text, as the source gives it (shown on the pages). */
  text: string;
  translation: string;
  transliteration: string;
}

export interface Sura {
  number: number;
  /** Arabic name (الفاتحة). */
  name: string;
  /** Latin name (Al-Fatihah). */
  transliteration: string;
  /** English name (The Opener). */
  translation: string;
  revelation: 'meccan' | 'medinan';
  verses: Verse[];
}

interface SourceChapter {
  id: number;
  name: string;
  transliteration: string;
  translation?: string;
  type: 'meccan' | 'medinan';
  total_verses: number;
  verses: { id: number; text: string; translation?: string; transliteration?: string }[];
}

export const QURAN_SOURCE = {
  package: 'quran-json',
  version: '3.1.2',
  author: 'Risan Bagja Pradana',
  licence: 'CC BY-SA 4.0',
  licence_url: 'https://creativecommons.org/licenses/by-sa/4.0/',
  url: 'https://github.com/risan/quran-json',
  text: 'The Noble Qur’an Encyclopedia (quranenc.com), Uthmani script',
  translation: 'Saheeh International (tanzil.net)',
  transliteration: 'tanzil.net',
} as const;

/** The package's folder (found through Node's resolution, so it works from the server bundle too). */
export function sourceDir(): string {
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve('quran-json/package.json'));
}

let cached: Sura[] | null = null;

/** The 114 suras with their verses (read once, ~2 MB of text). */
export function loadQuran(): Sura[] {
  if (cached) return cached;
  const dir = path.join(sourceDir(), 'dist');
  const read = (file: string): SourceChapter[] => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as SourceChapter[];
  const en = read('quran_en.json');
  const tr = read('quran_transliteration.json');
  const version = (JSON.parse(readFileSync(path.join(sourceDir(), 'package.json'), 'utf8')) as { version: string }).version;
  if (version !== QURAN_SOURCE.version) throw new Error(`quran-json ${version} found, ${QURAN_SOURCE.version} expected (the normalization is checked against it)`);
  cached = en.map((c, i) => {
    const t = tr[i]!;
    if (t.id !== c.id || t.verses.length !== c.verses.length || c.verses.length !== c.total_verses) throw new Error(`quran-json: sura ${c.id} differs between files`);
    return {
      number: c.id,
      name: c.name,
      transliteration: c.transliteration,
      translation: c.translation ?? '',
      revelation: c.type,
      verses: c.verses.map((v, j) => ({ number: v.id, text: v.text, translation: v.translation ?? '', transliteration: t.verses[j]!.transliteration ?? '' })),
    };
  });
  return cached;
}
