import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TYPED_QUESTION_TYPES } from '@tasreef/contracts/exams';
import { examResultsSchema, practiceAnswerResultSchema, practiceProgressSchema, practiceSetSchema, type PracticeSet } from '@tasreef/contracts/practice';
import { users } from '../../src/db/accounts.ts';
import type { Db } from '../../src/db/client.ts';
import { examAttempts, exams } from '../../src/db/exams.ts';
import { practiceAnswers, practiceSets } from '../../src/db/practice.ts';
import { Sessions } from '../../src/auth/sessions.ts';
import { caller, createAccountsTestApp, errorOf, nextIp, signUp, type AccountsTestApp } from '../auth/harness.ts';
import { seedExam, seedSchool } from '../exams/school-fixture.ts';

/**
 * ADR 0044: the plan rows of practice and progress (learning features, progress tracking), the
 * share right per week, the review queue of the forms missed on a controlled clock, typed practice
 * answers, and a school's students' exam results.
 */
let t: AccountsTestApp;
let call: ReturnType<typeof caller>;
let db: Db;

const DAY = 86_400_000;

async function learner(plan: 'free' | 'basic' | 'pro', timeZone?: string) {
  const me = await signUp(t, { role: 'student' });
  await db
    .update(users)
    .set({ planCode: plan, ...(timeZone ? { timeZone } : {}) })
    .where(eq(users.id, me.id));
  return me;
}

/** A fresh remembered session at the clock's now (days pass in these tests). */
const freshToken = async (id: string) => (await new Sessions(db, () => t.clock()).create(id, true, { ip: '127.0.0.1', userAgent: 'test' })).token;

async function questionsOf(setId: string) {
  const [row] = await db.select().from(practiceSets).where(eq(practiceSets.id, setId));
  return new Map(row!.questions.map((q) => [q.id, q]));
}

const post = (body: Record<string, unknown>, o: { token?: string; ip?: string; locale?: 'en' | 'ar' } = {}) =>
  call('POST', '/practice/sets', { body, ip: o.ip ?? nextIp(), token: o.token, locale: o.locale });

async function create(body: Record<string, unknown>, token?: string): Promise<PracticeSet> {
  const res = await post(body, { token });
  if (res.statusCode !== 201) throw new Error(res.body);
  return practiceSetSchema.parse(res.json().data);
}

/** Answers every question of a set: right for the first `right`, wrong after. */
async function answerAll(set: PracticeSet, token: string | undefined, right: number) {
  const qs = await questionsOf(set.id);
  for (const [i, q] of set.questions.entries()) {
    const key = (qs.get(q.id)!.answer as { option_id: string }).option_id;
    const option = i < right ? key : q.options.find((o) => o.id !== key)!.id;
    const res = await call('POST', `/practice/sets/${set.id}/answers/${q.id}`, { body: { option_id: option }, token, ip: nextIp() });
    expect(res.statusCode).toBe(200);
  }
}

const progress = async (token: string, locale: 'en' | 'ar' = 'en') => call('GET', '/practice/progress', { token, locale, ip: nextIp() });
const progressOf = async (token: string) => {
  const res = await progress(token);
  expect(res.statusCode, res.body).toBe(200);
  return practiceProgressSchema.parse(res.json().data);
};

beforeAll(async () => {
  // a Friday noon (UTC), so that weeks and days are known
  t = await createAccountsTestApp({ start: new Date('2026-11-27T12:00:00Z') });
  call = caller(t.app);
  db = t.app.database.db;
}, 300_000);
afterAll(async () => t?.cleanup());

