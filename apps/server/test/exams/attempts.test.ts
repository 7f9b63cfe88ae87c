import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptSchema, attemptWithResultSchema, studentExamSchema, type Attempt } from '@tasreef/contracts/attempts';
import { examSummarySchema, type ExamDetails } from '@tasreef/contracts/exams';
import { attemptAnswers, examAttempts, examQuestions, exams } from '../../src/db/exams.ts';
import { memberships } from '../../src/db/management.ts';
import { closeOverdueAttempts } from '../../src/exams/attempts.ts';
import { caller, createAccountsTestApp, errorOf, type AccountsTestApp } from '../auth/harness.ts';
import { addByEmail, buildWorld, setPlan, type Person, type World } from '../management/world.ts';
import { publishedExam } from './published.ts';

let t: AccountsTestApp;
let w: World;
let call: ReturnType<typeof caller>;
let classmate: Person;

const minute = 60_000;
const iso = (ms: number) => new Date(t.clock().getTime() + ms).toISOString();

const published = (settings: Record<string, unknown> = {}, request: Record<string, unknown> = {}): Promise<ExamDetails> =>
  publishedExam(t, w, {
    title: 'Attempts of كتب',
    request: {
      objectives: [{ type: 'conjugate' }, { type: 'identify_person' }],
      formats: ['multiple_choice'],
      question_count: 4,
      criteria: { verbs: ['ktb-I1'] },
      seed: 3,
      ...request,
    },
    // these tests read questions in the exam's order; shuffle-flags.test.ts has the shuffled ones (ADR 0087)
    settings: { shuffle: false, ...settings },
  });

async function start(examId: string, token = w.studentA.token): Promise<Attempt> {
  const res = await call('POST', `/exams/${examId}/attempts`, { token });
  if (res.statusCode >= 300) throw new Error(res.body);
  return attemptSchema.parse(res.json().data.attempt);
}

const keyOf = (exam: ExamDetails, id: string) => exam.questions.find((q) => q.id === id)!.answer as { option_id: string };
const wrongOf = (exam: ExamDetails, id: string) => exam.questions.find((q) => q.id === id)!.options.find((o) => o.id !== keyOf(exam, id).option_id)!.id;
const put = (attemptId: string, questionId: string, body: unknown, token = w.studentA.token, locale: 'en' | 'ar' = 'en') =>
  call('PUT', `/attempts/${attemptId}/answers/${questionId}`, { token, body, locale });

beforeAll(async () => {
  t = await createAccountsTestApp();
  call = caller(t.app);
  w = await buildWorld(t);
  classmate = await addByEmail(t, w.schoolA, 'student', { class_ids: [w.classA] });
}, 300_000);
afterAll(async () => t?.cleanup());

