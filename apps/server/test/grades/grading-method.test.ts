import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignedStudentsAnswerSchema } from '@tasreef/contracts/exam-students';
import { examDetailsSchema, GRADING_METHODS, type ExamDetails, type GradingMethod } from '@tasreef/contracts/exams';
import { certificateSchema } from '@tasreef/contracts/grades';
import { memberDetailsSchema } from '@tasreef/contracts/management';
import { examReportSchema, studentReportSchema } from '@tasreef/contracts/reports';
import { caller, createAccountsTestApp, errorOf, type AccountsTestApp } from '../auth/harness.ts';
import { addByEmail, buildWorld, type Person, type World } from '../management/world.ts';

/**
 * One grade per student and exam, by the exam's grading method (ADR 0072), the same wherever it is
 * shown. One student takes three attempts at a five-question exam (pass mark 50):
 *
 *   attempt 1: C C W W W   40 %   fail
 *   attempt 2: C C C C C  100 %   pass
 *   attempt 3: C W W W W   20 %   fail
 *
 * first 40 (fail), best 100 (pass), last 20 (fail), mean 53.33 (pass). Before ADR 0072 the details'
 * mean took the last attempt, their pass/fail and the certificate the best, the report the first.
 * The method is changed on the published exam after the attempts, so each figure below is also
 * recomputed, never a stored one (the report's cache included: the report is read before each
 * change, so a stale one would be served).
 */
const GRADE: Record<GradingMethod, { score: number; passed: boolean; counted: number[] }> = {
  first: { score: 40, passed: false, counted: [1] },
  best: { score: 100, passed: true, counted: [2] },
  last: { score: 20, passed: false, counted: [3] },
  mean: { score: 53.33, passed: true, counted: [1, 2, 3] },
};
const ROWS = ['CCWWW', 'CCCCC', 'CWWWW'] as const;

let t: AccountsTestApp;
let w: World;
let call: ReturnType<typeof caller>;
let student: Person;
let exam: ExamDetails;
let publishBody: Record<string, unknown>;

const minute = 60_000;
const keyOf = (q: ExamDetails['questions'][number]) => (q.answer as { option_id: string }).option_id;
const wrongOf = (q: ExamDetails['questions'][number]) => q.options.find((o) => o.id !== keyOf(q))!.id;

async function take(row: string) {
  const started = await call('POST', `/exams/${exam.id}/attempts`, { token: student.token });
  if (started.statusCode >= 300) throw new Error(started.body);
  const id = started.json().data.attempt.id as string;
  for (const [i, mark] of [...row].entries()) {
    const q = exam.questions[i]!;
    const res = await call('PUT', `/attempts/${id}/answers/${q.id}`, { token: student.token, body: { option_id: mark === 'C' ? keyOf(q) : wrongOf(q) } });
    if (res.statusCode !== 200) throw new Error(res.body);
  }
  t.clock.advance(minute);
  const done = await call('POST', `/attempts/${id}/submit`, { token: student.token });
  if (done.statusCode !== 200) throw new Error(done.body);
}

