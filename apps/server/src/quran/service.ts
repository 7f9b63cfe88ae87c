/**
 * The Quran for the routes: the text (loaded once from quran-json) and the readings of its words,
 * computed from the lexicon once and cached beside its artifacts (packages/quran, ADR 0034).
 */
import type { FastifyBaseLogger } from 'fastify';
import { allWords, loadQuran, loadReadings, type Reading, type Sura, type WordRef } from '@tasreef/quran';
import type { LexiconHolder } from '../search/lexicon.ts';

export class QuranService {
  readonly suras: Sura[];
  private readonly words: WordRef[];
  /** First index in `words` of each verse, by `sura:verse`. */
  private readonly verseStart = new Map<string, number>();
  private readings: Map<string, Reading[]> | null = null;

  constructor(
    private readonly lexicon: LexiconHolder,
    private readonly cacheDir: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.suras = loadQuran();
    this.words = allWords(this.suras);
    this.words.forEach((w, i) => {
      const k = `${w.sura}:${w.verse}`;
      if (!this.verseStart.has(k)) this.verseStart.set(k, i);
    });
  }

  sura(n: number): Sura | null {
    return Number.isInteger(n) && n >= 1 && n <= this.suras.length ? this.suras[n - 1]! : null;
  }

  word(sura: number, verse: number, word: number): WordRef | null {
    const start = this.verseStart.get(`${sura}:${verse}`);
    if (start === undefined || !Number.isInteger(word) || word < 1) return null;
    const w = this.words[start + word - 1];
    return w && w.sura === sura && w.verse === verse ? w : null;
  }

  private roots: Map<string, WordRef[]> | null = null;

  /**
   * Every word whose likeliest reading has this root, in the text's order (the root in plain
   * letters, كتب); null while the lexicon is unavailable.
   */
  occurrencesOf(root: string): Array<{ word: WordRef; reading: Reading }> | null {
    const readings = this.readingsOf();
    if (!readings) return null;
    if (!this.roots) {
      const m = new Map<string, WordRef[]>();
      for (const w of this.words) {
        const r = readings.get(w.standard)?.[0];
        if (!r?.root) continue;
        const list = m.get(r.root) ?? [];
        list.push(w);
        m.set(r.root, list);
      }
      this.roots = m;
    }
    return (this.roots.get(root) ?? []).map((w) => ({ word: w, reading: readings.get(w.standard)![0]! }));
  }

  /** The readings of every word, or null while the lexicon is unavailable. */
  readingsOf(): Map<string, Reading[]> | null {
    if (this.readings) return this.readings;
    const lex = this.lexicon.get();
    if (!lex) return null;
    const r = loadReadings(lex.analyzer, lex.built_at, this.cacheDir, this.words);
    this.log.info({ words: r.words.size, rebuilt: r.rebuilt, ms: r.ms }, 'quran readings loaded');
    this.readings = r.words;
    return this.readings;
  }
}
