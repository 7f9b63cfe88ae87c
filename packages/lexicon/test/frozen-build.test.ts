import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lexicon } from '../src/types.ts';
import { buildAll } from '../src/build/artifacts.ts';
import { verbRow as row, writeFixtureLexicon } from './fixture-lexicon.ts';

// A frozen verb (لَيْسَ، عَسَى) has no masdar: neither the engine's guess nor a source's.
let dir: string;
let lexicon: Lexicon;
beforeAll(() => {
  dir = writeFixtureLexicon(
    'tasreef-lexicon-frozen-',
    [
      row({
        id: 'v1',
        root: 'ليس',
        radicals: '3',
        pattern: 'I',
        past_vowel: 'a',
        present_vowel: 'a',
        bab: '3',
        verb: 'لَيْسَ',
        transitive: 'n',
        masdar: 'لَيْس',
        gloss_en: 'be not',
        sources: 'elixir|arramooz',
      }),
      row({ id: 'v2', root: 'عسي', radicals: '3', pattern: 'I', past_vowel: 'a', present_vowel: 'i', bab: '2', verb: 'عَسَى', transitive: 'n', sources: 'arramooz' }),
      row({
        id: 'v3',
        root: 'لوس',
        radicals: '3',
        pattern: 'I',
        past_vowel: 'a',
        present_vowel: 'u',
        bab: '1',
        verb: 'لَاسَ',
        transitive: 'y',
        gloss_en: 'taste',
        sources: 'elixir|arramooz',
      }),
    ],
    {
      'trilateral_unaugmented.tsv': ['عسي\t2\ta\ti\tintransitive\tعَسْي|عَسَاء\tفَعْل|فَعَال\tH1|E1\t1\t', 'لوس\t1\ta\tu\tboth\tلَوْس\tفَعْل\tH1\t1\t'],
      'trilateral_augmented.tsv': ['ليس\tV\t5\tintransitive'],
    },
  );
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
