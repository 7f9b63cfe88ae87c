/**
 * What a question type builds before it becomes a question of a format: the key, the wrong
 * choices (each already checked not to be right too), how to state a claim for true/false, and
 * what makes it hard. `assemble.ts` turns a draft into the contract's question.
 */
import type { Bilingual, Claim, CriteriaKind, QuestionContext, QuestionType } from '@tasreef/contracts/exams';
import type { ExamTense } from '@tasreef/contracts/exams';
import type { LexiconEntry } from '@tasreef/lexicon';
import type { SlotKey } from '@tasreef/morphology';
import type { Random } from './random.ts';
import type { Readings } from './readings.ts';
import type { VerbData } from './verb-data.ts';
import type { FrequencyBands } from './pool.ts';

export interface Choice {
  /** The machine value (shared/spec/exams.md): a form, a tense id, a person id, a root… */
  value: string;
  label: Bilingual;
  /** For a wrong choice: what it really is, said in the explanation of a false claim. */
  note?: Bilingual;
}

export interface LevelFactors {
  tense: string | null;
  voice: 'active' | 'passive' | null;
  /** A floor above the type's own (docs/exam-levels.md): agreement with a non-human plural is B1. */
  floor?: 2 | 3;
}

export interface Draft {
  type: QuestionType;
  verb: VerbData;
  slot: SlotKey | null;
  noun: string | null;
  /** Two drafts with the same ask key ask the same thing: an exam holds one of them. */
  askKey: string;
  prompt_form: string | null;
  /** The multiple-choice stem; `write` is the typed one (types whose answer is a form). */
  ask: Bilingual;
  write?: Bilingual;
  key: Choice;
  /** Every form graded right for a typed answer (variants, several masdars), preferred first. */
  accepted?: string[];
  distractors: Choice[];
  claim: (c: Choice) => Claim;
  /** The statement of a true/false question about choice `c`. */
  statement: (c: Choice) => Bilingual;
  /** Why the key is right (made only for the questions an exam keeps). */
  explanation: () => Bilingual;
  factors: LevelFactors;
  bloom: { multiple_choice: 1 | 2 | 3; true_false: 1 | 2 | 3; typed: 1 | 2 | 3 };
  tags: string[];
  /** A question in context: its sentence and what governs the gap (context/). */
  context?: QuestionContext;
  /** With `context`: the slot's form as the engine gives it alone (the key may carry the next word's vowel). */
  slotForm?: string;
}

export interface Context {
  readings: Readings;
  rng: Random;
  /** Tenses the criteria allow (every tense when none is named). */
  tenses: readonly ExamTense[];
  /** Every root of the lexicon (distractor roots are real roots). */
  roots: ReadonlySet<string>;
  byId: ReadonlyMap<string, LexiconEntry>;
  /** Verbs of a root, for distractors taken from the same root's other patterns. */
  byRoot: ReadonlyMap<string, readonly LexiconEntry[]>;
  bands: FrequencyBands;
  /** The criteria's kinds (what a type may draw on: verb forms, derived nouns…). */
  kinds: ReadonlySet<CriteriaKind>;
  /** Real roots sharing two radicals in place with `root` (for plausible wrong roots). */
  rootNeighbours(root: string): readonly string[];
}

/** A target of a type for one verb: a slot, a noun key, `lemma`… (see each type). */
export type Target = string;

export interface QuestionTypeModule {
  type: QuestionType;
  /** The criteria kinds that give this type. */
  kinds: readonly CriteriaKind[];
  /** The only verbs this type can ask about, when they are a short hand-written list (form_meaning's pairs). */
  verbIds?: ReadonlySet<string>;
  /** What this type can ask of the verb (cheap; the build may still find one ambiguous). */
  targets(v: VerbData, ctx: Context): Target[];
  /** At most this many targets per verb, without the engine (to count what criteria can give). */
  estimate(e: LexiconEntry, tenses: readonly ExamTense[]): number;
  /** The draft, or null when the question would be ambiguous or lacks wrong choices. */
  build(v: VerbData, target: Target, ctx: Context): Draft | null;
}
