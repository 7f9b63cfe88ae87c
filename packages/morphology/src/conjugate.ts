/**
 * Public entry of the conjugator: `conjugate(verb)` gives every slot of the contract
 * (shared/spec/morphology.md), with notes on variants and, on request, the ordered spelling rules
 * that produced each form.
 */
import { SLOT_KEYS, type Conjugation, type SlotKey, type VerbInput } from './types.ts';
import { validateVerb } from './conjugate/validate.ts';
import type { FormTrace, SlotNote } from './conjugate/engine.ts';
import { conjugateVerb } from './conjugate/shape-cache.ts';
import { RULES, type RuleApplication, type RuleId } from './rules/registry.ts';

export { RULES, RULE_IDS, type RuleApplication, type RuleId, type RuleInfo } from './rules/registry.ts';
export { validateVerb, type ValidVerb } from './conjugate/validate.ts';
export { shapeCacheStats, clearShapeCache, limitShapeCache } from './conjugate/shape-cache.ts';
export type { SlotNote } from './conjugate/engine.ts';

export interface ConjugateOptions {
  /** Also return, per slot, the ordered spelling rules applied to each form. */
  explain?: boolean;
  /**
   * Only these slots (the others are null): for a caller that checks one form, such as the
   * analyzer's reading of verbs outside the lexicon. The forms are those of the full conjugation.
   */
  slots?: readonly SlotKey[];
}

const SLOT_INDEX = new Map<SlotKey, number>(SLOT_KEYS.map((k, i) => [k, i]));

export interface ConjugationResult {
  /** Every key of SLOT_KEYS: a form, accepted forms (preferred first), or null. */
  slots: Conjugation;
  /** For slots with variants: why each variant exists (English and Arabic). */
  notes: Partial<Record<SlotKey, SlotNote>>;
  /** With `explain`: the ordered rules applied to the preferred form of each slot that exists. */
  explanations?: Partial<Record<SlotKey, RuleApplication[]>>;
  /**
   * With `explain`: the ordered rules applied to every form of each slot that exists, aligned with
   * the slot's forms (one entry for a single form; the first entry is `explanations[slot]`).
   */
  explanationsByVariant?: Partial<Record<SlotKey, RuleApplication[][]>>;
}

function application(id: RuleId, trace: FormTrace, i: number): RuleApplication {
  const r = RULES[id];
  const a: RuleApplication = { id: r.id, ar: r.ar, en: r.en };
  const step = trace.steps[i];
  if (step) {
    a.before = step.before;
    a.after = step.after;
  }
  if (id === 'kitabat_hamza') a.seats = trace.seats.map((s) => ({ ...s }));
  return a;
}

function explainForm(trace: FormTrace): RuleApplication[] {
  return trace.rules.map((id, i) => application(id, trace, i));
}

/** Conjugates a verb. Throws MorphError (stable codes) on input the engine cannot take. */
export function conjugate(verb: VerbInput, options: ConjugateOptions = {}): ConjugationResult {
  const valid = validateVerb(verb);
  const explain = options.explain === true;
  const only = options.slots?.map((k) => {
    const i = SLOT_INDEX.get(k);
    if (i === undefined) throw new RangeError(`unknown slot ${k}`);
    return i;
  });
  const out = conjugateVerb(valid, explain, only);
  const result: ConjugationResult = { slots: out.slots, notes: out.notes };
  if (explain) {
    const explanations: Partial<Record<SlotKey, RuleApplication[]>> = {};
    const byVariant: Partial<Record<SlotKey, RuleApplication[][]>> = {};
    for (const [k, traces] of Object.entries(out.traces) as [SlotKey, FormTrace[]][]) {
      const all = traces.map(explainForm);
      explanations[k] = traces[0] ? explainForm(traces[0]) : [];
      byVariant[k] = all;
    }
    result.explanations = explanations;
    result.explanationsByVariant = byVariant;
  }
  return result;
}
