/**
 * The word panel's data in words (ADR 0078, issue 36 item 6): the segments with their tags and the
 * parsing line, in both languages, for the readings the API gives of four kinds of word (the API
 * test `apps/server/test/quran/quran.test.ts` checks the same four readings from the server).
 */
import { describe, expect, it } from 'vitest';
import type { WordFeatures, WordReading } from '@tasreef/contracts/quran';
import { translator } from '../../i18n/index.ts';
import { parsingOf, segmentsOf } from './parsing.ts';

const NONE: WordFeatures = { case: null, sign: null, state: null, tense: null, mood: null, person: null, voice: null };
const reading = (r: Partial<WordReading>): WordReading => ({
  kind: 'particle',
  description: '',
  root: null,
  lemma: '',
  pattern: null,
  verb_id: null,
  verb: null,
  verb_url: null,
  proclitics: [],
  enclitics: [],
  subject: null,
  pos: 'particle',
  definite: false,
  features: NONE,
  gloss: null,
  ...r,
});

/** عَلَيْهِمْ (1:7:4): the preposition with an attached pronoun. */
const alayhim = reading({ lemma: 'عَلَى', pos: 'preposition', enclitics: ['هُمْ'], gloss: 'on, upon' });
/** ٱلْأَرْضِ (2:11:7): a genitive noun with the article. */
const ard = reading({ kind: 'noun', lemma: 'أَرْض', root: 'ءرض', pos: 'noun', definite: true, features: { ...NONE, case: 'gen', sign: 'kasra', state: 'def' } });
/** قَالُوٓا۟ (2:11:8): a past verb with its subject pronoun وا. */
const qalu = reading({ kind: 'verb', lemma: 'قَالَ', root: 'قول', pos: 'verb', subject: 'وا', features: { ...NONE, tense: 'past', person: '3mp', voice: 'act' } });
/** ٱللَّهِ (1:1:2): a proper noun in the genitive. */
const allah = reading({ lemma: 'اللَّه', root: 'ءله', pos: 'proper_noun', features: { ...NONE, case: 'gen', sign: 'kasra' } });
/** وَبِٱللَّهِ-like proclitics and a passive verb: قِيلَ (2:11:2) has a hidden subject, قُتِلُوا (3:169) the wāw. */
const qutilu = reading({ kind: 'verb', lemma: 'قَتَلَ', pos: 'verb', subject: 'وا', features: { ...NONE, tense: 'past', person: '3mp', voice: 'pass' } });

const ar = translator('ar');
const en = translator('en');

describe('the parsing line', () => {
  it('names a preposition', () => {
    expect(parsingOf(alayhim, ar)).toBe('حرف جر');
    expect(parsingOf(alayhim, en)).toBe('preposition');
  });

  it('gives a genitive noun its case and the sign of it, and its state', () => {
    expect(parsingOf(ard, ar)).toBe('اسم مجرور وعلامة جره الكسرة، معرفة');
    expect(parsingOf(ard, en)).toBe('genitive noun, its genitive case marked by the kasra; definite');
  });

  it('parses a verb with its attached subject pronoun', () => {
    expect(parsingOf(qalu, ar)).toBe('فعل ماضٍ، صيغة هم، وواو الجماعة ضمير متصل مبني في محل رفع فاعل');
    expect(parsingOf(qalu, en)).toBe('3rd person masculine plural perfect verb; the wāw of the plural: an attached pronoun, its subject');
    expect(parsingOf(qutilu, ar)).toBe('فعل ماضٍ مبني للمجهول، صيغة هم، وواو الجماعة ضمير متصل مبني في محل رفع نائب فاعل');
  });

  it('names a proper noun a proper noun, with its case', () => {
    expect(parsingOf(allah, ar)).toBe('اسم علم مجرور وعلامة جره الكسرة');
    expect(parsingOf(allah, en)).toBe('genitive proper noun, its genitive case marked by the kasra');
  });
});

