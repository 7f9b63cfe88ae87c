/**
 * Practice sets (ADR 0036): ten questions of the exam generator, kept whole on the server; each
 * answer is graded once by the exams' own grading (`gradeAnswer`) and only then does the learner see
 * the key and the engine's explanation. A signed-in learner's answers are recorded with their
 * question's grammatical features (the reports' `featuresOf`) for progress.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Locale } from '@tasreef/contracts';
import type { GivenAnswerBody } from '@tasreef/contracts/attempts';
import { generateRequestSchema, QUESTION_TYPES, TYPED_QUESTION_TYPES, type Question, type QuestionType } from '@tasreef/contracts/exams';
import {
  PRACTICE_QUESTION_COUNT,
  PRACTICE_SET_TTL_HOURS,
  QUEUE_SET_MAX,
  type CreatePracticeSetRequest,
  type PracticeCriteria,
  type PracticeOutcome,
  type PracticeQuestion,
  type PracticeSet,
} from '@tasreef/contracts/practice';
import { ExamGenerator, gradeAnswer, scoreOf, type Generated } from '@tasreef/exams';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/client.ts';
import { practiceAnswers, practiceSets } from '../db/practice.ts';
import { checkShape } from '../exams/attempts.ts';
import { AppError } from '../http/errors.ts';
import { featuresOf } from '../reports/features.ts';
import { questionOfForm, type QueueState } from './queue.ts';

export interface PracticeContext {
  db: Db;
  now: Date;
  locale: Locale;
  /** The signed-in learner, or null. */
  userId: string | null;
}

type SetRow = typeof practiceSets.$inferSelect;

const notFound = () => new AppError('not_found', 404, 'practice_set_not_found');

/** 144 random bits, base64url: the set's id and, for an anonymous learner, its only key. */
export const newSetId = () => randomBytes(18).toString('base64url');

/** A set the caller may use: not expired, and a signed-in learner's set only to them (else 404, as if absent). */
export async function loadSet(c: PracticeContext, id: string): Promise<SetRow> {
  const [row] = await c.db
    .select()
    .from(practiceSets)
    .where(and(eq(practiceSets.id, id), gt(practiceSets.expiresAt, c.now)));
  if (!row || (row.userId !== null && row.userId !== c.userId)) throw notFound();
  return row;
}

/** The generator's questions for the learner's choices: ten if they give ten, else as many as they give. */
export function practiceQuestions(generator: ExamGenerator, criteria: PracticeCriteria, locale: Locale, seed: number): Question[] {
  const request = (types: readonly QuestionType[], count: number) =>
    generateRequestSchema.parse({
      objectives: types.map((type) => ({ type })),
      formats: typed ? ['typed'] : ['multiple_choice'],
      question_count: count,
      criteria: {
        ...(criteria.verb ? { verbs: [criteria.verb] } : {}),
        ...(criteria.root ? { roots: [criteria.root] } : {}),
        ...(criteria.pattern ? { patterns: [criteria.pattern] } : {}),
        ...(criteria.root_type ? { root_types: [criteria.root_type] } : {}),
        ...(criteria.tense ? { tenses: [criteria.tense] } : {}),
      },
      seed,
      locale,
    });
  const typed = criteria.answers === 'typed';
  if (typed && criteria.type && !TYPED_QUESTION_TYPES.has(criteria.type))
    throw new AppError('validation_failed', 422, 'validation_failed', {}, [{ path: 'answers', key: 'practice_typed_type' }]);
  let types: readonly QuestionType[] = criteria.type ? [criteria.type] : typed ? QUESTION_TYPES.filter((t) => TYPED_QUESTION_TYPES.has(t)) : QUESTION_TYPES;
  let out = generator.generate(request(types, PRACTICE_QUESTION_COUNT));
  // A narrow choice (one verb, one type) may not give ten, or not every type: keep the types it
  // gives, those it gives most of last, and ask for no more than they hold.
  for (const min of [1, 3, 10]) {
    if (!('error' in out)) break;
    const by = out.available_by_type;
    const kept = types.filter((t) => (by[t] ?? 0) >= min);
    if (kept.length === 0) break;
    const available = kept.reduce((s, t) => s + (by[t] ?? 0), 0);
    types = kept;
    out = generator.generate(request(types, Math.min(PRACTICE_QUESTION_COUNT, available)));
  }
  if ('error' in out) {
    const reason = out.message[locale];
    throw new AppError('validation_failed', 422, 'practice_criteria_empty', { reason }, [
      { path: criteria.type ? 'type' : 'verb', key: 'practice_criteria_empty', params: { reason } },
    ]);
  }
  return (out as Generated).questions;
}

export interface CreateSetDeps {
  generator: () => ExamGenerator;
  knownVerb: (id: string) => boolean;
  /** Counts a new set (not a retry) against the plan's day, or refuses it (ADR 0044). */
  takeDaily: () => Promise<void>;
  /** The review queue's due forms, longest due first (checks the plan and the account first). */
  dueForms: () => Promise<QueueState[]>;
  /** The set's seed (`app.seeds`: random, or a fixed sequence in tests). */
  seed: () => number;
}

const NO_CRITERIA = { verb: null, root: null, pattern: null, type: null, root_type: null, tense: null } as const;

/**
 * Starts a set: from the learner's choices, (retry) from the questions a finished set got wrong, or
 * (queue) a new question of each due form of the review queue.
 */
