/**
 * The report as a CSV file (csv-stringify, the writing half of the csv-parse the roster import
 * reads with): one row per submitted attempt in the report's window, the credit of each question in
 * its own column, headings in the request's language; each row says whether the attempt counts
 * toward its student's grade and gives that grade, by the exam's grading method (ADR 0072). UTF-8 with a byte-order mark so a spreadsheet
 * reads the Arabic; a cell that a spreadsheet would take for a formula is written as text.
 */
import { stringify } from 'csv-stringify/sync';
import { translate, type Locale } from '@tasreef/contracts';
import { QUESTION_TYPE_NAMES, type GradingMethod, type Question } from '@tasreef/contracts/exams';
import { gradeOf, type ExamGradeScale } from '@tasreef/contracts/grades';
import { secondsOf, type ReportAttempt } from './attempts.ts';
import type { Graded } from './report.ts';

/** A leading =, +, -, @, tab or return makes a spreadsheet evaluate the cell (CSV injection). */
export const safeCell = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);

export function reportCsv(
  questions: readonly Question[],
  all: readonly ReportAttempt[],
  grades: readonly Graded[],
  method: GradingMethod,
  locale: Locale,
  scale: ExamGradeScale | null = null,
): string {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) => translate(locale, key, params);
  const counted = new Set(grades.flatMap((g) => g.counted.map((a) => a.id)));
  const gradeOfStudent = new Map(grades.map((g) => [g.representative.studentId, g.score]));
  const head = [
    t('report_csv_student'),
    t('report_csv_student_id'),
    t('report_csv_attempt'),
    t('report_csv_counted'),
    t('report_csv_started'),
    t('report_csv_submitted'),
    t('report_csv_seconds'),
    t('report_csv_score'),
    ...(scale ? [t('report_csv_grade')] : []),
    t('report_csv_passed'),
    t('report_csv_student_grade', { method: t(`grading_method_${method}`) }),
    ...questions.map((q, i) => t('report_csv_question', { number: i + 1, type: QUESTION_TYPE_NAMES[q.type][locale] })),
  ];
  const rows = [...all]
    .sort((x, y) => x.fullName.localeCompare(y.fullName) || x.studentId.localeCompare(y.studentId) || x.number - y.number)
    .map((a) => [
      safeCell(a.fullName),
      a.studentId,
      a.number,
      t(counted.has(a.id) ? 'report_csv_yes' : 'report_csv_no'),
      a.startedAt.toISOString(),
      a.submittedAt.toISOString(),
      secondsOf(a),
      a.score,
      ...(scale ? [safeCell(gradeOf(scale.bands, a.score) ?? '')] : []),
      t(a.passed ? 'report_csv_yes' : 'report_csv_no'),
      gradeOfStudent.get(a.studentId) ?? '',
      ...questions.map((q) => a.grading[q.id]?.credit ?? 0),
    ]);
  return '\uFEFF' + stringify([head, ...rows], { record_delimiter: 'windows' });
}
