/** The whole text and its reading store over the real lexicon, loaded once per test file (the tests of first readings share it). */
import { loadAnalyzer } from '@tasreef/lexicon';
import { artifactDir } from '@tasreef/lexicon/paths';
import { allWords, loadStore, type ReadingStore, type WordRef } from '../src/index.ts';

let world: { words: WordRef[]; store: ReadingStore } | null = null;

export function quranWorld(): { words: WordRef[]; store: ReadingStore } {
  if (!world) {
    const loaded = loadAnalyzer();
    const words = allWords();
    world = { words, store: loadStore(loaded.analyzer, loaded.data.lexicon.built_at, artifactDir(), words).store };
  }
  return world;
}
