import type { ExamDetails } from '@tasreef/contracts/exams';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { FormResult } from '../../lib/form.ts';
import { AssignStep } from './AssignStep.tsx';

/**
 * Step 4's three on/off settings (shuffling, one question per page, certificates) are one component
 * (CheckField): each box inside its label, its hint tied to it and, when the server refused the
 * value, its error tied to it too and the box marked invalid (the repeated markup tied the hint
 * only, so a screen reader on the box never heard the error).
 */
const exam = {
  id: 'e1',
  status: 'draft',
  publish_at: null,
  expires_at: null,
  duration_minutes: 30,
  passing_score: 60,
  attempts_allowed: 1,
  review: 'after_submit',
  grading_method: 'last',
  assignments: { classes: [], students: [], teachers: [] },
  grade_scale: null,
  certificates: true,
  shuffle: false,
  one_per_page: true,
} as unknown as ExamDetails;

function render(result: FormResult | undefined): string {
  const Stub = createRoutesStub([
    {
      path: '/:locale',
      Component: () => (
        <AssignStep
          exam={exam}
          result={result}
          busy={false}
          people={{ classes: [], students: [], teachers: [] }}
          scales={{ scales: [], plan_level: 'basic', upgrade: null }}
          timeZone="Asia/Riyadh"
          now="2026-11-29T10:00:00.000Z"
        />
      ),
    },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={['/en']} />);
}

const box = (html: string, name: string) => new RegExp(`<input type="checkbox"[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';

describe("step 4's on/off settings", () => {
  it('are ticked as the exam has them, each inside its label with its hint tied to it', () => {
    const html = render(undefined);
    for (const [name, on] of [
      ['shuffle', false],
      ['one_per_page', true],
      ['certificates', true],
    ] as const) {
      const input = box(html, name);
      expect(input, name).not.toBe('');
      expect(input.includes('checked=""'), name).toBe(on);
      expect(input).toContain(`aria-describedby="exam-${name}-hint"`);
      expect(input).not.toContain('aria-invalid');
      expect(html).toContain(`<p id="exam-${name}-hint" class="field-hint">`);
    }
    expect(html).toMatch(/<label><input type="checkbox"[^>]*name="shuffle"[^>]*> Shuffle the questions and their options for each student<\/label>/);
  });
  it('tie a refused value’s error to its box and mark the box invalid', () => {
    const html = render({ ok: false, errors: { shuffle: 'Not a valid value.', one_per_page: 'Not a valid value.', certificates: 'Not a valid value.' } });
    for (const name of ['shuffle', 'one_per_page', 'certificates']) {
      const input = box(html, name);
      expect(input, name).toContain(`aria-describedby="exam-${name}-hint exam-${name}-error"`);
      expect(input, name).toContain('aria-invalid="true"');
      expect(html).toContain(`<p id="exam-${name}-error" class="field-error">Not a valid value.</p>`);
    }
  });
});
