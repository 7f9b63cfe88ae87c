/** One analyzer per process, over the built (or rebuilt when stale) lexicon and index. */
import { loadOrBuild, type BuiltData } from '../build/artifacts.ts';
import { Analyzer } from './analyzer.ts';

let loaded: { data: BuiltData; analyzer: Analyzer } | null = null;

export function loadAnalyzer(options: Parameters<typeof loadOrBuild>[0] = {}): { data: BuiltData; analyzer: Analyzer } {
  if (loaded) return loaded;
  const data = loadOrBuild(options);
  loaded = { data, analyzer: new Analyzer(data.lexicon.entries, data.index, { nouns: data.lexicon.nouns }) };
  return loaded;
}
