import { beforeAll, describe, expect, it } from 'vitest';
import { loadAnalyzer } from '../src/analyze/load.ts';
import type { Analyzer } from '../src/analyze/analyzer.ts';
import { SearchService, type SearchAnswer } from '../src/search/service.ts';
import { latinSkeleton, parseQuery } from '../src/search/query.ts';
import { describeAnalysis } from '../src/search/describe.ts';

let s: SearchService;
let analyzer: Analyzer;
beforeAll(() => {
  analyzer = loadAnalyzer().analyzer;
  s = new SearchService(analyzer);
}, 180_000);

const ok = (r: ReturnType<SearchService['search']>): SearchAnswer => {
  if (!r.ok) throw new Error(`expected results, got ${r.error.code}`);
  return r;
};

describe('search: one box', () => {
  it.each(['كتب', 'ك ت ب', 'ك-ت-ب', 'ktb', 'kataba'])('%s finds the root كتب, كَتَبَ first', (q) => {
    const r = ok(s.search(q));
    expect(r.data.verbs[0]!.lemma).toBe('كَتَبَ');
    // the root's verbs come first
    const firstOther = r.data.verbs.findIndex((v) => v.root !== 'كتب');
    expect(firstOther === -1 || r.data.verbs.slice(firstOther).every((v) => v.root !== 'كتب')).toBe(true);
    expect(r.meta.kinds.some((k) => k === 'root' || k === 'transliteration')).toBe(true);
  });

  it('a cliticized form gives its verb and the analysis', () => {
    const r = ok(s.search('وَسَيَكْتُبُونَهَا'));
    expect(r.meta.kinds).toEqual(['form']);
    expect(r.data.verbs[0]!.lemma).toBe('كَتَبَ');
    expect(r.data.analyses[0]).toMatchObject({ root: 'كتب', slot: 'present_indicative.active.3mp', proclitics: ['وَ', 'سَ'], enclitic: 'هَا' });
  });

  it.each(['write', 'to write', 'Write'])('English keyword %s', (q) => {
    const r = ok(s.search(q));
    expect(r.meta.kinds).toContain('keyword');
    expect(r.data.verbs[0]!.lemma).toBe('كَتَبَ');
    expect(r.data.verbs[0]!.meaning_en).toContain('write');
  });

  it.each([
    ['istakhraja', 'اِسْتَخْرَجَ'],
    ['akala', 'أَكَلَ'],
    ['qaala', 'قَالَ'],
  ])('transliteration %s → %s', (q, lemma) => {
    expect(ok(s.search(q)).data.verbs.some((v) => v.lemma === lemma)).toBe(true);
  });

  it('verb shape and url follow the API conventions', () => {
    const v = ok(s.search('كتب', { locale: 'ar' })).data.verbs[0]!;
    expect(Object.keys(v)).toEqual(expect.arrayContaining(['id', 'lemma', 'root', 'pattern', 'past_vowel', 'present_vowel', 'type', 'meaning_en', 'url']));
    expect(v.url).toBe(`/ar/conjugations/sound/${v.id}`);
    expect(v.present).toBe('يَكْتُبُ');
    expect(v.masdar).toBe('كَتْبٌ');
  });

  it('pages through results', () => {
    const a = ok(s.search('كتب', { per_page: 2, page: 1 }));
    const b = ok(s.search('كتب', { per_page: 2, page: 2 }));
    expect(a.data.verbs).toHaveLength(2);
    expect(b.data.verbs[0]!.id).not.toBe(a.data.verbs[0]!.id);
    expect(a.meta.total).toBe(b.meta.total);
  });

  it.each([
    ['', 'query_empty'],
    ['   ', 'query_empty'],
    ['ك'.repeat(10_000), 'query_too_long'],
    ['كتب write', 'mixed_script'],
    ['😀', 'unsupported_characters'],
    ['<script>alert(1)</script>', 'unsupported_characters'],
    ["'; DROP TABLE verbs; --", 'unsupported_characters'],
    [null, 'query_empty'],
  ])('bad input %# → %s, never a throw', (q, code) => {
    const r = s.search(q);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe(code);
  });

  it('unknown words give no results, not an error', () => {
    const r = ok(s.search('qqqqzzz'));
    expect(r.data.verbs).toEqual([]);
  });
});

