/** The exam generator of a running server: one per loaded lexicon, made on first use. */
import { ExamGenerator, analyzerReadings } from '@tasreef/exams';
import type { LexiconHolder } from '../search/lexicon.ts';
import type { QuranService } from '../quran/service.ts';
import { loadedLexicon } from '../search/routes.ts';

const generators = new WeakMap<object, ExamGenerator>();

/**
 * The generator over the server's lexicon; a 503 lexicon_unavailable when the lexicon is not there.
 * `quran`: the Quran's service, for the criterion "verbs of the Quran".
 */
export function examGenerator(holder: LexiconHolder, quran?: { get(): QuranService }): ExamGenerator {
  const lex = loadedLexicon(holder);
  let g = generators.get(lex.analyzer);
  if (!g) {
    g = new ExamGenerator({ entries: lex.analyzer.entries, readings: analyzerReadings(lex.analyzer), quran: quran ? () => quran.get().verbFrequenciesNow() : undefined });
    generators.set(lex.analyzer, g);
  }
  return g;
}
