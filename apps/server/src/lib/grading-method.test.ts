import { describe, expect, it } from 'vitest';
import { studentGrade } from './grading-method.ts';

const a = (number: number, score: number) => ({ number, score });

describe('a student’s grade from their attempts', () => {
  // given out of order, as a query may give them
  const attempts = [a(3, 20), a(1, 40), a(2, 100)];

  it('first, best, last and mean, each with the attempts that make it and whether it passes (50)', () => {
    expect(studentGrade(attempts, 'first', 50)).toMatchObject({ score: 40, passed: false, counted: [a(1, 40)], representative: a(1, 40) });
    expect(studentGrade(attempts, 'best', 50)).toMatchObject({ score: 100, passed: true, counted: [a(2, 100)], representative: a(2, 100) });
    expect(studentGrade(attempts, 'last', 50)).toMatchObject({ score: 20, passed: false, counted: [a(3, 20)], representative: a(3, 20) });
    expect(studentGrade(attempts, 'mean', 50)).toMatchObject({ score: 53.33, passed: true, counted: [a(1, 40), a(2, 100), a(3, 20)], representative: a(3, 20) });
  });

  it('the earliest of equal best scores; the pass mark reached exactly passes; no pass mark passes all; no attempt no grade', () => {
    expect(studentGrade([a(2, 80), a(1, 80)], 'best', 80)).toMatchObject({ representative: a(1, 80), passed: true });
    expect(studentGrade([a(1, 0)], 'mean', null)!.passed).toBe(true);
    expect(studentGrade([], 'best', 50)).toBeNull();
  });
});
