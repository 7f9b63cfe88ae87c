import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examSummarySchema } from '@tasreef/contracts/exams';
import { caller, createAccountsTestApp, type AccountsTestApp } from '../auth/harness.ts';
import { buildWorld, type World } from '../management/world.ts';

/**
 * A student plans by due dates (issue 37): their list's date filters bound when an exam ends, not
 * when the teacher made it, and `order=due` lists the soonest end first (the dashboard's due exams).
 */
let t: AccountsTestApp;
let w: World;
let call: ReturnType<typeof caller>;

const day = 86_400_000;
const iso = (ms: number) => new Date(t.clock().getTime() + ms).toISOString();
const dateOf = (ms: number) => iso(ms).slice(0, 10);

async function published(title: string, expiresIn: number | null): Promise<string> {
  const made = await call('POST', '/exams', {
    token: w.teacherA1.token,
    body: { title, request: { objectives: [{ type: 'conjugate' }], formats: ['multiple_choice'], question_count: 2, criteria: { verbs: ['ktb-I1'] }, seed: 1 } },
  });
  if (made.statusCode !== 201) throw new Error(made.body);
  const id = made.json().data.exam.id as string;
  const res = await call('POST', `/exams/${id}/publish`, {
    token: w.teacherA1.token,
    body: {
      publish_at: iso(-60_000),
      expires_at: expiresIn === null ? null : iso(expiresIn),
      access: expiresIn === null ? 'open' : 'expirable',
      duration_minutes: 30,
      passing_score: 50,
      attempts_allowed: 1,
      review: 'after_submit',
      assignments: { classes: [w.classA], students: [], teachers: [] },
    },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return id;
}

const titles = async (query: string, token = w.studentA.token) => {
  const res = await call('GET', `/exams?${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as unknown[]).map((e) => examSummarySchema.parse(e).title);
};

beforeAll(async () => {
  t = await createAccountsTestApp();
  call = caller(t.app);
  w = await buildWorld(t);
  // made at the same instant of the test's clock: only the due order tells them apart
  await published('near', 2 * day);
  await published('far', 10 * day);
  await published('open', null);
}, 300_000);
afterAll(async () => t?.cleanup());

describe('a student’s exams by due date', () => {
  it('order=due lists the soonest end first and an exam without an end last', async () => {
    expect(await titles('group=current&order=due')).toEqual(['near', 'far', 'open']);
  });

  it('the date filters bound the due date for a student, the creation date for a teacher', async () => {
    expect(await titles(`to_date=${dateOf(3 * day)}`)).toEqual(['near']);
    expect(await titles(`from_date=${dateOf(3 * day)}`)).toEqual(['far']);
    // the teacher made all three today
    expect((await titles(`from_date=${dateOf(0)}&to_date=${dateOf(0)}`, w.teacherA1.token)).sort()).toEqual(['far', 'near', 'open']);
  });
});
