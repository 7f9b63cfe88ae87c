import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Locale, dataEnvelope, listEnvelope, messageDataSchema, translate, plainText } from '@tasreef/contracts';
import {
  createExamRequestSchema,
  addFromBankRequestSchema,
  bankListQuerySchema,
  bankQuestionSchema,
  editBankQuestionRequestSchema,
  saveToBankRequestSchema,
  importGiftRequestSchema,
  importGiftAnswerSchema,
  GIFT_IMPORT_MAX,
  editQuestionRequestSchema,
  questionSchema,
  examDetailsSchema,
  examListQuerySchema,
  examSummarySchema,
  generateRequestSchema,
  generatedExamSchema,
  publishExamRequestSchema,
  examSettingsRequestSchema,
  updateExamRequestSchema,
} from '@tasreef/contracts/exams';
import { authed, requireEducator, requireVerified } from '../http/guards.ts';
import { AppError } from '../http/errors.ts';
import type { LexiconHolder } from '../search/lexicon.ts';
import { workspaceOf } from '../management/workspace.ts';
import type { QuranService } from '../quran/service.ts';
import { examGenerator } from './generator.ts';
import { toGift, toMoodleXml } from '@tasreef/exams';
import { assertExamAllowed, examAllowance } from './entitlements.ts';
import { cloneExam, createExam, deleteExam, updateExam, type DraftContext } from './drafts.ts';
import { publishExam, saveExamSettings } from './publish.ts';
import { editQuestion, regenerateQuestion } from './questions.ts';
import { BANK_PER_PAGE, addFromBank, bankSelection, deleteBankQuestion, editBankQuestion, importGift, listBank, saveToBank } from './bank.ts';
import { EXAMS_PER_PAGE, examDetails, listExams } from './list.ts';
import type { FastifyRequest } from 'fastify';
import { errorResponses, localeParams, withExamQuestion, withId } from '../http/route-schemas.ts';
import { qtiRoutes } from './qti-routes.ts';
import { overrideRoutes } from './override-routes.ts';

export interface ExamRoutesOptions {
  lexicon: LexiconHolder;
  /** The Quran's service, for the criterion "verbs of the Quran". */
  quran?: { get(): QuranService };
}

const questionAnswer = dataEnvelope(z.object({ question: questionSchema, message: z.string() }));
const errors = errorResponses(401, 403, 404, 409, 422, 429, 503);
const examAnswer = dataEnvelope(z.object({ exam: examDetailsSchema, message: z.string() }));

