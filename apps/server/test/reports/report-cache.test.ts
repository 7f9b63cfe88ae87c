import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { examReportSchema, type ExamReport } from '@tasreef/contracts/reports';
import { users } from '../../src/db/accounts.ts';
import { examAttempts, examQuestions, examReportVersions, exams } from '../../src/db/exams.ts';
import { organizations } from '../../src/db/management.ts';
import { closeOverdueAttempts, regradeSubmitted } from '../../src/exams/attempts.ts';
import { keptSince } from '../../src/reports/entitlements.ts';
import { withPageMemo } from '../../src/http/page-memo.ts';
import { Sessions } from '../../src/auth/sessions.ts';
import { caller, createAccountsTestApp, type AccountsTestApp } from '../auth/harness.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { seedExam, type PublishedExam } from '../exams/school-fixture.ts';
import { addByEmail, buildWorld, setPlan, type Person, type World } from '../management/world.ts';
import { reportPageBuild, type ShownReport } from './report-page-build.ts';

/**
 * An exam's report is computed once and kept while nothing it reads changes (ADR 0058). Each test
 * reads the report first (so that it is in memory), changes one thing the report reads, by every
 * path that changes it, and reads again: a report kept past the change fails here. A second app
 * instance on the same database (its own memory, as behind a load balancer) must see what the
 * first one changed.
 */
let t: AccountsTestApp;
let other: TestApp;
let w: World;
let call: ReturnType<typeof caller>;
let callOther: ReturnType<typeof caller>;
/** A third instance with the report page's seam (a fake web build), as the server renders pages. */
let pages: TestApp;
let pageRenders: { count: number };
let students: Person[];
let exam: PublishedExam;

const minute = 60_000;
/** The seeded questions' key and the wrong option every `W` chooses. */
const KEY = 'a';
const WRONG = 'b';

/** Starts an attempt and answers it: `C` right, `W` wrong, anything else unanswered; answers its id. */
async function answer(student: Person, row: string): Promise<string> {
  const started = await call('POST', `/exams/${exam.id}/attempts`, { token: student.token });
  if (started.statusCode >= 300) throw new Error(started.body);
  const id = started.json().data.attempt.id as string;
  for (const [i, mark] of [...row].entries()) {
    const q = exam.questions[i]!;
    if (mark !== 'C' && mark !== 'W') continue;
    const res = await call('PUT', `/attempts/${id}/answers/${q.id}`, { token: student.token, body: { option_id: mark === 'C' ? KEY : WRONG } });
    if (res.statusCode !== 200) throw new Error(res.body);
  }
  return id;
}

async function take(student: Person, row: string) {
  const id = await answer(student, row);
  t.clock.advance(60_000);
  const done = await call('POST', `/attempts/${id}/submit`, { token: student.token });
  if (done.statusCode !== 200) throw new Error(done.body);
}

