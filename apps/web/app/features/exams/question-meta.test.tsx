import type { Question } from '@tasreef/contracts/exams';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { QuestionCard } from './Wizard.tsx';

/**
 * Issue 37, defect 10: the question's meta line (type · difficulty · CEFR · ACTFL · ILR) read
 * scrambled on Arabic teacher pages (the wizard, the exam view and the question bank all draw it
 * with QuestionCard): each part is an isolate with its own language and direction, the dots
 * between them outside every isolate.
 */
const question = {
  id: 'q1',
  type: 'conjugate',
  format: 'multiple_choice',
  difficulty: 3,
  cefr: 'B1',
  actfl: 'Intermediate Mid',
  ilr: '1+',
  stem: { ar: 'صرِّف الفعل', en: 'Conjugate the verb' },
  prompt_form: null,
  options: [],
  answer: null,
  explanation: { ar: 'لأنّ', en: 'Because' },
} as unknown as Question;

function metaOf(locale: 'ar' | 'en'): string {
  const Stub = createRoutesStub([{ path: '/:locale', Component: () => <QuestionCard q={question} n={1} /> }]);
  const html = renderToStaticMarkup(<Stub initialEntries={[`/${locale}`]} />);
  return /<p class="muted">(.*?)<\/p>/.exec(html)![1]!;
}

describe("a question's meta line", () => {
  it('isolates each part with its language and direction on an Arabic page, the dots outside', () => {
    expect(metaOf('ar')).toBe(
      '<bdi lang="ar" dir="rtl">تصريف الفعل</bdi> · <bdi lang="ar" dir="rtl">الصعوبة 3</bdi> · <bdi lang="en" dir="ltr">B1</bdi> · ' +
        '<bdi lang="en" dir="ltr">ACTFL Intermediate Mid</bdi> · <bdi lang="en" dir="ltr">ILR 1+</bdi>',
    );
  });
  it('does the same on an English page', () => {
    expect(metaOf('en')).toBe(
      '<bdi lang="en" dir="ltr">Conjugate</bdi> · <bdi lang="en" dir="ltr">Difficulty 3</bdi> · <bdi lang="en" dir="ltr">B1</bdi> · ' +
        '<bdi lang="en" dir="ltr">ACTFL Intermediate Mid</bdi> · <bdi lang="en" dir="ltr">ILR 1+</bdi>',
    );
  });
});
