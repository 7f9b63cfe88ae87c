/**
 * Drafts: create from a generation request, update, delete, clone. Questions are always generated
 * again on the server from the stored request (same seed, same questions): a client names the
 * questions it keeps and their order, never sends one, so no key comes from a client.
 */
import { and, count, eq, gte } from 'drizzle-orm';
import type { Locale } from '@tasreef/contracts';
import type { CreateExamRequest, GenerateInput, Question, UpdateExamRequest } from '@tasreef/contracts/exams';
import { createExamRequestSchema, editQuestionRequestSchema, updateExamRequestSchema } from '@tasreef/contracts/exams';
import { refusedTextPath } from '@tasreef/contracts';
import type { ExamGenerator, QtiExam } from '@tasreef/exams';
import type { Db } from '../db/client.ts';
import { examAttempts, exams, examQuestions } from '../db/exams.ts';
import { auditLog, type AuditEvent } from '../db/accounts.ts';
import { AppError } from '../http/errors.ts';
import { lockOrganization, type WorkspaceContext } from '../management/workspace.ts';
import { assertExamAllowed, assertExamRoom, examAllowance } from './entitlements.ts';
import { assertAuthor, findExam, type ExamRow } from './scope.ts';
import { regradeSubmitted } from './attempts.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface DraftContext {
  db: Db;
  now: Date;
  locale: Locale;
  generator: ExamGenerator;
  ws: WorkspaceContext;
  ip: string | null;
}

/** The questions of a request, those named (in their order) or all. */
export function questionsOf(generator: ExamGenerator, request: GenerateInput, ids: readonly string[] | undefined, locale: Locale): Question[] {
  const out = generator.generate({ ...request, locale });
  if ('error' in out)
    throw new AppError('validation_failed', 422, 'exam_criteria_short', { reason: out.message[locale] }, [
      { path: 'request.question_count', key: 'exam_criteria_short', params: { reason: out.message[locale] } },
    ]);
  if (!ids) return out.questions;
  const byId = new Map(out.questions.map((q) => [q.id, q]));
  const unknown = ids.findIndex((id) => !byId.has(id));
  if (unknown >= 0) throw new AppError('validation_failed', 422, 'validation_failed', {}, [{ path: `question_ids.${unknown}`, key: 'exam_question_unknown' }]);
  return [...new Set(ids)].map((id) => byId.get(id)!);
}

async function checkAllowed(c: DraftContext, request: GenerateInput, count: number): Promise<void> {
  const allowance = await examAllowance(c.db, c.ws.ownerId);
  await assertExamAllowed(c.db, allowance, { count, formats: request.formats }, c.locale);
}

/** Exams the organisation made since the month began (UTC), for the plan's monthly limit. */
export async function madeThisMonth(db: Pick<Db, 'select'>, organizationId: string, now: Date): Promise<number> {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [r] = await db
    .select({ n: count() })
    .from(exams)
    .where(and(eq(exams.organizationId, organizationId), gte(exams.createdAt, start)));
  return r?.n ?? 0;
}

async function insertExam(
  tx: Tx,
  c: DraftContext,
  values: Omit<typeof exams.$inferInsert, 'organizationId' | 'ownerId' | 'createdAt' | 'updatedAt'>,
  questions: Question[],
): Promise<string> {
  await lockOrganization(tx, c.ws.organizationId);
  await assertExamRoom(tx, await examAllowance(tx, c.ws.ownerId), await madeThisMonth(tx, c.ws.organizationId, c.now), c.locale);
  const [row] = await tx
    .insert(exams)
    .values({ ...values, organizationId: c.ws.organizationId, ownerId: c.ws.userId, createdAt: c.now, updatedAt: c.now })
    .returning({ id: exams.id });
  await tx.insert(examQuestions).values(questions.map((q, i) => ({ examId: row!.id, questionId: q.id, position: i, question: q })));
  return row!.id;
}

export async function audit(tx: Pick<Db, 'insert'>, c: DraftContext, event: AuditEvent, examId: string, title: string): Promise<void> {
  await tx
    .insert(auditLog)
    .values({ userId: c.ws.userId, actorId: c.ws.userId, organizationId: c.ws.organizationId, event, ip: c.ip, meta: { exam_id: examId, name: title }, createdAt: c.now });
}

export async function createExam(c: DraftContext, input: CreateExamRequest): Promise<string> {
  const body = createExamRequestSchema.parse(input);
  const questions = questionsOf(c.generator, body.request, body.question_ids, c.locale);
  await checkAllowed(c, body.request, questions.length);
  return c.db.transaction(async (tx) => {
    const id = await insertExam(
      tx,
      c,
      { title: body.title, objective: body.objective ?? null, request: body.request, status: body.setup_step >= 3 ? 'draft' : 'draft_setup', setupStep: body.setup_step },
      questions,
    );
    await audit(tx, c, 'exam_created', id, body.title);
    return id;
  });
}

