/**
 * The Uthmani → standard normalization, rule by rule, on real words of the text (quran-json's
 * spelling), and over the whole text: nothing but standard letters and marks is left.
 */
import { describe, expect, it } from 'vitest';
import { allWords } from '../src/analysis.ts';
import { loadQuran } from '../src/data.ts';
import { normalizeUthmani, RULES } from '../src/normalize.ts';

const at = (ref: string): string => {
  const [s, v, w] = ref.split(':').map(Number);
  return loadQuran()[s! - 1]!.verses[v! - 1]!.text.split(' ')[w! - 1]!;
};

describe('normalizeUthmani, on words of the text', () => {
  it.each([
    ['1:2:4', 'الْعَالَمِينَ', 'dagger alif → ا, wasla → ا, Quranic sukun → sukun'],
    ['1:4:1', 'مَالِكِ', 'dagger alif'],
    ['2:3:5', 'الصَّلَاةَ', 'وٰ → ا (الصلوة)'],
    ['2:3:6', 'وَمِمَّا', 'plain word'],
    ['2:4:10', 'وَبِالْآخِرَةِ', 'أٓ → آ'],
    ['2:4:3', 'بِمَا', 'madda of recitation dropped'],
    ['2:5:1', 'أُولَئِكَ', 'silent و sukun, tatweel, dagger unwritten in أولئك'],
    ['2:5:2', 'عَلَى', 'dagger over final ى'],
    ['2:5:5', 'رَبِّهِمْ', 'assimilation shadda and pause mark dropped'],
    ['2:6:3', 'كَفَرُوا', 'silent alif kept after the plural و'],
    ['2:6:6', 'أَأَنذَرْتَهُمْ', 'a word never starts with ء (the text writes no sukun on ن before ذ)'],
    ['2:7:9', 'غِشَاوَةٌ', 'open tanween ٞ → ٌ, pause mark dropped'],
    ['2:2:6', 'هُدًى', 'open tanween ٗ → ً'],
    ['2:10:9', 'أَلِيمٌ', 'iqlab meem dropped'],
    ['2:21:1', 'يَا أَيُّهَا', 'vocative يا stands apart'],
    ['2:40:2', 'إِسْرَائِيلَ', 'hamza with kasra sits on ي'],
    ['2:2:1', 'ذَلِكَ', 'dagger unwritten in ذلك'],
    ['1:1:3', 'الرَّحْمَنِ', 'dagger unwritten in الرحمن'],
    ['112:4:3', 'لَهُ', 'small و after the pronoun ه dropped'],
    ['2:51:3', 'مُوسَى', 'dagger over final ى, madda dropped'],
  ])('%s → %s (%s)', (ref, standard) => {
    expect(normalizeUthmani(at(ref))).toBe(standard.normalize('NFC'));
  });

  it.each([
    ['شَيۡـٔٗا', 'شَيْئًا'],
    ['بِهِۦ', 'بِهِ'],
    ['لِشَاْيۡءٍ', 'لِشَيْءٍ'],
    ['وَيَبۡصُۜطُ', 'وَيَبْسُطُ'],
    ['ٱلنَّبِيِّـۧنَ', 'النَّبِيِّينَ'],
    ['ٱلرِّبَوٰاْ', 'الرِّبَا'],
    ['ٱلسَّمَٰوَٰتِ', 'السَّمَاوَاتِ'],
    ['نُـۨجِي', 'نُنْجِي'],
    ['ٱلَّيۡلِ', 'اللَّيْلِ'],
    ['بِـَٔايَٰتِنَآ', 'بِآيَاتِنَا'],
    ['قَالُوٓاْ', 'قَالُوا'],
    ['يَسۡتَحۡيِۦٓ', 'يَسْتَحْيِي'],
    ['دَاوُۥدَ', 'دَاوُودَ'],
    ['جَآءَ', 'جَاءَ'],
    ['ٱلۡقُرۡءَانُ', 'الْقُرْآنُ'],
    ['هَـٰٓأَنتُمۡ', 'هَا أَنتُمْ'],
    ['يَٰقَوۡمِ', 'يَا قَوْمِ'],
  ])('%s → %s', (uthmani, standard) => {
    expect(normalizeUthmani(uthmani)).toBe(standard.normalize('NFC'));
  });

  it('leaves only standard letters and marks in every word of the 6,236 verses', () => {
    const words = allWords();
    expect(words).toHaveLength(77428);
    const odd = words.filter((w) => /[^\u0621-\u063A\u0641-\u0652 ]/.test(w.standard));
    expect(odd).toEqual([]);
  });

  it('documents every rule (docs/quran-normalization.md names them all)', async () => {
    const { readFileSync } = await import('node:fs');
    const doc = readFileSync(new URL('../../../docs/quran-normalization.md', import.meta.url), 'utf8');
    for (const r of RULES) expect(doc, r.name).toContain(`\`${r.name}\``);
  });
});
