/**
 * The analyzer's families through GET /search: two object pronouns in a row, the question's أَ,
 * the oath's لَ with the energetic, and the marks typed narrowing the readings in the default mode.
 */
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { appForFile, requireLexicon } from '../helpers.ts';

let app: FastifyInstance;
appForFile((made) => {
  requireLexicon(made.config);
  app = made.app;
});

interface Reading {
  word: string;
  lemma: string;
  slot?: string;
  noun?: string;
  proclitics: string[];
  enclitic: string | null;
}
interface Body {
  data: { analyses: Reading[] };
  meta: { analyses: Array<{ verb_id: string; url: string; description: string; enclitics: string[]; in_lexicon: boolean }> };
}

const search = async (q: string, locale = 'en', extra = ''): Promise<Body> => {
  const res = await app.inject({ method: 'GET', url: `/api/v1/${locale}/search?q=${encodeURIComponent(q)}${extra}` });
  expect(res.statusCode).toBe(200);
  return res.json() as Body;
};

describe('GET /search: clitic families', () => {
  it.each([
    ['فَسَيَكْفِيكَهُمْ', 'كَفَى', 'present_indicative.active.3ms', ['فَ', 'سَ'], ['كَ', 'هُمْ']],
    ['أَنُلْزِمُكُمُوهَا', 'أَلْزَمَ', 'present_indicative.active.1p', ['أَ'], ['كُمْ', 'هَا']],
    ['أَسْقَيْنَاكُمُوهُ', 'أَسْقَى', 'past.active.1p', [], ['كُمْ', 'هُ']],
  ])('two object pronouns: %s', async (q, lemma, slot, proclitics, enclitics) => {
    const body = await search(q);
    const i = body.data.analyses.findIndex((a) => a.lemma === lemma && a.slot === slot);
    expect(i).toBeGreaterThanOrEqual(0);
    // the fixed shape keeps the first pronoun; meta lists both, and the reading names both
    expect(body.data.analyses[i]).toMatchObject({ proclitics, enclitic: enclitics[0] });
    expect(body.meta.analyses[i]!.enclitics).toEqual(enclitics);
    expect(body.meta.analyses[i]!.description).toContain(`with the attached pronouns ${enclitics.join(' + ')}`);
    const ar = await search(q, 'ar');
    expect(ar.meta.analyses[i]!.description).toContain(`متصل به الضميران ${enclitics.join(' + ')}`);
  });

  it.each([
    ['أَرَأَيْتُمْ', 'رَأَى', 'past.active.2mp'],
    ['أَتَقُولُونَ', 'قَالَ', 'present_indicative.active.2mp'],
  ])('the question hamza: %s', async (q, lemma, slot) => {
    const body = await search(q);
    expect(body.data.analyses[0]).toMatchObject({ lemma, slot, proclitics: ['أَ'], enclitic: null });
  });

  it.each([
    ['لَيُسْجَنَنَّ', 'سَجَنَ', 'present_energetic_heavy.passive.3ms', null],
    ['لَأَقْتُلَنَّكَ', 'قَتَلَ', 'present_energetic_heavy.active.1s', 'كَ'],
    ['لَنَكُونَنَّ', 'كَانَ', 'present_energetic_heavy.active.1p', null],
    ['لَتُبْلَوُنَّ', 'أَبْلَى', 'present_energetic_heavy.passive.2mp', null],
  ])('the oath lam with the energetic: %s', async (q, lemma, slot, enclitic) => {
    const body = await search(q);
    expect(body.data.analyses.some((a) => a.lemma === lemma && a.slot === slot && a.proclitics.join() === 'لَ' && a.enclitic === enclitic)).toBe(true);
    // the marks typed leave no reading with لِ
    expect(body.data.analyses.some((a) => a.proclitics.includes('لِ'))).toBe(false);
  });
});

describe('GET /search: the marks typed narrow the readings in the default mode', () => {
  it('كُتِبَ is the passive only; كتب keeps the active, the passive and the nouns', async () => {
    const marked = await search('كُتِبَ');
    expect(marked.data.analyses.length).toBeGreaterThan(0);
    expect(marked.data.analyses.every((a) => a.slot?.startsWith('past.passive.'))).toBe(true);
    const bare = await search('كتب');
    expect(bare.data.analyses.some((a) => a.slot === 'past.active.3ms')).toBe(true);
    expect(bare.data.analyses.some((a) => a.slot === 'past.passive.3ms')).toBe(true);
    expect(bare.data.analyses.some((a) => a.noun !== undefined)).toBe(true);
  });

  it('وَقُلْ is وَ + قُلْ, not the verb وَقَلَ; وقل is both', async () => {
    const marked = await search('وَقُلْ');
    expect(marked.data.analyses.length).toBeGreaterThan(0);
    expect(marked.data.analyses.every((a) => a.lemma !== 'وَقَلَ')).toBe(true);
    expect(marked.data.analyses[0]).toMatchObject({ lemma: 'قَالَ', slot: 'imperative.active.2ms', proclitics: ['وَ'] });
    const bare = await search('وقل');
    expect(bare.data.analyses.some((a) => a.lemma === 'وَقَلَ')).toBe(true);
    expect(bare.data.analyses.some((a) => a.lemma === 'قَالَ')).toBe(true);
  });

  it('letters stay loose (اَكَلَ finds أَكَلَ), unlike exact mode', async () => {
    expect((await search('اَكَلَ')).data.analyses.some((a) => a.lemma === 'أَكَلَ' && a.slot === 'past.active.3ms')).toBe(true);
    expect((await search('اَكَلَ', 'en', '&mode=exact')).data.analyses.some((a) => a.lemma === 'أَكَلَ')).toBe(false);
  });
});

describe('GET /search: verbs outside the lexicon', () => {
  it.each([
    ['اِطَّرَدَ', 'طرد', 'VIII', 'ط ر د', 'اِطَّرَدَ'],
    ['يَطَّرِدُونَ', 'طرد', 'VIII', 'ط ر د', 'اِطَّرَدَ'],
  ])('%s: root %s, pattern %s, marked outside the lexicon, in both locales', async (q, root, pattern, spaced, lemma) => {
    const body = await search(q);
    const i = body.data.analyses.findIndex((a) => a.lemma === lemma);
    expect(i).toBeGreaterThanOrEqual(0);
    expect(body.data.analyses[i]).toMatchObject({ root, pattern, enclitic: null });
    expect(body.meta.analyses[i]).toMatchObject({ verb_id: '', in_lexicon: false, url: `/en/conjugate?root=${encodeURIComponent(root)}&pattern=${pattern}` });
    expect(body.meta.analyses[i]!.description).toContain(`root ${spaced}, pattern ${pattern}; a verb not in the lexicon`);
    // the lexicon's readings come first
    expect(body.meta.analyses.slice(0, i).every((m) => m.in_lexicon)).toBe(true);
    const ar = await search(q, 'ar');
    expect(ar.meta.analyses[i]!.description).toContain('فعل ليس في المعجم');
  });

  it('a lexicon reading says in_lexicon: true and links its verb', async () => {
    const body = await search('كَتَبَ');
    expect(body.meta.analyses[0]).toMatchObject({ verb_id: 'ktb-I1', in_lexicon: true, url: '/en/conjugations/sound/ktb-I1' });
    expect(body.meta.analyses.every((m) => m.in_lexicon)).toBe(true);
  });
});
