/**
 * The Quran API: the index of suras, a sura's verses, a word's readings (likeliest first, with the
 * verb's conjugation page), and the localized 404s and 422s.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { RootAnswer, SuraAnswer, SuraListAnswer, WordAnswer } from '@tasreef/contracts/quran';
import { appForFile, requireLexicon } from '../helpers.ts';
import { caseSign } from '../../src/quran/present.ts';

let app: FastifyInstance;
appForFile((made) => {
  requireLexicon(made.config);
  app = made.app;
});

const get = (url: string) => app.inject({ method: 'GET', url });

// the lexicon loads and the words' readings are computed (or read from the cache) on the first word asked
beforeAll(async () => {
  expect((await get('/api/v1/en/quran/suras/1/verses/1/words/1')).statusCode).toBe(200);
}, 240_000);
const word = async (ref: string, locale = 'en'): Promise<WordAnswer['data']> => {
  const [s, v, w] = ref.split(':');
  const res = await get(`/api/v1/${locale}/quran/suras/${s}/verses/${v}/words/${w}`);
  expect(res.statusCode).toBe(200);
  return (res.json() as WordAnswer).data;
};

describe('GET /quran/suras', () => {
  it('lists the 114 suras with names, revelation place and verse count, and the source with its licence', async () => {
    const res = await get('/api/v1/en/quran/suras');
    expect(res.statusCode).toBe(200);
    const body = res.json() as SuraListAnswer;
    expect(body.data).toHaveLength(114);
    expect(body.data[1]).toEqual({ number: 2, name_ar: 'البقرة', name_en: 'Al-Baqarah', translation_en: 'The Cow', revelation: 'medinan', verses: 286, url: '/en/quran/2' });
    expect(body.data.reduce((n, s) => n + s.verses, 0)).toBe(6236);
    expect(body.meta.source).toMatchObject({ package: 'quran-json', licence: 'CC BY-SA 4.0' });
  });
});

describe('GET /quran/suras/{number}', () => {
  it('gives Al-Baqara: 286 verses in the Uthmani script, word by word, with translation and transliteration', async () => {
    const res = await get('/api/v1/ar/quran/suras/2');
    expect(res.statusCode).toBe(200);
    const body = res.json() as SuraAnswer;
    expect(body.data.verses).toHaveLength(286);
    const v255 = body.data.verses[254]!;
    expect(v255.words[0]!.normalize('NFC')).toBe('ٱللَّهُ'.normalize('NFC'));
    expect(v255.words.join(' ')).toBe(v255.text);
    expect(v255.translation).toMatch(/^Allah - there is no deity except Him/);
    expect(v255.transliteration).toMatch(/^Allahu la ilaha illa huwa/);
    expect(v255.url).toBe('/ar/quran/2#v255');
    expect(body.meta.previous?.number).toBe(1);
    expect(body.meta.next?.number).toBe(3);
  });

  it('answers a localized 404 for a sura that does not exist, and a 422 for a number that is not one', async () => {
    const res = await get('/api/v1/ar/quran/suras/115');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'not_found', message: 'لا توجد سورة بهذا الرقم (من 1 إلى 114)' } });
    expect((await get('/api/v1/en/quran/suras/0')).statusCode).toBe(404);
    expect((await get('/api/v1/en/quran/suras/abc')).statusCode).toBe(422);
  });
});

describe('GET /quran/suras/{n}/verses/{v}/words/{w}', () => {
  it('reads يَلِدۡ (112:3) as the present jussive of وَلَدَ and links its conjugation page', async () => {
    const w = await word('112:3:2');
    expect(w.uthmani).toBe('يَلِدۡ');
    expect(w.standard).toBe('يَلِدْ');
    const first = w.readings[0]!;
    expect(first).toMatchObject({ kind: 'verb', lemma: 'وَلَدَ', root: 'ولد' });
    expect(first.description).toContain('present jussive');
    expect(first.verb_url).toMatch(/^\/en\/conjugations\/[^/]+\/wld-I/);
  });

  it('reads يُؤۡمِنُونَ (2:3) as the present indicative, 3rd person masculine plural of آمَنَ, in Arabic too', async () => {
    const w = await word('2:3:2', 'ar');
    expect(w.readings[0]).toMatchObject({ kind: 'verb', lemma: 'آمَنَ', pattern: 'IV' });
    expect(w.readings[0]!.description).toContain('مضارع مرفوع');
  });

  it('reads particles as words of their own kind, with their clitics', async () => {
    expect((await word('112:3:1')).readings[0]).toMatchObject({ kind: 'particle', lemma: 'لَمْ' });
    const alayhim = (await word('1:7:4')).readings[0]!;
    expect(alayhim).toMatchObject({ kind: 'particle', lemma: 'عَلَى', enclitics: ['هُمْ'] });
    expect(alayhim.description).toContain('preposition');
    expect((await word('1:1:2')).readings[0]).toMatchObject({ kind: 'particle', lemma: 'اللَّه', root: 'ءله' });
  });

  it('gives the panel what it parses: the stem’s part of speech, the article, the features with the case’s sign, a gloss and the transliteration', async () => {
    const yalid = await word('112:3:2');
    expect(yalid.transliteration).toBe('yalid');
    expect(yalid.readings[0]).toMatchObject({ pos: 'verb', definite: false, features: { tense: 'present', mood: 'jus', person: '3ms', voice: 'act', case: null } });
    expect(yalid.readings[0]!.gloss).toMatch(/beget|give birth|bear/);
    // a proper noun is a proper noun, not "a particle, pronoun or name"
    expect((await word('1:1:2')).readings[0]).toMatchObject({ kind: 'particle', pos: 'proper_noun' });
    expect((await word('1:7:4')).readings[0]).toMatchObject({ pos: 'preposition', features: { case: null } });
    // the name has a case, and its transliteration the long ā it is read with
    const allah = await word('1:1:2'); // ٱللَّهِ
    expect(allah.readings[0]).toMatchObject({ pos: 'proper_noun', features: { case: 'gen', sign: 'kasra' } });
    expect(allah.transliteration).toBe('al-lāhi');
    expect((await word('1:2:2')).transliteration).toBe('lillāhi');
    expect((await word('2:19:17')).transliteration).toBe('wa-al-lāhu'); // وَٱللَّهُ
    // a diptote in the genitive shows it by its fatha (بَنِي إِسْرَائِيلَ)
    expect((await word('2:40:2', 'ar')).readings[0]).toMatchObject({ pos: 'proper_noun', features: { case: 'gen', sign: 'fatha' } });
    // a participle's own lemma, its verb the page
    expect((await word('2:223:16')).readings[0]).toMatchObject({ kind: 'derived_noun', lemma: 'مُؤْمِن', verb: 'آمَنَ' });
    // a masdar's own lemma, the verb it comes from beside it for the link to its table (ADR 0105)
    const kadhib = (await word('6:21:7')).readings[0]!; // كَذِبًا
    expect(kadhib).toMatchObject({ kind: 'derived_noun', lemma: 'كَذِب', verb: 'كَذَبَ', root: 'كذب' });
    expect(kadhib.verb_url).toMatch(/^\/en\/conjugations\//);
    const kitab = (await word('2:2:2')).readings[0]!; // ٱلۡكِتَٰبُ
    expect(kitab).toMatchObject({ definite: true, features: { case: 'nom', sign: 'damma', state: 'def' } });
  });

  it('gives the four kinds of word the web parses (features/quran/parsing.test.ts): a preposition, a genitive noun, a verb with its subject pronoun, a name; a gloss for each', async () => {
    expect((await word('1:7:4')).readings[0]).toMatchObject({ pos: 'preposition', lemma: 'عَلَى', enclitics: ['هُمْ'], subject: null, gloss: 'on, upon' });
    const ard = (await word('2:11:7', 'ar')).readings[0]!; // ٱلۡأَرۡضِ
    expect(ard).toMatchObject({ kind: 'noun', pos: 'noun', lemma: 'أَرْض', definite: true, subject: null, features: { case: 'gen', sign: 'kasra', state: 'def' } });
    const qalu = await word('2:11:8'); // قَالُوٓاْ
    expect(qalu.uthmani).toContain('قَالُو');
    expect(qalu.readings[0]).toMatchObject({ kind: 'verb', pos: 'verb', lemma: 'قَالَ', subject: 'وا', features: { tense: 'past', person: '3mp', voice: 'act' } });
    expect((await word('1:1:2')).readings[0]).toMatchObject({ pos: 'proper_noun', lemma: 'اللَّه', features: { case: 'gen', sign: 'kasra' }, gloss: 'God (Allah)' });
    // the present's plural wāw is its subject; يَلِدْ's subject is hidden (مستتر)
    expect((await word('2:3:2')).readings[0]).toMatchObject({ pos: 'verb', subject: 'و' });
    expect((await word('112:3:2')).readings[0]).toMatchObject({ pos: 'verb', subject: null });
    // the marks alone tell إِنَّ (indeed) from إِنْ (if)
    expect((await word('2:6:1')).readings[0]).toMatchObject({ lemma: 'إِنَّ', gloss: 'indeed' });
  });

  it('reads the sign of the case off the word: the last vowel, or the letter of a dual, a sound plural, one of the five nouns', () => {
    expect(caseSign('الْأَرْضِ', 'gen', [], 'singular', 'أَرْض')).toBe('kasra');
    expect(caseSign('رَبِّهِمْ', 'gen', ['هُمْ'], 'singular', 'رَبّ')).toBe('kasra');
    expect(caseSign('الْمُؤْمِنِينَ', 'acc', [], 'plural', 'آمَنَ')).toBe('ya');
    expect(caseSign('مُسْلِمُونَ', 'nom', [], 'plural', 'أَسْلَمَ')).toBe('waw');
    expect(caseSign('أَبُوهُمْ', 'nom', ['هُمْ'], 'singular', 'أَب')).toBe('waw');
    expect(caseSign('أَبَانَا', 'acc', ['نَا'], 'singular', 'أَب')).toBe('alif');
    expect(caseSign('يَدَيْهِ', 'gen', ['هُ'], 'dual', 'يَد')).toBe('ya');
    expect(caseSign('هُدًى', 'nom', [], 'singular', 'هُدًى')).toBeNull();
  });

  it('lists every reading of an ambiguous word, the likeliest first', async () => {
    const w = await word('2:2:2'); // ٱلۡكِتَٰبُ
    expect(w.standard).toBe('الْكِتَابُ');
    expect(w.readings.length).toBeGreaterThan(1);
    expect(w.readings.map((r) => r.root)).toContain('كتب');
  });

  it('puts first the reading the word’s place gives, and counts the others (ADR 0077)', async () => {
    const la = await word('2:11:4'); // لَا تُفْسِدُوا: the prohibition
    expect(la.readings[0]).toMatchObject({ kind: 'particle', lemma: 'لَا' });
    expect(la.readings[0]!.description).toContain('prohibition');
    expect(la.other_readings).toBe(la.readings.length - 1);
    expect(la.other_readings).toBeGreaterThan(0);
    const inna = await word('2:6:1', 'ar'); // إِنَّ: the shadda is written
    expect(inna.readings[0]).toMatchObject({ kind: 'particle', lemma: 'إِنَّ' });
    const ard = await word('2:11:7'); // ٱلۡأَرۡضِ: the noun أَرْض
    expect(ard.readings[0]).toMatchObject({ kind: 'noun', lemma: 'أَرْض', root: 'ءرض' });
  });

  it('answers localized 404s for a verse or word that does not exist', async () => {
    const v = await get('/api/v1/en/quran/suras/1/verses/8/words/1');
    expect(v.statusCode).toBe(404);
    expect(v.json()).toMatchObject({ error: { message: 'This sura has no verse with this number' } });
    const w = await get('/api/v1/ar/quran/suras/1/verses/1/words/5');
    expect(w.statusCode).toBe(404);
    expect(w.json()).toMatchObject({ error: { message: 'ليس في هذه الآية كلمة في هذا الموضع' } });
  });
});

describe('GET /quran/roots/{root}', () => {
  it('groups the occurrences of ك ت ب by verb and form, with counts that add up', async () => {
    const res = await get(`/api/v1/en/quran/roots/${encodeURIComponent('ك ت ب')}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as RootAnswer;
    expect(body.data.root).toBe('كتب');
    expect(body.data.count).toBeGreaterThan(200);
    expect(body.data.groups.reduce((n, g) => n + g.count, 0)).toBe(body.data.count);
    const kataba = body.data.groups.find((g) => g.kind === 'verb' && g.lemma === 'كَتَبَ');
    expect(kataba?.verb_url).toMatch(/^\/en\/conjugations\//);
    expect(kataba!.occurrences[0]!.url).toMatch(/^\/en\/quran\/\d+\?word=\d+:\d+#word-panel$/);
    // the groups are ordered by count, the largest first
    const counts = body.data.groups.map((g) => g.count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  });

  it('answers a localized 422 for what is not a root', async () => {
    const res = await get(`/api/v1/ar/quran/roots/${encodeURIComponent('abc')}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: { message: 'اكتب جذرًا من حرفين إلى خمسة أحرف عربية' } });
  });
});
