import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, appForFile, errorOf, requireLexicon } from '../helpers.ts';

let app: FastifyInstance;
appForFile((made) => {
  requireLexicon(made.config);
  app = made.app;
});

const get = (url: string) => app.inject({ method: 'GET', url });
const FIXED_VERB_KEYS = ['id', 'lemma', 'root', 'pattern', 'past_vowel', 'present_vowel', 'type', 'meaning_en', 'url'].sort();

describe('GET /search', () => {
  it.each(['كتب', 'ك ت ب', 'ك-ت-ب'])('finds the root %s, كَتَبَ first, in the fixed shape', async (q) => {
    const res = await get(`/api/v1/en/search?q=${encodeURIComponent(q)}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta.kinds).toContain('root');
    expect(body.data.verbs[0]).toMatchObject({ id: 'ktb-I1', lemma: 'كَتَبَ', root: 'كتب', pattern: 'I', past_vowel: 'a', present_vowel: 'u', url: '/en/conjugations/sound/ktb-I1' });
    for (const v of body.data.verbs) expect(Object.keys(v).sort()).toEqual(FIXED_VERB_KEYS);
    expect(body.meta.verbs['ktb-I1']).toMatchObject({ present: 'يَكْتُبُ' });
  });

  it('analyzes a cliticized form: وَسَيَكْتُبُونَهَا', async () => {
    const res = await get(`/api/v1/en/search?q=${encodeURIComponent('وَسَيَكْتُبُونَهَا')}`);
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(data.analyses[0]).toEqual({
      word: 'وَسَيَكْتُبُونَهَا',
      root: 'كتب',
      pattern: 'I',
      lemma: 'كَتَبَ',
      slot: 'present_indicative.active.3mp',
      proclitics: ['وَ', 'سَ'],
      enclitic: 'هَا',
    });
    expect(meta.analyses[0].description).toContain('present indicative');
    expect(meta.analyses[0].description).toContain('they (m. pl.)');
    expect(meta.analyses[0].url).toBe('/en/conjugations/sound/ktb-I1');
    const ar = (await get(`/api/v1/ar/search?q=${encodeURIComponent('وَسَيَكْتُبُونَهَا')}`)).json();
    expect(ar.meta.analyses[0].description).toContain('مضارع مرفوع');
  });

  it('reads a noun form with the article', async () => {
    const body = (await get(`/api/v1/en/search?q=${encodeURIComponent('الكاتب')}`)).json();
    const noun = body.data.analyses.find((a: { noun?: string; lemma: string }) => a.noun?.startsWith('active_participle') && a.lemma === 'كَتَبَ');
    expect(noun).toMatchObject({ root: 'كتب', proclitics: ['ال'] });
  });

  it('finds an English meaning and a Latin transliteration', async () => {
    const en = (await get('/api/v1/en/search?q=to%20write')).json();
    expect(en.meta.kinds).toContain('keyword');
    expect(en.data.verbs.map((v: { id: string }) => v.id)).toContain('ktb-I1');
    for (const q of ['ktb', 'kataba']) {
      const tr = (await get(`/api/v1/en/search?q=${q}`)).json();
      expect(tr.meta.kinds).toContain('transliteration');
      expect(tr.data.verbs[0].root).toBe('كتب');
    }
  });

  it('exact mode keeps only readings with the marks typed', async () => {
    const loose = (await get(`/api/v1/en/search?q=${encodeURIComponent('كتب')}&mode=loose`)).json();
    const exact = (await get(`/api/v1/en/search?q=${encodeURIComponent('كُتِبَ')}&mode=exact`)).json();
    expect(exact.data.analyses.length).toBeGreaterThan(0);
    expect(exact.data.analyses.length).toBeLessThan(loose.data.analyses.length);
    expect(exact.data.analyses.every((a: { slot?: string }) => a.slot === undefined || a.slot.includes('passive'))).toBe(true);
  });

  it.each([
    ['', 'en', 'Type a root, a word or an English meaning'],
    ['   ', 'ar', 'اكتب جذرًا أو كلمة أو معنًى بالإنجليزية'],
    ['ك'.repeat(10_000), 'en', 'The search text is too long (at most 100 characters)'],
    ['كتب write', 'en', 'Search in Arabic letters or in Latin letters, not both at once'],
    ['😀', 'en', 'Use Arabic or Latin letters only (no symbols or emoji)'],
    ['<script>alert(1)</script>', 'en', 'Use Arabic or Latin letters only (no symbols or emoji)'],
    ["'; DROP TABLE users; --", 'ar', 'استعمل الحروف العربية أو اللاتينية فقط (بلا رموز ولا وجوه تعبيرية)'],
  ])('bad input %#: a localized 422, never a 500', async (q, locale, issue) => {
    const res = await get(`/api/v1/${locale}/search?q=${encodeURIComponent(q)}`);
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).error).toMatchObject({ code: 'validation_failed', details: [{ path: 'q', issue }] });
  });

  it('an unknown word gives no results, not an error', async () => {
    const res = await get('/api/v1/en/search?q=zzqqxx');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ verbs: [], analyses: [] });
  });
});

describe('GET /verbs (advanced search)', () => {
  it('facets combine and each facet is counted under the other filters', async () => {
    const all = (await get('/api/v1/en/verbs')).json();
    const weak = (await get('/api/v1/en/verbs?weak=true')).json();
    const both = (await get('/api/v1/en/verbs?weak=true&pattern=X')).json();
    expect(weak.meta.total).toBe(all.meta.facets.weak.true);
    expect(both.meta.total).toBe(weak.meta.facets.pattern.X);
    expect(both.meta.total).toBeGreaterThan(0);
    expect(both.data.every((v: { pattern: string }) => v.pattern === 'X')).toBe(true);
    expect(Object.keys(all.meta.facets.type).length).toBeGreaterThanOrEqual(38);
    expect(Object.keys(all.meta.facets.pattern)).toHaveLength(22);
    for (const v of both.data) expect(Object.keys(v).sort()).toEqual(FIXED_VERB_KEYS);
    const page2 = (await get('/api/v1/en/verbs?weak=true&pattern=X&page=2')).json();
    expect(page2.meta.page).toBe(2);
    expect(page2.data[0].id).not.toBe(both.data[0].id);
    expect((await get('/api/v1/ar/verbs')).json().meta.type_names.sound).toBe('صحيح سالم');
  });

  it('an invalid facet value is a localized 422', async () => {
    const res = await get('/api/v1/ar/verbs?pattern=XXX');
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).error.code).toBe('validation_failed');
    expect((await get('/api/v1/en/verbs?bab=9')).statusCode).toBe(422);
  });
});

describe('autocomplete and keyword groups', () => {
  it('suggests lemmas while typing', async () => {
    const res = (await get(`/api/v1/en/autocomplete?q=${encodeURIComponent('كت')}`)).json();
    expect(res.data.map((s: { lemma: string }) => s.lemma)).toContain('كَتَبَ');
    expect((await get('/api/v1/en/autocomplete?q=writ')).json().data.length).toBeGreaterThan(0);
    expect((await get(`/api/v1/en/autocomplete?q=${'x'.repeat(10_000)}`)).json().data).toEqual([]);
  });

  it('lists groups and shows one with its verbs', async () => {
    const groups = (await get('/api/v1/ar/keyword-groups')).json().data;
    expect(groups.map((g: { name: string }) => g.name)).toEqual(expect.arrayContaining(['most-frequent', 'pattern-X', 'type-sound']));
    const one = (await get('/api/v1/en/keyword-groups/pattern-X')).json();
    expect(one.data.group).toMatchObject({ name: 'pattern-X', kind: 'pattern', url: '/en/more-keywords/pattern-X' });
    expect(one.data.verbs.length).toBe(50);
    expect(one.data.verbs.every((v: { pattern: string }) => v.pattern === 'X')).toBe(true);
    const missing = await get('/api/v1/en/keyword-groups/nope');
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET /verbs/{id} and the sitemap', () => {
  it('gives the full table of كَتَبَ', async () => {
    const res = await get('/api/v1/en/verbs/ktb-I1');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.verb).toMatchObject({ lemma: 'كَتَبَ', present: 'يَكْتُبُ', canonical: '/en/conjugations/sound/ktb-I1', lemma_tr: 'kataba' });
    expect(data.slots['past.active.3ms']).toEqual([{ ar: 'كَتَبَ', tr: 'kataba' }]);
    expect(data.slots['present_indicative.active.3mp'][0].ar).toBe('يَكْتُبُونَ');
    expect(data.slots['past.passive.3ms'][0].ar).toBe('كُتِبَ');
    expect(data.nouns.active_participle[0].ar).toBe('كَاتِبٌ');
    expect(data.declensions.active_participle['masculine.singular.definite.nom'].ar).toBe('الْكَاتِبُ');
    expect(data.related.map((v: { id: string }) => v.id)).toContain('ktb-IV');
  });

  it('explains variants and rules for a weak verb (قَالَ)', async () => {
    const { data } = (await get('/api/v1/ar/verbs/qwl-I1')).json();
    expect(data.slots['past.active.3ms'][0].ar).toBe('قَالَ');
    expect(Object.keys(data.explanations).length).toBeGreaterThan(0);
    // each rule of a cell: its name, a learner's sentence in the page's language, the form before and after it
    expect(data.explanations['present_indicative.active.3ms']).toEqual([
      { id: 'ilal_naql', text: 'إعلال بالنقل', sentence: expect.stringContaining('نُقلت حركتها'), before: 'يَقْوُلُ', after: 'يَقُولُ' },
    ]);
    const en = (await get('/api/v1/en/verbs/qwl-I1')).json().data;
    expect(en.explanations['present_indicative.active.3ms'][0].sentence).toContain('gives it its vowel');
  });

  it('404 for an unknown verb', async () => {
    const res = await get('/api/v1/ar/verbs/nope-I1');
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe('لا يوجد فعل بهذا المعرِّف');
  });

  it('the sitemap lists every verb page in both locales', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    expect(res.body).toContain('<loc>http://tasreef.test/ar/conjugations/sound/ktb-I1</loc>');
    const urls = res.body.match(/<loc>/g)!.length;
    const total = (await get('/api/v1/en/verbs')).json().meta.total;
    expect(urls).toBe(total * 2);
  });
});

describe('without a lexicon', () => {
  it('answers a localized 503 lexicon_unavailable and the rest keeps working', async () => {
    const other = await createTestApp({ env: { LEXICON_DIR: '/nonexistent/lexicon' } });
    try {
      const res = await other.app.inject('/api/v1/ar/search?q=ktb');
      expect(res.statusCode).toBe(503);
      expect(errorOf(res).error.code).toBe('lexicon_unavailable');
      expect(errorOf(res).message).toBe('معجم الأفعال غير متاح على هذا الخادم الآن، يُرجى المحاولة لاحقًا');
      expect((await other.app.inject('/api/v1/en/verbs/ktb-I1')).statusCode).toBe(503);
      expect((await other.app.inject('/api/v1/en/plans')).statusCode).toBe(200);
    } finally {
      await other.cleanup();
    }
  });
});

describe('loading', () => {
  it('outside tests the lexicon is loaded before the app is ready (so /readyz and listen wait for it)', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9' } }); // no mail is sent here
    try {
      expect(prod.app.lexicon.state).toBe('loaded');
      expect(prod.config.lexiconCacheDir).not.toContain(prod.dataDir);
    } finally {
      await prod.cleanup();
    }
  }, 300_000);

  it('in tests it loads on the first search, once', async () => {
    const other = await createTestApp();
    try {
      expect(other.app.lexicon.state).toBe('pending');
      expect((await other.app.inject('/api/v1/en/autocomplete?q=ktb')).statusCode).toBe(200);
      expect(other.app.lexicon.state).toBe('loaded');
      expect(other.app.lexicon.get()).toBe(other.app.lexicon.get());
    } finally {
      await other.cleanup();
    }
  });
});
