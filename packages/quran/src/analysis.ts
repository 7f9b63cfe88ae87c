/**
 * Every word of the Quran read by the lexicon's analyzer (after `normalizeUthmani`), plus the
 * closed classes of `particles.ts`. The readings of the ~18,000 distinct standard spellings are
 * computed once (~6–10 s) and cached as JSON beside the lexicon's artifacts (LEXICON_CACHE_DIR),
 * stamped by the lexicon build, the quran-json version and this package's sources.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Analysis, Analyzer, NounReading } from '@tasreef/lexicon';
import { loadQuran, QURAN_SOURCE, type Sura } from './data.ts';
import { normalizeUthmani, verseWords } from './normalize.ts';
import { particleReadings, type ParticleReading } from './particles.ts';

/** A reading of a word: a form of a verb (the verb itself or a noun derived from it), a noun of the lexicon's list, or a particle. */
export type Reading = ({ of: 'verb' } & Analysis) | ({ of: 'noun' } & NounReading) | ({ of: 'particle' } & ParticleReading);

export interface WordRef {
  sura: number;
  verse: number;
  /** 1-based position in the verse. */
  word: number;
  uthmani: string;
  standard: string;
}

/** The readings of one word in the standard spelling: the closed classes first, then the analyzer's (its own order, likeliest first). */
export function readWord(analyzer: Analyzer, standard: string): Reading[] {
  const parts = standard.split(' ');
  const last = parts[parts.length - 1]!;
  const head = parts.slice(0, -1);
  const withHead = <T extends { proclitics: string[] }>(r: T): T => (head.length ? { ...r, proclitics: [...head, ...r.proclitics] } : r);
  const out: Reading[] = particleReadings(last).map((p) => withHead({ of: 'particle' as const, ...p }));
  let { analyses, nouns } = analyzer.analyzeAll(last, { narrow: true });
  if (analyses.length === 0 && nouns.length === 0 && out.length === 0) ({ analyses, nouns } = analyzer.analyzeAll(last, { narrow: true, guess: true }));
  for (const a of analyses) out.push(withHead({ of: 'verb' as const, ...a }));
  for (const n of nouns) out.push(withHead({ of: 'noun' as const, ...n }));
  return out;
}

/** Every word of the Quran in order. */
export function allWords(quran: readonly Sura[] = loadQuran()): WordRef[] {
  const out: WordRef[] = [];
  for (const s of quran)
    for (const v of s.verses) verseWords(v.text).forEach((w, i) => out.push({ sura: s.number, verse: v.number, word: i + 1, uthmani: w, standard: normalizeUthmani(w) }));
  return out;
}

const SRC_DIR = path.dirname(fileURLToPath(import.meta.url));

/** What the cached readings depend on: the lexicon build, the text's version and this package's code. */
export function quranStamp(lexiconBuiltAt: string): string {
  const h = createHash('sha256').update(lexiconBuiltAt).update(QURAN_SOURCE.version);
  if (existsSync(SRC_DIR)) for (const f of readdirSync(SRC_DIR).sort()) if (f.endsWith('.ts') && !f.endsWith('.test.ts')) h.update(f).update(readFileSync(path.join(SRC_DIR, f)));
  return h.digest('hex').slice(0, 16);
}

export interface QuranReadings {
  stamp: string;
  /** Readings by standard spelling. */
  words: Map<string, Reading[]>;
  rebuilt: boolean;
  ms: number;
}

/**
 * The readings of every distinct word, from `${cacheDir}/quran/readings.json` when its stamp is
 * current, else computed and written there (by rename, so a concurrent reader never sees half).
 */
export function loadReadings(analyzer: Analyzer, lexiconBuiltAt: string, cacheDir: string | null, words: readonly WordRef[] = allWords()): QuranReadings {
  const t0 = performance.now();
  const stamp = quranStamp(lexiconBuiltAt);
  const file = cacheDir ? path.join(cacheDir, 'quran', 'readings.json') : null;
  if (file && existsSync(file)) {
    try {
      const cached = JSON.parse(readFileSync(file, 'utf8')) as { stamp: string; words: Record<string, Reading[]> };
      if (cached.stamp === stamp) return { stamp, words: new Map(Object.entries(cached.words)), rebuilt: false, ms: Math.round(performance.now() - t0) };
    } catch {
      // unreadable: computed again below
    }
  }
  const map = new Map<string, Reading[]>();
  for (const w of words) if (!map.has(w.standard)) map.set(w.standard, readWord(analyzer, w.standard));
  if (file) {
    mkdirSync(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify({ stamp, words: Object.fromEntries(map) }));
    renameSync(tmp, file);
  }
  return { stamp, words: map, rebuilt: true, ms: Math.round(performance.now() - t0) };
}
