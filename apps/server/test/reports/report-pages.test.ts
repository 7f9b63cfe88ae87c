import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examReportSchema, REPORT_STUDENTS_PER_PAGE } from '@tasreef/contracts/reports';
import { examAttempts } from '../../src/db/exams.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { seedExam, seedSchool, type PublishedExam, type SeededSchool } from '../exams/school-fixture.ts';

/**
 * A school's exam report sends its students a page at a time (REPORT_STUDENTS_PER_PAGE, by name):
 * the pages together are every student once, the figures above them count everyone, and the CSV
 * still has every student.
 */
const STUDENTS = 2 * REPORT_STUDENTS_PER_PAGE + 7;
let t: TestApp;
let school: SeededSchool;
let exam: PublishedExam;

beforeAll(async () => {
  const now = new Date('2026-11-20T10:00:00Z');
  t = await createTestApp({ options: { now: () => now } });
  const db = t.app.database.db;
  school = await seedSchool(db, STUDENTS, now);
  exam = await seedExam(db, school, 2, 30, now);
  const startedAt = new Date(now.getTime() - 10 * 60_000);
  await db.insert(examAttempts).values(
    school.students.map((s, i) => ({
      examId: exam.id,
      studentId: s.id,
      number: 1,
      examVersion: 1,
      status: 'submitted' as const,
      startedAt,
      deadline: new Date(startedAt.getTime() + 30 * 60_000),
      timeFactor: '1',
      submittedAt: new Date(startedAt.getTime() + 5 * 60_000),
      closedBy: 'student' as const,
      earned: String(i % 3),
      possible: 2,
      score: String((i % 3) * 50),
      passed: i % 3 > 0,
      grading: {},
    })),
  );
}, 300_000);
afterAll(async () => {
  await t?.cleanup();
});

const get = (path: string, locale = 'en') => t.app.inject({ method: 'GET', url: `/api/v1/${locale}${path}`, headers: { authorization: `Bearer ${school.owner.token}` } });

describe("an exam report's students", () => {
  it('come a page at a time; the pages are every student once, by name, and the figures count everyone', async () => {
    const seen: string[] = [];
    const names: string[] = [];
    const pages = Math.ceil(STUDENTS / REPORT_STUDENTS_PER_PAGE);
    for (let page = 1; page <= pages + 1; page++) {
      const res = await get(`/exams/${exam.id}/report${page > 1 ? `?student_page=${page}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const report = examReportSchema.parse(res.json().data);
      expect(report.summary.students).toBe(STUDENTS);
      expect(report.students_meta).toEqual({ page, per_page: REPORT_STUDENTS_PER_PAGE, total: STUDENTS });
      const expected = page < pages ? REPORT_STUDENTS_PER_PAGE : page === pages ? STUDENTS - (pages - 1) * REPORT_STUDENTS_PER_PAGE : 0;
      expect(report.students).toHaveLength(expected);
      seen.push(...report.students!.map((s) => s.id));
      names.push(...report.students!.map((s) => s.full_name));
    }
    expect(new Set(seen).size).toBe(STUDENTS);
    expect(new Set(seen)).toEqual(new Set(school.students.map((s) => s.id)));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('refuse a page that is not a whole number from 1, with a localized message', async () => {
    for (const bad of ['0', '-1', 'x', '1.5']) {
      const en = await get(`/exams/${exam.id}/report?student_page=${bad}`);
      expect(en.statusCode, bad).toBe(422);
      expect(en.json().error.code).toBe('validation_failed');
      const ar = await get(`/exams/${exam.id}/report?student_page=${bad}`, 'ar');
      expect(ar.statusCode).toBe(422);
      expect(ar.json().error.message).not.toBe(en.json().error.message);
    }
  });

  it('are all in the CSV, whatever page the report shows', async () => {
    const res = await get(`/exams/${exam.id}/report.csv`);
    expect(res.statusCode).toBe(200);
    const rows = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(rows).toHaveLength(STUDENTS + 1);
  });
});
