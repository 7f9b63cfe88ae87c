/**
 * Public entry of the conjugator: `conjugate(verb)` gives every slot of the contract
 * (shared/spec/morphology.md), with notes on variants and, on request, the ordered spelling rules
 * that produced each form.
 */
import type { Conjugation, SlotKey, VerbInput } from './types.ts';
import { validateVerb } from './conjugate/validate.ts';
import { conjugateVerb, type SlotNote } from './conjugate/engine.ts';
import { RULES, type RuleApplication, type RuleId } from './rules/registry.ts';

export { RULES, RULE_IDS, type RuleApplication, type RuleId, type RuleInfo } from './rules/registry.ts';
export { validateVerb, type ValidVerb } from './conjugate/validate.ts';
export type { SlotNote } from './conjugate/engine.ts';

export interface ConjugateOptions {
  /** Also return, per slot, the ordered spelling rules applied to the preferred form. */
  explain?: boolean;
}

export interface ConjugationResult {
  /** Every key of SLOT_KEYS: a form, accepted forms (preferred first), or null. */
  slots: Conjugation;
  /** For slots with variants: why each variant exists (English and Arabic). */
  notes: Partial<Record<SlotKey, SlotNote>>;
  explanations?: Partial<Record<SlotKey, RuleApplication[]>>;
}

function application(id: RuleId): RuleApplication {
  const r = RULES[id];
  return { id: r.id, ar: r.ar, en: r.en };
}

/** Conjugates a verb. Throws MorphError (stable codes) on input the engine cannot take. */
export function conjugate(verb: VerbInput, options: ConjugateOptions = {}): ConjugationResult {
  const valid = validateVerb(verb);
  const explain = options.explain === true;
  const out = conjugateVerb(valid, explain);
  const result: ConjugationResult = { slots: out.slots, notes: out.notes };
  if (explain) {
    const explanations: Partial<Record<SlotKey, RuleApplication[]>> = {};
    for (const [k, ids] of Object.entries(out.traces) as [SlotKey, RuleId[]][]) explanations[k] = ids.map(application);
    result.explanations = explanations;
  }
  return result;
}
