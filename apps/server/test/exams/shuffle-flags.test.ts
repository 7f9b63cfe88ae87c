import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptSchema, attemptWithResultSchema, type Attempt } from '@tasreef/contracts/attempts';
import { type ExamDetails } from '@tasreef/contracts/exams';
import { examAttempts } from '../../src/db/exams.ts';
import { shuffled } from '../../src/exams/shuffle.ts';
import { caller, createAccountsTestApp, errorOf, type AccountsTestApp } from '../auth/harness.ts';
import { addByEmail, buildWorld, type Person, type World } from '../management/world.ts';
import { publishedExam } from './published.ts';

/**
 * ADR 0087: questions and options in each attempt's own order (on by default, off per exam), the
 * same on every read; grading, the report by question and its CSV go by ids, whatever the order;
 * flags for review kept with the attempt; one question per page said to the page.
 */
let t: AccountsTestApp;
let w: World;
let call: ReturnType<typeof caller>;
let classmate: Person;

const minute = 60_000;
const iso = (ms: number) => new Date(t.clock().getTime() + ms).toISOString();
const ids = (xs: readonly { id: string }[]) => xs.map((x) => x.id);

const published = (settings: Record<string, unknown> = {}, title = 'Shuffled كتب'): Promise<ExamDetails> =>
  publishedExam(t, w, {
    title,
    request: { objectives: [{ type: 'conjugate' }, { type: 'identify_person' }], formats: ['multiple_choice'], question_count: 10, criteria: { verbs: ['ktb-I1'] }, seed: 11 },
    settings: { attempts_allowed: 3, ...settings },
  });

async function start(examId: string, token = w.studentA.token): Promise<Attempt> {
  const res = await call('POST', `/exams/${examId}/attempts`, { token });
  if (res.statusCode >= 300) throw new Error(res.body);
  return attemptSchema.parse(res.json().data.attempt);
}
const read = async (attemptId: string, token = w.studentA.token) => attemptWithResultSchema.parse((await call('GET', `/attempts/${attemptId}`, { token })).json().data);
const keyOf = (exam: ExamDetails, id: string) => (exam.questions.find((q) => q.id === id)!.answer as { option_id: string }).option_id;
const wrongOf = (exam: ExamDetails, id: string) => exam.questions.find((q) => q.id === id)!.options.find((o) => o.id !== keyOf(exam, id))!.id;
const flag = (attemptId: string, questionId: string, body: unknown, token = w.studentA.token) => call('PUT', `/attempts/${attemptId}/flags/${questionId}`, { token, body });

beforeAll(async () => {
  t = await createAccountsTestApp();
  call = caller(t.app);
  w = await buildWorld(t);
  classmate = await addByEmail(t, w.schoolA, 'student', { class_ids: [w.classA] });
}, 300_000);
afterAll(async () => t?.cleanup());

describe('a seeded order of its own', () => {
  it('is a fixed permutation of its seed', () => {
    const items = Array.from({ length: 12 }, (_, i) => i);
    expect(shuffled(items, 'a')).toEqual(shuffled(items, 'a'));
    expect([...shuffled(items, 'a')].sort((x, y) => x - y)).toEqual(items);
    expect(shuffled(items, 'a')).not.toEqual(shuffled(items, 'b'));
  });
});

