import { and, count, eq, gte, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examDetailsSchema, type ExamDetails } from '@tasreef/contracts/exams';
import { examReportSchema, reportListSchema, studentReportSchema, type ExamReport } from '@tasreef/contracts/reports';
import { examAttempts, exams } from '../../src/db/exams.ts';
import { planFeatures, plans } from '../../src/db/schema.ts';
import { caller, createAccountsTestApp, errorOf, type AccountsTestApp } from '../auth/harness.ts';
import { addByEmail, buildWorld, setPlan, type Person, type World } from '../management/world.ts';
import { publishedExam } from '../exams/published.ts';

/**
 * Reports over a fixed set of attempts whose figures are worked out by hand below. Five students of
 * class A answer five questions (C right, W the first wrong option, U nothing), one minute apart in
 * time spent; the fifth takes a second attempt; a sixth student, of class B, answers everything.
 *
 *          q1 q2 q3 q4 q5   score  time   passed (50)
 *   S1     C  C  C  C  W     80    60 s   yes
 *   S2     C  C  C  W  U     60   120 s   yes
 *   S3     C  C  W  C  U     60   180 s   yes
 *   S4     C  W  W  U  C     40   240 s   no
 *   S5     W  W  U  U  C     20   300 s   no     (second attempt: C C C C C, 100)
 *
 * Class A, first attempts: mean 52, median 60, min 20, max 80, pass rate 60 %, time mean and
 * median 180 s; facility q1 .8, q2 .6, q3 .4, q4 .4, q5 .4; discrimination (groups of
 * round(.27 × 5) = 1: S1 against S5) 1, 1, 1, 1, −1; q2's most chosen wrong option: S4's and S5's,
 * 2 of 5 (.4).
 */
const MATRIX = ['CCCCW', 'CCCWU', 'CCWCU', 'CWWUC', 'WWUUC'] as const;

let t: AccountsTestApp;
let w: World;
let call: ReturnType<typeof caller>;
let students: Person[];
let sixth: Person;
let classB: string;
let exam: ExamDetails;

const keyOf = (q: ExamDetails['questions'][number]) => (q.answer as { option_id: string }).option_id;
const wrongOf = (q: ExamDetails['questions'][number]) => q.options.find((o) => o.id !== keyOf(q))!.id;

async function take(student: Person, row: string, seconds: number) {
  const started = await call('POST', `/exams/${exam.id}/attempts`, { token: student.token });
  if (started.statusCode >= 300) throw new Error(started.body);
  const id = started.json().data.attempt.id as string;
  for (const [i, mark] of [...row].entries()) {
    const q = exam.questions[i]!;
    if (mark === 'U') continue;
    const res = await call('PUT', `/attempts/${id}/answers/${q.id}`, { token: student.token, body: { option_id: mark === 'C' ? keyOf(q) : wrongOf(q) } });
    if (res.statusCode !== 200) throw new Error(res.body);
  }
  t.clock.advance(seconds * 1000);
  const done = await call('POST', `/attempts/${id}/submit`, { token: student.token });
  if (done.statusCode !== 200) throw new Error(done.body);
}

const report = async (query = '', token = w.teacherA1.token, locale: 'ar' | 'en' = 'en'): Promise<ExamReport> => {
  const res = await call('GET', `/exams/${exam.id}/report${query}`, { token, locale });
  expect(res.statusCode, res.body).toBe(200);
  return examReportSchema.parse(res.json().data);
};

beforeAll(async () => {
  t = await createAccountsTestApp();
  call = caller(t.app);
  w = await buildWorld(t);
  students = [w.studentA];
  for (let i = 0; i < 4; i++) students.push(await addByEmail(t, w.schoolA, 'student', { class_ids: [w.classA] }));
  sixth = await addByEmail(t, w.schoolA, 'student');
  const cls = await call('POST', '/classes', { token: w.schoolA.token, body: { name: 'Grade 5 B', teacher_ids: [w.teacherA1.id], student_ids: [sixth.id] } });
  if (cls.statusCode !== 201) throw new Error(cls.body);
  classB = cls.json().data.class.id;

  exam = await publishedExam(t, w, {
    title: 'Report of كتب',
    request: { objectives: [{ type: 'conjugate' }, { type: 'identify_person' }], formats: ['multiple_choice'], question_count: 5, criteria: { verbs: ['ktb-I1'] }, seed: 3 },
    // the figures below were worked out by hand from each student's first attempt
    settings: { grading_method: 'first', assignments: { classes: [w.classA, classB], students: [], teachers: [] } },
  });
  for (const [i, row] of MATRIX.entries()) await take(students[i]!, row, 60 * (i + 1));
  await take(students[4]!, 'CCCCC', 90);
  await take(sixth, 'CCCCC', 30);
}, 300_000);
afterAll(async () => t?.cleanup());

