import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { examAttempts, exams } from '../../src/db/exams.ts';
import { caller, createAccountsTestApp, nextIp, type AccountsTestApp } from '../auth/harness.ts';
import { addByEmail, buildWorld, type World } from './world.ts';

/**
 * A student's attempts on the students table and their details page (issue 37, defect 1): a
 * student with three submitted attempts and one in progress at teacher A1's exam, and one attempt
 * at school B's exam that school A must not see. The rows are written straight into the database
 * with fixed dates, so the figures do not hang on the clock.
 */

let t: AccountsTestApp;
let w: World;
let call: ReturnType<typeof caller>;
let examId: string;
let foreignExamId: string;
let otherTeacherToken: string;

const EXAM_REQUEST = { objectives: [{ type: 'conjugate' }], question_count: 3, criteria: { verbs: ['ktb-I1'] }, seed: 1 };
const SCALE = [
  { from: 50, to: 100, label: 'Pass' },
  { from: 0, to: 50, label: 'Fail' },
];
const day = (d: number, h = 9) => new Date(Date.UTC(2026, 10, d, h));

async function publishedExam(token: string, classes: string[], scaleId: string | null): Promise<string> {
  const made = await call('POST', '/exams', { token, ip: nextIp(), body: { title: 'Attempts exam', request: EXAM_REQUEST } });
  if (made.statusCode !== 201) throw new Error(made.body);
  const id = made.json().data.exam.id as string;
  const body = {
    publish_at: new Date(Date.now() - 86_400_000).toISOString(),
    access: 'open',
    duration_minutes: null,
    passing_score: 60,
    attempts_allowed: null,
    assignments: { classes, students: [], teachers: [] },
    grade_scale_id: scaleId,
  };
  const published = await call('POST', `/exams/${id}/publish`, { token, ip: nextIp(), body });
  if (published.statusCode !== 200) throw new Error(published.body);
  return id;
}

beforeAll(async () => {
  t = await createAccountsTestApp();
  call = caller(t.app);
  w = await buildWorld(t);
  const scale = await call('POST', '/grade-scales', { token: w.teacherA1.token, ip: nextIp(), body: { name: 'Pass or fail', bands: SCALE } });
  if (scale.statusCode !== 201) throw new Error(scale.body);
  examId = await publishedExam(w.teacherA1.token, [w.classA], scale.json().data.scale.id);
  const clsB = await call('POST', '/classes', { token: w.schoolB.token, body: { name: 'B class', student_ids: [w.studentB.id] } });
  if (clsB.statusCode !== 201) throw new Error(clsB.body);
  foreignExamId = await publishedExam(w.schoolB.token, [clsB.json().data.class.id], null);
  otherTeacherToken = (await addByEmail(t, w.schoolB, 'teacher')).token;
  const db = t.app.database.db;
  const [exam] = await db.select().from(exams).where(eq(exams.id, examId));
  const base = { examId, studentId: w.studentA.id, examVersion: exam!.version, timeFactor: '1', possible: 3, grading: {} };
  const submitted = (number: number, d: number, earned: number) => ({
    ...base,
    number,
    status: 'submitted' as const,
    startedAt: day(d),
    submittedAt: day(d, 10),
    closedBy: 'student' as const,
    earned: String(earned),
    score: String(Math.round((earned / 3) * 10_000) / 100),
    passed: (earned / 3) * 100 >= 60,
  });
  await db.insert(examAttempts).values([
    submitted(1, 1, 1),
    submitted(2, 2, 3),
    submitted(3, 3, 2),
    { ...base, number: 4, status: 'in_progress', startedAt: day(4), deadline: null },
    // student A's attempt at school B's exam (as if by its share link): none of school A's business
    { ...base, examId: foreignExamId, number: 1, status: 'submitted', startedAt: day(5), submittedAt: day(5, 10), earned: '3', score: '100', passed: true },
  ]);
}, 300_000);
afterAll(async () => t?.cleanup());

describe("a student's attempts", () => {
  for (const who of ['schoolA', 'teacherA1'] as const) {
    it(`are counted and listed for ${who === 'schoolA' ? 'the school' : 'the teacher of their class'}`, async () => {
      const token = w[who].token;
      const details = await call('GET', `/management/members/${w.studentA.id}`, { token });
      expect(details.statusCode).toBe(200);
      const m = details.json().data;
      expect(m).toMatchObject({ total_attempts: 4, success_rate: 100, grade: 'Pass', last_activity: day(4).toISOString() });
      expect(m.attempts).toEqual([
        {
          id: expect.any(String),
          exam_id: examId,
          exam_title: 'Attempts exam',
          number: 4,
          status: 'in_progress',
          score: null,
          grade: null,
          started_at: day(4).toISOString(),
          submitted_at: null,
        },
        {
          id: expect.any(String),
          exam_id: examId,
          exam_title: 'Attempts exam',
          number: 3,
          status: 'passed',
          score: 66.67,
          grade: 'Pass',
          started_at: day(3).toISOString(),
          submitted_at: day(3, 10).toISOString(),
        },
        {
          id: expect.any(String),
          exam_id: examId,
          exam_title: 'Attempts exam',
          number: 2,
          status: 'passed',
          score: 100,
          grade: 'Pass',
          started_at: day(2).toISOString(),
          submitted_at: day(2, 10).toISOString(),
        },
        {
          id: expect.any(String),
          exam_id: examId,
          exam_title: 'Attempts exam',
          number: 1,
          status: 'failed',
          score: 33.33,
          grade: 'Fail',
          started_at: day(1).toISOString(),
          submitted_at: day(1, 10).toISOString(),
        },
      ]);
      const list = await call('GET', '/management/members?role=student&per_page=100', { token });
      const row = (list.json().data as { id: string }[]).find((r) => r.id === w.studentA.id);
      expect(row).toMatchObject({ total_attempts: 4, success_rate: 100, grade: 'Pass', last_activity: day(4).toISOString() });
    });
  }

  it('a student with none shows none', async () => {
    const details = await call('GET', `/management/members/${w.usernameStudentA.id}`, { token: w.schoolA.token });
    expect(details.json().data).toMatchObject({ total_attempts: 0, grade: null, success_rate: null, last_activity: null, attempts: [] });
  });

  it('school B sees its own exam only, and a teacher of school B sees nothing of student A', async () => {
    // student A is not a member of school B: the member does not exist for them
    expect((await call('GET', `/management/members/${w.studentA.id}`, { token: otherTeacherToken })).statusCode).toBe(404);
    expect((await call('GET', `/management/members/${w.studentA.id}`, { token: w.schoolB.token })).statusCode).toBe(404);
    const list = await call('GET', '/management/members?role=student&per_page=100', { token: otherTeacherToken });
    expect(list.statusCode).toBe(200);
    expect((list.json().data as { id: string }[]).map((r) => r.id)).not.toContain(w.studentA.id);
    // another teacher of school A who does not teach student A: 404, as before
    expect((await call('GET', `/management/members/${w.studentA.id}`, { token: w.teacherA2.token })).statusCode).toBe(404);
  });
});