describe('learning features: limited on Free and for anonymous learners', () => {
  it('allows a Free learner five new sets a day (retries not counted), then 403 plan_limit naming Basic; tomorrow again; answers still recorded', async () => {
    const me = await learner('free');
    const sets: PracticeSet[] = [];
    for (let i = 0; i < 5; i++) sets.push(await create({ verb: 'ktb-I1', type: 'identify_tense' }, me.token));
    const over = await post({ verb: 'ktb-I1' }, { token: me.token });
    expect(over.statusCode).toBe(403);
    expect(errorOf(over).error.code).toBe('plan_limit');
    expect(errorOf(over).error.message).toBe('Your plan allows 5 practice sets a day and today’s are used; the Basic plan has no daily limit. Come back tomorrow');
    const ar = await post({ verb: 'ktb-I1' }, { token: me.token, locale: 'ar' });
    expect(errorOf(ar).error.message).toContain('الأساسية');
    // answered (recorded whatever the plan), then retried: a retry is not a new set
    await answerAll(sets[0]!, me.token, 3);
    const rows = await db.select().from(practiceAnswers).where(eq(practiceAnswers.userId, me.id));
    expect(rows).toHaveLength(sets[0]!.questions.length);
    expect((await post({ retry_of: sets[0]!.id }, { token: me.token })).statusCode).toBe(201);
    // the next day: five again
    t.clock.advance(DAY);
    expect((await post({ verb: 'ktb-I1', type: 'identify_tense' }, { token: me.token })).statusCode).toBe(201);
  });

  it('counts an anonymous learner by address, and Basic has no daily limit', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await post({ verb: 'ktb-I1', type: 'identify_tense' }, { ip })).statusCode).toBe(201);
    const over = await post({ verb: 'ktb-I1', type: 'identify_tense' }, { ip });
    expect(over.statusCode).toBe(403);
    expect(errorOf(over).error.code).toBe('plan_limit');
    expect((await post({ verb: 'ktb-I1', type: 'identify_tense' })).statusCode).toBe(201);
    const basic = await learner('basic');
    for (let i = 0; i < 6; i++) expect((await post({ verb: 'ktb-I1', type: 'identify_tense' }, { token: basic.token })).statusCode).toBe(201);
  });
});

describe('progress tracking by plan', () => {
  it('Free: 403 plan_limit naming Basic; Basic: partial (no weeks, no queue) with what Pro adds; Pro: full', async () => {
    const free = await learner('free');
    const refused = await progress(free.token);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).error).toMatchObject({ code: 'plan_limit', message: 'Your plan does not include progress tracking; the Basic plan does' });

    const basic = await learner('basic');
    await answerAll(await create({ verb: 'ktb-I1', type: 'conjugate' }, basic.token), basic.token, 2);
    const partial = await progressOf(basic.token);
    expect(partial).toMatchObject({ level: 'partial', over_time: null, queue: null, upgrade: { plan: 'Pro' } });
    expect(partial.upgrade!.message).toContain('week by week');
    expect(partial.answers).toBeGreaterThan(0);
    expect(partial.streak).toBe(1);
    // the queue is for full tracking only
    const queue = await post({ queue: true }, { token: basic.token });
    expect(queue.statusCode).toBe(403);
    expect(errorOf(queue).error).toMatchObject({ code: 'plan_limit' });
    expect(errorOf(queue).error.message).toContain('the Pro plan adds');
    expect((await post({ queue: true })).statusCode).toBe(401);

    const pro = await learner('pro');
    const full = await progressOf(pro.token);
    expect(full).toMatchObject({ level: 'full', upgrade: null, queue: { due: 0, waiting: 0, next_due: null, items: [] } });
    expect(full.over_time!.weeks).toHaveLength(12);
  });

  it('a student of a school uses the school’s plan (full), whatever their own', async () => {
    const school = await seedSchool(db, 1, t.clock());
    const pupil = school.students[0]!;
    const p = await progressOf(pupil.token);
    expect(p.level).toBe('full');
    // and a school's student has no daily limit on practice
    for (let i = 0; i < 6; i++) expect((await post({ verb: 'ktb-I1', type: 'identify_tense' }, { token: pupil.token })).statusCode).toBe(201);
  });
});

