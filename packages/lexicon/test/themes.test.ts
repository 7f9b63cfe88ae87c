import { beforeAll, describe, expect, it } from 'vitest';
import { loadAnalyzer } from '../src/analyze/load.ts';
import type { LexiconEntry } from '../src/types.ts';
import { SearchService } from '../src/search/service.ts';
import { patternId, resolveMember, THEMES, type Bilingual } from '../src/search/themes.ts';

let entries: readonly LexiconEntry[];
let s: SearchService;
beforeAll(() => {
  const { analyzer } = loadAnalyzer();
  entries = analyzer.entries;
  s = new SearchService(analyzer);
}, 180_000);

const ARABIC_MARKS = /[\u064B-\u0652]/;
const bilingual = (b: Bilingual | undefined): void => {
  expect(b).toBeDefined();
  expect(b!.ar.trim().length).toBeGreaterThan(0);
  expect(b!.en.trim().length).toBeGreaterThan(0);
  expect(b!.ar).toMatch(/[\u0600-\u06FF]/);
  expect(b!.en).toMatch(/[A-Za-z]/);
};
const members = THEMES.flatMap((t) => t.sections.flatMap((sec) => sec.members.map((m) => ({ theme: t.name, m }))));

describe('curated themes: the data', () => {
  it('names are unique theme- slugs, texts and sources present in both languages', () => {
    expect(THEMES.length).toBeGreaterThanOrEqual(5);
    expect(new Set(THEMES.map((t) => t.name)).size).toBe(THEMES.length);
    for (const t of THEMES) {
      expect(t.name).toMatch(/^theme-[a-z0-9-]+$/);
      bilingual(t.title);
      bilingual(t.description);
      expect(t.sources.length).toBeGreaterThan(0);
      for (const src of t.sources) {
        bilingual(src.author);
        bilingual(src.work);
        if (src.place) bilingual(src.place);
      }
      expect(t.sections.length).toBeGreaterThan(0);
      for (const sec of t.sections) {
        bilingual(sec.title);
        if (sec.note) bilingual(sec.note);
        expect(sec.members.length).toBeGreaterThan(0);
        // a verb appears once per section (جَعَلَ may be in two sections of one theme, with two meanings)
        expect(new Set(sec.members.map((m) => `${m.lemma}|${m.root}|${m.pattern}`)).size).toBe(sec.members.length);
      }
    }
  });

  it('every member is a fully vocalized verb form with its root; notes in both languages', () => {
    for (const { m } of members) {
      expect(m.lemma).toMatch(ARABIC_MARKS);
      expect(m.form ?? m.lemma).toMatch(ARABIC_MARKS);
      expect([...m.root].length).toBeGreaterThanOrEqual(3);
      expect(m.root).not.toMatch(ARABIC_MARKS);
      if (m.note) bilingual(m.note);
      if (m.in_lexicon === false) expect(m.note).toBeDefined();
      else expect(m.pattern).not.toBeNull();
    }
  });
});

describe('curated themes: resolved against the lexicon', () => {
  it.each(members.filter(({ m }) => m.in_lexicon !== false).map(({ theme, m }) => [theme, m.lemma, m.root, m.pattern, m] as const))(
    '%s: %s (%s, %s) is exactly one lexicon entry',
    (_theme, _lemma, _root, _pattern, m) => {
      const found = resolveMember(entries, m);
      expect(found).toHaveLength(1);
      const e = entries[found[0]!]!;
      expect([e.lemma, patternId(e)]).toEqual([m.lemma, m.pattern]);
      expect([e.root, ...e.alt_roots]).toContain(m.root);
    },
  );

  it('members marked not in the lexicon are really absent (else the mark must go)', () => {
    const absent = members.filter(({ m }) => m.in_lexicon === false);
    expect(absent.map(({ m }) => m.lemma).sort()).toEqual(['بِئْسَ', 'حَبَّذَا', 'حَجَا', 'نِعْمَ'].sort());
    for (const { m } of absent) expect(entries.filter((e) => e.lemma === m.lemma && e.root === m.root)).toEqual([]);
  });

  it('the service lists themes with sources and gives a theme with its sections and verbs', () => {
    const themes = s.keywordGroups().filter((g) => g.kind === 'theme');
    expect(themes.map((g) => g.name)).toEqual(THEMES.map((t) => t.name));
    for (const g of themes) expect(g.sources!.length).toBeGreaterThan(0);
    const kana = s.keywordGroup('theme-kana-and-its-sisters', { locale: 'ar' })!;
    expect(kana.group.count).toBe(13);
    const flat = kana.sections!.flatMap((sec) => sec.members);
    expect(flat.map((m) => m.form)).toEqual(['كَانَ', 'أَمْسَى', 'أَصْبَحَ', 'أَضْحَى', 'ظَلَّ', 'بَاتَ', 'صَارَ', 'لَيْسَ', 'مَا زَالَ', 'مَا بَرِحَ', 'مَا فَتِئَ', 'مَا انْفَكَّ', 'مَا دَامَ']);
    expect(flat.every((m) => m.verb !== null)).toBe(true);
    expect(flat.find((m) => m.form === 'مَا زَالَ')!.verb).toMatchObject({ lemma: 'زَالَ', root: 'زيل', present: 'يَزَالُ' });
    expect(flat[0]!.verb!.url).toBe('/ar/conjugations/hollow_waw/kwn-I1');
    expect(kana.verbs.map((v) => v.lemma)).toContain('لَيْسَ');
    // a verb in two sections of one theme is one verb of the list
    const zanna = s.keywordGroup('theme-zanna-and-its-sisters')!;
    expect(zanna.verbs.filter((v) => v.lemma === 'جَعَلَ')).toHaveLength(1);
    const praise = s.keywordGroup('theme-praise-and-blame')!.sections!.flatMap((sec) => sec.members);
    expect(praise.filter((m) => m.verb === null).map((m) => m.form)).toEqual(['نِعْمَ', 'بِئْسَ', 'حَبَّذَا']);
    expect(s.keywordGroup('theme-nope')).toBeNull();
  });
});
