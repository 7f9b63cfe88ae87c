/** The lexicon's own nouns (nouns.tsv): read, declined, indexed with the verbs, found by the analyzer and counted. */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAnalyzer } from '../src/analyze/load.ts';
import type { Analyzer, NounReading } from '../src/analyze/analyzer.ts';
import { generateNounForms, isDiptote, lexiconNounCode } from '../src/analyze/forms.ts';
import { seeded } from '../src/analyze/roundtrip.ts';
import type { Lexicon, LexiconNoun } from '../src/types.ts';

let analyzer: Analyzer;
let lexicon: Lexicon;
beforeAll(() => {
  const loaded = loadAnalyzer();
  analyzer = loaded.analyzer;
  lexicon = loaded.data.lexicon;
}, 180_000);

const noun = (lemma: string): LexiconNoun => lexicon.nouns.find((n) => n.lemma === lemma)!;
const readingOf = (rs: NounReading[], lemma: string, which: NounReading['which']) => rs.find((r) => r.lemma === lemma && r.which === which);

describe('the noun list', () => {
  it('holds every row of nouns.tsv, after the verbs in the index', () => {
    expect(lexicon.nouns.length).toBe(27_298);
    expect(analyzer.nouns.length).toBe(lexicon.nouns.length);
    expect(noun('كِتَاب')).toMatchObject({ root: 'كتب', pos: 'noun', plurals: ['كُتُب'] });
  });

  it('declines each word with the right ending: triptotes take tanween, diptotes (مَفَاعِل, فَعْلَاء, أَفْعَل) do not', () => {
    expect(isDiptote('MaFACiL', 'noun')).toBe(true);
    expect(isDiptote("FaCLA'", 'noun')).toBe(true);
    expect(isDiptote('HaFCaL', 'adj')).toBe(true);
    expect(isDiptote('FiCAL', 'noun')).toBe(false);
    expect(isDiptote('FuCuL', 'noun')).toBe(false);
    expect(isDiptote('MaFCaL |< aT', 'noun')).toBe(false);
    const forms = (lemma: string) => new Map(generateNounForms(noun(lemma)).map((f) => [f.code, f.form]));
    const kitab = forms('كِتَاب');
    expect(kitab.get(lexiconNounCode(0, 'masculine.singular.indefinite.nom'))).toBe('كِتَابٌ');
    expect(kitab.get(lexiconNounCode(1, 'feminine.plural.indefinite.acc'))).toBe('كُتُبًا');
    expect(kitab.get(lexiconNounCode(1, 'feminine.plural.definite.gen'))).toBe('الْكُتُبِ');
    const madrasa = forms('مَدْرَسَة');
    expect(madrasa.get(lexiconNounCode(1, 'feminine.plural.indefinite.gen'))).toBe('مَدَارِسَ');
    // a sound feminine plural: the accusative has the genitive's kasra
    const maktaba = forms('مَكْتَبَة');
    expect(maktaba.get(lexiconNounCode(2, 'feminine.plural.indefinite.acc'))).toBe('مَكْتَبَاتٍ');
  });
});

describe('the analyzer reads the nouns', () => {
  it.each([
    ['مَكْتَبَةٌ', 'مَكْتَبَة', 'lemma', 'singular', [], null],
    ['كُتُبٌ', 'كِتَاب', 'plural', 'plural', [], null],
    ['مَدَارِسُ', 'مَدْرَسَة', 'plural', 'plural', [], null],
    ['وَالْكُتُبُ', 'كِتَاب', 'plural', 'plural', ['وَ', 'ال'], null],
    ['بِمَدَارِسِهِمْ', 'مَدْرَسَة', 'plural', 'plural', ['بِ'], 'هُمْ'],
    ['مَكْتَبَتُهُ', 'مَكْتَبَة', 'lemma', 'singular', [], 'هُ'],
    ['حَمْرَاءُ', 'أَحْمَر', 'feminine', 'singular', [], null],
    ['أَسْئِلَةٌ', 'سُؤَال', 'plural', 'plural', [], null],
  ] as const)('%s → %s (%s, %s)', (word, lemma, which, number, proclitics, enclitic) => {
    for (const mode of ['loose', 'exact'] as const) {
      const r = readingOf(analyzer.analyzeAll(word, { mode }).nouns, lemma, which);
      expect(r, mode).toBeDefined();
      expect(r).toMatchObject({ number, proclitics: [...proclitics], enclitic });
    }
  });

  it('keeps the nouns apart from the verb analyses (analyze() is verbs and their derived nouns only)', () => {
    expect(analyzer.analyze('مَدَارِسُ').every((a) => a.verb_id !== '')).toBe(true);
    expect(analyzer.analyzeAll('مدارس').nouns.length).toBeGreaterThan(0);
  });

  it('lexicon:stats counts the nouns', () => {
    expect(lexicon.stats.by_kind.lexicon_nouns!.vocalized).toBeGreaterThan(100_000);
    expect(lexicon.stats.by_kind.lexicon_nouns_with_clitics!.vocalized).toBeGreaterThan(lexicon.stats.by_kind.lexicon_nouns!.vocalized);
  });

  it('round trip: a seeded sample of noun forms is read back as its noun, loose and exact', () => {
    const rnd = seeded(2026);
    const failures: string[] = [];
    let checked = 0;
    for (let k = 0; k < 800; k++) {
      const n = lexicon.nouns[Math.floor(rnd() * lexicon.nouns.length)]!;
      const forms = generateNounForms(n);
      if (forms.length === 0) continue;
      const f = forms[Math.floor(rnd() * forms.length)]!;
      checked++;
      for (const mode of ['loose', 'exact'] as const) {
        if (!analyzer.analyzeAll(f.form, { mode }).nouns.some((r) => r.noun_id === n.id && r.enclitic === null)) failures.push(`${mode} ${n.id} ${f.code} ${f.form}`);
      }
    }
    expect(checked).toBeGreaterThan(700);
    expect(failures.slice(0, 10)).toEqual([]);
  });
});
