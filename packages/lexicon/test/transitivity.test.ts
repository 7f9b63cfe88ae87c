import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAll } from '../src/build/artifacts.ts';
import { transitivityOf } from '../src/build/transitivity.ts';
import { verbRow as row, writeFixtureLexicon } from './fixture-lexicon.ts';

describe('transitivity', () => {
  it("takes Arramooz's judgement, then Sarf's", () => {
    expect(transitivityOf('كتب', 'I', { arramooz: 'y|n', sarf: 'both' })).toEqual({ transitive: true, rule: null });
    expect(transitivityOf('جوف', 'I', { arramooz: 'n' })).toEqual({ transitive: false, rule: null });
    expect(transitivityOf('درس', 'I', { sarf: 'transitive' })).toEqual({ transitive: true, rule: null });
    expect(transitivityOf('درس', 'I', {})).toEqual({ transitive: null, rule: null });
  });

  it('never makes اِنْفَعَلَ, اِفْعَلَّ, اِفْعَالَّ, اِفْعَنْلَلَ or اِفْعَلَلَّ transitive, whatever a source says', () => {
    for (const pattern of ['VII', 'IX', 'XI', 'QIII', 'QIV']) {
      const t = transitivityOf('دهش', pattern, { arramooz: 'y' });
      expect(t.transitive, pattern).toBe(false);
      expect(t.rule).toMatch(/object/);
    }
    // other derived patterns keep the sources' word
    expect(transitivityOf('علم', 'V', { arramooz: 'y' }).transitive).toBe(true);
  });

  it('corrects the verbs a source marks transitive although their sense takes no object (اِسْتَقَامَ)', () => {
    expect(transitivityOf('قوم', 'X', { arramooz: 'y' })).toMatchObject({ transitive: false, rule: expect.stringContaining('اِسْتَقَامَ') });
    expect(transitivityOf('وفر', 'VI', { arramooz: 'y' }).transitive).toBe(false);
    // the same root in another pattern is left alone (أَقَامَ is transitive)
    expect(transitivityOf('قوم', 'IV', { arramooz: 'y' }).transitive).toBe(true);
  });
});

describe('transitivity in the built lexicon', () => {
  const dir = writeFixtureLexicon('tasreef-transitivity-', [
    row({ id: 'v1', root: 'قوم', radicals: '3', pattern: 'X', verb: 'اِسْتَقَامَ', transitive: 'y', gloss_en: 'be straight', sources: 'elixir|arramooz' }),
    row({ id: 'v2', root: 'دهش', radicals: '3', pattern: 'VII', verb: 'اِنْدَهَشَ', transitive: 'y', gloss_en: 'be astonished', sources: 'elixir|arramooz' }),
    row({ id: 'v3', root: 'قوم', radicals: '3', pattern: 'IV', verb: 'أَقَامَ', transitive: 'y', gloss_en: 'establish', sources: 'elixir|arramooz' }),
  ]);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps what the sources said beside the rule that overrode them, and the passive follows', () => {
    const { lexicon } = buildAll(dir);
    const byLemma = new Map(lexicon.entries.map((e) => [e.lemma, e]));
    const istaqama = byLemma.get('اِسْتَقَامَ')!;
    expect(istaqama.transitive).toBe(false);
    expect(istaqama.sources.transitive).toEqual({ arramooz: 'y' });
    expect(istaqama.sources.transitive_rule).toContain('اِسْتَقَامَ');
    expect(byLemma.get('اِنْدَهَشَ')!.transitive).toBe(false);
    const aqama = byLemma.get('أَقَامَ')!;
    expect(aqama.transitive).toBe(true);
    expect(aqama.sources.transitive_rule).toBeUndefined();
  });
});
