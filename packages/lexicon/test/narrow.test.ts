/** The marks typed narrow the readings in the search's default (loose) mode; a bare word keeps them all. */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAnalyzer } from '../src/analyze/load.ts';
import { SearchService } from '../src/search/service.ts';
import { marksConsistent, marksFitSignature, marksSignature, SIG_NONE } from '../src/analyze/text.ts';
import { generateForms } from '../src/analyze/forms.ts';
import { seeded } from '../src/analyze/roundtrip.ts';
import type { Analyzer } from '../src/analyze/analyzer.ts';

let search: SearchService;
let analyzer: Analyzer;
beforeAll(() => {
  analyzer = loadAnalyzer().analyzer;
  search = new SearchService(analyzer);
}, 180_000);

const readings = (q: string) => {
  const r = search.search(q);
  if (!r.ok) throw new Error(r.error.code);
  return r.data.analyses;
};

describe('marks narrow, letters stay loose', () => {
  it('marksConsistent compares letters exactly, or under the loose key', () => {
    expect(marksConsistent('اَكَلَ', 'أَكَلَ')).toBe(false);
    expect(marksConsistent('اَكَلَ', 'أَكَلَ', 'loose')).toBe(true);
    expect(marksConsistent('اُكُلَ', 'أَكَلَ', 'loose')).toBe(false);
  });

  it.each([
    ['كُتِبَ', (a: { slot?: string }) => a.slot?.startsWith('past.passive.') === true],
    ['كَتَبَ', (a: { slot?: string; noun?: string }) => a.slot?.startsWith('past.active.') === true || a.noun !== undefined],
    ['يُكْتَبُ', (a: { slot?: string }) => a.slot?.includes('.passive.') === true],
    ['وَقُلْ', (a: { lemma: string }) => a.lemma === 'قَالَ'],
    ['مَكْتَب', (a: { noun?: string }) => a.noun !== undefined],
  ])('%s keeps only the readings its marks allow', (q, ok) => {
    // the lexicon's readings (verbs outside it, read from the engine's patterns, are narrowed alike but not judged here)
    const as = readings(q).filter((a) => a.in_lexicon);
    expect(as.length).toBeGreaterThan(0);
    expect(as.filter((a) => !ok(a as never))).toEqual([]);
  });

  it('a bare word keeps every reading; marks that fit none fall back to the letters', () => {
    const bare = readings('كتب');
    expect(bare.some((a) => a.slot === 'past.active.3ms') && bare.some((a) => a.slot === 'past.passive.3ms')).toBe(true);
    expect(readings('وقل').some((a) => a.lemma === 'وَقَلَ')).toBe(true);
    expect(readings('كِتُبُ').length).toBeGreaterThan(0);
  });
});

describe('the marks stored beside each posting', () => {
  it('a signature keeps each letter’s vowel and shadda; the typed marks are checked against it', () => {
    const sig = marksSignature('كَتَّبَ');
    expect(marksFitSignature('كَتَّبَ', 0, sig)).toBe(true);
    expect(marksFitSignature('كتب', 0, sig)).toBe(true);
    expect(marksFitSignature('كَتَبَ', 0, sig)).toBe(false); // a letter typed with a vowel shows the shadda
    expect(marksFitSignature('كُتِّبَ', 0, sig)).toBe(false);
    expect(marksFitSignature('وَكَتَّبَ', 1, sig)).toBe(true); // after a proclitic
    expect(marksSignature('الْمُسْتَخْرَجَاتُ')).not.toBe(SIG_NONE); // ten letters
    expect(marksSignature('وَالْمُسْتَخْرَجَاتُ')).toBe(SIG_NONE);
    expect(marksFitSignature('كَتَبْ', 0, marksSignature('كَتَبَ'))).toBe(false);
    expect(marksFitSignature('كَتَبْتْ', 0, marksSignature('كَتَبْت'))).toBe(true); // a typed sukun fits a vowelless letter
  });

  it('narrowing by the stored marks drops no reading that exact mode keeps (a seeded sample of forms)', () => {
    const rnd = seeded(29);
    const missing: string[] = [];
    for (let k = 0; k < 300; k++) {
      const entry = analyzer.entries[Math.floor(rnd() * analyzer.entries.length)]!;
      const forms = generateForms(entry);
      const form = forms[Math.floor(rnd() * forms.length)]!.form;
      const key = (a: { verb_id: string; slot?: string; noun?: string; case?: string | null; number?: string | null; gender?: string | null; proclitics: string[] }) =>
        `${a.verb_id}|${a.slot ?? a.noun}|${a.case}|${a.number}|${a.gender}|${a.proclitics.join('+')}`;
      const narrowed = new Set(analyzer.analyze(form, { narrow: true }).map(key));
      for (const a of analyzer.analyze(form, { mode: 'exact' })) if (!narrowed.has(key(a))) missing.push(`${form} ${key(a)}`);
    }
    expect(missing.slice(0, 10)).toEqual([]);
  });
});
