import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOCALES, dataEnvelope, errorBodySchema } from '@tasreef/contracts';
import { generateRequestSchema, generatedExamSchema } from '@tasreef/contracts/exams';
import type { AuthService } from '../auth/service.ts';
import { authed, requireEducator } from '../auth/http.ts';
import { AppError } from '../http/errors.ts';
import type { LexiconHolder } from '../search/lexicon.ts';
import { workspaceOf } from '../management/workspace.ts';
import { examGenerator } from './generator.ts';
import { assertExamAllowed, examAllowance } from './entitlements.ts';

export interface ExamRoutesOptions {
  auth: AuthService;
  lexicon: LexiconHolder;
}

const params = z.object({ locale: z.enum(LOCALES) });
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema, 503: errorBodySchema };

/** Exams (shared/spec/exams.md): generation now; drafts, publishing and the bank build on it. */
export const examRoutes: FastifyPluginAsync<ExamRoutesOptions> = async (app, { auth, lexicon }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['exams'];
  const { db } = auth.ctx;

  r.post('/exams/generate', {
    schema: {
      summary: 'Generate an exam from criteria, storing nothing (the wizard’s preview); the questions carry their answers',
      tags,
      params,
      body: generateRequestSchema,
      response: { 200: dataEnvelope(generatedExamSchema), ...errors },
    },
    preHandler: requireEducator,
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request) => {
      const { locale } = request.params;
      const ws = await workspaceOf(db, authed(request).user, auth.ctx.now());
      const allowance = await examAllowance(db, ws.ownerId);
      const body = { ...request.body, locale };
      await assertExamAllowed(db, allowance, { count: body.question_count, formats: body.formats }, locale);
      const generator = examGenerator(lexicon);
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
};