describe('taking an exam', () => {
  it('starts with the questions and no key, explanation, source or tags; resumes the same attempt with every saved answer', async () => {
    const exam = await published();
    const res = await call('POST', `/exams/${exam.id}/attempts`, { token: w.studentA.token });
    expect(res.statusCode).toBe(201);
    const text = res.body;
    for (const leak of ['"answer"', '"explanation"', '"source"', '"accepted"', '"tags"', '"value"', 'verb_id']) expect(text).not.toContain(leak);
    const a = attemptSchema.parse(res.json().data.attempt);
    expect(a).toMatchObject({ exam_id: exam.id, number: 1, status: 'in_progress', seconds_left: 30 * 60, time_factor: 1 });
    expect(Date.parse(a.deadline!) - Date.parse(a.started_at)).toBe(30 * minute);
    expect(a.questions.map((q) => q.id)).toEqual(exam.questions.map((q) => q.id));

    const [q1, q2] = a.questions;
    const saved = await put(a.id, q1!.id, { option_id: wrongOf(exam, q1!.id) });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ question_id: q1!.id, saved_at: t.clock().toISOString() });
    expect((await put(a.id, q1!.id, { option_id: keyOf(exam, q1!.id).option_id })).statusCode).toBe(200);
    expect((await put(a.id, q2!.id, { option_id: keyOf(exam, q2!.id).option_id })).statusCode).toBe(200);

    t.clock.advance(10 * minute);
    const again = await call('POST', `/exams/${exam.id}/attempts`, { token: w.studentA.token });
    expect(again.statusCode).toBe(200);
    const resumed = attemptSchema.parse(again.json().data.attempt);
    expect(resumed.id).toBe(a.id);
    expect(resumed.seconds_left).toBe(20 * 60);
    expect(resumed.answers).toEqual({ [q1!.id]: { option_id: keyOf(exam, q1!.id).option_id }, [q2!.id]: { option_id: keyOf(exam, q2!.id).option_id } });
  });

  it('submits once (twice is harmless), grades by the key, and shows the key after submission when review allows', async () => {
    const exam = await published();
    const a = await start(exam.id);
    const [q1, q2, q3] = a.questions;
    await put(a.id, q1!.id, { option_id: keyOf(exam, q1!.id).option_id });
    await put(a.id, q2!.id, { option_id: keyOf(exam, q2!.id).option_id });
    await put(a.id, q3!.id, { option_id: wrongOf(exam, q3!.id) });
    const done = await call('POST', `/attempts/${a.id}/submit`, { token: w.studentA.token, locale: 'ar' });
    expect(done.statusCode).toBe(200);
    const body = done.json().data;
    expect(body.message).toBe('تم إرسال إجاباتك بنجاح');
    const r = attemptWithResultSchema.parse(body);
    expect(r.result).toMatchObject({ status: 'passed', score: 50, passed: true, earned: 2, possible: 4 });
    expect(r.review.shown).toBe(true);
    expect(r.questions.map((q) => q.verdict)).toEqual(['correct', 'correct', 'wrong', 'unanswered']);
    expect(r.questions[2]!.answer).toEqual(keyOf(exam, q3!.id));
    expect(r.attempts_left).toBe(1);

    const twice = await call('POST', `/attempts/${a.id}/submit`, { token: w.studentA.token });
    expect(twice.statusCode).toBe(200);
    expect(twice.json().data.result).toEqual(body.result);
    expect(twice.json().data.attempt.submitted_at).toBe(r.attempt.submitted_at);

    const late = await put(a.id, q3!.id, { option_id: keyOf(exam, q3!.id).option_id });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe('This attempt has been submitted; its answers can no longer change');
    const [row] = await t.app.database.db
      .select()
      .from(attemptAnswers)
      .where(and(eq(attemptAnswers.attemptId, a.id), eq(attemptAnswers.questionId, q3!.id)));
    expect(row!.answer).toEqual({ option_id: wrongOf(exam, q3!.id) });
  });

  it('with review never: the score only, no key and no verdict in the JSON; with review after expiry: the key once the exam has expired', async () => {
    const never = await published({ review: 'never' });
    const a = await start(never.id);
    await put(a.id, a.questions[0]!.id, { option_id: wrongOf(never, a.questions[0]!.id) });
    const done = await call('POST', `/attempts/${a.id}/submit`, { token: w.studentA.token });
    expect(done.json().data.result.status).toBe('failed');
    for (const leak of ['"answer"', '"explanation"', '"correct"', '"wrong"']) expect(done.body).not.toContain(leak);
    const read = await call('GET', `/attempts/${a.id}`, { token: w.studentA.token });
    expect(read.body).not.toContain('"answer"');
    // the exam's educator sees it whole
    const teacher = await call('GET', `/attempts/${a.id}`, { token: w.teacherA1.token });
    expect(teacher.json().data.questions[0]).toMatchObject({ verdict: 'wrong', answer: keyOf(never, a.questions[0]!.id) });

    const later = await published({ review: 'after_expiry', expires_at: iso(2 * 60 * minute) });
    const b = await start(later.id);
    const submitted = await call('POST', `/attempts/${b.id}/submit`, { token: w.studentA.token });
    expect(submitted.json().data.review).toEqual({ shown: false, review_at: later.expires_at });
    expect(submitted.body).not.toContain('"answer"');
    t.clock.advance(2 * 60 * minute + 1000);
    const after = await call('GET', `/attempts/${b.id}`, { token: w.studentA.token });
    expect(after.json().data.review.shown).toBe(true);
    expect(after.json().data.questions[0].answer).toEqual(keyOf(later, b.questions[0]!.id));
  });

  it('applies the student’s time accommodation to the duration, never past the exam’s expiry', async () => {
    await t.app.database.db
      .update(memberships)
      .set({ timeAccommodation: 1.5 })
      .where(and(eq(memberships.userId, classmate.id), eq(memberships.role, 'student')));
    const exam = await published({ duration_minutes: 20 });
    const a = await start(exam.id, classmate.token);
    expect(a.time_factor).toBe(1.5);
    expect(a.seconds_left).toBe(30 * 60);
    const short = await published({ duration_minutes: 60, expires_at: iso(45 * minute) });
    const b = await start(short.id, classmate.token);
    expect(b.deadline).toBe(short.expires_at);
  });
});