describe('an exam’s report', () => {
  it('headline figures and distribution from each student’s first attempt (class A), as worked out by hand', async () => {
    const r = await report(`?class_id=${w.classA}`);
    expect(r.exam.grading_method).toBe('first');
    expect(r.level).toBe('full');
    expect(r.upgrade).toBeNull();
    expect(r.class_id).toBe(w.classA);
    expect(r.classes.map((c) => c.id).sort()).toEqual([w.classA, classB].sort());
    expect(r.summary).toEqual({
      attempts: 6,
      students: 5,
      mean: 52,
      median: 60,
      min: 20,
      max: 80,
      pass_rate: 60,
      time: { mean_seconds: 180, median_seconds: 180 },
      last_attempt_at: expect.any(String),
    });
    expect(r.distribution.map((b) => b.count)).toEqual([0, 0, 1, 0, 1, 0, 2, 0, 1, 0]);
  });

  it('per question: verdicts, facility, discrimination and the most chosen wrong option', async () => {
    const r = await report(`?class_id=${w.classA}`);
    const qs = r.questions!;
    expect(qs.map((q) => q.facility)).toEqual([0.8, 0.6, 0.4, 0.4, 0.4]);
    expect(qs.map((q) => q.discrimination)).toEqual([1, 1, 1, 1, -1]);
    expect(qs.map((q) => q.verdicts)).toEqual([
      { correct: 4, marks: 0, wrong: 1, unanswered: 0 },
      { correct: 3, marks: 0, wrong: 2, unanswered: 0 },
      { correct: 2, marks: 0, wrong: 2, unanswered: 1 },
      { correct: 2, marks: 0, wrong: 1, unanswered: 2 },
      { correct: 2, marks: 0, wrong: 1, unanswered: 2 },
    ]);
    const q2 = exam.questions[1]!;
    expect(qs[1]!.most_chosen_wrong).toMatchObject({ option_id: wrongOf(q2), count: 2, share: 0.4 });
    expect(qs[1]!.most_chosen_wrong!.text).toBe(q2.options.find((o) => o.id === wrongOf(q2))!.label.en);
    expect(qs[0]!.most_chosen_wrong).toMatchObject({ count: 1, share: 0.2 });
    expect(qs.map((q) => q.type)).toEqual(exam.questions.map((q) => q.type));
  });

  it('per feature: each question type’s answers and credit, recomputed here from the questions and the table above', async () => {
    const r = await report(`?class_id=${w.classA}`);
    const want = new Map<string, { answers: number; credit: number }>();
    exam.questions.forEach((q, i) => {
      const g = want.get(q.type) ?? { answers: 0, credit: 0 };
      g.answers += MATRIX.length;
      g.credit += MATRIX.filter((row) => row[i] === 'C').length;
      want.set(q.type, g);
    });
    const got = new Map(r.features!.by_dimension.type.map((g) => [g.features[0]!.value, { answers: g.answers, credit: g.credit }]));
    expect(got).toEqual(want);
    for (const g of r.features!.by_dimension.type) expect(g.percent).toBe(Math.round((1000 * g.credit) / g.answers) / 10);
    expect(r.features!.min_answers).toBe(5);
    // every feature shown has at least five answers; the weakest are under 100 %, weakest first
    const all = [...r.features!.weakest, ...Object.values(r.features!.by_dimension).flat()];
    expect(all.every((g) => g.answers >= 5)).toBe(true);
    const ps = r.features!.weakest.map((g) => g.percent);
    expect(ps).toEqual([...ps].sort((a, b) => a - b));
    expect(ps.every((p) => p < 100)).toBe(true);
    // the slot's tense and person, the root type of كتب (sound) and its pattern
    expect(r.features!.by_dimension.root_type.map((g) => g.features[0]!.value)).toEqual(['sound']);
    expect(r.features!.by_dimension.pattern.map((g) => g.features[0]!.value)).toEqual(['I']);
    expect(r.features!.by_dimension.tense.length).toBeGreaterThan(0);
  });

  it('per student: attempts, first, best and last score; without the class filter the sixth student counts too', async () => {
    const r = await report(`?class_id=${w.classA}`);
    const fifth = r.students!.find((s) => s.id === students[4]!.id)!;
    expect(fifth).toMatchObject({ attempts: 2, first_score: 20, best_score: 100, last_score: 100, score: 20, passed: false, first_seconds: 300 });
    expect(r.students!.length).toBe(5);
    const everyone = await report();
    expect(everyone.summary).toMatchObject({ attempts: 7, students: 6, mean: 60, median: 60, pass_rate: 66.67 });
    const b = await report(`?class_id=${classB}`);
    expect(b.summary).toMatchObject({ attempts: 1, students: 1, mean: 100, time: { mean_seconds: 30, median_seconds: 30 } });
  });

  it('the school sees it; another teacher of the school and another school do not (404); a student is refused (403), in both languages', async () => {
    expect((await report('', w.schoolA.token)).summary.students).toBe(6);
    for (const token of [w.teacherA2.token, w.schoolB.token]) {
      const res = await call('GET', `/exams/${exam.id}/report`, { token });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Report of');
    }
    const ar = await call('GET', `/exams/${exam.id}/report`, { token: w.teacherA2.token, locale: 'ar' });
    expect(errorOf(ar).message).toBe('المورد المطلوب غير موجود');
    const student = await call('GET', `/exams/${exam.id}/report`, { token: w.studentA.token, locale: 'ar' });
    expect(student.statusCode).toBe(403);
    expect(errorOf(student).message).toBe('ليس لديك صلاحية للوصول إلى هذه الصفحة');
    expect((await call('GET', `/exams/${exam.id}/report`, { token: w.studentA.token })).statusCode).toBe(403);
    expect((await call('GET', `/exams/${exam.id}/report`)).statusCode).toBe(401);
    // a class the caller does not see is not a filter they can use
    const other = await call('POST', '/classes', { token: w.schoolB.token, body: { name: 'Elsewhere' } });
    expect((await call('GET', `/exams/${exam.id}/report?class_id=${other.json().data.class.id}`, { token: w.teacherA1.token })).statusCode).toBe(404);
  });
});

