/**
 * The shapes the search service answers with (`GET /search`, `GET /verbs`, the keyword groups and
 * themes), apart from the service that computes them.
 */
import type { Analysis, NounReading } from '../analyze/analyzer.ts';
import type { QueryError } from './query.ts';
import type { Reading } from './readings.ts';
import type { Bilingual, ThemeSource } from './themes.ts';

export interface VerbSummary {
  id: string;
  lemma: string;
  present: string | null;
  masdar: string | null;
  root: string;
  pattern: string;
  past_vowel: string | null;
  present_vowel: string | null;
  bab: number | null;
  type: string;
  type_name: string;
  meaning_en: string | null;
  transitive: boolean | null;
  freq: number | null;
  url: string;
}

export type QueryKind = 'root' | 'form' | 'keyword' | 'transliteration';

/** A noun of the lexicon's noun list found by a search, with its best reading and its root's verbs. */
export interface NounHit {
  id: string;
  lemma: string;
  root: string;
  pos: 'noun' | 'adj';
  meaning_en: string | null;
  /** The singular (null when the lemma is itself a plural), the plurals and the feminines. */
  singular: string | null;
  plurals: string[];
  feminine: string[];
  /** The likeliest reading of the word searched as this noun. */
  reading: NounReading;
  /** The root's verbs, most frequent first (at most five). */
  verbs: VerbSummary[];
}

export interface SearchAnswer {
  ok: true;
  data: { verbs: VerbSummary[]; analyses: Analysis[]; nouns: NounHit[]; readings: Reading[] };
  meta: {
    kinds: QueryKind[];
    total: number;
    page: number;
    per_page: number;
    /** "Did you mean": near misses that read well, when the query found nothing worth showing. */
    suggestions: string[];
  };
}
export interface SearchError {
  ok: false;
  error: { code: QueryError | 'invalid_filter'; detail?: string };
}

export const PATTERN_FACETS = [
  'I1',
  'I2',
  'I3',
  'I4',
  'I5',
  'I6',
  'II',
  'III',
  'IV',
  'V',
  'VI',
  'VII',
  'VIII',
  'IX',
  'X',
  'XI',
  'XII',
  'XIII',
  'QI',
  'QII',
  'QIII',
  'QIV',
] as const;

export interface Filters {
  radicals?: 3 | 4;
  augmented?: boolean;
  weak?: boolean;
  type?: string;
  /** One of the 22 patterns (form I split into its six babs: I1 … I6). */
  pattern?: string;
  bab?: number;
  first_letter?: string;
  transitivity?: 'transitive' | 'intransitive' | 'unknown';
  page?: number;
  per_page?: number;
}

export type FacetName = 'radicals' | 'augmented' | 'weak' | 'type' | 'pattern' | 'bab' | 'first_letter' | 'transitivity';
export const FACETS: readonly FacetName[] = ['radicals', 'augmented', 'weak', 'type', 'pattern', 'bab', 'first_letter', 'transitivity'];

export interface FacetAnswer {
  ok: true;
  data: { verbs: VerbSummary[] };
  meta: { total: number; page: number; per_page: number; pages: number; facets: Record<FacetName, Record<string, number>> };
}

export interface KeywordGroup {
  name: string;
  kind: 'frequent' | 'pattern' | 'type' | 'root' | 'theme';
  title: { ar: string; en: string };
  description: { ar: string; en: string };
  count: number;
  /** Curated themes only: the cited sources (themes.ts). */
  sources?: readonly ThemeSource[];
}

/** A member of a curated theme as a page shows it: its verb when the lexicon holds it, else null. */
export interface ThemeMemberView {
  lemma: string;
  root: string;
  pattern: string | null;
  /** The form cited («مَا زَالَ», «هَبْ»), else the lemma. */
  form: string;
  note: Bilingual | null;
  verb: VerbSummary | null;
}
export interface ThemeSectionView {
  title: Bilingual;
  note: Bilingual | null;
  members: ThemeMemberView[];
}
