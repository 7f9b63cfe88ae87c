/**
 * The analyses of a word, grouped into readings as a learner reads them: one line per verb and
 * slot (or per derived noun and its features), whatever the case or the spelling variant. Two
 * analyses that differ only by case (قَالٍّ nominative, genitive) or that the analyzer found twice
 * make one reading, with every vocalized form it stands for; homographs (قَالَ يَقُولُ, قَالَ
 * يَقِيلُ) stay apart, as do slots that spell alike (تَكْتُبُ "you" and "she").
 */
import type { Analysis } from '../analyze/analyzer.ts';

export interface Reading {
  /** Indexes of the analyses in this reading, in their order (the first is the likeliest). */
  analyses: number[];
  /** The distinct vocalized forms, in order (empty when none was made). */
  forms: string[];
  /** The distinct cases of a noun reading, in order (empty for verbs). */
  cases: string[];
}

/** What makes two analyses the same reading: the verb, the slot or noun features, the clitics. */
function readingKey(a: Analysis): string {
  const verb = a.in_lexicon ? a.verb_id : `${a.lemma}|${a.root}|${a.pattern}|${a.bab ?? ''}`;
  const what = a.kind === 'verb' ? (a.slot ?? '') : `${a.noun ?? ''}|${a.variant ?? ''}|${a.gender ?? ''}|${a.number ?? ''}|${a.definiteness ?? ''}`;
  return `${verb}\u0000${a.kind}\u0000${what}\u0000${a.proclitics.join('+')}\u0000${a.enclitics.join('+')}`;
}

export function groupReadings(analyses: readonly Analysis[]): Reading[] {
  const byKey = new Map<string, Reading>();
  const out: Reading[] = [];
  analyses.forEach((a, i) => {
    const key = readingKey(a);
    let r = byKey.get(key);
    if (!r) {
      r = { analyses: [], forms: [], cases: [] };
      byKey.set(key, r);
      out.push(r);
    }
    r.analyses.push(i);
    if (a.form !== undefined && !r.forms.includes(a.form)) r.forms.push(a.form);
    if (a.case && !r.cases.includes(a.case)) r.cases.push(a.case);
  });
  return out;
}