describe('the CSV file', () => {
  it('one row per attempt with each question’s credit, headings in the language, a byte-order mark', async () => {
    const res = await call('GET', `/exams/${exam.id}/report.csv?class_id=${w.classA}`, { token: w.teacherA1.token, locale: 'ar' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''");
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = parse(res.body.slice(1)) as string[][];
    expect(rows[0]!.slice(0, 3)).toEqual(['الطالب', 'معرّف الطالب', 'المحاولة']);
    // nine columns of the attempt, the student's grade (by the exam's grading method), five questions
    expect(rows[0]!.length).toBe(10 + 5);
    expect(rows.length).toBe(1 + 6);
    const credits = (studentId: string, n: number) =>
      rows
        .find((r) => r[1] === studentId && r[2] === String(n))!
        .slice(10)
        .map(Number);
    expect(credits(students[3]!.id, 1)).toEqual([1, 0, 0, 0, 1]);
    expect(credits(students[4]!.id, 2)).toEqual([1, 1, 1, 1, 1]);
    expect(rows.find((r) => r[1] === students[4]!.id && r[2] === '2')![3]).toBe('لا');
    // the first attempt's 20 is the fifth student's grade, on both of their rows
    expect(rows.filter((r) => r[1] === students[4]!.id).map((r) => r[9])).toEqual(['20', '20']);
    const en = await call('GET', `/exams/${exam.id}/report.csv`, { token: w.schoolA.token });
    expect((parse(en.body.slice(1)) as string[][])[0]![0]).toBe('Student');
    expect((await call('GET', `/exams/${exam.id}/report.csv`, { token: w.teacherA2.token })).statusCode).toBe(404);
  });
});

describe('a student’s report and the list', () => {
  it('attempts across exams, grade, success rate and progress over time', async () => {
    const res = await call('GET', `/reports/students/${students[4]!.id}`, { token: w.teacherA1.token });
    expect(res.statusCode, res.body).toBe(200);
    const r = studentReportSchema.parse(res.json().data);
    // the grade at the exam is its first attempt's (the exam's grading method), as the exam's report says
    expect(r.summary).toMatchObject({ attempts: 2, exams: 1, grade: 20, success_rate: 0 });
    expect(r.progress!.map((p) => p.score)).toEqual([20, 100]);
    expect(r.exams).toEqual([{ id: exam.id, title: exam.title, attempts: 2, best_score: 100, last_score: 100, grading_method: 'first', score: 20, passed: false }]);
    // the latest attempt was all right: nothing weak
    expect(r.features!.weakest).toEqual([]);
    const weak = studentReportSchema.parse((await call('GET', `/reports/students/${students[3]!.id}`, { token: w.schoolA.token })).json().data);
    // S4's five answers (C W W U C): every question of كتب, a sound root of pattern I; each type alone has under five answers
    expect(weak.features!.by_dimension.root_type.map((g) => [g.features[0]!.value, g.answers, g.credit, g.percent])).toEqual([['sound', 5, 2, 40]]);
    expect(weak.features!.by_dimension.type).toEqual([]);
    expect((await call('GET', `/reports/students/${students[4]!.id}`, { token: w.teacherA2.token })).statusCode).toBe(404);
    expect((await call('GET', `/reports/students/${students[4]!.id}`, { token: w.schoolB.token })).statusCode).toBe(404);
    expect((await call('GET', `/reports/students/${students[4]!.id}`, { token: w.studentA.token })).statusCode).toBe(403);
  });

  it('GET /reports: the educator’s published exams with headline figures', async () => {
    const res = await call('GET', '/reports', { token: w.teacherA1.token });
    expect(res.statusCode, res.body).toBe(200);
    const list = reportListSchema.parse(res.json());
    const mine = list.data.exams.find((e) => e.exam.id === exam.id)!;
    expect(mine.summary).toMatchObject({ attempts: 7, students: 6, mean: 60 });
    expect(list.data.level).toBe('full');
    expect(list.data.retention.since).toBeNull();
    expect((await call('GET', '/reports', { token: w.teacherA2.token })).json().data.exams).toEqual([]);
    expect((await call('GET', '/reports?search=nothing-like-it', { token: w.teacherA1.token })).json().meta.total).toBe(0);
  });
});

describe('retest', () => {
  it('makes a draft from what one student got wrong: the missed types, the verbs and tenses of the missed questions', async () => {
    const res = await call('POST', `/exams/${exam.id}/retest`, { token: w.teacherA1.token, body: { student_id: students[3]!.id }, locale: 'ar' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.message).toBe('أُنشئت مسودة إعادة اختبار مما أُخطئ فيه');
    const draft = examDetailsSchema.parse(res.json().data.exam);
    expect(draft.status).toBe('draft');
    expect(draft.title).toContain('إعادة اختبار');
    // S4 missed q2, q3, q4
    const missed = [1, 2, 3].map((i) => exam.questions[i]!);
    const types = new Set(missed.map((q) => q.type));
    expect(draft.request.objectives.every((o) => types.has(o.type))).toBe(true);
    expect(draft.request.criteria.verbs).toEqual(['ktb-I1']);
    const tenses = new Set(missed.map((q) => q.source.slot?.split('.')[0]).filter(Boolean));
    if (tenses.size) expect(new Set(draft.request.criteria.tenses)).toEqual(tenses);
    expect(draft.questions.length).toBeGreaterThan(0);
    expect(draft.questions.every((q) => types.has(q.type))).toBe(true);
    // nothing wrong in the latest attempts of class B: 409, and a class the caller does not see: 404
    const none = await call('POST', `/exams/${exam.id}/retest`, { token: w.teacherA1.token, body: { class_id: classB } });
    expect(none.statusCode).toBe(409);
    expect(errorOf(none).message).toBe('Nothing was answered wrong in these attempts: there is nothing to retest');
    expect((await call('POST', `/exams/${exam.id}/retest`, { token: w.teacherA2.token, body: {} })).statusCode).toBe(404);
    expect((await call('POST', `/exams/${exam.id}/retest`, { token: w.teacherA1.token, body: { class_id: classB, student_id: sixth.id } })).statusCode).toBe(422);
    // the school may make one too (the draft is the school's own)
    const school = await call('POST', `/exams/${exam.id}/retest`, { token: w.schoolA.token, body: { class_id: w.classA } });
    expect(school.statusCode, school.body).toBe(201);
    expect(school.json().data.exam.owner.id).toBe(w.schoolA.id);
  });

  it('counts as an exam of the month: over the plan’s monthly exams it is refused like any exam', async () => {
    const db = t.app.database.db;
    const [schoolPlan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.code, 'school'));
    const start = new Date(Date.UTC(t.clock().getUTCFullYear(), t.clock().getUTCMonth(), 1));
    const [own] = await db.select({ org: exams.organizationId }).from(exams).where(eq(exams.id, exam.id));
    const [made] = await db
      .select({ n: count() })
      .from(exams)
      .where(and(eq(exams.organizationId, own!.org), gte(exams.createdAt, start)));
    const row = and(eq(planFeatures.planId, schoolPlan!.id), eq(planFeatures.featureKey, 'exams_per_month'));
    await db.update(planFeatures).set({ kind: 'amount', amount: made!.n, unit: 'count' }).where(row);
    try {
      const res = await call('POST', `/exams/${exam.id}/retest`, { token: w.teacherA1.token, body: {} });
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).error.code).toBe('plan_limit');
      expect(errorOf(res).message).toContain(`allows ${made!.n} exams a month`);
    } finally {
      await db.update(planFeatures).set({ kind: 'unlimited', amount: null, unit: null }).where(row);
    }
  });
});

