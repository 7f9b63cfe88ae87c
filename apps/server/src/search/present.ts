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
  if (a.kind === 'verb') {
    return { word: a.word, root: a.root, pattern: a.pattern, lemma: a.lemma, slot: a.slot ?? '', proclitics: a.proclitics, enclitic: a.enclitic };
  }
  const full = typeof a.gender === 'string' && typeof a.number === 'string' && typeof a.definiteness === 'string' && typeof a.case === 'string';
  const noun = full ? `${a.noun ?? ''}.${a.gender}.${a.number}.${a.definiteness}.${a.case}` : (a.noun ?? '');
  return { word: a.word, root: a.root, pattern: a.pattern, lemma: a.lemma, noun, proclitics: a.proclitics, enclitic: a.enclitic };
}
