/**
 * The question bank (ADR 0027): questions saved from exams, searched by type, verb, root, pattern,
 * level and tag, edited into new versions (checked by the engine), added to drafts. Scoped like
 * exams: a teacher's own, a school's all of its teachers' (read only); anything else is a 404.
 */
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  addFromBankRequestSchema,
  bankListQuerySchema,
  editBankQuestionRequestSchema,
  importGiftRequestSchema,
  saveToBankRequestSchema,
  type BankListQuery,
  type BankQuestion,
  type Question,
} from '@tasreef/contracts/exams';
import { z } from 'zod';
import { refusedTextPath } from '@tasreef/contracts';
import { fromGift } from '@tasreef/exams';
import type { Db } from '../db/client.ts';
import { users } from '../db/accounts.ts';
import { bankQuestions, examQuestions, exams } from '../db/exams.ts';
import { AppError, fieldError } from '../http/errors.ts';
import { lockOrganization, type WorkspaceContext } from '../management/workspace.ts';
import { assertBankRoom, assertEditAllowed, assertExamAllowed, examAllowance } from './entitlements.ts';
import { audit, type DraftContext } from './drafts.ts';
import { assertAuthor, findExam } from './scope.ts';
import { containsPattern } from '../lib/like.ts';

export const BANK_PER_PAGE = 20;

type BankRow = typeof bankQuestions.$inferSelect;

function visibleBank(ws: WorkspaceContext): SQL {
  const own = and(eq(bankQuestions.organizationId, ws.organizationId), isNull(bankQuestions.retiredAt))!;
  return ws.role === 'owner' ? own : and(own, eq(bankQuestions.ownerId, ws.userId))!;
}

async function findBankQuestion(db: Pick<Db, 'select'>, ws: WorkspaceContext, id: string): Promise<BankRow> {
  const [row] = await db
    .select()
    .from(bankQuestions)
    .where(and(eq(bankQuestions.id, id), visibleBank(ws)));
  if (!row) throw new AppError('not_found', 404, 'not_found');
  return row;
}

const present = (r: BankRow, owner: string): BankQuestion => ({
  id: r.id,
  question: r.question,
  labels: r.labels,
  version: r.version,
  owner: { id: r.ownerId, full_name: owner },
  created_at: r.createdAt.toISOString(),
});

const rowOf = (q: Question, c: DraftContext, labels: string[]) => ({
  organizationId: c.ws.organizationId,
  ownerId: c.ws.userId,
  question: q,
  type: q.type,
  verbId: q.source.verb_id,
  root: q.source.root,
  pattern: q.source.pattern,
  cefr: q.cefr,
  labels,
  createdAt: c.now,
});

/** Questions the organisation's bank holds (not retired), for the plan's bank size. */
export async function held(db: Pick<Db, 'select'>, organizationId: string): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(bankQuestions)
    .where(and(eq(bankQuestions.organizationId, organizationId), isNull(bankQuestions.retiredAt)));
  return r?.n ?? 0;
}

/** Saves questions of an exam the caller sees; a question already in their bank is not saved twice. */
export async function saveToBank(c: DraftContext, input: z.input<typeof saveToBankRequestSchema>): Promise<number> {
  const body = saveToBankRequestSchema.parse(input);
  const exam = await findExam(c.db, c.ws, body.exam_id);
  const rows = await c.db
    .select()
    .from(examQuestions)
    .where(and(eq(examQuestions.examId, exam.id), inArray(examQuestions.questionId, body.question_ids)));
  if (rows.length !== new Set(body.question_ids).size)
    throw new AppError('validation_failed', 422, 'validation_failed', {}, [{ path: 'question_ids', key: 'exam_question_not_found' }]);
  return c.db.transaction(async (tx) => {
    await lockOrganization(tx, c.ws.organizationId);
    const mine = await tx
      .select({ qid: sql<string>`${bankQuestions.question}->>'id'` })
      .from(bankQuestions)
      .where(and(eq(bankQuestions.ownerId, c.ws.userId), isNull(bankQuestions.retiredAt)));
    const have = new Set(mine.map((m) => m.qid));
    const fresh = rows.filter((r) => !have.has(r.question.id));
    await assertBankRoom(tx, await examAllowance(tx, c.ws.ownerId), await held(tx, c.ws.organizationId), fresh.length, c.locale);
    if (fresh.length > 0) await tx.insert(bankQuestions).values(fresh.map((r) => rowOf(r.question, c, body.labels ?? [])));
    return fresh.length;
  });
}

