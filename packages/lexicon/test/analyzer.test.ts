import { beforeAll, describe, expect, it } from 'vitest';
import { loadAnalyzer } from '../src/analyze/load.ts';
import type { Analysis, Analyzer } from '../src/analyze/analyzer.ts';
import { decodeCode, generateForms } from '../src/analyze/forms.ts';
import { combosOf, composeAr } from '../src/analyze/clitics.ts';
import { ComboCounter } from '../src/analyze/stats.ts';
import { seeded } from '../src/analyze/roundtrip.ts';

let analyzer: Analyzer;
beforeAll(() => {
  analyzer = loadAnalyzer().analyzer;
}, 180_000);

const has = (as: Analysis[], lemma: string, what: string, proclitics: string[] = [], enclitic: string | null = null): boolean =>
  as.some((a) => a.lemma === lemma && (a.slot === what || a.noun === what) && a.proclitics.join('+') === proclitics.join('+') && a.enclitic === enclitic);

describe('analyze: clitics', () => {
  it.each([
    ['وَسَيَكْتُبُونَهَا', 'كَتَبَ', 'present_indicative.active.3mp', ['وَ', 'سَ'], 'هَا'],
    ['وسيكتبونها', 'كَتَبَ', 'present_indicative.active.3mp', ['وَ', 'سَ'], 'هَا'],
    ['فَبِالْكِتَابِ', 'كَتَبَ', 'masdar', ['فَ', 'بِ', 'ال'], null],
    ['كَتَبُوهُ', 'كَتَبَ', 'past.active.3mp', [], 'هُ'],
    ['رَمَاهُ', 'رَمَى', 'past.active.3ms', [], 'هُ'],
    ['دَعَاهَا', 'دَعَا', 'past.active.3ms', [], 'هَا'],
    ['كَتَبْتُمُوهُ', 'كَتَبَ', 'past.active.2mp', [], 'هُ'],
    ['يَقْرَؤُهُ', 'قَرَأَ', 'present_indicative.active.3ms', [], 'هُ'],
    ['لِلْكَاتِبِ', 'كَتَبَ', 'active_participle', ['لِ', 'ال'], null],
    ['لِلَّاعِبِ', 'لَعِبَ', 'active_participle', ['لِ', 'ال'], null],
    ['وللاعبين', 'لَعِبَ', 'active_participle', ['وَ', 'لِ', 'ال'], null],
    ['وَلْيَكْتُبْ', 'كَتَبَ', 'present_jussive.active.3ms', ['وَ', 'لْ'], null],
    ['كَاتِبُوهُ', 'كَتَبَ', 'active_participle', [], 'هُ'],
    ['كِتَابَتُهُ', 'كَتَبَ', 'masdar', [], 'هُ'],
    ['اكتبيه', 'كَتَبَ', 'imperative.active.2fs', [], 'هُ'],
  ])('%s → %s %s', (word, lemma, what, proclitics, enclitic) => {
    expect(has(analyzer.analyze(word), lemma, what, proclitics, enclitic)).toBe(true);
  });

  it('refuses clitics where grammar does: سَ only before the present indicative, بِ only before nouns', () => {
    // سَكَتَبَ is not a word: سَ + past
    expect(analyzer.analyze('سَكَتَبَ').some((a) => a.proclitics.includes('سَ') && a.lemma === 'كَتَبَ')).toBe(false);
    // بِيَكْتُبُ: بِ + verb
    expect(analyzer.analyze('بيكتب').some((a) => a.proclitics.includes('بِ'))).toBe(false);
    // an intransitive verb takes no object pronoun: جَلَسَهُ
    expect(analyzer.analyze('جلسه').some((a) => a.verb_id === 'jls-I2' && a.kind === 'verb' && a.enclitic !== null)).toBe(false);
    expect(analyzer.analyze('كتبه').some((a) => a.verb_id === 'ktb-I1' && a.slot === 'past.active.3ms' && a.enclitic === 'هُ')).toBe(true);
    // كَتَبْتُكَ: a second person subject with a second person object
    expect(analyzer.analyze('كَتَبْتَكَ', { mode: 'exact' }).some((a) => a.slot === 'past.active.2ms' && a.enclitic === 'كَ')).toBe(false);
  });
});

describe('analyze: weak and doubled roots', () => {
  it.each([
    ['أبى', 'ءبي'],
    ['رضي', 'رضي'],
    ['بدأ', 'بدء'],
    ['مدّ', 'مدد'],
    ['وعد', 'وعد'],
    ['قال', 'قول'],
  ])('%s is found under its root %s', (word, root) => {
    expect(analyzer.analyze(word).some((a) => a.root === root && a.slot === 'past.active.3ms')).toBe(true);
  });
});

describe('analyze: order and keyboards', () => {
  it('puts the likeliest analysis first: no clitics, a verb, the more frequent verb', () => {
    expect(analyzer.analyze('كتب')[0]).toMatchObject({ verb_id: 'ktb-I1', slot: 'past.active.3ms', proclitics: [], enclitic: null });
    expect(analyzer.analyze('قال')[0]).toMatchObject({ lemma: 'قَالَ', slot: 'past.active.3ms' });
  });

  it('reads ک and ی from Persian keyboards as ك and ي', () => {
    expect(analyzer.analyze('یکتب').some((a) => a.verb_id === 'ktb-I1' && a.slot === 'present_indicative.active.3ms')).toBe(true);
  });
});

