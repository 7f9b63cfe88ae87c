import { describe, expect, it } from 'vitest';
import { clampPage, crossedWarning, isAnswered, keptPage, navMark, pageKey, shownWarning } from './take-state.ts';

describe('the answering page’s derived state', () => {
  it('counts an answer given, not an empty typed one', () => {
    expect(isAnswered(null)).toBe(false);
    expect(isAnswered({ text: '  ' })).toBe(false);
    expect(isAnswered({ text: 'كتب' })).toBe(true);
    expect(isAnswered({ option_id: 'b' })).toBe(true);
  });

  it('marks each question answered, flagged (answered or not) or not answered', () => {
    expect(navMark(true, false)).toBe('answered');
    expect(navMark(false, false)).toBe('unanswered');
    expect(navMark(false, true)).toBe('flagged');
    expect(navMark(true, true)).toBe('answeredFlagged');
  });

  it('warns once when the time left crosses 5 minutes and once when it crosses 1, even across a jump', () => {
    expect(crossedWarning(301, 300)).toBe(300);
    expect(crossedWarning(300, 299)).toBeUndefined(); // already said
    expect(crossedWarning(61, 60)).toBe(60);
    expect(crossedWarning(400, 50)).toBe(60); // a sleeping device woke past both: the one that matters
    expect(crossedWarning(59, 58)).toBeUndefined();
    expect(shownWarning(301, true)).toBeNull();
    expect(shownWarning(300, true)).toBe(300);
    expect(shownWarning(60, true)).toBe(60);
    expect(shownWarning(30, false)).toBeNull();
    expect(shownWarning(null, true)).toBeNull();
  });

  it('keeps the page within the questions', () => {
    expect(clampPage(-1, 5)).toBe(0);
    expect(clampPage(7, 5)).toBe(4);
    expect(clampPage(2, 5)).toBe(2);
    expect(clampPage(0, 0)).toBe(0);
  });

  it('reopens an attempt shown one question per page at the question kept for it, else at the first', () => {
    const ids = ['q1', 'q2', 'q3'];
    expect(keptPage('q3', ids)).toBe(2);
    expect(keptPage(null, ids)).toBe(0);
    expect(keptPage('removed', ids)).toBe(0); // a question the teacher removed since
    expect(pageKey('a1')).not.toBe(pageKey('a2'));
  });
});
