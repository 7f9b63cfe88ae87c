/**
 * What a context type can ask of one bank verb: a particle, a template and a subject, as a target
 * string `particle|template|subject` (subject: `n:m:pl` a noun of that gender and number, `p:2mp`
 * a pronoun). The nouns and the complement are chosen from the target's own hash, so a target is
 * one sentence whatever the seed.
 */
import { PERSONS } from '@tasreef/morphology';
import type { TemplateId } from './particles.ts';
import { NOUN_SPECS, specKey, type SubjectSpec } from './subjects.ts';

const PERSON_SPECS: readonly SubjectSpec[] = PERSONS.map((person) => ({ kind: 'person' as const, person }));

/** The subjects a template is asked with. */
export const SUBJECTS: Record<TemplateId, readonly SubjectSpec[]> = {
  vso: NOUN_SPECS,
  amr: NOUN_SPECS,
  shart: NOUN_SPECS,
  nahy: NOUN_SPECS,
  svo: [...NOUN_SPECS, ...PERSON_SPECS],
  must: [...NOUN_SPECS, ...PERSON_SPECS],
  purpose: [...NOUN_SPECS, ...PERSON_SPECS],
  fa: [...NOUN_SPECS, ...PERSON_SPECS],
};

export const targetsOf = (particles: readonly { id: string; templates: readonly TemplateId[] }[]): string[] =>
  particles.flatMap((p) => p.templates.flatMap((t) => SUBJECTS[t].map((s) => `${p.id}|${t}|${specKey(s)}`)));

/** FNV-1a of the text: the target's own choices. */
export function choicesOf(text: string): { pick(n: number): number } {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  let state = h >>> 0;
  return {
    pick(n: number) {
      // a small LCG on the hash: several choices of one target differ from each other
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      return n <= 1 ? 0 : state % n;
    },
  };
}
