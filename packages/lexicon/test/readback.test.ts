import { beforeAll, describe, expect, it } from 'vitest';
import { loadAnalyzer } from '../src/analyze/load.ts';
import type { Analysis, Analyzer } from '../src/analyze/analyzer.ts';
import { engineCases, evaluate } from '../src/analyze/evaluate.ts';
import { WITNESSES } from '../src/analyze/witness.ts';
import { readAdditions } from '../src/build/additions.ts';

let analyzer: Analyzer;
beforeAll(() => {
  analyzer = loadAnalyzer().analyzer;
}, 180_000);

const read = (word: string): Analysis[] => analyzer.analyze(word);
const has = (word: string, root: string, pattern: string, slot?: string): boolean =>
  read(word).some((a) => a.root === root && a.pattern === pattern && (slot === undefined || a.slot === slot));

describe('spellings the engine writes another way (spelling-variants.ts)', () => {
  it('reads a hamza after a wasl alif written as the long vowel it makes at the start', () => {
    expect(has('اِيتَلِفْ', 'ءلف', 'VIII', 'imperative.active.2ms')).toBe(true);
    expect(has('ايتمن', 'ءمن', 'VIII', 'imperative.active.2ms')).toBe(true);
    expect(has('اوتمن', 'ءمن', 'VIII', 'past.passive.3ms')).toBe(true);
    expect(has('ايبين', 'ءبي', 'I')).toBe(true);
    // after a proclitic the hamza is heard and written (فَأْتَلِفُوا): no reading of فايتلفوا
    expect(has('فايتلفوا', 'ءلف', 'VIII')).toBe(false);
    // and only a root with a first hamza reads so: ايتلف is no form of تلف with a hamza
    expect(
      read('ايتلف')
        .filter((a) => a.root === 'ءلف')
        .every((a) => a.slot!.startsWith('imperative') || a.slot!.startsWith('past.passive')),
    ).toBe(true);
  });

  it('reads the light energetic written with a tanwīn alif (Q 96:15, 12:32)', () => {
    expect(has('لَنَسْفَعًا', 'سفع', 'I', 'present_energetic_light.active.1p')).toBe(true);
    expect(has('وليكونا', 'كون', 'I', 'present_energetic_light.active.3ms')).toBe(true);
    // a final alif is no energetic when the word holds a pronoun
    expect(read('يضربها').some((a) => a.slot?.includes('energetic'))).toBe(false);
  });

  it('reads forms V and VI with the ت assimilated and a wasl alif (Q 7:38, 9:38, 2:72, 27:47, 10:24)', () => {
    expect(has('ادَّارَكُوا', 'درك', 'VI', 'past.active.3mp')).toBe(true);
    expect(has('اثاقلتم', 'ثقل', 'VI', 'past.active.2mp')).toBe(true);
    expect(read('فادارأتم').some((a) => a.root === 'درء' && a.pattern === 'VI' && a.proclitics[0] === 'فَ')).toBe(true);
    expect(has('اطيرنا', 'طير', 'V', 'past.active.1p')).toBe(true);
    expect(has('وازينت', 'زين', 'V', 'past.active.3fs')).toBe(true);
    // ك takes in no ت: اكتب is no form V or VI of كتب
    expect(read('اكتب').some((a) => a.pattern === 'V' || a.pattern === 'VI')).toBe(false);
  });

  it('reads forms V and VI in the present with one of their two ت’s dropped (Q 6:152, 2:85, 49:13)', () => {
    expect(has('تَذَكَّرُونَ', 'ذكر', 'V', 'present_indicative.active.2mp')).toBe(true);
    expect(has('تظاهرون', 'ظهر', 'VI', 'present_indicative.active.2mp')).toBe(true);
    expect(has('لتعارفوا', 'عرف', 'VI', 'present_subjunctive.active.2mp')).toBe(true);
    // the active present only: no passive (تُتَذَكَّرُ has no two like syllables) and no past
    expect(read('تذكرون').some((a) => a.root === 'ذكر' && a.pattern === 'V' && a.voice === 'passive')).toBe(false);
    expect(read('تذكرتم').some((a) => a.root === 'ذكر' && a.pattern === 'V' && !a.slot!.startsWith('past'))).toBe(false);
  });
});

describe('the etymological root first (etymological-roots.ts)', () => {
  it('gives سَمَّى under سمو and اِعْتَادَ under عود, with the sources’ root beside', () => {
    const sammā = read('سَمَّى').filter((a) => a.pattern === 'II' && a.slot === 'past.active.3ms');
    expect(sammā.map((a) => [a.root, a.alt_roots])).toEqual([['سمو', ['سمي']]]);
    const itada = read('اعتاد').filter((a) => a.pattern === 'VIII');
    expect(itada.length).toBeGreaterThan(0);
    expect(itada.every((a) => a.root === 'عود' && a.alt_roots.includes('عيد'))).toBe(true);
    // a verb not in the table keeps its root
    expect(read('كَتَبَ').find((a) => a.pattern === 'I')!.root).toBe('كتب');
  });
});

describe('read-back rates (evaluate.ts; npm run analyzer:eval prints them)', () => {
  it('reads ≥ 99 % of a seeded sample of engine forms, with the lexicon and as unseen verbs', () => {
    const cases = engineCases(analyzer.entries, 400, 29);
    expect(cases.length).toBe(400);
    const lexicon = evaluate(analyzer, cases, 'lexicon');
    const unseen = evaluate(analyzer, cases, 'unseen');
    expect(lexicon.rate, lexicon.misses.map((c) => `${c.word} ${c.source}`).join('\n')).toBeGreaterThanOrEqual(0.99);
    expect(unseen.rate, unseen.misses.map((c) => `${c.word} ${c.source}`).join('\n')).toBeGreaterThanOrEqual(0.99);
  }, 120_000);

  it('reads every witness form from the grammars and the Qur’an', () => {
    expect(WITNESSES.length).toBeGreaterThanOrEqual(60);
    const r = evaluate(analyzer, WITNESSES, 'lexicon');
    expect(r.misses.map((c) => c.word)).toEqual([]);
  }, 60_000);

  it('reads عَيِيَ from Tasreef’s own additions (data/additions.tsv): the sources spell it عَيَّ, which the engine does not write', () => {
    // Q 50:15 أَفَعَيِينَا: the question hamza, فَ, and the past 1p of عَيِيَ يَعْيَا
    const q = read('أفعيينا').find((a) => a.root === 'عيي' && a.pattern === 'I');
    expect(q).toMatchObject({ slot: 'past.active.1p', verb: 'عَيِيَ', proclitics: ['أَ', 'فَ'] });
    // Q 46:33 وَلَمْ يَعْيَ: the jussive
    expect(has('يعي', 'عيي', 'I', 'present_jussive.active.3ms')).toBe(true);
    const entry = analyzer.entries.find((e) => e.id === 'Eyy-I4')!;
    expect(entry.sources.entry).toContain('tasreef');
    expect(entry.transitive).toBe(false);
  });

  it('keeps every row of the additions file in the lexicon, with the lemma the row gives', () => {
    const additions = readAdditions();
    expect(additions.length).toBeGreaterThan(0);
    for (const a of additions) {
      const entry = analyzer.entries.find((e) => e.root === a.root && e.pattern === a.pattern && e.bab === a.bab);
      expect(entry, `${a.root} ${a.pattern} ${a.bab ?? ''}`).toBeDefined();
      expect(entry!.lemma).toBe(a.verb);
      expect(entry!.sources.source_ids).toContain(`tasreef:${a.root}:${a.pattern}${a.bab ?? ''}`);
    }
  });
});
