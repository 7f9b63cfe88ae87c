/**
 * Every reading of a fully vocalized form across the whole lexicon (the analyzer in exact mode,
 * without clitics): a question that shows a form alone and asks its root, pattern, type or kind
 * of noun is asked only when every reading agrees on the answer.
 */
import type { Analyzer } from '@tasreef/lexicon';

export interface Reading {
  verb_id: string;
  root: string;
  pattern: string;
  slot: string | null;
  noun: string | null;
}

export interface Readings {
  of(form: string): Reading[];
}

export function analyzerReadings(analyzer: Pick<Analyzer, 'analyze'>): Readings {
  const cache = new Map<string, Reading[]>();
  return {
    of(form) {
      let hit = cache.get(form);
      if (hit) return hit;
      hit = [];
      for (const a of analyzer.analyze(form, { mode: 'exact' })) {
        if (a.proclitics.length > 0 || a.enclitic !== null || a.form !== form) continue;
        hit.push({ verb_id: a.verb_id, root: a.root, pattern: a.pattern, slot: a.slot ?? null, noun: a.noun ?? null });
      }
      if (cache.size > 5000) cache.clear();
      cache.set(form, hit);
      return hit;
    },
  };
}
