/** From the search service's records to the fixed API shapes (api-conventions.md). */
import type { Analysis, VerbSummary } from '@tasreef/lexicon';
import type { SearchAnalysis, SearchVerb, VerbDetail } from '@tasreef/contracts/search';

export function verbOf(v: VerbSummary): SearchVerb {
  return {
    id: v.id, lemma: v.lemma, root: v.root, pattern: v.pattern, past_vowel: v.past_vowel, present_vowel: v.present_vowel,
    type: v.type, meaning_en: v.meaning_en, url: v.url,
  };
}

export function detailsOf(verbs: readonly VerbSummary[]): Record<string, VerbDetail> {
  return Object.fromEntries(verbs.map((v) => [v.id, { present: v.present, masdar: v.masdar, type_name: v.type_name, bab: v.bab, transitive: v.transitive }]));
}

export function analysisOf(a: Analysis): SearchAnalysis {
  const base = { word: a.word, root: a.root, pattern: a.pattern, lemma: a.lemma };
  const clitics = { proclitics: a.proclitics, enclitic: a.enclitic };
  if (a.kind === 'verb') return { ...base, slot: a.slot ?? '', ...clitics };
  const cell = [a.gender, a.number, a.definiteness, a.case].every((x) => typeof x === 'string') ? `.${a.gender}.${a.number}.${a.definiteness}.${a.case}` : '';
  return { ...base, noun: `${a.noun ?? ''}${cell}`, ...clitics };
}
