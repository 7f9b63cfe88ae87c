import { catalogProblems } from '@tasreef/contracts/placeholders';
import { describe, expect, it } from 'vitest';
import { label, PDF_LABELS } from './labels.ts';

describe('PDF labels', () => {
  it('every key has both languages, no empty text, the same placeholders', () => {
    expect(catalogProblems(PDF_LABELS)).toEqual([]);
  });

  it('fills placeholders through the one function and leaves a missing one visible', () => {
    expect(label('en', 'footer', { brand: 'Tasreef', title: 'Exam 1', page: 2, pages: 3 })).toBe('Tasreef · Exam 1 · page 2 of 3');
    expect(label('ar', 'questions', { n: 12 })).toBe('عدد الأسئلة: 12');
    expect(label('en', 'answer')).toBe('Answer: {answer}');
  });
});
