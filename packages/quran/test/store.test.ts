/**
 * The readings' store: written and read back whole, refused when its stamp or its bytes differ, and
 * stamped the same way whatever module computes the stamp (ADR 0040).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Reading, WordRef } from '../src/analysis.ts';
import { quranStamp, ReadingStore, storeFile } from '../src/store.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'quran-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const w = (standard: string, word: number): WordRef => ({ sura: 1, verse: 1, word, uthmani: standard, standard });
const words = [w('بِسْمِ', 1), w('اللَّهِ', 2), w('بِسْمِ', 3)];
const allah: Reading = { of: 'particle', kind: 'particle', type: 'proper_noun', lemma: 'اللَّه', root: 'ءله', proclitics: [], enclitic: null } as unknown as Reading;
const readings = new Map<string, Reading[]>([
  ['بِسْمِ', []],
  ['اللَّهِ', [allah]],
]);

describe('the readings store', () => {
  it('keeps each word of the text as the number of its distinct spelling, and each spelling’s readings', () => {
    const file = storeFile(dir);
    ReadingStore.write(file, 'stamp-a', words, readings);
    const store = ReadingStore.open(file, 'stamp-a')!;
    expect(store.size).toBe(2);
    expect([...store.tokens]).toEqual([0, 1, 0]);
    expect(store.standards).toEqual(['بِسْمِ', 'اللَّهِ']);
    expect(store.readingsOf('اللَّهِ')).toEqual([allah]);
    expect(store.readingsOf('بِسْمِ')).toEqual([]);
    expect(store.readingsOf('غير')).toEqual([]);
    expect(store.toMap()).toEqual(readings);
  });

  it('keeps the first reading the context chose for a word in its place, the others after it (ADR 0077)', () => {
    const file = path.join(dir, 'context', 'readings.tsv');
    const negation = { ...allah, type: 'negation', lemma: 'لَا', root: null } as unknown as Reading;
    const prohibition = { ...negation, type: 'prohibition' } as unknown as Reading;
    const ctxWords = [w('لَا', 1), w('لَا', 2)];
    ReadingStore.write(file, 'stamp-c', ctxWords, new Map([['لَا', [negation, prohibition]]]), new Map([[1, { first: 1, construct: false }]]));
    const store = ReadingStore.open(file, 'stamp-c')!;
    expect(store.readingsAt(0)).toEqual([negation, prohibition]);
    expect(store.readingsAt(1)).toEqual([prohibition, negation]);
    expect(store.hasContext(1)).toBe(true);
  });

  it('refuses a store of another stamp, or one cut short', () => {
    const file = storeFile(dir);
    ReadingStore.write(file, 'stamp-a', words, readings);
    expect(ReadingStore.open(file, 'stamp-b')).toBeNull();
    const bytes = readFileSync(file);
    writeFileSync(file, bytes.subarray(0, bytes.length - 10));
    expect(ReadingStore.open(file, 'stamp-a')).toBeNull();
    expect(ReadingStore.open(path.join(dir, 'none.tsv'), 'stamp-a')).toBeNull();
  });

  it('stamps by the lexicon build (and the sources found from the repository root, not beside the running module)', () => {
    expect(quranStamp('2026-01-01')).toBe(quranStamp('2026-01-01'));
    expect(quranStamp('2026-01-01')).not.toBe(quranStamp('2026-01-02'));
    expect(quranStamp('x')).toMatch(/^[0-9a-f]{16}$/);
  });
});