describe('analyze: one-letter imperatives', () => {
  it.each([
    ['قِ', 'وَقَى'],
    ['فَقِ', 'وَقَى'],
    ['رَ', 'رَأَى'],
  ])('%s is an imperative of %s', (word, lemma) => {
    expect(analyzer.analyze(word, { mode: 'exact' }).some((a) => a.lemma === lemma && a.slot === 'imperative.active.2ms')).toBe(true);
  });
});

describe('analyze: loose and exact matching', () => {
  it('loose unifies hamza seats, ى/ي and ة/ه', () => {
    expect(has(analyzer.analyze('مسئول'), 'سَأَلَ', 'passive_participle')).toBe(true);
    expect(has(analyzer.analyze('رمي'), 'رَمَى', 'past.active.3ms')).toBe(true);
    expect(has(analyzer.analyze('كتابه'), 'كَتَبَ', 'masdar')).toBe(true);
  });

  it('exact mode keeps only forms consistent with the marks typed', () => {
    const active = analyzer.analyze('كَتَبَ', { mode: 'exact' });
    expect(active.some((a) => a.slot === 'past.active.3ms')).toBe(true);
    expect(active.some((a) => a.slot === 'past.passive.3ms')).toBe(false);
    const passive = analyzer.analyze('كُتِبَ', { mode: 'exact' });
    expect(passive.some((a) => a.slot === 'past.passive.3ms' && a.lemma === 'كَتَبَ')).toBe(true);
    expect(passive.some((a) => a.slot === 'past.active.3ms')).toBe(false);
    // partly vocalized: only the damma typed
    const partial = analyzer.analyze('كُتب', { mode: 'exact' });
    expect(partial.some((a) => a.slot === 'past.passive.3ms')).toBe(true);
    expect(partial.every((a) => a.form !== undefined && a.form.startsWith('كُ'))).toBe(true);
    // exact letters: أ typed is not ا
    expect(analyzer.analyze('اكل', { mode: 'exact' }).some((a) => a.lemma === 'أَكَلَ' && a.slot === 'past.active.3ms')).toBe(false);
    expect(analyzer.analyze('اكل').some((a) => a.lemma === 'أَكَلَ' && a.slot === 'past.active.3ms')).toBe(true);
  });
});

describe('analyze: bad input never throws', () => {
  it.each([
    ['empty', ''],
    ['spaces', '   '],
    ['long', 'ك'.repeat(10_000)],
    ['mixed script', 'كتبabc'],
    ['emoji', 'كتب😀'],
    ['html', '<script>alert(1)</script>'],
    ['sql', "' OR 1=1; DROP TABLE verbs; --"],
    ['two words', 'كتب درس'],
    ['not a string', 42 as unknown as string],
    ['null', null as unknown as string],
  ])('%s → no analyses', (_name, input) => {
    expect(analyzer.analyze(input)).toEqual([]);
    expect(analyzer.analyze(input, { mode: 'exact' })).toEqual([]);
  });
});

describe('stats: the counted combinations are found', () => {
  it('a seeded sample of (form, clitics) combinations is analyzed back, loose and exact', () => {
    const rnd = seeded(42);
    const counter = new ComboCounter();
    const failures: string[] = [];
    let checked = 0;
    for (let v = 0; v < 150; v++) {
      const verb = Math.floor(rnd() * analyzer.entries.length);
      const entry = analyzer.entries[verb]!;
      const forms = generateForms(entry);
      for (let k = 0; k < 4; k++) {
        const f = forms[Math.floor(rnd() * forms.length)]!;
        const info = decodeCode(f.code);
        const combos = combosOf(info, entry.transitive);
        // what the stats count is exactly what is enumerated here (minus the bare form)
        expect(combos.length - 1).toBe(counter.count(f.code, entry.transitive).vocalized);
        for (let c = 0; c < 6; c++) {
          const combo = combos[Math.floor(rnd() * combos.length)]!;
          for (const word of composeAr(f.form, info, combo)) {
            checked++;
            for (const mode of ['loose', 'exact'] as const) {
              const found = analyzer
                .analyze(word, { mode })
                .some(
                  (a) =>
                    a.verb_id === entry.id &&
                    a.enclitic === (combo.enclitic?.ar ?? null) &&
                    (a.enclitics[1] ?? null) === (combo.enclitic2?.ar ?? null) &&
                    a.proclitics.includes('أَ') === (combo.question === true) &&
                    (info.kind === 'verb' ? a.slot === info.slot : a.noun === info.noun && a.case === info.case && a.number === info.number && a.gender === info.gender),
                );
              if (!found) failures.push(`${mode} ${entry.id} ${f.code} ${word}`);
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(3000);
    expect(failures.slice(0, 10)).toEqual([]);
  }, 120_000);
});
