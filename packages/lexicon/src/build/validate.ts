/**
 * Every candidate is checked by the engine: its lemma must regenerate from root + pattern + bab
 * (3ms past active; the passive for passive-only verbs). Sarf-only verbs (Sarf stores no
 * vocalized past) take the engine's form as lemma after the engine accepted root + pattern + bab.
 */
import { conjugate, classify, isFrozenVerb, MorphError, stripMarks, type Conjugation } from '@tasreef/morphology';
import type { LexiconEntry, RejectedEntry, SourceId } from '../types.ts';
import { verbId } from './ids.ts';
import { mergeMasdars, type Candidate } from './merge.ts';
import { transitivityOf } from './transitivity.ts';

const forms = (v: string | string[] | null | undefined): string[] => (v == null ? [] : Array.isArray(v) ? v : [v]);

export function validateCandidate(c: Candidate): { entry: LexiconEntry; slots: Conjugation } | { reject: RejectedEntry } {
  const { transitive, rule: transitiveRule } = transitivityOf(c.root, c.pattern, c.transitivity);
  const reject = (reason: RejectedEntry['reason'], detail: string): { reject: RejectedEntry } => ({
    reject: { source_id: c.source_ids.join(','), root: c.root, pattern: c.pattern, bab: c.bab, lemma: c.lemma ?? '', reason, detail },
  });
  let generated: string[];
  let slots: Conjugation;
  try {
    ({ slots } = conjugate({
      root: c.root,
      pattern: c.pattern,
      past_vowel: c.past_vowel,
      present_vowel: c.present_vowel,
      transitive: transitive ?? true,
    }));
    generated = forms(c.passive_only ? slots['past.passive.3ms'] : slots['past.active.3ms']);
  } catch (e) {
    if (e instanceof MorphError) return reject('engine_error', `${e.code}: ${e.message}`);
    throw e;
  }
  const expected = c.lemma?.normalize('NFC') ?? null;
  if (generated.length === 0) return reject('engine_error', 'the engine gives no 3ms past');
  if (expected !== null && !generated.includes(expected)) {
    return reject('lemma_mismatch', `engine: ${generated.join(' / ')}; source: ${expected}`);
  }
  const lemma = expected ?? generated[0]!;
  const type = classify({ root: c.root, pattern: c.pattern, past_vowel: c.past_vowel, present_vowel: c.present_vowel });
  // A frozen verb (لَيْسَ، عَسَى) has no masdar, whatever a source lists for its root and bab.
  const { masdars, sources: masdarSources } = isFrozenVerb(c.root, c.pattern, c.past_vowel ?? undefined, c.present_vowel ?? undefined)
    ? { masdars: [], sources: {} }
    : mergeMasdars(c);
  const transitiveSources: Partial<Record<SourceId, string>> = { ...c.transitivity };
  return {
    slots,
    entry: {
      id: verbId(c.root, c.pattern, c.bab),
      root: c.root,
      alt_roots: c.alt_roots,
      radicals: c.root.length === 4 ? 4 : 3,
      pattern: c.pattern,
      bab: c.bab,
      past_vowel: c.past_vowel,
      present_vowel: c.present_vowel,
      lemma,
      lemma_bare: stripMarks(lemma),
      present: forms(c.passive_only ? slots['present_indicative.passive.3ms'] : slots['present_indicative.active.3ms'])[0] ?? null,
      masdar: null,
      passive_only: c.passive_only,
      transitive,
      masdars,
      glosses: c.glosses,
      freq: c.freq,
      type: type.type,
      type_ar: type.ar,
      type_en: type.en,
      weak: type.weak,
      augmented: type.augmented ?? false,
      attested: c.attested,
      sources: {
        entry: [...c.entrySources],
        glosses: [...c.glossSources],
        masdars: masdarSources,
        transitive: transitiveSources,
        ...(transitiveRule === null ? {} : { transitive_rule: transitiveRule }),
        freq: c.freq === null ? [] : ['arramooz'],
        source_ids: c.source_ids,
      },
    },
  };
}
