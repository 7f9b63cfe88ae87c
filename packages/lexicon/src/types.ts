/** The shape of Tasreef's own lexicon: one entry per verb (root + pattern + bab). */
import type { AttestedNouns } from '@tasreef/morphology';
import type { FormStats } from './analyze/stats.ts';

/** A source of the lexicon; `tasreef` is what Tasreef states itself (build/senses-data.ts). */
export type SourceId = 'elixir' | 'arramooz' | 'sarf' | 'tasreef';

export interface LexiconEntry {
  /** Stable id from root, pattern and bab in safe Buckwalter letters (`ktb-I1`, `xrj-X`). */
  id: string;
  root: string;
  /** Other roots a source files the same verb under (search by root indexes both). */
  alt_roots: string[];
  radicals: 3 | 4;
  pattern: string;
  bab: number | null;
  past_vowel: string | null;
  present_vowel: string | null;
  /** Vocalized 3ms past active (passive for passive-only verbs), as the engine regenerates it. */
  lemma: string;
  lemma_bare: string;
  /** 3ms present indicative (passive for passive-only verbs), for result lists. */
  present: string | null;
  /** The first masdar, indefinite nominative (attested for form I when a source gives one). */
  masdar: string | null;
  passive_only: boolean;
  /** true = transitive (or both), false = intransitive, null = no source says. */
  transitive: boolean | null;
  masdars: string[];
  glosses: string[];
  freq: number | null;
  /** classify(): fine type id and its names. */
  type: string;
  type_ar: string;
  type_en: string;
  weak: boolean;
  augmented: boolean;
  /** Attested nouns from Sarf, passed to derive. */
  attested: AttestedNouns;
  /** Ids of entries folded into this one (a source's bab-3 twin of this bab-4 verb: build/same-verb.ts); they resolve to it. */
  aliases?: string[];
  /** Which source said what, per field. */
  sources: {
    entry: SourceId[];
    glosses: SourceId[];
    masdars: Record<string, SourceId[]>;
    transitive: Partial<Record<SourceId, string>>;
    /** Why the grammar overrode the sources' transitivity (build/transitivity-data.ts), when it did. */
    transitive_rule?: string;
    freq: SourceId[];
    source_ids: string[];
  };
}

export type RejectReason = 'pattern_outside_22' | 'no_bab' | 'engine_error' | 'lemma_mismatch';

export interface RejectedEntry {
  source_id: string;
  root: string;
  pattern: string;
  bab: number | null;
  lemma: string;
  reason: RejectReason;
  detail: string;
}

/**
 * Per source file (by absolute path) its size and mtime; per code file (by its path in the
 * repository) its size and content hash, so that two checkouts of the same code (a worktree, a
 * fresh clone) share one build.
 */
export interface SourceStamp {
  [file: string]: { size: number; mtimeMs: number; sha256?: string };
}

/**
 * A noun or adjective of the lexicon's own noun list (`nouns.tsv`, ElixirFM): nouns that are not
 * derived from a verb by rule, with their broken plurals. Indexed with the verbs' forms (ADR 0010).
 */
export interface LexiconNoun {
  /** The source's row id (`n18559`): positional, it changes when the sources are rebuilt. */
  id: string;
  /** Arabic root letters, or '' for a word ElixirFM keeps under a literal (foreign) stem. */
  root: string;
  pos: 'noun' | 'adj';
  /** Vocalized lemma in pause form (`كِتَاب`, `مَكْتَبَة`); a plural itself when `plural_only`. */
  lemma: string;
  /** Vocalized plurals, in the source's order (broken and sound). */
  plurals: string[];
  feminine: string[];
  glosses: string[];
  plural_only: boolean;
  /** Declension: 'diptote' / 'triptote' when the source says, else null (decided from the pattern). */
  declension: 'diptote' | 'triptote' | null;
  /** ElixirFM patterns of the lemma and of each plural (diptote plurals such as مَفَاعِل are read from them). */
  pattern: string;
  plural_patterns: string[];
}

export interface Lexicon {
  format: 2;
  built_at: string;
  stamp: SourceStamp;
  entries: LexiconEntry[];
  /** The lexicon's own nouns (nouns.tsv), indexed after the verbs. */
  nouns: LexiconNoun[];
  rejects: RejectedEntry[];
  /** Counts of the forms the analyzer finds (see analyze/stats.ts). */
  stats: FormStats;
}