export async function createSet(c: PracticeContext, body: CreatePracticeSetRequest, deps: CreateSetDeps): Promise<PracticeSet> {
  let criteria: PracticeCriteria;
  let questions: Question[];
  if (body.queue) {
    const due = await deps.dueForms();
    const seed = deps.seed();
    const generator = due.length ? deps.generator() : null;
    questions = [];
    const asked = new Set<string>();
    for (const [i, item] of due.entries()) {
      if (questions.length >= QUEUE_SET_MAX) break;
      const q = questionOfForm(generator!, item, c.locale, (seed + i * 7919) % 2 ** 31);
      if (q && !asked.has(q.id)) {
        asked.add(q.id);
        questions.push(q);
      }
    }
    if (questions.length === 0) throw new AppError('conflict', 409, 'practice_queue_empty');
    criteria = { ...NO_CRITERIA, queue: true };
  } else if (body.retry_of) {
    const from = await loadSet(c, body.retry_of);
    if (Object.keys(from.outcomes).length < from.questions.length) throw new AppError('conflict', 409, 'practice_retry_unfinished');
    questions = from.questions.filter((q) => from.outcomes[q.id]?.verdict !== 'correct');
    if (questions.length === 0) throw new AppError('conflict', 409, 'practice_retry_nothing');
    criteria = from.criteria;
  } else {
    if (body.verb && !deps.knownVerb(body.verb)) throw new AppError('validation_failed', 422, 'validation_failed', {}, [{ path: 'verb', key: 'practice_verb_unknown' }]);
    criteria = {
      verb: body.verb ?? null,
      root: body.root ?? null,
      pattern: body.pattern ?? null,
      type: body.type ?? null,
      root_type: body.root_type ?? null,
      tense: body.tense ?? null,
      answers: body.answers ?? null,
    };
    questions = practiceQuestions(deps.generator(), criteria, c.locale, deps.seed());
    // counted once the set can be made: choices that give no questions use nothing of the day
    await deps.takeDaily();
  }
  const [row] = await c.db
    .insert(practiceSets)
    .values({
      id: newSetId(),
      userId: c.userId,
      criteria,
      retryOf: body.retry_of ?? null,
      questions,
      createdAt: c.now,
      expiresAt: new Date(c.now.getTime() + PRACTICE_SET_TTL_HOURS * 3_600_000),
    })
    .returning();
  return setView(row!);
}

/** Grades one answer, once; records it toward progress for a signed-in learner. */
export async function answerQuestion(c: PracticeContext, setId: string, questionId: string, body: GivenAnswerBody): Promise<{ question: PracticeQuestion; set: PracticeSet }> {
  const set = await loadSet(c, setId);
  const index = set.questions.findIndex((q) => q.id === questionId);
  if (index < 0) throw new AppError('not_found', 404, 'practice_question_not_found');
  const q = set.questions[index]!;
  if (set.outcomes[q.id]) throw new AppError('conflict', 409, 'practice_answered');
  const given = checkShape(q, body, c.locale);
  const grade = gradeAnswer(q, given);
  const outcome: PracticeOutcome = {
    given,
    verdict: grade.verdict,
    credit: grade.credit,
    ...(grade.letters ? { letters: grade.letters } : {}),
    key: q.answer!,
    explanation: q.explanation,
  };
  const updated = await c.db.transaction(async (tx) => {
    // One statement decides: a second answer to the same question (two tabs, a double post) finds it written.
    const res = await tx.execute(sql`update practice_sets
      set outcomes = outcomes || jsonb_build_object(${q.id}::text, ${JSON.stringify(outcome)}::jsonb)
      where id = ${set.id} and expires_at > ${c.now.toISOString()} and (outcomes -> ${q.id}::text) is null
      returning id`);
    if (rowsOf(res).length === 0) return false;
    if (set.userId) {
      const f = featuresOf(q);
      await tx.insert(practiceAnswers).values({
        userId: set.userId,
        setId: set.id,
        questionId: q.id,
        questionType: q.type,
        verbId: q.source.verb_id || null,
        pattern: f.pattern?.[0] ?? null,
        rootTypes: f.root_type ?? [],
        tense: f.tense?.[0] ?? null,
        person: f.person?.[0] ?? null,
        form: q.source.slot ?? q.source.noun ?? null,
        verdict: grade.verdict,
        credit: grade.credit,
        answeredAt: c.now,
      });
    }
    return true;
  });
  if (!updated) throw new AppError('conflict', 409, 'practice_answered');
  const view = setView({ ...set, outcomes: { ...set.outcomes, [q.id]: outcome } });
  return { question: view.questions[index]!, set: view };
}

/** What the learner sees: every question without its key, explanation, source or option values until answered. */
export function setView(row: SetRow): PracticeSet {
  const questions: PracticeQuestion[] = row.questions.map((q, i) => ({
    id: q.id,
    number: i + 1,
    type: q.type,
    format: q.format,
    stem: q.stem,
    prompt_form: q.prompt_form,
    options: q.options.map((o) => ({ id: o.id, text: o.text, label: o.label })),
    ...(q.claim ? { claim: { form: q.claim.form } } : {}),
    outcome: row.outcomes[q.id] ?? null,
  }));
  const outcomes = questions.flatMap((q) => (q.outcome ? [q.outcome] : []));
  const finished = outcomes.length === questions.length;
  return {
    id: row.id,
    criteria: row.criteria,
    retry_of: row.retryOf,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    recorded: row.userId !== null,
    questions,
    answered: outcomes.length,
    earned: outcomes.reduce((s, o) => s + o.credit, 0),
    finished,
    score: finished ? scoreOf(outcomes).score : null,
    wrong: outcomes.filter((o) => o.verdict !== 'correct').length,
  };
}
