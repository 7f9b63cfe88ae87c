/**
 * Verbs the lexicon does not hold still get their root and pattern, read from the engine's own
 * patterns (analyze/guess.ts), marked outside the lexicon and ranked after the lexicon's analyses.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { conjugate, SLOT_KEYS } from '@tasreef/morphology';
import { loadAnalyzer } from '../src/analyze/load.ts';
import type { Analyzer } from '../src/analyze/analyzer.ts';
import { seeded } from '../src/analyze/roundtrip.ts';
import { SearchService } from '../src/search/service.ts';

let analyzer: Analyzer;
beforeAll(() => {
  analyzer = loadAnalyzer().analyzer;
}, 180_000);

const guessed = (word: string, root: string, pattern: string, mode: 'loose' | 'exact' = 'loose') =>
  analyzer.analyzeAll(word, { mode, narrow: true, guess: true }).analyses.find((a) => !a.in_lexicon && a.root === root && a.pattern === pattern);

/**
 * Root classes guess-classes.ts does not list (so their forms are not guessed): a first radical that
 * assimilates form VIII's ت together with a weak, hamzated or doubled radical (زلل، ذعت), and a
 * doubled first and second radical (سسي).
 */
const ASSIMILATING = new Set([...'صضطظدذزثتويء']);
const SPECIAL = new Set([...'ويءتن']);
function uncovered(root: string): boolean {
  const [a, b, c] = [...root] as [string, string, string];
  if (a === b) return true;
  return ASSIMILATING.has(a) && !'وي'.includes(a) && (b === c || SPECIAL.has(b) || SPECIAL.has(c));
}

describe('verbs outside the lexicon', () => {
  it.each([
    ['اِطَّرَدَ', 'طرد', 'VIII', 'past.active.3ms'],
    ['يَطَّرِدُ', 'طرد', 'VIII', 'present_indicative.active.3ms'],
    ['وَاطَّرَدَ', 'طرد', 'VIII', 'past.active.3ms'],
  ])('%s → root %s, pattern %s (%s), not in the lexicon', (word, root, pattern, slot) => {
    for (const mode of ['loose', 'exact'] as const) {
      const a = guessed(word, root, pattern, mode);
      expect(a, mode).toBeDefined();
      expect(a).toMatchObject({ verb_id: '', in_lexicon: false, slot, kind: 'verb' });
    }
    // the lexicon's own verbs of the root are not given as guesses
    expect(analyzer.entries.some((e) => e.root === root && e.pattern === pattern)).toBe(false);
  });

  it('ranks them after every lexicon analysis, and never guesses a root and pattern the lexicon has', () => {
    const as = analyzer.analyzeAll('اطرد', { guess: true }).analyses;
    const firstGuess = as.findIndex((a) => !a.in_lexicon);
    expect(firstGuess).toBeGreaterThan(0);
    expect(as.slice(firstGuess).every((a) => !a.in_lexicon)).toBe(true);
    expect(as.some((a) => !a.in_lexicon && a.root === 'طرد' && a.pattern === 'VIII')).toBe(true);
    // كَتَبَ's forms are the lexicon's: no guess for كتب I or II
    expect(analyzer.analyzeAll('كتب', { guess: true }).analyses.filter((a) => !a.in_lexicon)).toEqual([]);
    // analyze() without `guess` stays the lexicon's
    expect(analyzer.analyze('اِطَّرَدَ', { mode: 'exact' })).toEqual([]);
    // اِسْتَحْيَا is the lexicon's own since the engine conjugates اِسْتَحَى (both spellings): no guess beside it
    const istahya = analyzer.analyzeAll('اِسْتَحْيَا', { mode: 'exact', guess: true }).analyses;
    expect(istahya.map((a) => [a.verb_id, a.in_lexicon])).toEqual([['Hyy-X', true]]);
  });

  it('any verb the engine conjugates: a seeded sample of roots and patterns the lexicon lacks is read back', () => {
    const rnd = seeded(15);
    const known = new Set(analyzer.entries.map((e) => `${e.root}|${e.pattern}`));
    const roots = [...new Set(analyzer.entries.filter((e) => e.radicals === 3).map((e) => e.root))];
    const patterns = ['II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'X'];
    const failures: string[] = [];
    let checked = 0;
    while (checked < 150) {
      const root = roots[Math.floor(rnd() * roots.length)]!;
      const pattern = patterns[Math.floor(rnd() * patterns.length)]!;
      if (known.has(`${root}|${pattern}`) || uncovered(root)) continue;
      let slots;
      try {
        slots = conjugate({ root, pattern, transitive: true } as Parameters<typeof conjugate>[0]).slots;
      } catch {
        continue;
      }
      const slot = SLOT_KEYS[Math.floor(rnd() * SLOT_KEYS.length)]!;
      const v = slots[slot];
      const form = Array.isArray(v) ? v[0] : v;
      if (!form || form.includes(' ')) continue;
      checked++;
      for (const mode of ['loose', 'exact'] as const) {
        // exact: this very slot; loose (letters only): this root and pattern
        const found = analyzer
          .analyzeAll(form, { mode, guess: true })
          .analyses.some((a) => !a.in_lexicon && a.root === root && a.pattern === pattern && (mode === 'loose' || a.slot === slot));
        if (!found) failures.push(`${mode} ${root} ${pattern} ${slot} ${form}`);
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it('the search answers them with the verbs its root has in the lexicon', () => {
    const r = new SearchService(analyzer).search('اِطَّرَدَ');
    if (!r.ok) throw new Error(r.error.code);
    expect(r.data.analyses[0]).toMatchObject({ root: 'طرد', pattern: 'VIII', in_lexicon: false });
    expect(r.data.verbs.map((v) => v.root)).toContain('طرد');
  });
});
