/** The marks typed narrow the readings in the search's default (loose) mode; a bare word keeps them all. */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAnalyzer } from '../src/analyze/load.ts';
import { SearchService } from '../src/search/service.ts';
import { marksConsistent } from '../src/analyze/text.ts';

let search: SearchService;
beforeAll(() => {
  search = new SearchService(loadAnalyzer().analyzer);
}, 180_000);

const readings = (q: string) => {
  const r = search.search(q);
  if (!r.ok) throw new Error(r.error.code);
  return r.data.analyses;
};

describe('marks narrow, letters stay loose', () => {
  it('marksConsistent compares letters exactly, or under the loose key', () => {
    expect(marksConsistent('اَكَلَ', 'أَكَلَ')).toBe(false);
    expect(marksConsistent('اَكَلَ', 'أَكَلَ', 'loose')).toBe(true);
    expect(marksConsistent('اُكُلَ', 'أَكَلَ', 'loose')).toBe(false);
  });

  it.each([
    ['كُتِبَ', (a: { slot?: string }) => a.slot?.startsWith('past.passive.') === true],
    ['كَتَبَ', (a: { slot?: string; noun?: string }) => a.slot?.startsWith('past.active.') === true || a.noun !== undefined],
    ['يُكْتَبُ', (a: { slot?: string }) => a.slot?.includes('.passive.') === true],
    ['وَقُلْ', (a: { lemma: string }) => a.lemma === 'قَالَ'],
    ['مَكْتَب', (a: { noun?: string }) => a.noun !== undefined],
  ])('%s keeps only the readings its marks allow', (q, ok) => {
    // the lexicon's readings (verbs outside it, read from the engine's patterns, are narrowed alike but not judged here)
    const as = readings(q).filter((a) => a.in_lexicon);
    expect(as.length).toBeGreaterThan(0);
    expect(as.filter((a) => !ok(a as never))).toEqual([]);
  });

  it('a bare word keeps every reading; marks that fit none fall back to the letters', () => {
    const bare = readings('كتب');
    expect(bare.some((a) => a.slot === 'past.active.3ms') && bare.some((a) => a.slot === 'past.passive.3ms')).toBe(true);
    expect(readings('وقل').some((a) => a.lemma === 'وَقَلَ')).toBe(true);
    expect(readings('كِتُبُ').length).toBeGreaterThan(0);
  });
});
