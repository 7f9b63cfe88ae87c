import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { keywordGroupAnswerSchema, keywordGroupsAnswerSchema } from '@tasreef/contracts/search';
import { appForFile, requireLexicon } from '../helpers.ts';

let app: FastifyInstance;
appForFile((made) => {
  requireLexicon(made.config);
  app = made.app;
});

const get = (url: string) => app.inject({ method: 'GET', url });
interface Member {
  form: string;
  lemma: string;
  note: string | null;
  in_lexicon: boolean;
  verb_id: string | null;
  url: string | null;
}

describe('curated themes in the keyword groups API', () => {
  it('lists the themes with their localized sources', async () => {
    for (const locale of ['ar', 'en'] as const) {
      const res = await get(`/api/v1/${locale}/keyword-groups`);
      expect(res.statusCode).toBe(200);
      const body = keywordGroupsAnswerSchema.parse(res.json());
      const themes = body.data.filter((g) => g.kind === 'theme');
      expect(themes.map((g) => g.name)).toEqual(
        expect.arrayContaining(['theme-kana-and-its-sisters', 'theme-kada-and-its-sisters', 'theme-zanna-and-its-sisters', 'theme-alama-and-ara', 'theme-praise-and-blame']),
      );
      for (const g of themes) {
        expect(g.source!.length).toBeGreaterThan(0);
        expect(g.sources!.length).toBeGreaterThan(0);
        expect(g.url).toBe(`/${locale}/more-keywords/${g.name}`);
      }
      // the computed groups carry no source: the shape only grew
      expect(body.data.find((g) => g.name === 'pattern-X')).not.toHaveProperty('source');
    }
    const ar = (await get('/api/v1/ar/keyword-groups')).json().data.find((g: { name: string }) => g.name === 'theme-kana-and-its-sisters');
    expect(ar.title).toBe('كَانَ وَأَخَوَاتُهَا');
    expect(ar.source).toContain('شرح ابن عقيل على ألفية ابن مالك');
    expect(ar.source).toContain('جامع الدروس العربية');
    const en = (await get('/api/v1/en/keyword-groups')).json().data.find((g: { name: string }) => g.name === 'theme-kana-and-its-sisters');
    expect(en.source).toContain('Ibn ʿAqīl');
    expect(en.source).toContain('al-Ghalāyīnī');
  });

  it('gives a theme in Arabic: sections, members with notes, links to verb pages', async () => {
    const res = await get(`/api/v1/ar/keyword-groups/theme-kana-and-its-sisters`);
    expect(res.statusCode).toBe(200);
    const body = keywordGroupAnswerSchema.parse(res.json());
    expect(body.data.group).toMatchObject({ kind: 'theme', count: 13 });
    expect(body.data.group.sources![0]).toMatchObject({ work: 'شرح ابن عقيل على ألفية ابن مالك', place: 'باب كان وأخواتها' });
    const members = body.data.sections!.flatMap((s) => s.members) as Member[];
    const zala = members.find((m) => m.form === 'مَا زَالَ')!;
    expect(zala).toMatchObject({ lemma: 'زَالَ', in_lexicon: true, verb_id: 'zyl-I4', url: '/ar/conjugations/hollow_ya/zyl-I4' });
    expect(zala.note).toContain('يَزَالُ');
    expect(members.find((m) => m.form === 'لَيْسَ')!.note).toContain('جامد');
    expect(body.data.verbs.map((v) => v.lemma)).toEqual(expect.arrayContaining(['كَانَ', 'لَيْسَ', 'زَالَ', 'اِنْفَكَّ']));
    expect(body.meta.verbs['kwn-I1']).toMatchObject({ present: 'يَكُونُ' });
  });

  it('gives a theme in English with its members not in the lexicon (no link)', async () => {
    const body = keywordGroupAnswerSchema.parse((await get('/api/v1/en/keyword-groups/theme-praise-and-blame')).json());
    expect(body.data.group.title).toBe('Verbs of praise and blame');
    expect(body.data.group.source).toContain('Jāmiʿ al-Durūs al-ʿArabiyya');
    const members = body.data.sections!.flatMap((s) => s.members) as Member[];
    expect(members.map((m) => m.form)).toEqual(['نِعْمَ', 'بِئْسَ', 'سَاءَ', 'حَبَّذَا']);
    for (const m of members.filter((x) => x.form !== 'سَاءَ')) expect(m).toMatchObject({ in_lexicon: false, verb_id: null, url: null });
    expect(members.find((m) => m.form === 'سَاءَ')).toMatchObject({ in_lexicon: true, url: '/en/conjugations/hamzated_last_hollow_waw/swC-I1' });
    expect(members[0]!.note).toMatch(/Praise/);
    expect(body.data.verbs.map((v) => v.lemma)).toEqual(['سَاءَ']);
  });

  it('a computed group has no sections; an unknown theme is a localized 404', async () => {
    const one = (await get('/api/v1/en/keyword-groups/pattern-X')).json();
    expect(one.data).not.toHaveProperty('sections');
    for (const locale of ['ar', 'en']) {
      const res = await get(`/api/v1/${locale}/keyword-groups/theme-nope`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    expect((await get('/api/v1/ar/keyword-groups/theme-nope')).json().error.message).toBe('لا توجد مجموعة كلمات بهذا الاسم');
  });
});
