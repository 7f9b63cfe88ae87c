/**
 * The curated readings added for the most frequent spellings (issue 36, item 3; ADR 0077): each
 * entry's first reading checked field by field, as the grammar reads the word wherever the letters
 * and marks leave no doubt (the prepositions with a pronoun, the names), and where they leave a
 * choice, as the text uses it most often (تَجْرِي 3fs, يَكُن jussive 3ms, أَعْلَمُ the elative).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Reading, ReadingStore, WordRef } from '../src/index.ts';
import { quranWorld } from './quran-world.ts';
import { CURATED, curatedOf } from '../src/curated.ts';

let words: WordRef[];
let store: ReadingStore;

beforeAll(() => void ({ words, store } = quranWorld()), 600_000);

const P = (type: string, lemma: string, more: object = {}) => ({ of: 'particle', type, lemma, proclitics: [], enclitic: null, ...more });
const N = (lemma: string, root: string, more: object = {}) => ({ of: 'noun', lemma, root, ...more });
const V = (lemma: string, root: string, slot?: string) => ({ of: 'verb', kind: 'verb', lemma, root, ...(slot ? { slot } : {}) });
const PREP = (lemma: string, enclitic: string) => P('preposition', lemma, { enclitic });

/** standard spelling (a word of the text), its first reading out of context. */
const ENTRIES: Array<[string, object]> = [
  // wrong before: another word's letters, a clitic missed, or a verb for a noun
  ['مِنَّا', PREP('مِنْ', 'نَا')],
  ['إِلَيَّ', PREP('إِلَى', 'ي')],
  ['لَمِنَ', P('preposition', 'مِنْ', { proclitics: ['لَ'] })],
  ['لَهُوَ', P('pronoun', 'هُوَ', { proclitics: ['لَ'] })],
  ['أَنِ', P('subordinating', 'أَنْ')],
  ['آمَنَ', V('آمَنَ', 'ءمن', 'past.active.3ms')],
  ['آتَيْنَا', { ...V('آتَى', 'ءتي', 'past.active.1p'), pattern: 'IV' }],
  ['يَكُن', V('كَانَ', 'كون', 'present_jussive.active.3ms')],
  ['تَكُن', V('كَانَ', 'كون', 'present_jussive.active.2ms')],
  ['تَجْرِي', V('جَرَى', 'جري', 'present_indicative.active.3fs')],
  ['تُتْلَى', V('تَلَا', 'تلو', 'present_indicative.passive.3fs')],
  ['يَرَوْا', V('رَأَى', 'رءي', 'present_jussive.active.3mp')],
  ['أَهْلِ', N('أَهْل', 'ءهل', { proclitics: [], case: 'gen', definiteness: 'construct' })],
  ['يَا أَهْلَ', N('أَهْل', 'ءهل', { proclitics: ['يَا'], case: 'acc', definiteness: 'construct' })],
  ['مَاءً', N('مَاء', 'موه', { case: 'acc', definiteness: 'indefinite' })],
  ['آيَةً', N('آيَة', 'ءيي', { case: 'acc', definiteness: 'indefinite' })],
  ['بِآيَةٍ', N('آيَة', 'ءيي', { proclitics: ['بِ'], case: 'gen' })],
  ['لَآيَةً', N('آيَة', 'ءيي', { proclitics: ['لَ'], case: 'acc' })],
  ['لَآيَاتٍ', N('آيَة', 'ءيي', { proclitics: ['لَ'], case: 'acc', number: 'plural' })],
  ['أَيْدِيهِمْ', N('يَد', 'يدي', { enclitic: 'هُمْ', number: 'plural', definiteness: 'construct' })],
  ['أَيْدِيَهُمْ', N('يَد', 'يدي', { enclitic: 'هُمْ', case: 'acc' })],
  ['أَحَدًا', N('أَحَد', 'ءحد', { proclitics: [], case: 'acc' })],
  ['أَجَلٍ', N('أَجَل', 'ءجل', { case: 'gen' })],
  ['وَكِيلًا', N('وَكِيل', 'وكل', { proclitics: [], case: 'acc' })],
  ['وَلَدًا', N('وَلَد', 'ولد', { proclitics: [], case: 'acc' })],
  ['إِلَاهًا', N('إِلَٰه', 'ءله', { case: 'acc' })],
  ['أَكْثَرَ', N('أَكْثَر', 'كثر', { case: 'acc' })],
  ['أَكْثَرَهُمْ', N('أَكْثَر', 'كثر', { enclitic: 'هُمْ', case: 'acc' })],
  ['أَكْبَرُ', N('أَكْبَر', 'كبر', { case: 'nom' })],
  ['أَعْلَمُ', N('أَعْلَم', 'علم', { case: 'nom' })],
  ['جَمِيعًا', N('جَمِيع', 'جمع', { case: 'acc' })],
  ['سُبْحَانَ', N('سُبْحَان', 'سبح', { case: 'acc', definiteness: 'construct' })],
  ['سُبْحَانَهُ', N('سُبْحَان', 'سبح', { enclitic: 'هُ', case: 'acc' })],
  ['النَّبِيُّ', N('نَبِيّ', 'نبء', { proclitics: ['ال'], case: 'nom' })],
  ['ذِي', N('ذُو', '', { case: 'gen' })],
  ['بِذَاتِ', N('ذَات', 'ذوت', { proclitics: ['بِ'], case: 'gen' })],
  ['النِّسَاءِ', N('نِسَاء', 'نسو', { proclitics: ['ال'], case: 'gen', number: 'plural' })],
  ['أُولُوا', N('أُولُو', 'ءول', { case: 'nom', number: 'plural' })],
  // right before, now held as data: a preposition with its pronoun, the names
  ['بِهِ', PREP('بِ', 'هُ')],
  ['بِهَا', PREP('بِ', 'هَا')],
  ['لَهُ', PREP('لِ', 'هُ')],
  ['لَهُمْ', PREP('لِ', 'هُمْ')],
  ['لَكُمُ', PREP('لِ', 'كُمْ')],
  ['لِي', PREP('لِ', 'ي')],
  ['فِيهَا', PREP('فِي', 'هَا')],
  ['عَلَيْهِمُ', PREP('عَلَى', 'هُمْ')],
  ['مِنكُمْ', PREP('مِنْ', 'كُمْ')],
  ['إِلَيْهِمْ', PREP('إِلَى', 'هُمْ')],
  ['عَنْهَا', PREP('عَنْ', 'هَا')],
  ['وَلَهُمْ', P('preposition', 'لِ', { proclitics: ['وَ'], enclitic: 'هُمْ' })],
  ['اللَّهِ', P('proper_noun', 'اللَّه', { root: 'ءله', case: 'gen' })],
  ['وَاللَّهُ', P('proper_noun', 'اللَّه', { root: 'ءله', proclitics: ['وَ'], case: 'nom' })],
  ['مُوسَى', P('proper_noun', 'مُوسَى')],
  ['يَا مُوسَى', P('proper_noun', 'مُوسَى', { proclitics: ['يَا'] })],
  ['فِرْعَوْنَ', P('proper_noun', 'فِرْعَوْن')],
  ['إِبْرَاهِيمَ', P('proper_noun', 'إِبْرَاهِيم')],
  ['جَهَنَّمُ', P('proper_noun', 'جَهَنَّم', { case: 'nom' })],
  ['نُوحٍ', P('proper_noun', 'نُوح', { case: 'gen' })],
];