describe('the server keeps the time', () => {
  it('takes an answer within the grace after the deadline, refuses one after it and closes the attempt with every saved answer graded', async () => {
    const exam = await published({ duration_minutes: 5 });
    const a = await start(exam.id);
    const [q1, q2] = a.questions;
    await put(a.id, q1!.id, { option_id: keyOf(exam, q1!.id).option_id });
    t.clock.advance(5 * minute + 3000); // past the deadline, within the grace
    expect((await put(a.id, q2!.id, { option_id: keyOf(exam, q2!.id).option_id })).statusCode).toBe(200);
    t.clock.advance(3000);
    const late = await put(a.id, a.questions[2]!.id, { option_id: keyOf(exam, a.questions[2]!.id).option_id }, w.studentA.token, 'ar');
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe('انتهى وقت هذه المحاولة؛ وسُلِّمت إجاباتك المحفوظة');
    const r = (await call('GET', `/attempts/${a.id}`, { token: w.studentA.token })).json().data;
    expect(r.attempt).toMatchObject({ status: 'submitted', closed_by: 'deadline', submitted_at: a.deadline });
    expect(r.result).toMatchObject({ score: 50, earned: 2 });
  });

  it('closes an attempt past its deadline with nobody there (the sweep)', async () => {
    const exam = await published({ duration_minutes: 1 });
    const a = await start(exam.id);
    await put(a.id, a.questions[0]!.id, { option_id: keyOf(exam, a.questions[0]!.id).option_id });
    const statusOf = async () => (await t.app.database.db.select().from(examAttempts).where(eq(examAttempts.id, a.id)))[0]!.status;
    await closeOverdueAttempts(t.app.database.db, t.clock());
    expect(await statusOf()).toBe('in_progress');
    t.clock.advance(2 * minute);
    expect(await closeOverdueAttempts(t.app.database.db, t.clock())).toBeGreaterThanOrEqual(1);
    expect(await statusOf()).toBe('submitted');
    const [row] = await t.app.database.db.select().from(examAttempts).where(eq(examAttempts.id, a.id));
    expect(row).toMatchObject({ status: 'submitted', closedBy: 'deadline', score: '25.00', passed: false });
  });

  it('an untimed open exam has no deadline; attempts end when the allowed number is used', async () => {
    const exam = await published({ duration_minutes: null, access: 'open', expires_at: null, attempts_allowed: 2 });
    const first = await start(exam.id, classmate.token);
    expect(first).toMatchObject({ deadline: null, seconds_left: null });
    await call('POST', `/attempts/${first.id}/submit`, { token: classmate.token });
    const second = await start(exam.id, classmate.token);
    expect(second.number).toBe(2);
    await call('POST', `/attempts/${second.id}/submit`, { token: classmate.token });
    const third = await call('POST', `/exams/${exam.id}/attempts`, { token: classmate.token });
    expect(third.statusCode).toBe(409);
    expect(errorOf(third).message).toBe('You have used every attempt this exam allows');
    const list = await call('GET', `/exams/${exam.id}/attempts`, { token: w.teacherA1.token });
    expect(list.json().data.map((x: { number: number }) => x.number)).toEqual([2, 1]);
  });

  it('an upcoming exam and an expired one refuse with a clear message', async () => {
    const upcoming = await published({ publish_at: iso(60 * minute), expires_at: iso(120 * minute) });
    const early = await call('POST', `/exams/${upcoming.id}/attempts`, { token: w.studentA.token });
    expect(early.statusCode, early.body).toBe(409);
    expect(errorOf(early).message).toMatch(/^This exam opens on /);
    t.clock.advance(121 * minute);
    const late = await call('POST', `/exams/${upcoming.id}/attempts`, { token: w.studentA.token, locale: 'ar' });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe('انتهى هذا الاختبار؛ لم يعد متاحًا');
  });
});

