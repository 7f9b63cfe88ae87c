/** GET /conjugate: any root on any pattern; a verb outside the lexicon is built and marked unattested (issue 18). */
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { VerbPage } from '@tasreef/contracts/search';
import { appForFile, requireLexicon } from '../helpers.ts';

let app: FastifyInstance;
appForFile((made) => {
  requireLexicon(made.config);
  app = made.app;
});

const get = (locale: 'ar' | 'en', root: string, pattern: string) =>
  app.inject({ method: 'GET', url: `/api/v1/${locale}/conjugate?root=${encodeURIComponent(root)}&pattern=${encodeURIComponent(pattern)}` });

describe('GET /conjugate', () => {
  it('a root and pattern the lexicon does not hold: the engine’s tables, marked unattested', async () => {
    const res = await get('en', 'ط ر د', 'VIII');
    expect(res.statusCode).toBe(200);
    const page = (res.json() as { data: VerbPage }).data;
    expect(page.verb).toMatchObject({ lemma: 'اِطَّرَدَ', present: 'يَطَّرِدُ', attested: false, glosses: [], canonical: '/en/conjugate?root=%D8%B7%D8%B1%D8%AF&pattern=VIII' });
    expect(page.slots['past.active.3mp']![0]!.ar).toBe('اِطَّرَدُوا');
    expect(page.nouns.masdar![0]!.ar).toBe('اِطِّرَادٌ');
    // the attested verbs of the root are listed
    expect(page.related.some((r) => r.root === 'طرد')).toBe(true);
  });

  it('form I by bab: قَرَطَ يَقْرِطُ (not the lexicon’s bab)', async () => {
    // the lexicon has قَرَطَ يَقْرُطُ (bab 1) only
    const page = ((await get('ar', 'قرط', 'I2')).json() as { data: VerbPage }).data;
    expect(page.verb).toMatchObject({ lemma: 'قَرَطَ', present: 'يَقْرِطُ', bab: 2, weight: 'فَعَلَ يَفْعِلُ', bab_model: 'ضَرَبَ يَضْرِبُ', attested: false });
    expect(page.slots['imperative.active.2ms']![0]!.ar).toBe('اِقْرِطْ');
  });

  it('a verb the lexicon holds answers as the lexicon’s (attested, its own canonical page)', async () => {
    const page = ((await get('en', 'كتب', 'I1')).json() as { data: VerbPage }).data;
    expect(page.verb).toMatchObject({ id: 'ktb-I1', attested: true, canonical: '/en/conjugations/sound/ktb-I1', glosses: ['write', 'inscribe'] });
  });

  it.each([
    ['ar', 'كت', 'I1', 'root', 'اكتب جذرًا من ثلاثة أحرف عربية أو أربعة'],
    ['en', 'abc', 'I1', 'root', 'Write a root of three or four Arabic letters'],
    ['en', 'دحرج', 'II', 'pattern', 'This root cannot be conjugated on this pattern'],
    ['ar', 'كتب', 'QI', 'pattern', 'لا يُصرَّف هذا الجذر على هذا الوزن'],
  ] as const)('%s: %s on %s → 422 on %s', async (locale, root, pattern, path, message) => {
    const res = await get(locale, root, pattern);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.error.details[0].path ?? body.error.details[0].field).toBe(path);
    expect(JSON.stringify(body)).toContain(message);
  });

  it('an unknown pattern id is a 422, not a 500', async () => {
    const res = await get('en', 'كتب', 'XX');
    expect(res.statusCode).toBe(422);
  });
});
