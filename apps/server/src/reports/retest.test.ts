import { describe, expect, it } from 'vitest';
import type { Question } from '@tasreef/contracts/exams';
import { criteriaLadder, missedIn, objectivesOf } from './retest.ts';

const q = (id: string, type: Question['type'], verb_id: string, root: string, pattern: string, slot: string | null): Question =>
  ({ id, type, source: { verb_id, root, pattern, past_vowel: null, present_vowel: null, slot, noun: null } }) as Question;

const questions = [
  q('q_1', 'conjugate', 'qwl-I1', 'قول', 'I', 'present_jussive.active.3mp'),
  q('q_2', 'conjugate', 'ktb-I1', 'كتب', 'I', 'past.active.3ms'),
  q('q_3', 'identify_person', 'stgfr-X', 'غفر', 'X', 'present_indicative.active.1s'),
  q('q_4', 'masdar', 'qwl-I1', 'قول', 'I', null),
];

describe('a retest from what was answered wrong', () => {
  it('collects the missed questions’ types (counted per answer), verbs, tenses, patterns and root types', () => {
    const m = missedIn(questions, [
      { q_1: { verdict: 'wrong' }, q_2: { verdict: 'correct' }, q_3: { verdict: 'correct' }, q_4: { verdict: 'marks' } },
      { q_1: { verdict: 'unanswered' }, q_2: { verdict: 'correct' }, q_3: { verdict: 'wrong' } }, // q_4 not graded: unanswered
    ]);
    expect(m.questions).toBe(3);
    expect(Object.fromEntries(m.types)).toEqual({ conjugate: 2, masdar: 2, identify_person: 1 });
    expect([...m.verbs].sort()).toEqual(['qwl-I1', 'stgfr-X']);
    expect([...m.tenses].sort()).toEqual(['present_indicative', 'present_jussive']);
    expect([...m.patterns].sort()).toEqual(['I', 'X']);
    expect([...m.rootTypes].sort()).toEqual(['hollow', 'sound']);
    // weights 1–10 against the most missed type
    expect(objectivesOf(m)).toEqual([
      { type: 'conjugate', weight: 10 },
      { type: 'masdar', weight: 10 },
      { type: 'identify_person', weight: 5 },
    ]);
  });

  it('tries the features first (new verbs, same difficulty), the missed verbs first when the exam named its verbs', () => {
    const m = missedIn(questions, [{ q_1: { verdict: 'wrong' }, q_2: { verdict: 'correct' }, q_3: { verdict: 'wrong' }, q_4: { verdict: 'correct' } }]);
    const open = criteriaLadder({ kinds: ['verbs'], frequency: 'common' }, m);
    expect(open[0]).toEqual({ kinds: ['verbs'], tenses: ['present_indicative', 'present_jussive'], patterns: ['I', 'X'], root_types: ['sound', 'hollow'], frequency: 'common' });
    expect(open[1]).toEqual({ kinds: ['verbs'], verbs: ['qwl-I1', 'stgfr-X'], tenses: ['present_indicative', 'present_jussive'] });
    const named = criteriaLadder({ verbs: ['qwl-I1'] }, missedIn(questions, [{ q_2: { verdict: 'correct' }, q_3: { verdict: 'correct' }, q_4: { verdict: 'correct' } }]));
    expect(named[0]).toEqual({ verbs: ['qwl-I1'], tenses: ['present_jussive'] });
    expect(named[2]).toEqual({ verbs: ['qwl-I1'] });
  });
});
