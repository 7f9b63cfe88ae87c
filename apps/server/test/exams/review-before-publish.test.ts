import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createAccountsTestApp, errorOf, nextIp, type AccountsTestApp } from '../auth/harness.ts';
import { buildWorld, type World } from '../management/world.ts';

/**
 * Step 4 keeps the settings without publishing; the review (step 5) publishes them with no body
 * (issue 37, defect 2). Publishing checks what publishing needs, with a message in the caller's
 * language, and writes nothing when it refuses.
 */

let t: AccountsTestApp;
let w: World;
let call: ReturnType<typeof caller>;

const REQUEST = { objectives: [{ type: 'conjugate' }], question_count: 3, criteria: { verbs: ['ktb-I1'] }, seed: 3 };
const iso = (ms: number) => new Date(t.clock().getTime() + ms).toISOString();
const settings = (extra: Record<string, unknown> = {}) => ({
  publish_at: iso(-60_000),
  expires_at: iso(7 * 86_400_000),
  access: 'expirable',
  duration_minutes: 25,
  passing_score: 70,
  attempts_allowed: 3,
  review: 'after_expiry',
  assignments: { classes: [w.classA], students: [w.studentA.id], teachers: [] },
  ...extra,
});

async function draft(): Promise<string> {
  const res = await call('POST', '/exams', { token: w.teacherA1.token, ip: nextIp(), body: { title: 'Reviewed first', request: REQUEST, setup_step: 4 } });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().data.exam.id as string;
}
const get = async (id: string) => (await call('GET', `/exams/${id}`, { token: w.teacherA1.token })).json().data;
const studentSees = async (id: string) => ((await call('GET', '/exams', { token: w.studentA.token })).json().data as { id: string }[]).some((e) => e.id === id);

beforeAll(async () => {
  t = await createAccountsTestApp();
  call = caller(t.app);
  w = await buildWorld(t);
}, 300_000);
afterAll(async () => t?.cleanup());

describe('step 4, then the review, then publishing', () => {
  it('keeps the settings of step 4 on a draft that stays a draft, and publishes them from the review with no body', async () => {
    const id = await draft();
    const saved = await call('PUT', `/exams/${id}/settings`, { token: w.teacherA1.token, body: settings(), locale: 'ar' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.message).toBe('حُفظت الإعدادات: راجع الاختبار ثم انشره');
    const kept = await get(id);
    expect(kept).toMatchObject({
      status: 'draft',
      setup_step: 5,
      published_at: null,
      publish_at: settings().publish_at,
      duration_minutes: 25,
      passing_score: 70,
      attempts_allowed: 3,
      review: 'after_expiry',
    });
    expect(kept.assignments.classes.map((c: { id: string }) => c.id)).toEqual([w.classA]);
    expect(kept.assignments.students.map((s: { id: string }) => s.id)).toEqual([w.studentA.id]);
    expect(await studentSees(id)).toBe(false);
    const published = await call('POST', `/exams/${id}/publish`, { token: w.teacherA1.token });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data.exam).toMatchObject({ status: 'published', duration_minutes: 25, passing_score: 70, attempts_allowed: 3, review: 'after_expiry' });
    expect(await studentSees(id)).toBe(true);
    // a published exam changes its settings by publishing again, not through step 4's draft call
    expect((await call('PUT', `/exams/${id}/settings`, { token: w.teacherA1.token, body: settings() })).statusCode).toBe(409);
  }, 120_000);

  it("refuses to publish, in the caller's language, a draft whose step 4 was never saved or assigns nobody; nothing changes", async () => {
    const id = await draft();
    const never = await call('POST', `/exams/${id}/publish`, { token: w.teacherA1.token, locale: 'ar' });
    expect(never.statusCode).toBe(422);
    expect(errorOf(never).error).toMatchObject({ code: 'validation_failed', message: 'اختر موعد فتح الاختبار ودرجة النجاح ومن يؤدّيه (الخطوة 4) قبل النشر' });
    const nobody = await call('PUT', `/exams/${id}/settings`, { token: w.teacherA1.token, body: settings({ assignments: { classes: [], students: [], teachers: [] } }) });
    expect(nobody.statusCode).toBe(200);
    const refused = await call('POST', `/exams/${id}/publish`, { token: w.teacherA1.token });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).error.details).toEqual([expect.objectContaining({ path: 'assignments', issue: 'Assign the exam to at least one class, student or teacher' })]);
    expect(await get(id)).toMatchObject({ status: 'draft', published_at: null });
    expect(await studentSees(id)).toBe(false);
  });

  it("checks step 4 as publishing does (dates, assignees the teacher sees), and only the exam's author may save it", async () => {
    const id = await draft();
    const early = await call('PUT', `/exams/${id}/settings`, { token: w.teacherA1.token, body: settings({ expires_at: iso(-120_000) }) });
    expect(early.statusCode).toBe(422);
    const foreign = await call('PUT', `/exams/${id}/settings`, {
      token: w.teacherA1.token,
      body: settings({ assignments: { classes: [], students: [w.studentB.id], teachers: [] } }),
    });
    expect(foreign.statusCode).toBe(422);
    expect((await call('PUT', `/exams/${id}/settings`, { token: w.teacherA2.token, body: settings() })).statusCode).toBe(404);
    expect((await call('PUT', `/exams/${id}/settings`, { token: w.schoolA.token, body: settings() })).statusCode).toBe(403);
    expect((await call('PUT', `/exams/${id}/settings`, { token: w.schoolB.token, body: settings() })).statusCode).toBe(404);
    expect((await call('POST', `/exams/${id}/publish`, { token: w.schoolB.token })).statusCode).toBe(404);
    expect(await get(id)).toMatchObject({ status: 'draft', setup_step: 4, publish_at: null });
  });
});
