import { describe, expect, it } from 'vitest';
import { AnswerCache } from '../../src/search/answer-cache.ts';

describe('AnswerCache', () => {
  it('keeps the most recently used answers within a count and a size budget', () => {
    const c = new AnswerCache(3, 80);
    c.set('a', 'x'.repeat(10));
    c.set('b', 'x'.repeat(10));
    c.set('c', 'x'.repeat(10));
    expect(c.get('a')).toBe('x'.repeat(10)); // a is now the most recent
    c.set('d', 'x'.repeat(10));
    expect(c.get('b')).toBeUndefined();
    expect(c.size.entries).toBe(3);
    c.set('e', 'y'.repeat(11)); // over a share of the budget: not kept
    expect(c.get('e')).toBeUndefined();
    c.set('f', 'z'.repeat(10));
    c.set('g', 'z'.repeat(10));
    expect(c.size.chars).toBeLessThanOrEqual(80);
    expect(c.size.entries).toBe(3);
  });
});
