import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { requireSharedDir } from '../../../../scripts/shared-data.mjs';
import { classify, VERB_TYPES } from '../../src/classify/index.ts';
import { MorphError } from '../../src/errors.ts';
import { parseRoot, tryParseRoot } from '../../src/root.ts';

describe('classify', () => {
  it.each([
    ['كتب', 'sound', false],
    ['ءكل', 'hamzated_first', false],
    ['سءل', 'hamzated_middle', false],
    ['قرء', 'hamzated_last', false],
    ['مدد', 'doubled', false],
    ['وعد', 'assimilated_waw', true],
    ['يسر', 'assimilated_ya', true],
    ['قول', 'hollow_waw', true],
    ['بيع', 'hollow_ya', true],
    ['دعو', 'defective_waw', true],
    ['رمي', 'defective_ya', true],
    ['وقي', 'lafif_mafruq', true],
    ['طوي', 'lafif_maqrun', true],
    ['ءبب', 'hamzated_first_doubled', false],
    ['ءوب', 'hamzated_first_hollow_waw', true],
    ['ءتي', 'hamzated_first_defective_ya', true],
    ['رءي', 'hamzated_middle_defective_ya', true],
    ['جيء', 'hamzated_last_hollow_ya', true],
    ['وءي', 'hamzated_middle_lafif_mafruq', true],
    ['ءوي', 'hamzated_first_lafif_maqrun', true],
    ['حيي', 'lafif_maqrun_ya_doubled', true],
    ['ودد', 'assimilated_waw_doubled', true],
    ['دحرج', 'quadriliteral_sound', false],
    ['زلزل', 'quadriliteral_reduplicated', false],
    ['طمءن', 'quadriliteral_hamzated_3', false],
    ['هرول', 'quadriliteral_weak_3', true],
  ])('%s is %s', (root, type, weak) => {
    const c = classify(root);
    expect(c.type).toBe(type);
    expect(c.weak).toBe(weak);
    expect(c.augmented).toBeUndefined();
    expect(c.ar).toBe(VERB_TYPES[type as keyof typeof VERB_TYPES].ar);
  });

  it('takes augmented from the pattern of a verb', () => {
    const c = classify({ root: 'قول', pattern: 'X' });
    expect(c).toMatchObject({ radicals: 3, augmented: true, weak: true, type: 'hollow_waw', labels: ['hollow_waw'] });
    expect(classify({ root: 'كتب', pattern: 'I', past_vowel: 'a', present_vowel: 'u' }).augmented).toBe(false);
    expect(classify({ root: 'دحرج', pattern: 'QI' }).augmented).toBe(false);
    expect(classify({ root: 'دحرج', pattern: 'QII' }).augmented).toBe(true);
  });

  it('rejects bad input with the engine error codes', () => {
    expect(() => classify('كت')).toThrow(MorphError);
    expect(() => classify({ root: 'كتب', pattern: 'XIX' })).toThrowError(/Unknown pattern/);
    expect(() => classify({ root: 'دحرج', pattern: 'II' })).toThrowError(/cannot be built/);
    expect(() => classify({ root: 'كتب', pattern: 'I' })).toThrowError(/past_vowel/);
    expect(() => classify({ root: 'كتب', pattern: 'I', past_vowel: 'u', present_vowel: 'a' })).toThrowError(/six babs/);
  });

  it('names a combination the table lacks from its labels', () => {
    // hamza as both second and third radical: not in the table
    const c = classify('سءء');
    expect(c.type).toContain('+');
    expect(c.ar).toContain('مهموز العين');
  });

  it('finds at least 38 distinct types among the roots of the lexicon', () => {
    const text = readFileSync(path.join(requireSharedDir('LEXICON_DIR'), 'verbs.tsv'), 'utf8');
    const lines = text
      .split('\n')
      .slice(1)
      .filter((l) => l !== '');
    const types = new Map<string, number>();
    for (const line of lines) {
      const root = line.split('\t')[1]!;
      const t = classify(root).type;
      types.set(t, (types.get(t) ?? 0) + 1);
    }
    expect(lines.length).toBeGreaterThan(15000);
    expect(types.size).toBeGreaterThanOrEqual(38);
    // every type that occurs is a named one
    for (const t of types.keys()) expect(t in VERB_TYPES, t).toBe(true);
    expect(parseRoot('كتب')).toHaveLength(3);
  }, 30_000);
});

describe('tryParseRoot', () => {
  it('gives what parseRoot gives, and null where parseRoot throws', () => {
    for (const ok of ['كتب', 'ك ت ب', 'ك-ت-ب', 'كَتَبَ', 'دحرج', 'أكل', 'ء ك ل']) expect(tryParseRoot(ok)).toEqual(parseRoot(ok));
    for (const bad of ['', '  ', 'كتابة', 'قال', 'كت', 'abc', 'كتب!', '😀']) {
      expect(tryParseRoot(bad)).toBeNull();
      expect(() => parseRoot(bad)).toThrow();
    }
  });
});