export async function listBank(db: Db, ws: WorkspaceContext, query: BankListQuery): Promise<{ items: BankQuestion[]; total: number; page: number }> {
  const q = bankListQuerySchema.parse(query);
  const where = and(
    visibleBank(ws),
    q.type ? eq(bankQuestions.type, q.type) : undefined,
    q.verb ? eq(bankQuestions.verbId, q.verb) : undefined,
    q.root ? eq(bankQuestions.root, q.root) : undefined,
    q.pattern ? eq(bankQuestions.pattern, q.pattern) : undefined,
    q.cefr ? eq(bankQuestions.cefr, q.cefr) : undefined,
    q.tag
      ? sql`(${bankQuestions.labels} @> ${JSON.stringify([q.tag])}::jsonb or ${bankQuestions.question}->'tags' @> ${JSON.stringify([q.tag])}::jsonb or ${bankQuestions.labels}::text ilike ${containsPattern(q.tag)})`
      : undefined,
  );
  const [total] = await db.select({ n: count() }).from(bankQuestions).where(where);
  const rows = await db
    .select({ row: bankQuestions, owner: users.fullName })
    .from(bankQuestions)
    .innerJoin(users, eq(users.id, bankQuestions.ownerId))
    .where(where)
    .orderBy(desc(bankQuestions.createdAt), asc(bankQuestions.id))
    .limit(BANK_PER_PAGE)
    .offset((q.page - 1) * BANK_PER_PAGE);
  return { items: rows.map((r) => present(r.row, r.owner)), total: total?.n ?? 0, page: q.page };
}

/** An edit makes a new version, checked by the engine; the old one is retired and kept. */
export async function editBankQuestion(c: DraftContext, id: string, input: z.input<typeof editBankQuestionRequestSchema>): Promise<BankQuestion> {
  const body = editBankQuestionRequestSchema.parse(input);
  const row = await findBankQuestion(c.db, c.ws, id);
  if (row.ownerId !== c.ws.userId) throw new AppError('forbidden', 403, 'exam_owner_only');
  const q = row.question;
  const beyondWording = body.options !== undefined || body.answer !== undefined;
  if (body.stem || body.explanation || beyondWording) await assertEditAllowed(c.db, await examAllowance(c.db, c.ws.ownerId), beyondWording, c.locale);
  let edited: Question = { ...q, stem: body.stem ?? q.stem, explanation: body.explanation ?? q.explanation };
  if (body.options) {
    const ids = new Set(q.options.map((o) => o.id));
    if (
      q.format !== 'multiple_choice' ||
      body.options.length !== q.options.length ||
      body.options.some((o) => !ids.has(o.id)) ||
      !q.options.every((o) => /[\u0621-\u064A]/.test(o.value) && o.value.length > 3)
    )
      throw new AppError('validation_failed', 422, 'validation_failed', {}, [{ path: 'options', key: 'exam_question_options_forms' }]);
    const value = (oid: string) => body.options!.find((o) => o.id === oid)!.value.normalize('NFC');
    edited = { ...edited, options: q.options.map((o) => ({ ...o, value: value(o.id), text: value(o.id), label: { ar: value(o.id), en: value(o.id) } })) };
  }
  if (body.answer) {
    if ('option_id' in body.answer && q.format !== 'typed' && edited.options.some((o) => o.id === (body.answer as { option_id: string }).option_id))
      edited = { ...edited, answer: { option_id: body.answer.option_id } };
    else if ('accepted' in body.answer && q.format === 'typed') {
      const accepted = [...new Set(body.answer.accepted.map((a) => a.normalize('NFC')))];
      edited = { ...edited, answer: { text: accepted[0]!, accepted } };
    } else throw new AppError('validation_failed', 422, 'validation_failed', {}, [{ path: 'answer', key: 'value_invalid' }]);
  }
  const verdict = c.generator.check(edited);
  if (!verdict.ok)
    throw new AppError('validation_failed', 422, 'exam_question_wrong', { reason: verdict.reason[c.locale] }, [
      { path: 'question', key: 'exam_question_wrong', params: { reason: verdict.reason[c.locale] } },
    ]);
  const [owner] = await c.db.select({ name: users.fullName }).from(users).where(eq(users.id, row.ownerId));
  return c.db.transaction(async (tx) => {
    await tx.update(bankQuestions).set({ retiredAt: c.now }).where(eq(bankQuestions.id, row.id));
    const [made] = await tx
      .insert(bankQuestions)
      .values({ ...rowOf(edited, c, body.labels ?? row.labels), version: row.version + 1, replaces: row.id })
      .returning();
    return present(made!, owner?.name ?? '—');
  });
}