describe('the share right per week', () => {
  it('gives twelve weeks from Sunday in the learner’s zone, each feature week by week, the weakest first', async () => {
    const me = await learner('pro', 'Asia/Riyadh');
    // two Fridays ago (UTC noon = 15:00 in Riyadh): 10 answers on tenses, 2 right
    t.clock.set(new Date('2026-11-13T12:00:00Z'));
    await answerAll(await create({ verb: 'ktb-I1', type: 'identify_tense' }, me.token), me.token, 2);
    // this week: 10 on roots all right, 10 on tenses 8 right
    t.clock.set(new Date('2026-11-27T12:00:00Z'));
    await answerAll(await create({ verb: 'ktb-I1', type: 'identify_root' }, me.token), me.token, 10);
    await answerAll(await create({ verb: 'ktb-I1', type: 'identify_tense' }, me.token), me.token, 8);
    const p = await progressOf(me.token);
    const o = p.over_time!;
    expect(o.weeks[11]).toBe('2026-11-22');
    expect(o.weeks[9]).toBe('2026-11-08');
    expect(o.weeks[0]).toBe('2026-09-06');
    expect(o.all.slice(9).map((c) => [c.answers, c.share])).toEqual([
      [10, 20],
      [0, null],
      [20, 90],
    ]);
    const tense = o.features.find((f) => f.dimension === 'type' && f.value === 'identify_tense')!;
    expect(tense.cells.slice(9).map((c) => c.share)).toEqual([20, null, 80]);
    expect(tense).toMatchObject({ answers: 20, share: 50, practice: 'type=identify_tense' });
    // weakest first
    const shares = o.features.map((f) => f.share);
    expect([...shares].sort((a, b) => a - b)).toEqual(shares);
    expect(o.features.length).toBeLessThanOrEqual(8);
    // Saturday 22:00 UTC is already Sunday in Riyadh: a new week there
    t.clock.set(new Date('2026-11-28T22:00:00Z'));
    const next = await progressOf(me.token);
    expect(next.over_time!.weeks[11]).toBe('2026-11-29');
    expect(next.over_time!.all[10]).toEqual({ answers: 20, share: 90 });
    t.clock.set(new Date('2026-11-27T12:00:00Z'));
  });
});

describe('the review queue of the forms missed', () => {
  it('queues a missed form for tomorrow, practises it when due with a new question of the same form, and moves it by the rule', async () => {
    t.clock.set(new Date('2026-11-27T12:00:00Z'));
    const me = await learner('pro');
    me.token = await freshToken(me.id);
    const set = await create({ verb: 'ktb-I1', type: 'conjugate' }, me.token);
    const qs = await questionsOf(set.id);
    const first = set.questions[0]!;
    const missed = qs.get(first.id)!;
    const wrongOption = first.options.find((o) => o.id !== (missed.answer as { option_id: string }).option_id)!.id;
    expect((await call('POST', `/practice/sets/${set.id}/answers/${first.id}`, { body: { option_id: wrongOption }, token: me.token, ip: nextIp() })).statusCode).toBe(200);
    const [row] = await db
      .select()
      .from(practiceAnswers)
      .where(and(eq(practiceAnswers.userId, me.id), eq(practiceAnswers.questionId, first.id)));
    expect(row!.form).toBe(missed.source.slot);

    let p = await progressOf(me.token);
    expect(p.queue).toMatchObject({ due: 0, waiting: 1, next_due: '2026-11-28', items: [] });
    const early = await post({ queue: true }, { token: me.token });
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).error.message).toBe('No form of your review queue is due today');

    // the next day it is due: a queue set of one new question of that verb, type and slot
    t.clock.advance(DAY);
    p = await progressOf(me.token);
    expect(p.queue).toMatchObject({ due: 1, waiting: 1 });
    expect(p.queue!.items[0]).toMatchObject({ verb_id: 'ktb-I1', type: 'conjugate', form: missed.source.slot, box: 1, due: '2026-11-28' });
    expect(p.queue!.items[0]!.label).toContain('Conjugate');
    const review = await create({ queue: true }, me.token);
    expect(review.criteria.queue).toBe(true);
    expect(review.questions).toHaveLength(1);
    const regenerated = (await questionsOf(review.id)).get(review.questions[0]!.id)!;
    expect(regenerated).toMatchObject({ type: 'conjugate', source: { verb_id: 'ktb-I1', slot: missed.source.slot } });
    await answerAll(review, me.token, 1);
    p = await progressOf(me.token);
    expect(p.queue).toMatchObject({ due: 0, waiting: 1, next_due: '2026-12-01' });

    // three days on it is due again; missed again: back to box 1, due the next day
    t.clock.advance(3 * DAY);
    expect((await progressOf(me.token)).queue!.items[0]).toMatchObject({ box: 2, due: '2026-12-01' });
    await answerAll(await create({ queue: true }, me.token), me.token, 0);
    p = await progressOf(me.token);
    expect(p.queue).toMatchObject({ due: 0, waiting: 1, next_due: '2026-12-02' });
    t.clock.set(new Date('2026-11-27T12:00:00Z'));
  });
});

