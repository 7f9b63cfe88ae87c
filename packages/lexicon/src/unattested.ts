/**
 * A verb the lexicon does not hold, built from a root and a pattern (form I: one of its six babs)
 * the way the build checks every source row: the engine conjugates it, classifies it and names it.
 * It has no gloss, no frequency and no attested masdar: its page says it is not attested.
 */
import { BABS, MorphError, tryParseRoot } from '@tasreef/morphology';
import { PATTERN_IDS } from '@tasreef/contracts/search';
import { verbId } from './build/ids.ts';
import { validateCandidate } from './build/validate.ts';
import type { LexiconEntry } from './types.ts';

export type UnattestedError = 'invalid_root' | 'invalid_pattern' | 'pattern_not_for_root';

/** root + pattern id (I1 … I6, II … QIV) → the pattern, its bab and its vowels. */
export function patternOfId(id: string): { pattern: string; bab: number | null; past_vowel: string | null; present_vowel: string | null } | null {
  if (!(PATTERN_IDS as readonly string[]).includes(id)) return null;
  const m = /^I([1-6])$/.exec(id);
  if (!m) return { pattern: id, bab: null, past_vowel: null, present_vowel: null };
  const bab = BABS.find((b) => b.bab === Number(m[1]))!;
  return { pattern: 'I', bab: bab.bab, past_vowel: bab.past, present_vowel: bab.present };
}

/** The id of a verb's pattern as the search's facets name it (I1 … I6 for form I). */
export function patternIdOf(e: Pick<LexiconEntry, 'pattern' | 'bab'>): string {
  return e.pattern === 'I' ? `I${e.bab ?? ''}` : e.pattern;
}

export function unattestedEntry(rootText: string, patternId: string): { entry: LexiconEntry } | { error: UnattestedError; detail?: string } {
  const radicals = tryParseRoot(rootText);
  if (!radicals) return { error: 'invalid_root' };
  const p = patternOfId(patternId);
  if (!p) return { error: 'invalid_pattern' };
  const root = radicals.join('');
  // quadriliteral roots take the Q patterns, triliteral roots the others
  if ((radicals.length === 4) !== p.pattern.startsWith('Q')) return { error: 'pattern_not_for_root' };
  try {
    const made = validateCandidate({
      key: `${root}|${p.pattern}|${p.bab ?? ''}`,
      source_ids: [],
      root,
      alt_roots: [],
      pattern: p.pattern,
      bab: p.bab,
      past_vowel: p.past_vowel,
      present_vowel: p.present_vowel,
      lemma: null,
      passive_only: false,
      entrySources: new Set(),
      glosses: [],
      glossSources: new Set(),
      masdarsBySource: { elixir: [], arramooz: [], sarf: [], tasreef: [] },
      transitivity: {},
      freq: null,
      attested: {},
    });
    if ('reject' in made) return { error: 'pattern_not_for_root', detail: made.reject.detail };
    return { entry: { ...made.entry, id: verbId(root, p.pattern, p.bab) } };
  } catch (e) {
    if (e instanceof MorphError) return { error: 'pattern_not_for_root', detail: e.message };
    throw e;
  }
}
