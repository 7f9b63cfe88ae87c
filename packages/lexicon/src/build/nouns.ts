/** Reads the lexicon's noun list (`nouns.tsv`: ElixirFM nouns and adjectives with their plurals). */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { LexiconNoun } from '../types.ts';
import { list, readTsv } from './tsv.ts';

/** Every row of `nouns.tsv` (none when the file is missing, as in small test fixtures). */
export function readNouns(dir: string): LexiconNoun[] {
  const file = path.join(dir, 'nouns.tsv');
  if (!existsSync(file)) return [];
  return readTsv(file)
    .filter((r) => r.lemma !== '')
    .map((r) => {
      const notes = list(r.notes);
      return {
        id: r.id!,
        root: r.root ?? '',
        pos: r.pos === 'adj' ? 'adj' : 'noun',
        lemma: r.lemma!.normalize('NFC'),
        plurals: list(r.plural).map((x) => x.normalize('NFC')),
        feminine: list(r.feminine).map((x) => x.normalize('NFC')),
        glosses: (r.gloss_en ?? '')
          .split('; ')
          .map((g) => g.trim())
          .filter((g) => g !== ''),
        plural_only: notes.includes('plural_only'),
        declension: notes.includes('diptote') ? 'diptote' : notes.includes('triptote') ? 'triptote' : null,
        pattern: r.pattern ?? '',
        plural_patterns: (r.plural_pattern ?? '')
          .split(', ')
          .map((x) => x.trim())
          .filter((x) => x !== ''),
      };
    });
}
