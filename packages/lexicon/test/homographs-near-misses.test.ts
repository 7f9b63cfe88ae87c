/**
 * Issue 18's search rules: one result per verb with homographs told apart by their present and
 * ranked by the frequency of the reading; analyses grouped into readings; "did you mean".
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAnalyzer } from '../src/analyze/load.ts';
import type { Analyzer } from '../src/analyze/analyzer.ts';
import { SearchService, type SearchAnswer } from '../src/search/service.ts';
import { describeAnalysis } from '../src/search/describe.ts';
import { readingFrequencies, readingWeight, CURATED } from '../src/search/reading-frequency.ts';
import { oneEdit } from '../src/search/did-you-mean.ts';
import { groupReadings } from '../src/search/readings.ts';
import { tablesKey } from '../src/build/same-verb.ts';
import { OWN_SENSES } from '../src/build/senses-data.ts';
import { verbInput } from '../src/verb-input.ts';
import { conjugate } from '@tasreef/morphology';

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
const entry = (id: string) => analyzer.entries[analyzer.indexOf(id)]!;

describe('reading frequency: a spelling’s count shared among its homographs', () => {
  it('the homographs of قَالَ share one count, the curated reading takes nearly all of it', () => {
    const say = analyzer.readingFreq[analyzer.indexOf('qwl-I1')]!;
    const nap = analyzer.readingFreq[analyzer.indexOf('qyl-I2')]!;
    expect(entry('qwl-I1').freq).toBe(entry('qyl-I2').freq);
    expect(say + nap).toBeCloseTo(entry('qwl-I1').freq!, 3);
    expect(say).toBeGreaterThan(nap * 50);
  });

  it('a spelling no other verb shares keeps its count', () => {
    const i = analyzer.indexOf('ktb-I1');
    expect(analyzer.readingFreq[i]).toBe(analyzer.entries[i]!.freq);
  });

  it('weights: curated (ElixirFM) readings with their senses, classical-only ones 1 (+1 from Sarf)', () => {
    const src = (entry: string[], glosses: string[] = []) => ({ entry, glosses, masdars: {}, transitive: {}, freq: [], source_ids: [] }) as never;
    expect(readingWeight({ glosses: ['be', 'exist'], sources: src(['elixir', 'sarf'], ['elixir']) })).toBe(CURATED + 2 + 1);
    expect(readingWeight({ glosses: [], sources: src(['arramooz']) })).toBe(1);
    const f = readingFrequencies([
      { lemma: 'x', freq: 1050, glosses: ['a', 'b', 'c'], sources: src(['elixir']) },
      { lemma: 'x', freq: 1050, glosses: [], sources: src(['arramooz', 'sarf']) },
      { lemma: 'y', freq: 1050, glosses: [], sources: src(['arramooz']) },
      { lemma: 'z', freq: null, glosses: [], sources: src(['arramooz']) },
    ]);
    // 103 : 2 of 1050; y shares its count with nobody
    expect(f).toEqual([1030, 20, 1050, null]);
  });

  it('a verb spelt as a noun gets its share of the count, not the noun’s as well (كَرَا يَكْرُو beside كَرًى "sleep", review s20)', () => {
    const src = (entry: string[]) => ({ entry, glosses: [], masdars: {}, transitive: {}, freq: [], source_ids: [] }) as never;
    // a curated verb of one sense (101) and a noun of one sense (101) spelt كرا / كرى: half each
    expect(readingFrequencies([{ lemma: 'كَرَا', freq: 2000, glosses: ['excavate'], sources: src(['elixir']) }], [{ lemma: 'كَرَى', glosses: ['sleep'] }])).toEqual([1000]);
    // a noun spelt otherwise takes nothing
    expect(readingFrequencies([{ lemma: 'كَرَا', freq: 2000, glosses: ['excavate'], sources: src(['elixir']) }], [{ lemma: 'كُرَة', glosses: ['ball'] }])).toEqual([2000]);
    // the real lexicon: كَرَا يَكْرُو shares كرا with the noun
    expect(analyzer.readingFreq[analyzer.indexOf('krw-I1')]!).toBeLessThan(entry('krw-I1').freq! * 0.6);
  });
});

describe('homographs told apart', () => {
  it.each([
    ['قال', 'qwl-I1', 'qyl-I2'],
    ['كان', 'kwn-I1', 'kyn-I2'],
    ['كاد', 'kwd-I4', 'kwd-I1'],
  ])('%s: the common reading first, each verb once', (q, first, later) => {
    const r = ok(s.search(q));
    const ids = r.data.verbs.map((v) => v.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(later));
  });

  it('suggestions are labelled with the present: no two identical labels', () => {
    for (const q of ['قال', 'كان', 'كاد', 'زال']) {
      const labels = s.autocomplete(q).map((x) => x.label);
      expect(new Set(labels).size, q).toBe(labels.length);
    }
    const labels = s.autocomplete('قال').map((x) => x.label);
    expect(labels.indexOf('قَالَ يَقُولُ')).toBeLessThan(labels.indexOf('قَالَ يَقِيلُ'));
    expect(labels.indexOf('قَالَ يَقُولُ')).toBe(0);
  });

  it('the most frequent verbs: each spelling once, as its common reading', () => {
    const g = s.keywordGroup('most-frequent', { per_page: 100 })!;
    expect(g.verbs.filter((v) => v.lemma === 'كَانَ').map((v) => v.id)).toEqual(['kwn-I1']);
    expect(g.verbs.filter((v) => v.lemma === 'قَالَ').map((v) => v.id)).toEqual(['qwl-I1']);
  });
});

describe('one verb the sources file twice is one entry (build/same-verb.ts)', () => {
  it.each([
    ['خاف', 'xwf-I4', 'xwf-I3'],
    ['نام', 'nwm-I4', 'nwm-I3'],
    ['مس', 'mss-I4', 'mss-I3'],
  ])('%s: one verb, on bab 4, found by the other id too', (q, id, alias) => {
    const r = ok(s.search(q));
    const lemma = entry(id).lemma;
    expect(r.data.verbs.filter((v) => v.lemma === lemma && v.root === entry(id).root).map((v) => v.id)).toEqual([id]);
    expect(analyzer.entries.some((e) => e.id === alias)).toBe(false);
    expect(s.entry(alias)?.id).toBe(id);
    expect(entry(id).aliases).toContain(alias);
  });

  it('the bab-4 entry keeps the senses the other source gave (مَسَّ يَمَسُّ "touch")', () => {
    expect(entry('mss-I4').glosses).toContain('touch');
    expect(entry('cll-I4').glosses.length).toBeGreaterThan(0);
  });

  it('أتاح, listed under توح and تيح with the same tables: one verb, found by either root and either id', () => {
    const r = ok(s.search('أتاح'));
    expect(r.data.verbs.filter((v) => v.lemma === 'أَتَاحَ').map((v) => v.id)).toEqual(['tyH-IV']);
    expect(s.entry('twH-IV')?.id).toBe('tyH-IV');
    expect(entry('tyH-IV').alt_roots).toContain('توح');
    expect(entry('tyH-IV').glosses).toContain('grant');
    expect(ok(s.search('توح')).data.verbs.map((v) => v.id)).toContain('tyH-IV');
  });

  it('no two verbs of one pattern conjugate alike, slot for slot', () => {
    const bySurface = new Map<string, typeof analyzer.entries>();
    for (const e of analyzer.entries) {
      const key = `${e.pattern}|${e.lemma}|${e.present}`;
      bySurface.set(key, [...(bySurface.get(key) ?? []), e]);
    }
    const alike: string[] = [];
    for (const group of bySurface.values()) {
      if (group.length < 2) continue;
      const seen = new Map<string, string>();
      for (const e of group) {
        const { slots } = conjugate(verbInput(e));
        const key = tablesKey(slots);
        if (seen.has(key)) alike.push(`${seen.get(key)} ${e.id}`);
        else seen.set(key, e.id);
      }
    }
    expect(alike).toEqual([]);
  });

  it('verbs cited alike but conjugated otherwise are told apart: the past’s first person, or the root', () => {
    expect(s.presentCited('dmm-I1')).toBe('يَدُمُّ (دَمَمْتُ)');
    expect(s.presentCited('dmm-I5')).toBe('يَدُمُّ (دَمُمْتُ)');
    expect(s.presentCited('jrw-IV')).toBe('يُجْرِي (ج ر و)');
    expect(s.presentCited('jry-IV')).toBe('يُجْرِي (ج ر ي)');
    expect(s.presentCited('ktb-I1')).toBe('يَكْتُبُ');
    for (const q of ['دم', 'أجرى', 'قر']) {
      const r = ok(s.search(q));
      const lines = r.data.readings.map((g) => {
        const a = r.data.analyses[g.analyses[0]!]!;
        return describeAnalysis(a, 'en', { forms: g.forms, cases: g.cases, present: a.in_lexicon ? s.presentCited(a.verb_id) : null });
      });
      expect(new Set(lines).size, q).toBe(lines.length);
      const labels = s.autocomplete(q).map((x) => x.label);
      expect(new Set(labels).size, q).toBe(labels.length);
    }
  });

  it('خاف: one line for its past, not two', () => {
    const r = ok(s.search('خاف'));
    const lines = r.data.readings.map((g) =>
      describeAnalysis(r.data.analyses[g.analyses[0]!]!, 'en', { forms: g.forms, cases: g.cases, present: s.summaryOf(r.data.analyses[g.analyses[0]!]!.verb_id, 'en')?.present }),
    );
    expect(lines.filter((l) => l === 'خَافَ: past, he, active, of خَافَ يَخَافُ')).toHaveLength(1);
  });
});

describe('senses Tasreef states for verbs no source glosses (build/senses-data.ts)', () => {
  it('each names a verb that has exactly those senses, from Tasreef alone', () => {
    for (const [key, senses] of Object.entries(OWN_SENSES)) {
      const [root, pattern, bab] = key.split('|');
      const found = analyzer.entries.filter((e) => e.root === root && e.pattern === pattern && String(e.bab) === bab);
      expect(found, key).toHaveLength(1);
      expect(found[0]!.glosses, key).toEqual(senses);
      expect(found[0]!.sources.glosses, key).toEqual(['tasreef']);
    }
  });

  it('قَالَ يَقِيلُ reads "take a midday nap" and is found by it, after قَالَ يَقُولُ "say"', () => {
    expect(s.summaryOf('qyl-I2', 'en')?.meaning_en).toContain('take a midday nap');
    expect(ok(s.search('siesta')).data.verbs.map((v) => v.id)).toContain('qyl-I2');
    const ids = ok(s.search('قال')).data.verbs.map((v) => v.id);
    expect(ids.indexOf('qwl-I1')).toBeLessThan(ids.indexOf('qyl-I2'));
    // Tasreef's senses do not make a reading curated: the common one keeps its share of the count
    expect(readingWeight(entry('qyl-I2'))).toBeLessThan(CURATED);
  });
});

describe('analyses grouped into readings', () => {
  it('قال: the two homographs stay apart, a participle’s nominative and genitive are one line', () => {
    const r = ok(s.search('قال'));
    const lines = r.data.readings.map((g) =>
      describeAnalysis(r.data.analyses[g.analyses[0]!]!, 'en', { forms: g.forms, cases: g.cases, present: s.summaryOf(r.data.analyses[g.analyses[0]!]!.verb_id, 'en')?.present }),
    );
    expect(new Set(lines).size).toBe(lines.length);
    expect(lines).toContain('قَالَ: past, he, active, of قَالَ يَقُولُ');
    expect(lines).toContain('قَالَ: past, he, active, of قَالَ يَقِيلُ');
    expect(lines).toContain('قَالٌّ, قَالٍّ: active participle, masculine, singular, indefinite, nominative or genitive, of قَلَّ يَقِلُّ');
    expect(r.data.readings.length).toBeLessThan(r.data.analyses.length);
    // every analysis is in exactly one reading
    expect(r.data.readings.flatMap((g) => g.analyses).sort((a, b) => a - b)).toEqual(r.data.analyses.map((_, i) => i));
  });

  it('يكتبون: each reading carries its vocalized form (active and passive apart)', () => {
    const r = ok(s.search('يكتبون'));
    const first = r.data.readings.slice(0, 2).map((g) => g.forms[0]);
    expect(first).toEqual(['يَكْتُبُونَ', 'يُكْتَبُونَ']);
  });

  it('slots that spell alike are two readings; analyses that differ only by case are one', () => {
    const base = {
      word: 'x',
      kind: 'verb' as const,
      verb_id: 'v',
      root: 'r',
      alt_roots: [],
      pattern: 'I',
      bab: 1,
      lemma: 'l',
      verb: 'l',
      proclitics: [],
      enclitic: null,
      enclitics: [],
      in_lexicon: true,
    };
    const g = groupReadings([
      { ...base, slot: 'present_indicative.active.2ms', form: 'تَكْتُبُ' },
      { ...base, slot: 'present_indicative.active.3fs', form: 'تَكْتُبُ' },
      { ...base, kind: 'noun', noun: 'active_participle', variant: 0, gender: 'masculine', number: 'singular', definiteness: 'indefinite', case: 'nom', form: 'كَاتِبٌ' },
      { ...base, kind: 'noun', noun: 'active_participle', variant: 0, gender: 'masculine', number: 'singular', definiteness: 'indefinite', case: 'gen', form: 'كَاتِبٍ' },
    ]);
    expect(g.map((x) => x.analyses)).toEqual([[0], [1], [2, 3]]);
    expect(g[2]).toMatchObject({ forms: ['كَاتِبٌ', 'كَاتِبٍ'], cases: ['nom', 'gen'] });
  });
});

describe('did you mean', () => {
  it.each([
    ['كتبو', 'كَتَبُوا'], // a letter missing
    ['يدرسو', 'يَدْرُسُوا'],
    ['مكتبت', 'مَكْتَبَةٌ'], // ت for ة
    ['اسقتبل', 'اِسْتَقْبَلَ'], // two letters swapped
  ])('%s → %s', (q, want) => {
    expect(ok(s.search(q)).meta.suggestions[0]).toBe(want);
  });

  it.each([
    ['wrte', 'write'],
    ['to wrte', 'write'],
    ['recieve', 'receive'],
  ])('English %s → %s', (q, want) => {
    expect(ok(s.search(q)).meta.suggestions).toEqual([want]);
  });

  it.each(['كتبوا', 'كتب', 'وكتب', 'write', 'سأله'])('%s reads well: no suggestion', (q) => {
    expect(ok(s.search(q)).meta.suggestions).toEqual([]);
  });

  it('one edit: insertions, swaps, deletions and substitutions, the typed letters kept first', () => {
    const e = oneEdit('ab', ['a', 'b', 'c']);
    expect(e.get('abc')).toBe(0);
    expect(e.get('ba')).toBe(1);
    expect(e.get('a')).toBe(2);
    expect(e.get('cb')).toBe(3);
    expect(e.has('ab')).toBe(false);
  });
});
