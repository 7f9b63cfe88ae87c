/**
 * Which verbs an exam may draw on: the lexicon's entries filtered by the criteria (verbs named,
 * roots, broad root types, patterns, fine verb types, frequency band, verbs of the Quran). Frozen verbs (لَيْسَ، عَسَى)
 * are the `others` kind and nothing else; passive-only verbs are left out (their active slots
 * do not exist, and a question would have to say so).
 */
import { isFrozenVerb, letters } from '@tasreef/morphology';
import type { LexiconEntry } from '@tasreef/lexicon';
import { isTemplateVerb } from './exam-entries.ts';
import type { ExamCriteria, FrequencyBand, RootType, VerbRef } from '@tasreef/contracts/exams';

/** Where the frequency bands cut, by rank among the verbs that have a frequency (docs/exam-levels.md). */
export const FREQUENCY_RANKS = { common: 500, intermediate: 2000 } as const;

const WEAK = new Set([letters.WAW, letters.YEH]);

/** The broad root types of a root (one or more: أَتَى is hamzated and defective). */
export function rootTypesOf(root: string): RootType[] {
  const r = [...root];
  if (r.length === 4) return ['quadriliteral'];
  const [f, a, l] = r as [string, string, string];
  const out: RootType[] = [];
  if (r.includes(letters.HAMZA)) out.push('hamzated');
  if (a === l) out.push('doubled');
  const lafif = WEAK.has(l) && (WEAK.has(f) || WEAK.has(a));
  if (lafif) out.push('lafif');
  else {
    if (WEAK.has(f)) out.push('assimilated');
    if (WEAK.has(a)) out.push('hollow');
    if (WEAK.has(l)) out.push('defective');
  }
  if (out.length === 0) out.push('sound');
  return out;
}

export class FrequencyBands {
  private readonly rank = new Map<string, number>();

  constructor(entries: readonly LexiconEntry[]) {
    const ranked = entries.filter((e) => e.freq !== null).sort((a, b) => b.freq! - a.freq! || (a.id < b.id ? -1 : 1));
    ranked.forEach((e, i) => this.rank.set(e.id, i + 1));
  }

  bandOf(e: LexiconEntry): FrequencyBand {
    const r = this.rank.get(e.id);
    if (r === undefined || r > FREQUENCY_RANKS.intermediate) return 'rare';
    return r > FREQUENCY_RANKS.common ? 'intermediate' : 'common';
  }
}

export const isFrozen = (e: LexiconEntry): boolean => isFrozenVerb(e.root, e.pattern, e.past_vowel ?? undefined, e.present_vowel ?? undefined);

export interface Selection {
  /** Regular verbs (kinds verbs, roots, derivatives, gerunds), in lexicon order. */
  verbs: LexiconEntry[];
  /** Frozen verbs matching the criteria (kind `others`). */
  frozen: LexiconEntry[];
  /** Verb references that name no verb of the lexicon. */
  unknown: VerbRef[];
}

function matchesRef(e: LexiconEntry, ref: VerbRef): boolean {
  if (typeof ref === 'string') return e.id === ref;
  if (e.root !== ref.root || e.pattern !== ref.pattern) return false;
  if (ref.past_vowel && e.past_vowel !== ref.past_vowel) return false;
  return !ref.present_vowel || e.present_vowel === ref.present_vowel;
}

/**
 * `frozenIds`: the frozen verbs (the caller computes them once per lexicon). `quran`: each verb's
 * words in the Quran, for the criterion `quran` ("verbs of the Quran"): only the verbs it has, the
 * most frequent there first (the generator's sampling leans towards the head of the selection).
 */
export function selectVerbs(
  entries: readonly LexiconEntry[],
  criteria: ExamCriteria,
  bands: FrequencyBands,
  frozenIds: ReadonlySet<string>,
  quran: ReadonlyMap<string, number> | null = null,
): Selection {
  const refs = criteria.verbs ?? [];
  const unknown = refs.filter((ref) => !entries.some((e) => matchesRef(e, ref)));
  const roots = criteria.roots?.length ? new Set(criteria.roots) : null;
  const rootTypes = criteria.root_types?.length ? new Set(criteria.root_types) : null;
  const patterns = criteria.patterns?.length ? new Set<string>(criteria.patterns) : null;
  const verbTypes = criteria.verb_types?.length ? new Set(criteria.verb_types) : null;
  // No verb, root or band named: the criteria mean the verbs a learner meets (not the rare band),
  // unless only rare verbs match them (a pattern such as اِفْعَنْلَلَ).
  const byDefault = refs.length === 0 && !roots && !criteria.frequency && !criteria.quran;
  const verbs: LexiconEntry[] = [];
  const frozen: LexiconEntry[] = [];
  const rare: LexiconEntry[] = [];
  for (const e of entries) {
    if (e.passive_only) continue;
    if (refs.length > 0 && !refs.some((ref) => matchesRef(e, ref))) continue;
    // the pattern's own template verb (فَعَلَ، اِفْتَعَلَ) is how questions name patterns, never what they ask about
    if (refs.length === 0 && isTemplateVerb(e)) continue;
    if (roots && !roots.has(e.root) && !e.alt_roots.some((r) => roots.has(r))) continue;
    if (rootTypes && !rootTypesOf(e.root).some((t) => rootTypes.has(t))) continue;
    if (patterns && !patterns.has(e.pattern)) continue;
    if (verbTypes && !verbTypes.has(e.type)) continue;
    if (criteria.frequency && bands.bandOf(e) !== criteria.frequency) continue;
    if (criteria.quran && !quran?.get(e.id)) continue;
    if (frozenIds.has(e.id)) frozen.push(e);
    else if (byDefault && bands.bandOf(e) === 'rare') rare.push(e);
    else verbs.push(e);
  }
  if (verbs.length === 0) verbs.push(...rare);
  if (criteria.quran && quran) {
    // by frequency in the Quran; the lexicon's order (its own frequency) among equals
    const inQuran = (a: LexiconEntry, b: LexiconEntry) => quran.get(b.id)! - quran.get(a.id)!;
    verbs.sort(inQuran);
    frozen.sort(inQuran);
  }
  return { verbs, frozen, unknown };
}
