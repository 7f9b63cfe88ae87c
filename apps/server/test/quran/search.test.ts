/**
 * Search in the Quran: by root, by a form with or without vowels (its words and its lemma's), by
 * English words of the translation; grouped by sura, the words found marked, paged; bad input a
 * localized 422.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { QuranSearchAnswer, QuranVerbAnswer } from '@tasreef/contracts/quran';
import { appForFile, requireLexicon } from '../helpers.ts';

let app: FastifyInstance;
appForFile((made) => {
  requireLexicon(made.config);
  app = made.app;
});

const get = (url: string) => app.inject({ method: 'GET', url });
const search = async (q: string, locale = 'en', page?: number): Promise<QuranSearchAnswer['data']> => {
  const res = await get(`/api/v1/${locale}/quran/search?q=${encodeURIComponent(q)}${page ? `&page=${page}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as QuranSearchAnswer).data;
};
const markedWords = (d: QuranSearchAnswer['data']) => d.groups.flatMap((g) => g.verses.flatMap((v) => v.words.filter((w) => w.mark).map((w) => w.text)));

beforeAll(async () => {
  expect((await get('/api/v1/en/quran/suras/1/verses/1/words/1')).statusCode).toBe(200);
}, 240_000);

describe('GET /quran/search', () => {
  it('finds a root written apart: every word whose likeliest reading has it, grouped by sura, marked, paged', async () => {
    const d = await search('ق و ل');
    expect(d.kind).toBe('root');
    expect(d.roots).toEqual([{ root: 'قول', url: '/en/quran/roots/%D9%82%D9%88%D9%84' }]);
    // the root page counts the same words
    const root = (await get(`/api/v1/en/quran/roots/${encodeURIComponent('قول')}`)).json() as { data: { count: number } };
    expect(d.count).toBe(root.data.count);
    expect(d.count).toBeGreaterThan(1500);
    expect(d.suras.reduce((n, s) => n + s.count, 0)).toBe(d.count);
    expect(d.pages).toBe(Math.ceil(d.verses / 50));
    expect(d.groups.flatMap((g) => g.verses)).toHaveLength(50);
    // Al-Baqara 2:8 «وَمِنَ ٱلنَّاسِ مَن يَقُولُ ءَامَنَّا …»: يقول marked, the other words not
    const v8 = d.groups.find((g) => g.sura.number === 2)!.verses.find((v) => v.number === 8)!;
    expect(v8.words.filter((w) => w.mark).map((w) => w.text)).toEqual(['يَقُولُ']);
    expect(v8.url).toBe('/en/quran/2#v8');
    expect(v8.translation).toEqual([{ text: expect.stringMatching(/^And of the people/), mark: false }]);
    // ق-و-ل and ء for a seated hamza are the same spelling of a root
    expect((await search('ق-و-ل')).count).toBe(d.count);
    expect((await search('أ م ن')).roots[0]!.root).toBe('ءمن');
    const last = await search('ق و ل', 'en', d.pages);
    expect(last.page).toBe(d.pages);
    expect(last.groups.flatMap((g) => g.verses).length).toBe(d.verses - (d.pages - 1) * 50);
    // a page past the last is the last
    expect((await search('ق و ل', 'en', 9999)).page).toBe(d.pages);
  });

  it('finds a form with or without vowels, in the standard or the Uthmani spelling: its words and the words of its lemma', async () => {
    const bare = await search('يقولون');
    expect(bare.kind).toBe('form');
    expect(bare.lemmas).toEqual([{ kind: 'verb', lemma: 'قَالَ', root: 'قول', verb_url: '/en/conjugations/hollow_waw/qwl-I1' }]);
    const marked = new Set(markedWords(bare));
    for (const w of ['يَقُولُ', 'قَالُواْ', 'قَالَ', 'فَيَقُولُونَ']) expect(marked).toContain(w);
    // قال and the vowelled form find the same words (the verb's), not the root's nouns (قَوْل)
    expect((await search('قال')).count).toBe(bare.count);
    expect((await search('يَقُولُونَ')).count).toBe(bare.count);
    expect(bare.count).toBeLessThan((await search('ق و ل')).count);
    // vowels typed must be the word's: الْحَمْدُ (the masdar) is found, حَمِيد (another derived noun) is not
    const hamd = await search('الْحَمْدُ');
    expect(markedWords(hamd)).toContain('ٱلۡحَمۡدُ');
    expect(markedWords(hamd)).not.toContain('حَمِيدٌ');
    // pasted from the page, in the Uthmani spelling
    expect((await search('ٱلۡحَمۡدُ')).count).toBe(hamd.count);
    expect(hamd.groups[0]!.sura.number).toBe(1);
    // two words: verses holding both
    const both = await search('قال رب');
    for (const v of both.groups.flatMap((g) => g.verses)) expect(v.words.filter((w) => w.mark).length).toBeGreaterThanOrEqual(2);
  });

  it('finds English words of the translation, with their endings, marked', async () => {
    const d = await search('believe');
    expect(d.kind).toBe('english');
    const marks = new Set(d.groups.flatMap((g) => g.verses.flatMap((v) => v.translation.filter((t) => t.mark).map((t) => t.text.toLowerCase()))));
    expect(marks).toContain('believe');
    expect(marks).toContain('believers');
    expect(marks).not.toContain('belief');
    for (const v of d.groups.flatMap((g) => g.verses)) expect(v.words.every((w) => !w.mark)).toBe(true);
    const two = await search('Mercy Lord');
    for (const v of two.groups.flatMap((g) => g.verses)) {
      const words = v.translation.filter((t) => t.mark).map((t) => t.text.toLowerCase());
      expect(words.some((w) => w.startsWith('merc'))).toBe(true);
      expect(words.some((w) => w.startsWith('lord'))).toBe(true);
    }
    expect((await search('xylophone')).count).toBe(0);
  });

  it('answers a localized 422 for an empty, mixed or over-long query', async () => {
    for (const [q, locale, message] of [
      ['', 'ar', 'اكتب جذرًا أو كلمة أو معنًى بالإنجليزية'],
      ['   ', 'en', 'Type a root, a word or an English meaning'],
      ['كتب write', 'en', 'Search in Arabic letters or in Latin letters, not both at once'],
      ['ق و ل ب ت ث', 'en', 'Write a root of two to five Arabic letters'],
      ['كتب'.repeat(60), 'en', 'The search text is too long (at most 100 characters)'],
    ] as const) {
      const res = await get(`/api/v1/${locale}/quran/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(422);
      expect(res.json()).toMatchObject({ error: { code: 'validation_failed', details: [{ path: 'q', issue: message }] } });
    }
    expect((await get('/api/v1/en/quran/search')).statusCode).toBe(422);
    expect((await get('/api/v1/en/quran/search?q=x&page=0')).statusCode).toBe(422);
  });
});

describe('GET /quran/verbs/{id}', () => {
  it('counts the words read as the verb and as nouns derived from it, with the root page in the Quran', async () => {
    const res = await get('/api/v1/ar/quran/verbs/qwl-I1');
    expect(res.statusCode).toBe(200);
    const d = (res.json() as QuranVerbAnswer).data;
    expect(d).toMatchObject({ verb_id: 'qwl-I1', root: 'قول', root_url: '/ar/quran/roots/%D9%82%D9%88%D9%84' });
    // the same words a search by one of its forms finds
    expect(d.verb).toBe((await search('يقولون')).count);
    expect(d.verb).toBeGreaterThan(1500);
    expect(d.derived).toBeGreaterThan(0);
  });

  it('gives zero and no root link for a verb the Quran does not have, and a localized 404 for no verb', async () => {
    const list = (await get('/api/v1/en/verbs?per_page=100&page=3')).json() as { data: Array<{ id: string }> };
    let zero: QuranVerbAnswer['data'] | null = null;
    for (const v of list.data) {
      const d = ((await get(`/api/v1/en/quran/verbs/${v.id}`)).json() as QuranVerbAnswer).data;
      if (d.verb + d.derived === 0) {
        zero = d;
        break;
      }
    }
    expect(zero).toMatchObject({ verb: 0, derived: 0, root_url: null });
    const res = await get('/api/v1/ar/quran/verbs/xyz-IX');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'not_found', message: 'لا يوجد فعل بهذا المعرِّف' } });
  });
});