export async function deleteBankQuestion(c: DraftContext, id: string): Promise<void> {
  const row = await findBankQuestion(c.db, c.ws, id);
  if (row.ownerId !== c.ws.userId) throw new AppError('forbidden', 403, 'exam_owner_only');
  await c.db.update(bankQuestions).set({ retiredAt: c.now }).where(eq(bankQuestions.id, row.id));
}

/** Bank questions appended to a draft, each once, within the plan's questions per exam. */
export async function addFromBank(c: DraftContext, examId: string, input: z.input<typeof addFromBankRequestSchema>): Promise<number> {
  const body = addFromBankRequestSchema.parse(input);
  const exam = await findExam(c.db, c.ws, examId);
  assertAuthor(exam, c.ws);
  if (exam.status === 'published') throw new AppError('conflict', 409, 'exam_published_locked');
  const chosen = await c.db
    .select()
    .from(bankQuestions)
    .where(and(inArray(bankQuestions.id, body.bank_ids), visibleBank(c.ws)));
  if (chosen.length !== new Set(body.bank_ids).size) throw new AppError('not_found', 404, 'not_found');
  const current = await c.db.select().from(examQuestions).where(eq(examQuestions.examId, exam.id));
  const have = new Set(current.map((r) => r.questionId));
  // in the order asked, each question once
  const byId = new Map(chosen.map((r) => [r.id, r]));
  const fresh = [...new Set(body.bank_ids)].map((id) => byId.get(id)!).filter((r) => !have.has(r.question.id) && have.add(r.question.id));
  await assertExamAllowed(
    c.db,
    await examAllowance(c.db, c.ws.ownerId),
    { count: current.length + fresh.length, formats: [...new Set(fresh.map((r) => r.question.format))] },
    c.locale,
  );
  if (fresh.length === 0) return 0;
  await c.db.transaction(async (tx) => {
    await tx.insert(examQuestions).values(fresh.map((r, i) => ({ examId: exam.id, questionId: r.question.id, position: current.length + i, question: r.question })));
    await tx
      .update(exams)
      .set({ version: exam.version + 1, updatedAt: c.now })
      .where(eq(exams.id, exam.id));
    await audit(tx, c, 'exam_updated', exam.id, exam.title);
  });
  return fresh.length;
}

export async function bankSelection(db: Db, ws: WorkspaceContext, ids: string[]): Promise<Question[]> {
  const rows = await db
    .select()
    .from(bankQuestions)
    .where(and(inArray(bankQuestions.id, ids), visibleBank(ws)))
    .orderBy(asc(bankQuestions.createdAt));
  return rows.map((r) => r.question);
}

/** A GIFT file into the bank: each question checked by the engine; the refused ones say why. */
export async function importGift(c: DraftContext, input: z.input<typeof importGiftRequestSchema>): Promise<{ imported: number; refused: { title: string; reason: string }[] }> {
  const body = importGiftRequestSchema.parse(input);
  const read = fromGift(body.gift, c.locale, (q) => c.generator.check(q));
  // A question's data line is JSON, where an escape (\u0000) spells what the text rule refuses
  // in the file itself: PostgreSQL would refuse it in the bank's JSON column.
  if (read.questions.some((q) => refusedTextPath(q) !== null)) throw fieldError('gift', 'text_characters');
  const refused = read.refused.map((r) => ({ title: r.title, reason: r.reason[c.locale] }));
  const imported = await c.db.transaction(async (tx) => {
    await lockOrganization(tx, c.ws.organizationId);
    const mine = await tx
      .select({ qid: sql<string>`${bankQuestions.question}->>'id'` })
      .from(bankQuestions)
      .where(and(eq(bankQuestions.ownerId, c.ws.userId), isNull(bankQuestions.retiredAt)));
    const have = new Set(mine.map((m) => m.qid));
    const fresh = read.questions.filter((q) => !have.has(q.id) && have.add(q.id));
    await assertBankRoom(tx, await examAllowance(tx, c.ws.ownerId), await held(tx, c.ws.organizationId), fresh.length, c.locale);
    if (fresh.length > 0) await tx.insert(bankQuestions).values(fresh.map((q) => rowOf(q, c, ['imported'])));
    return fresh.length;
  });
  return { imported, refused };
}
