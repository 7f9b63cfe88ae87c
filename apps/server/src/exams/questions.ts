/**
 * One question of an exam: a teacher's edit (checked by the engine; refused with the reason when
 * wrong), or a new question in its place from the same criteria. A published exam keeps its
 * options (students chose among them); a changed key regrades every submitted attempt.
 */
import { and, eq } from 'drizzle-orm';
import { editQuestionRequestSchema, type EditQuestionRequest, type Question } from '@tasreef/contracts/exams';
import { exams, examQuestions } from '../db/exams.ts';
import { AppError } from '../http/errors.ts';
import { assertEditAllowed, examAllowance } from './entitlements.ts';
import { audit, type DraftContext } from './drafts.ts';
import { assertAuthor, findExam, type ExamRow } from './scope.ts';
import { regradeSubmitted } from './attempts.ts';

/** Types whose options are forms (a teacher may rewrite them); the others' are names of a fixed vocabulary. */
const FORM_OPTIONS = new Set(['conjugate', 'masdar', 'active_participle', 'passive_participle', 'mood_in_context', 'negation', 'agreement', 'make_passive']);
const isFormOptions = (q: Question) => FORM_OPTIONS.has(q.type) || ((q.type === 'voice' || q.type === 'derived_noun') && q.options.every((o) => /[\u0621-\u064A]/.test(o.value)));

async function questionOf(c: DraftContext, exam: ExamRow, questionId: string): Promise<{ question: Question; position: number }> {
  const [row] = await c.db
    .select()
    .from(examQuestions)
    .where(and(eq(examQuestions.examId, exam.id), eq(examQuestions.questionId, questionId)));
  if (!row) throw new AppError('not_found', 404, 'exam_question_not_found');
  return { question: row.question, position: row.position };
}

const wrong = (reason: string) => new AppError('validation_failed', 422, 'exam_question_wrong', { reason }, [{ path: 'question', key: 'exam_question_wrong', params: { reason } }]);

export async function editQuestion(c: DraftContext, examId: string, questionId: string, input: EditQuestionRequest): Promise<Question> {
  const body = editQuestionRequestSchema.parse(input);
  const exam = await findExam(c.db, c.ws, examId);
  assertAuthor(exam, c.ws);
  const { question } = await questionOf(c, exam, questionId);
  const beyondWording = body.options !== undefined || body.answer !== undefined;
  await assertEditAllowed(c.db, await examAllowance(c.db, c.ws.ownerId), beyondWording, c.locale);
  if (exam.status === 'published' && body.options !== undefined) throw new AppError('conflict', 409, 'exam_published_wording_only');
  let edited: Question = { ...question, stem: body.stem ?? question.stem, explanation: body.explanation ?? question.explanation };
  if (body.options) {
    if (question.format !== 'multiple_choice' || !isFormOptions(question))
      throw new AppError('validation_failed', 422, 'validation_failed', {}, [{ path: 'options', key: 'exam_question_options_forms' }]);
    const ids = new Set(question.options.map((o) => o.id));
    if (body.options.length !== question.options.length || body.options.some((o) => !ids.has(o.id)))
      throw new AppError('validation_failed', 422, 'validation_failed', {}, [{ path: 'options', key: 'value_invalid' }]);
    const value = (id: string) => body.options!.find((o) => o.id === id)!.value.normalize('NFC');
    edited = { ...edited, options: question.options.map((o) => ({ ...o, value: value(o.id), text: value(o.id), label: { ar: value(o.id), en: value(o.id) } })) };
  }
  if (body.answer) {
    if ('option_id' in body.answer) {
      if (question.format === 'typed' || !edited.options.some((o) => o.id === (body.answer as { option_id: string }).option_id))
        throw new AppError('validation_failed', 422, 'validation_failed', {}, [{ path: 'answer.option_id', key: 'value_invalid' }]);
      edited = { ...edited, answer: { option_id: body.answer.option_id } };
    } else {
      if (question.format !== 'typed') throw new AppError('validation_failed', 422, 'validation_failed', {}, [{ path: 'answer', key: 'value_invalid' }]);
      const accepted = [...new Set(body.answer.accepted.map((a) => a.normalize('NFC')))];
      edited = { ...edited, answer: { text: accepted[0]!, accepted } };
    }
  }
  // a true/false answer follows its claim: the edited statement is checked, not trusted
  const verdict = c.generator.check(edited);
  if (!verdict.ok) throw wrong(verdict.reason[c.locale]);
  const tags = beyondWording && !edited.tags.includes('edited') ? [...edited.tags, 'edited'] : edited.tags;
  edited = { ...edited, tags };
  await c.db.transaction(async (tx) => {
    await tx
      .update(examQuestions)
      .set({ question: edited })
      .where(and(eq(examQuestions.examId, exam.id), eq(examQuestions.questionId, questionId)));
    await tx
      .update(exams)
      .set({ version: exam.version + 1, updatedAt: c.now })
      .where(eq(exams.id, exam.id));
    if (exam.status === 'published' && body.answer) {
      const questions = (await tx.select().from(examQuestions).where(eq(examQuestions.examId, exam.id)).orderBy(examQuestions.position)).map((r) => r.question);
      await regradeSubmitted(tx, exam, questions, c.now);
    }
    await audit(tx, c, 'exam_updated', exam.id, exam.title);
  });
  return edited;
}

/** A new question in place of one of a draft: same type and format, same criteria, asking nothing the exam asks. */
export async function regenerateQuestion(c: DraftContext, examId: string, questionId: string): Promise<Question> {
  const exam = await findExam(c.db, c.ws, examId);
  assertAuthor(exam, c.ws);
  if (exam.status === 'published') throw new AppError('conflict', 409, 'exam_published_locked');
  const { question, position } = await questionOf(c, exam, questionId);
  const taken = (await c.db.select().from(examQuestions).where(eq(examQuestions.examId, exam.id))).map((r) => r.question);
  const fresh = c.generator.replacement({ ...exam.request, locale: c.locale }, question, taken);
  if (!fresh || taken.some((q) => q.id === fresh.id)) throw new AppError('validation_failed', 422, 'exam_question_no_replacement');
  await c.db.transaction(async (tx) => {
    await tx.delete(examQuestions).where(and(eq(examQuestions.examId, exam.id), eq(examQuestions.questionId, questionId)));
    await tx.insert(examQuestions).values({ examId: exam.id, questionId: fresh.id, position, question: fresh });
    await tx
      .update(exams)
      .set({ version: exam.version + 1, updatedAt: c.now })
      .where(eq(exams.id, exam.id));
    await audit(tx, c, 'exam_updated', exam.id, exam.title);
  });
  return fresh;
}
