import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Locale, dataEnvelope, translate } from '@tasreef/contracts';
import {
  answerSavedSchema,
  attemptSchema,
  flagRequestSchema,
  flagSavedSchema,
  questionReviewRequestSchema,
  attemptSummarySchema,
  attemptWithResultSchema,
  saveAnswerRequestSchema,
  studentExamSchema,
} from '@tasreef/contracts/attempts';
import { authed, requireType, requireVerified } from '../http/guards.ts';
import { closeAttempt, ownAttempt, saveAnswer, setFlag, startAttempt, type StudentContext } from './attempts.ts';
import { attemptResult, examAttempts, studentExam } from './attempt-results.ts';
import { markQuestion } from './review.ts';
import { errorResponses, withExamQuestion, withId } from '../http/route-schemas.ts';

const errors = errorResponses(401, 403, 404, 409, 422, 429, 503);

/** Taking exams (shared/spec/exams.md): attempts, answers, submission, results. */
export const attemptRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['attempts'];
  const { db, clock: now } = app;
  const requireStudent = requireType('student');
  // A school's students answer from one address: answers are limited per account, not per address.
  const perStudent = (max: number) => app.rateLimit({ max, timeWindow: '1 minute', keyGenerator: (request: FastifyRequest) => `attempts:${authed(request).user.id}` });
  const answerLimit = perStudent(300);
  const attemptLimit = perStudent(60);
  const student = (request: FastifyRequest): StudentContext => {
    const user = authed(request).user;
    return { db, now: now(), locale: (request.params as { locale: Locale }).locale, student: { id: user.id, timeZone: user.timeZone ?? null } };
  };

  r.post('/exams/:id/attempts', {
    schema: {
      summary: 'Start an attempt, or resume the open one: the questions without their answers, the answers saved, the time left',
      tags,
      params: withId,
      response: { 200: dataEnvelope(z.object({ attempt: attemptSchema })), 201: dataEnvelope(z.object({ attempt: attemptSchema })), ...errors },
    },
    config: { rateLimit: false },
    preHandler: [requireStudent, attemptLimit],
    handler: async (request, reply) => {
      const { attempt, created } = await startAttempt(student(request), request.params.id);
      reply.code(created ? 201 : 200);
      return { data: { attempt } };
    },
  });

  r.put('/attempts/:id/answers/:question_id', {
    schema: {
      summary: 'Save one answer; it is durable when this answers',
      tags,
      params: withExamQuestion,
      body: saveAnswerRequestSchema,
      response: { 200: dataEnvelope(answerSavedSchema), ...errors },
    },
    config: { rateLimit: false },
    preHandler: [requireStudent, answerLimit],
    handler: async (request) => ({ data: await saveAnswer(student(request), request.params.id, request.params.question_id, request.body) }),
  });

  r.put('/attempts/:id/flags/:question_id', {
    schema: {
      summary: 'Flag a question for review, or no longer (kept with the attempt while it is open)',
      tags,
      params: withExamQuestion,
      body: flagRequestSchema,
      response: { 200: dataEnvelope(flagSavedSchema), ...errors },
    },
    config: { rateLimit: false },
    preHandler: [requireStudent, answerLimit],
    handler: async (request) => ({ data: await setFlag(student(request), request.params.id, request.params.question_id, request.body) }),
  });

  r.post('/attempts/:id/submit', {
    schema: {
      summary: 'Submit: final, and harmless twice; answers the result as the review policy allows',
      tags,
      params: withId,
      response: { 200: dataEnvelope(attemptWithResultSchema.extend({ message: z.string() })), ...errors },
    },
    config: { rateLimit: false },
    preHandler: [requireStudent, attemptLimit],
    handler: async (request) => {
      const c = student(request);
      await ownAttempt(db, c.student.id, request.params.id); // the caller's own, else 404
      await closeAttempt(db, request.params.id, c.now, 'student');
      const result = await attemptResult(db, authed(request).user, request.params.id, c.now, c.locale);
      return { data: { ...result, message: translate(c.locale, 'answers_submitted') } };
    },
  });

  r.get('/attempts/:id', {
    schema: {
      summary: 'An attempt and its result: its student, and the exam’s educators (the key only where review allows)',
      tags,
      params: withId,
      response: { 200: dataEnvelope(attemptWithResultSchema), ...errors },
    },
    preHandler: requireVerified,
    handler: async (request) => ({
      data: await attemptResult(db, authed(request).user, request.params.id, now(), request.params.locale),
    }),
  });

  r.put('/attempts/:id/questions/:question_id/review', {
    schema: {
      summary:
        'Mark one question of a submitted attempt (its educators): a comment for the student, points instead of the machine’s with the reason; the score, grade, certificate and LMS score follow',
      tags,
      params: withExamQuestion,
      body: questionReviewRequestSchema,
      response: { 200: dataEnvelope(attemptWithResultSchema.extend({ message: z.string() })), ...errors },
    },
    preHandler: requireType('educator'),
    handler: async (request) => {
      const user = authed(request).user;
      const at = now();
      await markQuestion(db, user, request.params.id, request.params.question_id, request.body, at);
      const result = await attemptResult(db, user, request.params.id, at, request.params.locale);
      return { data: { ...result, message: translate(request.params.locale, 'review_saved') } };
    },
  });

  r.get('/exams/:id/summary', {
    schema: {
      summary: 'An assigned exam as its student sees it before taking it: what it is, their attempts, and whether one starts or resumes now (or why not)',
      tags,
      params: withId,
      response: { 200: dataEnvelope(studentExamSchema), ...errors },
    },
    config: { rateLimit: false },
    preHandler: [requireStudent, attemptLimit],
    handler: async (request) => ({ data: await studentExam(db, authed(request).user, request.params.id, now(), request.params.locale) }),
  });

  r.get('/exams/:id/attempts', {
    schema: {
      summary: 'The attempts at an exam: a student’s own, or (its educators) every student’s',
      tags,
      params: withId,
      response: { 200: dataEnvelope(z.array(attemptSummarySchema)), ...errors },
    },
    preHandler: requireVerified,
    handler: async (request) => ({ data: await examAttempts(db, authed(request).user, request.params.id, now()) }),
  });
};
