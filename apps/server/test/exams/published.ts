import { examDetailsSchema, type ExamDetails } from '@tasreef/contracts/exams';
import { caller, type AccountsTestApp } from '../auth/harness.ts';
import type { World } from '../management/world.ts';

const MINUTE = 60_000;

export interface PublishedExamOptions {
  title: string;
  /** The generation request: objectives, formats, question count, criteria, seed. */
  request: Record<string, unknown>;
  /** Publish settings over the defaults below (e.g. `attempts_allowed`, `shuffle`, `grading_method`). */
  settings?: Record<string, unknown>;
  /** The exam's educator: teacher 1 of school A unless another is named. */
  token?: string;
}

/**
 * An exam of the attempt, PDF and report tests, generated and published by its educator: open from a
 * minute ago for a day (expirable), 30 minutes, pass mark 50 %, two attempts, review after submit,
 * assigned to class A; `settings` override any of these. Throws with the server's answer when a step
 * fails, so a test never goes on with half an exam.
 */
export async function publishedExam(t: AccountsTestApp, w: World, options: PublishedExamOptions): Promise<ExamDetails> {
  const call = caller(t.app);
  const token = options.token ?? w.teacherA1.token;
  const iso = (ms: number) => new Date(t.clock().getTime() + ms).toISOString();
  const made = await call('POST', '/exams', { token, body: { title: options.title, request: options.request } });
  if (made.statusCode !== 201) throw new Error(made.body);
  const id = made.json().data.exam.id as string;
  const res = await call('POST', `/exams/${id}/publish`, {
    token,
    body: {
      publish_at: iso(-MINUTE),
      expires_at: iso(24 * 60 * MINUTE),
      access: 'expirable',
      duration_minutes: 30,
      passing_score: 50,
      attempts_allowed: 2,
      review: 'after_submit',
      assignments: { classes: [w.classA], students: [], teachers: [] },
      ...options.settings,
    },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return examDetailsSchema.parse(res.json().data.exam);
}
