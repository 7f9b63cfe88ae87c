import { describe, expect, it } from 'vitest';
import { AnswerCache, ownBytes } from '../../src/search/answer-cache.ts';

describe('AnswerCache', () => {
  it('keeps the most recently used answers within a count and a size budget', () => {
    const c = new AnswerCache(3, 80);
    c.set('a', 'x'.repeat(10));
    c.set('b', 'x'.repeat(10));
    c.set('c', 'x'.repeat(10));
    expect(c.get('a')?.toString()).toBe('x'.repeat(10)); // a is now the most recent
    c.set('d', 'x'.repeat(10));
    expect(c.get('b')).toBeUndefined();
    expect(c.size.entries).toBe(3);
    c.set('e', 'y'.repeat(11)); // over a share of the budget: not kept
    expect(c.get('e')).toBeUndefined();
    c.set('f', 'z'.repeat(10));
    c.set('g', 'z'.repeat(10));
    expect(c.size.bytes).toBeLessThanOrEqual(80);
    expect(c.size.entries).toBe(3);
  });

  it('counts bytes: Arabic takes two per letter', () => {
    const c = new AnswerCache(10, 80);
    c.set('a', 'ب'.repeat(5)); // 10 bytes: within an eighth of the budget
    c.set('b', 'ب'.repeat(6)); // 12 bytes: over it, not kept
    expect(c.get('a')?.toString()).toBe('ب'.repeat(5));
    expect(c.get('b')).toBeUndefined();
    expect(c.size.bytes).toBe(10);
  });

  it('keeps each answer in a buffer of its own, not a slice of a shared slab', () => {
    const small = ownBytes('{"data":[]}');
    expect(small.toString()).toBe('{"data":[]}');
    expect(small.buffer.byteLength).toBe(small.length);
    expect(Buffer.from('{"data":[]}').buffer.byteLength).toBeGreaterThan(small.length); // what it avoids
  });
});