export async function updateExam(c: DraftContext, id: string, input: UpdateExamRequest): Promise<void> {
  const body = updateExamRequestSchema.parse(input);
  const exam = await findExam(c.db, c.ws, id);
  assertAuthor(exam, c.ws);
  // a published exam keeps its request and step; it may drop questions (attempts are regraded without them)
  if (exam.status === 'published' && (body.request !== undefined || body.setup_step !== undefined)) throw new AppError('conflict', 409, 'exam_published_locked');
  let questions: Question[] | null = null;
  let request = exam.request;
  if (body.request !== undefined) {
    // a new request: a new set of questions (edits and replacements of the old set go with it)
    request = body.request;
    questions = questionsOf(c.generator, request, body.question_ids, c.locale);
    await checkAllowed(c, request, questions.length);
  } else if (body.question_ids !== undefined) {
    // the same set, kept and ordered: the stored questions (edited or replaced ones included)
    const stored = new Map((await c.db.select().from(examQuestions).where(eq(examQuestions.examId, id))).map((r) => [r.questionId, r.question]));
    const unknown = body.question_ids.findIndex((q) => !stored.has(q));
    if (unknown >= 0) throw new AppError('validation_failed', 422, 'validation_failed', {}, [{ path: `question_ids.${unknown}`, key: 'exam_question_unknown' }]);
    questions = [...new Set(body.question_ids)].map((q) => stored.get(q)!);
  }
  await c.db.transaction(async (tx) => {
    const step = body.setup_step ?? exam.setupStep;
    await tx
      .update(exams)
      .set({
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.objective !== undefined ? { objective: body.objective ?? null } : {}),
        ...(questions ? { request, version: exam.version + 1 } : {}),
        setupStep: step,
        status: exam.status === 'published' ? 'published' : step >= 3 ? 'draft' : 'draft_setup',
        updatedAt: c.now,
      })
      .where(eq(exams.id, id));
    if (questions) {
      await tx.delete(examQuestions).where(eq(examQuestions.examId, id));
      await tx.insert(examQuestions).values(questions.map((q, i) => ({ examId: id, questionId: q.id, position: i, question: q })));
      if (exam.status === 'published') await regradeSubmitted(tx, exam, questions, c.now);
    }
    await audit(tx, c, 'exam_updated', id, body.title ?? exam.title);
  });
}

export async function deleteExam(c: DraftContext, id: string): Promise<void> {
  const exam = await findExam(c.db, c.ws, id);
  assertAuthor(exam, c.ws);
  // students' answers are never lost: an exam once taken stays (it can still be closed by its dates)
  const [taken] = await c.db.select({ id: examAttempts.id }).from(examAttempts).where(eq(examAttempts.examId, id)).limit(1);
  if (taken) throw new AppError('conflict', 409, 'exam_has_attempts');
  await c.db.transaction(async (tx) => {
    await tx.delete(exams).where(eq(exams.id, id));
    await audit(tx, c, 'exam_deleted', id, exam.title);
  });
}

/** A new draft with the same request, questions and settings but no dates or assignments ('cloned' in the list). */
export async function cloneExam(c: DraftContext, id: string): Promise<string> {
  const exam: ExamRow = await findExam(c.db, c.ws, id);
  assertAuthor(exam, c.ws);
  const questions = (await c.db.select().from(examQuestions).where(eq(examQuestions.examId, id)).orderBy(examQuestions.position)).map((r) => r.question);
  const suffix = c.locale === 'ar' ? ' (نسخة)' : ' (copy)';
  return c.db.transaction(async (tx) => {
    const newId = await insertExam(
      tx,
      c,
      {
        title: (exam.title + suffix).slice(0, 200),
        objective: exam.objective,
        request: exam.request,
        status: 'draft',
        setupStep: 4,
        durationMinutes: exam.durationMinutes,
        passingScore: exam.passingScore,
        attemptsAllowed: exam.attemptsAllowed,
        access: exam.access,
        review: exam.review,
        gradingMethod: exam.gradingMethod,
        shuffle: exam.shuffle,
        onePerPage: exam.onePerPage,
        clonedFrom: exam.id,
      },
      questions,
    );
    await audit(tx, c, 'exam_cloned', newId, (exam.title + suffix).slice(0, 200));
    return newId;
  });
}

/**
 * A draft from an imported exam (a QTI package, ADR 0085), its questions already read and checked
 * by the engine: the writes' own checks here too (the title's and the texts' rules, the plan's
 * formats, questions an exam and exams a month), then one transaction. A question's place names it
 * in a refusal.
 */
export async function importExam(c: DraftContext, exam: QtiExam): Promise<string> {
  const head = updateExamRequestSchema.safeParse({ title: exam.title, objective: exam.objective });
  if (!head.success) throw new AppError('validation_failed', 422, 'qti_title_invalid');
  exam.questions.forEach((q, i) => {
    const texts = editQuestionRequestSchema.safeParse({
      stem: q.stem,
      explanation: q.explanation,
      ...(q.answer && 'accepted' in q.answer ? { answer: { accepted: q.answer.accepted } } : {}),
    });
    // the texts' rule on the whole question too: its data came from a file (JSON may spell a NUL)
    if (!texts.success || refusedTextPath(q) !== null) throw new AppError('validation_failed', 422, 'qti_item_text', { name: `${i + 1} (${q.id})` });
  });
  const formats = [...new Set(exam.questions.map((q) => q.format))];
  await assertExamAllowed(c.db, await examAllowance(c.db, c.ws.ownerId), { count: exam.questions.length, formats }, c.locale);
  const title = head.data.title!;
  return c.db.transaction(async (tx) => {
    const id = await insertExam(tx, c, { title, objective: head.data.objective ?? null, request: exam.request, status: 'draft', setupStep: 4 }, exam.questions);
    await audit(tx, c, 'exam_created', id, title);
    return id;
  });
}
