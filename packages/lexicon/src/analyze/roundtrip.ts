/** The round trip: a generated form, analyzed, gives back its verb and slot (or noun code). */
import type { Analyzer, Analysis } from './analyzer.ts';
import { decodeCode } from './forms.ts';

export function analysisMatches(a: Analysis, verbId: string, code: number): boolean {
  if (a.verb_id !== verbId) return false;
  const info = decodeCode(code);
  if (info.kind === 'verb') return a.kind === 'verb' && a.slot === info.slot && a.enclitic === null;
  return (
    a.kind === 'noun' &&
    a.noun === info.noun &&
    a.variant === info.variant &&
    a.gender === info.gender &&
    a.number === info.number &&
    a.case === info.case &&
    a.definiteness === info.definiteness &&
    a.enclitic === null
  );
}

export function roundTrips(analyzer: Analyzer, verb: number, code: number, form: string, mode: 'loose' | 'exact' = 'loose'): boolean {
  const id = analyzer.entries[verb]!.id;
  return analyzer.analyze(form, { mode }).some((a) => analysisMatches(a, id, code));
}

/** Deterministic pseudo-random numbers (mulberry32) for seeded samples. */
export function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
