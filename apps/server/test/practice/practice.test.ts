import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceAnswerResultSchema, practiceProgressSchema, practiceSetSchema, type PracticeSet } from '@tasreef/contracts/practice';
import { users } from '../../src/db/accounts.ts';
import { practiceAnswers, practiceSets } from '../../src/db/practice.ts';
import { practiceProgress } from '../../src/practice/progress.ts';
import type { Db } from '../../src/db/client.ts';
import { caller, createAccountsTestApp, errorOf, nextIp, signUp, type AccountsTestApp } from '../auth/harness.ts';
import { createTestApp } from '../helpers.ts';

let t: AccountsTestApp;
let call: ReturnType<typeof caller>;
let db: Db;
let learner: { token: string; id: string };
let other: { token: string; id: string };

/** The keys the server keeps, read from the database (never from the API). */
async function keysOf(setId: string): Promise<Map<string, string>> {
  const [row] = await db.select().from(practiceSets).where(eq(practiceSets.id, setId));
  return new Map(row!.questions.map((q) => [q.id, (q.answer as { option_id: string }).option_id]));
}

async function create(body: Record<string, unknown>, o: { token?: string; ip?: string; locale?: 'en' | 'ar' } = {}): Promise<PracticeSet> {
  const res = await call('POST', '/practice/sets', { body, ip: o.ip ?? nextIp(), token: o.token, locale: o.locale });
  if (res.statusCode !== 201) throw new Error(res.body);
  return practiceSetSchema.parse(res.json().data);
}

const answer = (setId: string, questionId: string, body: unknown, o: { token?: string; locale?: 'en' | 'ar' } = {}) =>
  call('POST', `/practice/sets/${setId}/answers/${questionId}`, { body, token: o.token, locale: o.locale, ip: nextIp() });

const LEAKS = ['"answer"', '"explanation"', '"source"', '"accepted"', '"tags"', '"value"', 'verb_id', '"key"'];

beforeAll(async () => {
  t = await createAccountsTestApp();
  call = caller(t.app);
  db = t.app.database.db;
  learner = await signUp(t, { role: 'student' });
  other = await signUp(t, { role: 'student' });
}, 300_000);
afterAll(async () => t?.cleanup());

