import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { Question } from '@tasreef/contracts/exams';
import { reportCsv, safeCell } from './csv.ts';
import type { ReportAttempt } from './attempts.ts';
import { gradesOf } from './report.ts';

const attempt = (over: Partial<ReportAttempt>): ReportAttempt => ({
  id: 'a1',
  examId: 'e',
  studentId: 's1',
  fullName: 'Salma',
  number: 1,
  startedAt: new Date('2026-11-25T09:00:00Z'),
  submittedAt: new Date('2026-11-25T09:03:00Z'),
  score: 50,
  passed: true,
  grading: { q_1: { verdict: 'correct', credit: 1 }, q_2: { verdict: 'marks', credit: 0.5 } },
  ...over,
});
const q = (id: string): Question => ({ id, type: 'conjugate' }) as Question;

describe('the report as CSV', () => {
  it('never lets a spreadsheet run a cell as a formula', () => {
    expect(safeCell('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(safeCell('+1')).toBe("'+1");
    expect(safeCell('-2')).toBe("'-2");
    expect(safeCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(safeCell('سلمى')).toBe('سلمى');
  });

  it('one row per attempt, the attempt that makes the grade marked, the grade (first attempt), each question’s credit; Arabic headings and names intact', () => {
    const first = attempt({});
    const second = attempt({ id: 'a2', number: 2, score: 100, grading: { q_1: { verdict: 'correct', credit: 1 }, q_2: { verdict: 'correct', credit: 1 } } });
    const other = attempt({ id: 'a3', studentId: 's2', fullName: '=cmd|calc', score: 0, passed: false, grading: {} });
    const all = [second, first, other];
    const text = reportCsv([q('q_1'), q('q_2')], all, gradesOf(all, { gradingMethod: 'first', passingScore: 50 }), 'first', 'ar');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = parse(text.slice(1)) as string[][];
    expect(rows[0]).toEqual([
      'الطالب',
      'معرّف الطالب',
      'المحاولة',
      'تُحسب في الدرجة',
      'بدأت في',
      'سُلّمت في',
      'المدة (بالثواني)',
      'الدرجة (%)',
      'ناجح',
      'درجة الطالب (%): المحاولة الأولى',
      'س1 تصريف الفعل',
      'س2 تصريف الفعل',
    ]);
    // by name (a leading '=' sorts first), then attempt number
    expect(rows.slice(1)).toEqual([
      ["'=cmd|calc", 's2', '1', 'نعم', '2026-11-25T09:00:00.000Z', '2026-11-25T09:03:00.000Z', '180', '0', 'لا', '0', '0', '0'],
      ['Salma', 's1', '1', 'نعم', '2026-11-25T09:00:00.000Z', '2026-11-25T09:03:00.000Z', '180', '50', 'نعم', '50', '1', '0.5'],
      ['Salma', 's1', '2', 'لا', '2026-11-25T09:00:00.000Z', '2026-11-25T09:03:00.000Z', '180', '100', 'نعم', '50', '1', '1'],
    ]);
  });
});
