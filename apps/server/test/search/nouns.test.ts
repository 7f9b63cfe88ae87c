/** The lexicon's own nouns (nouns.tsv) through GET /search: the noun, its root, singular or plural, and the root's verbs. */
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { SearchAnswer } from '@tasreef/contracts/search';
import { appForFile, requireLexicon } from '../helpers.ts';

let app: FastifyInstance;
appForFile((made) => {
  requireLexicon(made.config);
  app = made.app;
});

const search = async (q: string, locale = 'en'): Promise<SearchAnswer> => {
  const res = await app.inject({ method: 'GET', url: `/api/v1/${locale}/search?q=${encodeURIComponent(q)}` });
  expect(res.statusCode).toBe(200);
  return res.json() as SearchAnswer;
};

describe('GET /search: nouns of the lexicon', () => {
  it('مَكْتَبَةٌ: the noun, its root, its plurals, and the verbs of كتب', async () => {
    const body = await search('مَكْتَبَةٌ');
    const noun = body.meta.nouns.find((n) => n.lemma === 'مَكْتَبَة')!;
    expect(noun).toMatchObject({ root: 'كتب', pos: 'noun', singular: 'مَكْتَبَة', number: 'singular', root_url: '/en/basic-search?q=%D9%83%20%D8%AA%20%D8%A8' });
    expect(noun.plurals).toContain('مَكَاتِب');
    expect(noun.meaning_en).toContain('library');
    expect(noun.verbs[0]).toMatchObject({ id: 'ktb-I1', lemma: 'كَتَبَ', url: '/en/conjugations/sound/ktb-I1' });
    expect(noun.description).toContain('indefinite');
    // the root's verbs are in the verb list too
    expect(body.data.verbs.map((v) => v.id)).toContain('ktb-I1');
    expect(body.meta.kinds).toContain('form');
  });

  it('كُتُبٌ is the plural of كِتَاب; مَدَارِسُ of مَدْرَسَة (a diptote)', async () => {
    const kutub = (await search('كُتُبٌ')).meta.nouns;
    expect(kutub[0]).toMatchObject({ lemma: 'كِتَاب', singular: 'كِتَاب', root: 'كتب', number: 'plural' });
    expect(kutub[0]!.description).toContain('plural of كِتَاب');
    // the marks typed leave no verb reading (كَتَبَ is not كُتُبٌ)
    expect((await search('كُتُبٌ')).data.analyses).toEqual([]);
    const madaris = await search('مَدَارِسُ', 'ar');
    expect(madaris.meta.nouns[0]).toMatchObject({ lemma: 'مَدْرَسَة', root: 'درس', number: 'plural' });
    expect(madaris.meta.nouns[0]!.description).toContain('جمع مَدْرَسَة');
    expect(madaris.meta.nouns[0]!.verbs.map((v) => v.url)).toContain('/ar/conjugations/sound/drs-I1');
  });

  it('with clitics and without marks: بمدارسهم, والكتب, مكتبته', async () => {
    expect((await search('بمدارسهم')).meta.nouns[0]).toMatchObject({ lemma: 'مَدْرَسَة', number: 'plural' });
    expect((await search('والكتب')).meta.nouns.map((n) => n.lemma)).toContain('كِتَاب');
    expect((await search('مكتبته')).meta.nouns.map((n) => n.lemma)).toContain('مَكْتَبَة');
  });

  it('English and root queries answer an empty noun list', async () => {
    expect((await search('to write')).meta.nouns).toEqual([]);
    expect((await search('ك ت ب')).meta.nouns).toEqual([]);
  });
});
