import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { VerbPage } from '@tasreef/contracts/search';
import { appForFile, requireLexicon } from '../helpers.ts';

let app: FastifyInstance;
appForFile((made) => {
  requireLexicon(made.config);
  app = made.app;
});

const page = async (locale: 'ar' | 'en', id: string): Promise<VerbPage> => {
  const res = await app.inject({ method: 'GET', url: `/api/v1/${locale}/verbs/${id}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: VerbPage }).data;
};

const PERSONS = ['1s', '1p', '2ms', '2fs', '2d', '2mp', '2fp', '3ms', '3fs', '3md', '3fd', '3mp', '3fp'];

describe('GET /verbs/{id}: frozen verbs (الأفعال الجامدة)', () => {
  it('لَيْسَ is frozen: the past active only, no masdar, every derived noun empty, one note', async () => {
    const data = await page('en', 'lys-I3');
    expect(data.verb).toMatchObject({ lemma: 'لَيْسَ', frozen: true, masdar: null, masdars: [], present: null });
    expect(Object.keys(data.slots).sort()).toEqual(PERSONS.map((p) => `past.active.${p}`).sort());
    expect(data.slots['past.active.3ms']).toEqual([{ ar: 'لَيْسَ', tr: 'laysa' }]);
    expect(data.slots['past.active.1s']![0]!.ar).toBe('لَسْتُ');
    expect(Object.keys(data.nouns).length).toBeGreaterThan(0);
    for (const [key, forms] of Object.entries(data.nouns)) expect(forms, key).toEqual([]);
    expect(data.guesses).toEqual([]);
    expect(data.declensions).toEqual({});
    expect(data.noun_notes).toEqual(['A frozen verb (جامد) has no masdar and no derived nouns.']);
  });

  it('gives the note in Arabic on /ar, and عَسَى is frozen too', async () => {
    const laysa = await page('ar', 'lys-I3');
    expect(laysa.verb.frozen).toBe(true);
    expect(laysa.noun_notes).toEqual(['الفعل الجامد لا مصدر له ولا مشتقات.']);
    const asa = await page('ar', 'Esy-I2');
    expect(asa.verb).toMatchObject({ lemma: 'عَسَى', frozen: true, masdar: null, masdars: [] });
    expect(Object.keys(asa.slots).every((k) => k.startsWith('past.active.'))).toBe(true);
    for (const forms of Object.values(asa.nouns)) expect(forms).toEqual([]);
  });

  it('regular verbs, the neighbours of لَيْسَ and عَسَى among them, are not frozen', async () => {
    const ktb = await page('en', 'ktb-I1');
    expect(ktb.verb.frozen).toBe(false);
    expect(ktb.slots['present_indicative.active.3ms']).toBeDefined();
    const laasa = await page('en', 'lws-I1');
    expect(laasa.verb).toMatchObject({ lemma: 'لَاسَ', frozen: false, masdar: 'لَوْسٌ' });
    expect(laasa.nouns.active_participle![0]!.ar).toBe('لَائِسٌ');
    const asaa = await page('en', 'Esw-I1');
    expect(asaa.verb.frozen).toBe(false);
    expect(asaa.nouns.masdar!.length).toBeGreaterThan(0);
    expect(asaa.noun_notes.some((n) => n.includes('frozen'))).toBe(false);
    // عَسِيَ يَعْسَى (to harden), same root as عَسَى but fa‘ila: a regular verb
    const asiya = await page('en', 'Esy-I4');
    expect(asiya.verb).toMatchObject({ lemma: 'عَسِيَ', frozen: false, present: 'يَعْسَى' });
    expect(asiya.slots['present_indicative.active.3ms']![0]!.ar).toBe('يَعْسَى');
    expect(asiya.nouns.masdar!.length).toBeGreaterThan(0);
  });

  it('the OpenAPI document describes the frozen field', async () => {
    const res = await app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Frozen verb (جامد');
  });
});

describe('GET /verbs/{id}: the header and the derived nouns a teacher checks (issue 18)', () => {
  it('كَتَبَ: past and present each transliterated, the pattern cited past and present with its bab', async () => {
    const v = (await page('en', 'ktb-I1')).verb;
    expect(v).toMatchObject({ lemma: 'كَتَبَ', lemma_tr: 'kataba', present: 'يَكْتُبُ', present_tr: 'yaktubu', weight: 'فَعَلَ يَفْعُلُ', bab_model: 'نَصَرَ يَنْصُرُ' });
    const x = (await page('ar', 'qwm-X')).verb;
    expect(x).toMatchObject({ weight: 'اِسْتَفْعَلَ يَسْتَفْعِلُ', bab_model: null });
  });

  it('the derived nouns: no tanwin on the alif of the feminine, وَعْدٌ before مَوْعِدٌ, manner without «وَاحِدَةٌ», no كَاتِبَةٌ among the instruments', async () => {
    const rama = await page('en', 'rmy-I2');
    const masdars = rama.nouns.masdar!.map((f) => f.ar);
    expect(masdars).toContain('رِمِّيَّى');
    expect(masdars.some((m) => m.includes('ًّى'))).toBe(false);
    expect((await page('en', 'wEd-I2')).nouns.masdar![0]!.ar).toBe('وَعْدٌ');
    const kataba = await page('ar', 'ktb-I1');
    expect(kataba.nouns.masdar_manner!.map((f) => f.ar)).toEqual(['كِتْبَةٌ حَسَنَةٌ']);
    expect(kataba.nouns.noun_of_instrument!.map((f) => f.ar)).not.toContain('كَاتِبَةٌ');
    expect(kataba.noun_notes.some((n) => n.includes('كَاتِبَةٌ'))).toBe(true);
  });
});