const reportOn = async (via: ReturnType<typeof caller>, query = '', token = w.teacherA1.token): Promise<ExamReport> => {
  const res = await via('GET', `/exams/${exam.id}/report${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return examReportSchema.parse(res.json().data);
};
const report = (query = '', token = w.teacherA1.token) => reportOn(call, query, token);

beforeAll(async () => {
  t = await createAccountsTestApp();
  call = caller(t.app);
  w = await buildWorld(t);
  students = [w.studentA];
  for (let i = 0; i < 4; i++) students.push(await addByEmail(t, w.schoolA, 'student', { class_ids: [w.classA] }));
  // the second instance: its own connection pool on PostgreSQL; the embedded database opens in one process only, so there it shares the first one's
  const { dataDir, databaseUrl } = t.app.config;
  other = databaseUrl
    ? await createTestApp({ options: { now: t.clock, attemptSweepMs: 0 }, reuse: { dataDir, databaseUrl } })
    : await createTestApp({ options: { now: t.clock, attemptSweepMs: 0, database: t.app.database } });
  callOther = caller(other.app);
  const page = reportPageBuild();
  pageRenders = page.renders;
  pages = databaseUrl
    ? await createTestApp({ options: { now: t.clock, attemptSweepMs: 0, webBuild: page.build }, reuse: { dataDir, databaseUrl } })
    : await createTestApp({ options: { now: t.clock, attemptSweepMs: 0, database: t.app.database, webBuild: page.build } });

  // the exam straight into the database (plain questions, key `a`: no lexicon needed), as POST /exams and its publication write it
  const db = t.app.database.db;
  const [org] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.ownerId, w.schoolA.id));
  exam = await seedExam(db, { owner: { id: w.teacherA1.id, token: w.teacherA1.token }, organizationId: org!.id, classId: w.classA, students: [] }, 4, 30, t.clock());
  // the fourth question's key went wrong (as an import or an old edit could leave it): the option
  // `W` chooses is taken for right until the teacher corrects it
  const q4 = (await db.select().from(examQuestions).where(eq(examQuestions.examId, exam.id))).find((r) => r.questionId === exam.questions[3]!.id)!.question;
  await db.transaction(async (tx) => {
    await tx
      .update(examQuestions)
      .set({ question: { ...q4, answer: { option_id: WRONG } } })
      .where(and(eq(examQuestions.examId, exam.id), eq(examQuestions.questionId, q4.id)));
    await tx
      .update(exams)
      .set({ version: sql`${exams.version} + 1`, attemptsAllowed: 3 })
      .where(eq(exams.id, exam.id));
  });
  await take(students[0]!, 'CCCC');
  await take(students[1]!, 'CCWW');
}, 300_000);
afterAll(async () => {
  await pages?.cleanup();
  await other?.cleanup();
  await t?.cleanup();
});

describe('a report kept in memory', () => {
  it('is computed once for as long as nothing it reads changes', async () => {
    const before = { ...t.app.reportCache.computed };
    const a = await report();
    const b = await report();
    expect(b).toEqual(a);
    expect(t.app.reportCache.computed.reports - before.reports).toBeLessThanOrEqual(1);
    const once = t.app.reportCache.computed.reports;
    await report();
    expect(t.app.reportCache.computed.reports).toBe(once);
  });

  it('a submit changes it, on this instance and on another one', async () => {
    const seen = await reportOn(callOther);
    expect((await report()).summary).toMatchObject({ attempts: 2, students: 2, mean: 75 });
    await take(students[2]!, 'CWWW');
    expect((await report()).summary).toMatchObject({ attempts: 3, students: 3, mean: 66.67 });
    expect(seen.summary.students).toBe(2);
    expect((await reportOn(callOther)).summary).toMatchObject({ attempts: 3, students: 3, mean: 66.67 });
  });

  it('requests that miss together read the sample and compute the report once (no herd under load)', async () => {
    const kept = await report();
    // the counter moved, as a submit moves it: every request below misses at once
    await t.app.database.db
      .update(examReportVersions)
      .set({ version: sql`${examReportVersions.version} + 1` })
      .where(eq(examReportVersions.examId, exam.id));
    const before = { ...t.app.reportCache.computed };
    const seen = await Promise.all(Array.from({ length: 20 }, () => report()));
    for (const r of seen) expect(r).toEqual(kept);
    expect(t.app.reportCache.computed.samples - before.samples).toBe(1);
    expect(t.app.reportCache.computed.reports - before.reports).toBe(1);
  });

  it('a submit through the other instance changes this one’s', async () => {
    await report();
    const id = await answer(students[3]!, 'WWWW');
    const done = await callOther('POST', `/attempts/${id}/submit`, { token: students[3]!.token });
    expect(done.statusCode, done.body).toBe(200);
    expect((await report()).summary).toMatchObject({ attempts: 4, students: 4 });
  });

  it('an attempt closed at its deadline by the sweep changes it', async () => {
    expect((await report()).summary.students).toBe(4);
    await answer(students[4]!, 'CC');
    t.clock.advance(45 * minute);
    expect(await closeOverdueAttempts(t.app.database.db, t.clock())).toBe(1);
    const r = await report();
    expect(r.summary).toMatchObject({ attempts: 5, students: 5 });
    expect(r.students!.find((s) => s.id === students[4]!.id)).toMatchObject({ first_score: 50 });
  });

  it('an attempt past its deadline that nobody closed yet is closed by the report itself, and counted', async () => {
    const before = await report();
    await answer(students[0]!, 'WWWW');
    t.clock.advance(45 * minute);
    const r = await report();
    expect(r.summary.attempts).toBe(before.summary.attempts + 1);
    expect(r.students!.find((s) => s.id === students[0]!.id)).toMatchObject({ attempts: 2, first_score: 75, last_score: 25 });
    // the statistics stay on first attempts
    expect(r.summary.mean).toBe(before.summary.mean);
  });

  it('a corrected key regrades the attempts and changes it (questions, figures, CSV)', async () => {
    const db = t.app.database.db;
    const before = await report();
    // students 2, 3 and 4 chose the option taken for the key; student 5 left the question unanswered
    expect(before.questions![3]!.facility).toBe(0.6);
    expect(before.summary.mean).toBe(55);
    const csvBefore = (await call('GET', `/exams/${exam.id}/report.csv`, { token: w.teacherA1.token })).body;
    // what PATCH /exams/{id}/questions/{question_id} with a new key writes once the engine agreed
    // (the engine needs the lexicon, which these tests do without): the key, the version, the regrade
    await db.transaction(async (tx) => {
      const rows = await tx.select().from(examQuestions).where(eq(examQuestions.examId, exam.id)).orderBy(examQuestions.position);
      const questions = rows.map((r) => (r.questionId === exam.questions[3]!.id ? { ...r.question, answer: { option_id: KEY } } : r.question));
      await tx
        .update(examQuestions)
        .set({ question: questions[3]! })
        .where(and(eq(examQuestions.examId, exam.id), eq(examQuestions.questionId, exam.questions[3]!.id)));
      const [row] = await tx
        .update(exams)
        .set({ version: sql`${exams.version} + 1` })
        .where(eq(exams.id, exam.id))
        .returning();
      expect(await regradeSubmitted(tx, row!, questions, t.clock())).toBe(6);
    });
    const after = await report();
    expect(after.questions![3]!.facility).toBe(0.2);
    expect(after.summary.mean).toBe(45);
    expect((await reportOn(callOther)).questions![3]!.facility).toBe(0.2);
    expect((await call('GET', `/exams/${exam.id}/report.csv`, { token: w.teacherA1.token })).body).not.toBe(csvBefore);
  });

  it('a dropped question changes it', async () => {
    expect((await report()).questions!.length).toBe(4);
    const kept = exam.questions.slice(0, 3).map((q) => q.id);
    const res = await call('PATCH', `/exams/${exam.id}`, { token: w.teacherA1.token, body: { question_ids: kept } });
    expect(res.statusCode, res.body).toBe(200);
    const r = await report();
    expect(r.questions!.map((q) => q.id)).toEqual(kept);
    expect(r.exam.question_count).toBe(3);
    expect(r.students!.find((s) => s.id === students[0]!.id)).toMatchObject({ first_score: 100 });
    expect(r.students!.find((s) => s.id === students[1]!.id)).toMatchObject({ first_score: 66.67 });
  });

  it('a student renamed, an attempt deleted: both show', async () => {
    const db = t.app.database.db;
    await report();
    await db.update(users).set({ fullName: 'Renamed Student' }).where(eq(users.id, students[1]!.id));
    expect((await report()).students!.find((s) => s.id === students[1]!.id)!.full_name).toBe('Renamed Student');
    expect((await reportOn(callOther)).students!.find((s) => s.id === students[1]!.id)!.full_name).toBe('Renamed Student');
    await db.delete(examAttempts).where(eq(examAttempts.studentId, students[3]!.id));
    const r = await report();
    expect(r.summary).toMatchObject({ attempts: 5, students: 4 });
    expect(r.students!.some((s) => s.id === students[3]!.id)).toBe(false);
  });

  it('a student removed from the class leaves the class’s report', async () => {
    const before = await report(`?class_id=${w.classA}`);
    expect(before.students!.some((s) => s.id === students[2]!.id)).toBe(true);
    const res = await call('DELETE', `/classes/${w.classA}/members`, { token: w.schoolA.token, body: { student_ids: [students[2]!.id] } });
    expect(res.statusCode, res.body).toBe(200);
    const after = await report(`?class_id=${w.classA}`);
    expect(after.summary.students).toBe(before.summary.students - 1);
    expect(after.students!.some((s) => s.id === students[2]!.id)).toBe(false);
    expect((await report()).summary.students).toBe(4);
  });

  it('a plan change cuts what is shown, level and retention, on a report already kept; so do time passing and attempts moved in time', async () => {
    const db = t.app.database.db;
    expect((await report()).level).toBe('full');
    await setPlan(t, w.schoolA.id, 'basic');
    try {
      const basic = await report();
      expect(basic.level).toBe('partial');
      expect([basic.features, basic.students]).toEqual([null, null]);
      expect(basic.questions!.length).toBe(3);
      await setPlan(t, w.schoolA.id, 'free');
      expect((await report()).summary.students).toBe(4);
      // the Free plan keeps a month: attempts moved in the database (as another process would) out of it, then just inside it
      const since = keptSince({ keep: { months: 1 } }, t.clock())!;
      const submitAt = async (at: Date) => {
        await db.update(examAttempts).set({ submittedAt: at }).where(eq(examAttempts.examId, exam.id));
        await db
          .update(examAttempts)
          .set({ startedAt: sql`${examAttempts.submittedAt} - interval '5 minutes'` })
          .where(eq(examAttempts.examId, exam.id));
      };
      await submitAt(new Date(since.getTime() - 86_400_000));
      expect((await report()).summary).toMatchObject({ attempts: 0, students: 0 });
      await submitAt(new Date(since.getTime() + 30 * minute));
      expect((await report()).summary).toMatchObject({ attempts: 5, students: 4 });
      // an hour later nothing changed in the database, but the month no longer reaches them
      t.clock.advance(60 * minute);
      expect((await report()).summary).toMatchObject({ attempts: 0, students: 0 });
      await setPlan(t, w.schoolA.id, 'school');
      expect((await report()).summary.students).toBe(4);
    } finally {
      await setPlan(t, w.schoolA.id, 'school');
    }
    const [v] = await db.select().from(examReportVersions).where(eq(examReportVersions.examId, exam.id));
    expect(v!.version).toBeGreaterThan(0);
  });
});

describe('what a report request reads from memory besides the figures (ADR 0086)', () => {
  const editSchoolPlan = (kind: string) => call('PATCH', '/admin/plans/school', { token: w.admin.token, body: { features: [{ key: 'reports_level', value: { kind } }] } });

  it('the grades and the plan come from memory until what they read changes: an edit of the plan’s catalogue shows at once, on both instances', async () => {
    const db = t.app.database.db;
    expect((await report()).level).toBe('full');
    await reportOn(callOther);
    const reads = t.app.planCache.reads;
    const grades = t.app.reportCache.computed.grades;
    await report();
    await report('?student_page=1');
    expect(t.app.planCache.reads).toBe(reads);
    expect(t.app.reportCache.computed.grades).toBe(grades);
    try {
      const edited = await editSchoolPlan('partial');
      expect(edited.statusCode, edited.body).toBe(200);
      const partial = await report();
      expect(partial.level).toBe('partial');
      expect([partial.features, partial.students]).toEqual([null, null]);
      expect((await reportOn(callOther)).level).toBe('partial');
      // a change made outside the app (a psql prompt) moves the counter all the same
      await db.execute(sql`update plan_features set kind = 'basic' where feature_key = 'reports_level' and plan_id = (select id from plans where code = 'school')`);
      const basic = await report();
      expect(basic.level).toBe('basic');
      expect(basic.questions).toBeNull();
      expect((await reportOn(callOther)).level).toBe('basic');
    } finally {
      expect((await editSchoolPlan('full')).statusCode).toBe(200);
    }
    expect((await report()).level).toBe('full');
    expect((await reportOn(callOther)).level).toBe('full');
  });

  it('a report kept in memory is never served to another school, to a student or to a filter by another school’s class', async () => {
    const kept = await report();
    expect(kept.summary.attempts).toBeGreaterThan(0);
    const computed = t.app.reportCache.computed.reports;
    for (const via of [call, callOther]) {
      expect((await via('GET', `/exams/${exam.id}/report`, { token: w.schoolB.token })).statusCode).toBe(404);
      expect((await via('GET', `/exams/${exam.id}/report.csv`, { token: w.schoolB.token })).statusCode).toBe(404);
      for (const student of [w.studentA, w.studentB, w.loneStudent]) expect((await via('GET', `/exams/${exam.id}/report`, { token: student.token })).statusCode).toBe(403);
    }
    // school B's own class: school A's teacher may not filter by it
    const classB = await t.app.database.db.execute(sql`select c.id from classes c join organizations o on o.id = c.organization_id where o.owner_id = ${w.schoolB.id} limit 1`);
    const rows = (classB as unknown as { rows: { id: string }[] }).rows;
    if (rows[0]) expect((await call('GET', `/exams/${exam.id}/report?class_id=${rows[0].id}`, { token: w.teacherA1.token })).statusCode).toBe(404);
    // the report itself is still the teacher's, from memory
    expect(await report()).toEqual(kept);
    expect(t.app.reportCache.computed.reports).toBe(computed);
  });

  it('the API calls of one page view look the visitor up once; another visitor, a bearer token or a change in the same render each look up their own', async () => {
    const resolve = vi.spyOn(Sessions.prototype, 'resolve');
    const cookie = `token=${w.teacherA1.token}`;
    const asPage = (c: string, path: string, method: 'GET' | 'POST' = 'GET') => t.app.inject({ method, url: `/api/v1/en${path}`, headers: { cookie: c } });
    try {
      const [account, workspace, shown] = await withPageMemo(cookie, async () => [
        await asPage(cookie, '/account'),
        await asPage(cookie, '/workspace'),
        await asPage(cookie, `/exams/${exam.id}/report`),
      ]);
      expect([account.statusCode, workspace.statusCode, shown.statusCode]).toEqual([200, 200, 200]);
      expect(account.json().data.id).toBe(w.teacherA1.id);
      expect(resolve).toHaveBeenCalledTimes(1);
      expect(examReportSchema.parse(shown.json().data)).toEqual(await report());

      // the same three calls outside a page view: three lookups
      resolve.mockClear();
      for (const path of ['/account', '/workspace', `/exams/${exam.id}/report`]) expect((await asPage(cookie, path)).statusCode).toBe(200);
      expect(resolve).toHaveBeenCalledTimes(3);

      // within one page view: a call with other cookies (school B's owner) is looked up as itself and sees nothing of A's
      resolve.mockClear();
      const otherCookie = `token=${w.schoolB.token}`;
      const [mine, theirs, theirAccount, bearer] = await withPageMemo(cookie, async () => [
        await asPage(cookie, `/exams/${exam.id}/report`),
        await asPage(otherCookie, `/exams/${exam.id}/report`),
        await asPage(otherCookie, '/account'),
        await t.app.inject({ method: 'GET', url: `/api/v1/en/exams/${exam.id}/report`, headers: { cookie, authorization: `Bearer ${w.schoolB.token}` } }),
      ]);
      expect(mine.statusCode).toBe(200);
      expect(theirs.statusCode).toBe(404);
      expect(theirAccount.json().data.id).toBe(w.schoolB.id);
      expect(bearer.statusCode).toBe(404);
      expect(resolve).toHaveBeenCalledTimes(4);

      // a session revoked between two page views is gone on the next one: nothing outlives a view
      const cookie2 = `token=${w.teacherA2.token}`;
      expect((await withPageMemo(cookie2, () => asPage(cookie2, '/account'))).statusCode).toBe(200);
      expect((await call('DELETE', '/auth/logout', { token: w.teacherA2.token })).statusCode).toBe(200);
      expect((await withPageMemo(cookie2, () => asPage(cookie2, '/account'))).statusCode).toBe(401);

      // a state change within a page view is never answered from the memo
      resolve.mockClear();
      await withPageMemo(cookie, async () => {
        await asPage(cookie, '/account');
        await asPage(cookie, `/exams/${exam.id}/retest`, 'POST');
      });
      expect(resolve).toHaveBeenCalledTimes(2);
    } finally {
      resolve.mockRestore();
    }
  });
});

describe('the report page’s render kept by what it read (ADR 0097)', () => {
  const view = (token: string) => pages.app.inject({ method: 'GET', url: `/en/report/${exam.id}`, headers: { cookie: `token=${token}` } });
  /** The page as the teacher sees it: its report, and the nonce of its script, which must be this answer's. */
  async function shown(token = w.teacherA1.token): Promise<ShownReport> {
    const res = await view(token);
    expect(res.statusCode, res.body).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))![1]!;
    expect(res.body).toContain(`<script nonce="${nonce}">`);
    expect(res.body.match(/nonce="[^"]*"/g)).toEqual([`nonce="${nonce}"`]);
    return (JSON.parse(/window.__data=(.*)<\/script>/.exec(res.body)![1]!) as Record<string, ShownReport>)['routes/report']!;
  }
  const fromApi = async () => {
    const { exam: e, summary } = await report();
    return { title: e.title, attempts: summary.attempts, students: summary.students, mean: summary.mean };
  };

  it('a second view of the same report is not rendered again, and carries its own nonce', async () => {
    const first = await shown();
    const renders = pageRenders.count;
    const hits = pages.app.renderCache.counts.hits;
    expect(await shown()).toEqual(first);
    expect(await shown()).toEqual(first);
    expect(pageRenders.count).toBe(renders);
    expect(pages.app.renderCache.counts.hits).toBe(hits + 2);
    expect(first).toEqual(await fromApi());
  });

  it('a submit, a submit on another instance, a regrade-like change and a new title each show on the next view', async () => {
    const before = await shown();
    // three questions since one was dropped above
    await take(students[3]!, 'CCC');
    const submitted = await shown();
    expect(submitted.attempts).toBe(before.attempts + 1);
    expect(submitted).toEqual(await fromApi());

    const id = await answer(students[3]!, 'WWW');
    expect((await callOther('POST', `/attempts/${id}/submit`, { token: students[3]!.token })).statusCode).toBe(200);
    const elsewhere = await shown();
    expect(elsewhere.attempts).toBe(submitted.attempts + 1);

    // a taker's score changed in the database (as a regrade or an override writes it): the counter moves
    await t.app.database.db.update(examAttempts).set({ score: '0', passed: false }).where(eq(examAttempts.studentId, students[0]!.id));
    const regraded = await shown();
    expect(regraded.mean).not.toBe(elsewhere.mean);
    expect(regraded).toEqual(await fromApi());

    // the exam's own row is not in the counter (ADR 0058), yet the page follows it
    await t.app.database.db.update(exams).set({ title: 'Renamed exam' }).where(eq(exams.id, exam.id));
    expect((await shown()).title).toBe('Renamed exam');
  });

  it('a kept render is never an answer to a visitor who may not see the report: authorization runs on every view', async () => {
    const kept = await shown();
    const renders = pageRenders.count;
    const hits = pages.app.renderCache.counts.hits;
    for (const [token, status] of [
      [w.schoolB.token, 404],
      [w.studentA.token, 403],
      [w.studentB.token, 403],
      ['not-a-session', 401],
    ] as const) {
      const res = await view(token);
      expect(res.statusCode, token).toBe(status);
      expect(res.body).not.toContain(kept.title);
    }
    expect(pages.app.renderCache.counts.hits).toBe(hits);
    // the school's owner sees the same report: the same render serves them
    const rendered = pageRenders.count;
    expect(rendered - renders).toBe(4); // the four refusals' own error pages
    expect(await shown(w.schoolA.token)).toEqual(kept);
    expect(pageRenders.count).toBe(rendered);
    expect(pages.app.renderCache.counts.hits).toBe(hits + 1);
  });
});
