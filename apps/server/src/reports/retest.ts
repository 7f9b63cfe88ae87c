/**
 * Retest: one click makes a draft exam from what a student, a class or everyone got wrong (docs/reports.md).
 * The wrong answers are read from each student's latest attempt (what they still get wrong, not what
 * a later attempt put right). The draft is a generation request like any other (ADR 0027): question
 * types weighted by how often each was missed, and criteria narrowed to the tenses, patterns and root
 * types of the missed questions, or, when the exam was about named verbs or roots, to the verbs
 * missed. It is saved by the same path as POST /exams, within the same plan limits.
 */
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { translate } from '@tasreef/contracts';
import type { ExamCriteria, GenerateInput, Objective, Question, QuestionType } from '@tasreef/contracts/exams';
import { EXAM_OBJECTIVE_MAX, EXAM_PATTERN_IDS, EXAM_TENSES, EXAM_TITLE_MAX, ROOT_TYPES, type ExamTense, type RootType } from '@tasreef/contracts/exams';
import type { RetestRequest } from '@tasreef/contracts/reports';
import { retestRequestSchema } from '@tasreef/contracts/reports';
import { examAttempts } from '../db/exams.ts';
import { users } from '../db/accounts.ts';
import { AppError } from '../http/errors.ts';
import { createExam, type DraftContext } from '../exams/drafts.ts';
import { examAllowance } from '../exams/entitlements.ts';
import { closeOverdue, latestAttempts, submittedAttempts } from './attempts.ts';
import { assertFullReport, keptSince, reportAllowance } from './entitlements.ts';
import { featureLabel, featuresOf } from './features.ts';
import { visibleClass } from './report.ts';
import { findExam } from '../exams/scope.ts';
import { examQuestionsOf } from '../exams/attempts.ts';

/** What the missed questions have in common, counted. */
export interface Missed {
  questions: number;
  types: Map<QuestionType, number>;
  verbs: Set<string>;
  tenses: Set<ExamTense>;
  patterns: Set<string>;
  rootTypes: Set<RootType>;
}

export function missedIn(questions: readonly Question[], grading: ReadonlyArray<Record<string, { verdict: string }>>): Missed {
  const m: Missed = { questions: 0, types: new Map(), verbs: new Set(), tenses: new Set(), patterns: new Set(), rootTypes: new Set() };
  const missedIds = new Set<string>();
  for (const g of grading)
    for (const q of questions) {
      if ((g[q.id]?.verdict ?? 'unanswered') === 'correct') continue;
      missedIds.add(q.id);
      m.types.set(q.type, (m.types.get(q.type) ?? 0) + 1);
    }
  for (const q of questions) {
    if (!missedIds.has(q.id)) continue;
    const f = featuresOf(q);
    m.verbs.add(q.source.verb_id);
    for (const t of f.tense ?? []) m.tenses.add(t as ExamTense);
    for (const p of f.pattern ?? []) if ((EXAM_PATTERN_IDS as readonly string[]).includes(p)) m.patterns.add(p);
    for (const r of f.root_type ?? []) if ((ROOT_TYPES as readonly string[]).includes(r)) m.rootTypes.add(r as RootType);
  }
  m.questions = missedIds.size;
  return m;
}

/** Each missed type, weighted 1–10 by how often it was missed against the most missed one. */
export function objectivesOf(m: Missed): Objective[] {
  const most = Math.max(...m.types.values());
  return [...m.types.entries()].map(([type, n]) => ({ type, weight: Math.min(10, Math.max(1, Math.round((10 * n) / most))) }));
}

/** The criteria to try, most targeted first. */
export function criteriaLadder(original: ExamCriteria, m: Missed): ExamCriteria[] {
  const base: ExamCriteria = { ...(original.kinds ? { kinds: original.kinds } : {}) };
  const tenses = m.tenses.size ? { tenses: EXAM_TENSES.filter((t) => m.tenses.has(t)) } : {};
  const byFeature: ExamCriteria = {
    ...base,
    ...tenses,
    ...(m.patterns.size ? { patterns: EXAM_PATTERN_IDS.filter((p) => m.patterns.has(p)) } : {}),
    ...(m.rootTypes.size ? { root_types: ROOT_TYPES.filter((r) => m.rootTypes.has(r)) } : {}),
    ...(original.frequency ? { frequency: original.frequency } : {}),
  };
  const verbs = [...m.verbs].sort().slice(0, 200);
  const byVerb: ExamCriteria = { ...base, verbs, ...tenses };
  const named = (original.verbs?.length ?? 0) > 0 || (original.roots?.length ?? 0) > 0;
  return named ? [byVerb, byFeature, { ...base, verbs }] : [byFeature, byVerb, { ...base, verbs }];
}