describe('the segments', () => {
  const shape = (r: WordReading, t = ar) => segmentsOf(r, t).map((s) => [s.text, s.tag, s.stem]);

  it('splits a preposition from its pronoun', () => {
    expect(shape(alayhim)).toEqual([
      ['عَلَى', 'حرف جر', true],
      ['هُمْ', 'ضمير متصل', false],
    ]);
  });

  it('shows the article as a segment of its own', () => {
    expect(shape(ard, en)).toEqual([
      ['ال', 'definite article', false],
      ['أَرْض', 'noun', true],
    ]);
  });

  it('gives a verb its subject pronoun before any object pronoun, tagged in both languages', () => {
    expect(shape({ ...qalu, proclitics: ['فَ'], enclitics: ['هَا'] })).toEqual([
      ['فَ', 'حرف عطف', false],
      ['قَالَ', 'فعل', true],
      ['وا', 'ضمير متصل (فاعل)', false],
      ['هَا', 'ضمير متصل', false],
    ]);
    expect(shape(qalu, en)[1]).toEqual(['وا', 'subject pronoun', false]);
    expect(shape(qutilu, en)[1]).toEqual(['وا', 'subject pronoun (passive)', false]);
  });

  it('tags a name as a proper noun, its preposition as a preposition', () => {
    expect(shape({ ...allah, proclitics: ['وَ', 'بِ'] }, en)).toEqual([
      ['وَ', 'conjunction', false],
      ['بِ', 'preposition', false],
      ['اللَّه', 'proper noun', true],
    ]);
  });
});

describe('the segments as the word writes them', () => {
  const texts = (standard: string, r: WordReading) => segmentsOf(r, en, standard).map((s) => s.text);

  it('spells the word: proclitic, article, stem with its case vowel, pronoun', () => {
    expect(texts('الْأَرْضِ', ard)).toEqual(['الْ', 'أَرْضِ']);
    expect(texts('وَبِاللَّهِ', { ...allah, proclitics: ['وَ', 'بِ'] })).toEqual(['وَ', 'بِ', 'اللَّهِ']);
    expect(texts('عَلَيْهِمْ', alayhim)).toEqual(['عَلَيْ', 'هِمْ']);
    expect(texts('لِلنَّاسِ', reading({ kind: 'noun', lemma: 'نَاس', pos: 'noun', proclitics: ['لِ'], definite: true }))).toEqual(['لِ', 'ل', 'نَّاسِ']);
  });

  it('gives a verb its written stem and subject pronoun, the indicative’s nūn with it', () => {
    expect(texts('قَالُوا', qalu)).toEqual(['قَالُ', 'وا']);
    const yuminuna = reading({ kind: 'verb', lemma: 'آمَنَ', pos: 'verb', subject: 'و', features: { ...NONE, tense: 'present', mood: 'ind', person: '3mp', voice: 'act' } });
    expect(texts('يُؤْمِنُونَ', yuminuna)).toEqual(['يُؤْمِنُ', 'ونَ']);
    expect(texts('فَقَالُوهَا', { ...qalu, proclitics: ['فَ'], enclitics: ['هَا'] })).toEqual(['فَ', 'قَالُ', 'و', 'هَا']);
  });

  it('keeps the citation forms where the letters merged (إِنَّا = إِنَّ + نَا) and the vocative يَا apart', () => {
    const inna = reading({ lemma: 'إِنَّ', pos: 'inna', enclitics: ['نَا'] });
    expect(texts('إِنَّا', inna)).toEqual(['إِنَّ', 'نَا']);
    expect(texts('مِمَّا', reading({ lemma: 'مَا', pos: 'relative', proclitics: ['مِنْ'] }))).toEqual(['مِنْ', 'مَا']);
    const ahl = reading({ kind: 'noun', lemma: 'أَهْل', pos: 'noun', proclitics: ['يَا'] });
    expect(texts('يَا أَهْلَ', ahl)).toEqual(['يَا', 'أَهْلَ']);
  });
});