const setMethod = async (method: GradingMethod) => {
  const res = await call('POST', `/exams/${exam.id}/publish`, { token: w.teacherA1.token, body: { ...publishBody, grading_method: method } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data.exam.grading_method).toBe(method);
};

beforeAll(async () => {
  t = await createAccountsTestApp();
  call = caller(t.app);
  w = await buildWorld(t);
  student = await addByEmail(t, w.schoolA, 'student', { class_ids: [w.classA] });
  const made = await call('POST', '/exams', {
    token: w.teacherA1.token,
    body: { title: 'Grading method', request: { objectives: [{ type: 'conjugate' }], formats: ['multiple_choice'], question_count: 5, criteria: { verbs: ['ktb-I1'] }, seed: 3 } },
  });
  if (made.statusCode !== 201) throw new Error(made.body);
  const id = made.json().data.exam.id as string;
  publishBody = {
    publish_at: new Date(t.clock().getTime() - minute).toISOString(),
    expires_at: null,
    access: 'open',
    duration_minutes: null,
    passing_score: 50,
    attempts_allowed: 3,
    review: 'after_submit',
    certificates: true,
    assignments: { classes: [w.classA], students: [], teachers: [] },
  };
  const published = await call('POST', `/exams/${id}/publish`, { token: w.teacherA1.token, body: publishBody });
  if (published.statusCode !== 200) throw new Error(published.body);
  exam = examDetailsSchema.parse(published.json().data.exam);
  for (const row of ROWS) await take(row);
}, 300_000);
afterAll(async () => t?.cleanup());

describe('the grading method', () => {
  it('is the best attempt when the educator says nothing (ADR 0072), and refuses a method it does not know, localized', async () => {
    expect(exam.grading_method).toBe('best');
    const bad = await call('POST', `/exams/${exam.id}/publish`, { token: w.teacherA1.token, body: { ...publishBody, grading_method: 'median' }, locale: 'ar' });
    expect(bad.statusCode).toBe(422);
    expect(errorOf(bad).error.details).toEqual([expect.objectContaining({ path: 'grading_method' })]);
    expect(errorOf(bad).error.details[0]!.issue).not.toMatch(/[A-Za-z]{4}/);
    // nothing was written: still the default
    const details = await call('GET', `/exams/${exam.id}`, { token: w.teacherA1.token });
    expect(details.json().data.grading_method).toBe('best');
  });

  // the report is read before the first change too, so the cache holds the figures of the method before
  it.each(['first', 'best', 'last', 'mean', 'first'] as const)(
    '%s: the same grade on the details, the report, its CSV, the student’s pages and the certificate',
    async (method) => {
      await call('GET', `/exams/${exam.id}/report`, { token: w.teacherA1.token });
      await setMethod(method);
      const { score, passed, counted } = GRADE[method];

      // exam details: the student's grade and status, the exam's mean and success rate
      const details = await call('GET', `/exams/${exam.id}`, { token: w.teacherA1.token });
      expect(details.json().data.grading_method).toBe(method);
      const assigned = assignedStudentsAnswerSchema.parse((await call('GET', `/assigned-students/${exam.id}`, { token: w.teacherA1.token })).json().data);
      const mine = assigned.students.find((s) => s.id === student.id)!;
      expect(mine).toMatchObject({ attempts: 3, score, status: passed ? 'passed' : 'failed' });
      expect(assigned.progress).toMatchObject({ submitted: 1, passed: passed ? 1 : 0, success_rate: passed ? 100 : 0, mean_score: score });

      // the report: its method, headline, distribution and the student's row
      const report = examReportSchema.parse((await call('GET', `/exams/${exam.id}/report`, { token: w.teacherA1.token })).json().data);
      expect(report.exam.grading_method).toBe(method);
      expect(report.summary).toMatchObject({ attempts: 3, students: 1, mean: score, median: score, min: score, max: score, pass_rate: passed ? 100 : 0 });
      expect(report.distribution.findIndex((b) => b.count === 1)).toBe(Math.min(9, Math.floor(score / 10)));
      expect(report.students![0]).toMatchObject({ id: student.id, score, passed, first_score: 40, best_score: 100, last_score: 20 });
      expect(report.questions![0]!.attempts).toBe(counted.length);
      const list = (await call('GET', '/reports', { token: w.teacherA1.token })).json().data.exams as Array<{ exam: { id: string }; summary: { mean: number } }>;
      expect(list.find((e) => e.exam.id === exam.id)!.summary.mean).toBe(score);

      // the CSV: every row gives the grade; the attempts that make it are marked
      const csv = await call('GET', `/exams/${exam.id}/report.csv`, { token: w.teacherA1.token });
      expect(csv.statusCode, csv.body).toBe(200);
      const [head, ...rows] = parse(csv.body.slice(1)) as string[][];
      const gradeCol = head!.findIndex((h) => h.startsWith('Student’s grade'));
      expect(head![gradeCol]).toBe(`Student’s grade (%): ${{ first: 'first attempt', best: 'best attempt', last: 'last attempt', mean: 'mean of the attempts' }[method]}`);
      expect(rows.map((r) => Number(r[gradeCol]))).toEqual([score, score, score]);
      expect(rows.filter((r) => r[3] === 'yes').map((r) => Number(r[2]))).toEqual(counted);

      // the student's pages: the students table and details, and the student's report
      const member = memberDetailsSchema.parse((await call('GET', `/management/members/${student.id}`, { token: w.schoolA.token })).json().data);
      expect(member.success_rate).toBe(passed ? 100 : 0);
      const sr = studentReportSchema.parse((await call('GET', `/reports/students/${student.id}`, { token: w.teacherA1.token })).json().data);
      expect(sr.summary).toMatchObject({ grade: score, success_rate: passed ? 100 : 0 });
      expect(sr.exams![0]).toMatchObject({ grading_method: method, score, passed });

      // the certificate: held exactly when the grade passes, carrying the grade
      const certs = ((await call('GET', `/certificates?exam_id=${exam.id}`, { token: w.teacherA1.token })).json().data as unknown[]).map((c) => certificateSchema.parse(c));
      const valid = certs.filter((c) => c.status === 'valid');
      expect(valid.map((c) => c.score)).toEqual(passed ? [score] : []);
      // one certificate for the student and exam, whatever the method did to it
      expect(certs).toHaveLength(1);
    },
  );

  it('a certificate its educator revoked stays revoked when the method makes the grade pass again', async () => {
    await setMethod('best');
    const [cert] = (await call('GET', `/certificates?exam_id=${exam.id}`, { token: w.teacherA1.token })).json().data as Array<{ id: string }>;
    const revoked = await call('POST', `/certificates/${cert!.id}/revoke`, { token: w.teacherA1.token });
    expect(revoked.statusCode, revoked.body).toBe(200);
    await setMethod('last');
    await setMethod('mean');
    const after = certificateSchema.parse((await call('GET', `/certificates/${cert!.id}`, { token: w.teacherA1.token })).json().data);
    expect(after.status).toBe('revoked');
  });
});

// GRADING_METHODS is the list the wizard offers: each of them is tested above
it('tests every method there is', () => expect([...GRADING_METHODS].sort()).toEqual(Object.keys(GRADE).sort()));