describe('typed practice answers', () => {
  it('asks the typed types as typed questions, graded by the exams’ grading (tatweel ignored, half credit for marks missing)', async () => {
    const set = await create({ verb: 'ktb-I1', answers: 'typed' });
    expect(set.criteria.answers).toBe('typed');
    expect(set.questions.length).toBeGreaterThan(0);
    expect(set.questions.every((q) => q.format === 'typed' && q.options.length === 0)).toBe(true);
    // the types whose answer is one form (the sentence-level mood_in_context and negation among them)
    expect(set.questions.every((q) => TYPED_QUESTION_TYPES.has(q.type))).toBe(true);
    const qs = await questionsOf(set.id);
    const [a, b] = set.questions;
    const keyA = (qs.get(a!.id)!.answer as { text: string }).text;
    const withTatweel = [...keyA].map((ch, i) => (i === 1 ? `ـ${ch}` : ch)).join('');
    const right = practiceAnswerResultSchema.parse((await call('POST', `/practice/sets/${set.id}/answers/${a!.id}`, { body: { text: withTatweel }, ip: nextIp() })).json().data);
    expect(right.question.outcome).toMatchObject({ verdict: 'correct', credit: 1, key: { text: keyA } });
    const keyB = (qs.get(b!.id)!.answer as { text: string }).text;
    const bare = keyB.replace(/[\u064B-\u0652\u0670]/gu, '');
    const marks = practiceAnswerResultSchema.parse((await call('POST', `/practice/sets/${set.id}/answers/${b!.id}`, { body: { text: bare }, ip: nextIp() })).json().data);
    // no marks at all: the marks are missing, not wrong (half credit, no letters to name)
    expect(marks.question.outcome).toMatchObject({ verdict: 'marks_missing', credit: 0.5 });
    expect(marks.question.outcome!.letters ?? []).toEqual([]);
  });

  it('refuses typed answers for a type answered by choosing, clearly', async () => {
    const res = await post({ verb: 'ktb-I1', type: 'identify_tense', answers: 'typed' });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).error.details[0]).toMatchObject({ path: 'answers' });
    expect(errorOf(res).error.details[0]!.issue).toContain('answered by choosing');
    const bad = await post({ verb: 'ktb-I1', answers: 'spoken' });
    expect(bad.statusCode).toBe(422);
  });
});

describe('a school’s students see their assigned exams’ results', () => {
  it('lists the student’s submitted attempts with the score and the grade of the exam’s scale, theirs only', async () => {
    const now = t.clock();
    const school = await seedSchool(db, 2, now);
    const exam = await seedExam(db, school, 3, 30, now);
    await db
      .update(exams)
      .set({
        title: 'Unit 3',
        gradeScale: {
          id: '00000000-0000-4000-8000-000000000001',
          name: 'Letters',
          bands: [
            { from: 90, to: 100, label: 'A' },
            { from: 60, to: 90, label: 'B' },
            { from: 0, to: 60, label: 'F' },
          ],
        },
      })
      .where(eq(exams.id, exam.id));
    const [pupil, other] = school.students;
    await db.insert(examAttempts).values({
      examId: exam.id,
      studentId: pupil!.id,
      number: 1,
      examVersion: 1,
      status: 'submitted',
      startedAt: now,
      timeFactor: '1',
      submittedAt: new Date(now.getTime() + 600_000),
      closedBy: 'student',
      earned: '2',
      possible: 3,
      score: '66.67',
      passed: true,
      grading: {},
    });
    const res = await call('GET', '/practice/exam-results', { token: pupil!.token, ip: nextIp() });
    expect(res.statusCode).toBe(200);
    const { results } = examResultsSchema.parse(res.json().data);
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ exam_id: exam.id, exam_title: 'Unit 3', score: 66.67, grade: 'B', passed: true });
    // another student of the same class sees none of it; nobody signed in is refused
    expect(examResultsSchema.parse((await call('GET', '/practice/exam-results', { token: other!.token, ip: nextIp() })).json().data).results).toEqual([]);
    expect((await call('GET', '/practice/exam-results', { ip: nextIp() })).statusCode).toBe(401);
    // without a scale: no grade
    await db.update(exams).set({ gradeScale: null }).where(eq(exams.id, exam.id));
    const plain = examResultsSchema.parse((await call('GET', '/practice/exam-results', { token: pupil!.token, ip: nextIp() })).json().data);
    expect(plain.results[0]!.grade).toBeNull();
  });
});
