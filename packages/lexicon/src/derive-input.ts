/**
 * The lexicon's attested data for a `derive` input of the command line (shared/spec/morphology.md: "for
 * form I the masdar comes from the lexicon when known"): when the caller gives no masdars (or no
 * attested nouns), those of the lexicon entry with the same root, pattern and bab are added, so the
 * engine guesses only for verbs the lexicon does not know.
 */
import { BABS, tryParseRoot } from '@tasreef/morphology';
import type { LexiconEntry } from './types.ts';

type Json = Record<string, unknown>;

const keyOf = (root: string, pattern: string, bab: number | null | undefined): string => `${root}|${pattern}|${bab ?? ''}`;

export function lexiconDeriveInputs(entries: readonly LexiconEntry[]): (input: Json) => Json {
  const byKey = new Map<string, LexiconEntry>();
  for (const e of entries) if (!byKey.has(keyOf(e.root, e.pattern, e.bab))) byKey.set(keyOf(e.root, e.pattern, e.bab), e);
  return (input) => {
    if (typeof input.root !== 'string' || typeof input.pattern !== 'string') return input;
    const radicals = tryParseRoot(input.root);
    if (radicals === null) return input;
    const bab = input.pattern === 'I' ? BABS.find((b) => b.past === input.past_vowel && b.present === input.present_vowel)?.bab : null;
    if (bab === undefined) return input;
    const entry = byKey.get(keyOf(radicals.join(''), input.pattern, bab));
    if (!entry) return input;
    const out: Json = { ...input };
    const given = Array.isArray(input.masdars) && input.masdars.length > 0;
    if (!given && entry.pattern === 'I' && entry.masdars.length > 0) out.masdars = entry.masdars;
    if (input.attested == null && Object.keys(entry.attested).length > 0) out.attested = entry.attested;
    return out;
  };
}
