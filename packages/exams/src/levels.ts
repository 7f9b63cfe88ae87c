/**
 * Difficulty 1–5, CEFR with its ACTFL and ILR equivalents, by the rule of docs/exam-levels.md:
 * points for the verb's frequency band, root type and pattern, the tense and voice asked, the
 * question type and the format; the sum falls into a difficulty, the difficulty into a level.
 */
import type { FrequencyBand, QuestionFormat, QuestionType, RootType } from '@tasreef/contracts/exams';
import type { LevelFactors } from './draft.ts';

export const FREQUENCY_POINTS: Record<FrequencyBand, number> = { common: 0, intermediate: 1, rare: 2 };
export const ROOT_TYPE_POINTS: Record<RootType, number> = { sound: 0, quadriliteral: 1, hamzated: 1, doubled: 1, assimilated: 1, hollow: 2, defective: 2, lafif: 3 };
export const PATTERN_POINTS: Record<string, number> = {
  I: 0,
  II: 0,
  III: 0,
  IV: 0,
  V: 1,
  VI: 1,
  VII: 1,
  VIII: 1,
  X: 1,
  IX: 2,
  XI: 2,
  XII: 2,
  XIII: 2,
  QI: 1,
  QII: 1,
  QIII: 2,
  QIV: 2,
};
export const TENSE_POINTS: Record<string, number> = {
  past: 0,
  present_indicative: 0,
  present_subjunctive: 1,
  present_jussive: 1,
  imperative: 1,
  present_energetic_heavy: 2,
  present_energetic_light: 2,
  imperative_energetic_heavy: 2,
  imperative_energetic_light: 2,
};
export const TYPE_POINTS: Record<QuestionType, number> = {
  identify_tense: 0,
  identify_person: 0,
  identify_root: 1,
  identify_pattern: 1,
  identify_verb_type: 1,
  voice: 1,
  conjugate: 1,
  masdar: 1,
  active_participle: 1,
  passive_participle: 1,
  derived_noun: 2,
  mood_in_context: 1,
  negation: 1,
  agreement: 1,
  make_passive: 2,
  case_role: 2,
  case_ending: 2,
  form_meaning: 2,
};
export const FORMAT_POINTS: Record<QuestionFormat, number> = { true_false: -1, multiple_choice: 0, typed: 1 };

/** The rows of the crosswalk: difficulty → CEFR → ACTFL → ILR. C2 needs points ≥ C2_POINTS. */
export const LEVELS = [
  { difficulty: 1, cefr: 'A1', actfl: 'Novice High', ilr: '0+' },
  { difficulty: 2, cefr: 'A2', actfl: 'Intermediate Mid', ilr: '1' },
  { difficulty: 3, cefr: 'B1', actfl: 'Intermediate High', ilr: '1+' },
  { difficulty: 4, cefr: 'B2', actfl: 'Advanced Mid', ilr: '2' },
  { difficulty: 5, cefr: 'C1', actfl: 'Advanced High', ilr: '2+' },
] as const;
export const C2 = { cefr: 'C2', actfl: 'Superior', ilr: '3' } as const;
export const C2_POINTS = 11;

export interface LevelInput extends LevelFactors {
  type: QuestionType;
  format: QuestionFormat;
  band: FrequencyBand;
  rootTypes: readonly RootType[];
  pattern: string;
}

export function points(q: LevelInput): number {
  const root = q.rootTypes.reduce((a, t) => a + ROOT_TYPE_POINTS[t], 0);
  return (
    FREQUENCY_POINTS[q.band] +
    Math.min(3, root) +
    (PATTERN_POINTS[q.pattern] ?? 1) +
    (q.tense ? (TENSE_POINTS[q.tense] ?? 0) : 0) +
    (q.voice === 'passive' ? 1 : 0) +
    TYPE_POINTS[q.type] +
    FORMAT_POINTS[q.format]
  );
}

/**
 * The lowest difficulty a question may have, whatever its points (docs/exam-levels.md): the
 * energetic is met in texts from B2 on, the passive from B1 on; a question about either (every
 * active-or-passive question is one about the passive) is never labelled lower. A verb of the rare
 * band (a dictionary's verb a learner has not met: عَادَّ يُعَادُّ "vie in number") is not an A-level
 * verb whatever is asked of it.
 */
export function floorOf(q: Pick<LevelInput, 'tense' | 'voice' | 'type'> & Partial<Pick<LevelInput, 'band' | 'floor'>>): 1 | 2 | 3 | 4 {
  if (q.tense !== null && q.tense.includes('energetic')) return 4;
  // إعراب (the role and the case ending of a word in a sentence) is taught from B2 (issue 32)
  if (q.type === 'case_role' || q.type === 'case_ending') return 4;
  // the passive sentence (make_passive) is a passive item: B1 at least; what a derived form adds is
  // taught once the derived patterns themselves are known (docs/exam-levels.md)
  if (q.voice === 'passive' || q.type === 'voice' || q.type === 'make_passive' || q.type === 'form_meaning' || q.band === 'rare') return 3;
  // agreement with a non-human plural is taught at B1 (issue 32): its drafts say so
  if (q.floor === 3) return 3;
  // the moods after the common particles, negation with them, and agreement are taught from A2 (issue 32)
  if (q.type === 'mood_in_context' || q.type === 'negation' || q.type === 'agreement' || q.floor === 2) return 2;
  return 1;
}

export function levelOf(q: LevelInput): { difficulty: 1 | 2 | 3 | 4 | 5; cefr: string; actfl: string; ilr: string } {
  const p = Math.max(0, points(q));
  const difficulty = Math.max(floorOf(q), Math.min(5, 1 + Math.floor(p / 2))) as 1 | 2 | 3 | 4 | 5;
  const row = LEVELS[difficulty - 1]!;
  if (p >= C2_POINTS) return { difficulty, ...C2 };
  return { difficulty, cefr: row.cefr, actfl: row.actfl, ilr: row.ilr };
}
