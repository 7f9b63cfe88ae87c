import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lexicon } from '../types.ts';
import { buildAll } from './artifacts.ts';

// A frozen verb (لَيْسَ، عَسَى) has no masdar: neither the engine's guess nor a source's.
const VERB_HEADER = 'id\troot\talt_roots\tradicals\tpattern\tpast_vowel\tpresent_vowel\tbab\tverb\tverb_bare\troot_class\ttransitive\tmasdar\tgloss_en\tfreq\tfreq_shared\tsources\telixir_pattern\tarramooz_bab\tnotes\telixir_ref';
const row = (cells: Record<string, string>): string => VERB_HEADER.split('\t').map((h) => cells[h] ?? '').join('\t');

let dir: string;
let lexicon: Lexicon;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'tasreef-lexicon-frozen-'));
  mkdirSync(path.join(dir, 'sarf'));
  writeFileSync(path.join(dir, 'verbs.tsv'), [
    VERB_HEADER,
    row({ id: 'v1', root: 'ليس', radicals: '3', pattern: 'I', past_vowel: 'a', present_vowel: 'a', bab: '3', verb: 'لَيْسَ', transitive: 'n', masdar: 'لَيْس', gloss_en: 'be not', sources: 'elixir|arramooz' }),
    row({ id: 'v2', root: 'عسي', radicals: '3', pattern: 'I', past_vowel: 'a', present_vowel: 'i', bab: '2', verb: 'عَسَى', transitive: 'n', sources: 'arramooz' }),
    row({ id: 'v3', root: 'لوس', radicals: '3', pattern: 'I', past_vowel: 'a', present_vowel: 'u', bab: '1', verb: 'لَاسَ', transitive: 'y', gloss_en: 'taste', sources: 'elixir|arramooz' }),
  ].join('\n') + '\n');
  const sarf: Record<string, string[]> = {
    'trilateral_unaugmented.tsv': ['root\tbab\tpast_vowel\tpresent_vowel\ttransitivity\tmasdars\tmasdar_patterns\tmasdar_symbols\tentry\tnotes',
      'عسي\t2\ta\ti\tintransitive\tعَسْي|عَسَاء\tفَعْل|فَعَال\tH1|E1\t1\t',
      'لوس\t1\ta\tu\tboth\tلَوْس\tفَعْل\tH1\t1\t'],
    'trilateral_augmented.tsv': ['root\tpattern\tsarf_formula_no\ttransitivity', 'ليس\tV\t5\tintransitive'],
    'quadrilateral_unaugmented.tsv': ['root\tpattern\ttransitivity'],
    'quadrilateral_augmented.tsv': ['root\tpattern\tsarf_formula_no\ttransitivity'],
    'masdar_mimi.tsv': ['root\tformula\tmasdar_mimi\tnotes'],
    'adjectives.tsv': ['root\tbab\tpast_vowel\tpresent_vowel\tformulas'],
    'intensive_nonstandard.tsv': ['root\tformulas'],
    'instrument_nonstandard.tsv': ['root\tformulas'],
    'place_time.tsv': ['root\tbab\tpast_vowel\tpresent_vowel\tformulas'],
    'elative_roots.tsv': ['root'],
  };
  for (const [name, lines] of Object.entries(sarf)) writeFileSync(path.join(dir, 'sarf', name), lines.join('\n') + '\n');
  ({ lexicon } = buildAll(dir));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const entry = (id: string) => {
  const e = lexicon.entries.find((x) => x.id === id);
  if (!e) throw new Error(`no entry ${id}: ${lexicon.entries.map((x) => x.id).join(', ')}`);
  return e;
};

describe('lexicon build: frozen verbs', () => {
  it('gives لَيْسَ and عَسَى no masdar, even one a source attests', () => {
    for (const id of ['lys-I3', 'Esy-I2']) {
      const e = entry(id);
      expect(e.masdar, id).toBeNull();
      expect(e.masdars, id).toEqual([]);
      expect(e.sources.masdars, id).toEqual({});
      expect(e.present, id).toBeNull();
    }
  });

  it('keeps the masdars of their regular neighbours', () => {
    expect(entry('lws-I1')).toMatchObject({ masdar: 'لَوْسٌ', masdars: ['لَوْس'] });
    expect(entry('lys-V').masdar).toBe('تَلَيُّسٌ');
  });
});
