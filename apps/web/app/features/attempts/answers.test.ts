import { gradeTyped } from '@tasreef/exams';
import { describe, expect, it } from 'vitest';
import { letterClusters, sameAnswer } from './answers.ts';

describe('answers', () => {
  it('compares two answers of either kind', () => {
    expect(sameAnswer({ option_id: 'a' }, { option_id: 'a' })).toBe(true);
    expect(sameAnswer({ option_id: 'a' }, { option_id: 'b' })).toBe(false);
    expect(sameAnswer({ text: 'كَتَبَ' }, { option_id: 'a' })).toBe(false);
    expect(sameAnswer({ text: 'كَتَبَ' }, null)).toBe(false);
    expect(sameAnswer(null, undefined)).toBe(true);
  });

  it('splits a typed form into the letters the grader counts, so its `letters` point at the right ones', () => {
    const given = 'يَكْتُبُونْ';
    const grade = gradeTyped(given, ['يَكْتُبُونَ']);
    expect(grade.verdict).toBe('marks');
    const letters = letterClusters(given);
    expect(letters).toHaveLength(6);
    expect(grade.letters!.map((i) => letters[i - 1])).toEqual(['نْ']);
    expect(letterClusters(' ٱكْتُبْ ')).toEqual(['ا', 'كْ', 'تُ', 'بْ']);
  });
});
