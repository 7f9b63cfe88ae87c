import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOCALES, type Locale, dataEnvelope, errorBodySchema } from '@tasreef/contracts';
import {
  createPracticeSetRequestSchema,
  practiceAnswerRequestSchema,
  practiceAnswerResultSchema,
  practiceProgressSchema,
  practiceSetIdSchema,
  practiceSetSchema,
} from '@tasreef/contracts/practice';
import { authed, requireVerified } from '../auth/http.ts';
import { practiceProgress } from './progress.ts';
import type { AuthService } from '../auth/service.ts';
import { examGenerator } from '../exams/generator.ts';
import type { LexiconHolder } from '../search/lexicon.ts';
import { loadedLexicon } from '../search/routes.ts';
import { answerQuestion, createSet, loadSet, setView, type PracticeContext } from './sets.ts';

export interface PracticeRoutesOptions {
  auth: AuthService;
  lexicon: LexiconHolder;
}

const params = z.object({ locale: z.enum(LOCALES) });
const withSet = params.extend({ id: practiceSetIdSchema });
const withQuestion = withSet.extend({ question_id: z.string().regex(/^q_[a-z0-9]{1,12}$/, 'practice_question_not_found') });
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema, 503: errorBodySchema };

const verbIds = new WeakMap<object, Set<string>>();

/** Practice sets for learners, signed in or not (ADR 0036). */
export const practiceRoutes: FastifyPluginAsync<PracticeRoutesOptions> = async (app, { auth, lexicon }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['practice'];
  // A signed-in learner is limited as themselves, an anonymous one by address.
  const limit = (name: string, max: number) =>
    app.rateLimit({ max, timeWindow: '1 minute', keyGenerator: (request: FastifyRequest) => `practice:${name}:${request.auth?.user.id ?? request.ip}` });
  const createLimit = limit('create', 30);
  const answerLimit = limit('answer', 300);
  const readLimit = limit('read', 300);
  const context = (request: FastifyRequest): PracticeContext => ({
    db: auth.ctx.db,
    now: auth.ctx.now(),
    locale: (request.params as { locale: Locale }).locale,
    userId: request.auth?.user.id ?? null,
  });
  const knownVerb = (id: string) => {
    const entries = loadedLexicon(lexicon).analyzer.entries;
    let ids = verbIds.get(entries);
    if (!ids) verbIds.set(entries, (ids = new Set(entries.map((e) => e.id))));
    return ids.has(id);
  };

  r.post('/practice/sets', {
    schema: {
      summary: 'Start a practice set of ten generated questions (by verb, root, pattern, question type), or retry the wrong answers of a finished one; the keys stay on the server',
      tags,
      params,
      body: createPracticeSetRequestSchema,
      response: { 201: dataEnvelope(practiceSetSchema), ...errors },
    },
    config: { rateLimit: false },
    preHandler: createLimit,
    handler: async (request, reply) => {
      const set = await createSet(context(request), request.body, () => examGenerator(lexicon), knownVerb);
      reply.code(201);
      return { data: set };
    },
  });

  r.get('/practice/sets/:id', {
    schema: {
      summary: 'A practice set: its questions (the answered ones with their verdict, key and explanation), the score once finished',
      tags,
      params: withSet,
      response: { 200: dataEnvelope(practiceSetSchema), ...errors },
    },
    config: { rateLimit: false },
    preHandler: readLimit,
    handler: async (request) => ({ data: setView(await loadSet(context(request), request.params.id)) }),
  });

  r.post('/practice/sets/:id/answers/:question_id', {
    schema: {
      summary: 'Answer one question, once: the verdict, the key and the engine’s explanation (recorded toward progress when signed in)',
      tags,
      params: withQuestion,
      body: practiceAnswerRequestSchema,
      response: { 200: dataEnvelope(practiceAnswerResultSchema), ...errors },
    },
    config: { rateLimit: false },
    preHandler: answerLimit,
    handler: async (request) => ({ data: await answerQuestion(context(request), request.params.id, request.params.question_id, request.body) }),
  });

  r.get('/practice/progress', {
    schema: {
      summary: 'The signed-in learner’s practice progress: share right per grammatical feature (weakest first), days practised, streak',
      tags,
      params,
      response: { 200: dataEnvelope(practiceProgressSchema), ...errors },
    },
    config: { rateLimit: false },
    preHandler: [requireVerified, readLimit],
    handler: async (request) => {
      const user = authed(request).user;
      return { data: await practiceProgress(auth.ctx.db, user.id, user.timeZone, auth.ctx.now(), request.params.locale) };
    },
  });
};
