import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedExamSchema } from '@tasreef/contracts/exams';
import { caller, createAccountsTestApp, errorOf, signUp, type AccountsTestApp } from '../auth/harness.ts';
import { addByEmail, setPlan, type Person } from '../management/world.ts';

let t: AccountsTestApp;
let call: ReturnType<typeof caller>;
let teacher: Person;
let freeTeacher: Person;
let schoolTeacher: Person;
let student: Person;

const body = (extra: Record<string, unknown> = {}) => ({
  objectives: [{ type: 'conjugate' }, { type: 'identify_root' }],
  formats: ['multiple_choice'],
  question_count: 8,
  seed: 42,
  ...extra,
});

beforeAll(async () => {
  t = await createAccountsTestApp();
  call = caller(t.app);
  teacher = await signUp(t, { role: 'educator', educator_type: 'teacher' });
  await setPlan(t, teacher.id, 'pro');
  freeTeacher = await signUp(t, { role: 'educator', educator_type: 'teacher' });
  const school = await signUp(t, { role: 'educator', educator_type: 'school', organization_type: 'school' });
  await setPlan(t, school.id, 'school');
  schoolTeacher = await addByEmail(t, school, 'teacher');
  student = await signUp(t, { role: 'student' });
}, 300_000);
afterAll(async () => t?.cleanup());

describe('POST /exams/generate', () => {
  it('gives the preview with answers, the same for the same seed, in the contract’s shape and the request’s language', async () => {
    const a = await call('POST', '/exams/generate', { token: teacher.token, body: body() });
    expect(a.statusCode).toBe(200);
    const data = generatedExamSchema.parse(a.json().data);
    expect(data.questions).toHaveLength(8);
    expect(data.questions.every((q) => q.answer !== undefined)).toBe(true);
    const b = await call('POST', '/exams/generate', { token: teacher.token, body: body() });
    expect(b.body).toBe(a.body);
    const ar = await call('POST', '/exams/generate', { token: teacher.token, locale: 'ar', body: body({ objectives: [{ type: 'identify_tense' }] }) });
    expect(ar.json().data.questions[0].options[0].text).toMatch(/[\u0600-\u06FF]/);
    const en = await call('POST', '/exams/generate', { token: teacher.token, locale: 'en', body: body({ objectives: [{ type: 'identify_tense' }] }) });
    expect(en.json().data.questions[0].options[0].text).toMatch(/^[A-Z]/);
  });

  it('says, localized, how many questions the criteria give when they cannot give the count; nothing else happens', async () => {
    const res = await call('POST', '/exams/generate', {
      token: teacher.token,
      locale: 'ar',
      body: body({ objectives: [{ type: 'conjugate' }], question_count: 40, criteria: { verbs: ['ktb-I1'], tenses: ['past'] } }),
    });
    expect(res.statusCode).toBe(422);
    // 13 active and 5 third-person passive past forms (كَتَبَ takes a thing as object: no كُتِبُوا, كُتِبْتُ),
    // less كَتَبَ itself (its answer would be written in its stem)
    expect(errorOf(res).message).toContain('وهذه المعايير تعطي 17');
    expect(errorOf(res).error.details[0]!.path).toBe('question_count');
  });

  it('refuses bad input with localized field errors: count 0 or 101, an unknown type, a root that is not Arabic letters', async () => {
    for (const bad of [{ question_count: 0 }, { question_count: 101 }, { objectives: [{ type: 'spelling' }] }, { criteria: { roots: ['abc'] } }, { objectives: [] }]) {
      const res = await call('POST', '/exams/generate', { token: teacher.token, body: body(bad) });
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(errorOf(res).error.code).toBe('validation_failed');
    }
  });

  it('is for educators only', async () => {
    expect((await call('POST', '/exams/generate', { token: student.token, body: body() })).statusCode).toBe(403);
    expect((await call('POST', '/exams/generate', { body: body() })).statusCode).toBe(401);
  });

  it('keeps to the plan: questions per exam and formats, naming the plan that lifts the limit; a school’s teacher has the school’s plan', async () => {
    const many = await call('POST', '/exams/generate', { token: freeTeacher.token, body: body({ question_count: 11 }) });
    expect(many.statusCode).toBe(403);
    expect(errorOf(many)).toMatchObject({ error: { code: 'plan_limit' }, message: 'Your plan allows 10 questions an exam; the Basic plan lifts this limit' });
    const tf = await call('POST', '/exams/generate', { token: freeTeacher.token, body: body({ formats: ['true_false'] }) });
    expect(errorOf(tf).message).toBe('Your plan does not include True or false questions; the Basic plan does');
    const typed = await call('POST', '/exams/generate', { token: freeTeacher.token, locale: 'ar', body: body({ formats: ['typed'], objectives: [{ type: 'conjugate' }] }) });
    expect(errorOf(typed).message).toBe('لا تشمل خطتك أسئلة كتابة الإجابة؛ وخطة الاحترافية تشملها');
    // "let the engine decide" stays within the free plan's ten
    const decide = await call('POST', '/exams/generate', {
      token: freeTeacher.token,
      body: body({ question_count: null, objectives: [{ type: 'conjugate' }, { type: 'identify_root' }, { type: 'masdar' }] }),
    });
    expect(decide.statusCode).toBe(200);
    expect(decide.json().data.questions).toHaveLength(10);
    const school = await call('POST', '/exams/generate', {
      token: schoolTeacher.token,
      body: body({ question_count: 100, formats: ['typed'], objectives: [{ type: 'conjugate' }] }),
    });
    expect(school.statusCode).toBe(200);
    expect(school.json().data.questions).toHaveLength(100);
  });
});
