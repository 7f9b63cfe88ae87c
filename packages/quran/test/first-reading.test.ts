/**
 * The first reading of a word in its place (ADR 0077): the written vocalization respected, the
 * curated readings of the frequent spellings, nouns as nouns, and the context's rules. Each row is
 * a word of the text (sura:verse:word) with what its first reading must be.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Reading, ReadingStore, WordRef } from '../src/index.ts';
import { quranWorld } from './quran-world.ts';
import { loadQuran } from '../src/data.ts';
import { verseWords } from '../src/normalize.ts';
import { CURATED, curatedOf, type CuratedEntry } from '../src/curated.ts';
import { looseKey } from '@tasreef/lexicon/analyze/text';
import { contradicts, keepWritten } from '../src/vocalization.ts';

let words: WordRef[];
let store: ReadingStore;

beforeAll(() => void ({ words, store } = quranWorld()), 600_000);

const firstAt = (ref: string): Reading | undefined => {
  const [s, v, w] = ref.split(':').map(Number);
  const p = words.findIndex((x) => x.sura === s && x.verse === v && x.word === w);
  return p < 0 ? undefined : store.readingsAt(p)[0];
};

const P = (type: string, lemma: string, more: object = {}) => ({ of: 'particle', type, lemma, ...more });
const N = (lemma: string, more: object = {}) => ({ of: 'noun', lemma, ...more });

/** sura:verse:word, the word, its first reading. */
const TABLE: Array<[string, string, object]> = [
  ['2:6:1', 'إِنَّ', P('inna', 'إِنَّ')],
  ['2:26:5', 'أَن', P('subordinating', 'أَنْ')],
  ['2:75:6', 'كَانَ', { of: 'verb', kind: 'verb', lemma: 'كَانَ', root: 'كون' }],
  ['2:4:3', 'بِمَا', P('relative', 'مَا', { proclitics: ['بِ'] })],
  ['2:23:5', 'مِمَّا', P('relative', 'مَا', { proclitics: ['مِنْ'] })],
  ['1:2:2', 'لِلَّهِ', P('proper_noun', 'اللَّه', { proclitics: ['لِ'] })],
  ['2:30:5', 'إِنِّي', P('inna', 'إِنَّ', { enclitic: 'ي' })],
  ['2:14:12', 'إِنَّا', P('inna', 'إِنَّ', { enclitic: 'نَا' })],
  ['2:131:1', 'إِذْ', P('adverb', 'إِذْ')],
  ['2:113:26', 'يَوْمَ', N('يَوْم')],
  ['2:11:7', 'الْأَرْضِ', N('أَرْض', { case: 'gen' })],
  ['1:1:1', 'بِسْمِ', N('اِسْم', { proclitics: ['بِ'] })],
  ['1:2:3', 'رَبِّ', N('رَبّ', { definiteness: 'construct' })],
  ['2:147:3', 'رَبِّكَ (after مِنْ)', N('رَبّ', { case: 'gen', enclitic: 'كَ' })],
  ['2:30:3', 'رَبُّكَ', N('رَبّ', { case: 'nom', enclitic: 'كَ' })],
  ['1:4:1', 'مَالِكِ', { definiteness: 'construct' }],
  ['1:7:5', 'غَيْرِ', N('غَيْر')],
  // أَنَّ لَهُمْ جَنَّاتٍ: the noun of أَنَّ after its predicate, a sound feminine plural in the accusative with a kasra (not the genitive)
  ['2:25:8', 'جَنَّاتٍ', { case: 'acc' }],
  ['2:11:4', 'لَا (تُفْسِدُوا)', P('prohibition', 'لَا')],
  ['19:90:7', 'وَتَخِرُّ (الْجِبَالُ)', { of: 'verb', person: '3fs' }],
  ['2:40:1', 'يَا بَنِي', N('اِبْن', { proclitics: ['يَا'] })],
  ['2:83:4', 'بَنِي', N('اِبْن')],
  ['2:163:5', 'إِلَهَ', N('إِلَٰه')],
  ['2:36:19', 'حِينٍ', N('حِين')],
  ['2:275:3', 'الرِّبَا', N('رِبًا')],
  ['12:8:12', 'أَبَانَا', N('أَب', { enclitic: 'نَا' })],
  ['12:94:5', 'أَبُوهُمْ', N('أَب', { enclitic: 'هُمْ', case: 'nom' })],
  ['2:178:19', 'أَخِيهِ', N('أَخ', { enclitic: 'هُ' })],
  ['3:103:19', 'إِخْوَانًا', N('أَخ', { which: 'plural' })],
  ['3:57:7', 'أُجُورَهُمْ', N('أَجْر', { which: 'plural' })],
  ['2:186:3', 'عِبَادِي', N('عَبْد', { which: 'plural' })],
  ['5:12:16', 'لَئِنْ', P('conditional', 'إِنْ', { proclitics: ['لَ'] })],
  ['2:73:4', 'كَذَلِكَ', P('demonstrative', 'ذَلِكَ', { proclitics: ['كَ'] })],
  ['3:167:20', 'يَوْمَئِذٍ', P('adverb', 'يَوْمَئِذٍ')],
  ['2:100:7', 'بَلْ', P('retraction', 'بَلْ')],
  // proper nouns have a case: the last vowel, the genitive after بِ لِ كَ, a diptote's fatha after a construct
  ['1:1:2', 'اللَّهِ', P('proper_noun', 'اللَّه', { case: 'gen' })],
  ['2:7:2', 'اللَّهُ', P('proper_noun', 'اللَّه', { case: 'nom' })],
  ['2:9:2', 'اللَّهَ', P('proper_noun', 'اللَّه', { case: 'acc' })],
  ['1:2:2', 'لِلَّهِ', P('proper_noun', 'اللَّه', { case: 'gen' })],
  ['2:40:2', '(يَا بَنِي) إِسْرَائِيلَ', P('proper_noun', 'إِسْرَائِيل', { case: 'gen' })],
  // the particle kinds of the Corpus
  ['2:26:38', 'إِلَّا', P('exception', 'إِلَّا')],
  ['2:65:1', 'وَلَقَدْ', P('certainty', 'قَدْ', { proclitics: ['وَ', 'لَ'] })],
  ['2:11:9', 'إِنَّمَا', P('restriction', 'إِنَّمَا')],
  ['2:102:11', 'وَلَكِنَّ (the shadda written)', P('inna', 'لَكِنَّ')],
  ['2:229:19', 'أَلَّا', P('negation', 'لَا', { proclitics: ['أَنْ'] })],
  ['2:89:17', 'فَلَمَّا (جَاءَهُمْ)', P('adverb', 'لَمَّا')],
  // مَا and مَنْ by their place
  ['2:4:6', 'وَمَا (أُنْزِلَ)', P('relative', 'مَا')],
  ['2:63:8', '(خُذُوا) مَا', P('relative', 'مَا')],
  ['2:9:5', 'وَمَا (يَخْدَعُونَ إِلَّا)', P('negation', 'مَا')],
  ['2:102:61', 'مَا (لَهُ فِي الْآخِرَةِ مِنْ خَلَاقٍ)', P('negation', 'مَا')],
  ['2:108:11', 'وَمَنْ (يَتَبَدَّلِ)', P('conditional', 'مَنْ')],
  ['2:8:3', '(النَّاسِ) مَنْ', P('relative', 'مَنْ')],
  // nouns, not adverbs; a participle's own lemma
  ['2:20:23', 'كُلِّ', N('كُلّ', { root: 'كلل' })],
  ['2:23:16', '(مِنْ) دُونِ', N('دُون', { case: 'gen' })],
  ['2:61:53', 'بِغَيْرِ', N('غَيْر', { proclitics: ['بِ'] })],
  ['2:54:19', 'عِنْدَ', P('adverb', 'عِنْدَ', { root: 'عند' })],
  ['2:114:24', 'الدُّنْيَا', N('دُنْيَا')],
  // the vocative: يَا قَوْمِ is قَوْم + the dropped ي, accusative; رَبِّ before a verb likewise; the genitive of a sound plural after a construct
  ['2:54:5', 'يَا قَوْمِ', N('قَوْم', { proclitics: ['يَا'], enclitic: 'ي', case: 'acc' })],
  ['2:126:4', 'رَبِّ (اجْعَلْ)', N('رَبّ', { enclitic: 'ي' })],
  ['1:2:4', '(رَبِّ) الْعَالَمِينَ', { case: 'gen' }],
  ['2:25:9', 'تَجْرِي (مِنْ تَحْتِهَا الْأَنْهَارُ)', { of: 'verb', person: '3fs' }],
  ['2:55:7', 'حَتَّى', P('preposition', 'حَتَّى')],
  ['2:223:16', 'الْمُؤْمِنِينَ', { of: 'verb', kind: 'noun', noun_lemma: 'مُؤْمِن', lemma: 'آمَنَ' }],
  ['2:154:6', 'سَبِيلِ', N('سَبِيل')],
  ['7:38:21', 'ادَّارَكُوا', { of: 'verb', kind: 'verb', recovered: ['assimilated_ta'] }],
  ['2:72:4', 'فَادَّارَأْتُمْ', { of: 'verb', kind: 'verb', lemma: 'تَدَارَأَ', proclitics: ['فَ'] }],
  // session 23: the lightened إِنْ with the lām on its predicate is not the negation, even with إِلَّا after it
  ['2:143:28', 'وَإِنْ (كَانَتْ لَكَبِيرَةً إِلَّا)', P('conditional', 'إِنْ', { proclitics: ['وَ'] })],
  // لا of the whole kind: its noun built on the fatha, indefinite, not construct
  ['2:163:5', '(لَا) إِلَٰهَ', N('إِلَٰه', { definiteness: 'indefinite', case: 'acc' })],
  ['2:2:4', '(لَا) رَيْبَ', { definiteness: 'indefinite' }],
  ['103:2:3', 'لَفِي', P('preposition', 'فِي', { proclitics: ['لَ'] })],
  ['2:105:23', 'ذُو', N('ذُو', { case: 'nom', definiteness: 'construct' })],
  ['2:211:8', 'بَيِّنَةٍ', N('بَيِّنَة', { enclitic: null })],
  ['12:4:5', 'يَا أَبَتِ', N('أَب', { proclitics: ['يَا'], enclitic: 'ي', case: 'acc' })],
  ['20:94:2', 'يَبْنَؤُمَّ', N('اِبْن', { proclitics: ['يَا'], case: 'acc' })],
  ['9:36:6', 'اثْنَا', N('اِثْنَان', { case: 'nom' })],
  ['2:38:11', 'هُدَايَ', N('هُدًى', { enclitic: 'ي' })],
  ['28:61:7', 'كَمَن', P('relative', 'مَنْ', { proclitics: ['كَ'] })],
  ['5:101:15', 'حِينَ', N('حِين', { case: 'acc' })],
  ['6:19:24', 'آلِهَةً', N('إِلَٰه')],
  // session 25: أَعْلَمُ the elative (a diptote: no tanwīn, not a construct), «I know» after إِنِّي or a negation
  ['2:140:15', '(ءَأَنتُمْ) أَعْلَمُ (أَمِ اللَّهُ)', N('أَعْلَم', { case: 'nom', definiteness: 'indefinite' })],
  ['2:30:25', '(إِنِّي) أَعْلَمُ', { of: 'verb', kind: 'verb', lemma: 'عَلِمَ', tense: 'present_indicative', person: '1s' }],
  ['2:243:25', 'أَكْثَرَ (النَّاسِ)', N('أَكْثَر', { case: 'acc', definiteness: 'construct' })],
  ['2:217:22', 'أَكْبَرُ (عِنْدَ اللَّهِ)', N('أَكْبَر', { case: 'nom', definiteness: 'indefinite' })],
  // مَنْ before a past verb of any of its readings: the condition (بَلَى مَنْ أَسْلَمَ)
  ['2:112:2', '(بَلَى) مَنْ (أَسْلَمَ)', P('conditional', 'مَنْ')],
  // the jussive after لا of prohibition and لَمْ where the subjunctive is the same form; a past where nothing governs the present
  ['59:19:2', '(وَلَا) تَكُونُوا', { of: 'verb', tense: 'present_jussive', person: '2mp' }],
  ['31:20:2', '(أَلَمْ) تَرَوْا', { of: 'verb', tense: 'present_jussive' }],
  ['8:23:8', '(وَلَوْ) أَسْمَعَهُمْ', { of: 'verb', tense: 'past', lemma: 'أَسْمَعَ' }],
  // the readings' frequency in the text and the checked form: the passive of آتَى, not an imperative of أَتَا
  ['22:54:3', 'أُوتُوا', { of: 'verb', lemma: 'آتَى', tense: 'past', voice: 'passive' }],
  // words that had no reading
  ['8:57:10', 'يَذَّكَّرُونَ', { of: 'verb', lemma: 'تَذَكَّرَ', recovered: ['assimilated_ta'] }],
  ['18:97:2', 'اسْطَاعُوا', { of: 'verb', lemma: 'اِسْتَطَاعَ', recovered: ['dropped_ta_istafala'] }],
  ['24:52:7', 'وَيَتَّقْهِ', { of: 'verb', lemma: 'اِتَّقَى', tense: 'present_jussive', enclitic: 'هُ', recovered: ['sukun_before_ha'] }],
  // session 26: the noun of إِنَّ with the speaker's ي; a dual in construct with a pronoun after بَيْنَ / بَيْنِ; وَلِيّ is not وَ + لِ + ي
  ['15:42:2', '(إِنَّ) عِبَادِي', N('عَبْد', { enclitic: 'ي', case: 'acc' })],
  ['72:27:10', '(مِنْ بَيْنِ) يَدَيْهِ', N('يَد', { enclitic: 'هُ', case: 'gen' })],
  ['2:97:15', '(بَيْنَ) يَدَيْهِ', N('يَد', { enclitic: 'هُ', case: 'gen' })],
  ['3:68:12', '(وَاللَّهُ) وَلِيُّ (الْمُؤْمِنِينَ)', N('وَلِيّ', { proclitics: [], case: 'nom', definiteness: 'construct' })],
  ['3:68:13', '(وَلِيُّ) الْمُؤْمِنِينَ', { noun_lemma: 'مُؤْمِن', case: 'gen' }],
  ['2:107:15', '(مِنْ) وَلِيٍّ', N('وَلِيّ', { case: 'gen' })],
];

