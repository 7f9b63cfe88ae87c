import { describe, expect, it } from 'vitest';
import { dueItems, replayQueue, type QueueAnswer } from './queue.ts';
import { weekStart } from './days.ts';

const a = (day: string, verdict: string, form = 'past.active.3ms'): QueueAnswer => ({ verbId: 'ktb-I1', type: 'conjugate', form, verdict, day });

describe('the review queue (Leitner boxes 1, 3, 7, 16 days)', () => {
  it('puts a miss in box 1 due the next day, and each right answer on its day moves it up until it leaves', () => {
    expect(replayQueue([a('2026-11-01', 'wrong')])).toMatchObject([{ box: 1, due: '2026-11-02' }]);
    expect(replayQueue([a('2026-11-01', 'wrong'), a('2026-11-02', 'correct')])).toMatchObject([{ box: 2, due: '2026-11-05' }]);
    expect(replayQueue([a('2026-11-01', 'wrong'), a('2026-11-02', 'correct'), a('2026-11-05', 'correct')])).toMatchObject([{ box: 3, due: '2026-11-12' }]);
    const four = [a('2026-11-01', 'wrong'), a('2026-11-02', 'correct'), a('2026-11-05', 'correct'), a('2026-11-12', 'correct')];
    expect(replayQueue(four)).toMatchObject([{ box: 4, due: '2026-11-28' }]);
    // right in box 4 on (or after) its day: learned, out of the queue
    expect(replayQueue([...four, a('2026-11-30', 'correct')])).toEqual([]);
  });

  it('sends a form back to box 1 on any miss, and half credit (marks) is a miss', () => {
    const q = replayQueue([a('2026-11-01', 'wrong'), a('2026-11-02', 'correct'), a('2026-11-05', 'marks')]);
    expect(q).toMatchObject([{ box: 1, due: '2026-11-06' }]);
  });

  it('ignores a right answer before the form is due (no cramming), and a form never missed', () => {
    expect(replayQueue([a('2026-11-01', 'wrong'), a('2026-11-01', 'correct')])).toMatchObject([{ box: 1, due: '2026-11-02' }]);
    expect(replayQueue([a('2026-11-01', 'wrong'), a('2026-11-02', 'correct'), a('2026-11-04', 'correct')])).toMatchObject([{ box: 2, due: '2026-11-05' }]);
    expect(replayQueue([a('2026-11-01', 'correct')])).toEqual([]);
  });

  it('keeps forms apart by verb, type and slot; due today or before, the longest due first', () => {
    const q = replayQueue([a('2026-11-01', 'wrong', 'past.active.3ms'), a('2026-11-03', 'wrong', 'present.active.1s'), { ...a('2026-11-02', 'wrong'), type: 'identify_root' }]);
    expect(q).toHaveLength(3);
    expect(dueItems(q, '2026-11-03').map((i) => i.due)).toEqual(['2026-11-02', '2026-11-03']);
    expect(dueItems(q, '2026-11-04').map((i) => i.form)).toEqual(['past.active.3ms', 'past.active.3ms', 'present.active.1s']);
  });

  it('starts weeks on Sunday', () => {
    expect(weekStart('2026-11-27')).toBe('2026-11-22');
    expect(weekStart('2026-11-22')).toBe('2026-11-22');
    expect(weekStart('2026-11-21')).toBe('2026-11-15');
  });
});