describe('practice sets', () => {
  it('gives ten questions of a verb without any key, explanation or source, then checks each answer once with the engine’s explanation', async () => {
    const res = await call('POST', '/practice/sets', { body: { verb: 'ktb-I1' }, ip: nextIp() });
    expect(res.statusCode).toBe(201);
    for (const leak of LEAKS) expect(res.body).not.toContain(leak);
    const set = practiceSetSchema.parse(res.json().data);
    expect(set.id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(set.questions).toHaveLength(10);
    expect(set).toMatchObject({ criteria: { verb: 'ktb-I1', root: null, pattern: null, type: null }, recorded: false, answered: 0, finished: false, score: null });
    expect(new Set(set.questions.map((q) => q.type)).size).toBeGreaterThan(1);

    const keys = await keysOf(set.id);
    const [first, second] = set.questions;
    const right = await answer(set.id, first!.id, { option_id: keys.get(first!.id) });
    expect(right.statusCode).toBe(200);
    const r1 = practiceAnswerResultSchema.parse(right.json().data);
    expect(r1.question.outcome).toMatchObject({ verdict: 'correct', credit: 1, key: { option_id: keys.get(first!.id) } });
    expect(r1.question.outcome!.explanation.en.length).toBeGreaterThan(10);
    // the questions not yet answered still carry nothing that gives their answer away
    const rest = JSON.stringify(r1.set.questions.filter((q) => q.id !== first!.id));
    for (const leak of LEAKS) expect(rest).not.toContain(leak);

    const wrongOption = second!.options.find((o) => o.id !== keys.get(second!.id))!.id;
    const wrong = practiceAnswerResultSchema.parse((await answer(set.id, second!.id, { option_id: wrongOption })).json().data);
    expect(wrong.question.outcome).toMatchObject({ verdict: 'wrong', credit: 0, given: { option_id: wrongOption }, key: { option_id: keys.get(second!.id) } });
    expect(wrong.set).toMatchObject({ answered: 2, earned: 1, wrong: 1, finished: false });

    // answering twice: refused, the first answer stands
    const again = await answer(set.id, second!.id, { option_id: keys.get(second!.id) });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).error.message).toBe('This question has already been answered; go on to the next one');
    const read = practiceSetSchema.parse((await call('GET', `/practice/sets/${set.id}`, { ip: nextIp() })).json().data);
    expect(read.questions[1]!.outcome!.verdict).toBe('wrong');
  });

  it('practises a question type in context (issue 32): sentences with a gap, their keys graded right, nothing given away', async () => {
    const res = await call('POST', '/practice/sets', { body: { verb: 'ktb-I1', type: 'mood_in_context' }, ip: nextIp() });
    expect(res.statusCode).toBe(201);
    for (const leak of LEAKS) expect(res.body).not.toContain(leak);
    const set = practiceSetSchema.parse(res.json().data);
    expect(set.questions.length).toBeGreaterThan(0);
    for (const q of set.questions) {
      expect(q.type).toBe('mood_in_context');
      expect(q.stem.ar).toContain('____');
    }
    const keys = await keysOf(set.id);
    const first = set.questions[0]!;
    const r = practiceAnswerResultSchema.parse((await answer(set.id, first.id, { option_id: keys.get(first.id) })).json().data);
    expect(r.question.outcome).toMatchObject({ verdict: 'correct', credit: 1 });
  });

  it('ends with the score, and "retry what was wrong" gives exactly the questions missed', async () => {
    const set = await create({ root: 'قول' });
    const keys = await keysOf(set.id);
    let last: PracticeSet | null = null;
    for (const [i, q] of set.questions.entries()) {
      const option = i < 7 ? keys.get(q.id)! : q.options.find((o) => o.id !== keys.get(q.id))!.id;
      const res = await answer(set.id, q.id, { option_id: option });
      expect(res.statusCode).toBe(200);
      last = practiceAnswerResultSchema.parse(res.json().data).set;
    }
    expect(last).toMatchObject({ finished: true, answered: 10, earned: 7, score: 70, wrong: 3 });
    const retry = await create({ retry_of: set.id });
    expect(retry.retry_of).toBe(set.id);
    expect(retry.questions.map((q) => q.id)).toEqual(set.questions.slice(7).map((q) => q.id));
    expect(retry.questions.every((q) => q.outcome === null)).toBe(true);
  });

  it('retries only a finished set with something wrong', async () => {
    const set = await create({ verb: 'ktb-I1', type: 'identify_tense' });
    expect(set.questions.every((q) => q.type === 'identify_tense')).toBe(true);
    const unfinished = await call('POST', '/practice/sets', { body: { retry_of: set.id }, ip: nextIp() });
    expect(unfinished.statusCode).toBe(409);
    expect(errorOf(unfinished).error.message).toBe('Answer every question of that set before retrying what was wrong');
    const keys = await keysOf(set.id);
    for (const q of set.questions) await answer(set.id, q.id, { option_id: keys.get(q.id) });
    const nothing = await call('POST', '/practice/sets', { body: { retry_of: set.id }, ip: nextIp(), locale: 'ar' });
    expect(nothing.statusCode).toBe(409);
    expect(errorOf(nothing).error.message).toBe('كانت إجابات تلك المجموعة كلها صحيحة: لا شيء تعيد التدرب عليه');
  });

  it('records a signed-in learner’s answers with their grammatical features, and keeps their set theirs', async () => {
    const set = await create({ pattern: 'X', type: 'conjugate' }, { token: learner.token });
    expect(set.recorded).toBe(true);
    const keys = await keysOf(set.id);
    const q = set.questions[0]!;
    // another learner, or nobody signed in, finds no such set
    for (const token of [other.token, undefined]) {
      expect((await call('GET', `/practice/sets/${set.id}`, { token, ip: nextIp() })).statusCode).toBe(404);
      const res = await answer(set.id, q.id, { option_id: keys.get(q.id) }, { token });
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).error.message).toBe('This practice set does not exist or has expired; start a new one');
      expect((await call('POST', '/practice/sets', { body: { retry_of: set.id }, token, ip: nextIp() })).statusCode).toBe(404);
    }
    expect((await answer(set.id, q.id, { option_id: keys.get(q.id) }, { token: learner.token })).statusCode).toBe(200);
    const rows = await db.select().from(practiceAnswers).where(eq(practiceAnswers.userId, learner.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ setId: set.id, questionId: q.id, questionType: 'conjugate', pattern: 'X', verdict: 'correct', credit: 1 });
    expect(rows[0]!.tense).toBeTruthy();
    expect(rows[0]!.person).toBeTruthy();
    expect(rows[0]!.rootTypes.length).toBeGreaterThan(0);
    // an anonymous learner's answers are not recorded anywhere
    const anon = await create({ pattern: 'X' });
    const anonKeys = await keysOf(anon.id);
    await answer(anon.id, anon.questions[0]!.id, { option_id: anonKeys.get(anon.questions[0]!.id) });
    expect(await db.select().from(practiceAnswers).where(eq(practiceAnswers.setId, anon.id))).toHaveLength(0);
  });

  it('answers bad input with clear, localized errors, never a 500', async () => {
    const set = await create({ verb: 'ktb-I1' });
    const q = set.questions[0]!;
    const unknownSet = await call('GET', '/practice/sets/AAAAAAAAAAAAAAAAAAAAAAAA', { ip: nextIp(), locale: 'ar' });
    expect(unknownSet.statusCode).toBe(404);
    expect(errorOf(unknownSet).error.message).toBe('مجموعة التدريب هذه غير موجودة أو انتهت مدتها؛ ابدأ مجموعة جديدة');
    expect((await answer('AAAAAAAAAAAAAAAAAAAAAAAA', q.id, { option_id: 'a' })).statusCode).toBe(404);
    expect((await call('GET', '/practice/sets/short', { ip: nextIp() })).statusCode).toBe(422);
    const unknownQuestion = await answer(set.id, 'q_zzzzzzz', { option_id: 'a' });
    expect(unknownQuestion.statusCode).toBe(404);
    expect(errorOf(unknownQuestion).error.message).toBe('This question is not in this practice set');

    const cases: Array<[unknown, string, string]> = [
      [{}, '', 'This question takes a choice or a typed form, not this'],
      [{ option_id: 'a', text: 'x' }, '', 'This question takes a choice or a typed form, not this'],
      [{ option_id: 'zz' }, 'option_id', 'Choose one of the options of this question'],
      [{ text: 'كَتَبَ' }, 'text', 'This question is answered by Multiple choice'],
      [[1, 2], '', 'This question takes a choice or a typed form, not this'],
    ];
    for (const [body, , message] of cases) {
      const res = await answer(set.id, q.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(JSON.stringify(errorOf(res).error), JSON.stringify(body)).toContain(message);
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: `/api/v1/en/practice/sets/${set.id}/answers/${q.id}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"option_id":',
    });
    expect(notJson.statusCode).toBe(400);
    // nothing was recorded by the refused answers
    expect((await call('GET', `/practice/sets/${set.id}`, { ip: nextIp() })).json().data.answered).toBe(0);

    const creates: Array<[unknown, string, string]> = [
      [{ verb: 'zzz-I1' }, 'verb', 'This verb is not in the lexicon'],
      [{ verb: 'not a verb' }, 'verb', 'This verb is not in the lexicon'],
      [{ root: 'abc' }, 'root', 'A root is three or four Arabic letters'],
      [{ pattern: 'XX' }, 'pattern', ''],
      [{ type: 'essay' }, 'type', ''],
      [{ seed: 1 }, 'seed', ''],
      [{ retry_of: 'x' }, 'retry_of', ''],
    ];
    for (const [body, path, message] of creates) {
      const res = await call('POST', '/practice/sets', { body, ip: nextIp() });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      const detail = errorOf(res).error.details.find((d) => d.path === path);
      expect(detail, JSON.stringify(body)).toBeTruthy();
      expect(detail!.issue).toContain(message);
    }
    // choices that give nothing: said why, in the learner's language
    const empty = await call('POST', '/practice/sets', { body: { root: 'ظظظ' }, ip: nextIp(), locale: 'ar' });
    expect(empty.statusCode).toBe(422);
    expect(errorOf(empty).error.details[0]!.issue).toMatch(/^لا تعطي هذه الاختيارات أسئلة\./);
  });

  it('expires a set after a day', async () => {
    const set = await create({ verb: 'ktb-I1' });
    t.clock.advance(24 * 3_600_000 + 1);
    expect((await call('GET', `/practice/sets/${set.id}`, { ip: nextIp() })).statusCode).toBe(404);
    expect((await answer(set.id, set.questions[0]!.id, { option_id: 'a' })).statusCode).toBe(404);
  });

  it('limits how many sets one address starts in a minute', async () => {
    const ip = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await call('POST', '/practice/sets', { body: { verb: 'zzz-I1' }, ip })).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 422)).toBe(true);
    expect(codes[30]).toBe(429);
  });

  it('shows a signed-in learner’s progress: share right per feature, weakest first with the practice that trains it, days and streak', async () => {
    // late in a (UTC) day, so that the next day is two hours away, well within a session's life
    const now = t.clock();
    t.clock.set(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 23, 0)));
    const me = await signUp(t, { role: 'student' });
    // progress tracking is the plan's (ADR 0044): full on Pro
    await db.update(users).set({ planCode: 'pro' }).where(eq(users.id, me.id));
    const progress = async (token?: string, locale: 'en' | 'ar' = 'en') => call('GET', '/practice/progress', { token, locale, ip: nextIp() });
    expect((await progress()).statusCode).toBe(401);
    const empty = practiceProgressSchema.parse((await progress(me.token)).json().data);
    expect(empty).toMatchObject({ answers: 0, share: null, streak: 0, weakest: [], features: [] });
    expect(empty.days).toHaveLength(28);

    // day 1: ten questions on tenses, four right
    const tenses = await create({ verb: 'ktb-I1', type: 'identify_tense' }, { token: me.token });
    let keys = await keysOf(tenses.id);
    for (const [i, q] of tenses.questions.entries())
      await answer(tenses.id, q.id, { option_id: i < 4 ? keys.get(q.id) : q.options.find((o) => o.id !== keys.get(q.id))!.id }, { token: me.token });
    // day 2: two questions on roots, both right
    t.clock.advance(2 * 3_600_000);
    const roots = await create({ verb: 'ktb-I1', type: 'identify_root' }, { token: me.token });
    keys = await keysOf(roots.id);
    for (const q of roots.questions.slice(0, 2)) await answer(roots.id, q.id, { option_id: keys.get(q.id) }, { token: me.token });

    const p = practiceProgressSchema.parse((await progress(me.token)).json().data);
    expect(p).toMatchObject({ answers: 12, share: 50, streak: 2 });
    expect(p.days.slice(-2).map((d) => d.answers)).toEqual([10, 2]);
    expect(p.days.slice(0, -2).every((d) => d.answers === 0)).toBe(true);
    const type = p.features.filter((f) => f.dimension === 'type');
    expect(type.map((f) => [f.value, f.answers, f.share])).toEqual([
      ['identify_tense', 10, 40],
      ['identify_root', 2, 100],
    ]);
    expect(type[0]).toMatchObject({ label: 'Identify the tense', practice: 'type=identify_tense' });
    // the weakest first, only features with enough answers and something wrong
    expect(p.weakest[0]!.share).toBeLessThanOrEqual(40);
    expect(p.weakest.every((f) => f.answers >= 3 && f.share < 100)).toBe(true);
    expect(p.weakest.map((f) => f.value)).not.toContain('identify_root');
    const ar = practiceProgressSchema.parse((await progress(me.token, 'ar')).json().data);
    expect(ar.features.find((f) => f.value === 'identify_tense')!.label).toBe('تحديد الزمن');
    // "practise this" for a root type or a tense makes a set of it
    const rootType = p.features.find((f) => f.dimension === 'root_type')!;
    const fromLink = await create(Object.fromEntries(new URLSearchParams(rootType.practice)), { token: me.token });
    expect(fromLink.criteria.root_type).toBe(rootType.value);
    // a day without practice breaks the streak; the day after today's first answer it stands again
    const later = (days: number) => new Date(t.clock().getTime() + days * 86_400_000);
    expect((await practiceProgress(db, me.id, null, later(1), 'en')).streak).toBe(2);
    expect((await practiceProgress(db, me.id, null, later(2), 'en')).streak).toBe(0);
    // in the learner's time zone: 01:00 UTC is still the first day in New York, so one day, not two
    expect((await practiceProgress(db, me.id, 'America/New_York', t.clock(), 'en')).streak).toBe(1);
    expect((await practiceProgress(db, me.id, 'Not/A_Zone', t.clock(), 'en')).streak).toBe(2);
  });
});

describe('the seed of a practice set', () => {
  it('comes from the app’s seed source, so the same seed draws the same set (tests are deterministic)', async () => {
    const fixed = await createTestApp({ options: { seeds: () => 42 } });
    try {
      const post = caller(fixed.app);
      const draw = async () => {
        const res = await post('POST', '/practice/sets', { body: { verb: 'ktb-I1' }, ip: nextIp() });
        expect(res.statusCode).toBe(201);
        return practiceSetSchema.parse(res.json().data).questions.map((q) => [q.type, q.stem]);
      };
      const first = await draw();
      expect(first).toHaveLength(10);
      expect(await draw()).toEqual(first);
    } finally {
      await fixed.cleanup();
    }
  }, 120_000);
});
