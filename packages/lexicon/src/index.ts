/**
 * @tasreef/lexicon: Tasreef's own lexicon (built from LEXICON_DIR, checked by the engine), the
 * forms index and analyzer, and the search service. Node only (reads and writes the artifacts).
 */
export type { Lexicon, LexiconEntry, LexiconNoun, RejectedEntry, SourceId } from './types.ts';
export { loadOrBuild, buildAll, type BuiltData } from './build/artifacts.ts';
export { Analyzer, type Analysis, type MatchMode, type NounReading } from './analyze/analyzer.ts';
export { loadAnalyzer } from './analyze/load.ts';
export { warmGuesses } from './analyze/guess.ts';
export { decodeCode, generateForms, type FormInfo, type GeneratedForm } from './analyze/forms.ts';
export type { FormStats } from './analyze/stats.ts';
export {
  SearchService,
  verbUrl,
  PATTERN_FACETS,
  type Filters,
  type FacetAnswer,
  type KeywordGroup,
  type NounHit,
  type Locale,
  type SearchAnswer,
  type SearchError,
  type VerbSummary,
} from './search/service.ts';
export { parseQuery, MAX_QUERY_LENGTH, type QueryError } from './search/query.ts';
export { describeAnalysis, describeNounReading, type ReadingView } from './search/describe.ts';
export { groupReadings, type Reading } from './search/readings.ts';
export { readingFrequencies, readingWeight } from './search/reading-frequency.ts';
export { unattestedEntry, patternOfId, patternIdOf, type UnattestedError } from './unattested.ts';
export { summaryOfEntry } from './search/service.ts';
export { verbInput } from './verb-input.ts';
