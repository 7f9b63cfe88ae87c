/** GET /search's grouped readings and "did you mean", GET /autocomplete's homographs (issue 18). */
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { appForFile, requireLexicon } from '../helpers.ts';

let app: FastifyInstance;
appForFile((made) => {
  requireLexicon(made.config);
  app = made.app;
});

const get = async (url: string) => {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('GET /search: readings and suggestions', () => {
  it('قال: one line per reading, homographs told apart by their present, in both languages', async () => {
    const en = await get(`/api/v1/en/search?q=${encodeURIComponent('قال')}`);
    const lines: string[] = en.meta.readings.map((r: { description: string }) => r.description);
    expect(new Set(lines).size).toBe(lines.length);
    expect(lines[0]).toBe('قَالَ: past, he, active, of قَالَ يَقُولُ');
    expect(lines[1]).toBe('قَالَ: past, he, active, of قَالَ يَقِيلُ');
    expect(en.meta.readings[0]).toMatchObject({ url: '/en/conjugations/hollow_waw/qwl-I1', in_lexicon: true });
    expect(en.meta.readings.flatMap((r: { analyses: number[] }) => r.analyses).length).toBe(en.data.analyses.length);
    expect(en.meta.suggestions).toEqual([]);
    const ar = await get(`/api/v1/ar/search?q=${encodeURIComponent('قال')}`);
    expect(ar.meta.readings[0].description).toBe('قَالَ: ماضٍ، هو، مبني للمعلوم، من قَالَ يَقُولُ');
    expect(ar.meta.readings.some((r: { description: string }) => r.description.includes('مرفوع أو مجرور'))).toBe(true);
  });

  it('near misses: Arabic and English', async () => {
    expect((await get(`/api/v1/ar/search?q=${encodeURIComponent('كتبو')}`)).meta.suggestions[0]).toBe('كَتَبُوا');
    expect((await get(`/api/v1/en/search?q=wrte`)).meta.suggestions).toEqual(['write']);
    expect((await get(`/api/v1/en/search?q=write`)).meta.suggestions).toEqual([]);
  });
});

describe('GET /autocomplete: homographs', () => {
  it('each verb with its present: قَالَ يَقُولُ before قَالَ يَقِيلُ, no two identical labels', async () => {
    const { data } = await get(`/api/v1/en/autocomplete?q=${encodeURIComponent('قال')}`);
    const labels = data.map((d: { label: string }) => d.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(data[0]).toMatchObject({ lemma: 'قَالَ', present: 'يَقُولُ', label: 'قَالَ يَقُولُ', meaning_en: 'say; tell' });
    expect(labels.indexOf('قَالَ يَقِيلُ')).toBeGreaterThan(0);
  });
});