describe('the curated readings of the frequent spellings', () => {
  it.each(ENTRIES)('%s', (standard, expected) => {
    expect(
      words.some((w) => w.standard === standard),
      'a word of the text',
    ).toBe(true);
    expect(curatedOf(standard), 'a spelling of the data').not.toBeNull();
    const first = store.readingsOf(standard)[0] as Reading;
    expect(first).toMatchObject(expected);
  });

  it('keeps the other persons of a verb read by its slot among the other readings', () => {
    const rs = store.readingsOf('تَجْرِي');
    expect(rs.some((r) => r.of === 'verb' && r.slot === 'present_indicative.active.2ms')).toBe(true);
    expect(store.readingsOf('تَكُن')[1]).toMatchObject(V('كَانَ', 'كون', 'present_jussive.active.3fs'));
  });

  it('keeps وَلَدَ alone the verb (وَمَا وَلَدَ), the noun only with tanwīn', () => {
    expect(curatedOf('وَلَدَ')).toBeNull();
    expect(store.readingsOf('وَلَدًا')[0]).toMatchObject({ of: 'noun', lemma: 'وَلَد' });
  });

  it('holds at least 300 readings, no spelling and reading twice', () => {
    expect(CURATED.length).toBeGreaterThanOrEqual(300);
    const keys = CURATED.map((e) => `${e.spelling} ${JSON.stringify(e.spec)}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });
});