describe('advanced search: facets', () => {
  it('offers 22 patterns, at least 38 verb types with counts, both root sizes', () => {
    const r = s.facets({});
    if (!r.ok) throw new Error();
    expect(Object.keys(r.meta.facets.pattern).sort()).toHaveLength(22);
    expect(Object.keys(r.meta.facets.type).length).toBeGreaterThanOrEqual(38);
    expect(r.meta.facets.radicals['3']! + r.meta.facets.radicals['4']!).toBe(r.meta.total);
  });

  it('filters combine and the counts follow', () => {
    const all = s.facets({});
    const weak = s.facets({ weak: true });
    const weakI1 = s.facets({ weak: true, pattern: 'I1', transitivity: 'transitive' });
    if (!all.ok || !weak.ok || !weakI1.ok) throw new Error();
    expect(weak.meta.total).toBe(all.meta.facets.weak['true']);
    // a facet's own counts ignore its own filter: the weak facet still shows both values
    expect(weak.meta.facets.weak['false']).toBe(all.meta.facets.weak['false']);
    expect(weakI1.meta.total).toBeLessThan(weak.meta.total);
    expect(weakI1.data.verbs.every((v) => v.pattern === 'I' && v.bab === 1 && v.transitive === true)).toBe(true);
    const weakI1any = s.facets({ weak: true, pattern: 'I1' });
    if (!weakI1any.ok) throw new Error();
    expect(weakI1any.meta.total).toBe(weak.meta.facets.pattern['I1']);
    expect(weakI1.meta.total).toBe(weakI1any.meta.facets.transitivity['transitive']);
    const byLetter = s.facets({ first_letter: 'ك', radicals: 3, augmented: false });
    if (!byLetter.ok) throw new Error();
    expect(byLetter.data.verbs.every((v) => v.root.startsWith('ك') && v.pattern === 'I')).toBe(true);
  });

  it('paginates and rejects bad filters with a code', () => {
    const p2 = s.facets({ pattern: 'X', per_page: 10, page: 2 });
    if (!p2.ok) throw new Error();
    expect(p2.data.verbs).toHaveLength(10);
    expect(p2.meta.page).toBe(2);
    expect(s.facets({ pattern: 'XIV' })).toEqual({ ok: false, error: { code: 'invalid_filter', detail: 'pattern' } });
    expect(s.facets({ bab: 9 })).toMatchObject({ ok: false });
  });
});

describe('autocomplete and keyword groups', () => {
  it('completes Arabic prefixes and English words', () => {
    expect(s.autocomplete('كت').map((x) => x.verb.lemma)).toContain('كَتَبَ');
    expect(s.autocomplete('wri').some((x) => x.verb.lemma === 'كَتَبَ')).toBe(true);
    expect(s.autocomplete('')).toEqual([]);
    expect(s.autocomplete('<img src=x>')).toEqual([]);
  });

  it('computes groups: most frequent, each pattern, each type, roots with several verbs', () => {
    const groups = s.keywordGroups();
    expect(groups.filter((g) => g.kind === 'pattern')).toHaveLength(22);
    expect(groups.filter((g) => g.kind === 'type').length).toBeGreaterThanOrEqual(38);
    const frequent = s.keywordGroup('most-frequent')!;
    expect(frequent.verbs.map((v) => v.lemma)).toContain('قَالَ');
    expect(new Set(frequent.verbs.map((v) => v.lemma)).size).toBe(frequent.verbs.length);
    const root = s.keywordGroup('root-ktb')!;
    expect(root.group.title.ar).toBe('أفعال الجذر ك ت ب');
    expect(root.verbs.every((v) => v.root === 'كتب')).toBe(true);
    expect(s.keywordGroup('pattern-X')!.verbs.every((v) => v.pattern === 'X')).toBe(true);
    expect(s.keywordGroup('nope')).toBeNull();
  });
});

describe('query parsing', () => {
  it('reads scripts and transliteration', () => {
    expect(parseQuery(' كتب ')).toEqual({ ok: true, script: 'arabic', text: 'كتب' });
    expect(latinSkeleton('kataba').skeleton).toBe('كتب');
    expect(latinSkeleton('3amila').skeleton).toBe('عمل');
    expect(latinSkeleton('shariba').skeleton).toBe('شرب');
  });
});

describe('describing a form', () => {
  it('says what يَكْتُبُونَ is, in both languages', () => {
    const a = analyzer.analyze('يَكْتُبُونَ', { mode: 'exact' }).find((x) => x.verb_id === 'ktb-I1' && x.voice === 'active')!;
    expect(describeAnalysis(a, 'en')).toBe('يَكْتُبُونَ: present indicative, they (m. pl.), active, of كَتَبَ');
    expect(describeAnalysis(a, 'ar')).toBe('يَكْتُبُونَ: مضارع مرفوع، هم، مبني للمعلوم، من كَتَبَ');
  });

  it('names nouns and clitics', () => {
    const a = analyzer.analyze('فَبِالْكِتَابِ', { mode: 'exact' }).find((x) => x.verb_id === 'ktb-I1')!;
    expect(describeAnalysis(a, 'en')).toBe('فَبِالْكِتَابِ: verbal noun (masdar), masculine, singular, definite, genitive, with فَ + بِ, of كَتَبَ');
    const b = analyzer.analyze('كَتَبُوهُ', { mode: 'exact' }).find((x) => x.verb_id === 'ktb-I1')!;
    expect(describeAnalysis(b, 'ar')).toBe('كَتَبُوهُ: ماضٍ، هم، مبني للمعلوم، متصل به الضمير هُ، من كَتَبَ');
  });
});
