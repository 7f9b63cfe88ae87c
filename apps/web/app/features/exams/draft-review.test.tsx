import type { ExamDetails } from '@tasreef/contracts/exams';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DraftReview } from './DraftReview.tsx';

/**
 * Issue 37 (shuffling and long exams, session 22): a draft's review (step 5) showed every setting of
 * step 4 but the two the exam's students meet first: whether each attempt has its own order, and
 * whether one question shows per page. It shows both now, with their values, in both languages.
 */
const draft = (shuffle: boolean, onePerPage: boolean) =>
  ({
    id: 'e1',
    title: 'Draft',
    objective: null,
    status: 'draft',
    setup_step: 5,
    question_count: 0,
    publish_at: '2026-12-01T08:00:00.000Z',
    expires_at: null,
    duration_minutes: 30,
    passing_score: 60,
    attempts_allowed: 1,
    review: 'after_submit',
    grading_method: 'last',
    request: { objectives: [{ type: 'conjugate' }], formats: ['multiple_choice'], question_count: 10 },
    questions: [],
    assignments: { classes: [], students: [], teachers: [] },
    grade_scale: null,
    certificates: false,
    shuffle,
    one_per_page: onePerPage,
  }) as unknown as ExamDetails;

function rows(locale: 'ar' | 'en', exam: ExamDetails): Map<string, string> {
  const Stub = createRoutesStub([{ path: '/:locale', Component: () => <DraftReview exam={exam} timeZone="Asia/Riyadh" result={undefined} busy={false} /> }]);
  const html = renderToStaticMarkup(<Stub initialEntries={[`/${locale}`]} />);
  return new Map([...html.matchAll(/<dt>(.*?)<\/dt><dd>(.*?)<\/dd>/g)].map((m) => [m[1]!, m[2]!]));
}

describe("a draft's review", () => {
  it('says whether each student gets an order of their own, and how many questions a page shows', () => {
    expect(rows('en', draft(true, false)).get('Order')).toBe('Shuffled for each student');
    expect(rows('en', draft(true, false)).get('Layout')).toBe('All questions on one page');
    expect(rows('en', draft(false, true)).get('Order')).toBe('As in the exam');
    expect(rows('en', draft(false, true)).get('Layout')).toBe('One question per page');
  });
  it('says so in Arabic', () => {
    const ar = rows('ar', draft(false, true));
    expect(ar.get('الترتيب')).toBe('كما في الاختبار');
    expect(ar.get('العرض')).toBe('سؤال واحد في كل صفحة');
    expect(rows('ar', draft(true, false)).get('الترتيب')).toBe('مختلف لكل طالب');
  });
});