describe('typed answers', () => {
  it('gives full credit for the exact form, half for the right letters with marks wrong (saying which letters) or with none written', async () => {
    await setPlan(t, w.teacherA1.id, 'pro');
    const exam = await published({}, { objectives: [{ type: 'conjugate' }], formats: ['typed'], question_count: 3 });
    const a = await start(exam.id);
    expect(a.questions.every((q) => q.format === 'typed' && q.options.length === 0)).toBe(true);
    const key = (i: number) => (exam.questions[i]!.answer as { text: string }).text;
    await put(a.id, a.questions[0]!.id, { text: key(0) });
    // the first letter keeps its mark, the others lose theirs
    await put(a.id, a.questions[1]!.id, {
      text:
        key(1).slice(0, 2) +
        key(1)
          .slice(2)
          .replace(/[\u064B-\u0652]/gu, ''),
    });
    expect((await put(a.id, a.questions[2]!.id, { option_id: 'a' })).statusCode).toBe(422);
    await put(a.id, a.questions[2]!.id, { text: key(2).replace(/[\u064B-\u0652]/gu, '') });
    const r = (await call('POST', `/attempts/${a.id}/submit`, { token: w.studentA.token })).json().data;
    expect(r.questions.map((q: { verdict: string }) => q.verdict)).toEqual(['correct', 'marks', 'marks_missing']);
    expect(r.questions[1].credit).toBe(0.5);
    expect(r.questions[1].letters.length).toBeGreaterThan(0);
    expect(r.questions[2].credit).toBe(0.5);
    expect(r.result.score).toBe(66.67);
    await setPlan(t, w.teacherA1.id, 'free');
  });
});

describe('bad input', () => {
  it('refuses another student’s attempt, a question not in the exam, a wrong option, malformed bodies: nothing stored', async () => {
    const exam = await published();
    const a = await start(exam.id);
    const q = a.questions[0]!.id;
    expect((await put(a.id, q, { option_id: 'a' }, classmate.token)).statusCode).toBe(404);
    expect((await put(a.id, q, { option_id: 'a' }, w.studentB.token)).statusCode).toBe(404);
    expect((await call('GET', `/attempts/${a.id}`, { token: classmate.token })).statusCode).toBe(404);
    expect((await call('POST', `/attempts/${a.id}/submit`, { token: classmate.token })).statusCode).toBe(404);
    expect((await call('GET', `/attempts/${a.id}`, { token: w.teacherA2.token })).statusCode).toBe(404);
    expect((await put(a.id, 'q_zzzz', { option_id: 'a' })).statusCode).toBe(404);
    const bad = await put(a.id, q, { option_id: 'z' });
    expect(bad.statusCode).toBe(422);
    expect(errorOf(bad).error.details).toContainEqual({ path: 'option_id', issue: 'Choose one of the options of this question' });
    for (const body of [{}, { option_id: 'a', text: 'x' }, { text: 'ab\u0000' }, { option_id: 7 }, { text: 'ك'.repeat(101) }, []]) {
      const res = await put(a.id, q, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    const raw = await call('PUT', `/attempts/${a.id}/answers/${q}`, { token: w.studentA.token, body: '{"option_id":', headers: { 'content-type': 'application/json' } });
    expect(raw.statusCode).toBe(400);
    expect(await t.app.database.db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, a.id))).toEqual([]);
    // a student not assigned the exam (another school) does not find it
    expect((await call('POST', `/exams/${exam.id}/attempts`, { token: w.studentB.token })).statusCode).toBe(404);
    // an exam with attempts is not deleted
    const del = await call('DELETE', `/exams/${exam.id}`, { token: w.teacherA1.token });
    expect(del.statusCode).toBe(409);
  });
});

