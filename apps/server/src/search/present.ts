/** From the search service's records to the fixed API shapes (api-conventions.md). */
import { describeNounReading, type Analysis, type NounHit, type VerbSummary } from '@tasreef/lexicon';
import type { Locale } from '@tasreef/contracts';
import type { SearchAnalysis, SearchNoun, SearchVerb, VerbDetail } from '@tasreef/contracts/search';

export function verbOf(v: VerbSummary): SearchVerb {
  return {
    id: v.id,
    lemma: v.lemma,
    root: v.root,
    pattern: v.pattern,
    past_vowel: v.past_vowel,
    present_vowel: v.present_vowel,
    type: v.type,
    meaning_en: v.meaning_en,
    url: v.url,
  };
}

/**
 * A verb's two JSON fragments (its `verbs` item and its `meta.verbs` entry), serialized once per
 * summary: the search service makes one summary per verb and locale and keeps it, so most answers
 * are assembled from strings already made instead of serialized anew.
 */
const fragments = new WeakMap<VerbSummary, { verb: string; detail: string }>();
function fragmentsOf(v: VerbSummary): { verb: string; detail: string } {
  let f = fragments.get(v);
  if (!f) {
    f = { verb: JSON.stringify(verbOf(v)), detail: `${JSON.stringify(v.id)}:${JSON.stringify(detailOf(v))}` };
    fragments.set(v, f);
  }
  return f;
}

/** JSON.stringify(verbs.map(verbOf)), from the kept fragments. */
export function verbsJson(verbs: readonly VerbSummary[]): string {
  let out = '[';
  for (let i = 0; i < verbs.length; i++) out += (i > 0 ? ',' : '') + fragmentsOf(verbs[i]!).verb;
  return out + ']';
}

/** JSON.stringify(detailsOf(verbs)) for verbs without repeats, from the kept fragments. */
export function detailsJson(verbs: readonly VerbSummary[]): string {
  let out = '{';
  for (let i = 0; i < verbs.length; i++) out += (i > 0 ? ',' : '') + fragmentsOf(verbs[i]!).detail;
  return out + '}';
}

function detailOf(v: VerbSummary): VerbDetail {
  return { present: v.present, masdar: v.masdar, type_name: v.type_name, bab: v.bab, transitive: v.transitive };
}

export function detailsOf(verbs: readonly VerbSummary[]): Record<string, VerbDetail> {
  return Object.fromEntries(verbs.map((v) => [v.id, detailOf(v)]));
}

export function analysisOf(a: Analysis): SearchAnalysis {
  if (a.kind === 'verb') {
    return { word: a.word, root: a.root, pattern: a.pattern, lemma: a.lemma, slot: a.slot ?? '', proclitics: a.proclitics, enclitic: a.enclitic };
  }
  const full = typeof a.gender === 'string' && typeof a.number === 'string' && typeof a.definiteness === 'string' && typeof a.case === 'string';
  const noun = full ? `${a.noun ?? ''}.${a.gender}.${a.number}.${a.definiteness}.${a.case}` : (a.noun ?? '');
  return { word: a.word, root: a.root, pattern: a.pattern, lemma: a.lemma, noun, proclitics: a.proclitics, enclitic: a.enclitic };
}

const NUMBERS = new Set(['singular', 'dual', 'plural']);

/** A noun of the lexicon's list as the search answer shows it (meta.nouns). */
export function nounOf(n: NounHit, locale: Locale): SearchNoun {
  return {
    id: n.id,
    lemma: n.lemma,
    root: n.root,
    pos: n.pos,
    meaning_en: n.meaning_en,
    singular: n.singular,
    plurals: n.plurals,
    feminine: n.feminine,
    number: n.reading.number !== null && NUMBERS.has(n.reading.number) ? (n.reading.number as SearchNoun['number']) : null,
    description: describeNounReading(n.reading, locale),
    verbs: n.verbs.map((v) => ({ id: v.id, lemma: v.lemma, url: v.url })),
    root_url: n.root === '' ? null : `/${locale}/basic-search?q=${encodeURIComponent([...n.root].join(' '))}`,
  };
}
