/**
 * One verb filed under bab 3 and bab 4 (build/same-verb.ts): the bab-3 twin without a throat letter
 * folds into the bab-4 entry; a throat letter, a different present or a missing twin keeps it.
 */
import { describe, expect, it } from 'vitest';
import type { LexiconEntry } from '../src/types.ts';
import { bab3WithoutThroat, foldSameVerbs } from '../src/build/same-verb.ts';

function entry(id: string, root: string, bab: number, lemma: string, present: string, more: Partial<LexiconEntry> = {}): LexiconEntry {
  return {
    id,
    root,
    alt_roots: [],
    radicals: 3,
    pattern: 'I',
    bab,
    past_vowel: bab === 3 ? 'a' : 'i',
    present_vowel: 'a',
    lemma,
    lemma_bare: lemma,
    present,
    masdar: null,
    passive_only: false,
    transitive: null,
    masdars: [],
    glosses: [],
    freq: null,
    type: 'hollow',
    type_ar: '',
    type_en: '',
    weak: true,
    augmented: false,
    attested: {},
    sources: { entry: ['arramooz'], glosses: [], masdars: {}, transitive: {}, freq: [], source_ids: [id] },
    ...more,
  };
}

describe('bab 3 without a throat letter', () => {
  it.each([
    ['خوف', true],
    ['مسس', true],
    ['فتح', false], // ح third
    ['ذهب', false], // ه second
    ['قرء', false], // ء third
    ['بحح', false],
  ])('%s → %s', (root, expected) => {
    expect(bab3WithoutThroat({ pattern: 'I', bab: 3, root })).toBe(expected);
  });

  it('only form I on bab 3', () => {
    expect(bab3WithoutThroat({ pattern: 'I', bab: 4, root: 'خوف' })).toBe(false);
    expect(bab3WithoutThroat({ pattern: 'IV', bab: null, root: 'خوف' })).toBe(false);
  });
});

describe('foldSameVerbs', () => {
  it('folds the bab-3 twin into the bab-4 entry, which keeps both sources and answers to its id', () => {
    const three = entry('mss-I3', 'مسس', 3, 'مَسَّ', 'يَمَسُّ', {
      glosses: ['touch'],
      masdars: ['مَسّ', 'مَسِيس'],
      freq: 30455,
      transitive: true,
      sources: { entry: ['elixir'], glosses: ['elixir'], masdars: { مَسّ: ['elixir'], مَسِيس: ['elixir'] }, transitive: {}, freq: ['arramooz'], source_ids: ['v1'] },
    });
    const four = entry('mss-I4', 'مسس', 4, 'مَسَّ', 'يَمَسُّ', {
      masdars: ['مَسّ'],
      sources: { entry: ['arramooz', 'sarf'], glosses: [], masdars: { مَسّ: ['sarf'] }, transitive: { sarf: 'transitive' }, freq: [], source_ids: ['v2', 'sarf:مسس:I4'] },
    });
    const { entries, folded } = foldSameVerbs([three, four]);
    expect(entries.map((e) => e.id)).toEqual(['mss-I4']);
    expect(folded).toEqual([{ from: 'mss-I3', into: 'mss-I4' }]);
    expect(four.aliases).toEqual(['mss-I3']);
    expect(four.glosses).toEqual(['touch']);
    expect(four.masdars).toEqual(['مَسّ', 'مَسِيس']);
    expect(four.sources.masdars).toEqual({ مَسّ: ['sarf'], مَسِيس: ['elixir'] });
    expect(four.sources.entry).toEqual(['arramooz', 'sarf', 'elixir']);
    expect(four.sources.glosses).toEqual(['elixir']);
    expect(four.sources.source_ids).toEqual(['v2', 'sarf:مسس:I4', 'v1']);
    expect(four.freq).toBe(30455);
    expect(four.transitive).toBe(true);
  });

  it('keeps a bab-3 verb with a throat letter beside its bab-4 twin (both are classical)', () => {
    const three = entry('bHH-I3', 'بحح', 3, 'بَحَّ', 'يَبَحُّ');
    const four = entry('bHH-I4', 'بحح', 4, 'بَحَّ', 'يَبَحُّ');
    expect(foldSameVerbs([three, four]).entries).toEqual([three, four]);
  });

  it('keeps a bab-3 verb without a twin, or whose bab-4 entry reads otherwise', () => {
    const alone = entry('Cby-I3', 'ءبي', 3, 'أَبَى', 'يَأْبَى');
    const three = entry('x-I3', 'خوف', 3, 'خَافَ', 'يَخَافُ');
    const other = entry('x-I4', 'خوف', 4, 'خَوِفَ', 'يَخْوَفُ');
    expect(foldSameVerbs([alone, three, other]).entries).toEqual([alone, three, other]);
  });
});