describe('the plan: reports level and statistics kept', () => {
  it('basic (Free): the headline figures only and the upgrade marker; partial (Basic): + per question; CSV and retest refused naming the plan', async () => {
    await setPlan(t, w.schoolA.id, 'free');
    try {
      const free = await report('', w.teacherA1.token, 'ar');
      expect(free.level).toBe('basic');
      expect(free.summary.students).toBe(6);
      expect([free.questions, free.features, free.students]).toEqual([null, null, null]);
      expect(free.upgrade).toEqual({ level: 'partial', plan: 'الأساسية', message: expect.stringContaining('تضيف خطة الأساسية') });
      await setPlan(t, w.schoolA.id, 'basic');
      const basic = await report();
      expect(basic.level).toBe('partial');
      expect(basic.questions!.length).toBe(5);
      expect([basic.features, basic.students]).toEqual([null, null]);
      expect(basic.upgrade).toMatchObject({ level: 'full', plan: 'Pro' });
      const csv = await call('GET', `/exams/${exam.id}/report.csv`, { token: w.teacherA1.token });
      expect(csv.statusCode).toBe(403);
      expect(errorOf(csv)).toMatchObject({ error: { code: 'plan_limit', message: 'Your plan’s reports do not include the CSV file; the Pro plan does' } });
      const again = await call('POST', `/exams/${exam.id}/retest`, { token: w.teacherA1.token, body: {}, locale: 'ar' });
      expect(again.statusCode).toBe(403);
      expect(errorOf(again).message).toBe('لا تشمل تقارير خطتك إعادة الاختبار؛ وخطة الاحترافية تشملها');
      const student = studentReportSchema.parse((await call('GET', `/reports/students/${students[4]!.id}`, { token: w.teacherA1.token })).json().data);
      expect(student.summary.attempts).toBe(2);
      expect([student.progress, student.exams, student.features]).toEqual([null, null, null]);
      expect(student.upgrade).toMatchObject({ level: 'full', plan: 'Pro' });
    } finally {
      await setPlan(t, w.schoolA.id, 'school');
    }
  });

  it('attempts older than the plan keeps statistics are left out (one month on Free, a year on Pro, all on School)', async () => {
    const db = t.app.database.db;
    // the attempts were submitted 40 days ago
    const back = sql`interval '40 days'`;
    await db
      .update(examAttempts)
      .set({ startedAt: sql`${examAttempts.startedAt} - ${back}`, submittedAt: sql`${examAttempts.submittedAt} - ${back}` })
      .where(eq(examAttempts.examId, exam.id));
    try {
      await setPlan(t, w.schoolA.id, 'free');
      const free = await report();
      expect(free.summary).toMatchObject({ attempts: 0, students: 0, mean: null, pass_rate: null });
      const monthAgo = new Date(t.clock());
      monthAgo.setUTCMonth(monthAgo.getUTCMonth() - 1);
      expect(free.retention).toEqual({ kept: 'attempts of the last month', since: monthAgo.toISOString() });
      const list = reportListSchema.parse((await call('GET', '/reports', { token: w.teacherA1.token })).json());
      expect(list.data.exams.find((e) => e.exam.id === exam.id)!.summary.attempts).toBe(0);
      await setPlan(t, w.schoolA.id, 'basic');
      const basic = await report();
      expect(basic.summary.attempts).toBe(7);
      expect(basic.retention.kept).toBe('attempts of the last 3 months');
      expect((await report('', w.teacherA1.token, 'ar')).retention.kept).toBe('محاولات آخر 3 أشهر');
      await setPlan(t, w.schoolA.id, 'pro');
      expect((await report()).summary.attempts).toBe(7);
      expect((await report('', w.teacherA1.token, 'ar')).retention.kept).toBe('محاولات السنة الأخيرة');
      await setPlan(t, w.schoolA.id, 'school');
      const all = await report();
      expect(all.summary.attempts).toBe(7);
      expect(all.retention).toEqual({ kept: 'all attempts', since: null });
    } finally {
      await setPlan(t, w.schoolA.id, 'school');
      await db
        .update(examAttempts)
        .set({ startedAt: sql`${examAttempts.startedAt} + ${back}`, submittedAt: sql`${examAttempts.submittedAt} + ${back}` })
        .where(eq(examAttempts.examId, exam.id));
    }
  });
});