describe('shuffling', { timeout: 120_000 }, () => {
  it('is on by default: each attempt has its own order of questions and options, the same on every read, on the result and for the teacher', async () => {
    const exam = await published();
    expect(exam.shuffle).toBe(true);
    expect(exam.one_per_page).toBe(false);
    const a = await start(exam.id);
    expect(a.shuffled).toBe(true);
    expect([...ids(a.questions)].sort()).toEqual([...ids(exam.questions)].sort());
    expect(ids(a.questions)).not.toEqual(ids(exam.questions));
    const optionsMoved = a.questions.some((q) => ids(q.options).join() !== ids(exam.questions.find((e) => e.id === q.id)!.options).join());
    expect(optionsMoved, 'some question has its options in another order').toBe(true);
    for (const q of a.questions) expect([...ids(q.options)].sort()).toEqual([...ids(exam.questions.find((e) => e.id === q.id)!.options)].sort());

    // a reload (the start resumes), a read, another student's attempt
    const again = await start(exam.id);
    expect(again.id).toBe(a.id);
    expect(again.questions).toEqual(a.questions);
    const shown = await read(a.id);
    expect(shown.questions.map((q) => [q.id, ids(q.options)])).toEqual(a.questions.map((q) => [q.id, ids(q.options)]));
    const other = await start(exam.id, classmate.token);
    expect(ids(other.questions)).not.toEqual(ids(a.questions));

    // the result and the teacher's view of it keep the student's order
    await call('POST', `/attempts/${a.id}/submit`, { token: w.studentA.token });
    expect(ids((await read(a.id)).questions)).toEqual(ids(a.questions));
    expect(ids((await read(a.id, w.teacherA1.token)).questions)).toEqual(ids(a.questions));
  });

  it('is off per exam: the exam’s order; an attempt keeps the order it started with when the setting changes', async () => {
    const exam = await published({ shuffle: false });
    expect(exam.shuffle).toBe(false);
    const a = await start(exam.id);
    expect(a.shuffled).toBe(false);
    expect(a.questions.map((q) => [q.id, ids(q.options)])).toEqual(exam.questions.map((q) => [q.id, ids(q.options)]));

    const base = { publish_at: iso(-minute), expires_at: iso(24 * 60 * minute), access: 'expirable', duration_minutes: 30, passing_score: 50, attempts_allowed: 3 };
    const on = await call('POST', `/exams/${exam.id}/publish`, { token: w.teacherA1.token, body: { ...base, assignments: { classes: [w.classA] }, shuffle: true } });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data.exam.shuffle).toBe(true);
    expect(ids((await start(exam.id)).questions)).toEqual(ids(exam.questions)); // the open attempt, as it began
    await call('POST', `/attempts/${a.id}/submit`, { token: w.studentA.token });
    const next = await start(exam.id);
    expect(next.shuffled).toBe(true);
  });

  it('changes no grade, no report by question and no export: the same answers by id give the same figures in either order', async () => {
    const plain = await published({ shuffle: false }, 'Order check');
    const mixed = await published({ shuffle: true }, 'Order check');
    expect(ids(mixed.questions)).toEqual(ids(plain.questions)); // one seed, one draw
    const answerAll = async (exam: ExamDetails) => {
      const a = await start(exam.id);
      // by the exam's order: the first four right, the next three wrong, the rest left
      for (const [i, q] of exam.questions.entries()) {
        if (i >= 7) break;
        const res = await call('PUT', `/attempts/${a.id}/answers/${q.id}`, { token: w.studentA.token, body: { option_id: i < 4 ? keyOf(exam, q.id) : wrongOf(exam, q.id) } });
        expect(res.statusCode, res.body).toBe(200);
      }
      const done = await call('POST', `/attempts/${a.id}/submit`, { token: w.studentA.token });
      return { a, result: attemptWithResultSchema.parse(done.json().data) };
    };
    const p = await answerAll(plain);
    const m = await answerAll(mixed);
    expect(ids(m.a.questions)).not.toEqual(ids(p.a.questions));
    expect(m.result.result).toEqual(p.result.result);
    expect(m.result.result).toMatchObject({ earned: 4, possible: 10, score: 40 });
    const [rowP] = await t.app.database.db.select().from(examAttempts).where(eq(examAttempts.id, p.a.id));
    const [rowM] = await t.app.database.db.select().from(examAttempts).where(eq(examAttempts.id, m.a.id));
    expect(rowM!.grading).toEqual(rowP!.grading);

    const report = async (exam: ExamDetails) => (await call('GET', `/exams/${exam.id}/report`, { token: w.teacherA1.token })).json().data;
    const [rp, rm] = [await report(plain), await report(mixed)];
    expect(rm.questions).not.toBeNull();
    expect(rm.questions).toEqual(rp.questions);
    const csv = async (exam: ExamDetails) => (await call('GET', `/exams/${exam.id}/report.csv`, { token: w.teacherA1.token })).body;
    expect(await csv(mixed)).toBe(await csv(plain));
  });
});

describe('flags for review', () => {
  it('are kept with the attempt while it is open: set, cleared, twice harmless; refused for a question not in it, another student, or after submission', async () => {
    const exam = await published({ one_per_page: true });
    const a = await start(exam.id);
    expect(a.one_per_page).toBe(true);
    expect(a.flagged).toEqual([]);
    const [q1, q2] = a.questions;
    for (const q of [q1!, q2!, q1!]) expect((await flag(a.id, q.id, { flagged: true })).json().data).toEqual({ question_id: q.id, flagged: true });
    expect([...(await start(exam.id)).flagged].sort()).toEqual([q1!.id, q2!.id].sort()); // a reload
    expect([...(await read(a.id)).attempt.flagged].sort()).toEqual([q1!.id, q2!.id].sort());
    expect((await flag(a.id, q1!.id, { flagged: false })).statusCode).toBe(200);
    expect((await read(a.id)).attempt.flagged).toEqual([q2!.id]);

    const unknown = await flag(a.id, 'q_nope99', { flagged: true });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).error.code).toBe('not_found');
    expect((await flag(a.id, q1!.id, { flagged: 'yes' })).statusCode).toBe(422);
    expect((await flag(a.id, q1!.id, { flagged: true }, classmate.token)).statusCode).toBe(404);

    await call('POST', `/attempts/${a.id}/submit`, { token: w.studentA.token });
    const late = await flag(a.id, q1!.id, { flagged: true });
    expect(late.statusCode).toBe(409);
    expect((await read(a.id)).attempt.flagged).toEqual([q2!.id]);
  });
});
