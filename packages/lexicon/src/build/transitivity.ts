/** A verb's transitivity: what the sources say, corrected where the grammar is certain. */
import type { SourceId } from '../types.ts';
import { INTRANSITIVE_PATTERNS, INTRANSITIVE_VERBS } from './transitivity-data.ts';

const SOURCE_VALUE: Readonly<Record<string, boolean>> = {
  y: true,
  'y|n': true,
  n: false,
  transitive: true,
  both: true,
  intransitive: false,
};

export interface Transitivity {
  /** true = transitive (or both), false = intransitive, null = no source says. */
  transitive: boolean | null;
  /** Why the grammar overrode the sources, when it did. */
  rule: string | null;
}

export function transitivityOf(root: string, pattern: string, sources: Partial<Record<SourceId, string>>): Transitivity {
  const byPattern = INTRANSITIVE_PATTERNS[pattern];
  if (byPattern !== undefined) return { transitive: false, rule: byPattern };
  const byVerb = INTRANSITIVE_VERBS[`${root}|${pattern}`];
  if (byVerb !== undefined) return { transitive: false, rule: byVerb };
  // Tasreef's own rows (additions.ts) are written from the grammar for the verb they name
  const raw = sources.tasreef ?? sources.arramooz ?? sources.sarf;
  return { transitive: raw === undefined ? null : (SOURCE_VALUE[raw] ?? null), rule: null };
}
