/**
 * The order of one spelling's readings, whatever its place (ADR 0077): a noun of the noun list
 * before the same letters read as a masdar or an intensive of a verb (the Quranic Arabic Corpus
 * gives a noun its own lemma: أَرْض, not the masdar of أَرَضَ), the verb it comes from kept on it as
 * `from_verb`. A derived noun with no noun of the list keeps the verb's reading, its own lemma as
 * `noun_lemma` (مُؤْمِن, كَذِب: analysis.ts), its verb the page.
 */
import type { Reading } from './analysis.ts';

/** Derived nouns a noun of the list of the same root stands before. */
const YIELDS_TO_NOUN = new Set(['masdar', 'masdar_mimi', 'masdar_instance', 'masdar_manner', 'intensive', 'noun_of_place_time', 'noun_of_instrument', 'adjective', 'elative']);

const clitics = (r: Reading): string => `${r.proclitics.filter((p) => p !== 'ال').join('+')}|${r.enclitic ?? ''}`;

/** The spelling's readings with nouns as nouns; the analyzer's order otherwise. */
export function nounsAsNouns(readings: readonly Reading[]): Reading[] {
  const first = readings[0];
  if (!first || first.of !== 'verb' || first.kind !== 'noun' || !YIELDS_TO_NOUN.has(first.noun ?? '')) return [...readings];
  const noun = readings.find((r) => r.of === 'noun' && r.root === first.root && clitics(r) === clitics(first));
  if (!noun) return [...readings];
  const withVerb = { ...noun, from_verb: { verb_id: first.in_lexicon ? first.verb_id : '', lemma: first.lemma } } as Reading;
  return [withVerb, ...readings.filter((r) => r !== noun)];
}