describe('the first reading of a word in its place', () => {
  it.each(TABLE)('%s %s', (ref, _word, expected) => {
    expect(firstAt(ref)).toMatchObject(expected);
  });
});

describe('the written vocalization', () => {
  it('drops a reading with a hamza, a ة or a shadda the word does not write', () => {
    expect(contradicts('مَالِكِ', 'مَآلِكِ')).toBe(true);
    expect(contradicts('بَيِّنَةٍ', 'بَيْنَهُ')).toBe(true);
    expect(contradicts('إِنَّ', 'إِنْ')).toBe(true);
    expect(contradicts('مَالِكِ', 'مَالِكِ')).toBe(false);
  });

  it('drops a particle read with the speaker’s ي from a word whose last ي has a shadda, a damma or a tanwīn, not from عَلَيَّ', () => {
    const li = { of: 'particle', kind: 'particle', type: 'preposition', lemma: 'لِ', root: null, proclitics: ['وَ'], enclitic: 'ي' } as Reading;
    const ala = { ...li, lemma: 'عَلَى', proclitics: [] } as Reading;
    expect(keepWritten('وَلِيٍّ', [li])).toEqual([]);
    expect(keepWritten('وَلِيُّ', [li])).toEqual([]);
    expect(keepWritten('وَلِي', [li])).toEqual([li]);
    expect(keepWritten('عَلَيَّ', [ala])).toEqual([ala]);
  });

  it('drops a particle read with an attached هُ from a word that ends in ة', () => {
    const bayna = { of: 'particle', kind: 'particle', type: 'adverb', lemma: 'بَيْنَ', root: 'بين', proclitics: [], enclitic: 'هُ' } as Reading;
    expect(keepWritten('بَيِّنَةٍ', [bayna])).toEqual([]);
    expect(keepWritten('بَيْنَهُ', [bayna])).toEqual([bayna]);
  });

  it('splits a verse at plain spaces only: the thin space inside a word of 2:72 keeps it whole', () => {
    const verse = loadQuran()[1]!.verses[71]!.text;
    expect(verse).toContain('\u2009');
    expect(verseWords(verse)).toHaveLength(10);
    expect(words.filter((w) => w.sura === 2 && w.verse === 72).map((w) => w.standard)[4]).toBe('فِيهَا');
  });
});

describe('the curated data', () => {
  it('gives each entry a reason and a reading that resolves on a word of the text', () => {
    for (const e of CURATED) expect(e.reason.length, e.spelling).toBeGreaterThan(10);
  });

  it('holds the most frequent spellings (issue 36 asks for ~300), each entry standing for a word of the text and giving its first reading', () => {
    expect(CURATED.length).toBeGreaterThanOrEqual(300);
    const hit = new Set<CuratedEntry>();
    const heads = new Set<CuratedEntry>();
    const first = new Set<CuratedEntry>();
    for (const standard of new Set(words.map((w) => w.standard))) {
      const c = curatedOf(standard);
      if (!c) continue;
      for (const k of c.keyed) hit.add(k.entry);
      // the spelling's first entry gives its first reading (a later one, إِنْ of negation after the condition, is not first)
      const head = c.keyed[0]!.entry;
      heads.add(head);
      const r = store.readingsOf(standard)[0];
      if (r && looseKey(r.lemma) === looseKey(head.spec.lemma)) first.add(head);
    }
    expect(CURATED.filter((e) => !hit.has(e)).map((e) => e.spelling)).toEqual([]);
    expect([...heads].filter((e) => !first.has(e)).map((e) => e.spelling)).toEqual([]);
  });
});
