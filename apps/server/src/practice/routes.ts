import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Locale, dataEnvelope } from '@tasreef/contracts';
import {
  createPracticeSetRequestSchema,
  examResultsSchema,
  practiceAnswerRequestSchema,
  practiceAnswerResultSchema,
  practiceProgressSchema,
  practiceSetIdSchema,
  practiceSetSchema,
} from '@tasreef/contracts/practice';
import { authed, requireVerified } from '../http/guards.ts';
import { practiceProgress } from './progress.ts';
import { dayIn, validZone } from './days.ts';
import { examResultsOf } from './exam-results.ts';
import { assertProgress, learnerEntitlements, progressLevel, progressLifting, takeDailySet } from './plan.ts';
import { dueItems, queueAnswers, queueView, replayQueue } from './queue.ts';
import { translate } from '@tasreef/contracts';
import { examGenerator } from '../exams/generator.ts';
import type { LexiconHolder } from '../search/lexicon.ts';
import { loadedLexicon } from '../search/routes.ts';
import { answerQuestion, createSet, loadSet, setView, type PracticeContext } from './sets.ts';
import { errorResponses, localeParams, questionId } from '../http/route-schemas.ts';
import { limitKeyOf } from '../http/client-address.ts';

export interface PracticeRoutesOptions {
  lexicon: LexiconHolder;
}

const withSet = localeParams.extend({ id: practiceSetIdSchema });
const withQuestion = withSet.extend({ question_id: questionId('practice_question_not_found') });
const errors = errorResponses(401, 403, 404, 409, 422, 429, 503);

const verbIds = new WeakMap<object, Map<string, string>>();

/** Practice sets for learners, signed in or not (ADR 0036). */
export const practiceRoutes: FastifyPluginAsync<PracticeRoutesOptions> = async (app, { lexicon }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['practice'];
  // A signed-in learner is limited as themselves, an anonymous one by address.
  const limit = (name: string, max: number) =>
    app.rateLimit({ max, timeWindow: '1 minute', keyGenerator: (request: FastifyRequest) => `practice:${name}:${request.auth?.user.id ?? limitKeyOf(request.ip)}` });
  const createLimit = limit('create', 30);
  const answerLimit = limit('answer', 300);
  const readLimit = limit('read', 300);
  const context = (request: FastifyRequest): PracticeContext => ({
    db: app.db,
    now: app.clock(),
    locale: (request.params as { locale: Locale }).locale,
    userId: request.auth?.user.id ?? null,
  });
  const lemmas = () => {
    const entries = loadedLexicon(lexicon).analyzer.entries;
    let ids = verbIds.get(entries);
    if (!ids) verbIds.set(entries, (ids = new Map(entries.map((e) => [e.id, e.lemma]))));
    return ids;
  };
  const knownVerb = (id: string) => lemmas().has(id);
  const lemmaOf = (id: string) => lemmas().get(id) ?? null;
  /** The review queue of a signed-in learner, as of now, in their days. */
  const queueOf = async (request: FastifyRequest) => {
    const user = authed(request).user;
    const zone = validZone(user.timeZone);
    const now = app.clock();
    return { today: dayIn(zone, now), queue: replayQueue(await queueAnswers(app.db, user.id, zone, now)) };
  };

  r.post('/practice/sets', {
    schema: {
      summary: 'Start a practice set of ten generated questions (by verb, root, pattern, question type), or retry the wrong answers of a finished one; the keys stay on the server',
      tags,
      params: localeParams,
      body: createPracticeSetRequestSchema,
      response: { 201: dataEnvelope(practiceSetSchema), ...errors },
    },
    config: { rateLimit: false },
    preHandler: createLimit,
    handler: async (request, reply) => {
      const c = context(request);
      const db = app.db;
      const user = request.auth?.user ?? null;
      const set = await createSet(c, request.body, {
        generator: () => examGenerator(lexicon),
        knownVerb,
        seed: app.seeds,
        takeDaily: async () => takeDailySet(db, await learnerEntitlements(db, c.userId), { userId: c.userId, ip: request.ip, zone: validZone(user?.timeZone) }, c.now, c.locale),
        dueForms: async () => {
          // the queue is a signed-in learner's, on a plan with full progress tracking
          await requireVerified.call(app, request, reply);
          await assertProgress(db, await learnerEntitlements(db, authed(request).user.id), 'full', c.locale);
          const { today, queue } = await queueOf(request);
          return dueItems(queue, today);
        },
      });
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
      params: localeParams,
      response: { 200: dataEnvelope(practiceProgressSchema), ...errors },
    },
    config: { rateLimit: false },
    preHandler: [requireVerified, readLimit],
    handler: async (request) => {
      const user = authed(request).user;
      const db = app.db;
      const locale = request.params.locale;
      const e = await learnerEntitlements(db, user.id);
      await assertProgress(db, e, 'partial', locale);
      const level = progressLevel(e) === 'full' ? 'full' : 'partial';
      let upgrade = null;
      let queue = null;
      if (level === 'partial') {
        const plan = await progressLifting(db, 'full', locale);
        upgrade = { plan, message: translate(locale, 'plan_limit_progress_full', { plan }) };
      } else {
        const q = await queueOf(request);
        queue = queueView(q.queue, q.today, locale, lemmaOf);
      }
      return { data: await practiceProgress(db, user.id, user.timeZone, app.clock(), locale, { level, upgrade, queue }) };
    },
  });

  r.get('/practice/exam-results', {
    schema: {
      summary: 'The signed-in student’s results at their assigned exams (submitted attempts, newest first; the grade when the exam has a grade scale), whatever the plan',
      tags,
      params: localeParams,
      response: { 200: dataEnvelope(examResultsSchema), ...errors },
    },
    config: { rateLimit: false },
    preHandler: [requireVerified, readLimit],
    handler: async (request) => ({ data: { results: await examResultsOf(app.db, authed(request).user.id) } }),
  });
};
