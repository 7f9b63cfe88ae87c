/**
 * The Quran for the routes: the text (loaded once from quran-json) and the readings of its words,
 * computed from the lexicon once and cached beside its artifacts (packages/quran, ADR 0034).
 *
 * Memory (ADR 0040): the readings stay in their store (one Buffer, each word's readings parsed
 * when asked); a word of the text is a number in typed arrays, not an object; the indexes built from
 * the readings (roots, verbs) keep one number per word. Everything is loaded on the first request
 * that needs it, or in the background once the server listens; a stale store is recomputed in a
 * child process, never in the server's heap.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { REPO_ROOT } from '@tasreef/lexicon/paths';
import {
  loadQuran,
  loadStore,
  quranStamp,
  ReadingStore,
  storeFile,
  verbCounts,
  verseWords,
  type Reading,
  type Sura,
  type VerbCount,
  type Verse,
  type WordRef,
} from '@tasreef/quran';
import type { Analyzer } from '@tasreef/lexicon';
import type { LexiconHolder } from '../search/lexicon.ts';
import { QuranSearchIndex, type SearchPlan, type SearchResult } from './search.ts';

const READINGS_CLI = path.join(REPO_ROOT, 'packages/quran/src/readings-cli.ts');

/** What the likeliest reading of each distinct word says, kept for the indexes (interned strings). */
interface Likeliest {
  root: Array<string | null>;
}

export class QuranService {
  readonly suras: Sura[];
  /** Number (0-based, over the whole text) of each sura's first verse; one more entry: the total. */
  private readonly suraFirstVerse: Uint32Array;
  /** Position in the text of each verse's first word; one more entry: the number of words. */
  private readonly verseFirstWord: Uint32Array;
  private store: ReadingStore | null = null;
  private loading: Promise<ReadingStore | null> | null = null;
  private likeliest: Likeliest | null = null;
  private roots: Map<string, number[]> | null = null;
  private verbCounts: Map<string, VerbCount> | null = null;
  private verbFrequencies: Map<string, number> | null = null;
  private searchIndex: QuranSearchIndex | null = null;

  constructor(
    private readonly lexicon: LexiconHolder,
    private readonly options: { cacheDir: string; lexiconDir: string; inChild: boolean },
    private readonly log: FastifyBaseLogger,
  ) {
    this.suras = loadQuran();
    this.suraFirstVerse = new Uint32Array(this.suras.length + 1);
    const verses = this.suras.reduce((n, s) => n + s.verses.length, 0);
    this.verseFirstWord = new Uint32Array(verses + 1);
    let v = 0;
    let w = 0;
    this.suras.forEach((s, i) => {
      this.suraFirstVerse[i] = v;
      for (const verse of s.verses) {
        this.verseFirstWord[v++] = w;
        w += verseWords(verse.text).length;
      }
    });
    this.suraFirstVerse[this.suras.length] = v;
    this.verseFirstWord[v] = w;
  }

  get tokenCount(): number {
    return this.verseFirstWord[this.verseFirstWord.length - 1]!;
  }

  sura(n: number): Sura | null {
    return Number.isInteger(n) && n >= 1 && n <= this.suras.length ? this.suras[n - 1]! : null;
  }

  /** The position in the text of a word, or null when there is no such word. */
  position(sura: number, verse: number, word: number): number | null {
    const s = this.sura(sura);
    if (!s || !Number.isInteger(verse) || verse < 1 || verse > s.verses.length || !Number.isInteger(word) || word < 1) return null;
    const v = this.suraFirstVerse[sura - 1]! + verse - 1;
    const p = this.verseFirstWord[v]! + word - 1;
    return p < this.verseFirstWord[v + 1]! ? p : null;
  }