describe('the student’s exam page and list', () => {
  const summaryOf = async (examId: string, token = w.studentA.token, locale: 'en' | 'ar' = 'en') => {
    const res = await call('GET', `/exams/${examId}/summary`, { token, locale });
    if (res.statusCode !== 200) throw new Error(res.body);
    expect(res.body).not.toContain('"answer"');
    return studentExamSchema.parse(res.json().data);
  };
  const listed = async (examId: string) => {
    const res = await call('GET', '/exams?group=current', { token: w.studentA.token });
    expect(res.statusCode).toBe(200);
    const found = (res.json().data as unknown[]).map((e) => examSummarySchema.parse(e)).find((e) => e.id === examId);
    return found!.my_attempts!;
  };

  it('summarizes an assigned exam before, during and after an attempt; the list gives the verb', async () => {
    const exam = await published({ attempts_allowed: 2, duration_minutes: 30 });
    const before = await summaryOf(exam.id);
    expect(before).toMatchObject({
      exam: { id: exam.id, title: exam.title, question_count: 4, duration_minutes: 30, attempts_allowed: 2, passing_score: 50, review: 'after_submit', time_status: 'started' },
      attempts: [],
      attempts_used: 0,
      attempts_left: 2,
      open_attempt: null,
      can_start: true,
      refusal: null,
      time_factor: 1,
    });
    expect(await listed(exam.id)).toEqual({ used: 0, left: 2, open_attempt_id: null, last: null, action: 'start' });

    const a = await start(exam.id);
    t.clock.advance(minute);
    const during = await summaryOf(exam.id);
    expect(during).toMatchObject({ attempts_used: 1, attempts_left: 1, open_attempt: { id: a.id, seconds_left: 29 * 60 }, can_start: false, refusal: null });
    expect(await listed(exam.id)).toMatchObject({ used: 1, open_attempt_id: a.id, action: 'resume' });

    await put(a.id, a.questions[0]!.id, { option_id: keyOf(exam, a.questions[0]!.id).option_id });
    await call('POST', `/attempts/${a.id}/submit`, { token: w.studentA.token });
    const after = await summaryOf(exam.id);
    expect(after).toMatchObject({ attempts_used: 1, attempts_left: 1, open_attempt: null, can_start: true, refusal: null });
    expect(after.attempts[0]).toMatchObject({ id: a.id, status: 'submitted', result: 'failed', score: 25 });
    expect(await listed(exam.id)).toEqual({ used: 1, left: 1, open_attempt_id: null, last: { id: a.id, result: 'failed', score: 25 }, action: 'result' });

    const b = await start(exam.id);
    await call('POST', `/attempts/${b.id}/submit`, { token: w.studentA.token });
    const used = await summaryOf(exam.id, w.studentA.token, 'ar');
    expect(used).toMatchObject({
      attempts_used: 2,
      attempts_left: 0,
      can_start: false,
      refusal: { code: 'attempts_used', message: 'استنفدت المحاولات التي يسمح بها هذا الاختبار' },
    });
  });

  it('an attempt left past its deadline is closed when the summary is read: it is a result, not one to resume', async () => {
    const exam = await published({ duration_minutes: 5 });
    const a = await start(exam.id);
    t.clock.advance(6 * minute);
    expect(await listed(exam.id)).toMatchObject({ open_attempt_id: null, action: 'result' });
    const s = await summaryOf(exam.id);
    expect(s.open_attempt).toBeNull();
    expect(s.attempts[0]).toMatchObject({ id: a.id, status: 'submitted' });
  });

  it('says why an upcoming or expired exam cannot start, in the caller’s language', async () => {
    const upcoming = await published({ publish_at: iso(60 * minute), expires_at: iso(120 * minute) });
    const early = await summaryOf(upcoming.id);
    expect(early).toMatchObject({ can_start: false, open_attempt: null, refusal: { code: 'exam_not_open' } });
    expect(early.refusal!.message).toMatch(/^This exam opens on /);
    const res = await call('GET', '/exams?group=upcoming', { token: w.studentA.token });
    expect((res.json().data as { id: string; my_attempts: unknown }[]).find((e) => e.id === upcoming.id)!.my_attempts).toMatchObject({ action: null });
    t.clock.advance(121 * minute);
    expect(await summaryOf(upcoming.id, w.studentA.token, 'ar')).toMatchObject({
      can_start: false,
      attempts_left: 0,
      refusal: { code: 'exam_expired', message: 'انتهى هذا الاختبار؛ لم يعد متاحًا' },
    });
  });

  it('answers only a student the exam is assigned to: educators 403, another school’s student 404; the educators’ list has no attempts of theirs', async () => {
    const exam = await published();
    expect((await call('GET', `/exams/${exam.id}/summary`, { token: w.teacherA1.token })).statusCode).toBe(403);
    expect((await call('GET', `/exams/${exam.id}/summary`, { token: w.studentB.token })).statusCode).toBe(404);
    expect((await call('GET', `/exams/${exam.id}/summary`)).statusCode).toBe(401);
    expect((await call('GET', `/exams/00000000-0000-4000-8000-000000000000/summary`, { token: w.studentA.token })).statusCode).toBe(404);
    expect((await summaryOf(exam.id, classmate.token)).attempts).toEqual([]);
    const mine = await call('GET', '/exams', { token: w.teacherA1.token });
    expect(mine.body).not.toContain('my_attempts');
  });
});

