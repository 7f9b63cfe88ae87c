/** GET /billing/allowance: what the plan that covers me allows, and how much is left (issue 14). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exams } from '../../src/db/exams.ts';
import { organizations } from '../../src/db/management.ts';
import { eq } from 'drizzle-orm';
import { caller, createAccountsTestApp, signUp, type AccountsTestApp } from '../auth/harness.ts';
import { addByEmail, setPlan, type Person } from '../management/world.ts';

let t: AccountsTestApp;
let call: ReturnType<typeof caller>;
let school: Person;
let teacher: Person;
let free: Person;
let student: Person;

beforeAll(async () => {
  t = await createAccountsTestApp({ start: new Date('2026-11-20T10:00:00Z') });
  call = caller(t.app);
  school = await signUp(t, { role: 'educator', educator_type: 'school', organization_type: 'school' });
  await setPlan(t, school.id, 'pro');
  teacher = await addByEmail(t, school, 'teacher');
  free = await signUp(t, { role: 'educator', educator_type: 'teacher' });
  student = await signUp(t, { role: 'student' });
}, 120_000);
afterAll(async () => {
  await t?.cleanup();
});

type Row = { key: string; limit: number | null; used: number | null; left: number | null; value_label: string; label: string };
const allowance = async (who: Person, locale: 'en' | 'ar' = 'en') => {
  const res = await call('GET', '/billing/allowance', { token: who.token, locale });
  expect(res.statusCode).toBe(200);
  return res.json().data as { plan_code: string; plan_name: string; scope: string; organization_name: string | null; month_starts: string; rows: Row[] };
};
const row = (rows: Row[], key: string) => rows.find((r) => r.key === key)!;

/** Exams made by an organisation on a date (the counts read the table, whatever made the rows). */
async function examsMade(ownerId: string, at: Date, n: number) {
  const [org] = await t.app.database.db.select().from(organizations).where(eq(organizations.ownerId, ownerId));
  for (let i = 0; i < n; i++)
    await t.app.database.db.insert(exams).values({ organizationId: org!.id, ownerId, title: `Exam ${i}`, request: {} as never, status: 'draft', createdAt: at, updatedAt: at });
}

describe('GET /billing/allowance', () => {
  it('a Free teacher: 3 exams a month, the ones made this month counted, last month’s not', async () => {
    let a = await allowance(free);
    expect(a).toMatchObject({ plan_code: 'free', plan_name: 'Free', scope: 'own', organization_name: null, month_starts: '2026-11-01T00:00:00.000Z' });
    expect(row(a.rows, 'exams_per_month')).toMatchObject({ limit: 3, used: 0, left: 3 });
    await examsMade(free.id, new Date('2026-11-03T08:00:00Z'), 2);
    await examsMade(free.id, new Date('2026-10-30T08:00:00Z'), 4);
    a = await allowance(free);
    expect(row(a.rows, 'exams_per_month')).toMatchObject({ limit: 3, used: 2, left: 1 });
    expect(row(a.rows, 'question_bank')).toMatchObject({ limit: 50, used: 0, left: 50 });
    // limits counted per exam: the plan's number, nothing used
    expect(row(a.rows, 'questions_per_exam')).toMatchObject({ limit: 10, used: null, left: null });
    // a level, not a count
    expect(row(a.rows, 'reports_level')).toMatchObject({ limit: null, used: null, left: null });
  });

  it('a school’s teacher is covered by the school’s plan: its teachers counted, in Arabic too', async () => {
    const a = await allowance(teacher);
    expect(a).toMatchObject({ plan_code: 'pro', scope: 'organization' });
    expect(a.organization_name).not.toBeNull();
    expect(row(a.rows, 'educator_sub_accounts')).toMatchObject({ limit: 5, used: 1, left: 4 });
    const owner = await allowance(school, 'ar');
    expect(owner).toMatchObject({ plan_code: 'pro', scope: 'own' });
    expect(row(owner.rows, 'educator_sub_accounts')).toMatchObject({ label: expect.any(String), used: 1, left: 4 });
    expect(row(owner.rows, 'exams_per_month')).toMatchObject({ limit: null, left: null });
  });

  it('a student sees their own plan, without counts', async () => {
    const a = await allowance(student);
    expect(a.scope).toBe('own');
    expect(a.rows.every((r) => r.used === null)).toBe(true);
  });

  it('signed out: 401', async () => {
    expect((await call('GET', '/billing/allowance')).statusCode).toBe(401);
  });
});
