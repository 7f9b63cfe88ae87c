import type { ExamReport } from '@tasreef/contracts/reports';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ExamReportView } from './ExamReport.tsx';

/** A full report of `total` students, showing page `page` of them (as GET /exams/{id}/report answers). */
function reportOf(total: number, page: number): ExamReport {
  const per = 50;
  const students = Array.from({ length: Math.max(0, Math.min(per, total - (page - 1) * per)) }, (_, i) => ({
    id: `s${(page - 1) * per + i}`,
    full_name: `Student ${(page - 1) * per + i}`,
    attempts: 1,
    first_score: 50,
    best_score: 50,
    last_score: 50,
    first_grade: null,
    last_grade: null,
    score: 50,
    grade: null,
    passed: true,
    first_seconds: 60,
  }));
  return {
    exam: {
      id: 'e1',
      title: 'Exam',
      status: 'published',
      time_status: 'current',
      publish_at: null,
      expires_at: null,
      passing_score: 50,
      grade_scale: null,
      question_count: 2,
      grading_method: 'best',
      owner: { id: 'o', full_name: 'Teacher' },
    },
    level: 'full',
    retention: { kept: 'all attempts', since: null },
    class_id: 'c1',
    classes: [{ id: 'c1', name: 'Grade 6' }],
    summary: { attempts: total, students: total, mean: 50, median: 50, min: 50, max: 50, pass_rate: 100, time: { mean_seconds: 60, median_seconds: 60 } },
    distribution: [],
    questions: [],
    features: null,
    students,
    students_meta: { page, per_page: per, total },
    upgrade: null,
  } as unknown as ExamReport;
}

function render(report: ExamReport, url: string): string {
  const Stub = createRoutesStub([{ path: '/:locale/dashboard/exam-reports/:id', Component: () => <ExamReportView report={report} busy={false} /> }]);
  return renderToStaticMarkup(<Stub initialEntries={[url]} />);
}

describe("an exam report's students", () => {
  it('show a pager for their pages that keeps the class and names the page', () => {
    const html = render(reportOf(107, 2), '/en/dashboard/exam-reports/e1?class_id=c1&student_page=2');
    expect(html).toContain('aria-label="Pages of students"');
    expect(html).toContain('Page 2 of 3');
    expect(html).toContain('href="/en/dashboard/exam-reports/e1?class_id=c1&amp;student_page=1"');
    expect(html).toContain('href="/en/dashboard/exam-reports/e1?class_id=c1&amp;student_page=3"');
    expect(html.match(/<tr/g)?.length).toBeGreaterThanOrEqual(50);
  });

  it('in Arabic too, and none for one page of students', () => {
    expect(render(reportOf(107, 3), '/ar/dashboard/exam-reports/e1?student_page=3')).toContain('aria-label="صفحات الطلاب"');
    expect(render(reportOf(12, 1), '/en/dashboard/exam-reports/e1')).not.toContain('Pages of students');
  });
});
