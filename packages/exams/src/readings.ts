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
  /** The glosses of each noun (not adjective) of the lexicon's noun list (nouns.tsv) spelt as `form` (with its case ending): a noun in use. */
  nounGlosses?(form: string): readonly (readonly string[])[];
}

/** A noun without its case ending or last marks, ًى as َى: مَكْتَبٌ and the list's مَكْتَب, مُلْتَقًى and مُلْتَقَى meet. */
const bareEnd = (w: string): string =>
  w
    .normalize('NFC')
    .replace(/\u064B\u0649$/u, '\u064E\u0649')
    .replace(/[\u064B-\u0652]+$/u, '');

export function analyzerReadings(analyzer: Pick<Analyzer, 'analyze'> & Partial<Pick<Analyzer, 'nouns'>>): Readings {
  const cache = new Map<string, Reading[]>();
  let nouns: Map<string, string[][]> | null = null;
  return {
    nounGlosses(form) {
      if (!nouns) {
        nouns = new Map();
        for (const n of analyzer.nouns ?? []) {
          if (n.pos !== 'noun') continue;
          const k = bareEnd(n.lemma);
          nouns.set(k, [...(nouns.get(k) ?? []), n.glosses]);
        }
      }
      return nouns.get(bareEnd(form)) ?? [];
    },
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