describe('assigned students', () => {
  it('lists the class’s students with their status, attempts and scores, and the exam’s success rates; only for its educators', async () => {
    const exam = await published({ attempts_allowed: 3 });
    const a = await start(exam.id);
    for (const q of a.questions) await put(a.id, q.id, { option_id: keyOf(exam, q.id).option_id });
    await call('POST', `/attempts/${a.id}/submit`, { token: w.studentA.token });
    await start(exam.id, classmate.token);
    const res = await call('GET', `/assigned-students/${exam.id}`, { token: w.teacherA1.token });
    expect(res.statusCode).toBe(200);
    const { students, progress } = res.json().data;
    const byId = new Map(students.map((s: { id: string }) => [s.id, s]));
    expect(byId.get(w.studentA.id)).toMatchObject({
      status: 'passed',
      attempts: 1,
      last_score: 100,
      best_score: 100,
      last_attempt_id: a.id,
      direct: false,
      active: true,
      classes: [{ id: w.classA, name: 'Grade 5 A' }],
    });
    expect(byId.get(classmate.id)).toMatchObject({ status: 'in_progress', attempts: 1, last_score: null });
    expect(progress).toMatchObject({ started: 2, submitted: 1, passed: 1, success_rate: 100, mean_score: 100 });
    expect(progress.assigned).toBe(students.length);
    expect((await call('GET', `/assigned-students/${exam.id}`, { token: w.schoolA.token })).statusCode).toBe(200);
    expect((await call('GET', `/assigned-students/${exam.id}`, { token: w.teacherA2.token })).statusCode).toBe(404);
    expect((await call('GET', `/assigned-students/${exam.id}`, { token: w.studentA.token })).statusCode).toBe(403);
  });
});

