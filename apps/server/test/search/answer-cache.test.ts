import { describe, expect, it } from 'vitest';
import { AnswerCache } from '../../src/search/answer-cache.ts';

/** Sets twice: an answer is kept the second time its URL is asked. */
function put(c: AnswerCache, key: string, json: string): void {
  c.set(key, json);
  c.set(key, json);
}

const text = (b: Buffer | undefined): string | undefined => b?.toString('utf8');

describe('AnswerCache', () => {
  it('keeps an answer the second time its URL is asked, not the first', () => {
    const c = new AnswerCache(10, 10_000);
    expect(c.set('a', '{"x":1}')).toBe('{"x":1}');
    expect(c.get('a')).toBeUndefined();
    const kept = c.set('a', '{"x":1}');
    expect(Buffer.isBuffer(kept)).toBe(true); // the kept UTF-8 is what is sent
    expect(text(c.get('a'))).toBe('{"x":1}');
    expect(c.get('a')).toBe(kept);
    // the door forgets past eight times the entries: asked again after that counts as a first time
    c.set('z', '{}');
    for (let i = 0; i < 80; i++) c.set(`k${i}`, '{}');
    c.set('z', '{}');
    expect(c.get('z')).toBeUndefined();
    c.set('z', '{}');
    expect(text(c.get('z'))).toBe('{}');
  });

  it('keeps the most recently used answers within a count and a size budget', () => {
    const c = new AnswerCache(3, 80);
    put(c, 'a', 'x'.repeat(10));
    put(c, 'b', 'x'.repeat(10));
    put(c, 'c', 'x'.repeat(10));
    expect(text(c.get('a'))).toBe('x'.repeat(10)); // a is now the most recent
    put(c, 'd', 'x'.repeat(10));
    expect(c.get('b')).toBeUndefined();
    expect(c.size.entries).toBe(3);
    put(c, 'e', 'y'.repeat(11)); // over an eighth of the budget: not kept
    expect(c.get('e')).toBeUndefined();
    put(c, 'f', 'z'.repeat(10));
    put(c, 'g', 'z'.repeat(10));
    expect(c.size.bytes).toBeLessThanOrEqual(80);
    expect(c.size.entries).toBe(3);
  });

  it('counts the bytes of the UTF-8 kept (two for an Arabic letter)', () => {
    const c = new AnswerCache(10, 80);
    put(c, 'a', 'ب'.repeat(5)); // 10 bytes: within an eighth of the budget
    put(c, 'b', 'ب'.repeat(6)); // 12 bytes: over it, not kept, but still sent whole
    expect(text(c.get('a'))).toBe('ب'.repeat(5));
    expect(c.get('b')).toBeUndefined();
    expect(text(c.set('b', 'ب'.repeat(6)) as Buffer)).toBe('ب'.repeat(6));
    expect(c.size.bytes).toBe(10);
  });
});
