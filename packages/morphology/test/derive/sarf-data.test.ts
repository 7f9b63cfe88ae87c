import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { derive } from '../../src/derive/index.ts';
import { loadSarfData } from '../../src/derive/sarf-data.ts';
import * as nodeEntry from '../../src/node.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const lexiconDir = process.env.LEXICON_DIR ?? path.resolve(repoRoot, '../shared/lexicon');

describe('node entry', () => {
  it('exports the index and the Sarf loader', () => {
    expect(nodeEntry.loadSarfData).toBe(loadSarfData);
    expect(typeof nodeEntry.derive).toBe('function');
    expect(typeof nodeEntry.conjugate).toBe('function');
  });
});

describe('loadSarfData', () => {
  const sarf = loadSarfData(path.join(lexiconDir, 'sarf'));

  it('reads every file', () => {
    expect(sarf.counts.masdars).toBeGreaterThan(7000);
    expect(sarf.counts.elative).toBe(153);
    expect(sarf.masdars('كتب', 1)).toContain('كِتَابَة');
  });

  it('feeds attested forms to derive', () => {
    const verb = { root: 'كتب', pattern: 'I', past_vowel: 'a', present_vowel: 'u' };
    const extra = sarf.forVerb(verb);
    expect(extra.masdars?.length).toBeGreaterThan(0);
    const d = derive({ ...verb, ...extra });
    expect(d.guesses.masdar).toBeUndefined();
    expect(d.nouns.masdar).toContain('كِتَابَةٌ');
    expect(sarf.forVerb({ root: 'كتب', pattern: 'II' })).toEqual({});
  });
});