describe('changing a published exam that has attempts', () => {
  it('dropping a question regrades every submitted attempt without it: nobody is penalized', async () => {
    const exam = await published();
    const a = await start(exam.id);
    const [q1, ...rest] = a.questions;
    await put(a.id, q1!.id, { option_id: wrongOf(exam, q1!.id) });
    for (const q of rest) await put(a.id, q.id, { option_id: keyOf(exam, q.id).option_id });
    expect((await call('POST', `/attempts/${a.id}/submit`, { token: w.studentA.token })).json().data.result.score).toBe(75);
    const kept = rest.map((q) => q.id);
    const res = await call('PATCH', `/exams/${exam.id}`, { token: w.teacherA1.token, body: { question_ids: kept } });
    expect(res.statusCode, res.body).toBe(200);
    const r = (await call('GET', `/attempts/${a.id}`, { token: w.studentA.token })).json().data;
    expect(r.result).toMatchObject({ score: 100, possible: 3, passed: true });
    expect(r.questions.map((q: { id: string }) => q.id)).toEqual(kept);
  });

  it('an answer saved after its question was dropped from the exam is refused, not written (the kept attempt is checked against the exam version)', async () => {
    const exam = await published();
    const a = await start(exam.id);
    const [q1, q2, ...rest] = a.questions;
    // the first save keeps the attempt as open: the next one is the single write checked in SQL
    expect((await put(a.id, q1!.id, { option_id: keyOf(exam, q1!.id).option_id })).statusCode).toBe(200);
    const res = await call('PATCH', `/exams/${exam.id}`, { token: w.teacherA1.token, body: { question_ids: [q1!.id, ...rest.map((q) => q.id)] } });
    expect(res.statusCode, res.body).toBe(200);
    const late = await put(a.id, q2!.id, { option_id: keyOf(exam, q2!.id).option_id });
    expect(late.statusCode, late.body).toBe(404);
    expect(errorOf(late).error.code).toBe('not_found');
    const stored = await t.app.database.db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, a.id));
    expect(stored.map((r) => r.questionId)).toEqual([q1!.id]);
  });

  it('correcting a wrong key regrades every submitted attempt by the right one', async () => {
    await setPlan(t, w.teacherA1.id, 'pro');
    const exam = await published();
    const q = exam.questions[0]!;
    const right = keyOf(exam, q.id).option_id;
    const wrongKey = wrongOf(exam, q.id);
    // a key that went wrong (as an import or an old edit could leave it)
    await t.app.database.db
      .update(examQuestions)
      .set({ question: { ...q, answer: { option_id: wrongKey } } })
      .where(and(eq(examQuestions.examId, exam.id), eq(examQuestions.questionId, q.id)));
    await t.app.database.db
      .update(exams)
      .set({ version: exam.version + 1 })
      .where(eq(exams.id, exam.id));
    const a = await start(exam.id);
    await put(a.id, q.id, { option_id: right });
    const before = (await call('POST', `/attempts/${a.id}/submit`, { token: w.studentA.token })).json().data;
    expect(before.questions[0].verdict).toBe('wrong');
    const fixed = await call('PATCH', `/exams/${exam.id}/questions/${q.id}`, { token: w.teacherA1.token, body: { answer: { option_id: right } } });
    expect(fixed.statusCode, fixed.body).toBe(200);
    const after = (await call('GET', `/attempts/${a.id}`, { token: w.studentA.token })).json().data;
    expect(after.questions[0].verdict).toBe('correct');
    expect(after.result.score).toBe(before.result.score + 25);
    // the options students chose among stay as they were
    const options = await call('PATCH', `/exams/${exam.id}/questions/${q.id}`, {
      token: w.teacherA1.token,
      body: { options: q.options.map((o) => ({ id: o.id, value: o.value })) },
    });
    expect(options.statusCode).toBe(409);
    await setPlan(t, w.teacherA1.id, 'free');
  });
});