/** Exams (shared/spec/exams.md): generation now; drafts, publishing and the bank build on it. */
export const examRoutes: FastifyPluginAsync<ExamRoutesOptions> = async (app, { lexicon, quran }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['exams'];
  const { db, clock: now } = app;
  const draftContext = async (request: FastifyRequest): Promise<DraftContext> => ({
    db,
    now: now(),
    locale: (request.params as { locale: Locale }).locale,
    get generator() {
      return examGenerator(lexicon, quran);
    },
    ws: await workspaceOf(db, authed(request).user, now()),
    ip: request.ip,
  });

  r.post('/exams/generate', {
    schema: {
      summary: 'Generate an exam from criteria, storing nothing (the wizard’s preview); the questions carry their answers',
      tags,
      params: localeParams,
      body: generateRequestSchema,
      response: { 200: dataEnvelope(generatedExamSchema), ...errors },
    },
    preHandler: requireEducator,
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request) => {
      const { locale } = request.params;
      const ws = await workspaceOf(db, authed(request).user, app.clock());
      const allowance = await examAllowance(db, ws.ownerId);
      const body = { ...request.body, locale };
      await assertExamAllowed(db, allowance, { count: body.question_count, formats: body.formats }, locale);
      const generator = examGenerator(lexicon, quran);
      let out = generator.generate(body);
      // "let the engine decide" stays within the plan's questions per exam
      if (!('error' in out) && allowance.questionsPerExam !== null && out.questions.length > allowance.questionsPerExam)
        out = generator.generate({ ...body, question_count: allowance.questionsPerExam });
      if ('error' in out)
        throw new AppError('validation_failed', 422, 'exam_criteria_short', { reason: out.message[locale] }, [
          { path: 'question_count', key: 'exam_criteria_short', params: { reason: out.message[locale] } },
        ]);
      return { data: out };
    },
  });

  r.post('/exams', {
    schema: {
      summary: 'Save a draft: a title, an objective and the generated questions kept (named by id, in order)',
      tags,
      params: localeParams,
      body: createExamRequestSchema,
      response: { 201: examAnswer, ...errors },
    },
    preHandler: requireEducator,
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const c = await draftContext(request);
      const id = await createExam(c, request.body);
      reply.code(201);
      return { data: { exam: await examDetails(db, c.ws, id, c.now, c.locale), message: translate(c.locale, 'data_updated') } };
    },
  });

  r.get('/exams', {
    schema: {
      summary: 'The exam list: an educator’s own exams (a school’s: all of its teachers’), a student’s assigned ones',
      tags,
      params: localeParams,
      querystring: examListQuerySchema,
      response: { 200: listEnvelope(examSummarySchema), ...errors },
    },
    preHandler: requireVerified,
    handler: async (request) => {
      const user = authed(request).user;
      const who = user.type === 'student' ? { studentId: user.id } : { ws: await workspaceOf(db, user, now()) };
      const { items, total, page } = await listExams(db, who, request.query, now());
      return { data: items, meta: { page, per_page: EXAMS_PER_PAGE, total } };
    },
  });

  r.get('/exams/:id', {
    schema: {
      summary: 'An exam with its questions and answers, settings and assignments (its educator and their school)',
      tags,
      params: withId,
      response: { 200: dataEnvelope(examDetailsSchema), ...errors },
    },
    preHandler: requireEducator,
    handler: async (request) => {
      const { locale, id } = request.params;
      const ws = await workspaceOf(db, authed(request).user, now());
      return { data: await examDetails(db, ws, id, now(), locale) };
    },
  });

  r.patch('/exams/:id', {
    schema: {
      summary: 'Change a draft (title, objective, request, the questions kept and their order, the wizard step); a published exam: title and objective',
      tags,
      params: withId,
      body: updateExamRequestSchema,
      response: { 200: examAnswer, ...errors },
    },
    preHandler: requireEducator,
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request) => {
      const c = await draftContext(request);
      await updateExam(c, request.params.id, request.body);
      return { data: { exam: await examDetails(db, c.ws, request.params.id, c.now, c.locale), message: translate(c.locale, 'data_updated') } };
    },
  });

  r.delete('/exams/:id', {
    schema: { summary: 'Delete an exam', tags, params: withId, response: { 200: messageDataSchema, ...errors } },
    preHandler: requireEducator,
    handler: async (request) => {
      const c = await draftContext(request);
      await deleteExam(c, request.params.id);
      return { data: { message: translate(c.locale, 'exam_deleted') } };
    },
  });

  r.put('/exams/:id/settings', {
    schema: {
      summary: 'Step 4 of a draft: dates, access, duration, passing score, attempts, review policy, assignments, kept for the review without publishing',
      tags,
      params: withId,
      body: examSettingsRequestSchema,
      response: { 200: examAnswer, ...errors },
    },
    preHandler: requireEducator,
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request) => {
      const c = await draftContext(request);
      await saveExamSettings(c, request.params.id, request.body);
      return { data: { exam: await examDetails(db, c.ws, request.params.id, c.now, c.locale), message: translate(c.locale, 'exam_settings_saved') } };
    },
  });

  r.post('/exams/:id/publish', {
    schema: {
      summary: 'Publish: dates, access, duration, passing score, attempts, review policy, assignments; without a body, the settings step 4 kept',
      tags,
      params: withId,
      // no body arrives as null
      body: publishExamRequestSchema.nullish(),
      response: { 200: examAnswer, ...errors },
    },
    preHandler: requireEducator,
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request) => {
      const c = await draftContext(request);
      await publishExam(c, request.params.id, request.body ?? undefined);
      return { data: { exam: await examDetails(db, c.ws, request.params.id, c.now, c.locale), message: translate(c.locale, 'exam_published') } };
    },
  });

  r.post('/exams/:id/clone', {
    schema: { summary: 'Clone an exam as a new draft', tags, params: withId, response: { 201: examAnswer, ...errors } },
    preHandler: requireEducator,
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const c = await draftContext(request);
      const id = await cloneExam(c, request.params.id);
      reply.code(201);
      return { data: { exam: await examDetails(db, c.ws, id, c.now, c.locale), message: translate(c.locale, 'exam_cloned') } };
    },
  });

  r.patch('/exams/:id/questions/:question_id', {
    schema: {
      summary:
        'Edit a question: wording (partial editing), options that are forms and the key (full editing); the engine checks the result and a wrong edit is refused with the reason',
      tags,
      params: withExamQuestion,
      body: editQuestionRequestSchema,
      response: { 200: questionAnswer, ...errors },
    },
    preHandler: requireEducator,
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request) => {
      const c = await draftContext(request);
      const question = await editQuestion(c, request.params.id, request.params.question_id, request.body);
      return { data: { question, message: translate(c.locale, 'data_updated') } };
    },
  });

  r.post('/exams/:id/questions/:question_id/regenerate', {
    schema: {
      summary: 'Put a new question of the same type and format in this one’s place (a draft)',
      tags,
      params: withExamQuestion,
      response: { 200: questionAnswer, ...errors },
    },
    preHandler: requireEducator,
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request) => {
      const c = await draftContext(request);
      const question = await regenerateQuestion(c, request.params.id, request.params.question_id);
      return { data: { question, message: translate(c.locale, 'data_updated') } };
    },
  });

  r.post('/exams/:id/questions/from-bank', {
    schema: {
      summary: 'Append questions of the bank to a draft (each once, within the plan)',
      tags,
      params: withId,
      body: addFromBankRequestSchema,
      response: { 200: messageDataSchema, ...errors },
    },
    preHandler: requireEducator,
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request) => {
      const c = await draftContext(request);
      const n = await addFromBank(c, request.params.id, request.body);
      return { data: { message: translate(c.locale, 'bank_added', { number: n }) } };
    },
  });

  r.post('/bank/questions', {
    schema: {
      summary: 'Save questions of an exam to the question bank',
      tags,
      params: localeParams,
      body: saveToBankRequestSchema,
      response: { 201: messageDataSchema, ...errors },
    },
    preHandler: requireEducator,
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const c = await draftContext(request);
      const n = await saveToBank(c, request.body);
      reply.code(201);
      return { data: { message: translate(c.locale, 'bank_saved', { number: n }) } };
    },
  });

  r.post('/bank/import', {
    schema: {
      summary: 'Import a GIFT file into the question bank: Tasreef questions (perhaps edited in an LMS), each checked by the engine; the refused ones say why',
      tags,
      params: localeParams,
      body: importGiftRequestSchema,
      response: { 200: dataEnvelope(importGiftAnswerSchema), ...errors },
    },
    preHandler: requireEducator,
    bodyLimit: GIFT_IMPORT_MAX * 4 + 1024,
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    handler: async (request) => {
      const c = await draftContext(request);
      const { imported, refused } = await importGift(c, request.body);
      return { data: { imported, refused, message: translate(c.locale, 'bank_imported', { number: imported, refused: refused.length }) } };
    },
  });

  r.get('/bank/questions', {
    schema: {
      summary: 'The question bank, searched by type, verb, root, pattern, level and tag',
      tags,
      params: localeParams,
      querystring: bankListQuerySchema,
      response: { 200: listEnvelope(bankQuestionSchema), ...errors },
    },
    preHandler: requireEducator,
    handler: async (request) => {
      const { items, total, page } = await listBank(db, await workspaceOf(db, authed(request).user, now()), request.query);
      return { data: items, meta: { page, per_page: BANK_PER_PAGE, total } };
    },
  });

  r.patch('/bank/questions/:id', {
    schema: {
      summary: 'Edit a bank question: a new version, checked by the engine; and its tags',
      tags,
      params: withId,
      body: editBankQuestionRequestSchema,
      response: { 200: dataEnvelope(z.object({ question: bankQuestionSchema, message: z.string() })), ...errors },
    },
    preHandler: requireEducator,
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request) => {
      const c = await draftContext(request);
      const question = await editBankQuestion(c, request.params.id, request.body);
      return { data: { question, message: translate(c.locale, 'data_updated') } };
    },
  });

  r.delete('/bank/questions/:id', {
    schema: { summary: 'Remove a question from the bank (exams that use it keep their copy)', tags, params: withId, response: { 200: messageDataSchema, ...errors } },
    preHandler: requireEducator,
    handler: async (request) => {
      const c = await draftContext(request);
      await deleteBankQuestion(c, request.params.id);
      return { data: { message: translate(c.locale, 'bank_deleted') } };
    },
  });

  r.get('/bank/export', {
    schema: {
      summary: 'Download bank questions as Moodle XML or GIFT',
      tags,
      params: localeParams,
      querystring: z.object({
        format: z.enum(EXPORT_FORMATS, { error: 'choice_invalid' }),
        ids: z.union([plainText(z.string().max(4000)), z.array(plainText(z.string().max(40))).max(200)]),
      }),
      response: { 200: z.string().describe('The file: application/xml (Moodle XML) or text/plain (GIFT), UTF-8'), ...errors },
    },
    preHandler: requireEducator,
    handler: async (request, reply) => {
      const { locale } = request.params;
      // `ids=a,b` or `ids=a&ids=b` (a form's checkboxes)
      const ids = [request.query.ids]
        .flat()
        .flatMap((x) => x.split(','))
        .filter((x) => /^[0-9a-f-]{36}$/i.test(x))
        .slice(0, 200);
      const questions = ids.length ? await bankSelection(db, await workspaceOf(db, authed(request).user, now()), ids) : [];
      const moodle = request.query.format === 'moodle_xml';
      const title = locale === 'ar' ? 'بنك الأسئلة' : 'Question bank';
      reply
        .type(moodle ? 'application/xml; charset=utf-8' : 'text/plain; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="question-bank.${moodle ? 'xml' : 'gift.txt'}"; filename*=UTF-8''${encodeURIComponent(`${title}.${moodle ? 'xml' : 'gift.txt'}`)}`,
        );
      return moodle ? toMoodleXml(questions, locale, title) : toGift(questions, locale, `$course$/Tasreef/${title}`);
    },
  });

  r.get('/exams/:id/export', {
    schema: {
      summary: 'Download an exam as Moodle XML or GIFT (questions with their answers, in the request’s language)',
      tags,
      params: withId,
      querystring: z.object({ format: z.enum(EXPORT_FORMATS, { error: 'choice_invalid' }) }),
      response: { 200: z.string().describe('The file: application/xml (Moodle XML) or text/plain (GIFT), UTF-8'), ...errors },
    },
    preHandler: requireEducator,
    handler: async (request, reply) => {
      const { locale, id } = request.params;
      const exam = await examDetails(db, await workspaceOf(db, authed(request).user, now()), id, now(), locale);
      const moodle = request.query.format === 'moodle_xml';
      const file = moodle ? toMoodleXml(exam.questions, locale, exam.title) : toGift(exam.questions, locale, `$course$/Tasreef/${exam.title}`);
      const name = `${asciiName(exam.title) || 'exam'}.${moodle ? 'xml' : 'gift.txt'}`;
      reply
        .type(moodle ? 'application/xml; charset=utf-8' : 'text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(`${exam.title}.${moodle ? 'xml' : 'gift.txt'}`)}`);
      return file;
    },
  });

  // QTI 3.0 export and import (ADR 0085), in a scope of their own (the import's multipart parser)
  await app.register(qtiRoutes, { draftContext, requireEducator });
  await app.register(overrideRoutes, { requireEducator });
};

const EXPORT_FORMATS = ['moodle_xml', 'gift'] as const;

/** A file name of the title's ASCII letters and digits (the UTF-8 name travels in filename*). */
const asciiName = (title: string) =>
  title
    .replace(/[^A-Za-z0-9 _-]+/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 80);
