/**
 * The families of words read only once a rule of the Quran's language is undone (recover.ts, ADR
 * 0040): each rule on real words of the text, with the reading it gives; words the analyzer reads
 * already are not touched.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAnalyzer } from '@tasreef/lexicon';
import { readWord, type Reading } from '../src/analysis.ts';
import { RECOVERY_REASONS, RECOVERY_RULES } from '../src/recover.ts';

let analyzer: ReturnType<typeof loadAnalyzer>['analyzer'];
beforeAll(() => {
  analyzer = loadAnalyzer().analyzer;
}, 300_000);

const first = (w: string): Reading => {
  const r = readWord(analyzer, w)[0];
  expect(r, w).toBeDefined();
  return r!;
};

describe('readings recovered by rule', () => {
  it.each([
    ['تَاللَّهِ', 'oath_ta', { of: 'particle', lemma: 'اللَّه', proclitics: ['تَ'] }],
    ['لَغَفُورٌ', 'lam_of_emphasis', { root: 'غفر', proclitics: ['لَ'] }],
    ['قُلِ', 'helping_vowel', { of: 'verb', kind: 'verb', lemma: 'قَالَ', tense: 'imperative' }],
    ['جَاءَهُمُ', 'helping_vowel', { of: 'verb', lemma: 'جَاءَ' }],
    ['وَقَالَتِ', 'helping_vowel', { of: 'verb', lemma: 'قَالَ', tense: 'past' }],
    ['اشْتَرَوُ', 'helping_vowel', { of: 'verb', lemma: 'اِشْتَرَى' }],
    ['تَذَكَّرُونَ', 'dropped_ta', { of: 'verb', kind: 'verb', lemma: 'تَذَكَّرَ' }],
    ['الْعَالَمِينَ', 'sound_plural', { of: 'noun', lemma: 'عَالَم', number: 'plural' }],
    ['الْأَوَّلِينَ', 'sound_plural', { root: 'ءول', number: 'plural' }],
    ['بَيِّنَاتٍ', 'sound_plural', { number: 'plural' }],
    // the noun list's word before the elative of عَلَا (nouns as nouns, ADR 0077); الدُّنْيَا is curated (its own lemma دُنْيَا)
    ['الْعُلْيَا', 'feminine_elative', { root: 'علو', gender: 'feminine', from_verb: { lemma: 'عَلَا' } }],
    ['نِعْمَتَ', 'open_ta', { root: 'نعم' }],
    ['عَذَابَ', 'construct', { lemma: 'عَذَاب', definiteness: null }],
    ['رَيْبَ', 'construct', { root: 'ريب' }],
    ['وَأَطِيعُونِ', 'dropped_ya', { of: 'verb', lemma: 'أَطَاعَ' }],
    ['جَاءُو', 'plural_alif', { of: 'verb', lemma: 'جَاءَ' }],
    // session 26: the question's أَ on a word, a د assimilated to the subject's تُ, the speaker's ي with a fatha, the هاء السكت
    ['أَقَرِيبٌ', 'interrogative_hamza', { of: 'noun', lemma: 'قَرِيب', proclitics: ['أَ'] }],
    ['أَفَبِالْبَاطِلِ', 'interrogative_hamza', { root: 'بطل', proclitics: ['أَ', 'فَ', 'بِ', 'ال'] }],
    ['أَأَرْبَابٌ', 'interrogative_hamza', { lemma: 'رَبّ', proclitics: ['أَ'] }],
    ['أَرَدتُّمْ', 'assimilated_dal', { of: 'verb', lemma: 'أَرَادَ', tense: 'past', person: '2mp' }],
    ['عَاهَدتُّمْ', 'assimilated_dal', { of: 'verb', lemma: 'عَاهَدَ', person: '2mp' }],
    ['نِعْمَتِيَ', 'ya_with_fatha', { of: 'noun', lemma: 'نِعْمَة', enclitic: 'ي' }],
    ['مَسَّنِيَ', 'ya_with_fatha', { of: 'verb', lemma: 'مَسَّ', enclitic: 'نِي', tense: 'past' }],
  ] as const)('%s: %s', (word, rule, reading) => {
    const r = first(word);
    expect(r.recovered?.[0]).toBe(rule);
    expect(r).toMatchObject(reading);
  });

  it('combines two rules: the lām of emphasis, then a helping vowel (لَفَسَدَتِ is لَ + فَسَدَتْ)', () => {
    expect(first('لَفَسَدَتِ')).toMatchObject({ recovered: ['lam_of_emphasis', 'helping_vowel'], of: 'verb', lemma: 'فَسَدَ', proclitics: ['لَ'] });
    expect(first('لَكَاذِبُونَ')).toMatchObject({ recovered: ['lam_of_emphasis'], root: 'كذب', proclitics: ['لَ'] });
  });

  it('reads the هاء السكت away, then the speaker’s ي with its fatha (كِتَابِيَهْ is كِتَابِي)', () => {
    expect(first('كِتَابِيَهْ')).toMatchObject({ recovered: ['silence_ha', 'ya_with_fatha'], lemma: 'كِتَاب', enclitic: 'ي' });
  });

  it('gives the question’s أَ only to a noun, a name, a demonstrative or pronoun, or a present verb', () => {
    for (const r of readWord(analyzer, 'أَئِفْكًا')) if (r.of === 'particle') expect(['proper_noun', 'demonstrative', 'pronoun']).toContain(r.type);
    expect(first('أَئِفْكًا')).toMatchObject({ recovered: ['interrogative_hamza'], root: 'ءفك', proclitics: ['أَ'] });
  });

  it('leaves alone a word read as written, and gives a reason for every rule', () => {
    expect(first('يَقُولُونَ').recovered).toBeUndefined();
    expect(first('الْحَمْدُ').recovered).toBeUndefined();
    for (const r of RECOVERY_RULES) expect(RECOVERY_REASONS[r].length).toBeGreaterThan(20);
  });
});
