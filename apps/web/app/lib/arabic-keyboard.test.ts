import { describe, expect, it } from 'vitest';
import { deleteBefore, insertAt, LETTERS, MARKS } from './arabic-keyboard.ts';

describe('on-screen keyboard', () => {
  it('inserts a letter or mark at the caret, replacing a selection', () => {
    expect(insertAt('كتب', 1, 1, '\u064E')).toEqual({ value: 'كَتب', caret: 2 });
    expect(insertAt('كتب', 0, 3, 'ق')).toEqual({ value: 'ق', caret: 1 });
  });
  it('never writes a tatweel, not even one pasted earlier, and keeps the caret after the inserted key', () => {
    expect(insertAt('كـتب', 2, 2, '\u064E')).toEqual({ value: 'كَتب', caret: 2 });
    expect(insertAt('ك', 1, 1, '\u0640\u064E')).toEqual({ value: 'كَ', caret: 2 });
  });
  it('deletes the character before the caret or the selection', () => {
    expect(deleteBefore('كَتب', 2, 2)).toEqual({ value: 'كتب', caret: 1 });
    expect(deleteBefore('كتب', 0, 0)).toEqual({ value: 'كتب', caret: 0 });
    expect(deleteBefore('كتب', 1, 3)).toEqual({ value: 'ك', caret: 1 });
  });
  it('has the 28 letters, the hamza seats and the eight marks', () => {
    expect(LETTERS).toHaveLength(36);
    expect(new Set(LETTERS).size).toBe(36);
    expect(MARKS.map((m) => m.mark.codePointAt(0))).toEqual([0x64e, 0x64f, 0x650, 0x652, 0x651, 0x64b, 0x64c, 0x64d]);
  });
});
