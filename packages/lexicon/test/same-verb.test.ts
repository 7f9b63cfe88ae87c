/**
 * One verb, two entries (build/same-verb.ts): the bab-3 twin without a throat letter folds into the
 * bab-4 entry; verbs of one pattern with the same tables fold into the best attested.
 */
import { describe, expect, it } from 'vitest';
import type { LexiconEntry } from '../src/types.ts';
import { bab3WithoutThroat, foldInto, planFolds, type VerbShape } from '../src/build/same-verb.ts';

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

const shape = (e: LexiconEntry, tables: string): VerbShape => ({ ...e, tables });

describe('planFolds', () => {
  it('folds the bab-3 twin without a throat letter into the bab-4 entry of the same root, past and present', () => {
    const three = entry('mss-I3', 'مسس', 3, 'مَسَّ', 'يَمَسُّ', {
      glosses: ['touch'],
      sources: { entry: ['elixir'], glosses: ['elixir'], masdars: {}, transitive: {}, freq: [], source_ids: [] },
    });
    const four = entry('mss-I4', 'مسس', 4, 'مَسَّ', 'يَمَسُّ');
    // their tables differ (مَسَسْتُ, مَسِسْتُ): the bab decides, not the sources' weight
    expect([...planFolds([shape(three, 'a'), shape(four, 'b')])]).toEqual([[0, 1]]);
  });

  it('keeps a bab-3 verb with a throat letter, without a twin, or whose bab-4 entry reads otherwise', () => {
    const shapes = [
      shape(entry('bHH-I3', 'بحح', 3, 'بَحَّ', 'يَبَحُّ'), 'a'),
      shape(entry('bHH-I4', 'بحح', 4, 'بَحَّ', 'يَبَحُّ'), 'b'),
      shape(entry('Cby-I3', 'ءبي', 3, 'أَبَى', 'يَأْبَى'), 'c'),
      shape(entry('x-I3', 'خوف', 3, 'خَافَ', 'يَخَافُ'), 'd'),
      shape(entry('x-I4', 'خوف', 4, 'خَوِفَ', 'يَخْوَفُ'), 'e'),
    ];
    expect(planFolds(shapes).size).toBe(0);
  });

  it('folds verbs of one pattern with the same tables into the one the sources say most about', () => {
    const jrw = entry('jrw-IV', 'جرو', 0, 'أَجْرَى', 'يُجْرِي', {
      pattern: 'IV',
      bab: null,
      sources: { entry: ['sarf'], glosses: [], masdars: {}, transitive: {}, freq: [], source_ids: [] },
    });
    const jry = entry('jry-IV', 'جري', 0, 'أَجْرَى', 'يُجْرِي', {
      pattern: 'IV',
      bab: null,
      glosses: ['carry out'],
      sources: { entry: ['elixir', 'arramooz', 'sarf'], glosses: ['elixir'], masdars: {}, transitive: {}, freq: [], source_ids: [] },
    });
    const other = entry('jdy-IV', 'جدي', 0, 'أَجْدَى', 'يُجْدِي', { pattern: 'IV', bab: null });
    expect([...planFolds([shape(jrw, 'same'), shape(jry, 'same'), shape(other, 'other')])]).toEqual([[0, 1]]);
    // the same tables under two patterns are not one verb
    expect(planFolds([shape(jrw, 'same'), shape({ ...jry, pattern: 'X' }, 'same')]).size).toBe(0);
  });

  it('a bab-3 twin whose bab-4 verb folds elsewhere goes there too', () => {
    const three = entry('a-I3', 'مسس', 3, 'مَسَّ', 'يَمَسُّ');
    const four = entry('a-I4', 'مسس', 4, 'مَسَّ', 'يَمَسُّ');
    const heavier = entry('b-I4', 'مسي', 4, 'مَسَّ', 'يَمَسُّ', { sources: { entry: ['elixir', 'sarf'], glosses: ['elixir'], masdars: {}, transitive: {}, freq: [], source_ids: [] } });
    expect(new Map(planFolds([shape(three, 'x'), shape(four, 't'), shape(heavier, 't')]))).toEqual(
      new Map([
        [0, 2],
        [1, 2],
      ]),
    );
  });
});

describe('foldInto', () => {
  it('moves senses, masdars with their sources, sources, frequency, transitivity, the root and the id', () => {
    const from = entry('mss-I3', 'مسس', 3, 'مَسَّ', 'يَمَسُّ', {
      glosses: ['touch'],
      masdars: ['مَسّ', 'مَسِيس'],
      freq: 30455,
      transitive: true,
      sources: { entry: ['elixir'], glosses: ['elixir'], masdars: { مَسّ: ['elixir'], مَسِيس: ['elixir'] }, transitive: {}, freq: ['arramooz'], source_ids: ['v1'] },
    });
    const into = entry('mss-I4', 'مسس', 4, 'مَسَّ', 'يَمَسُّ', {
      masdars: ['مَسّ'],
      sources: { entry: ['arramooz', 'sarf'], glosses: [], masdars: { مَسّ: ['sarf'] }, transitive: { sarf: 'transitive' }, freq: [], source_ids: ['v2', 'sarf:مسس:I4'] },
    });
    foldInto(into, from);
    expect(into.aliases).toEqual(['mss-I3']);
    expect(into.glosses).toEqual(['touch']);
    expect(into.masdars).toEqual(['مَسّ', 'مَسِيس']);
    expect(into.sources.masdars).toEqual({ مَسّ: ['sarf'], مَسِيس: ['elixir'] });
    expect(into.sources.entry).toEqual(['arramooz', 'sarf', 'elixir']);
    expect(into.sources.glosses).toEqual(['elixir']);
    expect(into.sources.source_ids).toEqual(['v2', 'sarf:مسس:I4', 'v1']);
    expect(into.freq).toBe(30455);
    expect(into.transitive).toBe(true);
    expect(into.alt_roots).toEqual([]);
  });

  it('another root becomes an alternate root', () => {
    const into = entry('jry-IV', 'جري', 0, 'أَجْرَى', 'يُجْرِي', { pattern: 'IV', bab: null });
    foldInto(into, entry('jrw-IV', 'جرو', 0, 'أَجْرَى', 'يُجْرِي', { pattern: 'IV', bab: null }));
    expect(into.alt_roots).toEqual(['جرو']);
    expect(into.aliases).toEqual(['jrw-IV']);
  });
});