function featureList(c: DraftContext, m: Missed): string {
  const l = c.locale;
  const parts = [
    ...[...m.types.keys()].map((t) => featureLabel(l, 'type', t)),
    ...EXAM_TENSES.filter((t) => m.tenses.has(t)).map((t) => featureLabel(l, 'tense', t)),
    ...ROOT_TYPES.filter((r) => m.rootTypes.has(r)).map((r) => featureLabel(l, 'root_type', r)),
    ...EXAM_PATTERN_IDS.filter((p) => m.patterns.has(p)).map((p) => featureLabel(l, 'pattern', p)),
  ];
  return parts.join(l === 'ar' ? '، ' : ', ');
}

/** `POST /exams/{id}/retest`: the new draft's id. */
export async function retest(c: DraftContext, examId: string, input: RetestRequest): Promise<string> {
  const body = retestRequestSchema.parse(input);
  const exam = await findExam(c.db, c.ws, examId);
  const allowance = await reportAllowance(c.db, c.ws.ownerId);
  await assertFullReport(c.db, allowance, 'plan_limit_report_retest', c.locale);
  if (body.class_id) await visibleClass(c.db, c.ws, body.class_id);
  let studentName: string | null = null;
  if (body.student_id) {
    const [took] = await c.db
      .select({ name: users.fullName })
      .from(examAttempts)
      .innerJoin(users, eq(users.id, examAttempts.studentId))
      .where(and(eq(examAttempts.examId, exam.id), eq(examAttempts.studentId, body.student_id)))
      .limit(1);
    if (!took) throw new AppError('not_found', 404, 'not_found');
    studentName = took.name;
  }
  await closeOverdue(c.db, [exam.id], c.now);
  const attempts = latestAttempts(await submittedAttempts(c.db, [exam.id], { since: keptSince(allowance, c.now), classId: body.class_id, studentId: body.student_id }));
  const questions = await examQuestionsOf(c.db, exam.id, exam.version);
  const m = missedIn(
    questions,
    attempts.map((a) => a.grading),
  );
  if (m.questions === 0) throw new AppError('conflict', 409, 'report_retest_nothing');

  const plan = await examAllowance(c.db, c.ws.ownerId);
  const formats = exam.request.formats.filter((f) => plan.formats.includes(f));
  const limit = Math.min(plan.questionsPerExam ?? 100, questions.length);
  const wanted = Math.max(1, Math.min(limit, 2 * m.questions));
  const seed = randomInt(0, 2 ** 31 - 1);
  let request: GenerateInput | null = null;
  let lastShort: string | null = null;
  for (const criteria of criteriaLadder(exam.request.criteria, m)) {
    const tryRequest: GenerateInput = {
      objectives: objectivesOf(m),
      formats: formats.length ? formats : ['multiple_choice'],
      question_count: wanted,
      criteria,
      seed,
      locale: c.locale,
    };
    let out = c.generator.generate(tryRequest);
    if ('error' in out && out.available > 0) out = c.generator.generate({ ...tryRequest, question_count: out.available });
    if ('error' in out) {
      lastShort = out.message[c.locale];
      continue;
    }
    request = { ...tryRequest, question_count: out.questions.length };
    break;
  }
  if (!request)
    throw new AppError('validation_failed', 422, 'exam_criteria_short', { reason: lastShort ?? '' }, [
      { path: 'request.question_count', key: 'exam_criteria_short', params: { reason: lastShort ?? '' } },
    ]);
  const title = (
    studentName ? translate(c.locale, 'report_retest_title_for', { name: studentName, title: exam.title }) : translate(c.locale, 'report_retest_title', { title: exam.title })
  ).slice(0, EXAM_TITLE_MAX);
  const objective = translate(c.locale, 'report_retest_objective', { title: exam.title, features: featureList(c, m) }).slice(0, EXAM_OBJECTIVE_MAX);
  return createExam(c, { title, objective, request, setup_step: 3 });
}