  /** The word at a position of the text (its Uthmani spelling from the verse, its standard one from the store). */
  wordAt(store: ReadingStore, p: number): WordRef {
    // the verse holding p: the last whose first word is at or before it
    let lo = 0;
    let hi = this.verseFirstWord.length - 2;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.verseFirstWord[mid]! <= p) lo = mid;
      else hi = mid - 1;
    }
    let s = 0;
    while (this.suraFirstVerse[s + 1]! <= lo) s++;
    const verse = lo - this.suraFirstVerse[s]! + 1;
    const word = p - this.verseFirstWord[lo]! + 1;
    const uthmani = verseWords(this.suras[s]!.verses[verse - 1]!.text)[word - 1]!;
    return { sura: s + 1, verse, word, uthmani, standard: store.standards[store.tokens[p]!]! };
  }

  /** The readings' store, loading (or computing) it once; null while the lexicon is unavailable. */
  ready(): Promise<ReadingStore | null> {
    if (this.store) return Promise.resolve(this.store);
    return (this.loading ??= this.load().finally(() => {
      this.loading = null;
    }));
  }

  private async load(): Promise<ReadingStore | null> {
    const lex = this.lexicon.get();
    if (!lex) return null;
    const t0 = performance.now();
    const stamp = quranStamp(lex.built_at);
    const file = storeFile(this.options.cacheDir);
    let store = ReadingStore.open(file, stamp);
    let rebuilt = false;
    if (!store && this.options.inChild) {
      await this.computeInChild();
      store = ReadingStore.open(file, stamp);
      rebuilt = store !== null;
    }
    if (!store) {
      ({ store, rebuilt } = loadStore(lex.analyzer, lex.built_at, this.options.cacheDir));
    }
    if (store.tokens.length !== this.tokenCount) throw new Error(`the Quran's readings count ${store.tokens.length} words, the text ${this.tokenCount}`);
    this.store = store;
    this.log.info({ words: store.size, rebuilt, ms: Math.round(performance.now() - t0) }, 'quran readings loaded');
    return store;
  }

  /** Runs readings-cli.ts in a child (the analysis's garbage stays there); resolves when it exits. */
  private computeInChild(): Promise<void> {
    return new Promise((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', READINGS_CLI], {
        cwd: REPO_ROOT,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, LEXICON_DIR: this.options.lexiconDir, LEXICON_CACHE_DIR: this.options.cacheDir },
      });
      child.on('error', (err) => {
        this.log.warn({ err }, 'quran readings: the child process failed, computing them here');
        resolve();
      });
      child.on('exit', () => resolve());
    });
  }

  /** The likeliest reading's root of every distinct word (parsed once). */
  private likeliestOf(store: ReadingStore): Likeliest {
    if (this.likeliest) return this.likeliest;
    const intern = new Map<string, string>();
    const one = (s: string | null | undefined): string | null => {
      if (!s) return null;
      let v = intern.get(s);
      if (v === undefined) intern.set(s, (v = s));
      return v;
    };
    const out: Likeliest = { root: [] };
    for (let i = 0; i < store.size; i++) out.root.push(one(store.readings(i)[0]?.root));
    this.likeliest = out;
    return out;
  }

  /**
   * Every word whose likeliest reading has this root, in the text's order (the root in plain
   * letters, كتب); null while the lexicon is unavailable.
   */
  async occurrencesOf(root: string): Promise<Array<{ word: WordRef; reading: Reading }> | null> {
    const store = await this.ready();
    if (!store) return null;
    if (!this.roots) {
      const { root: roots } = this.likeliestOf(store);
      const m = new Map<string, number[]>();
      store.tokens.forEach((id, p) => {
        const r = roots[id];
        if (!r) return;
        const list = m.get(r);
        if (list) list.push(p);
        else m.set(r, [p]);
      });
      this.roots = m;
    }
    const parsed = new Map<number, Reading>();
    return (this.roots.get(root) ?? []).map((p) => {
      const id = store.tokens[p]!;
      // a word whose context chose another first reading is read in its place (ADR 0077)
      let reading = parsed.get(id);
      if (store.hasContext(p)) reading = store.readingsAt(p)[0]!;
      else if (!reading) parsed.set(id, (reading = store.readings(id)[0]!));
      return { word: this.wordAt(store, p), reading };
    });
  }

  /** How many words of the text are read (likeliest first) as this lexicon verb or a noun derived from it; null while unavailable. */
  async verbCount(verbId: string): Promise<VerbCount | null> {
    const store = await this.ready();
    if (!store) return null;
    return this.verbCountsOf(store).get(verbId) ?? { verb: 0, derived: 0 };
  }

  /** Every lexicon verb met in the text with its counts. */
  verbCountsOf(store: ReadingStore): Map<string, VerbCount> {
    return (this.verbCounts ??= verbCounts(store));
  }

  /**
   * The words read as each lexicon verb itself (the exam criterion "verbs of the Quran"), for the
   * generator, which is synchronous: the counts when the readings are loaded; else, in tests, they
   * are loaded now, and in a server their loading is started and null answered meanwhile.
   */
  verbFrequenciesNow(): ReadonlyMap<string, number> | null {
    if (this.verbFrequencies) return this.verbFrequencies;
    let store = this.store;
    if (!store && !this.options.inChild) {
      const lex = this.lexicon.get();
      if (lex) store = this.store = loadStore(lex.analyzer, lex.built_at, this.options.cacheDir).store;
    }
    if (!store) {
      void this.ready().catch(() => undefined);
      return null;
    }
    const m = new Map<string, number>();
    for (const [id, c] of this.verbCountsOf(store)) if (c.verb > 0) m.set(id, c.verb);
    return (this.verbFrequencies = m);
  }

  /** The verse numbered `v` over the whole text (0-based), with its sura, and the position of its first word. */
  verseAt(v: number): { sura: Sura; verse: Verse; first: number } {
    let s = 0;
    while (this.suraFirstVerse[s + 1]! <= v) s++;
    const sura = this.suras[s]!;
    return { sura, verse: sura.verses[v - this.suraFirstVerse[s]!]!, first: this.verseFirstWord[v]! };
  }

  private searchIndexOf(store: ReadingStore): QuranSearchIndex {
    return (this.searchIndex ??= new QuranSearchIndex(store, this.verseFirstWord, () => this.suras.flatMap((s) => s.verses.map((v) => v.translation))));
  }

  /** Searches the text (search.ts); null while the lexicon is unavailable. */
  async search(plan: SearchPlan, analyzer: Analyzer): Promise<SearchResult | null> {
    const store = await this.ready();
    if (!store) return null;
    return this.searchIndexOf(store).search(plan, analyzer, () => this.likeliestOf(store).root);
  }

  /**
   * Loads the readings and builds every index (roots, verbs, search), one step per turn of the
   * event loop: a server does it in the background once it listens, so that no visitor waits.
   * False when the lexicon is unavailable.
   */
  async warm(): Promise<boolean> {
    const store = await this.ready();
    if (!store) return false;
    const turn = () => new Promise<void>((r) => setImmediate(r));
    for (const step of [() => this.likeliestOf(store), () => this.verbFrequenciesNow(), () => this.searchIndexOf(store).warm(), () => void this.occurrencesOf('')]) {
      await turn();
      step();
    }
    return true;
  }
}
