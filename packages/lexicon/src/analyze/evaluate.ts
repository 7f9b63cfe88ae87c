/**
 * How well the analyzer reads forms back, measured two ways. `engine`: bare forms the conjugation
 * engine writes for a seeded sample of lexicon verbs, every slot (active, and the passive the verb
 * has: full for a transitive verb, the impersonal 3ms otherwise). `unseen` reads them as if the
 * lexicon did not hold the verb (the engine's patterns only, guess.ts), which is what a form of a
 * verb outside the lexicon meets; `lexicon` reads them with everything. A case is read right when
 * one analysis gives its root (or one of the roots the dictionaries file it under) and pattern.
 */
import { conjugate, SLOT_KEYS } from '@tasreef/morphology';
import type { LexiconEntry } from '../types.ts';
import type { Analyzer, Analysis } from './analyzer.ts';
import { verbInput } from './forms.ts';
import { seeded } from './roundtrip.ts';
import { bareExact } from './text.ts';

export interface EvalCase {
  /** The word as read (bare for engine cases; as printed for witnesses). */
  word: string;
  /** Every root the case accepts (the etymological root first). */
  roots: string[];
  pattern: string;
  /** Where the case comes from: a slot of the engine, or a book or verse for a witness. */
  source: string;
}

export type EvalMode = 'lexicon' | 'unseen';

export interface EvalResult {
  total: number;
  hits: number;
  rate: number;
  misses: EvalCase[];
}

const asList = (v: string | string[] | null | undefined): string[] => (v == null ? [] : Array.isArray(v) ? v : [v]);

/** `count` distinct (word, verb) cases: a verb drawn at random, then one of its forms at random. */
export function engineCases(entries: readonly LexiconEntry[], count: number, seed = 33): EvalCase[] {
  const random = seeded(seed);
  const out: EvalCase[] = [];
  const seen = new Set<string>();
  for (let tries = 0; out.length < count && tries < count * 20; tries++) {
    const e = entries[Math.floor(random() * entries.length)]!;
    const slots = conjugate(verbInput(e)).slots;
    const forms = SLOT_KEYS.flatMap((slot) => asList(slots[slot]).map((f) => ({ slot, f })));
    if (forms.length === 0) continue;
    const { slot, f } = forms[Math.floor(random() * forms.length)]!;
    const word = bareExact(f.normalize('NFC'));
    if (word.includes(' ') || seen.has(`${word}|${e.id}`)) continue;
    seen.add(`${word}|${e.id}`);
    out.push({ word, roots: [e.root, ...e.alt_roots], pattern: e.pattern, source: `${e.id} ${slot}` });
  }
  return out;
}

export function readsRight(analyses: readonly Analysis[], c: EvalCase): boolean {
  return analyses.some((a) => a.pattern === c.pattern && (c.roots.includes(a.root) || (a.alt_roots ?? []).some((r) => c.roots.includes(r))));
}

export function evaluate(analyzer: Analyzer, cases: readonly EvalCase[], mode: EvalMode): EvalResult {
  const misses: EvalCase[] = [];
  for (const c of cases) {
    const analyses = mode === 'unseen' ? analyzer.guesses(c.word, null, { known: true }) : analyzer.analyzeAll(c.word, { guess: true }).analyses;
    if (!readsRight(analyses, c)) misses.push(c);
  }
  const hits = cases.length - misses.length;
  return { total: cases.length, hits, rate: cases.length === 0 ? 1 : hits / cases.length, misses };
}
