/**
 * The lexicon of a running server: loaded once (built in a child process when the cached
 * artifacts are missing or stale), shared by the search, conjugation and sitemap routes.
 * The artifacts live in LEXICON_CACHE_DIR, not in DATA_DIR, so test apps with their own DATA_DIR
 * and restarts reuse one build; the lexicon package stamps them by their sources, builds under a
 * lock and writes by rename, so two processes starting together build once.
 */
import { existsSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { loadOrBuild, Analyzer, SearchService, warmGuesses } from '@tasreef/lexicon';

export interface LoadedLexicon {
  analyzer: Analyzer;
  search: SearchService;
  built_at: string;
}

export type LexiconState = 'pending' | 'loaded' | 'unavailable';

export class LexiconHolder {
  private loaded: LoadedLexicon | null = null;
  state: LexiconState = 'pending';

  constructor(
    private readonly dir: string,
    private readonly cacheDir: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The lexicon, loading it on first use; null when LEXICON_DIR is missing or the build failed. */
  get(): LoadedLexicon | null {
    if (this.state === 'pending') this.load();
    return this.loaded;
  }

  load(): void {
    if (this.state !== 'pending') return;
    if (!existsSync(this.dir)) {
      this.state = 'unavailable';
      this.log.warn({ lexiconDir: this.dir }, 'LEXICON_DIR is missing: search answers 503 lexicon_unavailable');
      return;
    }
    const t0 = performance.now();
    try {
      const data = loadOrBuild({ dir: this.dir, outDir: this.cacheDir, inChild: true });
      const analyzer = new Analyzer(data.lexicon.entries, data.index, { nouns: data.lexicon.nouns });
      this.loaded = { analyzer, search: new SearchService(analyzer), built_at: data.lexicon.built_at };
      // the shapes that read verbs outside the lexicon (~0.5 s), made now rather than on a visitor's query
      warmGuesses();
      this.state = 'loaded';
      this.log.info({ verbs: data.lexicon.entries.length, rebuilt: data.rebuilt, ms: Math.round(performance.now() - t0) }, 'lexicon loaded');
    } catch (err) {
      this.state = 'unavailable';
      this.log.error({ err }, 'lexicon could not be loaded: search answers 503 lexicon_unavailable');
    }
  }
}
